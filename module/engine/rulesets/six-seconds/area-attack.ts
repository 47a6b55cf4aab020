/**
 * Area effect attacks (explosives, flame-throwers, splash vials, Explosive / Cone / Line spells).
 *   1. Attack roll against the chosen square, whose Target is 4 − the attacker's scale (Target 4 for a human).
 *   2. A hit affects everything even partly in the area. A miss still lands somewhere: a scatter die for direction
 *      and 1d6 per range increment out for the distance, in squares of the attacker's or the weapon's scale,
 *      whichever is larger.
 *   3. Each target may defend: a shield blocks as usual; a successful dodge takes 3 off the damage (Evasion: none),
 *      and effects that deal no damage can be dodged only with Evasion.
 *   4. One damage roll, compared with every target's Toughness.
 * Positions are in metres on the scene (x east, y south). areaShape turns a six-seconds area into a core area shape
 * and areaTargets lists the tokens even partly inside it; resolveAreaEffect takes the affected targets as a list.
 */
import { resolveCheck, type CheckResult } from "../../dice/check";
import type { ScatterRoll } from "../../dice/scatter";
import { scatter } from "../../areas/scatter";
import type { AreaShape } from "../../areas/shapes";
import { tokensInArea, type TokenFootprint } from "../../areas/membership";
import type { DiceSource } from "../../dice/source";
import { total, type Modifier } from "../../modifiers";
import { attackBonus, defenceDC, type AttackerInput } from "./attack";
import { checkDamageSpec, rollDamage, type DamageRoll, type DamageRollSpec } from "./combat-damage-roll";
import { applyDamage, type DamageOptions, type DamageOutcome } from "./damage";
import { checkScale, scaleTarget, squareMetres } from "./scale";

export const DODGE_DAMAGE_REDUCTION = 3;

export type AreaForm = "sphere" | "line" | "cone";

/** The area forms, in the order the attack dialog offers them. */
export const AREA_FORMS: readonly AreaForm[] = ["sphere", "line", "cone"];

export interface AreaSize {
  form: AreaForm;
  scale: number;
  /** Metres: sphere diameter; line length; cone length. */
  lengthMetres: number;
  /** Metres: sphere diameter; line width; cone width at its end. */
  widthMetres: number;
}

/**
 * An area's size by its scale: a sphere is one square of that scale across; a line half a square wide and two
 * squares long; a cone one square long and one square wide at its end. Areas are spheres unless they say otherwise.
 */
export function areaSize(form: AreaForm, scale: number): AreaSize {
  const square = squareMetres(scale);
  switch (form) {
    case "sphere":
      return { form, scale, lengthMetres: square, widthMetres: square };
    case "line":
      return { form, scale, lengthMetres: 2 * square, widthMetres: square / 2 };
    case "cone":
      return { form, scale, lengthMetres: square, widthMetres: square };
    default:
      throw new RangeError(`unknown area form "${String(form)}"; expected sphere, line or cone`);
  }
}

/** The flat cone's opening: one square wide at a one-square length (2 × atan ½ ≈ 53.13°). */
export const CONE_ANGLE_DEGREES = (2 * Math.atan(0.5) * 180) / Math.PI;

/**
 * The area as a core shape, in metres: a sphere centred on `at`; a line or a cone starting at `at` (the attacker's
 * edge, for a breath or a flame-thrower) running in `direction` degrees clockwise from east.
 */
export function areaShape(form: AreaForm, scale: number, at: { x: number; y: number }, direction = 0): AreaShape {
  const size = areaSize(form, scale);
  if (!Number.isFinite(at?.x) || !Number.isFinite(at?.y)) throw new TypeError("an area needs a finite position { x, y } in metres");
  if (!Number.isFinite(direction)) throw new TypeError(`direction must be a finite number of degrees, got ${direction}`);
  switch (form) {
    case "sphere":
      return { kind: "sphere", x: at.x, y: at.y, radius: size.widthMetres / 2 };
    case "line":
      return { kind: "line", x: at.x, y: at.y, direction, length: size.lengthMetres, width: size.widthMetres };
    default:
      return { kind: "cone", x: at.x, y: at.y, direction, length: size.lengthMetres, angle: CONE_ANGLE_DEGREES, flat: true };
  }
}

/** Ids of the tokens (footprints in metres) even partly in the area: "everything even partly in the target area". */
export function areaTargets(shape: AreaShape, tokens: readonly TokenFootprint[]): string[] {
  return tokensInArea(shape, tokens, "footprint");
}

export interface AreaAttackRollInput {
  attacker: AttackerInput;
  /** Modifiers to the area's Target (rarely any). */
  targetModifiers?: readonly Modifier[];
  /** Range increments beyond the first to the chosen square (ranged.rangeIncrements): 1d6 of scatter per increment out. */
  rangeIncrements: number;
  /** The weapon's scale, when larger than the attacker's it sets the scatter squares. */
  weaponScale?: number;
  /** The chosen square's centre in metres; the scatter's landing point is measured from it (0, 0 when omitted). */
  aimPoint?: { x: number; y: number };
}

export interface AreaScatter {
  direction: ScatterRoll;
  dice: number[];
  /** Squares the attack lands away from the chosen square. */
  squares: number;
  /** Scale of those squares: the larger of the attacker's and the weapon's. */
  squareScale: number;
  metres: number;
  /** Offset and landing point in metres (diagonals move a square along both axes per square). */
  dx: number;
  dy: number;
  landing: { x: number; y: number };
}

export interface AreaAttackRoll {
  attack: CheckResult;
  hit: boolean;
  /** On a miss: where it lands instead. */
  scatter?: AreaScatter;
}

/** Steps 1–2: the attack roll against the square and, on a miss, the scatter (d8 direction, then the d6s). */
export function rollAreaAttack(dice: DiceSource, input: AreaAttackRollInput): AreaAttackRoll {
  const k = input.rangeIncrements;
  if (!Number.isInteger(k) || k < 0) throw new RangeError(`rangeIncrements must be a whole number ≥ 0, got ${k}`);
  const { bonus } = attackBonus(input.attacker);
  const mods = input.targetModifiers ?? [];
  const target = scaleTarget(input.attacker.scale) + total(mods);
  const attack = resolveCheck(dice.roll(6), bonus, target);
  if (attack.success) return { attack, hit: true };
  const squareScale = Math.max(input.attacker.scale, checkScale(input.weaponScale ?? input.attacker.scale, "weapon scale"));
  const from = input.aimPoint ?? { x: 0, y: 0 };
  const size = squareMetres(squareScale);
  // "1d6 per range increment out": the first increment is one die (the core scatter counts increments from 1).
  const s = scatter(dice, from, { rangeIncrement: k + 1, squareSize: size });
  return {
    attack,
    hit: false,
    scatter: {
      direction: s.direction,
      dice: s.distanceDice,
      squares: s.squares,
      squareScale,
      metres: s.squares * size,
      dx: s.dx,
      dy: s.dy,
      landing: { x: s.x, y: s.y },
    },
  };
}

export interface AreaTarget {
  id: string;
  toughness: number;
  dying?: boolean;
  isObject?: boolean;
  /** How it defends, if it does. Parrying an area is not possible. */
  defence?: { kind: "block" | "dodge"; bonus: number; modifiers?: readonly Modifier[] } | null;
  /** Has Evasion (or heavy cover, which dodges as if it had). */
  evasion?: boolean;
}

export interface AreaEffectInput {
  attacker: AttackerInput;
  targets: readonly AreaTarget[];
  /** Omit for an effect that deals no damage. */
  damage?: DamageRollSpec;
  damageModifiers?: readonly Modifier[];
  damageOptions?: DamageOptions;
}

export interface AreaTargetOutcome {
  id: string;
  defence?: CheckResult & { kind: "block" | "dodge" };
  /** Blocked, or dodged with Evasion, or a non-damage effect dodged with Evasion. */
  negated: boolean;
  /** Damage this target takes (the roll, −3 after a plain dodge); undefined for non-damage effects or when negated. */
  damageTaken?: number;
  damageOutcome?: DamageOutcome;
  /** A non-damage effect applies to it. */
  affected: boolean;
  explanation: string[];
}

export interface AreaEffectOutcome {
  damage?: DamageRoll;
  targets: AreaTargetOutcome[];
}

/** Steps 3–4: every target's defence roll (in the order given), then one damage roll for all. */
export function resolveAreaEffect(dice: DiceSource, input: AreaEffectInput): AreaEffectOutcome {
  if (input.damage) checkDamageSpec(input.damage);
  const dc = defenceDC(input.attacker);
  const seen = new Set<string>();
  type Defended = { t: AreaTarget; defence?: CheckResult & { kind: "block" | "dodge" }; cannotDodge?: boolean };
  const defended = input.targets.map((t): Defended => {
    if (typeof t.id !== "string" || t.id === "") throw new TypeError("every area target needs an id");
    if (seen.has(t.id)) throw new RangeError(`area target "${t.id}" is listed twice`);
    seen.add(t.id);
    const d = t.defence;
    if (!d) return { t, defence: undefined };
    if (d.kind !== "block" && d.kind !== "dodge") throw new RangeError(`"${t.id}" cannot ${String(d.kind)} an area attack: only block or dodge`);
    // Without Evasion a non-damage effect cannot be dodged at all: no roll.
    if (d.kind === "dodge" && !input.damage && !t.evasion) return { t, defence: undefined, cannotDodge: true };
    const check = resolveCheck(dice.roll(6), d.bonus + total(d.modifiers ?? []), dc);
    return { t, defence: { ...check, kind: d.kind } };
  });
  const damage = input.damage ? rollDamage(dice, input.damage, input.damageModifiers ?? []) : undefined;
  const targets = defended.map(({ t, defence, cannotDodge }): AreaTargetOutcome => {
    const explanation: string[] = [];
    if (cannotDodge) explanation.push("effects that deal no damage cannot be dodged without Evasion");
    const negated = Boolean(defence?.success && (defence.kind === "block" || t.evasion));
    if (negated) {
      explanation.push(defence!.kind === "block" ? "blocked with a shield" : "dodged with Evasion: no effect");
      return { id: t.id, defence, negated, affected: false, explanation };
    }
    if (!damage) return { id: t.id, defence, negated, affected: true, explanation };
    let amount = damage.total;
    if (defence?.success && defence.kind === "dodge") {
      amount = Math.max(0, amount - DODGE_DAMAGE_REDUCTION);
      explanation.push(`dodged: ${damage.total} − ${DODGE_DAMAGE_REDUCTION} = ${amount}`);
    }
    const damageOutcome = applyDamage({ toughness: t.toughness, dying: t.dying, isObject: t.isObject }, { amount }, input.damageOptions);
    explanation.push(...damageOutcome.explanation);
    return { id: t.id, defence, negated, damageTaken: amount, damageOutcome, affected: damageOutcome.result !== "no-effect", explanation };
  });
  return { damage, targets };
}
