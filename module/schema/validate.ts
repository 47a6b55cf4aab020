/**
 * Validation of plain data against a FieldSpec, and of a whole pack's source files against the item schemas.
 * Every problem is reported with the field path (`system.frozenLands.features[1]`), never thrown one by one,
 * so a build lists all bad files at once.
 */
import { RULESET_BLOCK_KEYS, RULESETS, type RulesetId } from "./choices";
import { actorSystemIssues, armourSystemIssues } from "./actor";
import {
  ACTOR_DOCUMENT_SPEC,
  FOLDER_DOCUMENT_SPEC,
  ID_PATTERN,
  ITEM_DOCUMENT_SPEC,
  JOURNAL_DOCUMENT_SPEC,
  JOURNAL_PAGE_SPEC,
  SYSTEM_SPECS,
  slugify,
  type PackDefinition,
} from "./document";
import { plainDataIssue } from "./plain-data";
import { ROLL_TABLE_DOCUMENT_SPEC, rollTableRules } from "./roll-table";
import type { Issue } from "./issue";
import type { FieldSpec, ObjectSpec } from "./spec";

export type { Issue } from "./issue";

/** One problem in one source file. */
export interface FileIssue extends Issue {
  readonly file: string;
}

/** A parsed source file: its path (as shown in errors, e.g. "packs/_source/weapons/axe.yml") and its data. */
export interface SourceFile {
  readonly file: string;
  readonly data: unknown;
}

/** `packs/_source/weapons/axe.yml: system.frozenLands.features[1]: unknown feature "spiky"`. */
export function formatIssue(issue: FileIssue): string {
  return issue.path ? `${issue.file}: ${issue.path}: ${issue.message}` : `${issue.file}: ${issue.message}`;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `string ${JSON.stringify(value)}`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  // A Date (js-yaml timestamps), Map or typed array is not a mapping.
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Check `value` against `spec`; `path` names the value in messages. Absence is the caller's concern. */
export function validateValue(spec: FieldSpec, value: unknown, path: string): Issue[] {
  if (value === null) {
    return spec.nullable ? [] : [{ path, message: "must not be null" }];
  }
  switch (spec.kind) {
    case "string": {
      if (typeof value !== "string") return [{ path, message: `expected a string, got ${describe(value)}` }];
      if (!spec.blank && value.trim() === "") return [{ path, message: "must not be empty" }];
      if (spec.pattern && !spec.pattern.test(value)) {
        return [{ path, message: `expected ${spec.patternName ?? `to match ${spec.pattern}`}, got ${describe(value)}` }];
      }
      return [];
    }
    case "number": {
      if (typeof value !== "number" || !Number.isFinite(value)) {
        return [{ path, message: `expected a number, got ${describe(value)}` }];
      }
      if (spec.integer && !Number.isInteger(value)) return [{ path, message: `expected an integer, got ${value}` }];
      if (spec.min !== undefined && value < spec.min) return [{ path, message: `must be at least ${spec.min}, got ${value}` }];
      if (spec.max !== undefined && value > spec.max) return [{ path, message: `must be at most ${spec.max}, got ${value}` }];
      return [];
    }
    case "boolean":
      return typeof value === "boolean" ? [] : [{ path, message: `expected true or false, got ${describe(value)}` }];
    case "choice": {
      if (typeof value !== "string") return [{ path, message: `expected a ${spec.noun}, got ${describe(value)}` }];
      if (!spec.choices.includes(value)) {
        return [{ path, message: `unknown ${spec.noun} ${JSON.stringify(value)} (one of: ${spec.choices.join(", ")})` }];
      }
      return [];
    }
    case "array": {
      if (!Array.isArray(value)) return [{ path, message: `expected a list, got ${describe(value)}` }];
      const issues: Issue[] = [];
      if (spec.minLength !== undefined && value.length < spec.minLength) {
        issues.push({ path, message: `needs at least ${spec.minLength} entr${spec.minLength === 1 ? "y" : "ies"}` });
      }
      value.forEach((element, i) => {
        const at = `${path}[${i}]`;
        issues.push(...validateValue(spec.element, element, at));
        if (spec.unique && value.indexOf(element) !== i) {
          issues.push({ path: at, message: `duplicate entry ${typeof element === "string" ? JSON.stringify(element) : describe(element)}` });
        }
      });
      return issues;
    }
    case "object": {
      if (!isPlainObject(value)) return [{ path, message: `expected an object, got ${describe(value)}` }];
      const issues: Issue[] = [];
      for (const [key, field] of Object.entries(spec.fields)) {
        const at = join(path, key);
        if (!(key in value) || value[key] === undefined) {
          if (!field.optional) issues.push({ path: at, message: "missing required field" });
          continue;
        }
        issues.push(...validateValue(field, value[key], at));
      }
      for (const key of Object.keys(value)) {
        if (!(key in spec.fields)) {
          issues.push({ path: join(path, key), message: `unknown field (allowed: ${Object.keys(spec.fields).join(", ")})` });
        }
      }
      return issues;
    }
    case "record":
      return isPlainObject(value) ? [] : [{ path, message: `expected an object, got ${describe(value)}` }];
  }
}

/** Cross-field rules the per-field specs cannot say. */
function systemRules(type: string, system: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const ruleset = system.ruleset;
  if (type === "weapon" && typeof ruleset === "string" && (RULESETS as readonly string[]).includes(ruleset)) {
    const block = RULESET_BLOCK_KEYS[ruleset as RulesetId];
    if (system[block] === undefined || system[block] === null) {
      issues.push({ path: `system.${block}`, message: `missing: a weapon from ruleset "${ruleset}" needs its ${block} stat block` });
    }
  }
  if (type === "poison") {
    const fort = system.fortDc;
    if (isPlainObject(fort) && typeof fort.min === "number" && typeof fort.max === "number" && fort.min > fort.max) {
      issues.push({ path: "system.fortDc", message: `min ${fort.min} is above max ${fort.max}` });
    }
  }
  return issues;
}

/** An item's type and system (top level or embedded in an actor at `at`): type allowed in the pack, system checked. */
function itemIssues(data: Record<string, unknown>, pack: PackDefinition, at: string): Issue[] {
  const issues: Issue[] = [];
  const type = data.type;
  const where = (p: string) => (at ? `${at}.${p}` : p);
  if (typeof type === "string" && !(pack.itemTypes as readonly string[]).includes(type)) {
    // The system block is checked against the type's schema only once the type is right for the pack.
    issues.push({ path: where("type"), message: `item type "${type}" does not belong in pack "${pack.name}" (allowed: ${pack.itemTypes.join(", ")})` });
    return issues;
  }
  if (!isPlainObject(data.system)) return issues;
  if (type === "armour") return [...issues, ...armourSystemIssues(data.system, where("system"))];
  const systemSpec: ObjectSpec | undefined = typeof type === "string" ? SYSTEM_SPECS[type as keyof typeof SYSTEM_SPECS] : undefined;
  if (systemSpec) {
    issues.push(...validateValue(systemSpec, data.system, where("system")));
    issues.push(...systemRules(type as string, data.system).map((i) => ({ ...i, path: at ? `${at}.${i.path}` : i.path })));
  }
  return issues;
}

/** The key a document must carry: `!<collection>!<id>`, embedded `!<parent>.<collection>!<parentId>.<id>`. */
function keyIssue(data: Record<string, unknown>, collection: string, at: string, parentId?: string): Issue[] {
  if (typeof data._id !== "string" || typeof data._key !== "string") return [];
  const expected = `!${collection}!${parentId === undefined ? "" : `${parentId}.`}${data._id}`;
  return data._key === expected ? [] : [{ path: at ? `${at}._key` : "_key", message: `expected ${JSON.stringify(expected)}, got ${JSON.stringify(data._key)}` }];
}

/** Each embedded document of `list` against `spec`, with its own key and a unique id within the parent. */
function embeddedIssues(list: unknown, field: string, spec: ObjectSpec, collection: string, parentId: unknown, more: (d: Record<string, unknown>, at: string) => Issue[]): Issue[] {
  if (!Array.isArray(list)) return [];
  const issues: Issue[] = [];
  const seen = new Set<unknown>();
  list.forEach((child: unknown, i) => {
    const at = `${field}[${i}]`;
    if (!isPlainObject(child)) return;
    issues.push(...validateValue(spec, child, at));
    if (typeof parentId === "string") issues.push(...keyIssue(child, collection, at, parentId));
    if (seen.has(child._id)) issues.push({ path: `${at}._id`, message: `duplicate _id ${JSON.stringify(child._id)} in ${field}` });
    seen.add(child._id);
    issues.push(...more(child, at));
  });
  return issues;
}

/** Fields of an item embedded in an actor: an item document without a folder of its own. */
const EMBEDDED_ITEM_SPEC: ObjectSpec = { ...ITEM_DOCUMENT_SPEC, fields: { ...ITEM_DOCUMENT_SPEC.fields, folder: { kind: "string", nullable: true, optional: true } } };

/** Validate one parsed source file (item, actor, journal entry, table or folder) of `pack`. Folder/id cross-references are checked per pack. */
export function validateEntry(data: unknown, pack: PackDefinition): Issue[] {
  if (!isPlainObject(data)) return [{ path: "", message: `expected a document (a YAML mapping), got ${describe(data)}` }];
  // Not JSON data (a cycle, a Date, nesting deep enough to overflow the checks below …): one clear issue.
  const notPlain = plainDataIssue(data);
  if (notPlain) return [notPlain];
  const key = data._key;
  if (typeof key === "string" && key.startsWith("!folders!")) {
    const issues = [...validateValue(FOLDER_DOCUMENT_SPEC, data, ""), ...keyIssue(data, "folders", "")];
    if (typeof data.type === "string" && data.type !== pack.type) {
      issues.push({ path: "type", message: `a folder in pack "${pack.name}" holds ${pack.type} documents, got "${data.type}"` });
    }
    return issues;
  }
  switch (pack.type) {
    case "RollTable":
      return [...validateValue(ROLL_TABLE_DOCUMENT_SPEC, data, ""), ...keyIssue(data, "tables", ""), ...rollTableRules(data)];
    case "JournalEntry":
      return [
        ...validateValue(JOURNAL_DOCUMENT_SPEC, data, ""),
        ...keyIssue(data, "journal", ""),
        ...embeddedIssues(data.pages, "pages", JOURNAL_PAGE_SPEC, "journal.pages", data._id, () => []),
      ];
    case "Actor": {
      const issues = [...validateValue(ACTOR_DOCUMENT_SPEC, data, ""), ...keyIssue(data, "actors", "")];
      if (isPlainObject(data.system)) issues.push(...actorSystemIssues(data.type, data.system, pack.ruleset));
      issues.push(...embeddedIssues(data.items, "items", EMBEDDED_ITEM_SPEC, "actors.items", data._id, (item, at) => itemIssues(item, pack, at)));
      return issues;
    }
    case "Item":
      return [...validateValue(ITEM_DOCUMENT_SPEC, data, ""), ...keyIssue(data, "items", ""), ...itemIssues(data, pack, "")];
  }
}

/** Where the extractor writes a document, relative to the pack's source folder: folder slugs / name slug. */
export function sourcePathFor(doc: { name: string; folder?: string | null }, isFolder: boolean, folders: ReadonlyMap<string, { name: string; folder?: string | null }>): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  let parent = doc.folder ?? null;
  while (parent) {
    if (seen.has(parent)) throw new RangeError(`folder cycle through ${parent}`);
    seen.add(parent);
    const folder = folders.get(parent);
    if (!folder) throw new RangeError(`unknown folder ${parent}`);
    parts.unshift(slugify(folder.name));
    parent = folder.folder ?? null;
  }
  if (isFolder) return [...parts, slugify(doc.name), "_folder.yml"].join("/");
  return [...parts, `${slugify(doc.name)}.yml`].join("/");
}

/**
 * Validate every source file of one pack: each document's fields, plus what only the set can tell:
 * duplicate `_id`s, folder references to folders that do not exist, and files not where the extractor would
 * put them (so compile → extract reproduces the sources). `root` is the pack's source folder as written in
 * `files[].file` (e.g. "packs/_source/weapons"); pass it to enable the file-location check.
 */
export function validatePackSources(files: readonly SourceFile[], pack: PackDefinition, root?: string): FileIssue[] {
  const issues: FileIssue[] = [];
  const firstFileById = new Map<string, string>();
  const folders = new Map<string, { name: string; folder?: string | null }>();

  for (const { file, data } of files) {
    for (const issue of validateEntry(data, pack)) issues.push({ file, ...issue });
    if (!isPlainObject(data) || typeof data._id !== "string" || !ID_PATTERN.test(data._id)) continue;
    const earlier = firstFileById.get(data._id);
    if (earlier !== undefined) issues.push({ file, path: "_id", message: `duplicate _id "${data._id}" (also in ${earlier})` });
    else firstFileById.set(data._id, file);
    if (typeof data._key === "string" && data._key.startsWith("!folders!") && typeof data.name === "string") {
      folders.set(data._id, { name: data.name, folder: typeof data.folder === "string" ? data.folder : null });
    }
  }

  for (const { file, data } of files) {
    if (!isPlainObject(data) || typeof data.name !== "string" || data.name.trim() === "") continue;
    const folder = data.folder;
    if (typeof folder === "string" && ID_PATTERN.test(folder) && !folders.has(folder)) {
      issues.push({ file, path: "folder", message: `no folder with _id "${folder}" in pack "${pack.name}"` });
      continue;
    }
    if (root === undefined) continue;
    const isFolder = typeof data._key === "string" && data._key.startsWith("!folders!");
    let expected: string;
    try {
      expected = `${root}/${sourcePathFor({ name: data.name, folder: typeof folder === "string" ? folder : null }, isFolder, folders)}`;
    } catch (error) {
      issues.push({ file, path: "folder", message: (error as Error).message });
      continue;
    }
    if (expected !== file) issues.push({ file, path: "", message: `file should be at ${expected} (its folder and name decide the path)` });
  }
  return issues;
}
