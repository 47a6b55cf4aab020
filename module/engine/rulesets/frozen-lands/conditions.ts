/**
 * frozen-lands conditions as data with stable ids (the Foundry layer registers them as status effects).
 *
 * A critical failure on a Stress die gives the condition of the roll's attribute: Body/Agility → Exhaustion,
 * Mind/Awareness → Dazed, Soul → Fear. Levels run 1–3. A condition already held only rises (by one) when the
 * roll's critical failures exceed its current level; otherwise the character takes one extra Stress. Rising above
 * level 3 leaves the level at 3 and makes the character broken with a critical injury.
 */
import type { Attribute } from "./attributes";
import { checkAttribute } from "./attributes";
import { nonNegative } from "../../validate";

export const CONDITION_IDS = ["exhaustion", "dazed", "fear"] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

export const MAX_CONDITION_LEVEL = 3;

export interface ConditionDefinition {
  id: ConditionId;
  /** i18n key for the name. */
  label: string;
  attributes: readonly Attribute[];
  /** What one level does (see conditionEffects for the scaling option). */
  effect: { actions?: number; reactions?: number; successes?: number };
}

export const CONDITIONS: Readonly<Record<ConditionId, ConditionDefinition>> = {
  exhaustion: { id: "exhaustion", label: "FRAY.Status.frozen-lands.exhaustion", attributes: ["body", "agility"], effect: { actions: -1 } },
  dazed: { id: "dazed", label: "FRAY.Status.frozen-lands.dazed", attributes: ["mind", "awareness"], effect: { reactions: -1 } },
  fear: { id: "fear", label: "FRAY.Status.frozen-lands.fear", attributes: ["soul"], effect: { successes: -1 } },
};

/** Current level of each condition (0 or absent: not afflicted). */
export type ConditionLevels = Partial<Record<ConditionId, number>>;

/**
 * How a condition's effect grows with its level. "flat" (default, the text's words: "reduces your number of
 * actions by 1") applies the effect once whatever the level; "perLevel" multiplies it by the level.
 */
export type ConditionScaling = "flat" | "perLevel";

export function conditionForAttribute(attribute: Attribute): ConditionId {
  checkAttribute(attribute);
  for (const c of CONDITION_IDS) if (CONDITIONS[c].attributes.includes(attribute)) return c;
  throw new Error(`no condition for ${attribute}`); // unreachable: every attribute is mapped
}

export function conditionLevel(levels: ConditionLevels | undefined, id: ConditionId): number {
  const level = nonNegative(levels?.[id] ?? 0, `${id} level`);
  if (level > MAX_CONDITION_LEVEL) throw new RangeError(`${id} level is ${level}, above the maximum ${MAX_CONDITION_LEVEL}`);
  return level;
}

export interface ConditionEffects {
  /** Added to the 3 actions a round (≤ 0). */
  actions: number;
  /** Added to the reactions a round (≤ 0). */
  reactions: number;
  /** Added to the successes of every roll (≤ 0). */
  successes: number;
}

export function conditionEffects(levels: ConditionLevels | undefined, scaling: ConditionScaling = "flat"): ConditionEffects {
  const out: ConditionEffects = { actions: 0, reactions: 0, successes: 0 };
  for (const id of CONDITION_IDS) {
    const level = conditionLevel(levels, id);
    if (level === 0) continue;
    const times = scaling === "perLevel" ? level : 1;
    const e = CONDITIONS[id].effect;
    out.actions += (e.actions ?? 0) * times;
    out.reactions += (e.reactions ?? 0) * times;
    out.successes += (e.successes ?? 0) * times;
  }
  return out;
}

export interface ConditionChange {
  condition: ConditionId;
  criticalFailures: number;
  levelBefore: number;
  levelAfter: number;
  /** Extra Stress taken because the critical failures did not exceed the current level. */
  extraStress: number;
  /** The condition went over level 3: the character is broken and suffers a critical injury. */
  broken: boolean;
  criticalInjury: boolean;
  /** The full set of levels after the change. */
  levels: ConditionLevels;
}

/** What `criticalFailures` critical failures on a roll made with `attribute` do to the character's conditions. */
export function applyCriticalFailures(levels: ConditionLevels | undefined, attribute: Attribute, criticalFailures: number): ConditionChange {
  const crits = nonNegative(criticalFailures, "critical failures");
  const condition = conditionForAttribute(attribute);
  const before = conditionLevel(levels, condition);
  const next: ConditionLevels = { ...levels };
  const change: ConditionChange = {
    condition,
    criticalFailures: crits,
    levelBefore: before,
    levelAfter: before,
    extraStress: 0,
    broken: false,
    criticalInjury: false,
    levels: next,
  };
  if (crits === 0) return change;
  if (crits <= before) {
    change.extraStress = 1;
    return change;
  }
  if (before === MAX_CONDITION_LEVEL) {
    change.broken = true;
    change.criticalInjury = true;
    return change;
  }
  change.levelAfter = before + 1;
  next[condition] = before + 1;
  return change;
}
