/**
 * The shape of one compendium source file (packs/_source/<pack>/**.yml): an Item document or a Folder document,
 * in the form @foundryvtt/foundryvtt-cli compiles (`_key` = "!items!<_id>" / "!folders!<_id>").
 */
import { RULESET_CONTENT } from "../rulesets/content-registry";
import { ACTOR_TYPES, FOLDER_SORTING, ITEM_TYPES, RULESETS, type ItemType, type RulesetId } from "./choices";
import { POISON_SYSTEM_SPEC } from "./poison";
import type { FieldSpec, ObjectSpec, StringSpec } from "./spec";
import { WEAPON_SYSTEM_SPEC } from "./weapon";

/** Foundry document ids: 16 ASCII letters or digits (foundry.utils.randomID()). */
export const ID_PATTERN = /^[A-Za-z0-9]{16}$/;

const id: StringSpec = { kind: "string", pattern: ID_PATTERN, patternName: "a 16-character alphanumeric id" };

/** Top-level fields of an Item source file; `system` is checked against the type's spec. */

/** The fields every pack document source ends with: its folder, sort, flags, ownership, stats and LevelDB key. */
const SOURCE_TAIL = {
  folder: { ...id, nullable: true },
  sort: { kind: "number", integer: true },
  flags: { kind: "record" },
  ownership: { kind: "record", optional: true },
  _stats: { kind: "record", optional: true },
  _key: { kind: "string" },
} satisfies Record<string, FieldSpec>;

export const ITEM_DOCUMENT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    type: { kind: "choice", choices: ITEM_TYPES, noun: "item type" },
    img: { kind: "string" },
    system: { kind: "record" },
    effects: { kind: "array", element: { kind: "record" } },
    ...SOURCE_TAIL,
  },
};

/** Top-level fields of a Folder source file (folders live inside the pack they organise). */
export const FOLDER_DOCUMENT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    type: { kind: "choice", choices: ["Item", "RollTable", "Actor", "JournalEntry"], noun: "folder document type" },
    folder: { ...id, nullable: true },
    sorting: { kind: "choice", choices: FOLDER_SORTING, noun: "folder sorting" },
    sort: { kind: "number", integer: true },
    color: { kind: "string", nullable: true },
    description: { kind: "string", blank: true },
    flags: { kind: "record" },
    _stats: { kind: "record", optional: true },
    _key: { kind: "string" },
  },
};

/** Top-level fields of an Actor source file; `system` is checked against the ruleset's model, `items` one by one. */
export const ACTOR_DOCUMENT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    type: { kind: "choice", choices: ACTOR_TYPES, noun: "actor type" },
    img: { kind: "string" },
    system: { kind: "record" },
    prototypeToken: { kind: "record", optional: true },
    items: { kind: "array", element: { kind: "record" } },
    effects: { kind: "array", element: { kind: "record" } },
    ...SOURCE_TAIL,
  },
};

/** Top-level fields of a JournalEntry source file; its pages are checked with JOURNAL_PAGE_SPEC. */
export const JOURNAL_DOCUMENT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    pages: { kind: "array", element: { kind: "record" }, minLength: 1 },
    /** Page categories (v13); the extractor writes the (empty) list. */
    categories: { kind: "array", element: { kind: "record" }, optional: true },
    ...SOURCE_TAIL,
  },
};

/** A text page of a rules journal (`_key` "!journal.pages!<entry>.<page>"). */
export const JOURNAL_PAGE_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    type: { kind: "choice", choices: ["text"], noun: "page type" },
    title: { kind: "object", fields: { show: { kind: "boolean" }, level: { kind: "number", integer: true, min: 1, max: 6 } } },
    text: { kind: "object", fields: { content: { kind: "string", html: true }, format: { kind: "number", integer: true, min: 1, max: 1 } } },
    sort: { kind: "number", integer: true },
    flags: { kind: "record" },
    ownership: { kind: "record", optional: true },
    _stats: { kind: "record", optional: true },
    _key: { kind: "string" },
  },
};

/** `system` spec per item type, for the types that have pack content. */
export const SYSTEM_SPECS: Partial<Record<ItemType, ObjectSpec>> = {
  weapon: WEAPON_SYSTEM_SPEC,
  poison: POISON_SYSTEM_SPEC,
};

/** A compendium pack the system ships: name (= packs/_source/<name> and dist/packs/<name>) and what it holds. */
export interface PackDefinition {
  readonly name: string;
  /** Lang key of the pack label. */
  readonly label: string;
  /** Document type of the pack (and of its folders). */
  readonly type: "Item" | "RollTable" | "Actor" | "JournalEntry";
  /** Item types allowed inside (an Actor pack: the types its actors may hold; none in a RollTable or journal pack). */
  readonly itemTypes: readonly ItemType[];
  /** The one ruleset a pack serves (its actors carry that ruleset's stat block; hidden in worlds of other rulesets). */
  readonly ruleset?: RulesetId;
}

export const PACKS: readonly PackDefinition[] = [
  { name: "weapons", label: "FRAY.Packs.Weapons", type: "Item", itemTypes: ["weapon"] },
  { name: "poisons", label: "FRAY.Packs.Poisons", type: "Item", itemTypes: ["poison"] },
  { name: "roll-tables", label: "FRAY.Packs.RollTables", type: "RollTable", itemTypes: [] },
  { name: "armour", label: "FRAY.Packs.Armour", type: "Item", itemTypes: ["armour"] },
  // Each ruleset's actors pack (where its text gives a cast), then each one's rules journal (rulesets/<id>/content.ts).
  ...RULESETS.flatMap((ruleset): PackDefinition[] => {
    const actors = RULESET_CONTENT[ruleset].actors;
    return actors ? [{ name: `actors-${ruleset}`, label: actors.label, type: "Actor", itemTypes: actors.itemTypes as ItemType[], ruleset }] : [];
  }),
  ...RULESETS.map((ruleset): PackDefinition => ({ name: `rules-${ruleset}`, label: RULESET_CONTENT[ruleset].journal.label, type: "JournalEntry", itemTypes: [], ruleset })),
];

/** File-name part for a document name: "Knife/Dagger" → "knife-dagger". */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!slug) throw new RangeError(`cannot make a file name from document name ${JSON.stringify(name)}`);
  return slug;
}
