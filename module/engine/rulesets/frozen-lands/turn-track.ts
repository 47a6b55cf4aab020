/**
 * frozen-lands initiative: each player rolls one die (ties settled by the players); each enemy has a fixed default
 * initiative score; the GM rolls players + 1 dice and keeps the highest, going first if that beats every player's
 * roll. One track, alternating player and GM from whoever goes first; enemies left over act at the end.
 */
import type { DiceSource } from "../../dice/source";

export interface PlayerRoll {
  id: string;
  roll: number;
}

export interface GmRoll {
  dice: number[];
  kept: number;
  /** Kept die beats every player's roll. */
  gmFirst: boolean;
}

export function rollGmInitiative(players: readonly PlayerRoll[], dice: DiceSource, sides = 6): GmRoll {
  const rolled = Array.from({ length: players.length + 1 }, () => dice.roll(sides));
  const kept = Math.max(...rolled);
  return { dice: rolled, kept, gmFirst: players.every((p) => kept > p.roll) };
}

/** Players with equal rolls, groups of two or more, highest roll first. */
export function tiedPlayers(players: readonly PlayerRoll[]): string[][] {
  const byRoll = new Map<number, string[]>();
  for (const p of players) byRoll.set(p.roll, [...(byRoll.get(p.roll) ?? []), p.id]);
  return [...byRoll.entries()]
    .filter(([, ids]) => ids.length > 1)
    .sort((a, b) => b[0] - a[0])
    .map(([, ids]) => ids);
}

/**
 * Players highest roll first. `chosen` is the players' decision for ties: the whole player order, which must keep
 * higher rolls ahead of lower ones. Without it, ties keep the order the players joined in.
 */
export function orderPlayers(players: readonly PlayerRoll[], chosen?: readonly string[]): string[] {
  const sorted = players.map((p, i) => ({ ...p, i })).sort((a, b) => b.roll - a.roll || a.i - b.i);
  if (!chosen) return sorted.map((p) => p.id);
  const rollOf = new Map(players.map((p) => [p.id, p.roll]));
  if (chosen.length !== players.length || new Set(chosen).size !== chosen.length || chosen.some((id) => !rollOf.has(id))) {
    throw new RangeError(`player order must list each player once: ${players.map((p) => p.id).join(", ")}`);
  }
  for (let i = 1; i < chosen.length; i++) {
    if (rollOf.get(chosen[i - 1]!)! < rollOf.get(chosen[i]!)!) {
      throw new RangeError(`player order puts ${chosen[i - 1]} (${rollOf.get(chosen[i - 1]!)}) before ${chosen[i]} (${rollOf.get(chosen[i]!)}): only ties are the players' choice`);
    }
  }
  return [...chosen];
}

/** Enemies by default initiative score, highest first (equal scores keep the order they joined in). */
export function orderEnemies(enemies: readonly { id: string; score: number }[]): string[] {
  return enemies
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((e) => e.id);
}

/** Alternate player and GM from whoever goes first; whoever has more left over goes on at the end. */
export function buildTrack(players: readonly string[], enemies: readonly string[], gmFirst: boolean): string[] {
  const [a, b] = gmFirst ? [enemies, players] : [players, enemies];
  const track: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) track.push(a[i]!);
    if (i < b.length) track.push(b[i]!);
  }
  return track;
}
