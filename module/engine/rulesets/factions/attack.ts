/**
 * Attacks. Melee attacks target nearby enemies, ranged attacks visible enemies within range. They hit
 * automatically unless the circumstances demand a WIT save: melee against an unseen target; ranged beyond half
 * range or while moving. A ranged attack beyond half range while moving, or at an unseen target, is impossible.
 */
import type { DiceSource } from "../../dice/source";
import { RulesError } from "../../errors";
import type { DamageDice, DamageRoll } from "./damage";
import { rollDamage, UNARMED_DAMAGE } from "./damage";
import type { FactionsOptions } from "./options";
import type { FactionsSave } from "./saves";
import { factionsSave } from "./saves";
import type { Size } from "./size";
import { meleeReach, rangeAgainst } from "./size";
import type { HealthState } from "./health";
import { checkHealth } from "./health";
import { nonNegative } from "../../validate";
import type { Reasoned } from "../../modifiers";

export interface AttackGeometry {
  kind: "melee" | "ranged";
  /** Zones between attacker and target (0: same zone). For melee, "nearby" is given explicitly. */
  distance: number;
  /** Melee: the target is nearby (within reach). */
  nearby?: boolean;
  /** The attacker can see the target. Default true. */
  visible?: boolean;
  /** Ranged: the attack is made while moving. */
  moving?: boolean;
  /** Ranged: the weapon's range in zones. */
  range?: number;
  attackerSize?: Size;
  targetSize?: Size;
  blast?: boolean;
}

export type HitRequirement =
  | { kind: "automatic" }
  | { kind: "wit-save"; reasons: string[] }
  | ({ kind: "impossible" } & Reasoned);

export function hitRequirement(g: AttackGeometry): HitRequirement {
  const distance = nonNegative(g.distance, "distance");
  const visible = g.visible ?? true;
  const attacker = g.attackerSize ?? "medium";
  const target = g.targetSize ?? "medium";
  if (g.kind === "melee") {
    // Melee blasts hit the attacker's own zone and cannot miss.
    if (g.blast) return { kind: "automatic" };
    const nearby = g.nearby ?? distance <= meleeReach(attacker);
    if (!nearby) return { kind: "impossible", reason: "melee attacks only target nearby enemies", code: "factions.melee-not-nearby" };
    return visible ? { kind: "automatic" } : { kind: "wit-save", reasons: ["target not visible"] };
  }
  if (g.kind !== "ranged") throw new TypeError(`attack kind must be melee or ranged, got ${String(g.kind)}`);
  if (g.range === undefined) throw new TypeError("a ranged attack needs the weapon's range");
  const range = rangeAgainst(g.range, attacker, target, g.blast);
  if (!visible) return { kind: "impossible", reason: "ranged attacks cannot target a character who is not visible", code: "factions.ranged-not-visible" };
  if (distance > range) return { kind: "impossible", reason: `the target is ${distance} zones away, beyond range ${range}`, code: "factions.beyond-range", data: { distance, range } };
  const beyondHalf = distance * 2 > range;
  if (beyondHalf && g.moving) return { kind: "impossible", reason: "cannot target a character beyond half range while moving", code: "factions.moving-beyond-half" };
  const reasons: string[] = [];
  if (beyondHalf) reasons.push(`beyond half range (${distance} of ${range})`);
  if (g.moving) reasons.push("attacking while moving");
  return reasons.length ? { kind: "wit-save", reasons } : { kind: "automatic" };
}

export interface HitResult {
  requirement: HitRequirement;
  save: FactionsSave | null;
  hit: boolean;
}

/** Roll to hit: nothing when the attack hits automatically, a WIT save when required. */
export function rollToHit(dice: DiceSource, g: AttackGeometry, wit: number, options?: Partial<FactionsOptions>): HitResult {
  const requirement = hitRequirement(g);
  if (requirement.kind === "impossible") return { requirement, save: null, hit: false };
  if (requirement.kind === "automatic") return { requirement, save: null, hit: true };
  const save = factionsSave(dice, "wit", wit, options);
  return { requirement, save, hit: save.success };
}

export interface WeaponAttack {
  /** The weapon's damage; absent: unarmed d4, impaired. */
  damage?: DamageDice;
  /** The attacker holds back to deal impaired damage. */
  holdBack?: boolean;
  /** Riders and passengers deal impaired damage. */
  riding?: boolean;
  /** Dice this target takes from a spread melee attack (size.ts checkDiceSpread), instead of the size doubling. */
  share?: number;
}

/** Roll an attack's damage: unarmed attacks, holding back and riders deal impaired damage. */
export function rollAttackDamage(
  dice: DiceSource,
  attack: WeaponAttack & { attackerSize?: Size; targetSize?: Size; blast?: boolean },
  options?: Partial<FactionsOptions>,
): DamageRoll {
  const unarmed = attack.damage === undefined;
  return rollDamage(
    dice,
    {
      dice: attack.damage ?? UNARMED_DAMAGE,
      impaired: unarmed || attack.holdBack === true || attack.riding === true,
      attackerSize: attack.attackerSize,
      targetSize: attack.targetSize,
      blast: attack.blast,
      ...(attack.share === undefined ? {} : { share: attack.share }),
    },
    options,
  );
}

/** Why a death blow is not allowed, with its code (FRAY.Error.<code>), or null. */
export function deathBlowBar(target: HealthState, nearby: boolean): { code: string; reason: string } | null {
  const t = checkHealth(target);
  if (t.dead) return { code: "factions.death-blow-dead", reason: "the target is already dead" };
  if (!t.incapacitated) return { code: "factions.death-blow-not-incapacitated", reason: "a death blow needs an incapacitated target" };
  if (!nearby) return { code: "factions.death-blow-not-nearby", reason: "a death blow needs a nearby target" };
  return null;
}

/** A death blow: a nearby incapacitated target can be killed outright. Returns why not, or null. */
export function deathBlowRefusal(target: HealthState, nearby: boolean): string | null {
  return deathBlowBar(target, nearby)?.reason ?? null;
}

export function deathBlow(target: HealthState, nearby: boolean): Required<HealthState> {
  const bar = deathBlowBar(target, nearby);
  if (bar) throw new RulesError(bar.code, {}, bar.reason);
  return { ...checkHealth(target), dead: true };
}
