/** Random and fixed rosters per ruleset for the sim tests (stats in each ruleset's autoplay shape). */
import fc from "fast-check";
import type { SimEntry } from "../../../module/engine/sim/types";

type StatsArb = fc.Arbitrary<unknown>;

export const STATS: Record<string, StatsArb> = {
  "six-seconds": fc.record({
    skill: fc.integer({ min: 0, max: 4 }),
    reflex: fc.integer({ min: 0, max: 4 }),
    dexterity: fc.integer({ min: 0, max: 3 }),
    endurance: fc.integer({ min: 0, max: 4 }),
    scale: fc.constant(0),
    armour: fc.integer({ min: 0, max: 3 }),
    damage: fc.record({ count: fc.integer({ min: 1, max: 3 }), sides: fc.constant(6), bonus: fc.integer({ min: 0, max: 3 }) }),
  }),
  tactica: fc.record({
    actionDice: fc.integer({ min: 1, max: 4 }),
    attack: fc.integer({ min: 1, max: 6 }),
    parry: fc.integer({ min: 0, max: 4 }),
    weapon: fc.constantFrom("light", "medium", "heavy"),
    armour: fc.integer({ min: 0, max: 2 }),
    physical: fc.integer({ min: 1, max: 6 }),
    mental: fc.integer({ min: 1, max: 6 }),
  }),
  "frozen-lands": fc.record({
    stamina: fc.integer({ min: 1, max: 8 }),
    armour: fc.integer({ min: 0, max: 2 }),
    agility: fc.integer({ min: 1, max: 5 }),
    melee: fc.integer({ min: 0, max: 5 }),
    mobility: fc.integer({ min: 0, max: 4 }),
    weapon: fc.record({ bonus: fc.integer({ min: 0, max: 2 }), damage: fc.integer({ min: 0, max: 3 }) }),
    defence: fc.integer({ min: 0, max: 3 }),
    damage: fc.integer({ min: 1, max: 5 }),
    initiative: fc.integer({ min: 1, max: 10 }),
  }),
  factions: fc.record({
    wit: fc.integer({ min: 3, max: 18 }),
    agi: fc.integer({ min: 3, max: 18 }),
    health: fc.integer({ min: 1, max: 14 }),
    maxHealth: fc.constant(14),
    armour: fc.integer({ min: 0, max: 3 }),
    damage: fc.record({ count: fc.integer({ min: 1, max: 2 }), sides: fc.constantFrom(4, 6, 8, 10) }),
    extraReactions: fc.integer({ min: 0, max: 1 }),
  }),
};

/** A roster of 1–4 fighters per side over 2–3 sides (ids unique), for `ruleset`. */
export function rosterArb(ruleset: string): fc.Arbitrary<SimEntry<unknown>[]> {
  const side = fc.array(STATS[ruleset]!, { minLength: 1, maxLength: 4 });
  return fc.array(side, { minLength: 2, maxLength: ruleset === "frozen-lands" ? 2 : 3 }).map((sides) =>
    sides.flatMap((members, s) => members.map((stats, i) => ({ id: `s${s}f${i}`, name: `Fighter ${s}.${i}`, side: `side${s}`, stats }))),
  );
}

/** `n` copies of one fighter on each of two sides: a mirror match. */
export function mirror<S>(stats: S, n: number): SimEntry<S>[] {
  return ["A", "B"].flatMap((side) => Array.from({ length: n }, (_, i) => ({ id: `${side}${i}`, name: `${side} ${i}`, side, stats })));
}
