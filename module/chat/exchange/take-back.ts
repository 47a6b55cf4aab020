/**
 * An application that fails half-way (a write throws: an actor deleted meanwhile, the server refusing an update)
 * must not leave what it already wrote standing with no record: no Undo could reach it, and the next Apply would deal
 * it again. What was written is taken back before the refusal. Exact, not relative as the undo is (changes.ts
 * undoOf): only a value or status still as the application left it goes back, so a write that never happened changes
 * nothing. Best effort: a take-back that fails itself is logged, and the others still run.
 */
import type { AppliedRecord, FieldChange } from "./card";
import { isSystemField, readPath } from "./changes";
import { isItemField } from "./item-changes";
import type { ExchangeWorld } from "./world";

/** The fields still as the changes left them, set back to their values before. */
function stillAsLeft(changes: readonly FieldChange[], system: unknown, isField: (path: string) => boolean): Record<string, number | boolean | string> {
  const back: Record<string, number | boolean | string> = {};
  for (const c of changes) if (isField(c.path) && c.before !== c.after && readPath({ system }, c.path) === c.after) back[c.path] = c.before;
  return back;
}

/**
 * The items a record handed to other actors (a taken weapon), put back on its target as they were: each copy deleted
 * where it went, the item created again with its own id (unless the target holds it already). Shared by the undo.
 */
export async function putBackMoved(world: ExchangeWorld, r: AppliedRecord): Promise<void> {
  for (const m of [...(Array.isArray(r.moved) ? r.moved : [])].reverse()) {
    if (typeof m?.id !== "string" || typeof m.to !== "string" || typeof m.copy !== "string" || typeof m.source !== "object" || m.source === null) continue;
    if (world.deleteItems && world.actor(m.to) !== null) await world.deleteItems(m.to, [m.copy]);
    if (world.item?.(r.targetUuid, m.id)) continue;
    await world.restoreItem?.(r.targetUuid, m.source);
  }
}

/** Take back, last first, what these (unrecorded) applications wrote. */
export async function takeBack(world: ExchangeWorld, written: readonly AppliedRecord[]): Promise<void> {
  for (const r of [...written].reverse()) {
    try {
      const now = world.actor(r.targetUuid);
      if (!now) continue;
      await putBackMoved(world, r);
      const update = stillAsLeft(r.changes, now.system, isSystemField);
      const statuses = r.statuses.filter((s) => s.before !== s.after && now.statuses.includes(s.id) === s.after).map((s) => ({ id: s.id, active: s.before }));
      if (Object.keys(update).length || statuses.length) await world.writeActor(r.targetUuid, update, statuses);
      if (r.items?.length && world.deleteItems) await world.deleteItems(r.targetUuid, r.items);
      for (const w of r.itemChanges ?? []) {
        const item = world.item?.(r.targetUuid, w.id) ?? null;
        const back = item ? stillAsLeft(w.changes, item.system, (p) => isItemField(item.type, p)) : {};
        if (Object.keys(back).length) await world.writeItem!(r.targetUuid, w.id, back);
      }
    } catch (e) {
      console.error(`Fray | could not take back a half-written application on ${r.targetUuid}`, e);
    }
  }
}
