/**
 * six-seconds dying on the sheet: the dying round (an Endurance check against the dying DC, then a d10 to
 * stabilise) and a healer's Medicine check that stabilises. The engine decides (dyingRound, stabiliseWithMedicine,
 * dyingRoundOdds); this reads the Dying marker and the stored DC, and writes the new DC and the markers back.
 * A stabilised character stays unconscious; a character who dies keeps the Dying (defeated) marker and is marked dead.
 */
import { resolveCheck } from "../../engine/dice/check";
import { queuedDice } from "../../engine/dice/source";
import { total, type Modifier } from "../../engine/modifiers";
import { checkDistribution } from "../../engine/odds/check";
import { bestDyingTotal, dyingRound, stabiliseWithMedicine, startDying, type DyingOptions, type DyingState } from "../../engine/rulesets/six-seconds/dying";
import { dyingRoundOdds } from "../../engine/rulesets/six-seconds/life-odds";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, DiceGroup } from "../../dice/card";
import { signed } from "../../dice/faces";
import { percent } from "../../dice/roll-format";
import type { ActionOutcome, AttackTarget, WriteBack } from "../adapter";
import type { SheetAction } from "./types";
import { sixSecondsSkillCheck } from "./from-actor";
import type { SixSecondsOptions } from "./types";

const DYING = "six-seconds.dying";
const DEAD = "six-seconds.dead";

/**
 * The world's dying check: the Death section's DC 4 with −1 per wound (the default), or the Conditions list's "DC 6
 * endurance check every round" without the wound penalty (world setting sixSeconds.dyingCheck).
 */
export function dyingReading(options: SixSecondsOptions | undefined): DyingOptions {
  return options?.sixSeconds?.dyingCheck === "conditions-list" ? { startDc: 6, woundPenalty: false } : {};
}
const DC_FIELD = "system.sixSeconds.dyingDc";

export interface SixSecondsDyingRequest {
  name: string;
  endurance: number;
  wounds: number;
  /** The DC of this round's check. */
  dc: number;
  /** The world's dying check (DC 6 without the wound penalty, or the default). */
  reading?: DyingOptions;
}

/** The dying round's request; throws when the actor has no Dying marker. */
export function sixSecondsDyingRequest(name: string, s: ActorSystem, statuses: readonly string[], options?: SixSecondsOptions): SixSecondsDyingRequest {
  if (!statuses.includes(DYING)) throw new RangeError(`${name} is not dying`);
  const six = s.sixSeconds;
  const reading = dyingReading(options);
  return { name, endurance: six.abilities.endurance, wounds: six.wounds, dc: six.dyingDc || startDying(reading).dc, reading };
}

function state(dc: number): DyingState {
  return { status: "dying", dc, rounds: 0 };
}

/** The d6 of the check and the d10 to stabilise; none when the DC is already out of reach (death without a roll). */
export function sixSecondsDyingDice(req: SixSecondsDyingRequest): DiceGroup[] {
  if (req.dc > bestDyingTotal(req, req.reading)) return [];
  return [
    { count: 1, sides: 6, purpose: "FRAY.Action.SixSeconds.EnduranceCheck" },
    { count: 1, sides: 10, purpose: "FRAY.Action.SixSeconds.StabiliseDie" },
  ];
}

export function resolveSixSecondsDying(req: SixSecondsDyingRequest, faces: readonly number[]): ActionOutcome {
  const odds = dyingRoundOdds(state(req.dc), req, req.reading);
  const r = dyingRound(queuedDice(faces), state(req.dc), req, req.reading);
  const dice: CardData["dice"] = [];
  if (r.check) dice.push({ value: r.check.roll, mark: r.check.success ? "success" : "failure" });
  // The d10 is rolled with the check; it counts only when the character survives the check.
  if (faces.length > 1) dice.push({ value: faces[1]!, mark: r.stabiliseRoll === 10 ? "success" : "plain" });
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: "FRAY.Action.SixSeconds.DyingRound",
    dice,
    modifiers: r.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: r.check?.total ?? null,
    target: req.dc,
    outcome: { key: `FRAY.Action.SixSeconds.Dying.${r.result}`, data: r.result === "worsens" ? { dc: r.after.dc } : {}, success: r.result === "holds" || r.result === "stabilised" },
    // The card's success is holding on or stabilising; the four outcomes' odds are listed below.
    odds: odds.holds + odds.stabilised,
    details: [
      { label: "FRAY.Action.SixSeconds.OddsHolds", value: percent(odds.holds) ?? "" },
      { label: "FRAY.Action.SixSeconds.OddsWorsens", value: percent(odds.worsens) ?? "" },
      { label: "FRAY.Action.SixSeconds.OddsStabilised", value: percent(odds.stabilised) ?? "" },
      { label: "FRAY.Action.SixSeconds.OddsDies", value: percent(odds.dies) ?? "" },
    ],
  };
  return { card, ...dyingWriteBack(r.after) };
}

/** The state after the round, on the actor: the next DC while dying; stable: unconscious, no longer dying; dead: marked dead. */
function dyingWriteBack(after: DyingState): WriteBack {
  if (after.status === "stable") return { update: { [DC_FIELD]: 0 }, statuses: { on: ["six-seconds.unconscious"], off: [DYING] } };
  if (after.status === "dead") return { update: { [DC_FIELD]: after.dc }, statuses: { on: ["six-seconds.dead"] } };
  return { update: { [DC_FIELD]: after.dc } };
}

export interface SixSecondsMedicineRequest {
  /** The dying character (the card's title) and the healer whose Medicine skill rolls. */
  name: string;
  healer: string;
  modifiers: Modifier[];
  /** The Medicine check's DC. */
  target: number;
  /** The patient's dying DC, kept when the check fails. */
  dc: number;
  /** The patient is dead: the check is Resuscitate ("a timely Medicine check … can bring character back to life"). */
  resuscitate?: boolean;
}

/** The healer's Medicine check on a dying patient; throws when the patient is not dying or the healer has no Medicine. */
export function sixSecondsMedicineRequest(
  name: string,
  patient: ActorSystem,
  statuses: readonly string[],
  healer: { name: string; system: ActorSystem; derived: ActorDerived },
  target: number,
  extra: Modifier[] = [],
): SixSecondsMedicineRequest {
  if (!statuses.includes(DYING) && !statuses.includes(DEAD)) throw new RangeError(`${name} is not dying`);
  const index = healer.system.sixSeconds.skills.findIndex((k) => k.name.trim().toLowerCase() === "medicine");
  if (index < 0) throw new RangeError(`${healer.name} has no "Medicine" skill`);
  const check = sixSecondsSkillCheck(healer.system, healer.derived, index, target, extra);
  const resuscitate = statuses.includes(DEAD);
  return { name, healer: healer.name, modifiers: check.modifiers, target, dc: patient.sixSeconds.dyingDc || startDying().dc, ...(resuscitate ? { resuscitate } : {}) };
}

/**
 * Resuscitate: the dead character lives again, unconscious and no longer dying (the text says no more; read as
 * stabilised). Its DC is the Medicine skill's, not printed in this chapter: the GM gives it in the dialog.
 */
function resuscitation(req: SixSecondsMedicineRequest, check: ReturnType<typeof resolveCheck>, bonus: number): ActionOutcome {
  const outcome = { key: check.success ? "FRAY.Action.SixSeconds.Resuscitated" : "FRAY.Action.SixSeconds.StillDead", data: { healer: req.healer }, success: check.success };
  const card = medicineCard(req, check, bonus, "FRAY.Action.SixSeconds.Resuscitate", outcome);
  if (!check.success) return { card, update: {} };
  return { card, update: { [DC_FIELD]: 0 }, statuses: { on: ["six-seconds.unconscious"], off: [DEAD, DYING] } };
}

/** The card of a healer's Medicine check (stabilising or resuscitating): one d6 against the DC. */
function medicineCard(req: SixSecondsMedicineRequest, check: ReturnType<typeof resolveCheck>, bonus: number, kind: string, outcome: CardData["outcome"]): CardData {
  return {
    ruleset: "six-seconds",
    title: req.name,
    kind,
    dice: [{ value: check.roll, mark: check.success ? "success" : "failure" }],
    modifiers: req.modifiers.map((m) => ({ value: signed(m.value), reason: m.reason })),
    total: check.total,
    target: check.target,
    outcome,
    odds: checkDistribution(bonus, req.target).success,
    details: [{ label: "FRAY.Roll.Margin", value: signed(check.margin) }],
  };
}

export function resolveSixSecondsMedicine(req: SixSecondsMedicineRequest, faces: readonly number[]): ActionOutcome {
  const bonus = total(req.modifiers);
  const check = resolveCheck(faces[0]!, bonus, req.target);
  if (req.resuscitate) return resuscitation(req, check, bonus);
  const after = stabiliseWithMedicine(state(req.dc), check);
  const outcome: CardData["outcome"] = { key: check.success ? "FRAY.Action.SixSeconds.Stabilised" : "FRAY.Action.SixSeconds.StillDying", data: check.success ? { healer: req.healer } : {}, success: check.success };
  const card = medicineCard(req, check, bonus, "FRAY.Action.SixSeconds.Medicine", outcome);
  return after.status === "stable" ? { card, ...dyingWriteBack(after) } : { card, update: {} };
}

export const dyingRoundAction: SheetAction<SixSecondsDyingRequest> = {
  prepare: async ({ name, stats, statuses, options }) => sixSecondsDyingRequest(name, stats, statuses, options),
  dice: sixSecondsDyingDice,
  resolve: resolveSixSecondsDying,
};

/**
 * The healer is the user's first target (the patient's sheet is the one open); the dialog gives the DC. On a dead
 * patient it is the Resuscitate check.
 */
export const medicineAction: SheetAction<SixSecondsMedicineRequest> = {
  prepare: async ({ name, stats, statuses, ask, firstTarget }) => {
    if (!statuses.includes(DYING) && !statuses.includes(DEAD)) throw new RangeError(`${name} is not dying`);
    const healer: AttackTarget | null = firstTarget();
    if (!healer) throw new RangeError("target the healer's token: their Medicine skill rolls");
    const opts = await ask({ target: 4 });
    if (!opts) return null;
    return sixSecondsMedicineRequest(name, stats, statuses, healer, opts.dialog.target ?? 4, opts.dialog.modifiers);
  },
  dice: () => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsMedicine,
};
