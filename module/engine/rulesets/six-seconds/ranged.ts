/**
 * Ranged attacks: range increments (−1/0 for every full doubling, usually 4 increments at most), aiming (2 s,
 * one point less range penalty, lost on moving or losing sight), reloading (4 s, +4 s per scale the weapon is
 * larger than you, shared between reloaders), and ranged magic (which cannot aim).
 */
import type { SplitModifier } from "../../modifiers";

/** Usually the most range increments a ranged weapon can be used at. */
export const DEFAULT_MAX_INCREMENTS = 4;
export const AIM_SECONDS = 2;
export const RELOAD_SECONDS = 4;
export const RELOAD_SECONDS_PER_SCALE = 4;

function positive(value: number, name: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${String(value)}`);
  return value;
}

/**
 * Range increments beyond the first: 0 up to the increment, then one per doubling. Heavy crossbow (15 m): 0–15 → 0,
 * 16–30 → 1, 31–60 → 2, 61–120 → 3, 121–240 → 4.
 */
export function rangeIncrements(distanceMetres: number, incrementMetres: number): number {
  if (typeof distanceMetres !== "number" || !Number.isFinite(distanceMetres) || distanceMetres < 0) {
    throw new RangeError(`distance must be a finite number of metres ≥ 0, got ${String(distanceMetres)}`);
  }
  positive(incrementMetres, "range increment");
  let k = 0;
  while (distanceMetres > incrementMetres * 2 ** k) k++;
  return k;
}

export interface RangedAttackInput {
  distanceMetres: number;
  incrementMetres: number;
  /** Most increments the weapon reaches (4 unless a weapon or technique says otherwise). */
  maxIncrements?: number;
  /** The attacker aimed, and the aim still holds (see aimHolds). */
  aimed?: boolean;
  /** Points of range penalty aiming removes: 1, more with Ranged Skill techniques. */
  aimReduction?: number;
  /** A ranged magical attack: cannot aim. */
  magical?: boolean;
}

export interface RangeOutcome {
  increments: number;
  /** The weapon reaches the target at all. */
  inRange: boolean;
  maxRangeMetres: number;
  /** Range penalty −k/0 after aiming; range never touches the defence DC. Empty when there is no penalty. */
  modifiers: SplitModifier[];
}

/** Range penalty for a ranged (or ranged magical) attack. */
export function rangedAttack(input: RangedAttackInput): RangeOutcome {
  const max = input.maxIncrements ?? DEFAULT_MAX_INCREMENTS;
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`maxIncrements must be a whole number ≥ 0, got ${max}`);
  if (input.magical && input.aimed) throw new RangeError("a magical attack cannot aim");
  const reduction = input.aimReduction ?? 1;
  if (!Number.isInteger(reduction) || reduction < 0) throw new RangeError(`aimReduction must be a whole number ≥ 0, got ${reduction}`);
  const increments = rangeIncrements(input.distanceMetres, input.incrementMetres);
  const maxRangeMetres = input.incrementMetres * 2 ** max;
  const modifiers: SplitModifier[] = [];
  if (increments > 0) modifiers.push({ attack: -increments, defence: 0, reason: `range increment ${increments}`, code: "range-increment", data: { increments } });
  if (input.aimed && increments > 0) {
    const removed = Math.min(reduction, increments);
    modifiers.push({ attack: removed, defence: 0, reason: "aim", code: "aim" });
  }
  return { increments, inRange: increments <= max, maxRangeMetres, modifiers };
}

/** An aim taken before an attack. */
export interface Aim {
  targetId: string;
  seconds: number;
}

/** Aiming at a target takes 2 seconds. */
export function takeAim(targetId: string): Aim {
  if (typeof targetId !== "string" || targetId === "") throw new TypeError("aiming needs the target's id");
  return { targetId, seconds: AIM_SECONDS };
}

/** The aim counts only against the same target, if the aimer has not moved and never lost sight of it. */
export function aimHolds(aim: Aim | null | undefined, at: { targetId: string; moved: boolean; lostSight: boolean }): { holds: boolean; reason: string } {
  if (!aim) return { holds: false, reason: "no aim taken" };
  if (aim.targetId !== at.targetId) return { holds: false, reason: "aimed at another target" };
  if (at.moved) return { holds: false, reason: "moved since aiming" };
  if (at.lostSight) return { holds: false, reason: "the target left line of sight" };
  return { holds: true, reason: "aimed" };
}

export interface ReloadInput {
  weaponScale: number;
  reloaderScale: number;
  /** People reloading together (they share the time). */
  reloaders?: number;
  /** The weapon's own reload time for one of your scale, if it specifies one; 4 s otherwise. */
  baseSeconds?: number;
}

/**
 * Seconds each reloader spends: (base + 4 per scale the weapon is larger than the reloader) ÷ reloaders, rounded up
 * to whole seconds because actions are counted in seconds.
 */
export function reloadSeconds(input: ReloadInput): number {
  const { weaponScale, reloaderScale } = input;
  if (!Number.isInteger(weaponScale) || !Number.isInteger(reloaderScale)) throw new TypeError("weapon and reloader scales must be whole numbers");
  const reloaders = input.reloaders ?? 1;
  if (!Number.isInteger(reloaders) || reloaders < 1) throw new RangeError(`reloaders must be a whole number ≥ 1, got ${reloaders}`);
  const base = input.baseSeconds ?? RELOAD_SECONDS;
  if (!Number.isInteger(base) || base < 0) throw new RangeError(`baseSeconds must be a whole number ≥ 0, got ${base}`);
  const total = base + RELOAD_SECONDS_PER_SCALE * Math.max(0, weaponScale - reloaderScale);
  return Math.ceil(total / reloaders);
}

/** Shots loaded in a weapon that needs reloading. */
export interface Magazine {
  loaded: number;
  capacity: number;
}

/** Fire one shot: an empty weapon cannot fire. */
export function fireShot(mag: Magazine): Magazine {
  checkMagazine(mag);
  if (mag.loaded === 0) throw new RangeError("the weapon is empty: reload it first");
  return { ...mag, loaded: mag.loaded - 1 };
}

export function reloaded(mag: Magazine): Magazine {
  checkMagazine(mag);
  return { ...mag, loaded: mag.capacity };
}

function checkMagazine(mag: Magazine): void {
  if (!Number.isInteger(mag?.capacity) || mag.capacity < 1 || !Number.isInteger(mag.loaded) || mag.loaded < 0 || mag.loaded > mag.capacity) {
    throw new RangeError(`a magazine needs 0 ≤ loaded ≤ capacity (capacity ≥ 1), got ${JSON.stringify(mag)}`);
  }
}
