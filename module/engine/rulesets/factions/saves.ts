/** factions saves: a d20 rolled under STR, AGI or WIT (core roll-under save). */
import type { DiceSource } from "../../dice/source";
import type { SaveResult } from "../../dice/save";
import { rollSave } from "../../dice/save";
import { saveOdds } from "../../odds";
import type { FactionsOptions } from "./options";
import { withDefaults } from "./options";

export const ABILITIES = ["str", "agi", "wit"] as const;
export type Ability = (typeof ABILITIES)[number];

export interface FactionsSave extends SaveResult {
  ability: Ability;
}

export function checkAbility(value: unknown): Ability {
  if (typeof value !== "string" || !(ABILITIES as readonly string[]).includes(value)) throw new TypeError(`ability must be str, agi or wit, got ${String(value)}`);
  return value as Ability;
}

export function factionsSave(dice: DiceSource, ability: Ability, score: number, options?: Partial<FactionsOptions>): FactionsSave {
  checkAbility(ability);
  return { ...rollSave(dice, score, { sides: 20, inclusive: withDefaults(options).inclusiveSaves }), ability };
}

export function factionsSaveOdds(score: number, options?: Partial<FactionsOptions>): number {
  return saveOdds(score, { sides: 20, inclusive: withDefaults(options).inclusiveSaves });
}
