/**
 * six-seconds possession on the sheet: the defender's Possession check (from the defender's sheet, with the creature's
 * bonus from its entry: d6 + bonus; beating Minimum Will is a morale penalty, beating Will possesses), and a mind in a shared body vetoes another's turn (or its attempt to leave) with
 * an opposed Will check (d6 + current Will each, ties rolled again). A failed veto costs the vetoer a morale penalty,
 * written back to this actor; a vetoed escape costs the leaver one, which the card names for its owner to take. The
 * shared body's 6 seconds a round are the tracker's (its possess and release steps).
 */
import { attemptPossession, opposedWill, unpossessed } from "../../engine/rulesets/six-seconds/possession";
import { queuedDice } from "../../engine/dice/source";
import { checkDistribution } from "../../engine/odds/check";
import type { MoraleState } from "../../engine/rulesets/six-seconds/morale";
import { signed } from "../../dice/faces";
import { onePenaltyWriteBack, sixSecondsMorale } from "./morale-actions";
import { trappedLeaverSeed } from "./trapped-leaver";
import type { DiceSource } from "../../engine/dice/source";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

const K = "FRAY.Action.SixSeconds.Possession";
/** d6s enough for the opposed check and four ties in a row. */
export const VETO_D6S = 10;

export interface SixSecondsVetoRequest {
  name: string;
  /** The vetoer's (this actor's) current Will and morale penalties. */
  will: number;
  moralePenalties: number;
  /** The vetoer's morale (a lost veto's penalty may take it to Will 0: Broken); absent on older requests. */
  morale?: MoraleState;
  /** The other mind; its UUID binds the card of a trapped leaver's penalty to it (absent: no card). */
  other: { name: string; will: number; uuid?: string };
  action: "turn" | "leave";
  /** In a fight: its round key and the creatures vetoed in it with this one ("no more than once per round against any one creature"). */
  round?: { key: string; vetoed: string[]; other?: string };
}

export function d6s(faces: readonly number[]): DiceSource {
  let at = 0;
  return {
    roll: () => {
      const f = faces[at++];
      if (f === undefined) throw new RangeError(`the opposed Will check tied ${VETO_D6S / 2} times: roll it again`);
      return f;
    },
  };
}

/** The card of an opposed Will roll (a veto, an exorcism): every round's dice, the last round's totals, the outcome. */
export function opposedWillCard(title: string, kind: string, r: ReturnType<typeof opposedWill>, roundLabel: string, outcome: CardData["outcome"]): CardData {
  const last = r.rounds[r.rounds.length - 1]!;
  return {
    ruleset: "six-seconds",
    title,
    kind,
    dice: r.rounds.flatMap(([a, b]) => [
      { value: a.roll, mark: a.total > b.total ? ("success" as const) : ("plain" as const) },
      { value: b.roll, mark: "plain" as const },
    ]),
    modifiers: [],
    total: last[0].total,
    target: last[1].total,
    outcome,
    odds: null,
    details: r.rounds.map(([a, b]) => ({ label: roundLabel, value: `${a.roll} + ${a.will} = ${a.total} / ${b.roll} + ${b.will} = ${b.total}` })),
  };
}

export function resolveSixSecondsVeto(req: SixSecondsVetoRequest, faces: readonly number[]): ActionOutcome {
  const r = opposedWill(d6s(faces), { id: "vetoer", will: req.will }, { id: "other", will: req.other.will });
  const vetoed = r.winner === "vetoer";
  const card = opposedWillCard(req.name, `${K}.Veto`, r, `${K}.Round`, { key: `${K}.${vetoed ? "Vetoed" : "Failed"}.${req.action}`, data: { other: req.other.name }, success: vetoed });
  // The veto is counted against this creature for the round, won or lost.
  const counted: Record<string, string> = req.round ? { "system.sixSeconds.vetoRound": req.round.key, "system.sixSeconds.vetoed": req.round.vetoed.join("\n") } : {};
  // A failed veto costs the vetoer a morale penalty (Jack's Will 8 → 7).
  // A won veto of a turn skips it: the tracker ends the vetoed creature's turn when it reads this (veto-skip.ts).
  const skip: Record<string, string> = vetoed && req.action === "turn" && req.round?.other ? { "system.sixSeconds.vetoSkip": `${req.round.key}|${req.round.other}` } : {};
  // A vetoed escape costs the leaver a morale penalty: a card bound to it, applied to its actor (trapped-leaver.ts).
  const trapped = vetoed && req.action === "leave" && req.other.uuid ? [trappedLeaverSeed(req.name, { uuid: req.other.uuid, name: req.other.name })] : [];
  if (vetoed) return { card, update: { ...counted, ...skip }, ...(trapped.length > 0 ? { exchanges: trapped } : {}) };
  const penalty = req.morale ? onePenaltyWriteBack(req.morale) : { update: { "system.sixSeconds.moralePenalties": req.moralePenalties + 1 } };
  return { card, ...penalty, update: { ...penalty.update, ...counted } };
}

export const vetoAction: SheetAction<SixSecondsVetoRequest> = {
  prepare: async ({ name, stats, derived, statuses, firstTarget, askFields, localize, combatRound }) => {
    const other = firstTarget();
    if (!other) throw new RangeError(localize(`${K}.NeedsTarget`));
    if (derived.sixSeconds.will.current <= 0 || derived.sixSeconds.will.broken) throw new RangeError(localize(`${K}.NoWill`));
    // "No more than once per round against any one creature" (in a fight; outside one there are no rounds to count).
    const key = combatRound?.() ?? null;
    const otherId = other.uuid ?? other.name;
    const six = stats.sixSeconds;
    const already = key !== null && six.vetoRound === key ? six.vetoed.split("\n").filter((v) => v !== "") : [];
    if (already.includes(otherId)) throw new RangeError(localize(`${K}.VetoedThisRound`));
    const fields = await askFields({
      title: `${K}.Veto`,
      hint: { key: `${K}.Hint`, data: [other.name] },
      fields: [{ kind: "select", name: "action", label: `${K}.What`, value: "turn", options: [{ value: "turn", label: `${K}.Action.turn` }, { value: "leave", label: `${K}.Action.leave` }] }],
    });
    if (!fields) return null;
    return {
      name,
      will: derived.sixSeconds.will.current,
      moralePenalties: stats.sixSeconds.moralePenalties,
      morale: sixSecondsMorale(stats, derived, statuses),
      other: { name: other.name, will: other.derived.sixSeconds.will.current, ...(other.uuid ? { uuid: other.uuid } : {}) },
      action: choiceField(fields, "action", ["turn", "leave"] as const),
      ...(key !== null ? { round: { key, vetoed: [...already, otherId], other: otherId } } : {}),
    };
  },
  dice: (): DiceGroup[] => [{ count: VETO_D6S, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsVeto,
};

// ---- the possession check --------------------------------------------------------------------

export interface SixSecondsPossessionRequest {
  /** The defender (this actor) and its morale. */
  name: string;
  morale: MoraleState;
  moralePenalties: number;
  creature: string;
  bonus: number;
}

export function resolveSixSecondsPossession(req: SixSecondsPossessionRequest, faces: readonly number[]): ActionOutcome {
  const a = attemptPossession(queuedDice(faces), unpossessed("host", req.morale), { id: "creature", bonus: req.bonus, morale: req.morale });
  const c = a.check!;
  // "Beats" is strictly greater: the possession needs Will + 1 or more.
  const odds = checkDistribution(req.bonus, c.will + 1).success;
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `${K}.Check`,
    dice: [{ value: c.roll, mark: a.possessed ? "failure" : "success" }],
    modifiers: [{ value: signed(req.bonus), reason: req.creature }],
    total: c.total,
    target: c.will,
    outcome: { key: a.possessed ? `${K}.Possessed` : a.penalty ? `${K}.Shaken` : `${K}.Resisted`, data: { creature: req.creature }, success: !a.possessed },
    odds,
    details: [{ label: `${K}.MinimumWill`, value: c.minimumWill }],
  };
  return { card, ...(a.penalty ? onePenaltyWriteBack(req.morale) : { update: {} }) };
}

export const possessionCheckAction: SheetAction<SixSecondsPossessionRequest> = {
  prepare: async ({ name, stats, derived, statuses, firstTarget, askFields }) => {
    const creature = firstTarget()?.name ?? "";
    const fields = await askFields({
      title: `${K}.Check`,
      hint: { key: `${K}.CheckHint`, data: [derived.sixSeconds.will.current] },
      fields: [{ kind: "number", name: "bonus", label: `${K}.Bonus`, value: 0, min: -20, max: 40 }],
    });
    if (!fields) return null;
    return { name, morale: sixSecondsMorale(stats, derived, statuses), moralePenalties: stats.sixSeconds.moralePenalties, creature, bonus: wholeField(fields, "bonus", -20, 40) };
  },
  dice: (): DiceGroup[] => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveSixSecondsPossession,
};
