/**
 * Encumbrance: Endurance + Strength gives an "encumbrance step" in kg. Carrying up to one step is free; each further
 * step (or part of one) is a mobility penalty (Strength 3 + Endurance 3 → 8 kg: 8 kg free, 16 kg −1, 24 kg −2).
 * More than five steps: the character can only stagger one square per six seconds. Wheeled or very low-friction
 * loads count a quarter of their mass. Encumbrance penalties do not stack with armour's (the higher counts);
 * other mobility penalties do stack.
 *
 * Each mobility penalty: −1 to the affected skills and −½ square from every speed. The Conditions section names
 * the skills (Acrobatics, Athletics, Wrestle, Stealth); the Encumbrance section says "dexterity-based skill checks".
 * The named list is the default; `skills: "dexterity-based"` is the option.
 */
import { MOBILITY_PENALTY_SKILLS } from "./conditions";
import { checkScale, squareMetres } from "./scale";

/** kg per encumbrance step for Endurance + Strength 0 (or less) … 20, as printed. */
export const ENCUMBRANCE_STEPS: readonly number[] = [
  0, 0.8, 1.3, 2.0, 3.2, 5.0, 8.0, 12.7, 20.2, 32.0, 50.8, 80.6, 128.0, 203.2, 322.5, 512.0, 812.7, 1290.2, 2048.0, 3251.0, 5160.6,
];

/** More than this many steps of load: stagger one square per six seconds. */
export const STAGGER_STEPS = 5;
export const WHEELED_FACTOR = 0.25;
export const SPEED_LOSS_PER_PENALTY = 0.5;

/**
 * The step for an Endurance + Strength total. Beyond the printed 20 the table's own pattern continues (8 kg at 6,
 * ×4 every 3: 8 × 4^((n − 6) / 3), which reproduces every printed row), rounded to 0.1 kg.
 */
export function encumbranceStep(enduranceAndStrength: number): number {
  if (!Number.isInteger(enduranceAndStrength)) throw new TypeError(`Endurance + Strength must be a whole number, got ${enduranceAndStrength}`);
  if (enduranceAndStrength <= 0) return 0;
  if (enduranceAndStrength < ENCUMBRANCE_STEPS.length) return ENCUMBRANCE_STEPS[enduranceAndStrength]!;
  return Math.round(8 * 4 ** ((enduranceAndStrength - 6) / 3) * 10) / 10;
}

export interface LoadItem {
  kg: number;
  /** On wheels or otherwise very low friction: counts a quarter. */
  wheeled?: boolean;
  name?: string;
}

/** The mass that counts for encumbrance. */
export function effectiveLoad(items: readonly LoadItem[]): number {
  let sum = 0;
  for (const it of items) {
    if (typeof it.kg !== "number" || !Number.isFinite(it.kg) || it.kg < 0) {
      throw new RangeError(`${it.name ?? "an item"}'s mass must be a finite number of kg ≥ 0, got ${String(it.kg)}`);
    }
    sum += it.wheeled ? it.kg * WHEELED_FACTOR : it.kg;
  }
  return sum;
}

export interface Encumbrance {
  step: number;
  load: number;
  /** Steps of load carried, each part-step counting as one. */
  stepsCarried: number;
  mobilityPenalty: number;
  /** More than five steps: one square per six seconds, whatever the speed. */
  staggerOnly: boolean;
  explanation: string;
}

export function encumbrance(input: { strength: number; endurance: number; load: number | readonly LoadItem[] }): Encumbrance {
  const sum = input.strength + input.endurance;
  const step = encumbranceStep(sum);
  const load = typeof input.load === "number" ? effectiveLoad([{ kg: input.load }]) : effectiveLoad(input.load);
  if (load === 0) return { step, load, stepsCarried: 0, mobilityPenalty: 0, staggerOnly: false, explanation: "nothing carried" };
  if (step === 0) {
    // No carrying capacity: any load is "more than five steps". The penalty is the five-step figure (−4).
    return {
      step,
      load,
      stepsCarried: STAGGER_STEPS + 1,
      mobilityPenalty: STAGGER_STEPS - 1,
      staggerOnly: true,
      explanation: `Endurance + Strength ${sum}: no carrying capacity, ${load} kg means staggering`,
    };
  }
  const stepsCarried = Math.ceil(load / step - 1e-9);
  const mobilityPenalty = Math.max(0, stepsCarried - 1);
  const staggerOnly = load > STAGGER_STEPS * step + 1e-9;
  return {
    step,
    load,
    stepsCarried,
    mobilityPenalty,
    staggerOnly,
    explanation: `${load} kg with a ${step} kg step (Endurance + Strength ${sum}): ${stepsCarried} step(s), mobility penalty ${mobilityPenalty}${staggerOnly ? "; more than five steps: staggers one square per six seconds" : ""}`,
  };
}

/** Encumbrance and armour penalties do not stack (the higher counts); other sources add on. */
export function combinedMobilityPenalty(parts: { armour?: number; encumbrance?: number; other?: number }): number {
  const vals = [parts.armour ?? 0, parts.encumbrance ?? 0, parts.other ?? 0];
  for (const v of vals) if (!Number.isInteger(v) || v < 0) throw new RangeError(`mobility penalties are whole numbers ≥ 0, got ${v}`);
  return Math.max(vals[0]!, vals[1]!) + vals[2]!;
}

export type MobilitySkillReading = "listed-skills" | "dexterity-based";

export interface MobilityEffects {
  penalty: number;
  /** Skill (or skill group) → modifier. */
  skillModifiers: Record<string, number>;
  /** Each movement type's speed after the penalty (never below 0), in the unit given (squares, or metres). */
  speeds: Record<string, number>;
  /** Staggering: one square per six seconds, i.e. per round. */
  squaresPerRound?: number;
  /** Applied to Pilot / Ride when the penalty is a vehicle's or mount's. */
  vehicleSkillModifier: number;
}

/**
 * What a mobility penalty does to skills and every speed. Speeds are in squares per second unless
 * `metresAtScale` is given: then they are metres per second and half a square is half that scale's square.
 */
export function mobilityEffects(
  penalty: number,
  speeds: Readonly<Record<string, number>>,
  options: { staggerOnly?: boolean; skills?: MobilitySkillReading; metresAtScale?: number } = {},
): MobilityEffects {
  if (!Number.isInteger(penalty) || penalty < 0) throw new RangeError(`a mobility penalty is a whole number ≥ 0, got ${penalty}`);
  const reading = options.skills ?? "listed-skills";
  const skillNames = reading === "listed-skills" ? [...MOBILITY_PENALTY_SKILLS] : reading === "dexterity-based" ? ["dexterity-based"] : null;
  if (!skillNames) throw new RangeError(`unknown mobility skill reading "${String(reading)}"`);
  const skillModifiers: Record<string, number> = {};
  if (penalty > 0) for (const s of skillNames) skillModifiers[s] = -penalty;
  const squareSize = options.metresAtScale === undefined ? 1 : squareMetres(checkScale(options.metresAtScale, "metresAtScale"));
  const out: Record<string, number> = {};
  for (const [kind, speed] of Object.entries(speeds)) {
    if (typeof speed !== "number" || !Number.isFinite(speed) || speed < 0) throw new RangeError(`${kind} speed must be ≥ 0, got ${String(speed)}`);
    out[kind] = Math.max(0, speed - SPEED_LOSS_PER_PENALTY * penalty * squareSize);
  }
  const result: MobilityEffects = { penalty, skillModifiers, speeds: out, vehicleSkillModifier: -penalty };
  if (options.staggerOnly) result.squaresPerRound = 1;
  return result;
}
