/**
 * Tactica cover. Hard cover (walls, rocks): Light −1d, Heavy −2d and no rerolls. Soft cover (foliage, smoke):
 * Light (10%+) −1d, Medium (50%+) −2d, Heavy (80%+) −3d. Cover along a zone boundary counts against fire across it,
 * both ways; the boundary's cover step comes from the core zone graph and a "soft-cover" feature marks it soft.
 * Area cover inside a zone is held by its occupants until all are defeated; entering it makes a melee.
 */
import type { CoverStep } from "../../cover";
import type { DiceModifier } from "../../modifiers";
import type { ZoneGraph } from "../../zones";

export type CoverKind = "hard" | "soft";

export const TACTICA_COVER_DICE: Readonly<Record<CoverKind, Partial<Record<CoverStep, number>>>> = Object.freeze({
  hard: { light: 1, heavy: 2 },
  soft: { light: 1, medium: 2, heavy: 3 },
});

export interface CoverPenalty {
  modifier: DiceModifier | null;
  noRerolls: boolean;
}

export function coverPenalty(kind: CoverKind, step: CoverStep): CoverPenalty {
  if (kind !== "hard" && kind !== "soft") throw new RangeError(`cover is "hard" or "soft", got "${String(kind)}"`);
  if (step === "none") return { modifier: null, noRerolls: false };
  if (step === "total") throw new RangeError("total cover blocks the attack: no roll");
  const dice = TACTICA_COVER_DICE[kind][step];
  if (dice === undefined) throw new RangeError(`${kind} cover has no "${step}" step (hard: light, heavy; soft: light, medium, heavy)`);
  return { modifier: { dice: -dice, reason: `cover.${kind}.${step}`, code: `cover.${kind}.${step}` }, noRerolls: kind === "hard" && step === "heavy" };
}

/** Soft cover by how much of the target it hides: Light 10%+, Medium 50%+, Heavy 80%+ (less than 10%: none). */
export function softCoverStep(percentHidden: number): CoverStep {
  if (!Number.isFinite(percentHidden) || percentHidden < 0 || percentHidden > 100) throw new RangeError(`percent hidden must be 0–100, got ${percentHidden}`);
  if (percentHidden >= 80) return "heavy";
  if (percentHidden >= 50) return "medium";
  if (percentHidden >= 10) return "light";
  return "none";
}

/** Cover from a boundary between the shooter's and the target's zones (none when they are not adjacent). */
export function boundaryCover(graph: ZoneGraph, shooterZone: string, targetZone: string): CoverPenalty {
  const b = graph.boundary(shooterZone, targetZone);
  if (!b || b.cover === "none") return { modifier: null, noRerolls: false };
  return coverPenalty(b.features.includes("soft-cover") ? "soft" : "hard", b.cover);
}

/** Area cover stays held while any occupant is still up. */
export function areaCoverHeld(occupantsStanding: number): boolean {
  if (!Number.isInteger(occupantsStanding) || occupantsStanding < 0) throw new RangeError(`occupants must be a whole number ≥ 0, got ${occupantsStanding}`);
  return occupantsStanding > 0;
}

/**
 * Linear cover defended with a choke value: each attacker trying to pass is intercepted while defenders (up to the
 * choke) remain; once every defender is busy the rest get through.
 */
export function linearCoverPassage(attackers: number, defenders: number, choke: number): { intercepted: number; through: number } {
  for (const [v, w] of [[attackers, "attackers"], [defenders, "defenders"], [choke, "choke"]] as const) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${w} must be a whole number ≥ 0, got ${v}`);
  }
  const intercepted = Math.min(attackers, defenders, choke);
  return { intercepted, through: attackers - intercepted };
}
