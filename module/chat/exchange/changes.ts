/**
 * What an application changes, as before → after per stored value and per status, and the exact reverse for the
 * undo. Plain data: the actor's stored data in, the update the adapter computed, the statuses it switches on.
 */
import type { FieldChange, StatusChange } from "./card";

/** The value at a dot path ("system.sixSeconds.wounds") of plain data, or undefined. */
export function readPath(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Every field the update writes with its value before (read from `doc`, which holds `system`), and every status
 * the application switches on or off, with whether it was on before. Fields and statuses that do not change are left out.
 */
export function recordChanges(
  doc: { system: unknown },
  update: Readonly<Record<string, number | boolean>>,
  statusesBefore: readonly string[],
  statusesOn: readonly string[],
  statusesOff: readonly string[] = [],
): { changes: FieldChange[]; statuses: StatusChange[] } {
  const changes: FieldChange[] = [];
  for (const [path, after] of Object.entries(update)) {
    const before = readPath(doc, path);
    if (typeof before !== typeof after) throw new TypeError(`${path}: stored ${typeof before}, update writes ${typeof after}`);
    if (before !== after) changes.push({ path, before: before as number | boolean, after });
  }
  const statuses: StatusChange[] = [];
  for (const id of new Set(statusesOn)) if (!statusesBefore.includes(id)) statuses.push({ id, before: false, after: true });
  for (const id of new Set(statusesOff)) if (statusesBefore.includes(id) && !statusesOn.includes(id)) statuses.push({ id, before: true, after: false });
  return { changes, statuses };
}

/** The update and status switches that restore exactly the values before. */
export function undoOf(record: { changes: readonly FieldChange[]; statuses: readonly StatusChange[] }): { update: Record<string, number | boolean>; statuses: { id: string; active: boolean }[] } {
  return {
    update: Object.fromEntries(record.changes.map((c) => [c.path, c.before])),
    statuses: record.statuses.map((s) => ({ id: s.id, active: s.before })),
  };
}
