/**
 * The double held to the public sources a review found it contradicting (each test names its source). Fray's
 * tests rely on these behaviours, so each is pinned here on toy documents.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type DoubleHandle } from "./index";
import { TypeDataModel } from "./data-model";
import { fields } from "./fields";
import { Actor } from "./documents";
import { Combat, type Combatant } from "./combat";
import { expandObject, ForcedDeletion, ForcedReplacement } from "./utils";

type Rec = Record<string, unknown>;
const events: string[] = [];
class Model extends TypeDataModel {
  static override defineSchema() {
    return {
      hp: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 5, min: 0 }),
      note: new fields.StringField(),
      list: new fields.ArrayField(new fields.SchemaField({ a: new fields.StringField({ initial: "A" }) })),
      bar: new fields.SchemaField({ value: new fields.NumberField({ initial: 3 }), max: new fields.NumberField({ initial: 4 }) }),
    };
  }
  override async _preUpdate(changes: Rec): Promise<boolean | void> {
    events.push(`system._preUpdate ${JSON.stringify(changes["system"])}`);
  }
  override async _preDelete(): Promise<boolean | void> {
    events.push("system._preDelete");
  }
}

let h: DoubleHandle;
const config = () => CONFIG as unknown as Record<string, Rec>;
beforeEach(() => {
  h = installFoundryDouble();
  config()["Actor"]!["dataModels"] = { t: Model };
  events.length = 0;
});
const actor = async (system: Rec = {}) => (await Actor.create({ name: "A", type: "t", system })) as Actor;

describe("what preUpdate receives (#10842, #8967)", () => {
  it("the changes are expanded but not cleaned: a form's rows arrive as {'0': …}, unknown keys still there", async () => {
    const a = await actor();
    h.hooks.on("preUpdateActor", (_doc: unknown, changes: unknown) => void events.push(JSON.stringify((changes as Rec)["system"])));
    await a.update({ "system.list.0.a": "z", "system.hp": "7", "system.bogus": 1 });
    expect(events.at(-1)).toBe(JSON.stringify({ list: { 0: { a: "z" } }, hp: "7", bogus: 1 }));
    // The server cleans what the handlers left: the stored data and _onUpdate's diff are cast.
    expect(a.system).toMatchObject({ hp: 7, list: [{ a: "z" }] });
    expect(h.hooks.calls("updateActor")[0]![1]).toMatchObject({ system: { hp: 7, list: [{ a: "z" }] } });
  });

  it("validation still runs first, as a dry run: an invalid update throws before any handler", async () => {
    const a = await actor();
    await expect(a.update({ "system.hp": -1 })).rejects.toThrow(/system\.hp/);
    expect(h.hooks.calls("preUpdateActor")).toHaveLength(0);
  });
});

describe("the system model hears database events only through super (#10410)", () => {
  it("a document that calls super forwards them; one that refuses first never reaches the model", async () => {
    const a = await actor();
    await a.update({ "system.hp": 6 });
    expect(events).toEqual(['system._preUpdate {"hp":6}']);
    class Refuses extends Actor {
      override async _preUpdate(): Promise<boolean | void> {
        return false;
      }
      override async _preDelete(): Promise<boolean | void> {}
    }
    config()["Actor"]!["documentClass"] = Refuses;
    const b = (await Refuses.create({ name: "B", type: "t" })) as Actor;
    events.length = 0;
    await b.update({ "system.hp": 6 });
    await b.delete();
    expect(events).toEqual([]);
    await a.delete();
    expect(events).toEqual(["system._preDelete"]);
  });
});

describe("a NumberField with nullable: false (#13804)", () => {
  it("refuses null in an update naming the field, and keeps the stored value", async () => {
    const a = await actor({ hp: 4 });
    await expect(a.update({ "system.hp": null })).rejects.toThrow(/system\.hp: must be a finite number/);
    expect(a.system).toMatchObject({ hp: 4 });
  });
});

describe("foundry.utils and the v14 operators", () => {
  it("expandObject expands objects inside arrays (#8176)", () => {
    expect(expandObject({ items: [{ _id: "x", "system.random": "test" }] })).toEqual({ items: [{ _id: "x", system: { random: "test" } }] });
  });
  it("operators have the static API the v14 pages list: create, get, equals, toJSON", () => {
    const r = ForcedReplacement.create({ a: 1 });
    expect(r).toBeInstanceOf(ForcedReplacement);
    expect(ForcedReplacement.get(r)).toEqual({ a: 1 });
    expect(ForcedReplacement.get(3)).toBe(3);
    expect(ForcedReplacement.equals(r, ForcedReplacement.create({ a: 1 }))).toBe(true);
    expect(ForcedReplacement.equals(r, { a: 1 })).toBe(false);
    expect(ForcedDeletion.create()).toBeInstanceOf(ForcedDeletion);
    expect(r.toJSON()).toMatchObject({ value: { a: 1 } });
  });
});

describe("the double's Combat keeps the current combatant (#12990, #12009)", () => {
  async function started(initiatives: number[]): Promise<Combat> {
    const combatants = [];
    for (const [i, initiative] of initiatives.entries()) {
      const a = await Actor.create({ name: `A${i}`, type: "base" });
      combatants.push({ _id: `c${i}`.padEnd(16, "0"), actorId: a!.id, initiative });
    }
    const combat = (await Combat.create({ active: true, combatants }, { keepId: true })) as Combat;
    await combat.startCombat();
    await combat.nextTurn(); // c1 (initiative 20) is current, at index 1
    return combat;
  }
  const id = (n: number) => `c${n}`.padEnd(16, "0");

  it("a new combatant ahead in the order, and an initiative change, leave the turn on the same combatant", async () => {
    const combat = await started([30, 20, 10]);
    expect(combat.combatant?.id).toBe(id(1));
    await combat.createEmbeddedDocuments("Combatant", [{ _id: id(3), initiative: 40 }], { keepId: true });
    expect(combat.combatant?.id).toBe(id(1));
    expect(combat.turn).toBe(2);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: id(1), initiative: 5 }], { turnEvents: false });
    expect(combat.combatant?.id).toBe(id(1));
  });

  it("deleting an earlier combatant keeps the current one; deleting the current one starts the next one's turn", async () => {
    const combat = await started([30, 20, 10, 5]);
    await combat.deleteEmbeddedDocuments("Combatant", [id(0)]);
    expect(combat.combatant?.id).toBe(id(1));
    await combat.deleteEmbeddedDocuments("Combatant", [id(1)]);
    expect(combat.combatant?.id).toBe(id(2));
  });

  it("_on…DescendantDocuments get the collection name, 'combatants'", async () => {
    const seen: string[] = [];
    class Watching extends Combat {
      override _onCreateDescendantDocuments(...args: Parameters<Combat["_onCreateDescendantDocuments"]>): void {
        super._onCreateDescendantDocuments(...args);
        seen.push(args[1]);
      }
    }
    config()["Combat"]!["documentClass"] = Watching;
    const combat = (await Watching.create({ active: true })) as Combat;
    await combat.createEmbeddedDocuments("Combatant", [{ initiative: 1 }]);
    expect(seen).toEqual(["combatants"]);
    expect((combat.combatants.contents[0] as Combatant).initiative).toBe(1);
  });
});

describe("a token bar edit (Actor#modifyTokenAttribute)", () => {
  it("clamps a bar's change to [0, max] and lets the modifyTokenAttribute hook see and refuse the updates", async () => {
    const a = await actor({ bar: { value: 3, max: 4 } });
    await a.modifyTokenAttribute("bar", 5, true, true);
    expect(a.system).toMatchObject({ bar: { value: 4 } });
    await a.modifyTokenAttribute("bar", -9, true, true);
    expect(a.system).toMatchObject({ bar: { value: 0 } });
    h.hooks.on("modifyTokenAttribute", () => false);
    await a.modifyTokenAttribute("bar", 2, false, true);
    expect(a.system).toMatchObject({ bar: { value: 0 } });
    expect(h.hooks.calls("modifyTokenAttribute").at(-1)![1]).toEqual({ "system.bar.value": 2 });
  });
});

describe("a token's move (v14 API hookEvents.preMoveToken, TokenMovementData)", () => {
  it("a preMoveToken handler cannot move the destination: the waypoints are final", async () => {
    const sceneClass = config()["Scene"]!["documentClass"] as { create(d: Rec): Promise<unknown> };
    const scene = (await sceneClass.create({ name: "S" })) as { createEmbeddedDocuments(n: string, d: Rec[]): Promise<unknown[]> };
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "T", x: 0, y: 0 }])) as { x: number; move(w: Rec): Promise<boolean> }[];
    h.hooks.on("preMoveToken", (_t: unknown, movement: unknown) => void ((movement as { destination: Rec }).destination["x"] = 900));
    await token!.move({ x: 200, y: 0 });
    expect(token!.x).toBe(200);
  });
});
