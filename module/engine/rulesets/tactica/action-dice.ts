/**
 * Swift Swords Tactica action dice (AD): how many a creature gets, rolling them (each 6 adds one extra die that does
 * not chain; below one die you still get one die set at 3; minor NPCs take fixed dice), and paying an action's pip
 * cost by discarding dice whose pips reach it (1s never combine: they only serve the limited 1-AD uses).
 */
import type { DiceSource } from "../../dice/source";
import { totalDice, type DiceModifier } from "../../modifiers";

/** Default AD by kind of creature ("As a guide"). */
export const ACTION_DICE_PRESETS = Object.freeze({ hero: 4, veteran: 4, soldier: 3, untrained: 2 });
export type ActionDicePreset = keyof typeof ACTION_DICE_PRESETS;

/** The normal maximum number of AD, not counting the extra dice from 6s (some Advantages raise it). */
export const MAX_ACTION_DICE = 6;
/** The value of the single die a creature gets when modifiers take it below one. */
export const FLOOR_DIE_VALUE = 3;

/** What a 1 can be spent on, one at a time. */
export const ONE_USES = Object.freeze({
  effort: "+1 die to the next roll, declared before rolling",
  stunRecovery: "an extra Stun recovery roll",
  raiseDie: "+1 to one skill die after the roll",
});
export type OneUse = keyof typeof ONE_USES;

export interface ActionDiceSpec {
  /** AD the creature is entitled to before modifiers. */
  base: number;
  modifiers?: readonly DiceModifier[];
  max?: number;
  /** Dice carried over from the last refresh: added to the pool and rolled with it. */
  carried?: number;
  /** A minor NPC's set dice (e.g. [5, 4, 3, 2]): not rolled. */
  fixed?: readonly number[];
}

export interface ActionDiceRoll {
  /** Dice rolled (or set) before extras: entitlement after modifiers and the maximum, plus carried dice. */
  count: number;
  rolled: number[];
  /** One extra die per 6 among `rolled`; a 6 here gives nothing more. */
  extra: number[];
  /** Everything held now. */
  dice: number[];
  /** Modifiers took the entitlement below one, so one die is set at 3. */
  floored: boolean;
}

function checkFace(v: unknown, what: string): number {
  if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > 6) throw new RangeError(`${what} must be a die face 1–6, got ${String(v)}`);
  return v;
}

export function rollActionDice(spec: ActionDiceSpec, dice: DiceSource): ActionDiceRoll {
  const carried = spec.carried ?? 0;
  if (!Number.isInteger(carried) || carried < 0) throw new RangeError(`carried dice must be a whole number ≥ 0, got ${carried}`);
  const max = spec.max ?? MAX_ACTION_DICE;
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`maximum AD must be a whole number ≥ 1, got ${max}`);
  let set: number[] = [];
  let toRoll = carried;
  let floored = false;
  if (spec.fixed) {
    set = spec.fixed.map((v, i) => checkFace(v, `fixed die ${i + 1}`));
  } else {
    if (!Number.isInteger(spec.base) || spec.base < 0) throw new RangeError(`base AD must be a whole number ≥ 0, got ${spec.base}`);
    const entitled = Math.min(spec.base + totalDice(spec.modifiers ?? []), max);
    if (entitled < 1) {
      floored = true;
      set = [FLOOR_DIE_VALUE];
    } else toRoll += entitled;
  }
  const rolled = Array.from({ length: toRoll }, () => dice.roll(6));
  const extra = rolled.filter((v) => v === 6).map(() => dice.roll(6));
  return { count: set.length + toRoll, rolled: [...set, ...rolled], extra, dice: [...set, ...rolled, ...extra], floored };
}

export interface Payment {
  /** Indices into the held dice, ascending. */
  indices: number[];
  values: number[];
  pips: number;
  /** Pips paid beyond the cost ("wastage of pips is expected"). */
  waste: number;
}

function payment(held: readonly number[], indices: number[], cost: number): Payment {
  const values = indices.map((i) => held[i]!);
  const pips = values.reduce((a, b) => a + b, 0);
  return { indices, values, pips, waste: pips - cost };
}

/**
 * The dice to discard for an action of `cost` pips: the fewest dice, then the fewest wasted pips. Null when the
 * dice other than 1s cannot reach the cost.
 */
export function cheapestPayment(held: readonly number[], cost: number): Payment | null {
  if (!Number.isInteger(cost) || cost < 1) throw new RangeError(`an action costs a whole number of pips ≥ 1, got ${cost}`);
  const usable: number[] = []; // indices of the dice that are not 1s, ascending
  for (let i = 0; i < held.length; i++) if (held[i] !== 1) usable.push(i);
  if (usable.length > 16) throw new RangeError(`too many action dice (${usable.length}) to search`);
  // Every subset as a bit mask, in rising order; the first with the fewest dice, then the least waste, wins. Only
  // counts are kept while searching (this runs on every tactica action): the winner's Payment is built once.
  let bestMask = 0;
  let bestCount = 0;
  let bestWaste = 0;
  for (let mask = 1; mask < 1 << usable.length; mask++) {
    let count = 0;
    let pips = 0;
    for (let k = 0; k < usable.length; k++) {
      if (mask & (1 << k)) {
        count++;
        pips += held[usable[k]!]!;
      }
    }
    if (pips < cost) continue;
    const waste = pips - cost;
    if (bestMask === 0 || count < bestCount || (count === bestCount && waste < bestWaste)) {
      bestMask = mask;
      bestCount = count;
      bestWaste = waste;
    }
  }
  return bestMask === 0 ? null : payment(held, usable.filter((_, k) => bestMask & (1 << k)), cost);
}

/**
 * Check a payment the player chose: distinct held dice, no 1s, reaching the cost, and no die that is not needed
 * (so a slip cannot throw away a spare die).
 */
export function choosePayment(held: readonly number[], cost: number, indices: readonly number[]): Payment {
  if (!Number.isInteger(cost) || cost < 1) throw new RangeError(`an action costs a whole number of pips ≥ 1, got ${cost}`);
  const idx = [...indices].sort((a, b) => a - b);
  if (idx.length === 0) throw new RangeError("choose at least one die to pay with");
  idx.forEach((i, k) => {
    if (!Number.isInteger(i) || i < 0 || i >= held.length) throw new RangeError(`die index ${i} is not one of the ${held.length} held dice`);
    if (k > 0 && idx[k - 1] === i) throw new RangeError(`die ${i} is chosen twice`);
    if (held[i] === 1) throw new RangeError(`die ${i} shows a 1, which cannot pay for an action`);
  });
  const p = payment(held, idx, cost);
  if (p.pips < cost) throw new RangeError(`dice [${p.values.join(", ")}] make ${p.pips} pips, short of ${cost}`);
  const spare = p.values.find((v) => p.pips - v >= cost);
  if (spare !== undefined) throw new RangeError(`dice [${p.values.join(", ")}] pay ${cost} without the ${spare}: choose only the dice needed`);
  return p;
}

/** The held dice without the given indices. */
export function discard(held: readonly number[], indices: readonly number[]): number[] {
  const gone = new Set(indices);
  return held.filter((_, i) => !gone.has(i));
}
