/**
 * Physical and Mental ranks. A track starts at its real rank (1–9; Heroic already included) and may carry bonus ranks
 * (position, magic): bonus ranks raise the damage thresholds but never absorb a loss. Losses are counted, not
 * subtracted from the start, because "a lost Rank does not lower your current ranks for future damage calculations".
 *
 * CrossOver: every Nth direct loss on one side costs one rank on the other. The crossover count is derived from the
 * other side's direct losses, so it can never chain (crossover losses are not direct) and it is regained as soon as
 * the direct loss that caused it heals.
 */
export type TrackName = "physical" | "mental";

export interface RankTrack {
  /** Real rank at the start of the event (0–9), Heroic level included. */
  start: number;
  /** Temporary bonus ranks (may be negative for penalties). */
  bonus: number;
  /** Ranks lost directly on this track (damage, injuries, fear, fatigue). */
  lost: number;
  /** Level 9 creatures cannot be knocked off level 9 except by a special event (a bane weapon …). */
  level9Protected?: boolean;
}

export const MAX_RANK = 9;
export const HEROIC_FLOOR = -3;
export const NORMAL_FLOOR = 0;

export function rankTrack(start: number, bonus = 0): RankTrack {
  if (!Number.isInteger(start) || start < 0 || start > MAX_RANK) throw new RangeError(`a starting rank must be a whole number from 0 to 9, got ${start}`);
  if (!Number.isInteger(bonus)) throw new RangeError(`bonus ranks must be a whole number, got ${bonus}`);
  return { start, bonus, lost: 0, level9Protected: start === MAX_RANK };
}

/** The floor a track can fall to: 0 for normal creatures, −3 for Heroic ones (who go OoA there). */
export function rankFloor(heroic: boolean): number {
  return heroic ? HEROIC_FLOOR : NORMAL_FLOOR;
}

/** Total Rank for damage thresholds: starting real rank plus bonus ranks (losses do not lower it). */
export function totalRank(track: RankTrack): number {
  return Math.max(0, track.start + track.bonus);
}

/** Ranks lost on `to` because of direct losses on the other side. */
export function crossoverLosses(otherSideLost: number, every: number): number {
  if (![2, 3, 4].includes(every)) throw new RangeError(`crossover ratio must be 2, 3 or 4, got ${every}`);
  return Math.floor(otherSideLost / every);
}

/** Current rank of a track: start minus direct and crossover losses, never below the floor. Bonus ranks never absorb. */
export function currentRank(track: RankTrack, crossoverIn: number, heroic: boolean): number {
  return Math.max(rankFloor(heroic), track.start - track.lost - crossoverIn);
}

/** How many direct losses a track can still take before reaching its floor on its own. */
export function maxDirectLosses(track: RankTrack, heroic: boolean): number {
  return track.start - rankFloor(heroic);
}

/**
 * Mark `count` direct losses. Level 9 tracks ignore losses unless `bane` is set. Returns the new track and how many
 * losses actually landed (losses past the floor are dropped: the creature is already OoA).
 */
export function loseRanks(track: RankTrack, count: number, heroic: boolean, bane = false): { track: RankTrack; landed: number } {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`ranks lost must be a whole number ≥ 0, got ${count}`);
  if (track.level9Protected && !bane) return { track, landed: 0 };
  const room = Math.max(0, maxDirectLosses(track, heroic) - track.lost);
  const landed = Math.min(count, room);
  return { track: { ...track, lost: track.lost + landed, level9Protected: false }, landed };
}

/** Heal `count` direct losses (crossover losses caused by them come back on their own). */
export function healRanks(track: RankTrack, count: number): { track: RankTrack; healed: number } {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`ranks healed must be a whole number ≥ 0, got ${count}`);
  const healed = Math.min(count, track.lost);
  return { track: { ...track, lost: track.lost - healed }, healed };
}
