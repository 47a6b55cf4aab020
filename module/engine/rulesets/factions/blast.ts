/**
 * Blast attacks hit a zone: every character in it and on its borders. Melee blasts hit the attacker's zone, spare
 * the attacker and cannot miss. Ranged blasts hit any zone within range (the attacker too, in their own zone); on a
 * miss they deviate to a random neighbouring zone: the neighbours are numbered (in the graph's order) and a die
 * with that many faces picks one. Size never changes blast damage or range; only one target may counter.
 */
import type { DiceSource } from "../../dice/source";
import type { ZoneGraph } from "../../zones/graph";
import { nonNegative } from "./validate";

export interface Placement {
  id: string;
  zone: string;
  /** Standing on the border with this neighbouring zone: hit by blasts on either side. */
  borderWith?: string;
}

/** Characters a blast on `zone` targets (in it, or on one of its borders). */
export function charactersInBlast(zone: string, placements: readonly Placement[]): string[] {
  return placements.filter((p) => p.zone === zone || p.borderWith === zone).map((p) => p.id);
}

export type BlastDeviation = { zone: string; roll: number | null; numbered: string[] } | { zone: null; roll: null; numbered: [] };

/** Where a missed ranged blast lands: a random neighbouring zone (none when the zone has no neighbours). */
export function deviateBlast(dice: DiceSource, graph: ZoneGraph, zone: string): BlastDeviation {
  const numbered = graph.neighbours(zone);
  if (numbered.length === 0) return { zone: null, roll: null, numbered: [] };
  if (numbered.length === 1) return { zone: numbered[0]!, roll: null, numbered };
  const roll = dice.roll(numbered.length);
  return { zone: numbered[roll - 1]!, roll, numbered };
}

export interface MeleeBlastInput {
  attacker: Placement;
  placements: readonly Placement[];
}

export interface BlastOutcome {
  /** The zone the blast was aimed at. */
  aimedAt: string;
  /** The zone it hit (after deviation), or null if it deviated off the map. */
  zone: string | null;
  deviated: boolean;
  deviation?: BlastDeviation;
  targets: string[];
}

export function meleeBlast(input: MeleeBlastInput): BlastOutcome {
  const zone = input.attacker.zone;
  const targets = charactersInBlast(zone, input.placements).filter((id) => id !== input.attacker.id);
  return { aimedAt: zone, zone, deviated: false, targets };
}

export interface RangedBlastInput {
  graph: ZoneGraph;
  attacker: Placement;
  zone: string;
  range: number;
  placements: readonly Placement[];
  /** Whether the attack hit (the WIT save when one was needed; true when it hits automatically). */
  hit: boolean;
}

export function rangedBlast(dice: DiceSource, input: RangedBlastInput): BlastOutcome {
  const distance = input.graph.distance(input.attacker.zone, input.zone);
  if (distance > nonNegative(input.range, "range")) throw new RangeError(`zone "${input.zone}" is ${distance} zones away, beyond range ${input.range}`);
  if (input.hit) return { aimedAt: input.zone, zone: input.zone, deviated: false, targets: charactersInBlast(input.zone, input.placements) };
  const deviation = deviateBlast(dice, input.graph, input.zone);
  return {
    aimedAt: input.zone,
    zone: deviation.zone,
    deviated: true,
    deviation,
    targets: deviation.zone === null ? [] : charactersInBlast(deviation.zone, input.placements),
  };
}
