/**
 * Dying: an unconscious character makes an Endurance check (d6 + Endurance) every round.
 *
 * The text gives two versions: "Death, Damage, and Healing" says DC 4 with −1 per wound, the Conditions list says
 * DC 6 with no wound penalty. The default is the Death section (DC 4, −1 per wound); both parts are options.
 * Each failure raises the DC by 1; when even a 6 could not reach the DC the character dies. A dying character
 * also has a 10% chance (a 10 on a d10) each round to stabilise, and a successful Medicine check stabilises.
 */
import { rollCheck, type CheckResult } from "../../dice/check";
import type { DiceSource } from "../../dice/source";
import type { Modifier } from "../../modifiers";

export interface DyingOptions {
  /** The first round's DC. Default 4 (Death section); the Conditions list says 6. */
  startDc?: number;
  /** −1 to the check per wound. Default true (Death section); the Conditions list has none. */
  woundPenalty?: boolean;
}

export type DyingStatus = "dying" | "stable" | "dead";

export interface DyingState {
  status: DyingStatus;
  /** The DC of the next Endurance check. */
  dc: number;
  /** Rounds spent dying so far. */
  rounds: number;
}

export interface DyingCharacter {
  endurance: number;
  wounds: number;
}

export interface DyingRound {
  before: DyingState;
  after: DyingState;
  modifiers: Modifier[];
  /** Absent when the check was already impossible (death without a roll). */
  check?: CheckResult;
  /** The d10 for stabilising, rolled when the character survives the check and is still dying. */
  stabiliseRoll?: number;
  result: "holds" | "worsens" | "stabilised" | "dies";
  explanation: string[];
}

const DEFAULT_START_DC = 4;

function requireInteger(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  return value;
}

/** A character who has just started dying. */
export function startDying(options: DyingOptions = {}): DyingState {
  const dc = requireInteger(options.startDc ?? DEFAULT_START_DC, "startDc");
  return { status: "dying", dc, rounds: 0 };
}

/** The modifiers to this character's dying check. */
export function dyingCheckModifiers(character: DyingCharacter, options: DyingOptions = {}): Modifier[] {
  const mods: Modifier[] = [{ value: requireInteger(character.endurance, "endurance"), reason: "endurance", code: "endurance" }];
  const wounds = requireInteger(character.wounds, "wounds");
  if (wounds < 0) throw new RangeError(`wounds cannot be negative, got ${wounds}`);
  if ((options.woundPenalty ?? true) && wounds > 0) mods.push({ value: -wounds, reason: `${wounds} wound(s)`, code: "wounds", data: { wounds } });
  return mods;
}

/** The best total the check can reach (a 6 on the die): a DC above it is impossible and the character dies. */
export function bestDyingTotal(character: DyingCharacter, options: DyingOptions = {}): number {
  return 6 + dyingCheckModifiers(character, options).reduce((s, m) => s + m.value, 0);
}

/** One round of dying: the Endurance check, then (if still dying) the d10 to stabilise. */
export function dyingRound(
  dice: DiceSource,
  state: DyingState,
  character: DyingCharacter,
  options: DyingOptions = {},
): DyingRound {
  if (state.status !== "dying") throw new RangeError(`only a dying character rolls to survive (status: ${state.status})`);
  requireInteger(state.dc, "dying DC");
  const modifiers = dyingCheckModifiers(character, options);
  const bonus = modifiers.reduce((s, m) => s + m.value, 0);
  const best = 6 + bonus;
  const rounds = state.rounds + 1;
  if (state.dc > best) {
    return {
      before: state,
      after: { status: "dead", dc: state.dc, rounds },
      modifiers,
      result: "dies",
      explanation: [`DC ${state.dc} is beyond the best possible total ${best}: the character dies`],
    };
  }
  const check = rollCheck(dice, bonus, state.dc);
  const explanation = [`Endurance check ${check.roll} + ${bonus} = ${check.total} vs DC ${state.dc}: ${check.success ? "success" : "failure"}`];
  let dc = state.dc;
  if (!check.success) {
    dc += 1;
    explanation.push(`the DC rises to ${dc}`);
    if (dc > best) {
      explanation.push(`DC ${dc} is beyond the best possible total ${best}: the character dies`);
      return { before: state, after: { status: "dead", dc, rounds }, modifiers, check, result: "dies", explanation };
    }
  }
  const stabiliseRoll = dice.roll(10);
  if (stabiliseRoll === 10) {
    explanation.push("a 10 on the d10: the character stabilises (still unconscious)");
    return { before: state, after: { status: "stable", dc, rounds }, modifiers, check, stabiliseRoll, result: "stabilised", explanation };
  }
  explanation.push(`d10 shows ${stabiliseRoll}: not stabilised`);
  return {
    before: state,
    after: { status: "dying", dc, rounds },
    modifiers,
    check,
    stabiliseRoll,
    result: check.success ? "holds" : "worsens",
    explanation,
  };
}

/** A successful Medicine check stabilises a dying character (the DC belongs to the Medicine skill). */
export function stabiliseWithMedicine(state: DyingState, medicine: { success: boolean }): DyingState {
  if (state.status !== "dying") throw new RangeError(`only a dying character can be stabilised (status: ${state.status})`);
  return medicine.success ? { ...state, status: "stable" } : state;
}
