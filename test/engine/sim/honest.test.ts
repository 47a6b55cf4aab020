/**
 * Honest checks of encounter odds (issue 30). Fight counts are smaller than the 10,000 to keep the unit run
 * short, with each tolerance computed from its count (ODDS_CHECK_FIGHTS=10000 runs the size):
 * - a mirror match gives each side 50% within 2.58 standard errors (a 99% band: ±2.0 points at 4,000 fights, ±1.3 at
 *   10,000), in the rulesets whose two sides play by the same rules (frozen-lands and tactica give the first side other
 *   rules: players against enemies, players first on equal dice);
 * - an overwhelming side wins with the lower end of its 95% interval above 99%, in every ruleset;
 * - a 1-vs-1 single exchange (six-seconds: one attack in one round, the target never hits back) lands the exact odds of
 *   the engine's attackOdds inside the simulated 95% interval.
 */
import { describe, expect, it } from "vitest";
import { AUTOPLAY } from "../../../module/engine/rulesets/autoplay";
import { attackOdds } from "../../../module/engine/rulesets/six-seconds/attack-odds";
import type { SixSecondsSimStats } from "../../../module/engine/rulesets/six-seconds/autoplay";
import { encounterOdds, tallyFights, wilson } from "../../../module/engine/sim/odds";
import { mirror } from "./rosters";

const FIGHTS = Number(process.env.ODDS_CHECK_FIGHTS ?? 4000);

const AVERAGE: Record<string, unknown> = {
  "six-seconds": { skill: 2, reflex: 1, dexterity: 1, endurance: 2, scale: 0, armour: 1, damage: { count: 2, sides: 6, bonus: 1 } },
  "frozen-lands": { stamina: 4, armour: 1, agility: 3, melee: 3, mobility: 2, weapon: { bonus: 1, damage: 1 }, defence: 1, damage: 3, initiative: 5 },
  factions: { wit: 12, agi: 12, health: 10, maxHealth: 10, armour: 1, damage: { count: 1, sides: 8 } },
  tactica: { actionDice: 3, attack: 4, parry: 2, weapon: "medium", armour: 1, physical: 4, mental: 4 },
};
const STRONG: Record<string, unknown> = {
  "six-seconds": { skill: 4, reflex: 3, dexterity: 3, endurance: 4, scale: 0, armour: 3, damage: { count: 3, sides: 6, bonus: 3 } },
  "frozen-lands": { stamina: 8, armour: 2, agility: 4, melee: 5, mobility: 4, weapon: { bonus: 2, damage: 3 }, defence: 3, damage: 5, initiative: 9 },
  factions: { wit: 16, agi: 16, health: 14, maxHealth: 14, armour: 3, damage: { count: 2, sides: 8 } },
  tactica: { actionDice: 4, attack: 6, parry: 4, weapon: "heavy", armour: 2, physical: 6, mental: 6 },
};

describe("a mirror match is even", () => {
  for (const id of ["six-seconds", "factions"]) {
    it(`${id}: 2 against the same 2, ${FIGHTS} fights`, () => {
      const t = tallyFights(AUTOPLAY[id]!, mirror(AVERAGE[id], 2), { seed: 30, count: FIGHTS });
      const decided = (t.wins.A ?? 0) + (t.wins.B ?? 0);
      const share = (t.wins.A ?? 0) / decided;
      expect(decided).toBeGreaterThan(FIGHTS * 0.9);
      expect(Math.abs(share - 0.5)).toBeLessThanOrEqual(2.58 * Math.sqrt(0.25 / decided));
    });
  }
});

describe("an overwhelming side wins", () => {
  for (const [id, auto] of Object.entries(AUTOPLAY)) {
    it(`${id}: 4 strong against 1 average, above 99%`, () => {
      const roster = [...Array.from({ length: 4 }, (_, i) => ({ id: `s${i}`, name: `Strong ${i}`, side: "strong", stats: STRONG[id] })), { id: "w", name: "Weak", side: "weak", stats: AVERAGE[id] }];
      const odds = encounterOdds(auto, roster, { fights: 1000, seed: 30, removalFights: 0 });
      expect(odds.sides[0]!.win.low).toBeGreaterThan(0.99);
      expect(odds.combatants.find((c) => c.id === "w")!.down.p).toBeGreaterThan(0.99);
    });
  }
});

describe("a 1-vs-1 single exchange matches the engine's exact odds", () => {
  it(`six-seconds: one attack, ${FIGHTS} fights`, () => {
    const attacker: SixSecondsSimStats = { skill: 2, reflex: 1, dexterity: 1, endurance: 1, scale: 0, armour: 0, damage: { count: 2, sides: 6, bonus: 2 } };
    // The target's attack can never reach Target 4 (d6 − 10), so the one attack of round 1 is the whole exchange.
    const target: SixSecondsSimStats = { skill: -10, reflex: 1, dexterity: 1, endurance: 1, scale: 0, armour: 0, damage: { count: 1, sides: 6, bonus: 0 } };
    const roster = [
      { id: "a", name: "Attacker", side: "A", stats: attacker },
      { id: "t", name: "Target", side: "T", stats: target },
    ];
    const t = tallyFights(AUTOPLAY["six-seconds"]!, roster, { seed: 30, count: FIGHTS, roundCap: 1 });
    const exact = attackOdds({ attacker: { skill: 2, scale: 0 }, defender: { scale: 0, toughness: 6 + 1 }, defence: { kind: "dodge", bonus: 1 }, damage: attacker.damage });
    const p = exact.outcomes.probability((r) => r === "dying" || r === "dies");
    expect(p).toBeGreaterThan(0.05);
    const sim = wilson(t.wins.A ?? 0, t.fights);
    expect(t.wins.T ?? 0).toBe(0);
    expect(p).toBeGreaterThanOrEqual(sim.low);
    expect(p).toBeLessThanOrEqual(sim.high);
  });
});
