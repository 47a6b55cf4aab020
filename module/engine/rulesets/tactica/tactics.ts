/**
 * Special tactics, Reach weapons and dual wielding.
 * - All-out attack: both attacks combined into one roll; no defence until the attacker's next action.
 * - Double strike: two attacks one after the other; only Dodge as a defence until the next action.
 * - Follow on: an attack plus a second one when the GM's conditions are met.
 * - Reach: attack from Alone without entering contact; not usable InContact (the wielder is then unarmed).
 * - Dual wielding: pick either weapon for each attack or defence.
 */
import type { ContactStatus } from "../../zones";
import { wholeAtLeast } from "./options";

export type SpecialTactic = "normal" | "all-out-attack" | "double-strike" | "follow-on";
export type DefenceKind = "dodge" | "block" | "parry";

export interface TacticPlan {
  tactic: SpecialTactic;
  /** Dice for each attack roll, in order. */
  attacks: number[];
  /** Defences the attacker may use until its next action. */
  defencesUntilNextAction: DefenceKind[];
}

/** `attackDice`: the dice of the attacks the tactic uses (two for all-out and double strike). */
export function planTactic(tactic: SpecialTactic, attackDice: readonly number[], followOnConditionsMet = false): TacticPlan {
  for (const d of attackDice) wholeAtLeast(d, 0, "attack dice");
  const all: DefenceKind[] = ["dodge", "block", "parry"];
  switch (tactic) {
    case "normal":
      if (attackDice.length !== 1) throw new RangeError("a normal attack has one attack roll");
      return { tactic, attacks: attackDice.slice(), defencesUntilNextAction: all };
    case "all-out-attack":
      if (attackDice.length !== 2) throw new RangeError("an all-out attack combines two attacks");
      return { tactic, attacks: [attackDice[0]! + attackDice[1]!], defencesUntilNextAction: [] };
    case "double-strike":
      if (attackDice.length !== 2) throw new RangeError("a double strike makes two attacks");
      return { tactic, attacks: attackDice.slice(), defencesUntilNextAction: ["dodge"] };
    case "follow-on":
      if (attackDice.length !== 2) throw new RangeError("a follow on names the first and the possible second attack");
      return { tactic, attacks: followOnConditionsMet ? attackDice.slice() : [attackDice[0]!], defencesUntilNextAction: all };
    default:
      throw new RangeError(`unknown special tactic "${String(tactic)}"`);
  }
}

/** A Reach weapon strikes from Alone (without joining the melee) but cannot normally be used InContact. */
export function reachUsable(status: ContactStatus): boolean {
  return status === "Alone";
}

/**
 * Where a melee attacker stands as seen from its target: Alone (in no melee), in the target's melee (InContact or
 * InClose with it), in another melee than the target's (Elsewhere), or in another zone than the target (OtherZone).
 */
export const MELEE_POSITIONS = ["Alone", "InContact", "InClose", "Elsewhere", "OtherZone"] as const;
export type MeleePosition = (typeof MELEE_POSITIONS)[number];

/** Why a melee attack cannot be made from where the attacker stands. */
export type MeleeRefusal = "reach-in-contact" | "needs-contact" | "other-zone";

/**
 * Reach weapons: "you can attack them from StandAlone" but the weapon "cannot (normally) be used InContact", so a
 * wielder in any melee (the target's or another) is refused. Every other melee weapon needs the target's melee:
 * InContact or InClose with it. No melee weapon reaches another zone: reach is "as opposed to range", so a Reach
 * weapon's StandAlone attack is on a foe in its own zone. Null: the attack may be made.
 */
export function meleeRefusal(reach: boolean, position: MeleePosition): MeleeRefusal | null {
  if (!MELEE_POSITIONS.includes(position)) throw new RangeError(`a melee position is ${MELEE_POSITIONS.join(", ")}, got "${String(position)}"`);
  if (position === "OtherZone") return "other-zone";
  if (reach) return reachUsable(position === "Elsewhere" ? "InContact" : position) ? null : "reach-in-contact";
  return position === "InContact" || position === "InClose" ? null : "needs-contact";
}

/** Dual / multi wielding: how many weapons a creature can hold at once, and the one chosen for a use. */
export function chooseWieldedWeapon<W extends { id: string }>(wielded: readonly W[], appendages: number, chosenId: string): W {
  wholeAtLeast(appendages, 1, "tool-using appendages");
  if (wielded.length > appendages) throw new RangeError(`${wielded.length} weapons need more than ${appendages} tool-using appendages`);
  const w = wielded.find((x) => x.id === chosenId);
  if (!w) throw new RangeError(`weapon "${chosenId}" is not in hand`);
  return w;
}
