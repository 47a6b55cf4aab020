/**
 * Issue 28 (2): the armour items' fields are read. frozen-lands and factions: an actor's armour is its own value (the
 * sheet's field) plus what its equipped armour items give; factions: a broken piece gives nothing and the total
 * never goes above 3. Through the Foundry double: actors and items created, equipped, unequipped and broken through
 * the pipeline (an embedded change prepares the actor again), the hit through FrayActor#takeDamage.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { resolveRequest } from "../../module/dice/requests";
import { factionsAttackRequest } from "../../module/rulesets/factions/attack";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Rec = Record<string, unknown>;
type ActorDoc = InstanceType<Fray["FrayActor"]>;

async function world(ruleset: string, system: Rec, items: Rec[] = []): Promise<ActorDoc> {
  fresh();
  await game.settings.set("fray", "ruleset", ruleset as never);
  const actor = (await fray.FrayActor.create({ name: "Target", type: "npc", system } as never)) as ActorDoc;
  if (items.length) await actor.createEmbeddedDocuments("Item", items as never);
  return actor;
}

const item = (actor: ActorDoc, name: string) => actor.items.contents.find((i) => i.name === name)!;

describe("frozen-lands: equipped armour items take their value off each hit", () => {
  const mail = { name: "Mail", type: "armour", system: { ruleset: "frozen-lands", equipped: true, frozenLands: { armour: 2 } } };
  const stamina = (a: ActorDoc) => a.system.stats.frozenLands.stamina.value;

  it("a hit of 5 on Stamina 10 with own armour 1: 4 without the mail, 1 with it (3 off), 4 again once it is taken off", async () => {
    const actor = await world("frozen-lands", { frozenLands: { stamina: { value: 10, classBase: 8 }, armour: 1 } });
    await actor.takeDamage(5);
    expect(stamina(actor)).toBe(6);
    await actor.update({ "system.frozenLands.stamina.value": 10 } as never);
    await actor.createEmbeddedDocuments("Item", [mail] as never);
    expect(actor.system.derived.frozenLands.armour).toEqual({ own: 1, worn: 2, total: 3 });
    await actor.takeDamage(5);
    expect(stamina(actor)).toBe(8);
    await item(actor, "Mail").update({ "system.equipped": false } as never);
    expect(actor.system.derived.frozenLands.armour.total).toBe(1);
    await actor.takeDamage(5);
    expect(stamina(actor)).toBe(4);
  });

  it("a GM's actor with armour typed on the sheet and no items keeps it", async () => {
    const actor = await world("frozen-lands", { frozenLands: { stamina: { value: 10, classBase: 8 }, armour: 2 } });
    expect(actor.system.derived.frozenLands.armour).toEqual({ own: 2, worn: 0, total: 2 });
    await actor.takeDamage(5);
    expect(stamina(actor)).toBe(7);
  });
});

describe("factions: armour from equipped, unbroken pieces, never above 3", () => {
  const piece = (name: string, shield: boolean, armour: number) => ({ name, type: "armour", system: { ruleset: "factions", equipped: true, shield, factions: { armour } } });
  const health = (a: ActorDoc) => a.system.stats.factions.health.value;

  it("a hit of 5 on health 8: shield and light armour (1 each) take 2; unequipping the shield gives back 1", async () => {
    const actor = await world("factions", { factions: { health: { value: 8, max: 8 } } }, [piece("Shield", true, 1), piece("Light armour", false, 1)]);
    expect(actor.system.derived.factions.armour).toEqual({ own: 0, worn: 2, total: 2 });
    await actor.takeDamage(5);
    expect(health(actor)).toBe(5);
    await item(actor, "Shield").update({ "system.equipped": false } as never);
    await actor.takeDamage(5);
    expect(health(actor)).toBe(1);
  });

  it("\"destroyed\": a broken piece gives nothing", async () => {
    const actor = await world("factions", { factions: { health: { value: 8, max: 8 } } }, [piece("Shield", true, 1), piece("Light armour", false, 1)]);
    await item(actor, "Shield").update({ "system.factions.broken": true } as never);
    expect(actor.system.derived.factions.armour.worn).toBe(1);
    await actor.takeDamage(5);
    expect(health(actor)).toBe(4);
  });

  it("\"as usual never above 3\": own 2 and two pieces of 1 make 3, not 4", async () => {
    const actor = await world("factions", { factions: { health: { value: 8, max: 8 }, armour: 2 } }, [piece("Shield", true, 1), piece("Light armour", false, 1)]);
    expect(actor.system.derived.factions.armour).toEqual({ own: 2, worn: 2, total: 3 });
    await actor.takeDamage(5);
    expect(health(actor)).toBe(6);
  });
});

describe("the pack's Theobald is armoured once (shield and light armour: armour value 2)", () => {
  const packActor = (file: string) => {
    const { _key, folder, ...data } = parse(readFileSync(`packs/_source/actors-factions/${file}.yml`, "utf8")) as Rec;
    void _key;
    void folder;
    data.items = ((data.items as Rec[] | undefined) ?? []).map(({ _key: k, ...i }) => (void k, i));
    return data;
  };

  it("\"the bandit leader inflicts 5 damage … Theobald … has an armour value of 2 and would only suffer 3 damage\"", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const theobald = (await fray.FrayActor.create(packActor("theobald") as never)) as ActorDoc;
    const leader = (await fray.FrayActor.create(packActor("bandit-leader") as never)) as ActorDoc;
    expect(theobald.system.derived.factions.armour.total).toBe(2);
    const axe = leader.items.contents.find((i) => i.name === "Battleaxe")!;
    const req = factionsAttackRequest(leader.system.stats, { id: axe.id ?? undefined, name: "Battleaxe", block: (axe.system as unknown as Rec)["factions"] as never }, theobald.asAttackTarget());
    const card = resolveRequest(req, [5]);
    expect(card.details).toEqual(expect.arrayContaining([{ label: "FRAY.Attack.TargetDefence", value: 2 }, { label: "FRAY.Attack.Dealt", value: 3 }]));
    const before = theobald.system.stats.factions.health.value;
    await theobald.takeDamage(card.damage!);
    expect(before - theobald.system.stats.factions.health.value).toBe(3);
  });
});

describe("the sheet shows the own field and the total with items", () => {
  const renderStats = async (ruleset: "factions" | "frozen-lands", items: Rec[]) => {
    const { actorPageBody, createRenderer } = await import("../browser/render");
    const { actorFixture } = await import("../browser/fixtures");
    const input = actorFixture(ruleset, "npc");
    return actorPageBody(createRenderer(), { ...input, items: [...input.items, ...(items as never[])] }, "stats");
  };
  const total = (html: string) => /Armour with items<\/span>\s*<output class="fray-derived-value">(\d+)<\/output>/.exec(html)?.[1];

  it("factions: own 1 (the field, labelled as the actor's own) and shield + light armour: 3", async () => {
    const pieces = ["Shield", "Light armour"].map((name, i) => ({ _id: `armourpiece0000${i}`, id: `armourpiece0000${i}`, name, type: "armour", img: "icons/svg/shield.svg", system: { ruleset: "factions", equipped: true, shield: i === 0, factions: { armour: 1, damaged: false, broken: false } } }));
    const html = await renderStats("factions", pieces);
    expect(html).toMatch(/Own armour<\/span>\s*<input type="number" name="system.factions.armour" value="1"/);
    expect(total(html)).toBe("3");
  });

  it("frozen-lands: own 0 and a mail of 2: 2", async () => {
    const html = await renderStats("frozen-lands", [{ _id: "armourpiece00009", id: "armourpiece00009", name: "Mail", type: "armour", img: "icons/svg/shield.svg", system: { ruleset: "frozen-lands", equipped: true, shield: false, frozenLands: { armour: 2 } } }]);
    expect(total(html)).toBe("2");
  });
});
