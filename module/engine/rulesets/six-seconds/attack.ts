/**
 * The six-seconds attack in three steps.
 *   1. Attack roll: d6 + attack bonus (skill − attacker's scale + X of every X/Y modifier) vs Target (4 − target's
 *      scale + Target modifiers such as cover). Below Target: a miss.
 *   2. Defence roll (if the defender defends): d6 + defence bonus vs 4 + attacker's skill (scale excluded) + Y of
 *      every X/Y modifier. Reaching the DC negates the attack.
 *   3. Damage vs Toughness, through the life rules (./damage): above Minimum Toughness a wound, past Toughness dying.
 * Each step is a function so a chat card can stop between them (the defender chooses how to defend); resolveAttack
 * runs all three with dice taken in that order: attack d6, defence d6, damage dice.
 */
import { resolveCheck, type CheckResult } from "../../dice/check";
import type { DiceSource } from "../../dice/source";
import { splitTotals, total, type Modifier, type SplitModifier } from "../../modifiers";
import { rollDamage, checkDamageSpec, type DamageRoll, type DamageRollSpec } from "./combat-damage-roll";
import { calledShotTargetModifier, resolveCalledShot, type CalledShotOutcome, type LocationId } from "./called-shots";
import { applyDamage, type DamageOptions, type DamageOutcome, type DamageResult } from "./damage";
import { checkScale, scaleTarget } from "./scale";

/** Block (Shield Use), Dodge (Reflex), Parry (Weapon Skill). */
export type DefenceOption = "block" | "dodge" | "parry";

export interface AttackerInput {
  /** Bonus in the skill used: Weapon Skill (melee), Ranged Skill, Magic Skill. */
  skill: number;
  scale: number;
  /** X/Y modifiers: techniques (On the Exhale +1/0), range (−k/0), cover is a Target modifier instead. */
  modifiers?: readonly SplitModifier[];
}

export interface DefenderInput {
  scale: number;
  /** Modifiers to the Target score (cover, concealment, crouching, called shots …). */
  targetModifiers?: readonly Modifier[];
  /** Current Toughness (wounds already subtracted); from ./toughness. */
  toughness: number;
  dying?: boolean;
  isObject?: boolean;
}

export interface DefenceInput {
  kind: DefenceOption;
  /** The defender's bonus in the skill defended with (Shield Use, Reflex, Weapon Skill). */
  bonus: number;
  /** Flanked −1, flat-footed −1 under the Surprise option … (flat-footed by default allows no defence: see situationalModifiers). */
  modifiers?: readonly Modifier[];
}

export interface AttackInput {
  attacker: AttackerInput;
  defender: DefenderInput;
  /** How the defender defends; null or omitted: no defence roll. */
  defence?: DefenceInput | null;
  damage: DamageRollSpec;
  /** Added to the damage total: +3 from speed, −3 through cover … */
  damageModifiers?: readonly Modifier[];
  nonlethal?: boolean;
  damageOptions?: DamageOptions;
  /** A called shot: the location's Target modifier is added and damage is judged at the location. */
  calledShot?: LocationId;
  /** Melee against a Helpless target: it hits whatever the attack die shows (the die is still rolled, for the card). */
  autoHit?: boolean;
}

/**
 * "location-effect": a called shot reached a location's Minimum Toughness where the table gives effects but no
 * wound (hand, wings).
 */
export type AttackResult = "miss" | "defended" | DamageResult | "location-effect";

export interface AttackOutcome {
  result: AttackResult;
  attack: CheckResult;
  /** The attack bonus split into its parts (skill, scale, each X). */
  attackModifiers: Modifier[];
  targetModifiers: Modifier[];
  defence?: CheckResult & { kind: DefenceOption; modifiers: Modifier[] };
  /** 4 + skill + each Y: the DC the defence roll had to reach. */
  defenceDC: number;
  damage?: DamageRoll;
  damageOutcome?: DamageOutcome;
  /** With a called shot: the location's outcome (wounds, effects, Fortitude check). */
  calledShot?: CalledShotOutcome;
  explanation: string[];
}

function int(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  return value;
}

function checkSplits(mods: readonly SplitModifier[]): void {
  for (const m of mods) {
    int(m.attack, `attack part of modifier "${m.reason}"`);
    int(m.defence, `defence part of modifier "${m.reason}"`);
  }
}

/** Attack bonus with its parts: skill − scale + every X. */
export function attackBonus(attacker: AttackerInput): { bonus: number; parts: Modifier[] } {
  const skill = int(attacker.skill, "attacker skill");
  const scale = checkScale(attacker.scale, "attacker scale");
  const mods = attacker.modifiers ?? [];
  checkSplits(mods);
  const parts: Modifier[] = [{ value: skill, reason: "skill", code: "skill" }];
  if (scale !== 0) parts.push({ value: -scale, reason: `scale ${scale}`, code: "scale", data: { scale } });
  for (const m of mods) if (m.attack !== 0) parts.push({ value: m.attack, reason: m.reason, code: m.code, data: m.data });
  return { bonus: total(parts), parts };
}

/** Target score: 4 − scale + Target modifiers. */
export function targetScore(defender: Pick<DefenderInput, "scale" | "targetModifiers">): { target: number; parts: Modifier[] } {
  const base = scaleTarget(defender.scale);
  const parts: Modifier[] = [{ value: base, reason: `Target of scale ${defender.scale}`, code: "target-scale", data: { scale: defender.scale } }];
  for (const m of defender.targetModifiers ?? []) {
    int(m.value, `Target modifier "${m.reason}"`);
    parts.push(m);
  }
  return { target: total(parts), parts };
}

/** The Defence DC: 4 + the attacker's skill + every Y; the attacker's scale does not count. */
export function defenceDC(attacker: AttackerInput): number {
  const mods = attacker.modifiers ?? [];
  checkSplits(mods);
  return 4 + int(attacker.skill, "attacker skill") + splitTotals(mods).defence;
}

/** The defender's Target modifiers plus a called shot's, if any. */
export function withCalledShot(defender: DefenderInput, calledShot?: LocationId): DefenderInput {
  if (calledShot === undefined) return defender;
  return { ...defender, targetModifiers: [...(defender.targetModifiers ?? []), calledShotTargetModifier(calledShot)] };
}

/** Creatures add three times their scale to melee damage; null at scale 0. */
export function creatureMeleeDamage(scale: number): Modifier | null {
  const s = checkScale(scale, "creature scale");
  return s === 0 ? null : { value: 3 * s, reason: `scale ${s} melee damage`, code: "scale-melee-damage", data: { scale: s } };
}

/** Step 1 from a known d6 (pass `calledShot` to add the location's Target modifier). */
export function resolveAttackRoll(
  roll: number,
  attacker: AttackerInput,
  defender: DefenderInput,
  calledShot?: LocationId,
): CheckResult & { modifiers: Modifier[]; targetModifiers: Modifier[] } {
  const { bonus, parts } = attackBonus(attacker);
  const { target, parts: targetParts } = targetScore(withCalledShot(defender, calledShot));
  return { ...resolveCheck(roll, bonus, target), modifiers: parts, targetModifiers: targetParts };
}

/** Step 2 from a known d6: success negates the attack. */
export function resolveDefenceRoll(roll: number, dc: number, defence: DefenceInput): CheckResult & { kind: DefenceOption; modifiers: Modifier[] } {
  if (defence.kind !== "block" && defence.kind !== "dodge" && defence.kind !== "parry") {
    throw new RangeError(`unknown defence "${String(defence.kind)}"; expected block, dodge or parry`);
  }
  const mods = [...(defence.modifiers ?? [])];
  for (const m of mods) int(m.value, `defence modifier "${m.reason}"`);
  const bonus = int(defence.bonus, "defence bonus") + total(mods);
  return { ...resolveCheck(roll, bonus, int(dc, "defence DC")), kind: defence.kind, modifiers: mods };
}

/** Called shots are at a creature's body locations: not at objects, and (the table has no nonlethal column) lethal. */
export function checkCalledShot(input: AttackInput): void {
  if (input.calledShot === undefined) return;
  if (input.defender.isObject) throw new RangeError("a called shot needs a creature: aim at an object with itemDefences instead");
  if (input.nonlethal) throw new RangeError("the called-shot table has no nonlethal effects: make a plain nonlethal attack instead");
}

/** All three steps, dice from `dice` in order: attack d6, defence d6 (only on a hit), damage dice (only if undefended). */
export function resolveAttack(dice: DiceSource, input: AttackInput): AttackOutcome {
  checkDamageSpec(input.damage);
  checkCalledShot(input);
  const attack = resolveAttackRoll(dice.roll(6), input.attacker, input.defender, input.calledShot);
  const dc = defenceDC(input.attacker);
  const base = { attack, attackModifiers: attack.modifiers, targetModifiers: attack.targetModifiers, defenceDC: dc };
  if (!attack.success && !input.autoHit) {
    return { ...base, result: "miss", explanation: [`attack ${attack.total} is below Target ${attack.target}: a miss`] };
  }
  const explanation = [attack.success ? `attack ${attack.total} reaches Target ${attack.target}: a hit` : "melee against a helpless target: an automatic hit"];
  let defence: AttackOutcome["defence"];
  if (input.defence) {
    defence = resolveDefenceRoll(dice.roll(6), dc, input.defence);
    if (defence.success) {
      explanation.push(`${defence.kind} ${defence.total} reaches DC ${dc}: the attack is negated`);
      return { ...base, defence, result: "defended", explanation };
    }
    explanation.push(`${defence.kind} ${defence.total} is below DC ${dc}`);
  }
  const damage = rollDamage(dice, input.damage, input.damageModifiers ?? []);
  if (input.calledShot !== undefined) {
    const calledShot = resolveCalledShot({
      location: input.calledShot,
      damage: damage.total,
      toughness: input.defender.toughness,
      dying: input.defender.dying,
      damageOptions: input.damageOptions,
    });
    explanation.push(`damage ${damage.total}`, ...calledShot.explanation, ...calledShot.effects);
    return { ...base, defence, damage, damageOutcome: calledShot.damageOutcome, calledShot, result: calledShotResult(calledShot), explanation };
  }
  const damageOutcome = applyDamage(
    { toughness: input.defender.toughness, dying: input.defender.dying, isObject: input.defender.isObject },
    { amount: damage.total, nonlethal: input.nonlethal },
    input.damageOptions,
  );
  explanation.push(`damage ${damage.total}`, ...damageOutcome.explanation);
  return { ...base, defence, damage, damageOutcome, result: damageOutcome.result, explanation };
}

/** The attack result a called shot's location outcome amounts to. */
export function calledShotResult(c: CalledShotOutcome): AttackResult {
  if (c.dies) return "dies";
  if (c.startsDying) return "dying";
  if (c.wounds > 0) return "wound";
  return c.level === "none" ? "no-effect" : "location-effect";
}
