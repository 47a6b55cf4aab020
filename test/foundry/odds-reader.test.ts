/**
 * Issue 30 (4), the combatant readers: a Combat's combatants read, through the Foundry double, into each ruleset's
 * auto-play stats as the sheet attack and the tracker read them (the adapter's `odds` slot: module/rulesets/<id>/
 * odds-reader.ts; core's roster.ts and read-combat.ts). Actors and weapons are created through the double's pipeline;
 * each expectation is the value the ruleset's own attack request or derived data gives for the same actor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readRoster } from "../../module/combat/odds/roster";
import { adapterFor } from "../../module/rulesets/registry";
import { currentRulesOptions } from "../../module/settings";
import type { RulesetId } from "../../module/schema/choices";
import { frayOnDouble, type Fray } from "../double/fray-world";
import { oddsCombat, type Fighter } from "./odds-fixtures";
import type { DoubleHandle } from "../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
// read-combat.ts extends the double's classes at import (FrayActor): imported once the double is installed.
let rosterSources: typeof import("../../module/combat/odds/read-combat").rosterSources;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ rosterSources } = await import("../../module/combat/odds/read-combat"));
});

async function read(ruleset: RulesetId, fighters: readonly Fighter[]) {
  const combat = await oddsCombat(fray, ruleset, fighters);
  return readRoster(adapterFor(ruleset).odds, rosterSources(combat as never), currentRulesOptions());
}

const sword = { name: "Arming sword", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { damageDie: "d8", reload: false, damageTypes: [] } } };
const dagger = { name: "Dagger", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { damageDie: "d4", reload: false, damageTypes: [] } } };
const bow = { name: "Bow", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { damageDie: "d6", rangeIncrement: 20, reload: false, damageTypes: [] } } };
const mauve = {
  sixSeconds: {
    abilities: { strength: 3, dexterity: 2, endurance: 1, intelligence: 0, spirit: 0, charisma: 0 },
    skills: [{ name: "Weapon Skill", ability: "strength", rank: 2 }, { name: "Reflex", ability: "dexterity", rank: 1 }],
    wounds: 1,
    naturalArmour: 2,
  },
};

describe("six-seconds: the best melee weapon through the attack request, Reflex, Toughness's defence, wounds", () => {
  it("reads Colonel Mauve's arming sword (1d8 + Strength 3, Weapon Skill 2 + 3), not the dagger or the bow", async () => {
    fresh();
    const roster = await read("six-seconds", [
      { name: "Mauve", type: "character", disposition: 1, system: mauve, items: [dagger, bow, sword] },
      { name: "Goblin", disposition: -1, system: mauve, items: [dagger] },
    ]);
    expect(roster.skipped).toEqual([]);
    expect(roster.entries.map((e) => [e.name, e.side])).toEqual([["Mauve", "friendly"], ["Goblin", "hostile"]]);
    expect(roster.entries[0]!.stats).toEqual({ skill: 5, reflex: 1, dodge: 3, dexterity: 2, endurance: 1, scale: 0, armour: 2, wounds: 1, damage: { count: 1, sides: 8, bonus: 3 } });
    expect(roster.entries[1]!.stats).toMatchObject({ damage: { count: 1, sides: 4, bonus: 3 } });
  });

  it("an actor with only a ranged weapon, or a broken die, is left out, named with the reason; the others are read", async () => {
    fresh();
    const broken = { name: "Rusty", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { damageDie: "", reload: false, damageTypes: [] } } };
    const roster = await read("six-seconds", [
      { name: "Archer", disposition: 1, system: mauve, items: [bow] },
      { name: "Rusty <b>one</b>", disposition: 1, system: mauve, items: [broken] },
      { name: "Mauve", disposition: 1, system: mauve, items: [sword] },
      { name: "Goblin", disposition: -1, system: mauve, items: [sword] },
      { name: "Fallen", disposition: -1, system: mauve, items: [sword], defeated: true },
    ]);
    expect(roster.entries.map((e) => e.name)).toEqual(["Mauve", "Goblin"]);
    expect(roster.skipped).toEqual([
      { name: "Archer", key: "FRAY.Odds.Skip.Unreadable", reason: "no melee weapon with six-seconds stats" },
      { name: "Rusty <b>one</b>", key: "FRAY.Odds.Skip.Unreadable", reason: expect.stringMatching(/Rusty has no six-seconds damage die/) },
      { name: "Fallen", key: "FRAY.Odds.Skip.Defeated" },
    ]);
  });
});

describe("frozen-lands: Melee and the weapon for characters, the stat block for enemies; characters' side first", () => {
  const longsword = { name: "Longsword", type: "weapon", system: { ruleset: "frozen-lands", frozenLands: { category: "melee", bonus: 2, damage: 2, range: "close", damageTypes: ["slashing"], features: [] } } };
  const hero = { frozenLands: { attributes: { body: 4, agility: 3, mind: 2, awareness: 2, soul: 2 }, skills: [{ name: "Melee", attribute: "body", rank: 3 }, { name: "Mobility", attribute: "agility", rank: 2 }], stamina: { value: 6, classBase: 4 }, armour: 1, defense: 1 } };
  const wolf = { frozenLands: { attributes: { body: 3, agility: 4, mind: 1, awareness: 3, soul: 1 }, stamina: { value: 5, classBase: 2 }, defense: 2, attackDamage: 4, initiative: 7 } };

  it("reads both, seating the player's side first though the enemy is listed first", async () => {
    fresh();
    const roster = await read("frozen-lands", [
      { name: "Wolf", disposition: -1, system: wolf },
      { name: "Hero", type: "character", disposition: 1, system: hero, items: [longsword] },
    ]);
    expect(roster.skipped).toEqual([]);
    expect(roster.entries.map((e) => [e.name, e.side])).toEqual([["Hero", "friendly"], ["Wolf", "hostile"]]);
    expect(roster.entries[0]!.stats).toEqual({ stamina: 6, armour: 1, agility: 3, melee: 3, mobility: 2, weapon: { bonus: 2, damage: 2 }, defence: 1, damage: 2, initiative: 0 });
    expect(roster.entries[1]!.stats).toMatchObject({ stamina: 5, defence: 2, damage: 4, initiative: 7, agility: 4 });
  });

  it("a fighter with neither a melee weapon nor a pre-calculated damage is left out", async () => {
    fresh();
    const roster = await read("frozen-lands", [{ name: "Unarmed", disposition: 1, system: hero }]);
    expect(roster.skipped).toEqual([{ name: "Unarmed", key: "FRAY.Odds.Skip.Unreadable", reason: "no melee weapon with frozen-lands stats and no pre-calculated damage" }]);
  });
});

describe("factions: sides are factions, the weapon through the attack request", () => {
  const axe = { name: "Axe", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6" } } };
  const greatsword = { name: "Greatsword", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d10" } } };
  const brokenAxe = { name: "Broken axe", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6", broken: true } } };
  const stats = (faction: string, extra = 0) => ({ factions: { wit: 12, agi: 9, health: { value: 5, max: 8 }, armour: 1, faction, extraReactions: extra } });

  it("two factions of the same disposition are two sides; the largest die; a broken weapon does not count", async () => {
    fresh();
    const roster = await read("factions", [
      { name: "Red", disposition: -1, system: stats("Red Hand", 1), items: [axe, greatsword] },
      { name: "Blue", disposition: -1, system: stats("Blue Guild"), items: [axe] },
      { name: "Lost", disposition: -1, system: stats("Blue Guild"), items: [brokenAxe] },
    ]);
    expect(roster.entries.map((e) => [e.name, e.side])).toEqual([["Red", "Red Hand"], ["Blue", "Blue Guild"]]);
    expect(roster.entries[0]!.stats).toEqual({ wit: 12, agi: 9, health: 5, maxHealth: 8, armour: 1, damage: { count: 1, sides: 10 }, extraReactions: 1 });
    expect(roster.skipped).toEqual([{ name: "Lost", key: "FRAY.Odds.Skip.Unreadable", reason: "Broken axe is broken and cannot attack" }]);
  });
});

describe("tactica: weight class, attack and Parry dice, ranks left", () => {
  const dagger = { name: "Dagger", type: "weapon", system: { ruleset: "tactica", tactica: { weightClass: "light" } } };
  const broadsword = { name: "Broadsword", type: "weapon", system: { ruleset: "tactica", tactica: { weightClass: "medium" } } };
  const fighter = { tactica: { actionDice: 4, attack: 5, defences: { dodge: 1, block: 0, parry: 3 }, physical: { rank: 4, lost: 1 }, mental: { rank: 3 } } };

  it("reads the heavier weapon and the ranks left; an actor with no tactica weapon is left out", async () => {
    fresh();
    const roster = await read("tactica", [
      { name: "Knight", type: "character", disposition: 1, system: fighter, items: [dagger, broadsword] },
      { name: "Thug", disposition: -1, system: fighter, items: [dagger] },
      { name: "Bare", disposition: -1, system: fighter, items: [] },
    ]);
    const knight = roster.entries[0]!;
    expect(knight.stats).toMatchObject({ actionDice: 4, attack: 5, parry: 3, weapon: "medium", armour: 0 });
    const derived = (game.actors!.getName("Knight") as unknown as InstanceType<Fray["FrayActor"]>).system.derived.tactica;
    expect(derived.physical.current).toBeGreaterThan(0);
    expect(derived.physical.current).toBeLessThan(derived.physical.total); // the lost rank counts
    expect(knight.stats).toMatchObject({ physical: derived.physical.current, mental: derived.mental.current });
    expect(roster.entries[1]!.stats).toMatchObject({ weapon: "light" });
    expect(roster.skipped).toEqual([{ name: "Bare", key: "FRAY.Odds.Skip.Unreadable", reason: "no weapon with a tactica weight class" }]);
  });
});
