/**
 * Morale and surrender. At the end of the round a group reduced this round to half or less of its original
 * numbers, or a lone character reduced this round to half or less of their maximum health, makes a morale check:
 * a group WIT save, each member rolling; those who fail surrender or retreat, those who pass are immune to morale
 * for the rest of the stretch. Characters immune to fear are immune to morale. Surrendering wastes the turn; a
 * surrendering character harmed by the enemy fights on normally, even after a failed morale check.
 */
import type { DiceSource } from "../../dice/source";
import type { FactionsOptions } from "./options";
import type { FactionsSave } from "./saves";
import { factionsSave } from "./saves";
import { nonNegative } from "../../validate";

const halfOrLess = (value: number, of: number) => value * 2 <= of;

/** A group must check when this round took it from above half its original numbers to half or less. */
export function groupMoraleDue(original: number, atRoundStart: number, now: number): boolean {
  const o = nonNegative(original, "original numbers");
  const s = nonNegative(atRoundStart, "numbers at round start");
  const n = nonNegative(now, "numbers now");
  if (s > o || n > s) throw new RangeError("numbers can only fall during a fight: original ≥ round start ≥ now");
  return !halfOrLess(s, o) && halfOrLess(n, o);
}

/** A lone character must check when this round took their health from above half the maximum to half or less. */
export function loneMoraleDue(maxHealth: number, atRoundStart: number, now: number): boolean {
  const m = nonNegative(maxHealth, "max health");
  return !halfOrLess(nonNegative(atRoundStart, "health at round start"), m) && halfOrLess(nonNegative(now, "health now"), m);
}

export interface MoraleMember {
  id: string;
  wit: number;
  immuneToFear?: boolean;
  /** Passed a morale check earlier in this stretch. */
  steady?: boolean;
}

export type MoraleResult =
  | { id: string; kind: "immune"; reason: "immune to fear" | "passed earlier this stretch" }
  | { id: string; kind: "holds"; save: FactionsSave }
  | { id: string; kind: "breaks"; save: FactionsSave; must: "surrender-or-retreat" };

/** The group WIT save: each member who is not immune rolls. */
export function moraleCheck(dice: DiceSource, members: readonly MoraleMember[], options?: Partial<FactionsOptions>): MoraleResult[] {
  return members.map((m) => {
    if (m.immuneToFear) return { id: m.id, kind: "immune", reason: "immune to fear" };
    if (m.steady) return { id: m.id, kind: "immune", reason: "passed earlier this stretch" };
    const save = factionsSave(dice, "wit", m.wit, options);
    return save.success ? { id: m.id, kind: "holds", save } : { id: m.id, kind: "breaks", save, must: "surrender-or-retreat" };
  });
}

export interface SurrenderState {
  surrendering: boolean;
  failedMorale: boolean;
}

/** Surrendering spends the whole turn. */
export function surrender(state: SurrenderState): SurrenderState & { turnSpent: true } {
  return { ...state, surrendering: true, turnSpent: true };
}

/** Harmed by the enemy while surrendering: the character may fight normally again. */
export function harmedWhileSurrendering(state: SurrenderState): SurrenderState {
  return state.surrendering ? { surrendering: false, failedMorale: false } : state;
}
