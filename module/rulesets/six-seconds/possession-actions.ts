/**
 * six-seconds possession on the sheet: the defender's Possession check (from the defender's sheet, with the creature's
 * bonus from its entry: d6 + bonus; beating Minimum Will is a morale penalty, beating Will possesses), and a mind in a shared body vetoes another's turn (or its attempt to leave) with
 * an opposed Will check (d6 + current Will each, ties rolled again). A failed veto costs the vetoer a morale penalty,
 * written back to this actor; a vetoed escape costs the leaver one, which the card names for its owner to take. The
 * shared body's 6 seconds a round are the tracker's (its possess and release steps). A body already possessed faces the
 * check with the highest Will among its minds, each of which may step aside (Multiple Possessors); the penalty falls on
 * the mind that faced it (another mind's as a card bound to it).
 */
import { attemptPossession, opposedWill, unpossessed, type PossessionState } from "../../engine/rulesets/six-seconds/possession";
import { queuedDice } from "../../engine/dice/source";
import { checkDistribution } from "../../engine/odds/check";
import { formatWill, type MoraleState } from "../../engine/rulesets/six-seconds/morale";
import { signed } from "../../dice/faces";
import { onePenaltyWriteBack, sixSecondsMorale } from "./morale-actions";
import { trappedLeaverSeed } from "./trapped-leaver";
import { bodyHostOf, bodyMinds } from "./shared-body";
import { hostLinkUpdate, possessionLinkSeed, type PossessionLink } from "./possession-link";
import type { DiceSource } from "../../engine/dice/source";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, ExchangeSeed, SheetAction } from "../adapter";

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

/** A mind already in the body (the defender itself among them), as the check reads it. */
export interface PossessionMind {
  name: string;
  /** Its actor's UUID: a penalty on another mind is a card bound to it (absent: this actor, or no card). */
  uuid?: string;
  /** The actor rolling the check. */
  self?: boolean;
  morale: MoraleState;
  /** It forgoes the check ("take no risk of a morale penalty"), so the check falls to the next-highest Will. */
  stepsAside?: boolean;
}

export interface SixSecondsPossessionRequest {
  /** The defender (this actor) and its morale. */
  name: string;
  morale: MoraleState;
  moralePenalties: number;
  creature: string;
  bonus: number;
  /**
   * Multiple Possessors: every mind in the body, this one included, in the body's order (its host, then its
   * possessors as they entered). Absent: the body is this mind's alone.
   */
  minds?: PossessionMind[];
  /**
   * The creature's token targeted: the body it enters when it wins (possession-link.ts). `host` is the body's own
   * mind (this actor out of a shared body), `self` this actor, `possessors` the host's list when that is this actor.
   * Absent: no creature targeted, nothing recorded.
   */
  link?: { host: string; self: string; creature: { uuid: string; name: string }; hostName: string; possessors: string };
}

const mindsOf = (req: SixSecondsPossessionRequest): PossessionMind[] => req.minds ?? [{ name: req.name, self: true, morale: req.morale }];

/** The card bound to another mind that faced the check and lost: one morale penalty for it to take (Apply). */
function defenderPenaltySeed(title: string, mind: { uuid: string; name: string }, creature: string): ExchangeSeed {
  const card: CardData = {
    ruleset: "six-seconds",
    title: `${title}: ${mind.name}`,
    kind: `${K}.Check`,
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: `${K}.DefenderPenalty`, data: { other: mind.name, creature }, success: false },
    odds: null,
    details: [],
    damage: 0,
  };
  return { card, target: mind, damage: 0, hit: { morale: 1 } };
}

/** The creature entered the body: the roller's own part (as its host) and the cards the other minds' parts are applied from. */
function entered(req: SixSecondsPossessionRequest): { update: Record<string, string>; exchanges: ExchangeSeed[] } {
  const l = req.link;
  if (!l) return { update: {}, exchanges: [] };
  const link: PossessionLink = { host: l.host, possessor: l.creature.uuid };
  const own = l.host === l.self ? hostLinkUpdate(l.possessors, l.creature.uuid) : {};
  const seeds = [possessionLinkSeed(l.hostName, l.creature, req.creature, link), ...(l.host === l.self ? [] : [possessionLinkSeed(l.hostName, { uuid: l.host, name: l.hostName }, req.creature, link)])];
  return { update: own, exchanges: seeds };
}

export function resolveSixSecondsPossession(req: SixSecondsPossessionRequest, faces: readonly number[]): ActionOutcome {
  // "If attempting to possess someone who already is possessed by one or more creatures, the initial possession check
  // is made against the creature with the highest Will. However, that creature can deliberately forgo the check".
  const minds = mindsOf(req);
  const ids = minds.map((_, i) => `m${i}`);
  const body: PossessionState = {
    ...unpossessed(ids[0]!, minds[0]!.morale),
    minds: Object.fromEntries(minds.map((m, i) => [ids[i]!, m.morale])),
    possessors: ids.slice(1),
  };
  const stepAside = ids.filter((_, i) => minds[i]!.stepsAside === true);
  const a = attemptPossession(queuedDice(faces), body, { id: "creature", bonus: req.bonus, morale: req.morale }, { stepAside });
  const asideRow = stepAside.length > 0 ? [{ label: `${K}.SteppedAside`, value: stepAside.map((id) => minds[ids.indexOf(id)]!.name).join(", ") }] : [];
  if (!a.defender) {
    // "That creature can similarly refuse the check, and so on": nobody left to face it, the creature enters.
    const card: CardData = {
      ruleset: "six-seconds",
      title: req.name,
      kind: `${K}.Check`,
      dice: [],
      modifiers: [{ value: signed(req.bonus), reason: req.creature }],
      total: null,
      target: null,
      outcome: { key: `${K}.Unopposed`, data: { creature: req.creature }, success: false },
      odds: null,
      details: asideRow,
    };
    const link = entered(req);
    return { card, update: link.update, ...(link.exchanges.length > 0 ? { exchanges: link.exchanges } : {}) };
  }
  const c = a.check!;
  const defender = minds[ids.indexOf(a.defender)]!;
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
    details: [...(minds.length > 1 ? [{ label: `${K}.Faced`, value: defender.name }] : []), { label: `${K}.MinimumWill`, value: c.minimumWill }, ...asideRow],
  };
  // "The character is possessed": the body is recorded on its minds (possession-link.ts).
  const link = a.possessed ? entered(req) : { update: {}, exchanges: [] };
  const withLink = (o: ActionOutcome): ActionOutcome => {
    const exchanges = [...(o.exchanges ?? []), ...link.exchanges];
    return { ...o, update: { ...o.update, ...link.update }, ...(exchanges.length > 0 ? { exchanges } : {}) };
  };
  if (!a.penalty) return withLink({ card, update: {} });
  // The penalty falls on the mind that faced the check: this actor's own, or a card bound to the other mind.
  if (defender.self) return withLink({ card, ...onePenaltyWriteBack(defender.morale) });
  return withLink({ card, update: {}, ...(defender.uuid ? { exchanges: [defenderPenaltySeed(req.name, { uuid: defender.uuid, name: defender.name }, req.creature)] } : {}) });
}

export const possessionCheckAction: SheetAction<SixSecondsPossessionRequest> = {
  prepare: async ({ name, stats, derived, statuses, uuid, firstTarget, othersOnBoard, askFields, localize }) => {
    const targeted = firstTarget();
    const self: PossessionMind = { name, self: true, morale: sixSecondsMorale(stats, derived, statuses), ...(uuid ? { uuid } : {}) };
    // The minds already in the body, from their actors' records (the tracker's *Possess* writes them).
    const minds = bodyMinds<PossessionMind>(stats, uuid, self, (m) => ({ name: m.name, uuid: m.uuid, morale: sixSecondsMorale(m.system, m.derived, m.statuses) }));
    if (targeted?.uuid && minds.some((m) => m.uuid === targeted.uuid)) throw new RangeError(localize(`${K}.AlreadyInBody`));
    const shared = minds.length > 1;
    // No creature's token targeted: the dialog picks the creature among the actors on the scene (none: nothing is
    // recorded), as *Mount / dismount* picks a mount; never this mind nor one already in its body.
    const inBody = new Set(minds.map((m) => m.uuid).filter((u): u is string => typeof u === "string"));
    const onScene = targeted?.uuid ? [] : (othersOnBoard?.() ?? []).filter((c) => c.uuid !== uuid && !inBody.has(c.uuid));
    const fields = await askFields({
      title: `${K}.Check`,
      hint: shared ? { key: `${K}.CheckHintBody`, data: [] } : { key: `${K}.CheckHint`, data: [derived.sixSeconds.will.current] },
      fields: [
        { kind: "number", name: "bonus", label: `${K}.Bonus`, value: 0, min: -20, max: 40 },
        ...(onScene.length > 0
          ? [{ kind: "select" as const, name: "creature", label: `${K}.CheckCreature`, value: "", options: [{ value: "", label: `${K}.CheckCreatureNone` }, ...onScene.map((c) => ({ value: c.uuid, label: "", text: c.name }))] }]
          : []),
        ...(shared
          ? minds.map((m, i) => ({
              kind: "select" as const,
              name: `aside-${i}`,
              label: `${K}.StepAside`,
              text: `${m.name} (${localize(`${K}.Will`)} ${formatWill(m.morale)})`,
              value: "no",
              options: [
                { value: "no", label: `${K}.Aside.no` },
                { value: "yes", label: `${K}.Aside.yes` },
              ],
            }))
          : []),
      ],
    });
    if (!fields) return null;
    const picked = onScene.length > 0 ? choiceField(fields, "creature", ["", ...onScene.map((c) => c.uuid)]) : "";
    const target = targeted ?? onScene.find((c) => c.uuid === picked) ?? null;
    const creature = target?.name ?? "";
    const req: SixSecondsPossessionRequest = { name, morale: self.morale, moralePenalties: stats.sixSeconds.moralePenalties, creature, bonus: wholeField(fields, "bonus", -20, 40) };
    if (shared) req.minds = minds.map((m, i) => ({ ...m, stepsAside: choiceField(fields, `aside-${i}`, ["no", "yes"] as const) === "yes" }));
    // The creature targeted is recorded in the body when it wins (it must be in no body yet: the GM's client checks).
    if (target?.uuid && uuid) {
      const host = bodyHostOf(stats, uuid) || uuid;
      const hostName = host === uuid ? name : (minds.find((m) => m.uuid === host)?.name ?? name);
      req.link = { host, self: uuid, creature: { uuid: target.uuid, name: target.name }, hostName, possessors: stats.sixSeconds.possessors };
    }
    return req;
  },
  // Every mind stepping aside: the creature enters without a check, so no die.
  dice: (req): DiceGroup[] => (mindsOf(req).every((m) => m.stepsAside) ? [] : [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }]),
  resolve: resolveSixSecondsPossession,
};
