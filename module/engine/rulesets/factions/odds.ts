/**
 * Exact odds of a factions attack: the hit (automatic, or a WIT save), an optional dodge (AGI save), then the
 * damage dice (impaired, size) less armour — by enumeration over the dice, no sampling.
 */
import { Distribution, sumOf } from "../../odds";
import type { AttackGeometry } from "./attack";
import { hitRequirement } from "./attack";
import type { ArmourInput, DamageDice } from "./damage";
import { checkDamageDice, checkShare, effectiveArmour, UNARMED_DAMAGE } from "./damage";
import type { FactionsOptions } from "./options";
import { withDefaults } from "./options";
import { factionsSaveOdds } from "./saves";
import { damageDiceAgainst, scaleRolledDamage } from "./size";
import { memoOdds } from "../../odds/memo";

export interface FactionsAttackOddsInput {
  geometry: AttackGeometry;
  /** The attacker's WIT, used when a save is needed to hit. */
  wit: number;
  /** Absent: unarmed d4, impaired. */
  damage?: DamageDice;
  impaired?: boolean;
  /** The target dodges with this AGI. */
  dodgeAgi?: number;
  armour?: ArmourInput;
  /** This target's dice from a spread melee attack (replaces the size doubling). */
  share?: number;
}

export interface FactionsAttackOdds {
  /** Impossible attacks have no odds: the reason instead. */
  impossible?: string;
  /** P(the attack connects): hit roll passed and not dodged. */
  hit: number;
  /** P(a WIT save was needed and failed). */
  missedSave: number;
  /** P(dodged), given a hit roll that passed. */
  dodged: number;
  /** Damage that lands after armour (0 when it misses or is dodged). */
  damage: Distribution<number>;
}

/** Distribution of one damage roll before armour: impaired by the chosen reading, size-scaled. */
export function damageDistribution(input: { dice: DamageDice; impaired?: boolean; attackerSize?: FactionsAttackOddsInput["geometry"]["attackerSize"]; targetSize?: FactionsAttackOddsInput["geometry"]["targetSize"]; blast?: boolean; share?: number }, options?: Partial<FactionsOptions>): Distribution<number> {
  const o = withDefaults(options);
  const base = checkDamageDice(input.dice);
  const attacker = input.attackerSize ?? "medium";
  const target = input.targetSize ?? "medium";
  const count = input.share === undefined ? damageDiceAgainst(base.count, attacker, target, input.blast) : checkShare(input.share);
  let rolled = sumOf(Distribution.die(base.sides), count);
  if (input.impaired) rolled = o.impaired === "keep-lower" ? rolled.convolve(rolled, Math.min) : rolled.map((d) => Math.ceil(d / 2));
  return rolled.map((d) => scaleRolledDamage(d, attacker, target, input.blast));
}

function exactAttackOdds(input: FactionsAttackOddsInput, options?: Partial<FactionsOptions>): FactionsAttackOdds {
  const req = hitRequirement(input.geometry);
  if (req.kind === "impossible") return { impossible: req.reason, hit: 0, missedSave: 0, dodged: 0, damage: Distribution.always(0) };
  const pHitRoll = req.kind === "wit-save" ? factionsSaveOdds(input.wit, options) : 1;
  const pDodge = input.dodgeAgi === undefined ? 0 : factionsSaveOdds(input.dodgeAgi, options);
  const hit = pHitRoll * (1 - pDodge);
  const unarmed = input.damage === undefined;
  const armour = input.armour ? effectiveArmour(input.armour, options) : 0;
  const landed = damageDistribution(
    { dice: input.damage ?? UNARMED_DAMAGE, impaired: unarmed || input.impaired, attackerSize: input.geometry.attackerSize, targetSize: input.geometry.targetSize, blast: input.geometry.blast, ...(input.share === undefined ? {} : { share: input.share }) },
    options,
  ).map((d) => Math.max(0, d - armour));
  const outcome = Distribution.from<"hit" | "miss">([["hit", hit], ["miss", 1 - hit]].filter(([, p]) => (p as number) > 0) as Array<["hit" | "miss", number]>);
  const damage = outcome.flatMap((o) => (o === "hit" ? landed : Distribution.always(0)));
  return { hit, missedSave: 1 - pHitRoll, dodged: pDodge, damage };
}

/** The exact odds, cached per attack (odds/memo.ts): a card asks for them more than once. */
export const attackOdds = memoOdds(exactAttackOdds);
