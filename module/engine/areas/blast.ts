/**
 * factions blasts on the zone graph: "Blast attacks hit a zone and target all characters in it and on its
 * borders." "Melee blast attacks hit the attacker's zone and don't target the attacker themselves." "Ranged blast
 * attacks … target the attacker as well if directed at their own zone. If they miss, they are deviated and hit a
 * random neighbouring zone. Assign a number to each neighbouring zone and roll a die to determine which one is hit."
 */
import type { DiceSource } from "../dice/source";
import type { ZoneGraph } from "../zones/graph";

export interface ZonePosition {
  id: string;
  zone: string;
  /** Set when the character stands on the border between `zone` and this neighbouring zone. */
  border?: string;
}

export interface BlastOptions {
  /** The attacker's id; excluded when `melee` (a melee blast never hits its user). */
  attacker?: string;
  melee?: boolean;
}

/** Ids of everyone the blast on `zone` targets: in the zone, or on one of its borders. */
export function blastTargets(graph: ZoneGraph, zone: string, positions: readonly ZonePosition[], opts: BlastOptions = {}): string[] {
  graph.zone(zone);
  if (opts.melee && opts.attacker === undefined) throw new TypeError("a melee blast needs the attacker's id (it never hits its user)");
  const out: string[] = [];
  for (const p of positions) {
    graph.zone(p.zone);
    if (p.border !== undefined && !graph.adjacent(p.zone, p.border)) {
      throw new RangeError(`"${p.id}" stands on a border between "${p.zone}" and "${p.border}", which do not touch`);
    }
    if (opts.melee && p.id === opts.attacker) continue;
    if (p.zone === zone || p.border === zone) out.push(p.id);
  }
  return out;
}

export interface Deviation {
  /** The neighbouring zones in the numbered order used (1 = first). */
  numbered: string[];
  /** The die rolled (null when only one neighbour, so no roll is needed, or none). */
  roll: number | null;
  /** The zone hit instead, or null when the target zone has no neighbour (the blast is lost). */
  zone: string | null;
}

/**
 * Deviate a missed ranged blast: number the neighbours in the graph's order and roll a die with that many faces
 * (a Foundry Roll of 1dN feeds it). With one neighbour it is hit without a roll; with none the blast is lost.
 */
export function deviateBlast(dice: DiceSource, graph: ZoneGraph, zone: string): Deviation {
  const numbered = graph.neighbours(zone);
  if (numbered.length === 0) return { numbered, roll: null, zone: null };
  if (numbered.length === 1) return { numbered, roll: null, zone: numbered[0]! };
  const roll = dice.roll(numbered.length);
  return { numbered, roll, zone: numbered[roll - 1]! };
}
