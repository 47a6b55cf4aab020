/**
 * The round trip's world: the Foundry double installed with Fray's documents and data models, realistic full
 * sources for every actor and item type, and the leaf diff the assertions read. The sheet page is rendered from
 * the real templates with the context the sheet builds (render.ts), the update is built from the live form by
 * test/double/forms.ts, and it goes through the double's document pipeline (migrate → clean → validate → merge).
 */
import type { DoubleHandle } from "../double/index";
import { frayOnDouble } from "../double/fray-world";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";
import { initialOf, type FieldSpec, type ObjSpec } from "../../module/data/shared/spec";
import type { RulesetId } from "../../module/schema/choices";
import { actorFixture, ITEMS } from "./fixtures";

type Rec = Record<string, unknown>;

/** A document as the round trip uses it (the double's Actor/Item with Fray's classes and models). */
export interface Doc {
  name: string;
  type: string;
  _source: Rec;
  system: unknown;
  toObject(source?: boolean): Rec;
  update(data: Rec): Promise<unknown>;
}
type DocClass = { create(data: Rec): Promise<Doc | undefined> };

export interface FormWorld {
  double: DoubleHandle;
  Actor: DocClass;
  Item: DocClass;
  setRuleset(ruleset: RulesetId): Promise<void>;
}

/** The double with Fray registered as module/fray.ts does in `init` (test/double/fray-world.ts). */
export async function formWorld(): Promise<FormWorld> {
  const { fray, fresh } = await frayOnDouble({ generation: 13 });
  const double = fresh();
  const game = double.game as unknown as { settings: { set(ns: string, key: string, v: unknown): Promise<unknown> } };
  return {
    double,
    Actor: fray.FrayActor as unknown as DocClass,
    Item: fray.FrayItem as unknown as DocClass,
    setRuleset: async (ruleset) => void (await game.settings.set("fray", "ruleset", ruleset)),
  };
}

/**
 * A full actor source: the browser fixture, with skills on abilities/attributes that are NOT the defaults
 * (six-seconds dexterity, frozen-lands body), so a row rebuilt from defaults shows, and NPC GM notes.
 */
export function fullActorSystem(ruleset: RulesetId, type: "character" | "npc"): Rec {
  const s = structuredClone(actorFixture(ruleset, type).system);
  s.sixSeconds.skills = [
    { name: "Weapon Skill", ability: "strength", rank: 3 },
    { name: "Athletics", ability: "endurance", rank: 1 },
    { name: "Lore", ability: "intelligence", rank: 2 },
  ];
  s.frozenLands.skills = [
    { name: "Melee", attribute: "agility", rank: 3 },
    { name: "Lore", attribute: "mind", rank: 2 },
  ];
  if (type === "npc") s.gmNotes = "<p>Flees at half health.</p>";
  return s as unknown as Rec;
}

/** Every list of choices in `spec` set to its 2nd and 3rd choices (never the first: a null must not become it). */
function tickChoices(spec: FieldSpec, value: unknown): unknown {
  if (spec.kind === "array" && spec.element.kind === "string" && spec.element.choices) return spec.element.choices.slice(1, 3);
  if (spec.kind !== "object" || value === null || typeof value !== "object") return value;
  const out: Rec = { ...(value as Rec) };
  for (const [k, child] of Object.entries(spec.fields)) out[k] = tickChoices(child, out[k]);
  return out;
}

/** A full item source: the fixture normalised, every ruleset block present, every choice list partly ticked. */
export function fullItemSystem(type: keyof typeof ITEM_SPECS): Rec {
  const spec: ObjSpec = ITEM_SPECS[type];
  const fixture = ITEMS.find((i) => i.type === type)!;
  const data = normalise(spec, fixture.system).value as Rec;
  for (const [k, child] of Object.entries(spec.fields)) {
    if (child.kind === "object" && child.nullable && data[k] === null) data[k] = initialOf({ ...child, nullable: false });
  }
  return tickChoices(spec, data) as Rec;
}

/** Every leaf of plain data by dotted path (list elements by index), for "which fields changed". */
export function leaves(value: unknown, prefix = "", out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, "[]");
    value.forEach((v, i) => leaves(v, `${prefix}.${i}`, out));
  } else if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) out.set(prefix, "{}");
    for (const [k, v] of entries) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

/** Paths whose leaf differs between two sources (added, removed or changed), with the new value. */
export function changedLeaves(before: unknown, after: unknown): Record<string, unknown> {
  const a = leaves(before);
  const b = leaves(after);
  const out: Record<string, unknown> = {};
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    if (!Object.is(a.get(key), b.get(key))) out[key] = b.has(key) ? b.get(key) : "(removed)";
  }
  return out;
}
