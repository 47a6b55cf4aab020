/**
 * frozen-lands' one attack entry point (the ruleset's `resolve.attack`, the name every ruleset shares): a melee or a
 * ranged attack, chosen by `kind`. The rules are in melee.ts and ranged.ts; this only routes.
 */
import type { DiceSource } from "../../dice/source";
import { meleeAttack, type MeleeAttackInput, type MeleeAttackOutcome } from "./melee";
import { rangedAttack, type RangedAttackInput, type RangedAttackOutcome } from "./ranged";

export type AttackInput = ({ kind: "melee" } & MeleeAttackInput) | ({ kind: "ranged" } & RangedAttackInput);
export type AttackOutcome = MeleeAttackOutcome | RangedAttackOutcome;

export function resolveAttack(dice: DiceSource, input: AttackInput): AttackOutcome {
  if (input.kind === "melee") return meleeAttack(dice, input);
  if (input.kind === "ranged") return rangedAttack(dice, input);
  const kind: unknown = (input as { kind?: unknown }).kind;
  throw new RangeError(`an attack's kind is "melee" or "ranged", got ${JSON.stringify(kind)}`);
}
