/**
 * Experience: a level every 1,000 XP. A gain that passes 1,000 levels up once; the XP then drops by 1,000 and
 * whatever is left over is halved (996 + 10 → level up with 3 XP; 2,000 at once → one level and 500 XP).
 * XP never decreases otherwise. Encounters award 100 × enemy level / your level per enemy.
 */

export const XP_PER_LEVEL = 1000;

export interface Progress {
  level: number;
  xp: number;
}

export interface XpGain {
  before: Progress;
  gained: number;
  after: Progress;
  levelledUp: boolean;
  explanation: string;
}

function requireLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`a level is a whole number ≥ 1, got ${level}`);
  return level;
}

/** Add XP. Halved leftovers round down (the text's examples are even). */
export function gainXp(progress: Progress, gained: number): XpGain {
  requireLevel(progress.level);
  if (!Number.isInteger(progress.xp) || progress.xp < 0) throw new RangeError(`XP is a whole number ≥ 0, got ${progress.xp}`);
  if (!Number.isInteger(gained) || gained < 0) throw new RangeError(`XP can never decrease: a gain must be a whole number ≥ 0, got ${gained}`);
  const sum = progress.xp + gained;
  if (sum < XP_PER_LEVEL) {
    return { before: progress, gained, after: { level: progress.level, xp: sum }, levelledUp: false, explanation: `${progress.xp} + ${gained} = ${sum} XP` };
  }
  const left = sum - XP_PER_LEVEL;
  const xp = Math.floor(left / 2);
  return {
    before: progress,
    gained,
    after: { level: progress.level + 1, xp },
    levelledUp: true,
    explanation: `${progress.xp} + ${gained} = ${sum} XP: level ${progress.level + 1}, ${left} left over, halved to ${xp}`,
  };
}

/** 100 × (enemy level / your level) per enemy, rounded to the nearest whole XP. */
export function encounterXp(enemyLevel: number, yourLevel: number, enemies = 1): number {
  if (typeof enemyLevel !== "number" || !Number.isFinite(enemyLevel) || enemyLevel < 0) throw new RangeError(`enemy level must be ≥ 0, got ${String(enemyLevel)}`);
  requireLevel(yourLevel);
  if (!Number.isInteger(enemies) || enemies < 0) throw new RangeError(`enemy count must be a whole number ≥ 0, got ${enemies}`);
  return Math.round((100 * enemyLevel * enemies) / yourLevel);
}

export const XP_AWARD_IDS = [
  "encounter",
  "enemy-defeated",
  "defeated-by-enemy",
  "adventure-completed",
  "story-arc-completed",
  "clever-idea",
  "minor-achievement",
  "stroke-of-genius",
  "major-achievement",
  "crowning-moment",
  "rule-zero",
] as const;
export type XpAwardId = (typeof XP_AWARD_IDS)[number];

export interface XpAward {
  id: XpAwardId;
  label: string;
  /** Fixed XP, or "per-enemy" (100 × enemy level / your level), or "varies" (GM's call). */
  xp: number | "per-enemy" | "varies";
}

export const XP_AWARDS: Readonly<Record<XpAwardId, XpAward>> = {
  encounter: { id: "encounter", label: "Encounter", xp: "per-enemy" },
  "enemy-defeated": { id: "enemy-defeated", label: "Enemy Defeated or Outsmarted", xp: "per-enemy" },
  "defeated-by-enemy": { id: "defeated-by-enemy", label: "Defeated by Enemy", xp: 100 },
  "adventure-completed": { id: "adventure-completed", label: "Adventure completed", xp: 200 },
  "story-arc-completed": { id: "story-arc-completed", label: "Story Arc completed", xp: 600 },
  "clever-idea": { id: "clever-idea", label: "Clever Idea or Realisation", xp: 10 },
  "minor-achievement": { id: "minor-achievement", label: "Minor Achievement", xp: 10 },
  "stroke-of-genius": { id: "stroke-of-genius", label: "Stroke of Genius", xp: 50 },
  "major-achievement": { id: "major-achievement", label: "Major Achievement", xp: 50 },
  "crowning-moment": { id: "crowning-moment", label: "Crowning Moment of Awesome", xp: 100 },
  "rule-zero": { id: "rule-zero", label: "Rule Zero", xp: "varies" },
};

/** XP for one award; per-enemy awards need the levels. */
export function awardXp(id: XpAwardId, levels?: { enemyLevel: number; yourLevel: number; enemies?: number }): number {
  const award = XP_AWARDS[id];
  if (!award) throw new RangeError(`unknown XP award "${String(id)}"`);
  if (typeof award.xp === "number") return award.xp;
  if (award.xp === "varies") throw new RangeError("Rule Zero awards are the GM's call: give the XP directly");
  if (!levels) throw new TypeError(`"${award.label}" needs the enemy's and your level`);
  return encounterXp(levels.enemyLevel, levels.yourLevel, levels.enemies ?? 1);
}

export interface LevelRow {
  level: number;
  maxSkillRanks: number;
  fastSkillBonus: number;
  fastTechniques: number;
  staggeredSkillBonus: number;
  staggeredTechniques: number;
  /** This level grants a bonus skill rank (every third level), and which one it is. */
  bonusSkillRank: number | null;
  /** This level grants an ability boost (every fourth level), and which one it is. */
  abilityBoost: number | null;
}

/** The level table (any level: past 20 the table's "+1, +1/2, +1/3, +1/4" row continues it). */
export function levelRow(level: number): LevelRow {
  requireLevel(level);
  return {
    level,
    maxSkillRanks: level,
    fastSkillBonus: level,
    fastTechniques: level,
    staggeredSkillBonus: Math.floor(level / 2),
    staggeredTechniques: Math.ceil(level / 2),
    bonusSkillRank: level % 3 === 0 ? level / 3 : null,
    abilityBoost: level % 4 === 0 ? level / 4 : null,
  };
}

export const BOOSTABLE_ABILITIES = ["strength", "intelligence", "dexterity", "spirit"] as const;
export type BoostableAbility = (typeof BOOSTABLE_ABILITIES)[number];

export interface AbilityBoost {
  level: number;
  ability: BoostableAbility;
}

/**
 * Problems with a character's ability boosts (empty when legal): boosts only at levels divisible by four, one per
 * such level, only the four abilities the text lists, never the same ability twice in a row, and the 4th boost
 * cannot go to an ability the character started with above average.
 */
export function abilityBoostProblems(boosts: readonly AbilityBoost[], startedAboveAverage: readonly string[] = []): string[] {
  const problems: string[] = [];
  const sorted = [...boosts].sort((a, b) => a.level - b.level);
  const seen = new Set<number>();
  sorted.forEach((b, i) => {
    if (!Number.isInteger(b.level) || b.level < 4 || b.level % 4 !== 0) problems.push(`level ${b.level} grants no ability boost`);
    if (seen.has(b.level)) problems.push(`level ${b.level} has more than one ability boost`);
    seen.add(b.level);
    if (!(BOOSTABLE_ABILITIES as readonly string[]).includes(b.ability)) problems.push(`"${b.ability}" cannot be boosted`);
    const prev = sorted[i - 1];
    if (prev && prev.ability === b.ability) problems.push(`${b.ability} boosted two increases in a row (levels ${prev.level} and ${b.level})`);
    if (b.level / 4 === 4 && startedAboveAverage.includes(b.ability)) {
      problems.push(`the 4th boost cannot raise ${b.ability}, which started above average`);
    }
  });
  return problems;
}
