/**
 * Issue 17, finding 1: Foundry runs migrateData on the partial changes of update()/updateSource(). A repair
 * there must touch only the keys it is given; the update then changes only the fields it names.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boundedDamageApplication, clampUpdate } from "../../module/chat/bounded-damage";
import { damageApplication } from "../../module/chat/apply-damage";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { InvalidDataError, normalise } from "../../module/data/shared/normalise";
import { repairPresent } from "../../module/data/shared/repair-present";
import { initialOf } from "../../module/data/shared/spec";
import { applyUpdate, expand } from "./apply-update";
import { installFoundryStub } from "./foundry-stub";

type Migrate = (source: Record<string, unknown>) => Record<string, unknown>;
let actorMigrate: Migrate;
let itemMigrate: (type: keyof typeof ITEM_SPECS) => Migrate;

beforeAll(async () => {
  installFoundryStub();
  const actors = await import("../../module/data/actor/models");
  const items = await import("../../module/data/item/models");
  actorMigrate = (s) => actors.CharacterData.migrateData(s);
  itemMigrate = (type) => (s) => items.ITEM_MODELS[type].migrateData(s);
});

/** A filled-in actor whose every block differs from the defaults. */
function played(): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  s.biography = "<p>Mauve</p>";
  s.sixSeconds.abilities.strength = 4;
  s.sixSeconds.skills = [{ name: "Weapon Skill", ability: "dexterity", rank: 3 }];
  s.sixSeconds.wounds = 2;
  s.frozenLands.stamina = { value: 7, classBase: 10 };
  s.factions.health = { value: 3, max: 9 };
  s.tactica.physical.lost = 2;
  s.tactica.actionDice = 5;
  return s;
}

/** What Foundry does with an update: migrate the (expanded) changes, then merge them onto the source. */
function update(migrate: Migrate, source: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const system = expand(changes)["system"] as Record<string, unknown>;
  return applyUpdate({ system: source }, { system: migrate(system) })["system"] as Record<string, unknown>;
}

describe("a partial update changes only the fields it names (migrateData on partial data)", () => {
  const cases: [string, Record<string, unknown>, string, unknown][] = [
    ["a sheet edit typing wounds 150 (max 99)", { "system.sixSeconds.wounds": 150 }, "sixSeconds.wounds", 99],
    ['a macro writing wounds as the text "3"', { "system.sixSeconds.wounds": "3" }, "sixSeconds.wounds", 3],
    ["tactica action dice 1.5", { "system.tactica.actionDice": 1.5 }, "tactica.actionDice", 2],
  ];
  for (const [name, changes, path, expected] of cases) {
    it(name, () => {
      const before = played() as unknown as Record<string, unknown>;
      const after = update(actorMigrate, before, changes);
      const want = structuredClone(before);
      const [block, key] = path.split(".") as [string, string];
      (want[block] as Record<string, unknown>)[key] = expected;
      expect(after).toEqual(want);
    });
  }

  it("a non-object where a block belongs is dropped from the update (reported), not replaced by defaults", () => {
    const changes: Record<string, unknown> = { tactica: 5, sixSeconds: { wounds: 1 } };
    const issues = repairPresent(ACTOR_SYSTEM, changes);
    expect(changes).toEqual({ sixSeconds: { wounds: 1 } });
    expect(issues.map((i) => i.path)).toEqual(["tactica"]);
  });

  it("never adds a key that was not in the data it is given", () => {
    const changes: Record<string, unknown> = { sixSeconds: { abilities: { strength: 99 } } };
    repairPresent(ACTOR_SYSTEM, changes);
    expect(changes).toEqual({ sixSeconds: { abilities: { strength: 20 } } });
  });

  it("items: a bad value in an update repairs that field only", () => {
    const before = normalise(ITEM_SPECS.armour, { ruleset: "tactica", description: "<p>Mail</p>", tactica: { physicalRanks: 2, mentalRanks: 0, block: 1 } }).value as Record<string, unknown>;
    const after = update(itemMigrate("armour"), before, { "system.tactica.block": "lots" });
    const want = structuredClone(before);
    (want["tactica"] as Record<string, unknown>)["block"] = 0;
    expect(after).toEqual(want);
    const combo = { ruleset: "six-seconds", description: "<p>x</p>", components: [{ name: "Attack", rating: 1 }] };
    expect(update(itemMigrate("combo"), combo, { "system.description": 7 })).toEqual({ ...combo, description: "" });
  });
});

describe("damage lands inside the schema's bounds and a bad amount is refused at the boundary", () => {
  const s = played();
  s.sixSeconds.wounds = 99;
  const d = prepareActorDerived(s);

  it("six-seconds wounds 99 + a wound stays 99 (the raw mapping would write 100)", () => {
    expect(damageApplication("six-seconds", s, d, 30).update["system.sixSeconds.wounds"]).toBe(100);
    expect(boundedDamageApplication("six-seconds", s, d, 30).update["system.sixSeconds.wounds"]).toBe(99);
  });

  it("clampUpdate rounds and bounds numbers of known fields and leaves the rest", () => {
    expect(clampUpdate(ACTOR_SYSTEM, { "system.tactica.physical.lost": 40, "system.frozenLands.stamina.value": -3, "system.tactica.doubt": true, "system.unknown": 5 })).toEqual({
      "system.tactica.physical.lost": 12,
      "system.frozenLands.stamina.value": 0,
      "system.tactica.doubt": true,
      "system.unknown": 5,
    });
  });

  it("a NaN, text or negative amount is refused naming the amount", () => {
    for (const amount of [Number.NaN, "3", -1, 1e9, 2.5, null, {}]) {
      expect(() => boundedDamageApplication("tactica", s, d, amount)).toThrow(InvalidDataError);
      expect(() => boundedDamageApplication("tactica", s, d, amount)).toThrow(/amount/);
    }
  });
});
