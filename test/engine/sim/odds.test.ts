/** The odds summary: Wilson intervals, tallies that add up across batches, reproducible seeds, the pivotal combatant. */
import { describe, expect, it } from "vitest";
import { AUTOPLAY } from "../../../module/engine/rulesets/autoplay";
import { encounterOdds, mergeTallies, tallyFights, wilson } from "../../../module/engine/sim/odds";
import { playFight } from "../../../module/engine/sim/play";

const FACTIONS = AUTOPLAY.factions!;
const stats = (health: number, dice: number) => ({ wit: 12, agi: 12, health, maxHealth: 14, armour: 1, damage: { count: dice, sides: 8 } });

describe("wilson", () => {
  it("gives the textbook interval (10 of 100: 0.0552 to 0.1744)", () => {
    const w = wilson(10, 100);
    expect(w.p).toBe(0.1);
    expect(w.low).toBeCloseTo(0.0552, 4);
    expect(w.high).toBeCloseTo(0.1744, 4);
  });
  it("stays inside 0..1 at the ends", () => {
    expect(wilson(0, 50).low).toBe(0);
    expect(wilson(50, 50).high).toBe(1);
    expect(wilson(50, 50).low).toBeGreaterThan(0.9);
  });
});

describe("encounter odds", () => {
  const roster = [
    { id: "hero", name: "Hero", side: "players", stats: stats(14, 2) },
    { id: "squire", name: "Squire", side: "players", stats: stats(6, 1) },
    { id: "orc1", name: "Orc 1", side: "gm", stats: stats(8, 1) },
    { id: "orc2", name: "Orc 2", side: "gm", stats: stats(8, 1) },
  ];

  it("adds up across batches exactly as one run", () => {
    const whole = tallyFights(FACTIONS, roster, { seed: 5, count: 200 });
    const parts = mergeTallies(tallyFights(FACTIONS, roster, { seed: 5, first: 0, count: 120 }), tallyFights(FACTIONS, roster, { seed: 5, first: 120, count: 80 }));
    expect(parts).toEqual(whole);
  });

  it("is reproduced by its seed, and another seed plays other fights", () => {
    const a = encounterOdds(FACTIONS, roster, { fights: 300, seed: 9, removalFights: 50 });
    expect(encounterOdds(FACTIONS, roster, { fights: 300, seed: 9, removalFights: 50 })).toEqual(a);
    expect(encounterOdds(FACTIONS, roster, { fights: 300, seed: 10, removalFights: 50 })).not.toEqual(a);
    const total = a.sides.reduce((s, x) => s + x.win.p, 0) + a.draw.p;
    expect(total).toBeCloseTo(1, 10);
    expect(a.expectedRounds).toBeGreaterThan(0);
  });

  it("names the hero (two damage dice, most health) as the combatant whose removal moves the odds most", () => {
    const odds = encounterOdds(FACTIONS, roster, { fights: 400, seed: 3, removalFights: 400 });
    expect(odds.pivotal?.id).toBe("hero");
    expect(odds.pivotal!.shift).toBeGreaterThan(0.1);
  });

  it("refuses a roster of one side, naming it", () => {
    expect(() => playFight(FACTIONS, roster.slice(0, 2), { seed: 1, roundCap: 5 })).toThrow(/two sides.*players/);
  });

  it("refuses a third side where the ruleset has two (frozen-lands)", () => {
    const fl = { stamina: 4, armour: 1, agility: 3, melee: 3, mobility: 2, weapon: { bonus: 1, damage: 1 }, defence: 1, damage: 3, initiative: 5 };
    const three = ["a", "b", "c"].map((side) => ({ id: side, name: side, side, stats: fl }));
    expect(() => playFight(AUTOPLAY["frozen-lands"]!, three, { seed: 1, roundCap: 5 })).toThrow(/at most 2 sides/);
  });
});
