/**
 * Builders for the generated pack documents (folders, items, actors with embedded items), in the source shape the
 * validator checks (module/schema) and the extractor writes.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { stableId, STATS } from "./ids";

export type Doc = Record<string, unknown>;

export function folder(pack: string, name: string, type: string, sort: number): Doc {
  const _id = stableId(`${pack}/folder/${name}`);
  return { _id, name, type, folder: null, sorting: "a", sort, color: null, description: "", flags: {}, _stats: { ...STATS }, _key: `!folders!${_id}` };
}

export function item(pack: string, name: string, type: string, system: Doc, folderId: string | null, img = "icons/svg/item-bag.svg"): Doc {
  const _id = stableId(`${pack}/item/${name}`);
  return { _id, name, type, img, system, effects: [], folder: folderId, sort: 0, flags: {}, _stats: { ...STATS }, _key: `!items!${_id}` };
}

/** An item embedded in an actor: its own id (seeded by actor and item), key `!actors.items!<actor>.<item>`. */
export function embedded(actorId: string, source: Doc): Doc {
  const _id = stableId(`${actorId}/${String(source.name)}`);
  return {
    _id,
    name: source.name,
    type: source.type,
    img: source.img,
    system: structuredClone(source.system),
    effects: [],
    folder: null,
    sort: 0,
    flags: {},
    _stats: { ...STATS },
    _key: `!actors.items!${actorId}.${_id}`,
  };
}

export interface ActorInput {
  name: string;
  type: "character" | "npc";
  img?: string;
  /** The ruleset block and shared fields (biography, kind, gmNotes). */
  system: Doc;
  items: Doc[];
}

export function actor(pack: string, a: ActorInput): Doc {
  const _id = stableId(`${pack}/actor/${a.name}`);
  return {
    _id,
    name: a.name,
    type: a.type,
    img: a.img ?? "icons/svg/mystery-man.svg",
    system: a.system,
    items: a.items.map((i) => embedded(_id, i)),
    effects: [],
    folder: null,
    sort: 0,
    flags: {},
    _stats: { ...STATS },
    _key: `!actors!${_id}`,
  };
}

/** A weapon of the committed weapons pack, by its file under packs/_source/weapons (so embedded copies match it). */
export function packWeapon(root: string, file: string): Doc {
  const full = path.join(root, "packs/_source/weapons", file);
  return parse(fs.readFileSync(full, "utf8")) as Doc;
}
