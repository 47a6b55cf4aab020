/**
 * six-seconds morale on the sheet: morale damage by type (fear, insanity, rage, untyped) against Will and
 * Minimum Will, a Broken character's Spirit check each round (DC 10, falling by one per failure), and the calm
 * hour that removes every penalty. The engine decides (applyMoraleDamage, brokenRecoveryRound, calmHour,
 * brokenRecoveryOdds); this builds its morale state from the sheet (Will, Morale penalties, the stored recovery
 * DC, the HUD's panicked / confused / raging markers) and writes the penalties, the DC and the markers back.
 */
import { queuedDice } from "../../engine/dice/source";
import {
  applyMoraleDamage,
  addMoralePenalties,
  brokenRecoveryRound,
  calmHour,
  currentWill,
  formatWill,
  isBroken,
  MORALE_DAMAGE_TYPES,
  moraleState,
  type MoraleChange,
  type MoraleCondition,
  type MoraleDamageType,
  type MoraleState,
} from "../../engine/rulesets/six-seconds/morale";
import { brokenRecoveryOdds } from "../../engine/rulesets/six-seconds/life-odds";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData } from "../../dice/card";
import { signed } from "../../dice/faces";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction, WriteBack } from "../adapter";
import { recoveryBlocked } from "./shared-body";

const MARKED: readonly MoraleCondition[] = ["panicked", "confused", "raging"];
const status = (c: MoraleCondition) => `six-seconds.${c}`;

/** The actor's morale as the engine sees it: Broken and Helpless follow Will 0; the other markers come from the HUD. */
export function sixSecondsMorale(s: ActorSystem, d: ActorDerived, statuses: readonly string[]): MoraleState {
  const base = d.sixSeconds.will.base;
  const state = moraleState(base, Math.min(s.sixSeconds.moralePenalties, Math.max(0, base)));
  const marked = MARKED.filter((c) => statuses.includes(status(c)));
  const out: MoraleState = { ...state, conditions: [...state.conditions, ...marked] };
  if (isBroken(out) && s.sixSeconds.brokenDc > 0) out.recoveryDc = s.sixSeconds.brokenDc;
  return out;
}

/**
 * One morale penalty from outside morale damage (a possession check, a lost veto): the penalty and, when it takes Will
 * to 0, Broken and Helpless ("If a character hits zero Will, he gains the Broken status").
 */
export function onePenaltyWriteBack(morale: MoraleState): WriteBack {
  return moraleWriteBack(addMoralePenalties(morale, 1, "morale penalty"));
}

function moraleWriteBack(c: MoraleChange): WriteBack {
  return {
    update: { "system.sixSeconds.moralePenalties": c.after.penalties, "system.sixSeconds.brokenDc": c.after.recoveryDc ?? 0 },
    statuses: { on: c.conditionsGained.map(status), off: c.conditionsLost.map(status) },
  };
}

function changeRows(c: MoraleChange): CardData["details"] {
  return [
    { label: "FRAY.Action.SixSeconds.Morale.WillBefore", value: formatWill(c.before) },
    { label: "FRAY.Action.SixSeconds.Morale.WillAfter", value: formatWill(c.after) },
    ...c.conditionsGained.map((g) => ({ label: `FRAY.Status.six-seconds.${g}`, value: "+" })),
    ...c.conditionsLost.map((l) => ({ label: `FRAY.Status.six-seconds.${l}`, value: "−" })),
  ];
}

function card(name: string, kind: string, c: MoraleChange, outcome: CardData["outcome"], extra: Partial<CardData> = {}): CardData {
  return { ruleset: "six-seconds", title: name, kind, dice: [], modifiers: [], total: null, target: null, outcome, odds: null, details: changeRows(c), ...extra };
}

// ---- morale damage --------------------------------------------------------------------------

export interface SixSecondsMoraleDamageRequest {
  name: string;
  amount: number;
  type: MoraleDamageType;
  state: MoraleState;
}

export function resolveSixSecondsMoraleDamage(req: SixSecondsMoraleDamageRequest): ActionOutcome {
  const c = applyMoraleDamage(req.state, { amount: req.amount, type: req.type });
  const outcome: CardData["outcome"] =
    c.penaltiesAdded === 0
      ? { key: "FRAY.Action.SixSeconds.Morale.NoEffect", data: {}, success: true }
      : { key: "FRAY.Action.SixSeconds.Morale.Penalties", data: { count: c.penaltiesAdded }, success: false };
  return { card: card(req.name, `FRAY.Action.SixSeconds.Morale.Type.${req.type}`, c, outcome, { total: req.amount }), ...moraleWriteBack(c) };
}

export const moraleDamageAction: SheetAction<SixSecondsMoraleDamageRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields }) => {
    const state = sixSecondsMorale(stats, derived, statuses);
    const fields = await askFields({
      title: "FRAY.Action.SixSeconds.Morale.Damage",
      hint: { key: "FRAY.Action.SixSeconds.Morale.Hint", data: [formatWill(state)] },
      fields: [
        { kind: "number", name: "amount", label: "FRAY.Action.SixSeconds.Morale.Amount", value: 0, min: 0, max: 99 },
        { kind: "select", name: "type", label: "FRAY.Action.SixSeconds.Morale.TypeLabel", value: "untyped", options: MORALE_DAMAGE_TYPES.map((t) => ({ value: t, label: `FRAY.Action.SixSeconds.Morale.Type.${t}` })) },
      ],
    });
    if (!fields) return null;
    return { name, amount: wholeField(fields, "amount", 0, 99), type: choiceField(fields, "type", MORALE_DAMAGE_TYPES), state };
  },
  dice: () => [],
  resolve: resolveSixSecondsMoraleDamage,
};

// ---- Broken: the Spirit check each round, and the calm hour -----------------------------------

export interface SixSecondsBrokenRequest {
  name: string;
  spirit: number;
  state: MoraleState;
}

export function sixSecondsBrokenRequest(name: string, s: ActorSystem, d: ActorDerived, statuses: readonly string[]): SixSecondsBrokenRequest {
  const state = sixSecondsMorale(s, d, statuses);
  if (!isBroken(state)) throw new RangeError(`${name} is not Broken (Will ${currentWill(state)})`);
  return { name, spirit: s.sixSeconds.abilities.spirit, state };
}

export function resolveSixSecondsBroken(req: SixSecondsBrokenRequest, faces: readonly number[]): ActionOutcome {
  const dc = req.state.recoveryDc ?? 10;
  const r = brokenRecoveryRound(queuedDice(faces), req.state, req.spirit);
  const recovered = !isBroken(r.after);
  const outcome: CardData["outcome"] = recovered
    ? { key: "FRAY.Action.SixSeconds.Morale.Recovered", data: {}, success: true }
    : { key: "FRAY.Action.SixSeconds.Morale.StillBroken", data: { dc: r.after.recoveryDc ?? dc }, success: false };
  const extra: Partial<CardData> = {
    dice: r.check ? [{ value: r.check.roll, mark: r.check.success ? "success" : "failure" }] : [],
    modifiers: [{ value: signed(req.spirit), reason: "spirit" }],
    total: r.check?.total ?? null,
    target: dc,
    odds: brokenRecoveryOdds(req.spirit, dc),
  };
  return { card: card(req.name, "FRAY.Action.SixSeconds.Morale.BrokenRound", r, outcome, extra), ...moraleWriteBack(r) };
}

/** Broken in a body shared by possession: "cannot remove any morale penalties without outside help" (shared-body.ts). */
function unaided<Q extends { state: MoraleState }>(req: Q, s: ActorSystem, localize: (key: string) => string): Q {
  if (recoveryBlocked(s, req.state)) throw new RangeError(localize("FRAY.Action.SixSeconds.Morale.NeedsOutsideHelp"));
  return req;
}

export const brokenRoundAction: SheetAction<SixSecondsBrokenRequest> = {
  prepare: async ({ name, stats, derived, statuses, localize }) => unaided(sixSecondsBrokenRequest(name, stats, derived, statuses), stats, localize),
  dice: () => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsBroken,
};

export interface SixSecondsCalmHourRequest {
  name: string;
  state: MoraleState;
}

export function resolveSixSecondsCalmHour(req: SixSecondsCalmHourRequest): ActionOutcome {
  const c = calmHour(req.state);
  return { card: card(req.name, "FRAY.Action.SixSeconds.Morale.CalmHour", c, { key: "FRAY.Action.SixSeconds.Morale.Calmed", data: { count: c.penaltiesRemoved }, success: null }), ...moraleWriteBack(c) };
}

export const calmHourAction: SheetAction<SixSecondsCalmHourRequest> = {
  prepare: async ({ name, stats, derived, statuses, localize }) => unaided({ name, state: sixSecondsMorale(stats, derived, statuses) }, stats, localize),
  dice: () => [],
  resolve: resolveSixSecondsCalmHour,
};
