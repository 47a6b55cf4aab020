/**
 * six-seconds conditions as data: stable ids (the Foundry layer registers them as status effects) and the
 * mechanical effects the text gives each one, so sheets, chat cards and resolvers read one source.
 */
import type { Modifier } from "../../modifiers";
import type { DiceSource } from "../../dice/source";
import { rollDice } from "../../dice/source";

export const CONDITION_IDS = [
  "wound",
  "mobility-penalty",
  "morale-penalty",
  "flat-footed",
  "confused",
  "panicked",
  "raging",
  "stunned",
  "staggered",
  "disabled",
  "broken",
  "helpless",
  "unconscious",
  "sleeping",
  "dying",
  "soul-coma",
  "held",
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** Which defence rolls (block, dodge, parry) the character may still make. */
export type DefenceAllowance = "normal" | "none" | "dodge-only";

export interface ConditionEffects {
  /** false: takes no actions at all (stunned, broken). */
  canAct: boolean;
  /** Seconds of action a round when fewer than six (disabled: 3). */
  secondsPerRound?: number;
  canMove: boolean;
  canSpeak: boolean;
  defenceRolls: DefenceAllowance;
  /** Modifiers to the defence rolls it still allows (held: dodge −1). */
  defenceModifiers?: Modifier[];
  /** Melee attacks against the character hit automatically. */
  meleeAttacksAutoHit?: boolean;
  /** Conditions this one always brings with it (dying → unconscious → helpless). */
  implies?: ConditionId[];
  /** Per stack: change to Toughness (wound −1), Will (morale penalty −1). */
  toughnessPerStack?: number;
  willPerStack?: number;
  /** Per stack: penalty to the listed skills, and speed lost in squares on every movement type. */
  skillPenaltyPerStack?: { skills: string[]; value: number };
  speedSquaresPerStack?: number;
  /** Flat changes to skill groups while the condition lasts (raging: Dex- and Int-based skills −1). */
  skillModifiers?: { skills: string[]; value: number }[];
  perceptionModifier?: number;
  /** Activities needing focus or concentration (casting a spell) are impossible. */
  noConcentration?: boolean;
  /** What the character must do each round instead of acting freely. */
  compulsion?: "flee" | "confusion-table" | "attack-source-of-rage";
  /** Defence rolls suffer this only against the creature that caused the condition. */
  againstSourceOnly?: boolean;
}

export interface ConditionDef {
  id: ConditionId;
  label: string;
  /** Several of it can apply at once and the effects stack (wounds, penalties). */
  stacks: boolean;
  effects: ConditionEffects;
  /** The rule in brief, for tooltips and chat cards. */
  summary: string;
}

const free = { canAct: true, canMove: true, canSpeak: true, defenceRolls: "normal" } as const;
const helplessBody = { canAct: false, canMove: false, canSpeak: false, defenceRolls: "none", meleeAttacksAutoHit: true } as const;

/** The skills a mobility penalty is subtracted from (Conditions section). */
export const MOBILITY_PENALTY_SKILLS = ["acrobatics", "athletics", "wrestle", "stealth"] as const;

export const CONDITIONS: Readonly<Record<ConditionId, ConditionDef>> = {
  wound: {
    id: "wound",
    label: "Wound",
    stacks: true,
    effects: { ...free, toughnessPerStack: -1 },
    summary: "Toughness (and Minimum Toughness) −1 per wound; wounds stack.",
  },
  "mobility-penalty": {
    id: "mobility-penalty",
    label: "Mobility Penalty",
    stacks: true,
    effects: {
      ...free,
      skillPenaltyPerStack: { skills: [...MOBILITY_PENALTY_SKILLS], value: -1 },
      speedSquaresPerStack: -0.5,
    },
    summary:
      "−1 per penalty to Acrobatics, Athletics, Wrestle and Stealth (and Pilot / Ride for a vehicle's or mount's); −½ square of every speed.",
  },
  "morale-penalty": {
    id: "morale-penalty",
    label: "Morale Penalty",
    stacks: true,
    effects: { ...free, willPerStack: -1 },
    summary: "Will (and Minimum Will) −1 per penalty; at Will 0 the character is Broken.",
  },
  "flat-footed": {
    id: "flat-footed",
    label: "Flat-Footed",
    stacks: false,
    effects: { ...free, defenceRolls: "none" },
    summary: "Caught by surprise: no defence rolls; vulnerable to Sneak Attack.",
  },
  confused: {
    id: "confused",
    label: "Confused",
    stacks: false,
    effects: { ...free, compulsion: "confusion-table" },
    summary: "Roll on the d20 Confusion table every round to see what the character does.",
  },
  panicked: {
    id: "panicked",
    label: "Panicked",
    stacks: false,
    effects: { ...free, compulsion: "flee" },
    summary:
      "Flees the source of fear and other dangers as fast as possible (scatter die between paths); defends normally; attacks whoever blocks the escape.",
  },
  raging: {
    id: "raging",
    label: "Raging",
    stacks: false,
    effects: {
      ...free,
      compulsion: "attack-source-of-rage",
      skillModifiers: [{ skills: ["dexterity-based", "intelligence-based"], value: -1 }],
      noConcentration: true,
    },
    summary:
      "Screaming frenzy: attacks the source of rage or any nearby creature; −1 to Dexterity- and Intelligence-based skills; no concentration (no spells); Berserk activates.",
  },
  stunned: {
    id: "stunned",
    label: "Stunned",
    stacks: false,
    effects: { ...free, canAct: false, canMove: false },
    summary: "Takes no actions while stunned (usually a few seconds), but defends normally.",
  },
  staggered: {
    id: "staggered",
    label: "Staggered",
    stacks: false,
    effects: { ...free },
    summary: "Each round roll 1d6: stunned for that many seconds. Usually lasts 1d6 rounds.",
  },
  disabled: {
    id: "disabled",
    label: "Disabled",
    stacks: false,
    effects: { ...free, secondsPerRound: 3 },
    summary:
      "Cannot walk (crawls one square as a 4SA); no weapon heavier than light; no combos but single attacks; only 3 seconds of action a round.",
  },
  broken: {
    id: "broken",
    label: "Broken",
    stacks: false,
    effects: { ...helplessBody, implies: ["helpless"] },
    summary: "Will 0: gives up. No actions, movement, speech or defence rolls; Helpless. Spirit check DC 10 (−1 per failure) each round.",
  },
  helpless: {
    id: "helpless",
    label: "Helpless",
    stacks: false,
    effects: { ...helplessBody },
    summary: "Cannot react: melee attacks hit automatically; no defence rolls.",
  },
  unconscious: {
    id: "unconscious",
    label: "Unconscious",
    stacks: false,
    effects: { ...helplessBody, implies: ["helpless"] },
    summary: "Helpless; not woken by noise or motion; wakes in 1d4 hours per wound, flat-footed for one round.",
  },
  sleeping: {
    id: "sleeping",
    label: "Sleeping",
    stacks: false,
    effects: { ...helplessBody, implies: ["helpless"], perceptionModifier: -6 },
    summary: "Helpless; −6 Perception; wakes at a noise louder than DC −5, flat-footed for one round.",
  },
  dying: {
    id: "dying",
    label: "Dying",
    stacks: false,
    effects: { ...helplessBody, implies: ["unconscious", "helpless"] },
    summary: "Unconscious; Endurance check each round (DC rising on failure); a further wound kills.",
  },
  "soul-coma": {
    id: "soul-coma",
    label: "Soul Coma",
    stacks: false,
    effects: { ...helplessBody, implies: ["helpless"] },
    summary:
      "Body without its soul: looks dead (DC 7 Medicine / DC 8 Perception to tell); hourly Fortitude check, DC rising each hour; failure starts Dying.",
  },
  held: {
    id: "held",
    label: "Held",
    stacks: false,
    effects: { ...free, defenceRolls: "dodge-only", defenceModifiers: [{ value: -1, reason: "held", code: "held" }] },
    summary: "No block or parry; may dodge at −1.",
  },
};

/**
 * The text defines Flat-Footed twice: Conditions ("A flat-footed character may not make any defence rolls (block,
 * dodge, parry)") and Surprise ("Flat-footed characters take a -1 circumstance penalty to all defence rolls made
 * against the creature that surprised them"). The Conditions entry is the default ("no-defence"): it is the
 * condition's definition and covers every way to become flat-footed, including waking up, where no creature
 * surprised anyone. "minus-one-vs-source" follows the Surprise sentence. situationalModifiers reads the same option.
 */
export type FlatFootedReading = "no-defence" | "minus-one-vs-source";

export interface ConditionOptions {
  /** "no-defence" (default, the Conditions list) or "minus-one-vs-source" (the Surprise section). */
  flatFooted?: FlatFootedReading;
}

/** A condition's effects under the table's options. */
export function conditionEffects(id: ConditionId, options: ConditionOptions = {}): ConditionEffects {
  const def = CONDITIONS[id];
  if (!def) throw new RangeError(`unknown six-seconds condition "${String(id)}"`);
  const flatFooted = options.flatFooted ?? "no-defence";
  if (flatFooted !== "no-defence" && flatFooted !== "minus-one-vs-source") throw new RangeError(`unknown flatFooted reading "${String(flatFooted)}"`);
  if (id === "flat-footed" && flatFooted === "minus-one-vs-source") {
    return {
      ...def.effects,
      defenceRolls: "normal",
      defenceModifiers: [{ value: -1, reason: "flat-footed", code: "flat-footed" }],
      againstSourceOnly: true,
    };
  }
  return def.effects;
}

export function isConditionId(id: string): id is ConditionId {
  return (CONDITION_IDS as readonly string[]).includes(id);
}

/** A condition and everything it implies (dying → dying, unconscious, helpless), without duplicates. */
export function withImplied(ids: readonly ConditionId[]): ConditionId[] {
  const out: ConditionId[] = [];
  const visit = (id: ConditionId) => {
    if (!isConditionId(id)) throw new RangeError(`unknown six-seconds condition "${String(id)}"`);
    if (out.includes(id)) return;
    out.push(id);
    for (const next of CONDITIONS[id].effects.implies ?? []) visit(next);
  };
  ids.forEach(visit);
  return out;
}

/** Staggered usually lasts 1d6 rounds. */
export function rollStaggeredDuration(dice: DiceSource): { roll: number; rounds: number } {
  const roll = dice.roll(6);
  return { roll, rounds: roll };
}

/** Each staggered round: 1d6 seconds stunned, the rest of the six seconds free. */
export function rollStaggeredRound(dice: DiceSource): { roll: number; stunnedSeconds: number; secondsLeft: number } {
  const roll = dice.roll(6);
  return { roll, stunnedSeconds: roll, secondsLeft: 6 - roll };
}

/** An unconscious character wakes in 1d4 hours per wound taken (at least 1d4 with no wounds, our reading). */
export function rollUnconsciousHours(dice: DiceSource, wounds: number): { rolls: number[]; hours: number } {
  if (!Number.isInteger(wounds) || wounds < 0) throw new RangeError(`wounds must be a whole number ≥ 0, got ${wounds}`);
  const rolls = rollDice(dice, Math.max(1, wounds), 4);
  return { rolls, hours: rolls.reduce((a, b) => a + b, 0) };
}
