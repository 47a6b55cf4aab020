/**
 * frozen-lands weapon attacks as plain data: Melee (or Marksmanship for a ranged weapon) + the weapon's bonus
 * dice, damage = successes + weapon damage − the target's defence, resolved by the engine (meleeAttack /
 * rangedAttack) with a Roll's faces, with the exact odds (attackOdds) before the roll.
 */
import { queuedDice } from "../../engine/dice/source";
import { refusalError, RulesError } from "../../engine/errors";
import { totalDice, type DiceModifier } from "../../engine/modifiers";
import { meleeAttack, meleeRefusalOf, type MeleeAttackOutcome } from "../../engine/rulesets/frozen-lands/melee";
import { attackOdds } from "../../engine/rulesets/frozen-lands/odds";
import { expectation } from "../../engine/odds/distribution";
import type { RangeBand } from "../../engine/rulesets/frozen-lands/range";
import { rangedAttack, rangedModifiers, type Light, type TargetSize } from "../../engine/rulesets/frozen-lands/ranged";
import { stressDice } from "../../engine/rulesets/frozen-lands/stress";
import { conditionEffects } from "../../engine/rulesets/frozen-lands/conditions";
import { reloadKind, weaponFromItem, type Weapon, type WeaponItemBlock } from "../../engine/rulesets/frozen-lands/weapons";
import type { Attribute } from "../../engine/rulesets/frozen-lands/attributes";
import type { ConditionLevels } from "../../engine/rulesets/frozen-lands/conditions";
import type { ActorSystem } from "../../data/actor/schema";
import type { AttackTarget } from "../adapter";
import { percent } from "../../dice/roll-format";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import { diceRow } from "../../dice/card-modifiers";
import { rollChanges } from "../../engine/rulesets/frozen-lands/skill-roll";
import { stressDetails } from "./stress-outcome";

export interface FrozenLandsWeaponData {
  name: string;
  block: (WeaponItemBlock & { category?: string }) | null | undefined;
}

export interface FrozenLandsAttackOptions {
  /** Band to the target: close by default (melee); a ranged shot defaults to short. */
  band?: RangeBand;
  aimed?: boolean;
  modifiers?: readonly DiceModifier[];
  /** Ranged table: target size (−2 … +2) and light at the target. */
  targetSize?: TargetSize;
  light?: Light;
  /** Whether a Reload weapon is loaded (default true: a caller that keeps no weapon state, e.g. a macro). */
  loaded?: boolean;
  /** The weapon item's id, so the shot can spend its aim and its load. */
  weaponId?: string;
}

export interface FrozenLandsAttackRequest {
  kind: "frozen-lands.attack";
  label: string;
  category: "melee" | "ranged";
  weapon: Weapon;
  attribute: Attribute;
  skill: number;
  band: RangeBand;
  aimed: boolean;
  /** Situational dice; the weapon bonus and the range table are added by the engine. */
  modifiers: DiceModifier[];
  stress: number;
  soul: number;
  conditions: ConditionLevels;
  /** The target's pre-calculated defence (0 without a target). */
  defence: number;
  target: string | null;
  /** Ranged table choices (absent in cards rolled before they existed: a normal target in good light). */
  targetSize?: TargetSize;
  light?: Light;
  /** A Reload weapon's load when the attack was asked (absent: loaded). */
  loaded?: boolean;
  weaponId?: string;
  /** One of dual wielding's two attacks: which, and the Melee pool `skill` was split from (absent: a plain attack). */
  dualWield?: { attack: 1 | 2; pool: number };
}

/** Build the attack from the attacker's skills and the weapon item; throws if the weapon cannot reach the band. */
export function frozenLandsAttackRequest(
  attacker: ActorSystem,
  weapon: FrozenLandsWeaponData,
  target: AttackTarget | null,
  opts: FrozenLandsAttackOptions = {},
): FrozenLandsAttackRequest {
  if (!weapon.block) throw new RulesError("no-ruleset-stats", { weapon: weapon.name }, `${weapon.name} has no frozen-lands stats`);
  const engineWeapon = weaponFromItem(weapon.name, weapon.block);
  const category = weapon.block.category === "ranged" ? "ranged" : "melee";
  const skillName = category === "ranged" ? "marksmanship" : "melee";
  const skill = attacker.frozenLands.skills.find((s) => s.name.trim().toLowerCase() === skillName);
  if (!skill) throw new RulesError("no-attack-skill", { weapon: weapon.name, skill: category === "ranged" ? "Marksmanship" : "Melee" }, `the attacker has no "${category === "ranged" ? "Marksmanship" : "Melee"}" skill for ${weapon.name}`);
  const f = attacker.frozenLands;
  const req: FrozenLandsAttackRequest = {
    kind: "frozen-lands.attack",
    label: weapon.name,
    category,
    weapon: engineWeapon,
    attribute: skill.attribute,
    skill: skill.rank,
    band: opts.band ?? (category === "ranged" ? "short" : "close"),
    aimed: opts.aimed ?? false,
    modifiers: [...(opts.modifiers ?? [])],
    stress: f.stress,
    soul: f.attributes.soul,
    conditions: { ...f.conditions },
    defence: target?.system.frozenLands.defense ?? 0,
    target: target?.name ?? null,
    ...(opts.targetSize ? { targetSize: opts.targetSize } : {}),
    ...(opts.light && opts.light !== "normal" ? { light: opts.light } : {}),
    loaded: opts.loaded ?? true,
    ...(opts.weaponId ? { weaponId: opts.weaponId } : {}),
  };
  if (category === "ranged" && reloadKind(engineWeapon) !== "none" && !req.loaded) {
    throw new RulesError("frozen-lands.not-loaded", { weapon: weapon.name }, `${weapon.name} must be reloaded first`);
  }
  attackPoolModifiers(req);
  return req;
}

/** The request's size and light for the engine's ranged table (absent: a normal target in good light). */
function rangedTable(req: FrozenLandsAttackRequest): { targetSize?: TargetSize; light?: Light } {
  return { ...(req.targetSize ? { targetSize: req.targetSize } : {}), ...(req.light ? { light: req.light } : {}) };
}

/** Every dice modifier of the pool (weapon bonus, range table, aim, situational); throws the engine's refusal. */
export function attackPoolModifiers(req: FrozenLandsAttackRequest): DiceModifier[] {
  if (req.category === "ranged") {
    const r = rangedModifiers({ weapon: req.weapon, band: req.band, aimed: req.aimed, modifiers: req.modifiers, ...rangedTable(req) });
    if (!r.allowed) throw refusalError(r);
    return r.modifiers;
  }
  const refusal = meleeRefusalOf({ attacker: { melee: req.skill }, weapon: req.weapon, target: { defence: req.defence }, band: req.band });
  if (refusal) throw refusalError(refusal);
  return [...(req.weapon.bonus ? [{ dice: req.weapon.bonus, reason: `weapon bonus (${req.weapon.name})`, code: "weapon-bonus", data: { weapon: req.weapon.name } }] : []), ...req.modifiers];
}

export function frozenLandsAttackDice(req: FrozenLandsAttackRequest): DiceGroup[] {
  return [
    { count: Math.max(0, req.skill + totalDice(attackPoolModifiers(req))), sides: 6, purpose: "FRAY.Roll.Pool" },
    { count: stressDice(req.stress, req.soul), sides: 6, purpose: "FRAY.Roll.StressDice" },
  ];
}

/** The engine's reading of the attack with a Roll's faces (pool dice first, then Stress dice); throws a refusal. */
export function rolledFrozenLandsAttack(req: FrozenLandsAttackRequest, faces: readonly number[]): Extract<MeleeAttackOutcome, { kind: "resolved" }> {
  const roller = { stress: req.stress, soul: req.soul, conditions: req.conditions };
  const dice = queuedDice(faces);
  const outcome: MeleeAttackOutcome =
    req.category === "ranged"
      ? rangedAttack(dice, {
          attacker: { ...roller, marksmanship: req.skill, attribute: req.attribute },
          weapon: req.weapon,
          target: { defence: req.defence },
          band: req.band,
          aimed: req.aimed,
          loaded: req.loaded ?? true,
          modifiers: req.modifiers,
          ...rangedTable(req),
        })
      : meleeAttack(dice, {
          attacker: { ...roller, melee: req.skill, attribute: req.attribute },
          weapon: req.weapon,
          target: { defence: req.defence },
          band: req.band,
          modifiers: req.modifiers,
        });
  if (outcome.kind === "refused") throw new RangeError(outcome.reason);
  return outcome;
}

/** Resolve with a Roll's faces (pool dice first, then Stress dice). */
export function resolveFrozenLandsAttack(req: FrozenLandsAttackRequest, faces: readonly number[]): CardData {
  const { roll, result } = rolledFrozenLandsAttack(req, faces);
  // The odds are those before the roll: Fear as the attacker has it now (req.conditions), never the roll's outcome.
  const odds = attackOdds({
    pool: roll.poolSize,
    stressDice: roll.stressPool.dice.length,
    fear: Math.abs(conditionEffects(req.conditions).successes),
    weaponDamage: req.weapon.damage,
    defence: req.defence,
  });
  const cardDice: CardDie[] = [
    ...roll.pool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "success" : "failure" })),
    ...roll.stressPool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "stress-success" : "stress-failure" })),
  ];
  const details: CardData["details"] = [
    ...(req.dualWield ? [{ label: req.dualWield.attack === 1 ? "FRAY.FrozenLands.DualWield.Attack1" : "FRAY.FrozenLands.DualWield.Attack2", value: `${req.skill} / ${req.dualWield.pool}` }] : []),
    { label: "FRAY.Roll.Successes", value: roll.successes },
    { label: "FRAY.Attack.WeaponDamage", value: req.weapon.damage },
  ];
  if (req.target !== null) details.push({ label: "FRAY.Attack.TargetDefence", value: req.defence }, { label: "FRAY.Roll.Damage", value: result.damage });
  details.push(
    { label: "FRAY.Attack.ExpectedDamage", value: expectation(odds.damage).toFixed(1) },
    { label: "FRAY.FrozenLands.WP", value: roll.willpower },
    { label: "FRAY.Roll.CriticalFailures", value: roll.criticalFailures },
    { label: "FRAY.Attack.CriticalFailureOdds", value: percent(odds.criticalFailure) ?? "" },
    ...stressDetails(req.conditions, rollChanges(roll)),
  );
  return {
    ruleset: "frozen-lands",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice: cardDice,
    modifiers: roll.modifiers.map(diceRow),
    total: roll.successes,
    target: null,
    outcome:
      req.target === null
        ? { key: result.hit ? "FRAY.Attack.HitNoTarget" : "FRAY.Roll.Miss", data: result.hit ? { damage: result.rawDamage } : {}, success: result.hit }
        : { key: result.hit ? "FRAY.Attack.HitFor" : "FRAY.Attack.Result.miss", data: result.hit ? { target: req.target, damage: result.damage } : { target: req.target }, success: result.hit },
    odds: odds.hit,
    details,
    // The raw damage goes to the apply step, which subtracts the target's defence and armour once (not here too).
    damage: req.target !== null && result.hit && result.rawDamage > 0 ? result.rawDamage : null,
  };
}
