/**
 * The shape of one compendium source file (packs/_source/<pack>/**.yml): an Item document or a Folder document,
 * in the form @foundryvtt/foundryvtt-cli compiles (`_key` = "!items!<_id>" / "!folders!<_id>").
 */
import { FOLDER_SORTING, ITEM_TYPES, type ItemType } from "./choices";
import { POISON_SYSTEM_SPEC } from "./poison";
import type { ObjectSpec, StringSpec } from "./spec";
import { WEAPON_SYSTEM_SPEC } from "./weapon";

/** Foundry document ids: 16 ASCII letters or digits (foundry.utils.randomID()). */
export const ID_PATTERN = /^[A-Za-z0-9]{16}$/;

const id: StringSpec = { kind: "string", pattern: ID_PATTERN, patternName: "a 16-character alphanumeric id" };

/** Top-level fields of an Item source file; `system` is checked against the type's spec. */
export const ITEM_DOCUMENT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    type: { kind: "choice", choices: ITEM_TYPES, noun: "item type" },
    img: { kind: "string" },
    system: { kind: "record" },
    effects: { kind: "array", element: { kind: "record" } },
    folder: { ...id, nullable: true },
    sort: { kind: "number", integer: true },
    flags: { kind: "record" },
    ownership: { kind: "record", optional: true },
    _stats: { kind: "record", optional: true },
    _key: { kind: "string" },
  },
};

/** Top-level fields of a Folder source file (folders live inside the pack they organise). */
export const FOLDER_DOCUMENT_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    _id: id,
    name: { kind: "string" },
    type: { kind: "choice", choices: ["Item", "RollTable"], noun: "folder document type" },
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
  readonly type: "Item" | "RollTable";
  /** Item types allowed inside (none in a RollTable pack). */
  readonly itemTypes: readonly ItemType[];
}

export const PACKS: readonly PackDefinition[] = [
  { name: "weapons", label: "FRAY.Packs.Weapons", type: "Item", itemTypes: ["weapon"] },
  { name: "poisons", label: "FRAY.Packs.Poisons", type: "Item", itemTypes: ["poison"] },
  { name: "roll-tables", label: "FRAY.Packs.RollTables", type: "RollTable", itemTypes: [] },
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
