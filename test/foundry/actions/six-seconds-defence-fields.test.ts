/**
 * Issue 24 (audit D2, D3, MO1): the Defence sources and the Will modifier are sheet fields. The stats tab (rendered
 * from the real template) offers each input; what it posts is written through a FrayActor on the Foundry double, the
 * actor's derived Toughness / Will follow, and a hit through FrayActor#takeDamage is judged against them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { actorPageBody, createRenderer } from "../../browser/render";
import { actorFixture } from "../../browser/fixtures";
import { frayOnDouble, type Fray } from "../../double/fray-world";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const r = createRenderer();
const statsTab = actorPageBody(r, { ...actorFixture("six-seconds", "npc"), mode: "edit", viewer: { isGM: true } }, "stats");

type ActorDoc = InstanceType<Fray["FrayActor"]>;

async function npc(name = "Beast"): Promise<ActorDoc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  return (await fray.FrayActor.create({ name, type: "npc" } as never)) as ActorDoc;
}

/** What the stats tab's input `field` posts (it must be on the tab), written through the document. */
async function post(actor: ActorDoc, field: string, value: number | boolean) {
  expect(statsTab.includes(`name="system.sixSeconds.${field}"`), `${field} on the stats tab`).toBe(true);
  await actor.update({ [`system.sixSeconds.${field}`]: value } as never);
}

describe("six-seconds Defence sources and Will on the sheet", () => {
  it("“Natural Armour: This is an amour bonus that comes from having thick skin, scales, bony plates”: +2 makes Toughness 11, so 10 damage is a wound, not dying", async () => {
    const beast = await npc();
    await beast.update({ "system.sixSeconds.abilities.endurance": 3 } as never);
    await post(beast, "naturalArmour", 2);
    expect(beast.system.derived.sixSeconds.toughness.toughness).toBe(11);
    await beast.takeDamage(10);
    expect(beast.system.stats.sixSeconds.wounds).toBe(1);
    expect(beast.statuses.has("six-seconds.dying")).toBe(false);
  });

  it("“Durability: This bonus comes from the material an object is made out of” and “The bonuses from different Defence sources do not stack”", async () => {
    const door = await npc("Door");
    await post(door, "durability", 3);
    await post(door, "unarmoured", 1);
    await door.createEmbeddedDocuments("Item", [{ name: "Plating", type: "armour", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { defence: 2 } } }] as never);
    // 6 + 0 + Endurance 0 + the best of 3, 1, 2 and natural +0.
    expect(door.system.derived.sixSeconds.toughness.toughness).toBe(9);
    expect(door.system.derived.sixSeconds.toughness.defence.bonus).toBe(3);
  });

  it("“Objects, which have no endurance, are treated as having an endurance of 3” and “An object that takes more damage than it's Toughness is destroyed”", async () => {
    const door = await npc("Door");
    await door.update({ "system.sixSeconds.abilities.endurance": -2 } as never);
    await post(door, "object", true);
    await post(door, "durability", 2);
    // 6 + 3 (objects' Endurance) + 2.
    expect(door.system.derived.sixSeconds.toughness.toughness).toBe(11);
    // Equal damage is only a wound for an object (it starts no dying).
    await door.takeDamage(11);
    expect(door.statuses.has("six-seconds.dying")).toBe(false);
    expect(door.system.stats.sixSeconds.wounds).toBe(1);
    // More than its Toughness (now 10): destroyed, marked as the defeated "dead" status; no dying.
    await door.takeDamage(11);
    expect(door.statuses.has("six-seconds.dead")).toBe(true);
    expect(door.statuses.has("six-seconds.dying")).toBe(false);
  });

  it("objects are immune to nonlethal damage (“Nonlethal … cannot damage objects” reading of 968): a nonlethal hit does nothing", async () => {
    const door = await npc("Door");
    await post(door, "object", true);
    await door.takeDamage(20, { ruleset: "six-seconds", hit: { nonlethal: true } });
    expect(door.system.stats.sixSeconds.wounds).toBe(0);
    expect(door.statuses.size).toBe(0);
  });

  it("“Will … is equal to their Spirit + 6 + any miscellaneous modifiers (such as from Discipline)”: +2 makes Will 9 / Minimum 3", async () => {
    const monk = await npc("Monk");
    await monk.update({ "system.sixSeconds.abilities.spirit": 1 } as never);
    await post(monk, "willBonus", 2);
    expect(monk.system.derived.sixSeconds.will).toMatchObject({ base: 9, current: 9, minimum: 3 });
  });
});
