/**
 * Morale: Will = Spirit + 6 + modifiers, Minimum Will = Will − 6, and morale damage resolved like damage
 * against Toughness.
 *
 * - Morale damage beating Minimum Will → a morale penalty (Will −1).
 * - Beating Will as well → by type: fear → Panicked, insanity → Confused (until a penalty is removed),
 *   rage → Raging, untyped → two morale penalties in all instead of any other effect.
 * - Will 0 → Broken (and Helpless). Will never falls below 0. Each round a Broken character rolls Spirit
 *   (d6 + Spirit) against DC 10, the DC falling by 1 per failure; success removes one penalty.
 * - A full, calm hour without new penalties removes them all.
 */
import { rollCheck, type CheckResult } from "../../dice/check";
import type { DiceSource } from "../../dice/source";
import type { Modifier } from "../../modifiers";
import type { ConditionId } from "./conditions";
import { MINIMUM_GAP } from "./toughness";

export const MORALE_DAMAGE_TYPES = ["fear", "insanity", "rage", "untyped"] as const;
export type MoraleDamageType = (typeof MORALE_DAMAGE_TYPES)[number];

/** The conditions morale can give; `helpless` always comes with `broken`. */
export type MoraleCondition = Extract<ConditionId, "panicked" | "confused" | "raging" | "broken" | "helpless">;

export interface MoraleState {
  /** Spirit + 6 + modifiers, before morale penalties. */
  baseWill: number;
  /** Morale penalties taken (never more than baseWill: Will cannot fall below 0). */
  penalties: number;
  conditions: MoraleCondition[];
  /** The DC of the next Spirit check while Broken. */
  recoveryDc?: number;
}

export interface WillBreakdown {
  base: number;
  modifiers: Modifier[];
  will: number;
  minimum: number;
}

export const BROKEN_RECOVERY_DC = 10;

function requireInteger(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  return value;
}

/** Will before penalties: Spirit + 6 + miscellaneous modifiers (Discipline …). */
export function baseWill(spirit: number, modifiers: readonly Modifier[] = []): WillBreakdown {
  const mods: Modifier[] = [{ value: requireInteger(spirit, "spirit"), reason: "spirit", code: "spirit" }, { value: 6, reason: "base", code: "base" }];
  for (const m of modifiers) mods.push({ value: requireInteger(m.value, `Will modifier "${m.reason}"`), reason: m.reason, code: m.code, data: m.data });
  const will = mods.reduce((s, m) => s + m.value, 0);
  return { base: will, modifiers: mods, will, minimum: will - MINIMUM_GAP };
}

/** A fresh morale state for a character with this Will. */
export function moraleState(baseWillValue: number, penalties = 0): MoraleState {
  requireInteger(baseWillValue, "base Will");
  requireInteger(penalties, "morale penalties");
  if (penalties < 0) throw new RangeError(`morale penalties cannot be negative, got ${penalties}`);
  return withPenalties({ baseWill: baseWillValue, penalties: 0, conditions: [] }, penalties);
}

/** Current Will (after penalties, never below 0). */
export function currentWill(state: MoraleState): number {
  return Math.max(0, state.baseWill - state.penalties);
}

export function minimumWill(state: MoraleState): number {
  return currentWill(state) - MINIMUM_GAP;
}

/** "9/3": Will over Minimum Will, as the text writes it. */
export function formatWill(state: MoraleState): string {
  return `${currentWill(state)}/${minimumWill(state)}`;
}

export function isBroken(state: MoraleState): boolean {
  return state.conditions.includes("broken");
}

function addCondition(list: MoraleCondition[], c: MoraleCondition): MoraleCondition[] {
  return list.includes(c) ? list : [...list, c];
}

/** Set the penalty count (capped so Will stays ≥ 0) and keep Broken in step with Will 0. */
function withPenalties(state: MoraleState, penalties: number): MoraleState {
  const capped = Math.max(0, Math.min(penalties, Math.max(0, state.baseWill)));
  let conditions = state.conditions;
  const will = Math.max(0, state.baseWill - capped);
  let recoveryDc = state.recoveryDc;
  if (will === 0) {
    if (!conditions.includes("broken")) recoveryDc = BROKEN_RECOVERY_DC;
    conditions = addCondition(addCondition(conditions, "broken"), "helpless");
  } else {
    conditions = conditions.filter((c) => c !== "broken" && c !== "helpless");
    recoveryDc = undefined;
  }
  const next: MoraleState = { baseWill: state.baseWill, penalties: capped, conditions };
  if (recoveryDc !== undefined) next.recoveryDc = recoveryDc;
  return next;
}

export interface MoraleChange {
  before: MoraleState;
  after: MoraleState;
  penaltiesAdded: number;
  penaltiesRemoved: number;
  conditionsGained: MoraleCondition[];
  conditionsLost: MoraleCondition[];
  explanation: string[];
}

function change(before: MoraleState, after: MoraleState, explanation: string[]): MoraleChange {
  return {
    before,
    after,
    penaltiesAdded: Math.max(0, after.penalties - before.penalties),
    penaltiesRemoved: Math.max(0, before.penalties - after.penalties),
    conditionsGained: after.conditions.filter((c) => !before.conditions.includes(c)),
    conditionsLost: before.conditions.filter((c) => !after.conditions.includes(c)),
    explanation,
  };
}

/** Give `count` morale penalties (a failed veto, a possession check beating Minimum Will …). */
export function addMoralePenalties(state: MoraleState, count: number, reason: string): MoraleChange {
  requireInteger(count, "penalty count");
  if (count < 0) throw new RangeError(`cannot add ${count} morale penalties`);
  const after = withPenalties(state, state.penalties + count);
  const explanation = [`${reason}: ${count} morale penalt${count === 1 ? "y" : "ies"} (Will ${formatWill(state)} → ${formatWill(after)})`];
  if (after.penalties - state.penalties < count) explanation.push("Will cannot fall below 0");
  if (isBroken(after) && !isBroken(state)) explanation.push("Will 0: Broken and Helpless");
  return change(state, after, explanation);
}

/** Remove morale penalties (outside help such as Charisma, a Broken check …). Removing one ends insanity's confusion. */
export function removeMoralePenalties(state: MoraleState, count: number, reason: string): MoraleChange {
  requireInteger(count, "penalty count");
  if (count < 0) throw new RangeError(`cannot remove ${count} morale penalties`);
  const removed = Math.min(count, state.penalties);
  let after = withPenalties(state, state.penalties - removed);
  const explanation = [`${reason}: ${removed} morale penalt${removed === 1 ? "y" : "ies"} removed (Will ${formatWill(state)} → ${formatWill(after)})`];
  if (removed > 0 && after.conditions.includes("confused")) {
    after = { ...after, conditions: after.conditions.filter((c) => c !== "confused") };
    explanation.push("a morale penalty was removed: no longer Confused");
  }
  return change(state, after, explanation);
}

/** Resolve one source of morale damage against the character's current Will. */
export function applyMoraleDamage(state: MoraleState, damage: { amount: number; type?: MoraleDamageType }): MoraleChange {
  const amount = requireInteger(damage.amount, "morale damage");
  const type = damage.type ?? "untyped";
  if (!MORALE_DAMAGE_TYPES.includes(type)) throw new RangeError(`unknown morale damage type "${String(type)}"`);
  const will = currentWill(state);
  const min = will - MINIMUM_GAP;
  if (amount <= min) return change(state, state, [`${amount} does not beat Minimum Will ${min}`]);
  const beatsWill = amount > will;
  const explanation = [`${amount} beats Minimum Will ${min}`];
  if (beatsWill && type === "untyped") {
    explanation.push(`${amount} beats Will ${will}, untyped: two morale penalties instead of any other effect`);
    const r = addMoralePenalties(state, 2, "untyped morale damage");
    return change(state, r.after, [...explanation, ...r.explanation]);
  }
  const r = addMoralePenalties(state, 1, `${type} morale damage`);
  let after = r.after;
  explanation.push(...r.explanation);
  if (beatsWill) {
    const gained: MoraleCondition = type === "fear" ? "panicked" : type === "insanity" ? "confused" : "raging";
    after = { ...after, conditions: addCondition(after.conditions, gained) };
    explanation.push(`${amount} beats Will ${will}, ${type}: ${gained}`);
  }
  return change(state, after, explanation);
}

export interface BrokenRecovery extends MoraleChange {
  check?: CheckResult;
}

/**
 * One round's Spirit check while Broken: d6 + Spirit against the recovery DC (10, −1 per failure). Success removes
 * one penalty (Will 1: no longer Broken). `blocked` gives the reason when the character may not recover unaided
 * (a Broken possessor or possessed character needs outside help).
 */
export function brokenRecoveryRound(dice: DiceSource, state: MoraleState, spirit: number, blocked?: string): BrokenRecovery {
  if (!isBroken(state)) throw new RangeError("only a Broken character makes the recovery check");
  requireInteger(spirit, "spirit");
  if (blocked) return change(state, state, [`no recovery without outside help: ${blocked}`]);
  const dc = state.recoveryDc ?? BROKEN_RECOVERY_DC;
  const check = rollCheck(dice, spirit, dc);
  const head = `Spirit check ${check.roll} + ${spirit} = ${check.total} vs DC ${dc}`;
  if (check.success) {
    const r = removeMoralePenalties(state, 1, `${head}: success`);
    return { ...r, check };
  }
  const after = { ...state, recoveryDc: dc - 1 };
  return { ...change(state, after, [`${head}: failure, the DC falls to ${dc - 1}`]), check };
}

/** A full, relatively calm hour without new morale penalties removes all of them. */
export function calmHour(state: MoraleState): MoraleChange {
  return removeMoralePenalties(state, state.penalties, "a calm hour");
}
