/**
 * Non-lethal attacks: disarm, shove, grapple. The target of a nearby attack must pass a STR save or suffer the
 * effect. Size matters: smaller targets cannot resist a larger attacker with a STR save (they may still dodge or
 * counter) and larger targets cannot be disarmed, shoved or grabbed by smaller ones. A larger character's shove
 * moves the target 1, 2, 4 or 8 zones (one to four sizes smaller) instead of half a zone and deals d4 direct damage.
 */
import type { DiceSource } from "../../dice/source";
import type { FactionsOptions } from "./options";
import type { FactionsSave } from "./saves";
import { factionsSave } from "./saves";
import type { Size } from "./size";
import { sizeSteps } from "./size";
import { shoveZones } from "./shove";

export const NON_LETHAL_EFFECTS = ["disarm", "shove", "grapple"] as const;
export type NonLethalEffect = (typeof NON_LETHAL_EFFECTS)[number];

export interface NonLethalInput {
  effect: NonLethalEffect;
  nearby: boolean;
  attackerSize?: Size;
  targetSize?: Size;
  /** The target's STR for the save. */
  targetStr: number;
  /** Disarm: the attacker has a free hand, so may grab the dropped weapon. */
  attackerFreeHand?: boolean;
}

export interface NonLethalResult {
  effect: NonLethalEffect;
  /** null when the target cannot resist with a save (smaller than the attacker). */
  save: FactionsSave | null;
  /** The effect applies. */
  success: boolean;
  /** Shove: zones moved on a success (half a zone, doubled per size step smaller). */
  shoveZones?: number;
  /** Shove by a larger character: d4 direct damage, rolled on a success. */
  directDamage?: number;
  /** Grapple: a larger grabber needs only one hand and may keep hold whatever it does. */
  oneHandedHold?: boolean;
  /** Disarm: the weapon (chosen by the attacker) is dropped; with a free hand the attacker may grab it. */
  attackerMayTakeWeapon?: boolean;
}

export function nonLethalRefusal(input: Omit<NonLethalInput, "targetStr">): string | null {
  if (!(NON_LETHAL_EFFECTS as readonly string[]).includes(input.effect)) throw new TypeError(`unknown non-lethal attack "${String(input.effect)}"`);
  if (!input.nearby) return `${input.effect} targets a nearby character`;
  if (sizeSteps(input.targetSize ?? "medium", input.attackerSize ?? "medium") > 0) return `larger characters cannot be ${input.effect === "disarm" ? "disarmed" : input.effect === "shove" ? "shoved" : "grabbed"} by smaller ones`;
  return null;
}

export function resolveNonLethal(dice: DiceSource, input: NonLethalInput, options?: Partial<FactionsOptions>): NonLethalResult {
  const refusal = nonLethalRefusal(input);
  if (refusal) throw new RangeError(refusal);
  const steps = sizeSteps(input.attackerSize ?? "medium", input.targetSize ?? "medium");
  const save = steps > 0 ? null : factionsSave(dice, "str", input.targetStr, options);
  const success = save === null || !save.success;
  const out: NonLethalResult = { effect: input.effect, save, success };
  if (input.effect === "shove" && success) {
    out.shoveZones = shoveZones(input.attackerSize ?? "medium", input.targetSize ?? "medium");
    if (steps > 0) out.directDamage = dice.roll(4);
  }
  if (input.effect === "grapple") out.oneHandedHold = steps > 0;
  if (input.effect === "disarm") out.attackerMayTakeWeapon = success && input.attackerFreeHand === true;
  return out;
}

export type BreakFreeResult = { possible: false; reason: string } | { possible: true; save: FactionsSave; free: boolean };

/**
 * A grabbed character spends their turn (or an ally a main action) on a STR save to break free. A character held
 * by a larger one cannot break free with a save.
 */
export function breakFree(dice: DiceSource, str: number, grabbedSize: Size = "medium", grabberSize: Size = "medium", options?: Partial<FactionsOptions>): BreakFreeResult {
  if (sizeSteps(grabberSize, grabbedSize) > 0) return { possible: false, reason: "a character held by a larger one cannot break free with a STR save" };
  const save = factionsSave(dice, "str", str, options);
  return { possible: true, save, free: save.success };
}

export const GRABBER_ACTIONS = ["move", "disarm", "hide-behind", "attack-one-handed", "attack-unarmed", "other"] as const;
export type GrabberAction = (typeof GRABBER_ACTIONS)[number];

/** Whether the grabber keeps hold while doing this; any other action frees the grabbed character. */
export function keepsHold(action: GrabberAction, grabberIsLarger = false): boolean {
  if (!(GRABBER_ACTIONS as readonly string[]).includes(action)) throw new TypeError(`unknown grabber action "${String(action)}"`);
  return grabberIsLarger || action !== "other";
}
