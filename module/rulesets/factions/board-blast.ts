/**
 * factions blasts from the board: positions come from the zone index (a token's zone, and the border it straddles),
 * and the engine decides the rest: a melee blast hits the attacker's zone and spares the attacker; a ranged blast
 * hits the chosen zone (the attacker too, in their own zone) or, on a miss, a numbered neighbouring zone by a die.
 */
import { blastPositions } from "../../canvas/blast-positions";
import type { ZoneBlastInput } from "../../canvas/board-rules";
import type { DiceSource } from "../../engine/dice/source";
import { meleeBlast, rangedBlast, type BlastOutcome } from "../../engine/rulesets/factions/blast";

export function boardBlast(dice: DiceSource, input: ZoneBlastInput): BlastOutcome {
  const positions = blastPositions(input.graph, input.regions, input.tokens);
  const attacker = positions.find((p) => p.id === input.attacker);
  if (!attacker) throw new RangeError(`the attacker "${input.attacker}" stands in no zone`);
  if (input.melee) return meleeBlast({ graph: input.graph, attacker, positions });
  if (input.zone === undefined || input.range === undefined) throw new TypeError("a ranged blast needs the zone aimed at and the weapon's range");
  return rangedBlast(dice, { graph: input.graph, attacker, zone: input.zone, range: input.range, positions, hit: input.hit ?? true });
}
