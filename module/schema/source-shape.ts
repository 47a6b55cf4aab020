/**
 * Bring a document saved by Foundry back to the pack-source shape, so `npm run packs:extract` after editing a
 * pack in Foundry gives a clean diff. A Foundry data model stores every field it knows: optional stats as
 * null, data-model-only fields (a weapon's `equipped`), default ownership and edit timestamps. None of that
 * is pack content. Pure data in, data out; key order is kept.
 */
import { SYSTEM_SPECS } from "./document";
import type { FieldSpec } from "./spec";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keep only what `spec` describes: drop unknown keys, and drop optional keys whose value is null. */
export function toSourceShape(spec: FieldSpec, value: unknown): unknown {
  if (spec.kind === "array" && Array.isArray(value)) return value.map((element) => toSourceShape(spec.element, element));
  if (spec.kind !== "object" || !isPlainObject(value)) return value;
  const shaped: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const field = spec.fields[key];
    if (!field) continue;
    if (child === null && field.optional) continue;
    shaped[key] = toSourceShape(field, child);
  }
  return shaped;
}

/** `_stats` keys that record when and by whom a document was edited (kept: coreVersion, systemId). */
export const VOLATILE_STATS = [
  "createdTime",
  "modifiedTime",
  "lastModifiedBy",
  "systemVersion",
  "compendiumSource",
  "duplicateSource",
  "exportSource",
] as const;

/** Normalise one extracted document in place: the item's system, its `_stats` and a default-only ownership. */
export function normaliseExtracted(doc: Record<string, unknown>): Record<string, unknown> {
  const spec = typeof doc.type === "string" ? SYSTEM_SPECS[doc.type as keyof typeof SYSTEM_SPECS] : undefined;
  if (spec && isPlainObject(doc.system)) doc.system = toSourceShape(spec, doc.system);
  if (isPlainObject(doc._stats)) {
    for (const key of VOLATILE_STATS) delete doc._stats[key];
  }
  const ownership = doc.ownership;
  if (isPlainObject(ownership) && Object.keys(ownership).length === 1 && ownership.default === 0) delete doc.ownership;
  return doc;
}
