/**
 * six-seconds weapon attacks as plain data: built from the attacker, the weapon item and (if any) the target,
 * resolved by the engine (resolveAttack: attack d6 → defence d6 → damage dice) with a Roll's faces, and turned
 * into a chat card with the odds before the roll (attackOdds). Foundry-free so tests use worked examples.
 */
import { queuedDice } from "../../engine/dice/source";
import { RulesError } from "../../engine/errors";
import { bludgeoningDie } from "../../engine/rulesets/six-seconds/damage-types";
import type { Modifier, SplitModifier } from "../../engine/modifiers";
import { attackOdds } from "../../engine/rulesets/six-seconds/attack-odds";
import type { FlatFootedReading } from "../../engine/rulesets/six-seconds/conditions";
import { attackBonus, creatureMeleeDamage, defenceDC, resolveAttack, resolveAttackRoll, type AttackInput, type DefenceInput, type DefenceOption } from "../../engine/rulesets/six-seconds/attack";
import { checkDamageSpec, type DamageRollSpec } from "../../engine/rulesets/six-seconds/combat-damage-roll";
import type { DamageOptions } from "../../engine/rulesets/six-seconds/damage";
import { rangedAttack } from "../../engine/rulesets/six-seconds/ranged";
import { calledShotLocation, damagedWeapon } from "../../engine/rulesets/six-seconds/called-shots";
import { checkDistribution } from "../../engine/odds/check";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { percent } from "../../dice/roll-format";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import { modifierRow, splitRow } from "../../dice/card-modifiers";
import type { AttackTarget } from "../adapter";
import { resolveCoverHit, type CoverHit } from "./cover-hit";
import { meleeReach, reachName, weaponReach } from "./melee-reach";
import { itemAsDefender } from "./item-attack";
import { aimedItem as pickAimedItem, sixSecondsHeldOf } from "./held-items";
import type { ItemTarget } from "./item-attack";
import { toughnessBehindCover } from "./cover-durability";
import { attackSituation, type AttackSituation, type SixSecondsSituationFields } from "./situation";
import { conditionCheckModifiers } from "./condition-checks";
import type { WeaponPoison } from "./poison-weapon";

/** The target as the attack needs it (shared by every ruleset's attack: module/rulesets/adapter.ts). */
export type { AttackTarget };

/** A weapon item as plain data (name + its six-seconds block). */
export interface SixSecondsWeaponData {
  name: string;
  block: { damageDie?: string; rangeIncrement?: number; firearm?: boolean; wounds?: number; destroyed?: boolean; scale?: number; reach?: number; damageTypes?: readonly string[]; lightMaterial?: boolean; lightWeapon?: boolean } | null | undefined;
}

export interface SixSecondsAttackOptions {
  /** Situational X/Y modifiers (both parts are used: X to hit, Y to the defence DC). */
  splits?: readonly SplitModifier[];
  /** Modifiers to the target's Target score (cover, concealment …). */
  targetModifiers?: readonly Modifier[];
  /** How the target defends; none by default (the defender may roll a defence from their own sheet). */
  defence?: DefenceInput | null;
  damageModifiers?: readonly Modifier[];
  nonlethal?: boolean;
  damageOptions?: DamageOptions;
  /** Ranged weapons: metres to the target (the range increment's −1/0 per doubling) and whether an aim holds. */
  distanceMetres?: number;
  aimed?: boolean;
  /** The dialog's situational selectors (cover, posture, lighting …, called shot, nonlethal, magic). */
  situation?: SixSecondsSituationFields;
  /** The attack was placed as an area (the card's defences follow the area rules). */
  area?: boolean;
  /** A single attack replaced by a complexity-1 component (a Trip …). */
  component?: string | null;
  /** The world's Flat-Footed reading (absent: the Conditions list's "no defence rolls"). */
  flatFooted?: FlatFootedReading;
  /** The attacker's status ids: its conditions' penalties to the attack skill (Raging's −1 to Dexterity- and Intelligence-based skills). */
  attackerStatuses?: readonly string[];
}

/** The skill each defence rolls (the text: Block with Shield Use, Dodge with Reflex, Parry with Weapon Skill). */
export const DEFENCE_SKILLS: Readonly<Record<DefenceOption, string>> = Object.freeze({ block: "shield use", dodge: "reflex", parry: "weapon skill" });

/**
 * The target's defence from its own skill bonus (rank + ability) and its conditions' penalties to that skill (Raging:
 * "He takes a -1 penalty to all Dexterity- and Intelligence-based skills"); throws naming the missing skill.
 */
export function targetDefence(target: AttackTarget, kind: DefenceOption, modifiers: readonly Modifier[] = []): DefenceInput {
  const name = DEFENCE_SKILLS[kind];
  if (name === undefined) throw new RulesError("unknown-defence", { defence: String(kind) }, `unknown defence "${String(kind)}"; expected block, dodge or parry`);
  const skill = target.derived.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === name);
  if (!skill) throw new RulesError("no-defence-skill", { target: target.name, defenceKey: `FRAY.Dialog.Defences.${kind}` }, `${target.name} has no "${name}" skill to ${kind} with`);
  return { kind, bonus: skill.bonus, modifiers: [...modifiers, ...conditionCheckModifiers(skill, target.statuses)] };
}

export interface SixSecondsAttackRequest {
  kind: "six-seconds.attack";
  label: string;
  /** The engine's input; without a target the defender is a scale-0 stand-in used for the odds line only. */
  input: AttackInput;
  /** Name of the target (free text), or null: the card shows the attack roll and the odds only. */
  target: string | null;
  /** Aimed at an item the target wears or holds (item-attack.ts): the card applies nothing to the wearer. */
  item?: ItemTarget;
  /** The aimed item on the target's sheet (held-items.ts): the card's Apply writes what it took there. */
  itemOnSheet?: { id: string; name: string };
  /** A wounded firearm: an attack die of 1 jams it and the attack fails. */
  jamsOnOne?: boolean;
  /** A single attack replaced by this complexity-1 component (single-attack.ts): its effect is the GM's, no damage. */
  component?: string;
  /** What the situation did, kept for the defender's step on the card (absent on requests built before it existed). */
  situation?: AttackSituation & { area: boolean };
  /** The weapon's own scale when it has one: a missed area scatters in squares of the larger of it and the attacker's. */
  weaponScale?: number;
  /** A non-damage area effect (area-effect.ts): the condition laid on everyone the area catches, no damage rolled. */
  areaEffect?: string;
  /** The poison on the weapon (its *Poisoned with*, poison-weapon.ts): the card's Apply afflicts a target it damages. */
  poison?: WeaponPoison;
}

/** "d8" → 8; throws naming the weapon when the die is missing or malformed. */
function damageSides(weapon: SixSecondsWeaponData): number {
  const die = weapon.block?.damageDie;
  const m = typeof die === "string" ? /^d(\d+)$/.exec(die) : null;
  if (!m) throw new RulesError("no-damage-die", { weapon: weapon.name }, `${weapon.name} has no six-seconds damage die (got ${JSON.stringify(die ?? null)})`);
  // "Bludgeoning weapons made out of lighter materials … deal one die smaller damage" (the item's Light material box).
  const light = weapon.block?.lightMaterial === true && (weapon.block.damageTypes ?? []).includes("bludgeoning");
  return bludgeoningDie(Number(m[1]), light ? "light" : "standard");
}

/** The Defence bonus of the armour the target wears (the best Defence when it comes from armour); null: none worn. */
function wornArmourDefence(target: AttackTarget | null): number | null {
  const d = target?.derived.sixSeconds.toughness.defence;
  return d && d.kind === "armour" ? d.bonus : null;
}

/**
 * Build the attack: Weapon Skill (melee) or Ranged Skill (a weapon with a range increment) with its ability,
 * damage = weapon die + Strength (+3 × scale for a creature's melee), Toughness and scale from the target.
 */
export function sixSecondsAttackRequest(
  attacker: ActorSystem,
  attackerDerived: ActorDerived,
  weapon: SixSecondsWeaponData,
  target: AttackTarget | null,
  opts: SixSecondsAttackOptions = {},
): SixSecondsAttackRequest {
  const ranged = typeof weapon.block?.rangeIncrement === "number" && weapon.block.rangeIncrement > 0;
  const magic = opts.situation?.magic ?? false;
  // Magical attacks use the Magic Skill; ranged ones otherwise work like ranged attacks, except the caster cannot aim.
  const skillLabel = magic ? "Magic Skill" : ranged ? "Ranged Skill" : "Weapon Skill";
  const skill = attackerDerived.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === skillLabel.toLowerCase());
  if (!skill) throw new RulesError("no-attack-skill", { weapon: weapon.name, skill: skillLabel }, `the attacker has no "${skillLabel}" skill for ${weapon.name}`);
  if (magic && ranged && opts.aimed) throw new RulesError("magic-no-aim", { weapon: weapon.name }, `${weapon.name}: a caster cannot aim a ranged magical attack`);
  // Destroyed weapons can't be used for their intended purpose (the item sheet's Destroyed box).
  if (weapon.block?.destroyed) throw new RulesError("weapon-destroyed", { weapon: weapon.name }, `${weapon.name} is destroyed: it cannot be used to attack`);
  const six = attacker.sixSeconds;
  const damage: DamageRollSpec = checkDamageSpec({ count: 1, sides: damageSides(weapon), bonus: ranged ? 0 : six.abilities.strength });
  const damageModifiers: Modifier[] = [];
  const creature = ranged ? null : creatureMeleeDamage(six.scale);
  if (creature) damageModifiers.push(creature);
  damageModifiers.push(...(opts.damageModifiers ?? []));
  const splits: SplitModifier[] = [...(opts.splits ?? [])];
  // Raging: "He takes a -1 penalty to all Dexterity- and Intelligence-based skills": the attack skill itself is lower,
  // so both its roll and the defence DC (4 + the attacker's skill) drop.
  for (const m of conditionCheckModifiers(skill, opts.attackerStatuses ?? [])) splits.push({ attack: m.value, defence: m.value, reason: m.reason, ...(m.code ? { code: m.code } : {}) });
  // A wounded weapon: melee loses its wounds from damage, ranged from damage and attacks; a wounded firearm jams on a 1.
  const worn = damagedWeapon(weapon.block?.firearm ? "firearm" : ranged ? "ranged" : "melee", weapon.block?.wounds ?? 0);
  if (worn.damage) damageModifiers.push(worn.damage);
  if (worn.attack) splits.push(worn.attack);
  if (ranged && opts.distanceMetres !== undefined) {
    const range = rangedAttack({ distanceMetres: opts.distanceMetres, incrementMetres: weapon.block!.rangeIncrement!, aimed: opts.aimed ?? false });
    if (!range.inRange) throw new RulesError("out-of-range-metres", { weapon: weapon.name, max: range.maxRangeMetres, distance: opts.distanceMetres }, `${weapon.name} reaches ${range.maxRangeMetres} m; the target is ${opts.distanceMetres} m away`);
    splits.push(...range.modifiers);
  }
  const t = target?.system.sixSeconds;
  // Melee on the board: the target must be in the weapon's reach (its Reach field; Standard, the adjacent ring, by default).
  if (!ranged && target && opts.distanceMetres !== undefined) {
    const band = weaponReach(weapon.block?.reach);
    const reach = meleeReach(opts.distanceMetres, six.scale, t?.scale ?? 0, band);
    if (!reach.allowed) throw new RulesError("out-of-reach", { weapon: weapon.name, reach: reachName(band), distance: reach.distance, metres: opts.distanceMetres }, `${weapon.name} has ${reachName(band)} reach: ${reach.reason}`);
  }
  // An area's situation is no one target's: each target caught defends by its own statuses on the card (a Helpless
  // first target does not refuse the others' defences; its cover gives no one else Evasion: area-effect.ts).
  const situation = opts.situation ? attackSituation(opts.situation, !ranged, target && !opts.area ? { statuses: target.statuses, scale: t?.scale ?? 0 } : null, opts.flatFooted) : null;
  damageModifiers.push(...(situation?.damageModifiers ?? []));
  const calledShot = opts.situation?.location ?? undefined;
  const nonlethal = opts.nonlethal ?? opts.situation?.nonlethal ?? false;
  if (calledShot && nonlethal) throw new RulesError("called-shot-nonlethal", {}, "the called-shot table has no nonlethal effects: make a plain nonlethal attack instead");
  const aimedItem = opts.situation?.item ?? null;
  if (aimedItem && (calledShot || nonlethal || !target)) throw new RulesError("item-attack-plain", {}, "an attack on an item needs a target, and is neither a called shot nor nonlethal (objects are immune)");
  // The aimed item on the target's sheet, if it carries one of that row: its own Toughness and its wounds count.
  const armourDefence = wornArmourDefence(target);
  const onSheet = aimedItem ? pickAimedItem(sixSecondsHeldOf(target?.held), aimedItem, armourDefence) : null;
  const item = aimedItem ? itemAsDefender(aimedItem, t?.scale ?? 0, opts.situation?.itemToughness ?? onSheet?.toughness ?? null, armourDefence, onSheet?.wounds ?? 0) : null;
  // "The target area has a Target score the same as if it were your scale": an area rolls against its square, not
  // against the first target caught in it (whose scale, cover and posture do not matter to the roll).
  const area = opts.area ?? false;
  const input: AttackInput = {
    attacker: { skill: skill.bonus, scale: six.scale, modifiers: splits },
    defender: {
      scale: area ? six.scale : (t?.scale ?? 0),
      targetModifiers: area ? [...(opts.targetModifiers ?? [])] : [...(situation?.targetModifiers ?? []), ...(item ? [item.targetModifier] : []), ...(opts.targetModifiers ?? [])],
      toughness: item?.toughness ?? target?.derived.sixSeconds.toughness.toughness ?? 0,
      ...(item ? { isObject: true } : {}),
      dying: target?.statuses.includes("six-seconds.dying") ?? false,
    },
    defence: target ? (opts.defence ?? null) : null,
    damage,
    damageModifiers,
    nonlethal,
    damageOptions: opts.damageOptions ?? {},
    ...(calledShot ? { calledShot } : {}),
    ...(situation?.autoHit && !area ? { autoHit: true } : {}),
  };
  const req: SixSecondsAttackRequest = { kind: "six-seconds.attack", label: weapon.name, input, target: target?.name ?? null };
  if (situation) req.situation = { ...situation, area: opts.area ?? false };
  // "who can use the cover's Durability score as a defence bonus that does not stack with armour"
  const through = situation?.coverHit;
  if (through?.durability !== undefined && target && !item) req.situation!.coverHit = { ...through, toughnessBehind: toughnessBehindCover(target.derived.sixSeconds.toughness, through.durability) };
  if (worn.jamsOnOne) req.jamsOnOne = true;
  if (aimedItem) req.item = aimedItem;
  if (onSheet) req.itemOnSheet = { id: onSheet.id, name: onSheet.name };
  if (opts.component) req.component = opts.component;
  if (typeof weapon.block?.scale === "number") req.weaponScale = weapon.block.scale;
  return req;
}

export function sixSecondsAttackDice(req: SixSecondsAttackRequest): DiceGroup[] {
  const groups: DiceGroup[] = [{ count: 1, sides: 6, purpose: "FRAY.Attack.AttackDie" }];
  if (req.target === null) return groups;
  if (req.input.defence) groups.push({ count: 1, sides: 6, purpose: "FRAY.Attack.DefenceDie" });
  groups.push({ count: req.input.damage.count, sides: req.input.damage.sides, purpose: "FRAY.Roll.Damage" });
  return groups;
}

/** Results that hurt the target (the card's success colour and its "apply damage" button). */
const HARMFUL = new Set(["wound", "dying", "knocked-out", "dies", "destroyed", "location-effect"]);

function attackModifierRows(req: SixSecondsAttackRequest): CardData["modifiers"] {
  const { attacker } = req.input;
  const rows: CardData["modifiers"] = attackBonus({ ...attacker, modifiers: [] }).parts.map((m) => modifierRow(m));
  for (const m of attacker.modifiers ?? []) rows.push(splitRow(m));
  for (const m of req.input.defender.targetModifiers ?? []) rows.push(modifierRow(m, "target"));
  const shot = req.input.calledShot;
  if (shot) rows.push(modifierRow({ value: calledShotLocation(shot).targetModifier, reason: `called shot: ${shot}`, code: `called-shot.${shot}` }, "target"));
  for (const m of req.input.damageModifiers ?? []) rows.push(modifierRow(m, "damage"));
  return rows;
}

/**
 * Resolve with a Roll's faces (attack d6, defence d6 if any, damage dice; dice the attack never reaches, such as
 * damage after a miss, are left out of the card).
 */
export function resolveSixSecondsAttack(req: SixSecondsAttackRequest, faces: readonly number[]): CardData {
  const modifiers = attackModifierRows(req);
  const dc = defenceDC(req.input.attacker);
  if (req.jamsOnOne && faces[0] === 1) return jammedCard(req, modifiers);
  if (req.target === null) {
    const roll = resolveAttackRoll(queuedDice(faces).roll(6), req.input.attacker, req.input.defender);
    return {
      ruleset: "six-seconds",
      title: req.label,
      kind: "FRAY.Attack.Kind",
      dice: [{ value: roll.roll, mark: "plain" }],
      modifiers,
      total: roll.total,
      target: null,
      outcome: { key: "FRAY.Attack.NoTarget", data: {}, success: null },
      odds: checkDistribution(roll.bonus, roll.target).success,
      details: [
        { label: "FRAY.Attack.OddsAgainst", value: roll.target },
        { label: "FRAY.Attack.DefenceDC", value: dc },
      ],
      damage: null,
    };
  }
  const coverHit = resolveCoverHit(req, faces);
  if (coverHit) return coverHitCard(req, coverHit, modifiers, dc);
  const source = queuedDice(faces);
  const o = resolveAttack(source, req.input);
  const odds = attackOdds(req.input);
  const dice: CardDie[] = [{ value: o.attack.roll, mark: o.attack.success ? "success" : "failure" }];
  if (o.defence) dice.push({ value: o.defence.roll, mark: o.defence.success ? "failure" : "success", group: "defender" });
  for (const v of o.damage?.dice ?? []) dice.push({ value: v, mark: "plain", group: "damage" });
  const details: CardData["details"] = [{ label: "FRAY.Attack.DefenceDC", value: dc }];
  if (o.defence) details.push({ label: "FRAY.Attack.Defence", value: `${o.defence.total} / ${dc}` });
  if (o.damage) details.push({ label: "FRAY.Roll.Damage", value: o.damage.total });
  // An area's one damage roll is judged against each caught target's own Toughness (on its defence and its Apply):
  // the card names no single target's Toughness, nor its odds of each result.
  const area = req.situation?.area === true;
  if (!area) {
    details.push({ label: "FRAY.Attack.Toughness", value: `${req.input.defender.toughness}/${req.input.defender.toughness - 6}` });
    for (const [result, p] of odds.outcomes.entries()) details.push({ label: `FRAY.Attack.Chance.${result}`, value: percent(p) ?? "" });
  }
  const areaHit = area && o.result !== "miss" && o.result !== "defended" && !req.component && !req.item;
  return {
    ruleset: "six-seconds",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice,
    modifiers,
    total: o.attack.total,
    target: o.attack.target,
    outcome: areaHit
      ? { key: "FRAY.Attack.AreaHit", data: { damage: o.damage?.total ?? 0 }, success: true }
      : req.component
      ? { key: `FRAY.Attack.ComponentResult.${o.result === "miss" || o.result === "defended" ? "miss" : "hit"}`, data: { target: req.target ?? "", component: req.component }, success: o.result !== "miss" && o.result !== "defended" }
      : req.item
      ? { key: `FRAY.Attack.${req.item === "armour" ? "ArmourResult" : "ItemResult"}.${o.result}`, data: { target: req.target, itemKey: `FRAY.Attack.Items.${req.item}` }, success: HARMFUL.has(o.result) }
      : { key: `FRAY.Attack.Result.${o.result}`, data: { target: req.target }, success: HARMFUL.has(o.result) },
    odds: odds.hit,
    details,
    // An item attack hurts the item, not the wearer: applied to the item on the target's sheet (item-damage.ts), or
    // nothing to apply when the target carries none there (the card says what the item took).
    // A component in place of the attack (a Trip …) deals no damage: its effect is the GM's, named on the card.
    damage: o.damage && o.result !== "defended" && (!req.item || req.itemOnSheet) && !req.component ? o.damage.total : null,
    hit: {
      nonlethal: req.input.nonlethal ?? false,
      ...(req.input.calledShot ? { calledShot: req.input.calledShot } : {}),
      ...(req.item && req.itemOnSheet ? { item: { id: req.itemOnSheet.id, name: req.itemOnSheet.name, toughness: req.input.defender.toughness } } : {}),
      ...(req.poison ? { poison: req.poison } : {}),
    },
  };
}

/** The card of a miss that hit the cover: what the cover took, whether the attack went on, and what reached the target. */
function coverHitCard(req: SixSecondsAttackRequest, c: CoverHit, modifiers: CardData["modifiers"], dc: number): CardData {
  const o = c.outcome.attack;
  const step = req.situation!.coverHit!;
  const dice: CardDie[] = [{ value: o.attack.roll, mark: "failure" }];
  for (const v of o.damage?.dice ?? []) dice.push({ value: v, mark: "plain", group: "damage" });
  if (o.defence) dice.push({ value: o.defence.roll, mark: o.defence.success ? "failure" : "success", group: "defender" });
  const details: CardData["details"] = [{ label: "FRAY.Attack.DefenceDC", value: dc }];
  if (o.defence) details.push({ label: "FRAY.Attack.Defence", value: `${o.defence.total} / ${dc}` });
  if (o.damage) details.push({ label: "FRAY.Roll.Damage", value: o.damage.total });
  details.push({ label: "FRAY.Attack.CoverToughness", value: `${step.toughness}/${step.toughness - 6}` });
  if (c.damage !== null) details.push({ label: "FRAY.Attack.DamageThroughCover", value: c.damage });
  const result = c.outcome.result;
  return {
    ruleset: "six-seconds",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice,
    modifiers,
    total: o.attack.total,
    target: o.attack.target,
    outcome: {
      key: `FRAY.Attack.CoverHit.${c.kind}`,
      data: { target: req.target ?? "", coverKey: `FRAY.Reason.cover.${step.base}`, afterKey: `FRAY.Attack.CoverAfter.${step.after}`, outcomeKey: `FRAY.Attack.CoverOutcome.${result}` },
      success: HARMFUL.has(result),
    },
    odds: attackOdds(req.input).hit,
    details,
    damage: c.damage,
    hit: {
      nonlethal: req.input.nonlethal ?? false,
      ...(req.input.calledShot ? { calledShot: req.input.calledShot } : {}),
      ...(c.drop ? { coverDrop: c.drop } : {}),
      // Applied later against the target's Toughness then, with the cover's Durability among its Defences.
      ...(c.damage !== null && step.durability !== undefined ? { coverDefence: step.durability } : {}),
    },
  };
}

/** A wounded firearm rolled a 1 on its attack die: it jams and the attack fails (no damage, nothing to defend). */
function jammedCard(req: SixSecondsAttackRequest, modifiers: CardData["modifiers"]): CardData {
  const roll = resolveAttackRoll(1, req.input.attacker, req.input.defender, req.input.calledShot);
  return {
    ruleset: "six-seconds",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice: [{ value: 1, mark: "failure" }],
    modifiers,
    total: roll.total,
    target: req.target === null ? null : roll.target,
    outcome: { key: "FRAY.Attack.Jammed", data: { weapon: req.label }, success: false },
    odds: req.target === null ? checkDistribution(roll.bonus, roll.target).success : attackOdds(req.input).hit,
    details: [{ label: "FRAY.Attack.DefenceDC", value: defenceDC(req.input.attacker) }],
    damage: null,
  };
}
