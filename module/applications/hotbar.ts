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

/** The hook: false when Fray took the drop (an owned weapon), nothing otherwise (core goes on). */
export function onHotbarDrop(_bar: unknown, data: { type?: string; uuid?: string } | null, slot: number): false | void {
  if (data?.type !== "Item" || typeof data.uuid !== "string") return;
  const item = fromUuidSync(data.uuid) as Item.Implementation | null;
  if (!item || item.type !== "weapon" || !item.actor) return;
  void assignWeaponMacro(item, slot);
  return false;
}

/** The user's macro for this weapon (reused when it exists), put in `slot`. */
export async function assignWeaponMacro(item: Item.Implementation, slot: number): Promise<Macro.Implementation | null> {
  const command = weaponMacroCommand(item.uuid);
  const existing = game.macros?.find((m) => m.command === command) ?? null;
  const macro = existing ?? (await Macro.implementation.create({ name: item.name, type: "script", img: item.img ?? null, command })) ?? null;
  if (macro) await game.user?.assignHotbarMacro(macro, slot);
  return macro;
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
