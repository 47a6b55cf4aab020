/**
 * One weapon-state shape: flags.fray.weaponState.<block>. Items stored with the older shapes (the shared state at
 * the top of weaponState, frozen-lands' under flags.fray.frozenLands) are read in the new shape through the
 * double's document pipeline (FrayItem.migrateData on every construction), world and owned items alike.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import { migrateWeaponStateFlags, weaponStateOf } from "../../module/data/item/weapon-state";
import { LOAD, weaponStateOf as frozenLandsStateOf } from "../../module/rulesets/frozen-lands/weapon-state";

const GOB = "Actor.goblin0000000001";
const OLD = { fray: { frozenLands: { loaded: true, aimed: true }, weaponState: { loaded: false, aimedAt: GOB } } };
const NEW = { weaponState: { shared: { loaded: false, aimedAt: GOB }, frozenLands: { loaded: true, aimed: true } } };

let fray: Fray;
let fresh: Awaited<ReturnType<typeof frayOnDouble>>["fresh"];
beforeAll(async () => ({ fray, fresh } = await frayOnDouble()));
beforeEach(() => void fresh());

const weapon = { ruleset: "frozen-lands" };

describe("weapon state: one shape, older flags migrated", () => {
  it("a world item stored with the old flags reads (and saves) the new shape; both rulesets' readers see their state", async () => {
    const item = (await fray.FrayItem.create({ name: "Crossbow", type: "weapon", system: weapon, flags: OLD } as never))!;
    expect(item.flags.fray).toEqual(NEW);
    expect((item.toObject() as { flags: unknown }).flags).toEqual({ fray: NEW });
    expect(frozenLandsStateOf({ flags: item.flags.fray ? { fray: item.flags.fray } : {} })).toEqual({ loaded: true, aimed: true });
    expect(weaponStateOf(item.flags.fray)).toEqual({ loaded: false, aimedAt: GOB });
  });

  it("an owned item migrates with its actor; a write in the new shape then reads back", async () => {
    const actor = (await fray.FrayActor.create({ name: "Archer", type: "character", items: [{ _id: "xbow000000000001", name: "Crossbow", type: "weapon", system: weapon, flags: { fray: { frozenLands: { aimed: true } } } }] } as never))!;
    const item = actor.items.get("xbow000000000001")!;
    expect(item.flags.fray).toEqual({ weaponState: { frozenLands: { aimed: true } } });
    await item.update(LOAD);
    expect(frozenLandsStateOf({ flags: { fray: item.flags.fray } })).toEqual({ loaded: true, aimed: true });
    expect(item.flags.fray).toEqual({ weaponState: { frozenLands: { aimed: true, loaded: true } } });
  });

  it("a value already in the new place wins over a stale old key; migrating again changes nothing", () => {
    const source = { flags: { fray: { frozenLands: { loaded: true, aimed: true }, weaponState: { aimedAt: GOB, frozenLands: { loaded: false } }, affliction: null } } };
    migrateWeaponStateFlags(source, ["sixSeconds", "frozenLands"]);
    const once = structuredClone(source);
    expect(once).toEqual({ flags: { fray: { weaponState: { shared: { aimedAt: GOB }, frozenLands: { loaded: false, aimed: true } }, affliction: null } } });
    migrateWeaponStateFlags(source, ["sixSeconds", "frozenLands"]);
    expect(source).toEqual(once);
  });

  it("an item without fray flags, or with only the new shape, is left as it is", () => {
    const bare: Record<string, unknown> = { name: "x" };
    migrateWeaponStateFlags(bare, ["frozenLands"]);
    expect(bare).toEqual({ name: "x" });
    const current = { flags: { fray: structuredClone(NEW) } };
    migrateWeaponStateFlags(current, ["frozenLands"]);
    expect(current).toEqual({ flags: { fray: NEW } });
  });
});
