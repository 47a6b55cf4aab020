/**
 * What an application writes on the hit actor's own items (a weapon's wounds, armour taken off), as before → after
 * per field, and its reverse for the undo: the item counterpart of changes.ts. Only number and true/false fields of
 * the item type's schema are ever written; an empty field (a weapon's wounds still null) counts as 0 or false.
 */
import { ITEM_SPECS } from "../../data/item/schema";
import type { ObjSpec } from "../../data/shared/spec";
import { clampUpdate, specAt } from "../bounded-damage";
import type { FieldChange } from "./card";
import { readPath } from "./changes";

export interface StoredItem {
  type: string;
  system: unknown;
}

function specOf(type: string): ObjSpec | undefined {
  return Object.hasOwn(ITEM_SPECS, type) ? ITEM_SPECS[type as keyof typeof ITEM_SPECS] : undefined;
}

/** Whether `path` names a number or true/false field of the item type's `system` schema. */
export function isItemField(type: string, path: unknown): path is string {
  const spec = specOf(type);
  if (!spec || typeof path !== "string" || !path.startsWith("system.")) return false;
  const field = specAt(spec, path.slice("system.".length));
  return field?.kind === "int" || field?.kind === "number" || field?.kind === "boolean";
}

/** Every field the update writes on the item with its value before; throws naming a path that is no such field. */
export function recordItemChanges(item: StoredItem, update: Readonly<Record<string, number | boolean | string>>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [path, after] of Object.entries(update)) {
    if (!isItemField(item.type, path)) throw new RangeError(`${path} is not a number or true/false field of a ${item.type} item`);
    const stored = readPath({ system: item.system }, path);
    const before = stored ?? (typeof after === "number" ? 0 : false);
    if (typeof before !== typeof after) throw new TypeError(`${path}: stored ${typeof before}, update writes ${typeof after}`);
    if (before !== after) changes.push({ path, before: before as number | boolean | string, after });
  }
  return changes;
}

/**
 * The update that takes the changes back from the item as it is NOW, relative as the actor's undo is: a number loses
 * what the application added; a true/false field goes back only while it is still as the application left it.
 */
export function undoItemChanges(changes: readonly FieldChange[], item: StoredItem): Record<string, number | boolean | string> {
  const update: Record<string, number | boolean | string> = {};
  for (const c of changes) {
    if (!isItemField(item.type, c.path)) continue;
    const stored = readPath({ system: item.system }, c.path);
    const now = stored ?? (typeof c.after === "number" ? 0 : false);
    if (typeof now === "number" && typeof c.before === "number" && typeof c.after === "number") {
      const back = now - (c.after - c.before);
      if (Number.isFinite(back) && back !== now) update[c.path] = back;
    } else if (typeof now === "boolean" && typeof c.before === "boolean" && now === c.after && c.before !== c.after) {
      update[c.path] = c.before;
    }
  }
  const spec = specOf(item.type);
  return spec ? clampUpdate(spec, update) : {};
}
