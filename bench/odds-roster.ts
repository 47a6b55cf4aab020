/** The encounter-odds bench's rosters (odds-sim.ts in Node, odds-page.ts in Chromium): a middling fighter of each ruleset, both sides the same. */
import type { SimEntry } from "../module/engine/sim/types";

export const STATS: Record<string, unknown> = {
  "six-seconds": { skill: 2, reflex: 1, dexterity: 1, endurance: 2, scale: 0, armour: 1, damage: { count: 2, sides: 6, bonus: 1 } },
  "frozen-lands": { stamina: 4, armour: 1, agility: 3, melee: 3, mobility: 2, weapon: { bonus: 1, damage: 1 }, defence: 1, damage: 3, initiative: 5 },
  factions: { wit: 12, agi: 12, health: 10, maxHealth: 10, armour: 1, damage: { count: 1, sides: 8 } },
  tactica: { actionDice: 3, attack: 4, parry: 2, weapon: "medium", armour: 1, physical: 4, mental: 4 },
};

export function roster(id: string, perSide: number): SimEntry<unknown>[] {
  return ["A", "B"].flatMap((side) => Array.from({ length: perSide }, (_, i) => ({ id: `${side}${i}`, name: `${side} ${i}`, side, stats: STATS[id] })));
}
