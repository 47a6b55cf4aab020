/**
 * Situational modifiers to a six-seconds attack: cover and posture, concealment / lighting / invisibility, the
 * target's speed, and the defender's flanked or flat-footed penalties. Everything comes out as Modifiers with
 * reasons for attackInput.defender.targetModifiers and attackInput.defence.modifiers. Flat-footed comes from the
 * condition's own effects (conditionEffects), so both paths share one reading: by default no defence rolls
 * (`defenceRolls: "none"`: give the attack no `defence`), or −1 with the Surprise option.
 */
import { coverModifier, raiseCover, type CoverStep, isCoverStep } from "../../cover";
import type { Modifier } from "../../modifiers";
import { conditionEffects, type ConditionOptions, type DefenceAllowance } from "./conditions";
import { squareMetres } from "./scale";

/** Target bonus of each cover step; total cover has no number: the target counts as invisible instead. */
export const COVER_TARGET_BONUS: Readonly<Partial<Record<CoverStep, number>>> = Object.freeze({ light: 1, medium: 2, heavy: 3 });

export type Posture = "standing" | "crouching" | "prone";
/** Target bonus against ranged (and penalty against melee) in the open; cover steps gained behind cover. */
export const POSTURE_STEPS: Readonly<Record<Posture, number>> = Object.freeze({ standing: 0, crouching: 1, prone: 2 });

export type Lighting = "clear" | "hazy" | "dark";
export type Visibility = "visible" | "concealed" | "invisible";
export const CONCEALMENT_BONUS = 1;
export const INVISIBLE_BONUS = 4;
export const SQUARES_PER_SPEED_STEP = 30;

export interface SituationInput {
  /** Ranged magic counts as ranged. */
  attack: "melee" | "ranged";
  cover?: CoverStep;
  posture?: Posture;
  /** Smoke, fog, tall grass, a dust-covered invisible creature … */
  concealed?: boolean;
  /** Invisible to this attacker (see invisibleTo). */
  invisible?: boolean;
  lighting?: Lighting;
  /** The attacker has lowlight vision: darkness only conceals. */
  lowlightVision?: boolean;
  /** Squares (of the target's scale) the target has moved this turn. */
  squaresMovedThisTurn?: number;
  /** An enemy on two opposite adjacent squares: −1 to all defence rolls. */
  flanked?: boolean;
  /**
   * The target is flat-footed (caught by surprise, just woken). By default it may not make any defence rolls; under
   * `conditionOptions.flatFooted: "minus-one-vs-source"` it is −1 to defence rolls, and only against the creature
   * that surprised it (give `flatFooted` only for that attacker).
   */
  flatFooted?: boolean;
  /** The table's reading of the conditions (the same options as conditionEffects). */
  conditionOptions?: ConditionOptions;
}

export interface SituationModifiers {
  /** Cover after posture raised it. */
  cover: CoverStep;
  visibility: Visibility;
  targetModifiers: Modifier[];
  defenceModifiers: Modifier[];
  /** Which defence rolls the target may make against this attack ("none": flat-footed under the default reading). */
  defenceRolls: DefenceAllowance;
  /** Heavy cover lets the target dodge as if it had Evasion. */
  evasion: boolean;
  /** Total cover: the attack can only go through the cover (see hitCover). */
  throughCover: boolean;
  /** Invisible: the attacker must first locate its square (hearing it, being told, guessing). */
  mustLocate: boolean;
  /** Added to the visual perception DC to see the target if it hides behind the cover (+1 / +2 / +3). */
  hidingPerceptionBonus: number;
  /** Cover or concealment: the target may make a Stealth check. */
  canHide: boolean;
}

function visibility(input: SituationInput): Visibility {
  let v: Visibility = input.concealed ? "concealed" : "visible";
  const lighting = input.lighting ?? "clear";
  if (lighting === "hazy") v = v === "visible" ? "concealed" : v;
  else if (lighting === "dark") v = input.lowlightVision ? (v === "visible" ? "concealed" : v) : "invisible";
  else if (lighting !== "clear") throw new RangeError(`unknown lighting "${String(lighting)}"; expected clear, hazy or dark`);
  if (input.invisible) v = "invisible";
  return v;
}

/** Collect every situational modifier for one attack on one target. */
export function situationalModifiers(input: SituationInput): SituationModifiers {
  if (input.attack !== "melee" && input.attack !== "ranged") throw new RangeError(`attack must be melee or ranged, got "${String(input.attack)}"`);
  const baseCover = input.cover ?? "none";
  if (!isCoverStep(baseCover)) throw new RangeError(`unknown cover "${String(baseCover)}"`);
  const posture = input.posture ?? "standing";
  const steps = POSTURE_STEPS[posture];
  if (steps === undefined) throw new RangeError(`unknown posture "${String(posture)}"; expected standing, crouching or prone`);

  const targetModifiers: Modifier[] = [];
  // Behind cover, posture raises the cover instead of giving its own bonus (crouching behind light = medium).
  const cover = baseCover === "none" ? "none" : raiseCover(baseCover, steps);
  if (baseCover === "none" && steps > 0) {
    targetModifiers.push({ value: input.attack === "ranged" ? steps : -steps, reason: `${posture} vs ${input.attack}`, code: `posture.${posture}.${input.attack}` });
  }
  const coverMod = coverModifier(cover, COVER_TARGET_BONUS);
  if (coverMod) targetModifiers.push(coverMod);

  let vis = visibility(input);
  if (cover === "total") vis = "invisible";
  if (vis === "concealed") targetModifiers.push({ value: CONCEALMENT_BONUS, reason: "concealment", code: "concealment" });
  if (vis === "invisible") targetModifiers.push({ value: INVISIBLE_BONUS, reason: "invisible", code: "invisible" });

  const moved = input.squaresMovedThisTurn ?? 0;
  if (!Number.isFinite(moved) || moved < 0) throw new RangeError(`squaresMovedThisTurn must be a number ≥ 0, got ${moved}`);
  const speed = highSpeedTargetBonus(moved);
  if (speed > 0) targetModifiers.push({ value: speed, reason: `high speed (${moved} squares this turn)`, code: "high-speed", data: { squares: moved } });

  const defenceModifiers: Modifier[] = [];
  if (input.flanked) defenceModifiers.push({ value: -1, reason: "flanked", code: "flanked" });
  let defenceRolls: DefenceAllowance = "normal";
  if (input.flatFooted) {
    const flatFooted = conditionEffects("flat-footed", input.conditionOptions);
    defenceRolls = flatFooted.defenceRolls;
    defenceModifiers.push(...(flatFooted.defenceModifiers ?? []));
  }

  return {
    cover,
    visibility: vis,
    targetModifiers,
    defenceModifiers,
    defenceRolls,
    evasion: cover === "heavy",
    throughCover: cover === "total",
    mustLocate: vis === "invisible",
    hidingPerceptionBonus: COVER_TARGET_BONUS[cover] ?? 0,
    canHide: cover !== "none" || vis !== "visible",
  };
}

/** +1 Target for every full 30 squares moved in a single turn. */
export function highSpeedTargetBonus(squaresMoved: number): number {
  if (typeof squaresMoved !== "number" || !Number.isFinite(squaresMoved) || squaresMoved < 0) {
    throw new RangeError(`squares moved must be a number ≥ 0, got ${String(squaresMoved)}`);
  }
  return Math.floor(squaresMoved / SQUARES_PER_SPEED_STEP);
}

/**
 * Extra melee damage by or against a very fast creature: +1 per 5 squares per second of the fastest mover, in
 * squares of the scale of the creature taking the damage (18 m/s against a human: +3). A GM's call when it applies.
 */
export function meleeSpeedDamage(fastestMetresPerSecond: number, damagedScale: number): Modifier | null {
  if (typeof fastestMetresPerSecond !== "number" || !Number.isFinite(fastestMetresPerSecond) || fastestMetresPerSecond < 0) {
    throw new RangeError(`speed must be a number of metres per second ≥ 0, got ${String(fastestMetresPerSecond)}`);
  }
  const squares = fastestMetresPerSecond / squareMetres(damagedScale);
  const value = Math.floor(squares / 5 + 1e-9);
  return value > 0 ? { value, reason: `speed ${fastestMetresPerSecond} m/s`, code: "speed", data: { speed: fastestMetresPerSecond } } : null;
}

/**
 * Invisibility is relative: a hider is invisible to everyone whose perception roll is below the hider's stealth
 * roll (stealth 6: invisible to perception 5 or lower, visible to 6 or higher).
 */
export function invisibleTo(stealthTotal: number, perceptionTotal: number): boolean {
  if (!Number.isFinite(stealthTotal) || !Number.isFinite(perceptionTotal)) throw new TypeError("stealth and perception totals must be numbers");
  return perceptionTotal < stealthTotal;
}

/**
 * Locating an invisible creature's square by hearing it, before attacking it. The text gives no roll: a creature
 * that is not moving quietly is heard and located; one that is (a Stealth total) is located when the listener's
 * perception total reaches it, the same comparison as seeing a hider.
 */
export function locatedByHearing(listenerPerceptionTotal: number, stealthTotal?: number): { located: boolean; reason: string } {
  if (!Number.isFinite(listenerPerceptionTotal)) throw new TypeError("the listener's perception total must be a number");
  if (stealthTotal === undefined) return { located: true, reason: "heard: it is not trying to be quiet" };
  if (!Number.isFinite(stealthTotal)) throw new TypeError("the stealth total must be a number");
  return listenerPerceptionTotal >= stealthTotal
    ? { located: true, reason: `perception ${listenerPerceptionTotal} reaches stealth ${stealthTotal}: its square is located` }
    : { located: false, reason: `perception ${listenerPerceptionTotal} is below stealth ${stealthTotal}: guess a square` };
}
