/**
 * Issue 27 (10): an owned weapon dropped on the hotbar (core's hotbarDrop hook, as module/fray.ts registers it)
 * becomes the user's script macro in that slot, which attacks with it through Fray's public API; a second drop
 * reuses the macro; anything else is left to core. Through the double's Macro, User#assignHotbarMacro and Hooks.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../double/index";
import { attackWith, onHotbarDrop, weaponMacroCommand } from "../../module/applications/hotbar";

let fresh: (o?: DoubleOptions) => DoubleHandle;
let fray: Fray;
beforeAll(async () => {
  ({ fresh, fray } = await frayOnDouble());
});

type Owned = { uuid: string; id: string; delete(): Promise<unknown> };
type MacroDoc = { id: string; name: string; type: string; command: string };

/** Core's Hooks.call("hotbarDrop", hotbar, data, slot), the drop as core sends it (the Hotbar app is not modelled). */
const drop = (data: { type: string; uuid: string }, slot: number): boolean => (Hooks.call as (hook: string, ...args: unknown[]) => boolean)("hotbarDrop", {}, data, slot);

/** Lets the macro the hook started (not awaited by core) be written. */
const settle = () => new Promise((r) => setTimeout(r, 0));

async function world() {
  const h = fresh();
  await game.settings.set("fray", "ruleset", "six-seconds");
  Hooks.on("hotbarDrop", onHotbarDrop);
  const hero = await fray.FrayActor.create({ name: "Ilse", type: "character" } as never);
  const [spear, note] = (await hero!.createEmbeddedDocuments("Item", [
    { name: "Spear", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { damageDie: "d6" } } },
    { name: "Note", type: "talent", system: { ruleset: "six-seconds" } },
  ] as never)) as unknown as Owned[];
  const macros = () => (game as unknown as { macros: { contents: MacroDoc[] } }).macros.contents;
  const hotbar = () => (game.user as unknown as { hotbar: Record<string, string | null> }).hotbar;
  return { h, spear: spear!, note: note!, macros, hotbar };
}

describe("a weapon dropped on the hotbar", () => {
  it("becomes a script macro in that slot that attacks with it; a second drop reuses it", async () => {
    const { spear, macros, hotbar } = await world();
    expect(drop({ type: "Item", uuid: spear.uuid }, 3)).toBe(false);
    await settle();
    expect(macros()).toHaveLength(1);
    const macro = macros()[0]!;
    expect(macro).toMatchObject({ name: "Spear", type: "script", command: weaponMacroCommand(spear.uuid) });
    expect(macro.command).toBe(`await fray.attackWith(${JSON.stringify(spear.uuid)});`);
    expect(hotbar()["3"]).toBe(macro.id);
    drop({ type: "Item", uuid: spear.uuid }, 5);
    await settle();
    expect(macros()).toHaveLength(1);
    expect(hotbar()["5"]).toBe(macro.id);
  });

  it("anything but an owned weapon is left to core (the hook does not return false, no macro)", async () => {
    const { note, macros } = await world();
    expect(drop({ type: "Item", uuid: note.uuid }, 1)).not.toBe(false);
    expect(drop({ type: "Actor", uuid: "Actor.nobody" }, 2)).not.toBe(false);
    await settle();
    expect(macros()).toHaveLength(0);
  });

  it("the macro of a weapon since deleted warns, naming it, and rolls nothing", async () => {
    const { h, spear } = await world();
    const uuid = spear.uuid;
    await spear.delete();
    const before = h.game.messages.size;
    await attackWith(uuid);
    expect(h.notices.map((n) => n.message).join(" ")).toContain(uuid);
    expect(h.game.messages.size).toBe(before);
  });
});
