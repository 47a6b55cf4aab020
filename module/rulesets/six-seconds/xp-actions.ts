/**
 * six-seconds XP awards on the sheet: an award from the text's table (fixed XP, or 100 × enemy level / your level
 * per enemy, or the GM's own amount for Rule Zero), added with the level rule (gainXp: at 1,000 XP a level, the
 * rest halved). A level gained shows that level's row of the level table (skill rank cap, bonus skill rank,
 * ability boost) on the card; spending them is the player's, on the sheet.
 */
import { abilityBoostProblems, awardXp, BOOSTABLE_ABILITIES, gainXp, levelRow, XP_AWARD_IDS, type AbilityBoost, type BoostableAbility, type XpAwardId } from "../../engine/rulesets/six-seconds/experience";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData } from "../../dice/card";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";

export interface SixSecondsXpRequest {
  name: string;
  award: XpAwardId;
  /** The XP the award is worth (worked out when the request is built). */
  xp: number;
  level: number;
  current: number;
}

export function sixSecondsXpRequest(name: string, s: ActorSystem, award: XpAwardId, given: { enemyLevel: number; enemies: number; amount: number }): SixSecondsXpRequest {
  const level = s.sixSeconds.level;
  const xp = award === "rule-zero" ? given.amount : awardXp(award, { enemyLevel: given.enemyLevel, yourLevel: level, enemies: given.enemies });
  return { name, award, xp, level, current: s.sixSeconds.xp };
}

export function resolveSixSecondsXp(req: SixSecondsXpRequest): ActionOutcome {
  const g = gainXp({ level: req.level, xp: req.current }, req.xp);
  const details: CardData["details"] = [
    { label: "FRAY.Action.SixSeconds.Xp.Before", value: `${req.current} (${req.level})` },
    { label: "FRAY.Action.SixSeconds.Xp.After", value: `${g.after.xp} (${g.after.level})` },
  ];
  if (g.levelledUp) {
    const row = levelRow(g.after.level);
    details.push({ label: "FRAY.Action.SixSeconds.Xp.MaxRanks", value: row.maxSkillRanks });
    // The level table's reference columns: what a skill at maximum ranks gives at each rate (Chapter 2 spends them).
    details.push({ label: "FRAY.Action.SixSeconds.Xp.FastSkill", value: `+${row.fastSkillBonus} / ${row.fastTechniques}` });
    details.push({ label: "FRAY.Action.SixSeconds.Xp.StaggeredSkill", value: `+${row.staggeredSkillBonus} / ${row.staggeredTechniques}` });
    if (row.bonusSkillRank !== null) details.push({ label: "FRAY.Action.SixSeconds.Xp.BonusSkillRank", value: row.bonusSkillRank });
    if (row.abilityBoost !== null) details.push({ label: "FRAY.Action.SixSeconds.Xp.AbilityBoost", value: row.abilityBoost });
  }
  const card: CardData = {
    ruleset: "six-seconds",
    title: req.name,
    kind: `FRAY.Action.SixSeconds.Xp.Award.${req.award}`,
    dice: [],
    modifiers: [],
    total: req.xp,
    target: null,
    outcome: g.levelledUp
      ? { key: "FRAY.Action.SixSeconds.Xp.LevelUp", data: { level: g.after.level }, success: true }
      : { key: "FRAY.Action.SixSeconds.Xp.Gained", data: { xp: req.xp }, success: null },
    odds: null,
    details,
  };
  return { card, update: { "system.sixSeconds.xp": g.after.xp, "system.sixSeconds.level": g.after.level } };
}

export const awardXpAction: SheetAction<SixSecondsXpRequest> = {
  prepare: async ({ name, stats, askFields }) => {
    const level = stats.sixSeconds.level;
    const fields = await askFields({
      title: "FRAY.Action.SixSeconds.Xp.Title",
      hint: { key: "FRAY.Action.SixSeconds.Xp.Hint", data: [level, stats.sixSeconds.xp] },
      fields: [
        { kind: "select", name: "award", label: "FRAY.Action.SixSeconds.Xp.AwardLabel", value: "clever-idea", options: XP_AWARD_IDS.map((id) => ({ value: id, label: `FRAY.Action.SixSeconds.Xp.Award.${id}` })) },
        { kind: "number", name: "enemyLevel", label: "FRAY.Action.SixSeconds.Xp.EnemyLevel", value: level, min: 0, max: 100 },
        { kind: "number", name: "enemies", label: "FRAY.Action.SixSeconds.Xp.Enemies", value: 1, min: 0, max: 999 },
        { kind: "number", name: "amount", label: "FRAY.Action.SixSeconds.Xp.Amount", value: 0, min: 0, max: 2000 },
      ],
    });
    if (!fields) return null;
    return sixSecondsXpRequest(name, stats, choiceField(fields, "award", XP_AWARD_IDS), {
      enemyLevel: wholeField(fields, "enemyLevel", 0, 100),
      enemies: wholeField(fields, "enemies", 0, 999),
      amount: wholeField(fields, "amount", 0, 2000),
    });
  },
  dice: () => [],
  resolve: resolveSixSecondsXp,
};

// ---- ability boosts ----------------------------------------------------------------------------

export interface SixSecondsBoostRequest {
  name: string;
  level: number;
  ability: BoostableAbility;
  /** The ability's score before the boost. */
  before: number;
  /** The boosts taken before this one. */
  boosts: AbilityBoost[];
}

/**
 * "At every level divisible by four, a character can permanently boost a single ability score (strength,
 * intelligence, dexterity, or spirit) by +1", never the same ability two increases in a row, and the 4th boost not
 * on an ability the character started above average in (the player answers that: average is Chapter 2's). The
 * engine's abilityBoostProblems judges; a problem refuses the boost, naming it.
 */
export const abilityBoostAction: SheetAction<SixSecondsBoostRequest> = {
  prepare: async ({ name, stats, askFields }) => {
    const six = stats.sixSeconds;
    const fields = await askFields({
      title: "FRAY.Action.SixSeconds.Xp.Boost",
      hint: { key: "FRAY.Action.SixSeconds.Xp.BoostHint", data: [six.level] },
      fields: [
        { kind: "select", name: "ability", label: "FRAY.Field.ability", value: "strength", options: BOOSTABLE_ABILITIES.map((a) => ({ value: a, label: `FRAY.SixSeconds.Ability.${a}` })) },
        { kind: "select", name: "aboveAverage", label: "FRAY.Action.SixSeconds.Xp.StartedAboveAverage", value: "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] },
      ],
    });
    if (!fields) return null;
    const ability = choiceField(fields, "ability", BOOSTABLE_ABILITIES);
    const above = choiceField(fields, "aboveAverage", ["no", "yes"] as const) === "yes";
    const boosts = six.boosts.map((b) => ({ level: b.level, ability: b.ability }));
    const problems = abilityBoostProblems([...boosts, { level: six.level, ability }], above ? [ability] : []);
    if (problems.length > 0) throw new RangeError(`${name}: ${problems.join("; ")}`);
    return { name, level: six.level, ability, before: six.abilities[ability], boosts };
  },
  dice: () => [],
  resolve: (req) => {
    const card: CardData = {
      ruleset: "six-seconds",
      title: req.name,
      kind: "FRAY.Action.SixSeconds.Xp.Boost",
      dice: [],
      modifiers: [],
      total: req.before + 1,
      target: null,
      outcome: { key: "FRAY.Action.SixSeconds.Xp.Boosted", data: { abilityKey: `FRAY.SixSeconds.Ability.${req.ability}`, level: req.level, score: req.before + 1 }, success: null },
      odds: null,
      details: [],
    };
    // The list is written whole: the boosts so far and this one.
    const boosts = [...req.boosts, { level: req.level, ability: req.ability }];
    return { card, update: { [`system.sixSeconds.abilities.${req.ability}`]: req.before + 1, "system.sixSeconds.boosts": boosts } };
  },
};
