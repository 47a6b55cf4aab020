/**
 * Encounter odds from many simulated fights: tallies that add up across batches (so web workers can each play a
 * share), and the summary a GM reads: each side's chance to win, the chance of a draw, each with its 95% Wilson
 * interval, the expected rounds, each combatant's chance to be down at the end, and the one combatant whose removal
 * moves the odds most. Every fight's dice come from (seed, fight number), so a result can be played again.
 */
import { playFight, sidesOf } from "./play";
import type { AutoPlay, SimEntry } from "./types";

export interface OddsTally {
  fights: number;
  wins: Record<string, number>;
  draws: number;
  rounds: number;
  down: Record<string, number>;
}

export interface TallyOptions {
  seed: number;
  /** Fight numbers [first, first + count) of the run: a batch of a larger run plays its own share. */
  first?: number;
  count: number;
  roundCap?: number;
  /** The ruleset's rules options. */
  options?: unknown;
}

export const DEFAULT_ROUND_CAP = 30;

/** The seed of fight `n` of a run: mixed (an integer hash), so neighbouring fights do not get neighbouring streams. */
export function fightSeed(seed: number, n: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 0x7f4a7c15, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function emptyTally(): OddsTally {
  return { fights: 0, wins: {}, draws: 0, rounds: 0, down: {} };
}

export function tallyFights<D, S, F>(auto: AutoPlay<D, S, F>, entries: readonly SimEntry<S>[], o: TallyOptions): OddsTally {
  const t = emptyTally();
  const first = o.first ?? 0;
  for (let n = first; n < first + o.count; n++) {
    const r = playFight(auto, entries, { seed: fightSeed(o.seed, n), roundCap: o.roundCap ?? DEFAULT_ROUND_CAP, options: o.options });
    t.fights += 1;
    if (r.winner === null) t.draws += 1;
    else t.wins[r.winner] = (t.wins[r.winner] ?? 0) + 1;
    t.rounds += r.rounds;
    for (const id of r.down) t.down[id] = (t.down[id] ?? 0) + 1;
  }
  return t;
}

export function mergeTallies(a: OddsTally, b: OddsTally): OddsTally {
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return { fights: a.fights + b.fights, wins: add(a.wins, b.wins), draws: a.draws + b.draws, rounds: a.rounds + b.rounds, down: add(a.down, b.down) };
}

export interface Chance {
  p: number;
  /** The 95% Wilson score interval. */
  low: number;
  high: number;
}

const Z = 1.959963984540054;

/** The chance `k` of `n` estimates, with its 95% Wilson score interval (good near 0 and 1, unlike p ± 1.96·se). */
export function wilson(k: number, n: number): Chance {
  if (n <= 0) return { p: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface EncounterOdds {
  fights: number;
  seed: number;
  sides: { side: string; win: Chance }[];
  draw: Chance;
  expectedRounds: number;
  combatants: { id: string; name: string; side: string; down: Chance }[];
  /** The combatant whose removal moves the win chances most (half the summed change over the sides and the draw). */
  pivotal: { id: string; name: string; shift: number } | null;
}

/** How far two tallies' outcomes lie apart: half the summed absolute change in every side's win chance and the draw. */
export function oddsShift(base: OddsTally, other: OddsTally, sides: readonly string[]): number {
  const rate = (t: OddsTally, k: number) => (t.fights === 0 ? 0 : k / t.fights);
  let sum = Math.abs(rate(base, base.draws) - rate(other, other.draws));
  for (const s of sides) sum += Math.abs(rate(base, base.wins[s] ?? 0) - rate(other, other.wins[s] ?? 0));
  return sum / 2;
}

/** The roster without `id`, or null when that would leave fewer than two sides (its odds would be a foregone win). */
export function withoutCombatant<S>(entries: readonly SimEntry<S>[], id: string): SimEntry<S>[] | null {
  const rest = entries.filter((e) => e.id !== id);
  return sidesOf(rest).length < 2 ? null : rest;
}

export function summarize<S>(entries: readonly SimEntry<S>[], seed: number, main: OddsTally, removals: Readonly<Record<string, OddsTally>>): EncounterOdds {
  const sides = sidesOf(entries);
  let pivotal: EncounterOdds["pivotal"] = null;
  for (const e of entries) {
    const t = removals[e.id];
    if (!t || t.fights === 0) continue;
    const shift = oddsShift(main, t, sides);
    if (!pivotal || shift > pivotal.shift) pivotal = { id: e.id, name: e.name, shift };
  }
  return {
    fights: main.fights,
    seed,
    sides: sides.map((side) => ({ side, win: wilson(main.wins[side] ?? 0, main.fights) })),
    draw: wilson(main.draws, main.fights),
    expectedRounds: main.fights === 0 ? 0 : main.rounds / main.fights,
    combatants: entries.map((e) => ({ id: e.id, name: e.name, side: e.side, down: wilson(main.down[e.id] ?? 0, main.fights) })),
    pivotal,
  };
}

export interface OddsOptions {
  fights: number;
  seed: number;
  roundCap?: number;
  options?: unknown;
  /** Fights played without each combatant to find the pivotal one; default a quarter of `fights` (0: skip). */
  removalFights?: number;
}

/** The whole computation on this thread (a worker plays batches of the same through tallyFights instead). */
export function encounterOdds<D, S, F>(auto: AutoPlay<D, S, F>, entries: readonly SimEntry<S>[], o: OddsOptions): EncounterOdds {
  const base = { seed: o.seed, roundCap: o.roundCap, options: o.options };
  const main = tallyFights(auto, entries, { ...base, count: o.fights });
  const removalFights = o.removalFights ?? Math.ceil(o.fights / 4);
  const removals: Record<string, OddsTally> = {};
  if (removalFights > 0) {
    for (const e of entries) {
      const rest = withoutCombatant(entries, e.id);
      if (rest) removals[e.id] = tallyFights(auto, rest, { ...base, count: removalFights });
    }
  }
  return summarize(entries, o.seed, main, removals);
}
