/**
 * One attack from start to finish, for a chat card: protection (a barrier blocks), the hit (automatic or a WIT
 * save), the target's reaction (none or a dodge; counters go through resolveCounter, hide and guard change the
 * target before this is called), the damage roll (impaired, size), armour with cover, and the health change.
 */
import type { DiceSource } from "../../dice/source";
import type { AttackGeometry, HitResult, WeaponAttack } from "./attack";
import { rollAttackDamage, rollToHit } from "./attack";
import type { Protection } from "./cover";
import { protectionAgainst } from "./cover";
import type { ArmourInput, DamageRoll } from "./damage";
import { afterArmour, effectiveArmour } from "./damage";
import type { HealthChange, HealthState } from "./health";
import { applyDamage } from "./health";
import type { FactionsOptions } from "./options";
import type { DodgeResult } from "./reactions";
import { dodge } from "./reactions";

export interface ResolveAttackInput {
  geometry: AttackGeometry;
  /** The attacker's WIT, for a save to hit. */
  wit: number;
  weapon: WeaponAttack;
  target: { health: HealthState; armour: ArmourInput; protection?: Protection; peeking?: boolean };
  reaction?: { kind: "none" } | { kind: "dodge"; agi: number };
}

export type AttackResolution =
  | { kind: "blocked"; reason: string }
  | { kind: "impossible"; reason: string }
  | { kind: "missed"; hit: HitResult }
  | { kind: "dodged"; hit: HitResult; dodge: DodgeResult }
  | { kind: "hit"; hit: HitResult; dodge: DodgeResult | null; damage: DamageRoll; armour: number; dealt: number; health: HealthChange };

export function resolveAttack(dice: DiceSource, input: ResolveAttackInput, options?: Partial<FactionsOptions>): AttackResolution {
  const protection = protectionAgainst(input.target.protection ?? "none", input.target.peeking);
  if (protection.blocked) return { kind: "blocked", reason: "a barrier blocks the attack" };
  const hit = rollToHit(dice, input.geometry, input.wit, options);
  if (hit.requirement.kind === "impossible") return { kind: "impossible", reason: hit.requirement.reason };
  if (!hit.hit) return { kind: "missed", hit };
  let dodged: DodgeResult | null = null;
  const reaction = input.reaction ?? { kind: "none" };
  if (reaction.kind === "dodge") {
    dodged = dodge(dice, reaction.agi, options);
    if (dodged.evaded) return { kind: "dodged", hit, dodge: dodged };
  } else if (reaction.kind !== "none") throw new TypeError(`reaction must be none or dodge here, got ${String((reaction as { kind: unknown }).kind)}`);
  const damage = rollAttackDamage(dice, { ...input.weapon, attackerSize: input.geometry.attackerSize, targetSize: input.geometry.targetSize, blast: input.geometry.blast }, options);
  const armourInput: ArmourInput = { ...input.target.armour, cover: input.target.armour.cover || protection.cover };
  const dealt = afterArmour(damage.total, armourInput, options);
  return { kind: "hit", hit, dodge: dodged, damage, armour: effectiveArmour(armourInput, options), dealt, health: applyDamage(input.target.health, dealt, options) };
}
