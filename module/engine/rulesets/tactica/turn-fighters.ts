// The tactica turn data and one fighter's dice (its spec, paying from its dice), shared by the countdown and the commands.
import type { PolicyContext } from "../../turns/policy";
import type { SchedulerState } from "../../turns/types";
import { readInt } from "../../turns/args";
import { MAX_ENTITLED_DICE, MAX_MODIFIERS } from "./turn-limits";
import { MAX_TEXT } from "../../turns/limits";
import { ownEntry } from "../../turns/keys";
import { latest } from "../../turns/peek";
import type { DiceModifier } from "../../modifiers";
import { ACTION_DICE_PRESETS, MAX_ACTION_DICE, discard, type ActionDicePreset } from "./action-dice";

export type TacticaSide = "player" | "npc";

/**
 * What the creature's condition allows in the countdown: "out" (OoA or KIA: "OoA creature get no action dice"),
 * "crushed" ("cannot take any actions at all, including defensive ones"), "state" (a State: "may do nothing until
 * it is removed", so its only action is removing one). Absent: it acts freely.
 */
export type TacticaCondition = "out" | "crushed" | "state";
export const TACTICA_CONDITIONS: readonly TacticaCondition[] = ["out", "crushed", "state"];

/** A condition from a command or an entrant: "" or absent is none. */
export function readCondition(v: unknown, what: string): TacticaCondition | undefined {
  if (v === undefined || v === "") return undefined;
  if (!TACTICA_CONDITIONS.includes(v as TacticaCondition)) throw new TypeError(`${what} must be "", ${TACTICA_CONDITIONS.map((c) => `"${c}"`).join(", ")}, got ${String(v)}`);
  return v as TacticaCondition;
}

export interface TacticaPool {
  action: string;
  /** Dice added after the base cost was paid. */
  dice: number;
}

export interface TacticaFighter {
  side: TacticaSide;
  base: number;
  max: number;
  fixed: number[] | null;
  modifiers: DiceModifier[];
  /** Action dice held now (face values). */
  dice: number[];
  /** Dice held after this round's roll, and dice spent since (paid, pooled, used as 1s, burned). */
  rolledThisRound: number;
  spentThisRound: number;
  holding: boolean;
  /** During a refresh: still to take the one last option. */
  lastOption: boolean;
  /** Kept a die to carry into the next roll. */
  carry: boolean;
  pool: TacticaPool | null;
  /** Wounds that "burn an action die" do so at once and at every roll until healed: dice turned to 1s per roll. */
  burnEachRoll?: number;
  /** The wounds' dice burnt at the last roll (or burn) and the faces they showed, until a die is spent or lost. */
  burntFrom?: { at: number; was: number }[];
  /** The creature's condition as the actor last reported it (absent: none). */
  condition?: TacticaCondition;
  /** Pools activated since its latest die spent (an activation is an action that pays no die; absent: none). */
  activated?: number;
}

export interface TacticaTurnData {
  fighters: Record<string, TacticaFighter>;
  /**
   * Who called the refresh now under way, or null in the countdown; "" when nobody did: everyone simply ran out, or
   * everyone left held and the GM passed on (the round closed).
   */
  refreshBy: string | null;
  /** Someone spent their last die on a response: the refresh is called once the action under way completes. */
  refreshDue: string | null;
  /** Rolls that already had a 1 added this round ("only one 1 may be used at a time"). */
  onesOnRolls: string[];
  /** Trying an action without enough dice calls the refresh (the text); false makes it a refused command instead. */
  refreshOnShortfall: boolean;
  /** Combatants surprised in the current (surprise) round: no dice, no defence, no soaking. Empty after it (absent in
   *  states saved before surprise existed, read as empty). */
  surprised: string[];
}

export interface TacticaTurnOptions {
  refreshOnShortfall?: boolean;
}

export type Ctx = PolicyContext<TacticaTurnData>;
export type State = SchedulerState<TacticaTurnData>;

export const fighter = (ctx: Ctx, id: string) => ctx.data.fighters[id]!;

/**
 * Whether `f` holds dice it may act with: a Crushed creature "may do nothing ... take no actions whatsoever", so its
 * dice never put it in the countdown or give it a last option (it keeps them for when a Spirit roll un-Crushes it).
 */
export const mayUseDice = (f: TacticaFighter): boolean => f.dice.length > 0 && f.condition !== "crushed";

/** Whether `f` may still act: it holds dice it may use, and in a refresh it has its last option left. */
export function turnLeft(f: TacticaFighter | undefined, refreshBy: string | null): boolean {
  if (!f || !mayUseDice(f)) return false;
  return refreshBy === null || f.lastOption;
}

/** The dice `f` holds, for reading (plain behind a draft: paying searches them, and a new list replaces them). */
export const heldDice = (f: TacticaFighter): readonly number[] => latest(f).dice;

export function spendDice(f: TacticaFighter, indices: number[]): void {
  f.dice = discard(heldDice(f), indices);
  f.spentThisRound += indices.length;
  delete f.burntFrom;
  if (indices.length > 0) delete f.activated;
}

export function readSpec(spec: Record<string, unknown>, commandType = "addCombatant"): Omit<TacticaFighter, "dice" | "rolledThisRound" | "spentThisRound" | "holding" | "lastOption" | "carry" | "pool"> {
  const cmd = { type: commandType };
  const id = String(spec.id);
  const side = spec.side;
  if (side !== "player" && side !== "npc") throw new TypeError(`addCombatant: side of ${id} must be "player" or "npc", got ${String(side)}`);
  let base: number;
  if (spec.dice !== undefined) base = readInt(cmd, `${id}.dice`, spec.dice, 0, MAX_ENTITLED_DICE);
  else if (typeof spec.preset === "string" && ownEntry(ACTION_DICE_PRESETS, spec.preset) !== undefined) base = ACTION_DICE_PRESETS[spec.preset as ActionDicePreset];
  else if (spec.fixed !== undefined) base = 0;
  else throw new TypeError(`addCombatant: ${id} needs dice (a number), a preset (${Object.keys(ACTION_DICE_PRESETS).join(", ")}) or fixed dice`);
  const max = spec.max === undefined ? MAX_ACTION_DICE : readInt(cmd, `${id}.max`, spec.max, 1, MAX_ENTITLED_DICE);
  let fixed: number[] | null = null;
  // Set dice come as a list, or as the sheet writes them ("5, 4, 3, 2").
  if (typeof spec.fixed === "string") spec = { ...spec, fixed: spec.fixed.split(/[\s,]+/).filter(Boolean).map((v) => (/^\d+$/.test(v) ? Number(v) : v)) };
  if (spec.fixed !== undefined) {
    if (!Array.isArray(spec.fixed) || spec.fixed.length === 0 || spec.fixed.length > MAX_ENTITLED_DICE) throw new TypeError(`addCombatant: fixed dice of ${id} must be a list like [5, 4, 3, 2]`);
    fixed = spec.fixed.map((v, i) => readInt(cmd, `${id}.fixed[${i}]`, v, 1, 6));
  }
  const modifiers = spec.modifiers === undefined ? [] : spec.modifiers;
  const fits = (m: unknown) => {
    const { dice, reason } = (typeof m === "object" && m !== null ? m : {}) as Partial<DiceModifier>;
    return Number.isInteger(dice) && Math.abs(dice!) <= MAX_ENTITLED_DICE && typeof reason === "string" && reason.length <= MAX_TEXT;
  };
  if (!Array.isArray(modifiers) || modifiers.length > MAX_MODIFIERS || !modifiers.every(fits)) {
    throw new TypeError(`addCombatant: modifiers of ${id} must be up to ${MAX_MODIFIERS} {dice, reason} entries, each of at most ${MAX_ENTITLED_DICE} dice`);
  }
  const condition = readCondition(spec.condition, `addCombatant: condition of ${id}`);
  return { side, base, max, fixed, modifiers: (modifiers as DiceModifier[]).map((m) => ({ dice: m.dice, reason: m.reason })), ...(condition ? { condition } : {}) };
}
