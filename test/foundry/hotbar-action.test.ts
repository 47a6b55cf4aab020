/**
 * Issue 27 (10): a sheet action (a ruleset's button such as Stand up or Morale) dragged from the sheet and dropped on
 * the hotbar becomes the user's script macro that runs it on that actor, with the button's data; a second drop
 * reuses it; a macro whose actor is gone warns, naming it. Through the double's Macro, User#assignHotbarMacro, Hooks.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import { onHotbarDrop, runSheetActionMacro, sheetActionDragData, sheetActionMacroCommand } from "../../module/applications/hotbar";

let fray: Fray;
let fresh: Awaited<ReturnType<typeof frayOnDouble>>["fresh"];
beforeAll(async () => ({ fray, fresh } = await frayOnDouble()));

type MacroDoc = { id: string; name: string; type: string; command: string };
/** Core's Hooks.call("hotbarDrop", hotbar, data, slot) (the Hotbar app is not modelled). */
const drop = (data: unknown, slot: number): boolean => (Hooks.call as (hook: string, ...args: unknown[]) => boolean)("hotbarDrop", {}, data, slot);
const settle = () => new Promise((r) => setTimeout(r, 0));

async function world() {
  const h = fresh();
  await game.settings.set("fray", "ruleset", "factions");
  Hooks.on("hotbarDrop", onHotbarDrop);
  const hero = await fray.FrayActor.create({ name: "Ilse", type: "character" } as never);
  const macros = () => (game as unknown as { macros: { contents: MacroDoc[] } }).macros.contents;
  const hotbar = () => (game.user as unknown as { hotbar: Record<string, string | null> }).hotbar;
  return { h, hero: hero!, macros, hotbar };
}

describe("a sheet action dropped on the hotbar", () => {
  it("becomes a script macro named for the button that runs the action with the button's data; a second drop reuses it", async () => {
    const { hero, macros, hotbar } = await world();
    const data = sheetActionDragData(hero.uuid, { action: "sheetAction", sheetAction: "morale", group: "1" }, "Morale check");
    expect(drop(data, 4)).toBe(false);
    await settle();
    expect(macros()).toHaveLength(1);
    const macro = macros()[0]!;
    expect(macro).toMatchObject({ name: "Morale check", type: "script", command: sheetActionMacroCommand(hero.uuid, { sheetAction: "morale", group: "1" }) });
    expect(macro.command).toBe(`await fray.sheetAction(${JSON.stringify(hero.uuid)}, {"sheetAction":"morale","group":"1"});`);
    expect(hotbar()["4"]).toBe(macro.id);
    drop(data, 6);
    await settle();
    expect(macros()).toHaveLength(1);
    expect(hotbar()["6"]).toBe(macro.id);
  });

  it("a drop without an action name or an actor is left to core", async () => {
    const { hero, macros } = await world();
    expect(drop({ type: "fray.SheetAction", actorUuid: hero.uuid, data: {} }, 1)).not.toBe(false);
    expect(drop({ type: "fray.SheetAction", actorUuid: "Actor.nobody", data: { sheetAction: "morale" } }, 2)).not.toBe(false);
    await settle();
    expect(macros()).toHaveLength(0);
  });

  it("the macro of an actor since deleted warns, naming it, and rolls nothing", async () => {
    const { h, hero } = await world();
    const uuid = hero.uuid;
    await hero.delete();
    const before = h.game.messages.size;
    await runSheetActionMacro(uuid, { sheetAction: "morale" });
    expect(h.notices.map((n) => n.message).join(" ")).toContain(uuid);
    expect(h.game.messages.size).toBe(before);
  });
});
