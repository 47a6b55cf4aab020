/**
 * What a tactica target holds that a special result acts on (the adapter's `held` slot, read from its items): the
 * weapons it has equipped, in the sheet's order (a disarm or a break takes the first that is not natural; going
 * InClose drops the Heavy or larger ones), and the armour it wears (a *Remove armour* takes the piece that gives the
 * most passive armour).
 */
import type { HeldItem } from "../adapter";
import type { TacticaHeld } from "./types";
import { TOO_HEAVY_INCLOSE } from "./inclose-target";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export function tacticaHeld(items: readonly HeldItem[]): TacticaHeld {
  const weapons: NonNullable<TacticaHeld["weapons"]> = [];
  const armour: NonNullable<TacticaHeld["armour"]> = [];
  for (const item of items) {
    if (!item.id) continue;
    const block = isRecord(item.system["tactica"]) ? item.system["tactica"] : {};
    // A weapon is held when equipped; armour is worn unless unequipped (as armour-items.ts counts it).
    if (item.type === "weapon" && item.system["equipped"] === true) weapons.push({ id: item.id, name: item.name, natural: block["natural"] === true, broken: block["broken"] === true, heavy: block["natural"] !== true && TOO_HEAVY_INCLOSE.includes(String(block["weightClass"] ?? "")) });
    if (item.type === "armour" && item.system["equipped"] !== false && item.system["shield"] !== true && isRecord(item.system["tactica"])) {
      const value = typeof block["armour"] === "number" && Number.isInteger(block["armour"]) ? block["armour"] : 0;
      armour.push({ id: item.id, name: item.name, armour: value });
    }
  }
  return { weapons, armour };
}
