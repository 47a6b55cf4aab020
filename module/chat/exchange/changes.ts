/**
 * What an application changes, as before → after per stored value and per status, and the exact reverse for the
 * undo. Plain data: the actor's stored data in, the update the adapter computed, the statuses it switches on.
 */
import { ACTOR_SYSTEM } from "../../data/actor/schema";
import { clampUpdate, specAt } from "../bounded-damage";
import type { FieldChange, StatusChange } from "./card";

/** The value at a dot path ("system.sixSeconds.wounds") of plain data (own keys only), or undefined. */
export function readPath(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Whether `path` names a number, true/false or text field of the actor's `system` schema (never ownership, flags, a
 * prototype key). Text fields carry records an application sets whole (factions: who holds a grabbed character).
 */
export function isSystemField(path: unknown): path is string {
  if (typeof path !== "string" || !path.startsWith("system.")) return false;
  const field = specAt(ACTOR_SYSTEM, path.slice("system.".length));
  return field?.kind === "int" || field?.kind === "number" || field?.kind === "boolean" || field?.kind === "string";
}

/**
 * Every field the update writes with its value before (read from `doc`, which holds `system`), and every status
 * the application switches (on, or off), with whether it was on before. Fields and statuses that do not change are left out.
 */
export function recordChanges(
  doc: { system: unknown },
  update: Readonly<Record<string, number | boolean | string>>,
  statusesBefore: readonly string[],
  statusesOn: readonly string[],
  statusesOff: readonly string[] = [],
): { changes: FieldChange[]; statuses: StatusChange[] } {
  const changes: FieldChange[] = [];
  for (const [path, after] of Object.entries(update)) {
    const before = readPath(doc, path);
    if (typeof before !== typeof after) throw new TypeError(`${path}: stored ${typeof before}, update writes ${typeof after}`);
    if (before !== after) changes.push({ path, before: before as number | boolean | string, after });
  }
  const statuses: StatusChange[] = [];
  for (const id of new Set(statusesOn)) if (!statusesBefore.includes(id)) statuses.push({ id, before: false, after: true });
  for (const id of new Set(statusesOff)) if (statusesBefore.includes(id) && !statusesOn.includes(id)) statuses.push({ id, before: true, after: false });
  return { changes, statuses };
}

/**
 * The update and status switches that take an application back from the actor as it is NOW (`current`: its
 * `system` and statuses). Relative: a number loses what the application added (wounds 3 → 4, then another hit
 * 4 → 5: undoing the first leaves 4); a true/false or text field, or a status, goes back only while it is still as the
 * application left it. Only `system` fields of the actor schema are written, clamped to their bounds: a record naming
 * anything else (ownership, a prototype key, an unknown field) writes nothing there.
 */
export function undoOf(
  record: { changes: readonly FieldChange[]; statuses: readonly StatusChange[] },
  current: { system: unknown; statuses: readonly string[] },
): { update: Record<string, number | boolean | string>; statuses: { id: string; active: boolean }[] } {
  const update: Record<string, number | boolean | string> = {};
  for (const c of record.changes) {
    if (!isSystemField(c.path)) continue;
    const now = readPath(current, c.path);
    if (typeof now === "number" && typeof c.before === "number" && typeof c.after === "number") {
      const back = now - (c.after - c.before);
      if (Number.isFinite(back) && back !== now) update[c.path] = back;
    } else if ((typeof now === "boolean" || typeof now === "string") && typeof c.before === typeof now && now === c.after && c.before !== c.after) {
      update[c.path] = c.before;
    }
  }
  const statuses = record.statuses
    .filter((s) => typeof s.id === "string" && typeof s.before === "boolean" && s.before !== s.after && current.statuses.includes(s.id) === s.after)
    .map((s) => ({ id: s.id, active: s.before }));
  return { update: clampUpdate(ACTOR_SYSTEM, update), statuses };
}
