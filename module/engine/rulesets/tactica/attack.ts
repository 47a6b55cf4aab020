/**
 * One attack, start to finish: the attacker's pool (skill dice, modifiers, the target's exposure dice), the target's
 * declared defence (Dodge removes dice before the roll; Parry converts misses; Block meets the successes), the roll at
 * the Superiority Level, armour, special results and weapon damage. The outcome carries every step and the changes to
 * make to attacker and target; damage is applied separately (applyDamage) because the target chooses State or rank.
 *
 * Dice order from the source: a Parry's dice first, then the attack dice.
 */
import type { DiceSource } from "../../dice/source";
import { countPool, rollPool } from "../../dice/pool";
import type { DiceModifier, Modifier } from "../../modifiers";
import { totalDice } from "../../modifiers";
import type { AttackRollReading } from "./attack-roll";
import { attackRollFromCounts, plainMisses } from "./attack-roll";
import type { BlockOutcome } from "./block";
import { applyBlock } from "./block";
import type { DefencePool } from "./defence-pool";
import type { DodgeOutcome } from "./dodge";
import { applyDodge } from "./dodge";
import type { TacticaOptions } from "./options";
import { tacticaOptions, wholeAtLeast } from "./options";
import type { ParryConversion } from "./parry";
import { parryConversionOfMisses } from "./parry";
import type { SpecialResultKey, SpentSpecials } from "./special-results";
import { spendSpecials } from "./special-results";
import { superiorityFrom } from "./superiority";
import type { WeaponClass, WeaponDamage } from "./weapon-damage";
import { checkWeaponClass, weaponDamage } from "./weapon-damage";
import type { Location } from "./injuries/locations";
import { armourAt, checkLocation, type ArmouredCreature } from "./armour";

export type DefenceDeclaration =
  | { kind: "none" }
  | { kind: "dodge"; pool: DefencePool }
  | { kind: "block"; pool: DefencePool; /** blockRule "spend-successes": successes the attacker spends on the pool */ spend?: number }
  | { kind: "parry"; dice: number; threshold?: number; /** Parry against missiles needs the Skill+Mod */ missileSkill?: boolean };

export interface AttackInput {
  /** The attacker's dice for this attack (skill, weapon …). */
  dice: number;
  /** Extra or fewer dice with reasons: advantage, effort, cover, injuries. */
  diceModifiers?: DiceModifier[];
  /** SL shifts with reasons; a fumbled target's +1 is added from `targetFumbled`. */
  slModifiers?: Modifier[];
  weapon: WeaponClass;
  /** "fired" missiles cut Dodge by one. */
  missile?: "fired" | "thrown" | null;
  /** Exposure dice in front of the target; the attacker adds them all to the pool. */
  targetExposures?: number;
  targetFumbled?: boolean;
  /** Passive armour: each point stops one success (at the hit location: use armourAt(target, hitLocation)). */
  armour?: number;
  /** Where this attack lands, when known: "remove armour" strips this location. */
  hitLocation?: Location;
  /** The target's armour fields: the engine then counts armourAt(targetArmour, hitLocation) (instead of `armour`). */
  targetArmour?: ArmouredCreature;
  defence?: DefenceDeclaration;
  specials?: SpecialResultKey[];
  /** A surprised target has no defence but passive armour. */
  targetSurprised?: boolean;
  /** Defences the target may still use (after its own all-out attack: none; after a double strike: only Dodge). */
  targetMayUse?: readonly ("dodge" | "block" | "parry")[];
}

export interface AttackOutcome {
  diceModifiers: DiceModifier[];
  slModifiers: Modifier[];
  threshold: number;
  exposuresPickedUp: number;
  /** Pool size before any Dodge. */
  pool: number;
  dodge: DodgeOutcome | null;
  parry: (ParryConversion & { rolled: number[] }) | null;
  roll: AttackRollReading;
  block: BlockOutcome | null;
  armourStopped: number;
  /** The attack's hit location, when the input gave one. */
  hitLocation?: Location;
  specials: SpentSpecials;
  damage: WeaponDamage;
  /** Changes to make: to the attacker … */
  attacker: { exposuresGained: number; fumbled: boolean };
  /** … and to the target. */
  /** `defenceActionDie`: a Parry costs the target a full action die each time (pooled defences paid when raised). */
  target: { exposuresLeft: number; poolAfter: DefencePool | null; defenceActionDie: boolean };
}

/** The attack up to the roll: modifiers, SL, pool size, the Dodge's removal. Pure (no dice). */
export interface PreparedAttack {
  input: AttackInput;
  opts: TacticaOptions;
  defence: DefenceDeclaration;
  diceModifiers: DiceModifier[];
  slModifiers: Modifier[];
  threshold: number;
  pool: number;
  dodge: DodgeOutcome | null;
  /** Attack dice actually rolled (after the Dodge). */
  rollCount: number;
  /** Parry dice the defender rolls (0 without a Parry). */
  parryDice: number;
  parryThreshold: number;
}

export function prepareAttack(input: AttackInput, options: Partial<TacticaOptions> = {}): PreparedAttack {
  const opts = tacticaOptions(options);
  wholeAtLeast(input.dice, 0, "attack dice");
  checkWeaponClass(input.weapon);
  const targetExposures = input.targetExposures ?? 0;
  wholeAtLeast(targetExposures, 0, "target exposures");
  wholeAtLeast(input.armour ?? 0, 0, "armour");
  if (input.targetArmour && input.armour !== undefined) throw new RangeError("give the attack either armour or targetArmour, not both");
  if (input.hitLocation !== undefined) checkLocation(input.hitLocation);
  const defence: DefenceDeclaration = input.defence ?? { kind: "none" };
  if (input.targetSurprised && defence.kind !== "none") throw new RangeError("a surprised target cannot declare a defence (passive armour only)");
  if (defence.kind !== "none" && input.targetMayUse && !input.targetMayUse.includes(defence.kind)) {
    throw new RangeError(`the target may not ${defence.kind} until its next action (allowed: ${input.targetMayUse.join(", ") || "none"})`);
  }
  if (defence.kind === "parry" && input.missile && !defence.missileSkill) throw new RangeError("a Parry against missiles needs the appropriate Skill+Mod");

  const diceModifiers = (input.diceModifiers ?? []).slice();
  if (targetExposures > 0) diceModifiers.push({ dice: targetExposures, reason: "exposure dice on the target", code: "target-exposures" });
  const slMods = (input.slModifiers ?? []).slice();
  if (input.targetFumbled) slMods.push({ value: 1, reason: "target fumbled", code: "target-fumbled" });
  const sl = superiorityFrom(slMods);
  const pool = Math.max(0, input.dice + totalDice(diceModifiers));

  let dodge: DodgeOutcome | null = null;
  let rollCount = pool;
  if (defence.kind === "dodge") {
    dodge = applyDodge(defence.pool, pool, input.missile === "fired");
    rollCount = dodge.attackDiceLeft;
  }
  let parryDice = 0;
  let parryThreshold = 5;
  if (defence.kind === "parry") {
    wholeAtLeast(defence.dice, 0, "parry dice");
    parryDice = defence.dice;
    parryThreshold = defence.threshold ?? 5;
  }
  return { input, opts, defence, diceModifiers, slModifiers: sl.modifiers, threshold: sl.threshold, pool, dodge, rollCount, parryDice, parryThreshold };
}

/** Everything after the dice: Parry conversion, fumble, Block, armour, specials, damage. Pure. */
export function settleAttack(prep: PreparedAttack, attackDice: readonly number[], parryRolled: readonly number[] | null, parrySuccesses: number): AttackOutcome {
  if (attackDice.length !== prep.rollCount) throw new RangeError(`the attack rolls ${prep.rollCount} dice, got ${attackDice.length}`);
  if (prep.defence.kind === "parry") wholeAtLeast(parrySuccesses, 0, "parry successes"); // refused before the faces, as ever
  const pool = countPool(attackDice, prep.threshold);
  const counts = { successes: pool.successes, ones: pool.ones, plainMisses: plainMisses(attackDice, prep.threshold) };
  return settleCounted(prep, counts, pool.dice, parryRolled, parrySuccesses);
}

/** What settleAttack reads of the attack dice: successes at the SL threshold, 1s, and misses that are not 1s. */
export interface AttackDiceCounts {
  successes: number;
  ones: number;
  plainMisses: number;
}

/**
 * settleAttack from the dice's counts (the odds count faces rather than list them); `dice` is only carried to the
 * outcome for the card. The counts are trusted: settleAttack checks the faces they come from.
 */
export function settleCounted(
  prep: PreparedAttack,
  counts: AttackDiceCounts,
  dice: number[],
  parryRolled: readonly number[] | null,
  parrySuccesses: number,
  /** What follows from each number of successes, kept for this `prep` by a caller settling many rolls (the odds). */
  bySuccesses?: Map<number, AfterSuccesses>,
): AttackOutcome {
  const { input, opts, defence, dodge } = prep;
  let parry: AttackOutcome["parry"] = null;
  let extraOnes = 0;
  let parryExposures = 0;
  if (defence.kind === "parry") {
    const conv = parryConversionOfMisses(counts.plainMisses, parrySuccesses);
    parry = { parrySuccesses: conv.parrySuccesses, converted: conv.converted, rolled: (parryRolled ?? []).slice() };
    if (opts.parryOnes === "as-rolled") extraOnes = conv.converted;
    else parryExposures = conv.converted;
  }
  const roll = attackRollFromCounts(dice, prep.threshold, counts.successes, counts.ones, extraOnes);

  let after = bySuccesses?.get(roll.successes);
  if (!after) {
    after = settleSuccesses(prep, roll.successes);
    bySuccesses?.set(roll.successes, after);
  }
  const { block, armourStopped, specials, damage } = after;
  const targetExposures = input.targetExposures ?? 0;

  const exposuresGained = roll.exposures + parryExposures + (dodge?.exposuresOnAttacker ?? 0) + (block?.exposuresOnAttacker ?? 0);
  // Built key by key rather than with a spread for the optional location (the odds build thousands; Node's object
  // spread is slow), in the same key order.
  const outcome = {
    diceModifiers: prep.diceModifiers,
    slModifiers: prep.slModifiers,
    threshold: prep.threshold,
    exposuresPickedUp: targetExposures,
    pool: prep.pool,
    dodge,
    parry,
    roll,
    block,
    armourStopped,
  } as AttackOutcome;
  if (input.hitLocation !== undefined) outcome.hitLocation = checkLocation(input.hitLocation);
  outcome.specials = specials;
  outcome.damage = damage;
  outcome.attacker = { exposuresGained, fumbled: roll.fumble };
  outcome.target = {
    exposuresLeft: opts.exposureUse === "consume" ? 0 : targetExposures,
    poolAfter: dodge?.poolAfter ?? block?.poolAfter ?? null,
    defenceActionDie: defence.kind === "parry",
  };
  return outcome;
}

/** What follows from the roll's successes alone: the Block, armour, special results and damage. */
export interface AfterSuccesses {
  block: BlockOutcome | null;
  armourStopped: number;
  specials: SpentSpecials;
  damage: WeaponDamage;
}

export function settleSuccesses(prep: PreparedAttack, rolledSuccesses: number): AfterSuccesses {
  const { input, opts, defence } = prep;
  let successes = rolledSuccesses;
  let block: BlockOutcome | null = null;
  if (defence.kind === "block") {
    block = applyBlock(defence.pool, successes, opts.blockRule, defence.spend ?? 0);
    successes = block.successesAfter;
  }
  const armour = input.targetArmour ? armourAt(input.targetArmour, input.hitLocation) : (input.armour ?? 0);
  const armourStopped = Math.min(armour, successes);
  successes -= armourStopped;
  const specials = spendSpecials(successes, input.specials ?? []);
  const damage = weaponDamage(input.weapon, specials.damageSuccesses);
  return { block, armourStopped, specials, damage };
}

export function resolveAttack(source: DiceSource, input: AttackInput, options: Partial<TacticaOptions> = {}): AttackOutcome {
  const prep = prepareAttack(input, options);
  let parryRolled: number[] | null = null;
  let parrySuccesses = 0;
  if (prep.defence.kind === "parry") {
    const p = rollPool(source, prep.parryDice, { threshold: prep.parryThreshold });
    parryRolled = p.dice;
    parrySuccesses = p.successes;
  }
  const attackDice = rollPool(source, prep.rollCount, { threshold: prep.threshold }).dice;
  return settleAttack(prep, attackDice, parryRolled, parrySuccesses);
}

/**
 * Settle already-rolled dice again with changed choices: the attacker's special results, or (blockRule
 * "spend-successes") how many successes to spend on the Block. The Parry's dice and successes are reused, so nothing
 * is rolled twice; the pool sizes must not change.
 */
export function resettleAttack(input: AttackInput, rolled: AttackOutcome, options: Partial<TacticaOptions> = {}): AttackOutcome {
  const prep = prepareAttack(input, options);
  if (prep.rollCount !== rolled.roll.dice.length) throw new RangeError(`the new choices roll ${prep.rollCount} dice, the roll had ${rolled.roll.dice.length}`);
  return settleAttack(prep, rolled.roll.dice, rolled.parry?.rolled ?? null, rolled.parry?.parrySuccesses ?? 0);
}

/** Choose special results after seeing the roll (see resettleAttack). */
export function chooseSpecials(input: AttackInput, rolled: AttackOutcome, specials: SpecialResultKey[], options: Partial<TacticaOptions> = {}): AttackOutcome {
  return resettleAttack({ ...input, specials }, rolled, options);
}
