/**
 * factions morale, surrender and chases on the sheet. The morale check is this character's part of the group WIT
 * save (moraleCheck): a pass makes them steady (immune to morale for the rest of the stretch, stored on the actor),
 * a failure means surrender or retreat. Surrendering spends the turn; a surrendering character harmed by the enemy
 * may fight on (harmedWhileSurrendering). A long chase is this character's AGI save (resolveChase), needed only
 * when neither side is faster. When morale is due (the group or the lone character at half this round) is the
 * GM's call at the round's end; the sheet shows Half health or less.
 */
import { refuseGrabbed } from "./grabbed-refusal";
import { queuedDice } from "../../engine/dice/source";
import { resolveChase, type Pace } from "../../engine/rulesets/factions/chase";
import { harmedWhileSurrendering, moraleCheck, surrender } from "../../engine/rulesets/factions/morale";
import type { FactionsOptions } from "../../engine/rulesets/factions/options";
import { factionsSaveOdds } from "../../engine/rulesets/factions/saves";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

const D20: DiceGroup[] = [{ count: 1, sides: 20, purpose: "FRAY.Roll.Die" }];

function card(name: string, kind: string, outcome: CardData["outcome"], extra: Partial<CardData> = {}): CardData {
  return { ruleset: "factions", title: name, kind, dice: [], modifiers: [], total: null, target: null, outcome, odds: null, details: [], ...extra };
}

// ---- the morale check --------------------------------------------------------------------------

export interface FactionsMoraleRequest {
  name: string;
  wit: number;
  options: Partial<FactionsOptions>;
}

export function factionsMoraleRequest(name: string, s: ActorSystem, options: Partial<FactionsOptions> = {}): FactionsMoraleRequest {
  if (s.factions.steady) throw new RangeError(`${name} passed a morale check this stretch: not subject to morale`);
  if (s.factions.immuneToFear) throw new RangeError(`${name} is immune to fear, so to morale`);
  return { name, wit: s.factions.wit, options };
}

export function resolveFactionsMorale(req: FactionsMoraleRequest, faces: readonly number[]): ActionOutcome {
  const r = moraleCheck(queuedDice(faces), [{ id: req.name, wit: req.wit }], req.options)[0]!;
  if (r.kind === "immune") throw new RangeError(`${req.name} is immune to morale (${r.reason})`);
  const extra: Partial<CardData> = {
    dice: [{ value: r.save.roll, mark: r.save.success ? "success" : "failure" }],
    total: r.save.roll,
    target: r.save.score,
    odds: factionsSaveOdds(req.wit, req.options),
  };
  if (r.kind === "holds") {
    return { card: card(req.name, "FRAY.Action.Factions.Morale", { key: "FRAY.Action.Factions.MoraleHolds", data: {}, success: true }, extra), update: { "system.factions.steady": true } };
  }
  return { card: card(req.name, "FRAY.Action.Factions.Morale", { key: "FRAY.Action.Factions.MoraleBreaks", data: {}, success: false }, extra), update: {} };
}

export const moraleAction: SheetAction<FactionsMoraleRequest> = {
  prepare: async ({ name, stats, options }) => factionsMoraleRequest(name, stats, options?.factions),
  dice: () => D20,
  resolve: resolveFactionsMorale,
};

// ---- surrender, fighting on, the end of the stretch ----------------------------------------------

export interface FactionsStanceRequest {
  name: string;
  surrendering: boolean;
  steady: boolean;
  /** Health now, and when it surrendered (-1: not recorded). */
  health?: number;
  surrenderHealth?: number;
  /** Incapacitated now by an attack stunt ("until the end of the stretch"), with health left. */
  stuntIncapacitated?: boolean;
}

function stance(name: string, s: ActorSystem, statuses: readonly string[] = []): FactionsStanceRequest {
  const stunned = s.factions.stuntIncapacitated && statuses.includes("factions.incapacitated") && s.factions.health.value > 0;
  return { name, surrendering: s.factions.surrendering, steady: s.factions.steady, health: s.factions.health.value, surrenderHealth: s.factions.surrenderHealth, ...(stunned ? { stuntIncapacitated: true } : {}) };
}

export function resolveFactionsSurrender(req: FactionsStanceRequest): ActionOutcome {
  const after = surrender({ surrendering: req.surrendering, failedMorale: false });
  return { card: card(req.name, "FRAY.Action.Factions.Surrender", { key: "FRAY.Action.Factions.Surrendered", data: {}, success: null }), update: { "system.factions.surrendering": after.surrendering, ...(req.health === undefined ? {} : { "system.factions.surrenderHealth": req.health }) } };
}

export function resolveFactionsFightOn(req: FactionsStanceRequest): ActionOutcome {
  const after = harmedWhileSurrendering({ surrendering: req.surrendering, failedMorale: false });
  return { card: card(req.name, "FRAY.Action.Factions.FightOn", { key: "FRAY.Action.Factions.FightsOn", data: {}, success: null }), update: { "system.factions.surrendering": after.surrendering, "system.factions.surrenderHealth": -1 } };
}

export function resolveFactionsStretchEnd(req: FactionsStanceRequest): ActionOutcome {
  // A stunt's "incapacitated until the end of the stretch" ends now (one from damage, health 0, stays).
  const lift = req.stuntIncapacitated === true;
  return {
    card: card(req.name, "FRAY.Action.Factions.StretchEnd", { key: lift ? "FRAY.Action.Factions.StretchEndedStunt" : "FRAY.Action.Factions.StretchEnded", data: {}, success: null }),
    update: { "system.factions.steady": false, "system.factions.surrendering": false, "system.factions.surrenderHealth": -1, ...(lift ? { "system.factions.stuntIncapacitated": false } : {}) },
    ...(lift ? { statuses: { off: ["factions.incapacitated"] } } : {}),
  };
}

export const surrenderAction: SheetAction<FactionsStanceRequest> = {
  prepare: async ({ name, stats, statuses }) => {
    refuseGrabbed(statuses);
    if (stats.factions.surrendering) throw new RangeError(`${name} has already surrendered`);
    return stance(name, stats);
  },
  // "Characters can spend their turn to surrender … Their turn is wasted": in a running fight the whole turn (the
  // tracker's costOf: a main action that leaves nothing, or, in another's turn, the character's turn spent now).
  cost: () => ({ name: "surrender", seconds: 0 }),
  dice: () => [],
  resolve: resolveFactionsSurrender,
};

export const fightOnAction: SheetAction<FactionsStanceRequest> = {
  prepare: async ({ name, stats }) => {
    if (!stats.factions.surrendering) throw new RangeError(`${name} has not surrendered`);
    // "Surrendering characters who are harmed by the enemy can resume fighting normally": health below what it was.
    const at = stats.factions.surrenderHealth;
    if (at >= 0 && stats.factions.health.value >= at) throw new RangeError(`${name} has not been harmed since surrendering (health ${stats.factions.health.value}, ${at} then): only a surrendering character harmed by the enemy can fight on`);
    return stance(name, stats);
  },
  dice: () => [],
  resolve: resolveFactionsFightOn,
};

export const stretchEndAction: SheetAction<FactionsStanceRequest> = {
  prepare: async ({ name, stats, statuses }) => stance(name, stats, statuses),
  dice: () => [],
  resolve: resolveFactionsStretchEnd,
};

// ---- chases ----------------------------------------------------------------------------------

export const PACES: readonly Pace[] = ["faster", "even", "slower"];

export interface FactionsChaseRequest {
  name: string;
  agi: number;
  pace: Pace;
  options: Partial<FactionsOptions>;
}

export function factionsChaseDice(req: FactionsChaseRequest): DiceGroup[] {
  return req.pace === "even" ? D20 : [];
}

export function resolveFactionsChase(req: FactionsChaseRequest, faces: readonly number[]): ActionOutcome {
  const r = resolveChase(queuedDice(faces), [{ id: req.name, agi: req.agi }], req.pace, req.options)[0]!;
  const extra: Partial<CardData> = r.save
    ? { dice: [{ value: r.save.roll, mark: r.save.success ? "success" : "failure" }], total: r.save.roll, target: r.save.score, odds: factionsSaveOdds(req.agi, req.options) }
    : { odds: r.escaped ? 1 : 0 };
  const outcome: CardData["outcome"] = { key: r.escaped ? "FRAY.Action.Factions.Escaped" : "FRAY.Action.Factions.Caught", data: {}, success: r.escaped };
  return { card: card(req.name, `FRAY.Action.Factions.Pace.${req.pace}`, outcome, extra), update: {} };
}

export const chaseAction: SheetAction<FactionsChaseRequest> = {
  prepare: async ({ name, stats, statuses, options, askFields }) => {
    refuseGrabbed(statuses);
    const fields = await askFields({
      title: "FRAY.Action.Factions.Chase",
      fields: [{ kind: "select", name: "pace", label: "FRAY.Action.Factions.PaceLabel", value: "even", options: PACES.map((p) => ({ value: p, label: `FRAY.Action.Factions.Pace.${p}` })) }],
    });
    if (!fields) return null;
    return { name, agi: stats.factions.agi, pace: choiceField(fields, "pace", PACES), options: options?.factions ?? {} };
  },
  dice: factionsChaseDice,
  resolve: resolveFactionsChase,
};
