/**
 * AD = 1: "Act as a +1 dice to increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled."
 * and "Only one 1 may be used at a time, so you cannot use two 1's to increase a roll by +2." The attack card offers
 * the attacker's owner, once the attack is rolled and before anything is applied, one button per face shown (1 to 5):
 * the GM's client spends a 1 of the attacker's action dice in the tracker (tracker-view.ts costOf: a `useOne`
 * raiseDie step), raises the first die showing it by 1 (the engine's raiseRolledDie) and settles each defence again
 * on the new faces. Once per roll: after a raise the card offers none.
 * The defender's side likewise: once its Dodge, Block or Parry rolled dice of its own, the defender's owner may raise
 * one of them (a 1 of the DEFENDER's action dice spent); a Dodge or Block pool is raised again from the new faces
 * (written on the defender again) and the defence settled again on the attack's faces.
 */
import { raiseRolledDie } from "../../engine/rulesets/tactica/one-die";
import { queuedDice } from "../../engine/dice/source";
import { raiseDefencePool } from "../../engine/rulesets/tactica/defence-pool";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import type { DefenceRecord, ExchangeCard } from "../../chat/exchange/card";
import type { NamedCost } from "../../chat/exchange/costs";
import type { AttackTarget, DefenceOffer, RevisedDefence, RollRevisionSlot, SheetAction } from "../adapter";
import { recordedPool, settleCard, tacticaAttackOf } from "./exchange-settle";
import { blockSpendData } from "./block-spend";
import { defenceSummaryKey } from "./defence";

/** The tracker's name for the 1 spent on a rolled die (tracker-view.ts costOf). */
export const RAISE_DIE_ACTION = "raise-die";
const RAISE_COST: NamedCost = { name: RAISE_DIE_ACTION, seconds: 0 };
/** The purpose of an opposed roll's second group: the other creature's dice (opposed-card.ts). */
const OPPOSED_PASSIVE = "FRAY.Action.Tactica.Opposed.Passive";

const WORDS = ["one", "two", "three", "four", "five"] as const;

/** The attack's own rolled faces (a card whose Parry was typed in the dialog rolls its faces first: none offered). */
function attackFaces(card: ExchangeCard): number[] | null {
  const a = tacticaAttackOf(card);
  if (!a || (a.req.input.defence?.kind ?? "none") !== "none") return null;
  return a.faces;
}

function valueOf(choice: string): number {
  const at = WORDS.indexOf(choice.replace(/^raise-/, "") as (typeof WORDS)[number]);
  if (!choice.startsWith("raise-") || at < 0) throw new RangeError(`unknown die to raise "${choice}"`);
  return at + 1;
}

/** A resolved defence settled again on the card's (new) faces: its damage and what its summary says. */
function resettled(card: ExchangeCard, d: DefenceRecord, options: Partial<TacticaOptions>): DefenceRecord {
  if (d.pending || !["dodge", "block", "parry"].includes(d.choice)) return d;
  const o = settleCard(card, d.targetUuid, options);
  const damage = o.damage.damage;
  const { breakable: _old, strippable: _was, ...data } = d.summary.data;
  // As the defence step says it (defence.ts): what the attacker may spend on the Block under spend-successes.
  const breakable = blockSpendData(o, recordedPool(d), options);
  return {
    ...d,
    damage,
    summary: { key: defenceSummaryKey(damage, "injuries" in data), data: { ...data, successes: o.roll.successes, exposures: o.attacker.exposuresGained, damage, ...breakable } },
  };
}

/** One offer per face shown below 6 (a 6 cannot go higher). */
export function raiseOffers(faces: readonly number[], labels = "FRAY.Exchange.RaiseDie"): DefenceOffer[] {
  const shown = [...new Set(faces.filter((v) => v >= 1 && v <= 5))].sort((a, b) => a - b);
  return shown.map((v) => ({ id: `raise-${WORDS[v - 1]}`, label: `${labels}.${WORDS[v - 1]}`, refused: null, cost: RAISE_COST }));
}

/** The target's resolved Dodge, Block or Parry that rolled dice of its own (a standing pool met rolls none). */
function ownDefence(card: ExchangeCard, targetUuid: string): DefenceRecord | null {
  if (!tacticaAttackOf(card) || (tacticaAttackOf(card)!.req.input.defence?.kind ?? "none") !== "none") return null;
  const d = card.defences.find((r) => r.targetUuid === targetUuid);
  if (!d || d.pending || !["dodge", "block", "parry"].includes(d.choice) || d.faces.length === 0) return null;
  return d;
}

/** The defence with its own faces raised: its pool raised again from them (Dodge, Block), settled again. */
function raisedDefence(card: ExchangeCard, targetUuid: string, choice: string, options: Partial<TacticaOptions>, target: AttackTarget): RevisedDefence {
  const d = ownDefence(card, targetUuid);
  if (!d) throw new RangeError("this defence rolled no dice of its own to raise");
  const value = valueOf(choice);
  const index = d.faces.indexOf(value);
  if (index < 0) throw new RangeError(`no die of the defence shows ${value}`);
  const faces = raiseRolledDie(d.faces, index, (d.revised?.length ?? 0) > 0);
  const kind = d.choice as "dodge" | "block" | "parry";
  let data = { ...d.summary.data };
  let writes: RevisedDefence["writes"];
  if (kind !== "parry") {
    const was = recordedPool(d)!;
    // The pool the new faces make, as the defence step raises it (defence.ts: the shield's value kept).
    const pool = raiseDefencePool(queuedDice(faces), kind, faces.length, was.shield).pool;
    // The pool written at the defence must still stand as written: a later use of it cannot be undone here.
    const standing = target.system.tactica.pools[kind].dice;
    if (standing !== Number(data["pool"] ?? 0)) throw new RangeError(`the ${kind} pool was used since this defence (${standing} dice, not ${String(data["pool"])})`);
    data = { ...data, poolBefore: pool.dice, poolMax: pool.max, shield: pool.shield };
  }
  const record: DefenceRecord = { ...d, faces, summary: { key: d.summary.key, data } };
  const next: ExchangeCard = { ...card, defences: card.defences.map((r) => (r.targetUuid === targetUuid ? record : r)) };
  const o = settleCard(next, targetUuid, options);
  const damage = o.damage.damage;
  const after = o.target.poolAfter;
  if (kind !== "parry" && after) {
    writes = [{ uuid: targetUuid, update: { [`system.tactica.pools.${kind}.dice`]: after.dice, [`system.tactica.pools.${kind}.max`]: after.max, ...(kind === "block" ? { "system.tactica.pools.block.shield": after.shield } : {}) } }];
  }
  const { breakable: _old, strippable: _was, ...rest } = data;
  const breakable = blockSpendData(o, recordedPool(record), options);
  const summary = { key: defenceSummaryKey(damage, "injuries" in rest), data: { ...rest, successes: o.roll.successes, exposures: o.attacker.exposuresGained, pool: after?.dice ?? 0, damage, ...breakable } };
  return { defence: { ...record, damage, summary }, ...(writes ? { writes } : {}) };
}

export const tacticaRaiseDie: RollRevisionSlot<{ tactica?: Partial<TacticaOptions> }> = {
  offers(card): DefenceOffer[] {
    const faces = attackFaces(card);
    if (!faces) return [];
    // "Only one 1 may be used at a time": a roll already raised is offered nothing more.
    if ((card.revised?.length ?? 0) > 0) return [];
    return raiseOffers(faces);
  },
  cost: () => RAISE_COST,
  revise(card, choice, options) {
    const faces = attackFaces(card);
    if (!faces) throw new RangeError("this card holds no tactica attack roll to raise");
    const value = valueOf(choice);
    const index = faces.indexOf(value);
    if (index < 0) throw new RangeError(`no rolled die shows ${value}`);
    const raised = raiseRolledDie(faces, index, (card.revised?.length ?? 0) > 0);
    const next: ExchangeCard = { ...card, attack: { request: card.attack!.request, faces: raised } };
    return { faces: raised, defences: card.defences.map((d) => resettled(next, d, options?.tactica ?? {})) };
  },
  defenceOffers(card, targetUuid) {
    const d = ownDefence(card, targetUuid);
    // "Only one 1 may be used at a time": a defence roll already raised is offered nothing more.
    if (!d || (d.revised?.length ?? 0) > 0) return [];
    return raiseOffers(d.faces);
  },
  // A sheet's *Roll dice pool* card (its only write-back, the effort die, does not read the faces).
  cardOffers: (request, faces) => ((request as { kind?: unknown } | null)?.kind === "tactica.pool" ? raiseOffers(faces) : []),
  reviseCard(request, faces, choice) {
    if ((request as { kind?: unknown } | null)?.kind !== "tactica.pool") throw new RangeError("only a dice pool card may have a die raised");
    return raisePicked(faces, choice);
  },
  reviseDefence: (card, targetUuid, choice, options, target) => raisedDefence(card, targetUuid, choice, options?.tactica ?? {}, target),
};

/**
 * A sheet action's roll (core dice/action-raise.ts): before its outcome is written, the roller may raise one of the
 * faces below 6 of a skill or characteristic roll among `raisable` (the sheet's Remove a State, Fear test, Injury
 * check, Panicked or Crushed, fatigue and bleeding rolls, a chariot's Driving roll, the board move's DEX roll), once; the 1 is spent through the GM's client. An action in
 * `opposed` rolls both sides in one Roll, the roller's dice first (its first dice group, opposed-card.ts opposedDice):
 * only those are the roller's to raise ("increase another skill dice": its own), never the other creature's.
 */
/** The faces with the first die showing the picked value raised by 1 (refused when no die shows it). */
export function raisePicked(faces: readonly number[], choice: string): number[] {
  const value = valueOf(choice);
  const index = faces.indexOf(value);
  if (index < 0) throw new RangeError(`no rolled die shows ${value}`);
  return raiseRolledDie(faces, index);
}

export function withActionRaise(slot: typeof tacticaRaiseDie, raisable: ReadonlySet<object>, opposed: ReadonlySet<object> = new Set()): typeof tacticaRaiseDie {
  const lead = (action: object, request: unknown): number => (action as SheetAction<unknown>).dice(request)[0]?.count ?? 0;
  const own = (action: object, request: unknown, faces: readonly number[]): readonly number[] => (opposed.has(action) ? faces.slice(0, lead(action, request)) : faces);
  /**
   * The other creature of an opposed roll that rolls its own dice in it (its group after the roller's: a contest's
   * BODY or DEX, a subdual's resistance; opposed-card.ts opposedDice), by its actor's UUID as the request names it
   * (the Special attempt's `targetUuid`, the InClose move's `them`); null when it rolls none or is not named.
   */
  const otherSide = (action: object, request: unknown): string | null => {
    if (!opposed.has(action)) return null;
    const groups = (action as SheetAction<unknown>).dice(request);
    if (groups.length !== 2 || groups[1]!.purpose !== OPPOSED_PASSIVE || groups[1]!.count <= 0) return null;
    const r = request as { targetUuid?: unknown; them?: { uuid?: unknown } } | null;
    const uuid = r?.them?.uuid ?? r?.targetUuid;
    return typeof uuid === "string" && uuid ? uuid : null;
  };
  const theirs = (action: object, request: unknown, faces: readonly number[]): readonly number[] => faces.slice(lead(action, request));
  return {
    ...slot,
    actionOffers: (action, request, faces) => (raisable.has(action) || opposed.has(action) ? raiseOffers(own(action, request, faces), "FRAY.ActionRaise.Die") : []),
    actionCost: (choice) => {
      valueOf(choice);
      return RAISE_COST;
    },
    // The first face showing it: on an opposed roll an offered value is among the roller's own (leading) faces.
    reviseAction: raisePicked,
    otherSide,
    otherOffers: (action, request, faces) => (otherSide(action, request) ? raiseOffers(theirs(action, request, faces), "FRAY.ActionRaise.Die") : []),
    reviseOther(action, request, faces, choice) {
      if (!otherSide(action, request)) throw new RangeError("this roll holds no dice of another creature");
      const value = valueOf(choice);
      // The first of the other creature's faces showing it (its group follows the roller's).
      const from = lead(action, request);
      const at = faces.slice(from).indexOf(value);
      if (at < 0) throw new RangeError(`no die of the other creature shows ${value}`);
      return raiseRolledDie(faces, from + at);
    },
  };
}
