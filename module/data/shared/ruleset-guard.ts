/**
 * The document-level ruleset guard for every update shape Foundry accepts, so switching the world ruleset
 * A → B → A never loses a field. A system key is, for the world ruleset:
 *  - "write": any change (the world ruleset's block, shared fields; for items every non-block field);
 *  - "merge": field edits only, never a replacement (items: other rulesets' blocks, which the item sheet edits);
 *  - "keep": no change at all (actors: other rulesets' blocks and unknown keys).
 * Shapes covered: nested `system` (merged), flattened `system.…` keys, `==`/`-=` operators at both levels, a
 * non-object written over a block, and a whole-`system` replacement (`==system` or `recursive: false`), which
 * is rebuilt so the protected keys keep their current values.
 */
import { RULESET_BLOCK_KEYS, type RulesetId } from "../../schema/choices";
import { blockKey, SHARED_ACTOR_FIELDS } from "./ruleset-view";

export type KeyAccess = "write" | "merge" | "keep";
export type AccessOf = (key: string) => KeyAccess;

/** A plain object (a Date, Map or typed array is not one, and is never walked into). */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function baseKey(key: string): { op: "" | "==" | "-="; name: string } {
  if (key.startsWith("==")) return { op: "==", name: key.slice(2) };
  if (key.startsWith("-=")) return { op: "-=", name: key.slice(2) };
  return { op: "", name: key };
}

/** Path segments that would reach an object's prototype. */
const UNSAFE = new Set(["__proto__", "constructor", "prototype"]);

const ALL_BLOCKS: readonly string[] = Object.values(RULESET_BLOCK_KEYS);

/** Actors: only the world ruleset's block and the shared fields may change. */
export function actorAccess(ruleset: RulesetId): AccessOf {
  const write = new Set<string>([blockKey(ruleset), ...SHARED_ACTOR_FIELDS]);
  return (key) => (write.has(key) ? "write" : "keep");
}

/** Items: other rulesets' blocks take field edits (the item sheet shows every block) but are never replaced. */
export function itemAccess(ruleset: RulesetId): AccessOf {
  const active = blockKey(ruleset);
  return (key) => (key !== active && ALL_BLOCKS.includes(key) ? "merge" : "write");
}

/** A whole-system replacement: written keys from `next`, every protected key as it is now. */
function rebuild(next: unknown, current: Readonly<Record<string, unknown>>, access: AccessOf, dropped: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isRecord(next)) {
    for (const [key, value] of Object.entries(next)) {
      if (access(baseKey(key).name) === "write") out[key] = value;
      else dropped.push(`system.${key}`);
    }
  }
  for (const [key, value] of Object.entries(current)) if (access(key) !== "write") out[key] = structuredClone(value);
  return out;
}

/** Is a nested `system` key with this value allowed under `access`? */
function allowed(key: string, value: unknown, access: AccessOf): boolean {
  const { op, name } = baseKey(key);
  const a = access(name);
  return a === "write" || (a === "merge" && op === "" && isRecord(value));
}

/** Without recursion Foundry expands `system.a.b` keys into one `system` object that replaces the old one. */
function gatherFlattened(changes: Record<string, unknown>): void {
  const flat = Object.keys(changes).filter((k) => k.startsWith("system."));
  if (!flat.length) return;
  const system: Record<string, unknown> = isRecord(changes["system"]) ? changes["system"] : {};
  for (const key of flat) {
    const value = changes[key];
    const parts = key.slice("system.".length).split(".");
    delete changes[key];
    if (parts.some((p) => UNSAFE.has(p))) continue;
    let node = system;
    for (const part of parts.slice(0, -1)) {
      if (!isRecord(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = value;
  }
  changes["system"] = system;
}

/**
 * Make `changes` (an update's changes, mutated in place) safe for the world ruleset; returns the dropped paths.
 * `current` is the document's system source now; `recursive` is the update's option (false replaces objects).
 */
export function guardSystemUpdate(
  changes: Record<string, unknown>,
  current: Readonly<Record<string, unknown>>,
  access: AccessOf,
  recursive = true,
): string[] {
  const dropped: string[] = [];
  if (!recursive) gatherFlattened(changes);
  for (const key of Object.keys(changes)) {
    const value = changes[key];
    if (key === "==system" || (key === "system" && !recursive)) {
      changes[key] = rebuild(value, current, access, dropped);
    } else if (key === "system") {
      if (!isRecord(value)) {
        delete changes[key];
        dropped.push(key);
        continue;
      }
      for (const k of Object.keys(value)) {
        if (!allowed(k, value[k], access)) {
          delete value[k];
          dropped.push(`system.${k}`);
        }
      }
    } else if (key === "-=system") {
      delete changes[key];
      dropped.push(key);
    } else if (key.startsWith("system.")) {
      const [first = "", ...rest] = key.slice("system.".length).split(".");
      const { op, name } = baseKey(first);
      const a = access(name);
      const ok = a === "write" || (a === "merge" && op === "" && (rest.length > 0 || isRecord(value)));
      if (!ok) {
        delete changes[key];
        dropped.push(key);
      }
    }
  }
  return dropped;
}

/**
 * The guard as a document's _preUpdate runs it: over the document's current system source, with the update's
 * `recursive` option; the dropped paths are logged as `ignored` (how the document names what it refused).
 */
export function guardDocumentUpdate(
  doc: { readonly name: string; toObject(): unknown },
  changes: object,
  options: object,
  access: AccessOf,
  ignored: string,
): void {
  const current = (doc.toObject() as { system?: unknown }).system;
  const removed = guardSystemUpdate(
    changes as Record<string, unknown>,
    current && typeof current === "object" ? (current as Record<string, unknown>) : {},
    access,
    (options as { recursive?: boolean }).recursive !== false,
  );
  if (removed.length) console.warn(`Fray | ${doc.name}: ${ignored}: ${removed.join(", ")}`);
}
