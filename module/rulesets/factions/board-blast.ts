/**
 * factions blasts from the board: positions come from the zone index (a token's zone, and the border it straddles),
 * and the engine decides the rest: a melee blast hits the attacker's zone and spares the attacker; a ranged blast
 * hits the chosen zone (the attacker too, in their own zone) or, on a miss, a numbered neighbouring zone by a die.
 */
import { blastPositions } from "../../canvas/blast-positions";
import type { ZoneBlastInput } from "../../canvas/board-rules";
import type { DiceSource } from "../../engine/dice/source";
import { meleeBlast, rangedBlast, type BlastOutcome } from "../../engine/rulesets/factions/blast";
import { rollAttackDamage, rollToHit } from "../../engine/rulesets/factions/attack";
import { queuedDice } from "../../engine/dice/source";
import type { AreaMiss, RolledAttack } from "../../canvas/board-rules";
import type { PlacedArea } from "../../canvas/placed-area";
import { factionsAttackDice, type FactionsAttackRequest } from "./attack";

export function boardBlast(dice: DiceSource, input: ZoneBlastInput): BlastOutcome {
  const positions = blastPositions(input.graph, input.regions, input.tokens);
  const attacker = positions.find((p) => p.id === input.attacker);
  if (!attacker) throw new RangeError(`the attacker "${input.attacker}" stands in no zone`);
  if (input.melee) return meleeBlast({ graph: input.graph, attacker, positions });
  if (input.zone === undefined || input.range === undefined) throw new TypeError("a ranged blast needs the zone aimed at and the weapon's range");
  return rangedBlast(dice, { graph: input.graph, attacker, zone: input.zone, range: input.range, positions, hit: input.hit ?? true });
}

/**
 * Whether a ranged blast's attack missed (the card's hit save, by the engine's rollToHit; a target's dodge is not a
 * miss of the blast). A miss deviates by the glue's die (one face per neighbouring zone, known on the board), and
 * the damage dice the card rolled still hit whoever stands where it lands.
 */
export function factionsBlastMiss(attack: RolledAttack, area: PlacedArea): AreaMiss | null {
  const req = attack.request as Partial<FactionsAttackRequest> | null;
  if (!req || req.kind !== "factions.attack" || !req.input?.geometry.blast || area.kind !== "blast") return null;
  const { geometry, wit, weapon } = req.input;
  if (rollToHit(queuedDice(attack.faces), geometry, wit, req.options).hit) return null;
  const count = factionsAttackDice(req as FactionsAttackRequest).at(-1)?.count ?? 0;
  const tail = attack.faces.slice(attack.faces.length - count);
  const damage =
    count > 0 && tail.length === count
      ? rollAttackDamage(queuedDice(tail), { ...weapon, attackerSize: geometry.attackerSize, targetSize: geometry.targetSize, blast: true }, req.options).total
      : null;
  return { dice: [], damage };
}
