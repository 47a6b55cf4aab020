/**
 * Blast attacks, on top of the core zone blasts (areas/blast.ts: targets in a zone and on its borders, deviation
 * to a numbered neighbouring zone). Melee blasts hit the attacker's zone, spare the attacker and cannot miss.
 * Ranged blasts hit any zone within range (the attacker too, in their own zone) and deviate on a miss. Size never
 * changes blast damage or range; only one target may counter (reactions.ts).
 */
import type { DiceSource } from "../../dice/source";
import type { Deviation, ZonePosition } from "../../areas/blast";
import { blastTargets, deviateBlast } from "../../areas/blast";
import type { ZoneGraph } from "../../zones/graph";
import type { ArmourInput, DamageDice, DamageRoll } from "./damage";
import { afterArmour, rollDamage } from "./damage";
import type { HealthChange, HealthState } from "./health";
import { applyDamage } from "./health";
import type { FactionsOptions } from "./options";
import { nonNegative } from "../../validate";

export type { Deviation, ZonePosition };

export interface BlastOutcome {
  /** The zone the blast was aimed at. */
  aimedAt: string;
  /** The zone it hit (after deviation), or null if there was no neighbouring zone to deviate to. */
  zone: string | null;
  deviated: boolean;
  deviation?: Deviation;
  targets: string[];
}

export interface MeleeBlastInput {
  graph: ZoneGraph;
  attacker: ZonePosition;
  positions: readonly ZonePosition[];
}

export function meleeBlast(input: MeleeBlastInput): BlastOutcome {
  const zone = input.attacker.zone;
  const targets = blastTargets(input.graph, zone, input.positions, { attacker: input.attacker.id, melee: true });
  return { aimedAt: zone, zone, deviated: false, targets };
}

export interface RangedBlastInput {
  graph: ZoneGraph;
  attacker: ZonePosition;
  zone: string;
  /** The weapon's range in zones (never changed by size for blasts). */
  range: number;
  positions: readonly ZonePosition[];
  /** Whether the attack hit (the WIT save when one was needed; true when it hits automatically). */
  hit: boolean;
}

export function rangedBlast(dice: DiceSource, input: RangedBlastInput): BlastOutcome {
  const distance = input.graph.distance(input.attacker.zone, input.zone);
  if (distance > nonNegative(input.range, "range")) throw new RangeError(`zone "${input.zone}" is ${distance} zones away, beyond range ${input.range}`);
  if (input.hit) return { aimedAt: input.zone, zone: input.zone, deviated: false, targets: blastTargets(input.graph, input.zone, input.positions) };
  const deviation = deviateBlast(dice, input.graph, input.zone);
  return {
    aimedAt: input.zone,
    zone: deviation.zone,
    deviated: true,
    deviation,
    targets: deviation.zone === null ? [] : blastTargets(input.graph, deviation.zone, input.positions),
  };
}

export interface BlastVictim {
  id: string;
  health: HealthState;
  armour: ArmourInput;
}

export interface BlastDamage {
  /** One damage roll for the whole blast, never changed by size. */
  roll: DamageRoll;
  hits: Array<{ id: string; dealt: number; health: HealthChange }>;
}

/** Roll the blast's damage once and apply it to every target after that target's own armour. */
export function blastDamage(dice: DiceSource, damage: DamageDice, victims: readonly BlastVictim[], options?: Partial<FactionsOptions>): BlastDamage {
  const roll = rollDamage(dice, { dice: damage, blast: true }, options);
  return {
    roll,
    hits: victims.map((v) => {
      const dealt = afterArmour(roll.total, v.armour, options);
      return { id: v.id, dealt, health: applyDamage(v.health, dealt, options) };
    }),
  };
}
