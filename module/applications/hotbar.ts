/**
 * A weapon an actor owns, dropped on the hotbar, becomes a script macro that attacks with it as the sheet's Attack
 * button does (issue 27). Core's `hotbarDrop(bar, data, slot)` hook; returning false stops core's own macro for the
 * drop (the pattern of dnd5e's create5eMacro, WFRP4e's hotbarDrop.js and sfrpg's createItemMacro).
 */
import { escapeHtml } from "../chat/notice";

/** The macro's script: Fray's public API (globalThis.fray) attacks with the weapon by its uuid. */
export function weaponMacroCommand(uuid: string): string {
  return `await fray.attackWith(${JSON.stringify(uuid)});`;
}

/** The drag data of a sheet action's button: its actor, its label, and its data attributes (the action's `data`). */
export const SHEET_ACTION_DRAG = "fray.SheetAction";
export interface SheetActionDrag {
  type: typeof SHEET_ACTION_DRAG;
  actorUuid: string;
  name: string;
  data: Record<string, string>;
}

/** A sheet action button's drag data; the click's own `action` attribute is not the action's data. */
export function sheetActionDragData(actorUuid: string, dataset: Readonly<Record<string, string | undefined>>, name: string): SheetActionDrag {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(dataset)) if (k !== "action" && typeof v === "string") data[k] = v;
  return { type: SHEET_ACTION_DRAG, actorUuid, name, data };
}

/** The sheet action macro's script: Fray's public API runs the action on the actor with the button's data. */
export function sheetActionMacroCommand(actorUuid: string, data: Record<string, string>): string {
  return `await fray.sheetAction(${JSON.stringify(actorUuid)}, ${JSON.stringify(data)});`;
}

/** The hook: false when Fray took the drop (an owned weapon, a sheet action of an actor), nothing otherwise (core goes on). */
export function onHotbarDrop(_bar: unknown, data: { type?: string; uuid?: string } | null, slot: number): false | void {
  if (data?.type === SHEET_ACTION_DRAG) return dropSheetAction(data as Partial<SheetActionDrag>, slot);
  if (data?.type !== "Item" || typeof data.uuid !== "string") return;
  const item = fromUuidSync(data.uuid) as Item.Implementation | null;
  if (!item || item.type !== "weapon" || !item.actor) return;
  void assignWeaponMacro(item, slot);
  return false;
}

function dropSheetAction(drag: Partial<SheetActionDrag>, slot: number): false | void {
  const data = drag.data;
  if (typeof drag.actorUuid !== "string" || !data || typeof data !== "object" || typeof data["sheetAction"] !== "string") return;
  if (!(fromUuidSync(drag.actorUuid) instanceof Actor)) return;
  void assignMacro(typeof drag.name === "string" && drag.name ? drag.name : data["sheetAction"], null, sheetActionMacroCommand(drag.actorUuid, data), slot);
  return false;
}

/** The user's macro with this command (reused when it exists), put in `slot`. */
async function assignMacro(name: string, img: string | null, command: string, slot: number): Promise<Macro.Implementation | null> {
  const existing = game.macros?.find((m) => m.command === command) ?? null;
  const macro = existing ?? (await Macro.implementation.create({ name, type: "script", img, command })) ?? null;
  if (macro) await game.user?.assignHotbarMacro(macro, slot);
  return macro;
}

/** What a sheet action macro runs: the actor's sheet runs the action; an actor gone is named. */
export async function runSheetActionMacro(actorUuid: string, data: Record<string, string>): Promise<void> {
  const actor = (await fromUuid(actorUuid)) as Actor.Implementation | null;
  if (!(actor instanceof Actor)) {
    ui.notifications?.warn(game.i18n?.format("FRAY.Sheet.HotbarNoActor", { uuid: escapeHtml(actorUuid) }) ?? "");
    return;
  }
  const sheet = actor.sheet as unknown as { runSheetAction?: (data: Record<string, string>) => Promise<void> } | null;
  await sheet?.runSheetAction?.(data);
}

/** The user's macro for this weapon (reused when it exists), put in `slot`. */
export async function assignWeaponMacro(item: Item.Implementation, slot: number): Promise<Macro.Implementation | null> {
  return assignMacro(item.name, item.img ?? null, weaponMacroCommand(item.uuid), slot);
}

/** What the macro runs: the owner's sheet attacks with the weapon; a weapon gone (deleted, unowned) is named. */
export async function attackWith(uuid: string): Promise<void> {
  const item = (await fromUuid(uuid)) as Item.Implementation | null;
  const actor = item?.actor;
  if (!item || item.type !== "weapon" || !actor) {
    ui.notifications?.warn(game.i18n?.format("FRAY.Sheet.HotbarNoWeapon", { uuid: escapeHtml(uuid) }) ?? "");
    return;
  }
  const sheet = actor.sheet as unknown as { attackWith?: (id: string) => Promise<void> } | null;
  await sheet?.attackWith?.(item.id ?? "");
}
