/**
 * What a sheet action's card keeps so a die of its roll may be raised after the card is posted (chat/action-card-raise.ts):
 * the action's key, request and faces, the actor, and each field its write-back wrote and status it switched, with
 * the value before; for an opposed roll, the other creature whose dice its owner may raise, and the cards the roll
 * bound. Read and checked here; plain data, no documents (dice/action.ts builds it before the write-back).
 */
import type { ActionOutcome, ExchangeSeed } from "../rulesets/adapter";
import { adapterFor } from "../rulesets/registry";
import { isSystemField, readPath } from "../chat/exchange/changes";

export type Plain = number | boolean | string;

/** What a step's action card keeps so its dice may be changed later. */
export interface ActionCardRecord {
  /** The action's key in the ruleset's sheet actions. */
  key: string;
  request: unknown;
  faces: number[];
  actorUuid: string;
  /** Every field the outcome wrote: its value before the write and the value written. */
  wrote: { path: string; before: Plain; after: Plain }[];
  /** Every status the outcome switched: whether it was on before, and on or off after. */
  toggled: { id: string; before: boolean; after: boolean }[];
  /** The change made (once per card): the pick, who asked, when, the faces before. */
  raised?: { choice: string; by: string; at: number; before: number[] };
  /** The other creature of an opposed roll whose dice the card offers (absent: the actor's own, a step's roll). */
  other?: { uuid: string };
  /** The cards the roll bound to others (their message ids, whom each is bound to, what it carries). */
  seeds?: SeedRef[];
}

/** A card an action's outcome bound to another creature: its message, its target, and what it carries. */
export interface SeedRef {
  id: string;
  uuid: string;
  sig: string;
}

/** What a bound card carries, compared to tell whether a new outcome binds the same. */
export const seedSig = (s: ExchangeSeed): string => JSON.stringify([s.target.uuid, s.damage, s.hit, s.card.outcome]);

const isPlain = (v: unknown): v is Plain => typeof v === "number" || typeof v === "boolean" || typeof v === "string";

/**
 * Whether an outcome's write-back is plain (fields of the actor's system and statuses only): the only kind a later
 * change can put back and write again exactly. Items, weapons, copies, new actors' cards and bound exchanges are not.
 */
export function plainWriteBack(o: ActionOutcome, seeds = false): boolean {
  if (o.copies?.length || o.weapons?.length || o.items?.length || o.deleteItems?.length || o.newItems?.length || o.leaveClose) return false;
  // Cards bound to others: only the other creature's raise works them out again (their own combo attacks never).
  if (o.exchanges?.length && (!seeds || o.exchanges.some((x) => x.attack))) return false;
  return Object.entries(o.update).every(([path, v]) => isSystemField(path) && isPlain(v));
}

/** The actor as the record reads it: its stored system data (the document's `system.stats`) and the statuses on. */
export interface ActorNow {
  system: unknown;
  statuses: readonly string[];
}

/**
 * The record a step's action card keeps, read from the actor just before its outcome is written; null when the
 * ruleset offers that roll no change, or its outcome writes more than plain fields and statuses.
 */
export function actionCardRecord(ruleset: string, key: string, action: object, request: unknown, faces: readonly number[], outcome: ActionOutcome, actorUuid: string, actor: ActorNow, side: "own" | "other" = "own"): ActionCardRecord | null {
  const slot = adapterFor(ruleset as never).rollRevision;
  if (!faces.length || !slot) return null;
  const other = side === "other" ? (slot.otherSide?.(action, request) ?? null) : null;
  if (side === "other" ? !other || !slot.reviseOther || !slot.otherOffers?.(action, request, faces).length : !slot.reviseAction || !slot.actionOffers?.(action, request, faces).length) return null;
  if (!plainWriteBack(outcome, side === "other")) return null;
  const wrote = Object.entries(outcome.update).map(([path, after]) => ({ path, before: readPath(actor, path) as Plain, after: after as Plain }));
  if (!wrote.every((w) => isPlain(w.before) && typeof w.before === typeof w.after)) return null;
  const after = new Map<string, boolean>();
  for (const id of outcome.statuses?.on ?? []) after.set(id, true);
  for (const id of outcome.statuses?.off ?? []) after.set(id, false);
  const toggled = [...after].map(([id, on]) => ({ id, before: actor.statuses.includes(id), after: on }));
  return { key, request, faces: [...faces], actorUuid, wrote, toggled, ...(other ? { other: { uuid: other } } : {}) };
}

/** The record as stored, or null when it is not one (a card of another kind, or a malformed flag). */
export function readActionCardRecord(flag: unknown): ActionCardRecord | null {
  const r = flag as Partial<ActionCardRecord> | null | undefined;
  if (!r || typeof r !== "object" || typeof r.key !== "string" || typeof r.actorUuid !== "string" || !r.request || typeof r.request !== "object") return null;
  if (!Array.isArray(r.faces) || !r.faces.every((f) => Number.isInteger(f))) return null;
  if (!Array.isArray(r.wrote) || !r.wrote.every((w) => w && typeof w.path === "string" && isPlain(w.before) && isPlain(w.after))) return null;
  if (!Array.isArray(r.toggled) || !r.toggled.every((t) => t && typeof t.id === "string" && typeof t.before === "boolean" && typeof t.after === "boolean")) return null;
  if (r.other !== undefined && r.other !== null && typeof r.other.uuid !== "string") return null;
  if (r.seeds !== undefined && r.seeds !== null && (!Array.isArray(r.seeds) || !r.seeds.every((x) => x && typeof x.id === "string" && typeof x.uuid === "string" && typeof x.sig === "string"))) return null;
  return r as ActionCardRecord;
}

/** The first field or status the record wrote that is no longer as the outcome left it, said plainly; or null. */
export function changedSince(record: ActionCardRecord, actor: ActorNow): string | null {
  for (const w of record.wrote) {
    const now = readPath(actor, w.path);
    if (now !== w.after) return `${w.path} is ${String(now)} now, the roll left it ${String(w.after)}`;
  }
  for (const t of record.toggled) {
    if (actor.statuses.includes(t.id) !== t.after) return `${t.id} is ${t.after ? "off" : "on"} now, the roll left it ${t.after ? "on" : "off"}`;
  }
  return null;
}

/** Whose dice the card offers, and who pays: the other creature of an opposed roll, else the actor. */
export const payerOf = (record: ActionCardRecord): string => record.other?.uuid ?? record.actorUuid;
