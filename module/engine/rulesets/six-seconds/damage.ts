/**
 * Damage against Toughness: beat Minimum Toughness → a wound; beat Toughness → a wound and the character starts
 * dying (an object is destroyed). A dying character who is wounded again dies. Nonlethal damage knocks out
 * instead of killing, and objects ignore it.
 *
 * The text says "exceeds" Toughness in Attacking and Conditions but "equal to or more than" in Dying and "meet or
 * beat" in Called Shots; "meets" (the full Dying section, whose DC 4 we also use) is the default and
 * `dyingThreshold: "exceeds"` is the table option. That option is about creatures only: objects (and so cover) are
 * destroyed only by *more* damage than their Toughness ("An object that takes more damage than it's Toughness is
 * destroyed"; "Beating the Toughness on the cover reduces its value by one step").
 * Minimum Toughness must be exceeded for a wound (Step Three); called shots pass `woundThreshold: "meets"` for
 * their "meet or beat" columns.
 */
import type { ConditionId } from "./conditions";
import { withImplied } from "./conditions";
import { MINIMUM_GAP } from "./toughness";

export type DyingThreshold = "exceeds" | "meets";

/** How called shots read their columns: the text's "meet or beat" (default), or the same comparisons as a plain hit. */
export type CalledShotColumns = "meet-or-beat" | "as-damage";

export interface DamageOptions {
  /** Whether damage equal to a creature's Toughness starts dying ("meets", the default) or only damage above it
   * ("exceeds"). Objects always need more than their Toughness. */
  dyingThreshold?: DyingThreshold;
  /** Whether damage equal to Minimum Toughness wounds ("exceeds", the default: Step Three says "exceeds"). */
  woundThreshold?: DyingThreshold;
  /** Called-shot columns: "meet-or-beat" (default, the Called Shots text) or "as-damage" (woundThreshold and
   * dyingThreshold as for any hit). Read by resolveCalledShot only. */
  calledShotColumns?: CalledShotColumns;
}

export interface DamageTargetState {
  /** Current Toughness (wounds already subtracted). */
  toughness: number;
  isObject?: boolean;
  /** Already dying: any further wound kills. */
  dying?: boolean;
}

export interface DamageInput {
  amount: number;
  /** Nonlethal damage: a would-be-fatal hit knocks the target unconscious instead; objects are immune. */
  nonlethal?: boolean;
}

export type DamageResult = "no-effect" | "wound" | "dying" | "knocked-out" | "dies" | "destroyed";

export interface DamageOutcome {
  amount: number;
  toughness: number;
  minimum: number;
  result: DamageResult;
  /** Wounds to add to the target. */
  wounds: number;
  /** Conditions to give the target (with everything they imply). */
  conditionsGained: ConditionId[];
  /** The target is now dead (creatures) or destroyed (objects). */
  dead: boolean;
  explanation: string[];
}

function requireInteger(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value)) throw new TypeError(`${name} must be a whole number, got ${String(value)}`);
  return value;
}

/** Resolve one hit's damage against a target's current Toughness. */
export function applyDamage(target: DamageTargetState, hit: DamageInput, options: DamageOptions = {}): DamageOutcome {
  const amount = requireInteger(hit.amount, "damage");
  const toughness = requireInteger(target.toughness, "toughness");
  const minimum = toughness - MINIMUM_GAP;
  const creatureThreshold = options.dyingThreshold ?? "meets";
  if (creatureThreshold !== "exceeds" && creatureThreshold !== "meets") throw new RangeError(`unknown dyingThreshold "${String(creatureThreshold)}"`);
  const woundThreshold = options.woundThreshold ?? "exceeds";
  if (woundThreshold !== "exceeds" && woundThreshold !== "meets") throw new RangeError(`unknown woundThreshold "${String(woundThreshold)}"`);
  // "An object that takes more damage than it's Toughness is destroyed": objects never use the "meets" reading.
  const threshold: DyingThreshold = target.isObject ? "exceeds" : creatureThreshold;
  const base = { amount, toughness, minimum };
  const none = (why: string): DamageOutcome => ({
    ...base,
    result: "no-effect",
    wounds: 0,
    conditionsGained: [],
    dead: false,
    explanation: [why],
  });

  if (target.isObject && hit.nonlethal) return none("objects are immune to nonlethal damage");
  const wounds = woundThreshold === "meets" ? amount >= minimum : amount > minimum;
  if (!wounds) return none(`${amount} does not ${woundThreshold === "meets" ? "reach" : "beat"} Minimum Toughness ${minimum}`);

  const beatsToughness = threshold === "meets" ? amount >= toughness : amount > toughness;
  const explanation = [`${amount} ${woundThreshold === "meets" && amount === minimum ? "reaches" : "beats"} Minimum Toughness ${minimum}: a wound`];

  if (target.isObject) {
    if (!beatsToughness) return { ...base, result: "wound", wounds: 1, conditionsGained: ["wound"], dead: false, explanation };
    explanation.push(`${amount} beats Toughness ${toughness}: the object is destroyed`);
    return { ...base, result: "destroyed", wounds: 1, conditionsGained: ["wound"], dead: true, explanation };
  }

  if (target.dying && !hit.nonlethal) {
    explanation.push("wounded while dying: the character dies");
    return { ...base, result: "dies", wounds: 1, conditionsGained: ["wound"], dead: true, explanation };
  }
  if (!beatsToughness) {
    if (target.dying) explanation.push("nonlethal: the dying character is not killed by it");
    return { ...base, result: "wound", wounds: 1, conditionsGained: ["wound"], dead: false, explanation };
  }
  const verb = threshold === "meets" ? "reaches" : "beats";
  if (hit.nonlethal) {
    explanation.push(`${amount} ${verb} Toughness ${toughness}, nonlethal: knocked unconscious instead of dying`);
    return {
      ...base,
      result: "knocked-out",
      wounds: 1,
      conditionsGained: withImplied(["wound", "unconscious"]),
      dead: false,
      explanation,
    };
  }
  explanation.push(`${amount} ${verb} Toughness ${toughness}: the character starts dying`);
  return { ...base, result: "dying", wounds: 1, conditionsGained: withImplied(["wound", "dying"]), dead: false, explanation };
}
