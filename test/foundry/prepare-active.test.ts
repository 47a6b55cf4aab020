/**
 * Issue 31 (4): an actor's preparation normalises and derives the world ruleset's block only; the other rulesets'
 * blocks stay as stored, and their derived values are worked out only when something reads them. Through the Foundry
 * double's document pipeline (create → prepareData, update → prepareData).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { normalise } from "../../module/data/shared/normalise";
import { initialOf } from "../../module/data/shared/spec";
import { ACTOR_BLOCKS, type ActorBlockKey } from "../../module/rulesets/actor-blocks";
import { RULESETS, RULESET_BLOCK_KEYS } from "../../module/schema/choices";
import { frayDoc, frayOnDouble, storedSystem, type Fray } from "../double/fray-world";

let fray: Fray;
beforeAll(async () => {
  const world = await frayOnDouble();
  fray = world.fray;
  world.fresh();
});
afterEach(() => vi.restoreAllMocks());

/** Every block filled in away from its defaults, so a rewrite of any of them would show. */
function played(): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  s.biography = "<p>Mauve</p>";
  s.sixSeconds.abilities.endurance = 3;
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
  s.sixSeconds.wounds = 1;
  s.frozenLands.attributes.agility = 4;
  s.frozenLands.stamina = { value: 7, classBase: 10 };
  s.frozenLands.stress = 5;
  s.factions.health = { value: 3, max: 9 };
  s.tactica.physical.lost = 2;
  s.tactica.actionDice = 5;
  return s;
}

const KEYS = Object.keys(ACTOR_BLOCKS) as ActorBlockKey[];
const spyDerives = () => Object.fromEntries(KEYS.map((k) => [k, vi.spyOn(ACTOR_BLOCKS[k], "derive")])) as Record<ActorBlockKey, ReturnType<typeof vi.spyOn>>;

describe("an actor prepares the world ruleset's block only", () => {
  for (const ruleset of RULESETS) {
    const active = RULESET_BLOCK_KEYS[ruleset];
    it(`in a ${ruleset} world, preparing derives ${active} and no other block`, async () => {
      await game.settings.set("fray", "ruleset", ruleset);
      const actor = await frayDoc(fray, "character", played() as never);
      const derives = spyDerives();
      actor.prepareData();
      for (const key of KEYS) expect(derives[key], `${key} derived`).toHaveBeenCalledTimes(key === active ? 1 : 0);
    });
  }

  it("another block's stats and derived values are still there when read, equal to a full preparation", async () => {
    await game.settings.set("fray", "ruleset", "six-seconds");
    const stored = played();
    const actor = await frayDoc(fray, "character", stored as never);
    const derives = spyDerives();
    actor.prepareData();
    const system = actor.system as unknown as { stats: ActorSystem; derived: ReturnType<typeof prepareActorDerived> };
    // Read once, worked out once: a second read is the same object.
    expect(system.derived.frozenLands).toBe(system.derived.frozenLands);
    expect(system.stats.tactica).toBe(system.stats.tactica);
    expect(derives.frozenLands).toHaveBeenCalledTimes(1);
    const full = normalise(ACTOR_SYSTEM, storedSystem(actor)).value;
    expect(system.stats).toEqual(full);
    const all = prepareActorDerived(full);
    for (const key of KEYS) expect(system.derived[key], key).toEqual(all[key]);
  });
});

describe("another ruleset's stored block is kept as stored", () => {
  it("survives preparation, reads of every block, a no-op update and a write to the active block byte for byte", async () => {
    await game.settings.set("fray", "ruleset", "factions");
    const actor = await frayDoc(fray, "character", played() as never);
    const before = JSON.stringify(storedSystem(actor)["frozenLands"]);
    actor.prepareData();
    const system = actor.system as unknown as { stats: ActorSystem; derived: Record<string, unknown> };
    expect(system.stats.frozenLands.stress).toBe(5);
    expect(system.derived["frozenLands"]).toBeDefined();
    // A no-op update: the active block's own value again (the dry run finds no change, nothing is written).
    await actor.update({ "system.factions.health.value": 3 } as never);
    expect(JSON.stringify(storedSystem(actor)["frozenLands"])).toBe(before);
    await actor.update({ "system.factions.health.value": 2 } as never);
    expect(storedSystem(actor)["factions"]).toMatchObject({ health: { value: 2, max: 9 } });
    expect(JSON.stringify(storedSystem(actor)["frozenLands"])).toBe(before);
  });
});

describe("a combo's check is worked out when read, from its owner as last prepared", () => {
  it("follows the owner's techniques: a technique that stops being a component is unknown to the combo", async () => {
    await game.settings.set("fray", "ruleset", "six-seconds");
    const system = played();
    system.sixSeconds.comboLimit = 5;
    system.sixSeconds.skills = [{ name: "Weapon Skill", ability: "dexterity", rank: 3 }];
    const actor = (await frayDoc(fray, "character", system as never)) as InstanceType<Fray["FrayActor"]>;
    const [combo, trip] = await actor.createEmbeddedDocuments("Item", [
      { name: "Trip and cut", type: "combo", system: { components: [{ name: "Attack", rating: 1 }, { name: "Trip", rating: 2 }] } },
      { name: "Trip", type: "technique", system: { comboRating: 2, component: true } },
    ] as never);
    actor.prepareData();
    const check = () => (combo as unknown as { system: { check: { rating: number; problems: { key: string }[] } } }).system.check;
    expect(check()).toMatchObject({ rating: 3, problems: [] });
    await trip!.update({ "system.component": false } as never);
    expect(check().problems.map((p) => p.key)).toContain("FRAY.Combo.UnknownComponent");
  });
});
