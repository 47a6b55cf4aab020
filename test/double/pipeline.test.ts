/** The double's own document pipeline on a toy model: what each step does, so Fray's tests can rely on it. */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type DoubleHandle } from "./index";
import { TypeDataModel } from "./data-model";
import { fields } from "./fields";
import { Actor } from "./documents";

const seen: Record<string, unknown>[] = [];
class Model extends TypeDataModel {
  static override defineSchema() {
    return {
      hp: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 5, min: 0, max: 10 }),
      name: new fields.StringField({ required: true, blank: false, initial: "x", choices: ["x", "y"] }),
      list: new fields.ArrayField(new fields.SchemaField({ a: new fields.StringField({ initial: "A" }), b: new fields.NumberField({ initial: 1 }) })),
      tags: new fields.SetField(new fields.StringField()),
      block: new fields.SchemaField({ p: new fields.NumberField({ initial: 1 }), q: new fields.NumberField({ initial: 2 }) }),
    };
  }
  static override migrateData(source: Record<string, unknown>) {
    seen.push(structuredClone(source));
    return super.migrateData(source);
  }
  declare hp: number;
  declare derived: number;
  override prepareDerivedData(): void {
    this.derived = this.hp * 2;
  }
}

let h: DoubleHandle;
beforeEach(() => {
  h = installFoundryDouble();
  (CONFIG as unknown as Record<string, Record<string, unknown>>)["Actor"]!["dataModels"] = { t: Model };
  seen.length = 0;
});

async function actor(system: Record<string, unknown> = {}) {
  return (await Actor.create({ name: "A", type: "t", system })) as Actor;
}

describe("the document pipeline", () => {
  it("create: initial values, casting, derived data, hooks with the server's userId", async () => {
    const a = await actor({ hp: "7" });
    expect(a.system).toMatchObject({ hp: 7, name: "x", list: [], block: { p: 1, q: 2 }, derived: 14 });
    expect(a.id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(h.hooks.calls("createActor")[0]![2]).toBe(h.gm.id); // (document, options, userId)
    expect(h.game.actors.get(a.id!)).toBe(a);
  });

  it("update: migrateData sees only the partial change, then the merge keeps the rest", async () => {
    const a = await actor({ block: { p: 3, q: 4 } });
    seen.length = 0;
    await a.update({ "system.block.p": 9 });
    // The first call is the update's diff alone; re-initialising the model then migrates its whole source.
    expect(seen[0]).toEqual({ block: { p: 9 } });
    expect(a.system).toMatchObject({ block: { p: 9, q: 4 } });
  });

  it("an array in an update replaces the whole array; a form's {0: …} object becomes rows with initial values", async () => {
    const a = await actor({ list: [{ a: "x", b: 5 }, { a: "y", b: 6 }] });
    await a.update({ system: { list: { 0: { b: 2 } } } });
    expect((a.system as { list: unknown }).list).toEqual([{ a: "A", b: 2 }]);
  });

  it("a bad value throws naming the field and changes nothing; integers are rounded", async () => {
    const a = await actor({ hp: 3 });
    await expect(a.update({ "system.hp": 11 })).rejects.toThrow(/system\.hp: must be at most 10/);
    await expect(a.update({ "system.name": "z" })).rejects.toThrow(/system\.name: z is not a valid choice/);
    await expect(a.update({ "system.hp": "abc" })).rejects.toThrow(/system\.hp: must be a number/);
    expect((a.system as { hp: number }).hp).toBe(3);
    await a.update({ "system.hp": 4.4 });
    expect((a.system as { hp: number }).hp).toBe(4);
  });

  it("no change: no update, no hooks", async () => {
    const a = await actor({ hp: 3 });
    const before = h.hooks.log.length;
    expect(await a.update({ "system.hp": 3 })).toBeUndefined();
    expect(h.hooks.log.length).toBe(before);
  });

  it("preUpdate hook and _onUpdate see the diff and the acting user's id", async () => {
    const a = await actor();
    h.actAs(h.gm);
    await a.update({ "system.hp": 6 });
    const [doc, changed, , userId] = h.hooks.calls("updateActor")[0]!;
    expect(doc).toBe(a);
    expect(changed).toEqual({ system: { hp: 6 }, _id: a.id });
    expect(userId).toBe(h.gm.id);
  });

  it("flags merge key by key, arrays replace, unsetFlag deletes", async () => {
    const a = await actor();
    await a.setFlag("fray", "x", { a: 1, list: [1, 2] });
    await a.setFlag("fray", "x", { b: 2, list: [3] });
    expect(a.getFlag("fray", "x")).toEqual({ a: 1, b: 2, list: [3] });
    await a.unsetFlag("fray", "x");
    expect(a.getFlag("fray", "x")).toBeUndefined();
  });

  it("a player may not update an actor they do not own; ownership gives isOwner/limited", async () => {
    const a = await actor();
    h.actAs(h.player);
    await expect(a.update({ "system.hp": 1 })).rejects.toThrow(/lacks permission to update Actor/);
    h.actAs(h.gm);
    await a.update({ ownership: { [h.player.id!]: 1 } });
    h.actAs(h.player);
    expect(a.limited).toBe(true);
    expect(a.isOwner).toBe(false);
  });

  it("v14: _del deletes and -= still works with a deprecation warning", async () => {
    h = installFoundryDouble({ generation: 14 });
    (CONFIG as unknown as Record<string, Record<string, unknown>>)["Actor"]!["dataModels"] = { t: Model };
    const a = await actor();
    await a.setFlag("fray", "k", 1);
    await a.setFlag("fray", "j", 1);
    const g = globalThis as unknown as { _del: unknown };
    await a.update({ flags: { fray: { k: g._del } } });
    expect(a.flags["fray"]).toEqual({ j: 1 });
    await a.update({ "flags.fray.-=j": null });
    expect(a.flags["fray"]).toEqual({});
    expect(h.deprecations.length).toBe(1);
    expect(game.release.generation).toBe(14);
  });
});

describe("v14 operators inside a system update", () => {
  it("_replace replaces a block whole, cleaned whole (absent keys take their initial value)", async () => {
    installFoundryDouble({ generation: 14 });
    (CONFIG as unknown as Record<string, Record<string, unknown>>)["Actor"]!["dataModels"] = { t: Model };
    const a = await actor({ block: { p: 3, q: 4 } });
    const g = globalThis as unknown as { _replace: (v: unknown) => unknown };
    await a.update({ system: { block: g._replace({ p: "7" }) } });
    expect((a.system as { block: unknown }).block).toEqual({ p: 7, q: 2 });
  });
});

describe("statuses", () => {
  it("toggleStatusEffect adds and removes an ActiveEffect; Actor#statuses reads the effects", async () => {
    const a = await actor();
    await a.toggleStatusEffect("dead", { active: true });
    expect([...a.statuses]).toEqual(["dead"]);
    expect(a.effects.size).toBe(1);
    await a.toggleStatusEffect("dead");
    expect(a.statuses.size).toBe(0);
    expect(h.hooks.calls("deleteActiveEffect")).toHaveLength(1);
  });
});
