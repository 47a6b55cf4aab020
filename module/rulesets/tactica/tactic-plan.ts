/**
 * A special tactic's planned attacks, kept on the actor (`system.tactica.tacticDice`: the dice of the attacks still to
 * make, comma separated). Each weapon attack's dialog opens on the next planned attack and its roll uses it up; the
 * tactic's marker (all-out: no defence; double strike: Dodge only) lasts "till you have a new action", so the
 * creature's next action after the planned attacks ends it (own-action.ts). A leaf: the attack, the roll's write-back
 * and the own-action write read it.
 */
import type { ActorSystem } from "../../data/actor/schema";

/** The markers a tactic leaves on its attacker. */
export const TACTIC_MARKERS = ["tactica.all-out", "tactica.double-strike"] as const;

export const planText = (attacks: readonly number[]): string => attacks.join(",");

/** The planned attacks' dice (a blank or unreadable plan is none: the sheet field may have been typed over). */
export function plannedAttacks(s: ActorSystem): number[] {
  const text = s.tactica.tacticDice.trim();
  if (text === "") return [];
  const dice = text.split(",").map((d) => Number(d.trim()));
  return dice.every((d) => Number.isInteger(d) && d >= 0) ? dice : [];
}

/** The next planned attack's dice and the plan left after it; null when none is planned. */
export function nextPlanned(s: ActorSystem): { dice: number; rest: string } | null {
  const [first, ...rest] = plannedAttacks(s);
  return first === undefined ? null : { dice: first, rest: planText(rest) };
}
