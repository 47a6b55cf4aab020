import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { migrateActorSource } from "../../module/data/actor/migrate";
import { ACTOR_SYSTEM, NPC_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { assertValid, InvalidDataError, normalise } from "../../module/data/shared/normalise";
import { restrictToRuleset } from "../../module/data/shared/ruleset-view";
import { initialOf } from "../../module/data/shared/spec";
import { RULESETS } from "../../module/schema/choices";
import { clone, setPath } from "./helpers";

function actor(patch: (s: ActorSystem) => void): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  patch(s);
  return s;
}

describe("derived values per ruleset (from the engine)", () => {
  it("six-seconds: Toughness = 6 + 3×scale + Endurance + best Defence − wounds; Will = Spirit + 6 − penalties", () => {
    const s = actor((a) => {
      a.sixSeconds.abilities.endurance = 2;
      a.sixSeconds.abilities.spirit = 3;
      a.sixSeconds.abilities.dexterity = 2;
      a.sixSeconds.wounds = 1;
      a.sixSeconds.moralePenalties = 2;
      a.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 3 }];
      a.sixSeconds.xp = 996;
    });
    const items = [
      { type: "armour", name: "Leather", system: { equipped: true, sixSeconds: { defence: 1 } } },
      { type: "armour", name: "Chain", system: { equipped: true, sixSeconds: { defence: 2 } } },
      { type: "armour", name: "Plate (stowed)", system: { equipped: false, sixSeconds: { defence: 5 } } },
    ];
    const d = prepareActorDerived(s, items).sixSeconds;
    expect(d.toughness.toughness).toBe(6 + 2 + 2 - 1);
    expect(d.toughness.minimum).toBe(3);
    expect(d.toughness.defence.reason).toBe("Chain");
    // Jack Clancy's Will is 9/3 with Spirit 3 (possession example); two penalties make it 7/1.
    expect(d.will).toEqual({ base: 9, current: 7, minimum: 1, broken: false });
    expect(d.skills[0]!.bonus).toBe(5);
    expect(d.xpToLevel).toBe(4);
    // Encumbrance: "a strength 3, endurance 3 human can carry up to 8kg with no penalty, 16kg with a -1 penalty".
    s.sixSeconds.abilities.strength = 3;
    s.sixSeconds.abilities.endurance = 3;
    s.sixSeconds.carriedKg = 16;
    expect(prepareActorDerived(s).sixSeconds.encumbrance.mobilityPenalty).toBe(1);
    s.sixSeconds.mobilityPenalties = 2;
    expect(prepareActorDerived(s).sixSeconds.mobilityPenalty).toBe(2);
  });

  it("six-seconds: Will falls to 0 and the character is broken, never below 0", () => {
    const s = actor((a) => {
      a.sixSeconds.abilities.spirit = 1;
      a.sixSeconds.moralePenalties = 30;
    });
    expect(prepareActorDerived(s).sixSeconds.will.current).toBe(0);
    expect(prepareActorDerived(s).sixSeconds.will.broken).toBe(true);
  });

  it("frozen-lands: Stamina = class + BODY, reactions = AGILITY − 1 − Dazed, Stress above SOUL adds dice", () => {
    const s = actor((a) => {
      Object.assign(a.frozenLands.attributes, { body: 3, agility: 3, soul: 3 });
      a.frozenLands.stamina = { value: 5, classBase: 10 };
      a.frozenLands.stress = 5;
      a.frozenLands.conditions = { exhaustion: 1, dazed: 1, fear: 0 };
    });
    const d = prepareActorDerived(s).frozenLands;
    expect(d).toMatchObject({ staminaMax: 13, stressDice: 2, actions: 2, reactions: 1, broken: false, successPenalty: 0 });
    s.frozenLands.conditions.fear = 3;
    expect(prepareActorDerived(s).frozenLands).toMatchObject({ broken: false, successPenalty: 1 });
    s.frozenLands.broken = true;
    expect(prepareActorDerived(s).frozenLands.broken).toBe(true);
    s.frozenLands.broken = false;
    s.frozenLands.conditions.fear = 0;
    s.frozenLands.stamina.value = 0;
    expect(prepareActorDerived(s).frozenLands.broken).toBe(true);
  });

  it("factions: roll-under d20 save odds and half health", () => {
    const s = actor((a) => {
      a.factions.agi = 8;
      a.factions.health = { value: 4, max: 8 };
    });
    const d = prepareActorDerived(s).factions;
    expect(d.saveOdds.agi).toBeCloseTo(8 / 20);
    expect(d.bloodied).toBe(true);
  });

  it("tactica: every 2nd physical rank lost costs a mental rank; SL +1 succeeds on 4–6; heroes fall to −3", () => {
    const s = actor((a) => {
      a.tactica.physical = { rank: 4, lost: 3, bonus: 1, state: false };
      a.tactica.mental = { rank: 3, lost: 0, bonus: 0, state: true };
      a.tactica.sl = 1;
    });
    const d = prepareActorDerived(s).tactica;
    expect(d.physical).toEqual({ total: 5, current: 1, crossover: 0, floor: 0 });
    expect(d.mental.crossover).toBe(1);
    expect(d.mental.current).toBe(2);
    expect(d.successOn).toBe(4);
    expect(d.outOfAction).toBe(false);
    s.tactica.physical.lost = 4;
    expect(prepareActorDerived(s).tactica.outOfAction).toBe(true);
    s.tactica.heroic = true;
    expect(prepareActorDerived(s).tactica.physical.current).toBe(0);
    expect(prepareActorDerived(s).tactica.outOfAction).toBe(false);
  });

  it("tactica groups: a Mob of rank-3 humans is on rank 4 with +1d and 2 attacks; a Crowd adds +1/+1", () => {
    const s = actor((a) => {
      a.tactica.physical.rank = 3;
      a.tactica.mental.rank = 3;
      a.tactica.group = "mob";
    });
    const mob = prepareActorDerived(s).tactica;
    expect([mob.physical.current, mob.mental.current]).toEqual([4, 3]);
    expect(mob.group).toEqual({ extraDice: 1, attacks: 2 });
    s.tactica.group = "crowd";
    const crowd = prepareActorDerived(s).tactica;
    // The table's bonuses (+1 Physical, +1 Mental) as the engine reads them; the text's "5/4" aside counts from a Mob.
    expect([crowd.physical.current, crowd.mental.current]).toEqual([4, 4]);
    s.tactica.group = "single";
    expect(prepareActorDerived(s).tactica.group).toBeNull();
  });
});

describe("malformed actor source", () => {
  it("repairs wrong types, out-of-range numbers and unknown choices, names each path, loses no other field", () => {
    const good = initialOf(NPC_SYSTEM);
    good.biography = "<p>Keep me</p>";
    good.frozenLands.wp = 7;
    const bad: Record<string, unknown> = clone(good) as unknown as Record<string, unknown>;
    setPath(bad, "sixSeconds.abilities.strength", "4");
    setPath(bad, "sixSeconds.scale", 99);
    setPath(bad, "factions.armour", 2.6);
    setPath(bad, "factions.size", "gigantic");
    setPath(bad, "tactica.defences", "lots");
    setPath(bad, "frozenLands.stress", { nope: true });
    setPath(bad, "sixSeconds.skills", [{ name: "Reflex", rank: -2 }]);
    setPath(bad, "futureField", { kept: 1 });
    delete (bad["frozenLands"] as Record<string, unknown>)["conditions"];

    const { value, issues } = normalise(NPC_SYSTEM, bad);
    expect(value.sixSeconds.abilities.strength).toBe(4);
    expect(value.sixSeconds.scale).toBe(10);
    expect(value.factions.armour).toBe(3);
    expect(value.factions.size).toBe("medium");
    expect(value.tactica.defences).toEqual({ dodge: 0, block: 0, parry: 0 });
    expect(value.frozenLands.stress).toBe(0);
    expect(value.sixSeconds.skills).toEqual([{ name: "Reflex", ability: "dexterity", rank: 0 }]);
    expect(value.frozenLands.conditions).toEqual({ exhaustion: 0, dazed: 0, fear: 0 });
    // Nothing else changed, unknown keys survive.
    expect(value.biography).toBe("<p>Keep me</p>");
    expect(value.frozenLands.wp).toBe(7);
    expect((value as unknown as Record<string, unknown>)["futureField"]).toEqual({ kept: 1 });
    const paths = issues.map((i) => i.path).sort();
    expect(paths).toEqual(
      [
        "factions.armour",
        "factions.size",
        "frozenLands.stress",
        "sixSeconds.abilities.strength",
        "sixSeconds.scale",
        "sixSeconds.skills.0.rank",
        "tactica.defences",
      ].sort(),
    );
    expect(issues.find((i) => i.path === "factions.size")!.problem).toContain('"gigantic"');
  });

  it("assertValid rejects a bad request with every bad path in the message", () => {
    expect(() => assertValid(ACTOR_SYSTEM, { ...initialOf(ACTOR_SYSTEM), factions: { str: "x" } }, "actor data")).toThrow(InvalidDataError);
    try {
      assertValid(ACTOR_SYSTEM, { ...initialOf(ACTOR_SYSTEM), factions: { str: "x" } }, "actor data");
    } catch (e) {
      expect((e as Error).message).toMatch(/factions\.str: expected a number/);
      expect((e as Error).message).toMatch(/factions\.agi: missing/);
    }
  });

  it("property: normalising any junk gives in-bounds data, and normalising twice changes nothing", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        const src = { sixSeconds: { scale: a, abilities: b }, tactica: { physical: c } };
        const once = normalise(ACTOR_SYSTEM, src).value;
        expect(once.sixSeconds.scale).toBeGreaterThanOrEqual(-10);
        expect(once.sixSeconds.scale).toBeLessThanOrEqual(10);
        expect(Number.isInteger(once.tactica.physical.rank)).toBe(true);
        const twice = normalise(ACTOR_SYSTEM, once);
        expect(twice.issues).toEqual([]);
        expect(twice.value).toEqual(once);
        // Derivation never throws on normalised data.
        prepareActorDerived(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe("world ruleset switch A → B → A", () => {
  it("a sheet in ruleset B writes only B's block; A's block comes back unchanged", () => {
    const start = actor((a) => {
      a.sixSeconds.abilities.strength = 4;
      a.sixSeconds.wounds = 2;
      a.tactica.physical.rank = 6;
      a.frozenLands.wp = 3;
      a.factions.faction = "Bandits";
    });
    for (const a of RULESETS) {
      for (const b of RULESETS) {
        if (a === b) continue;
        const data = clone(start);
        // A stale form that still carries every block, edited while the world plays B.
        const form: Record<string, unknown> = {
          "system.sixSeconds.abilities.strength": 0,
          "system.frozenLands.wp": 0,
          "system.factions.faction": "",
          "system.tactica.physical.rank": 0,
          "system.biography": "<p>edited</p>",
          name: "Renamed",
        };
        const { allowed, dropped } = restrictToRuleset(b, form);
        expect(dropped).toHaveLength(3);
        for (const [path, value] of Object.entries(allowed)) {
          if (path.startsWith("system.")) setPath(data as unknown as Record<string, unknown>, path.slice(7), value);
        }
        const back = normalise(ACTOR_SYSTEM, data).value;
        const keyA = { "six-seconds": "sixSeconds", "frozen-lands": "frozenLands", factions: "factions", tactica: "tactica" }[a] as keyof ActorSystem;
        expect(back[keyA]).toEqual(start[keyA]);
        expect(back.biography).toBe("<p>edited</p>");
        // Derived values for A are what they were before the switch.
        expect(prepareActorDerived(back)[keyA as "sixSeconds"]).toEqual(prepareActorDerived(start)[keyA as "sixSeconds"]);
      }
    }
  });
});

describe("document-level ruleset guard", () => {
  it("removes other rulesets' blocks from a nested update and keeps arrays of the world block intact", async () => {
    const { stripOtherRulesets } = await import("../../module/data/shared/ruleset-view");
    const system: Record<string, unknown> = {
      sixSeconds: { skills: [{ name: "Reflex", ability: "dexterity", rank: 2 }] },
      tactica: { physical: { rank: 0 } },
      biography: "<p>x</p>",
    };
    expect(stripOtherRulesets("six-seconds", system)).toEqual(["tactica"]);
    expect(system).toEqual({ sixSeconds: { skills: [{ name: "Reflex", ability: "dexterity", rank: 2 }] }, biography: "<p>x</p>" });
    expect(stripOtherRulesets("tactica", { tactica: {} })).toEqual([]);
  });
});

describe("migrations", () => {
  it("0.0.x factions health number → {value, max}; top-level scale/wounds → sixSeconds", () => {
    const old: Record<string, unknown> = { scale: 1, wounds: 2, factions: { health: 8, str: 12 } };
    const migrated = migrateActorSource(old);
    expect(migrated).toEqual({ sixSeconds: { scale: 1, wounds: 2 }, factions: { health: { value: 8, max: 8 }, str: 12 } });
    const data = normalise(ACTOR_SYSTEM, migrated);
    expect(data.issues).toEqual([]);
    expect(data.value.factions.health).toEqual({ value: 8, max: 8 });
    expect(data.value.sixSeconds.scale).toBe(1);
    // Idempotent: running again changes nothing.
    expect(migrateActorSource(clone(migrated))).toEqual(migrated);
  });

  it("does not overwrite a value already in the new place", () => {
    const old: Record<string, unknown> = { wounds: 5, sixSeconds: { wounds: 1 } };
    expect(migrateActorSource(old)).toEqual({ sixSeconds: { wounds: 1 } });
  });
});
