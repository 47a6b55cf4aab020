/**
 * Issue 17, finding 1: Foundry runs migrateData on the partial changes of update()/updateSource(). A repair
 * there must touch only the keys it is given; the update then changes only the fields it names. Run through the
 * Foundry double's real pipeline (test/double: migrate the diff → clean → validate → merge).
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
import { RULESETS, RULESET_BLOCK_KEYS } from "../../module/schema/choices";
import { frayDoc, frayOnDouble, storedSystem, type Fray } from "../double/fray-world";

let fray: Fray;
beforeAll(async () => {
  const world = await frayOnDouble();
  fray = world.fray;
  world.fresh();
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

/** The stored system before and after `changes`, for a document of `type` made from `system`. */
async function update(type: string, system: object, changes: Record<string, unknown>): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  // An actor takes changes to the world ruleset's block only (the ruleset guard): the world plays the block changed.
  const block = Object.keys(changes)[0]!.split(".")[1];
  const ruleset = RULESETS.find((id) => RULESET_BLOCK_KEYS[id] === block);
  if (ruleset) await game.settings.set("fray", "ruleset", ruleset);
  const doc = await frayDoc(fray, type, system as Record<string, unknown>);
  const before = storedSystem(doc);
  await doc.update(changes as never);
  return { before, after: storedSystem(doc) };
}

describe("a partial update changes only the fields it names (migrateData on partial data)", () => {
  const cases: [string, Record<string, unknown>, string, unknown][] = [
    ["a sheet edit typing wounds 150 (max 99)", { "system.sixSeconds.wounds": 150 }, "sixSeconds.wounds", 99],
    ['a macro writing wounds as the text "3"', { "system.sixSeconds.wounds": "3" }, "sixSeconds.wounds", 3],
    ["tactica action dice 1.5", { "system.tactica.actionDice": 1.5 }, "tactica.actionDice", 2],
  ];
  for (const [name, changes, path, expected] of cases) {
    it(name, async () => {
      const { before, after } = await update("character", played(), changes);
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

  it("items: a bad value in an update repairs that field only", async () => {
    const armour = normalise(ITEM_SPECS.armour, { ruleset: "tactica", description: "<p>Mail</p>", tactica: { physicalRanks: 2, mentalRanks: 0, block: 1 } }).value;
    const { before, after } = await update("armour", armour, { "system.tactica.block": "lots" });
    const want = structuredClone(before);
    (want["tactica"] as Record<string, unknown>)["block"] = 0;
    expect(after).toEqual(want);
    const combo = { ruleset: "six-seconds", description: "<p>x</p>", components: [{ name: "Attack", rating: 1 }] };
    const edited = await update("combo", combo, { "system.description": 7 });
    expect(edited.after).toEqual({ ...edited.before, description: "" });
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
