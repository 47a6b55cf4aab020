/**
 * Template contexts for the actor and item sheets, built from plain data (Foundry-free). The sheets call these
 * in _prepareContext; the browser test calls them with fixture data, so it renders exactly what Foundry would.
 */
import { weaponStateLabels, type WeaponState } from "../../data/item/weapon-state";
import { prepareActorDerived, type ActorDerived, type OwnedItemData } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { checkCombo, type ComboCheck, type ComboOwnerData } from "../../rulesets/item-blocks";
import { COMBO_ITEM, ITEM_SPECS } from "../../data/item/schema";
import { normalise } from "../../data/shared/normalise";
import type { FieldSpec, ObjSpec } from "../../data/shared/spec";
import { RULESET_BLOCK_KEYS, type RulesetId } from "../../schema/choices";
import { STATS_CONTEXT_KEYS } from "../../rulesets/actor-blocks";
import { fieldGroups, type FieldGroup } from "./field-rows";
import { statusEffectsFor } from "../../canvas/statuses";
import { ADAPTERS, RULESETS, adapterFor } from "../../rulesets/registry";
import { safeUrl, stripScriptUrls } from "../safe-url";

export type SheetMode = "play" | "edit";

export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  typeLabel: string;
  /** Short stat line for the current ruleset, e.g. "d6 · range 8": parts shown with " · " between them. */
  summary: SummaryPart[];
  rollable: boolean;
  /** Lang keys of the weapon's state in play (unloaded, aimed). */
  state: string[];
}

export interface ActorSheetInput {
  name: string;
  img: string;
  type: "character" | "npc";
  system: ActorSystem & { gmNotes?: string; kind?: string };
  items: (OwnedItemData & { id: string; img: string; weaponState?: WeaponState })[];
  ruleset: RulesetId;
  editable: boolean;
  mode: SheetMode;
  /** Active status ids (actor.statuses), shown under the name. */
  statuses?: readonly string[];
  /** Enriched biography HTML (Foundry's TextEditor in play; the raw HTML field otherwise). */
  biographyHTML?: string;
  /** Who is looking: a LIMITED viewer gets the trimmed sheet (viewer.ts); only the GM sees an NPC's gmNotes. */
  viewer?: { limited?: boolean; isGM?: boolean };
  /** Enriched gmNotes HTML, built only for the GM. */
  gmNotesHTML?: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * One part of an item's summary line: the field's label (lang key) and its value, either a choice's lang key or
 * the stored text or number as is (a name, a die such as "d8"). `dice` shows the value through FRAY.Card.Unit.dice.
 */
export interface SummaryPart {
  labelKey?: string;
  valueKey?: string;
  value?: string;
  dice?: boolean;
}

function choiceKey(spec: FieldSpec | undefined, value: string): string | null {
  if (spec?.kind === "string" && spec.choices) return `${spec.labelPrefix ?? "FRAY.Choice"}.${value}`;
  if (spec?.kind === "array" && spec.element.kind === "string" && spec.element.choices) return `${spec.element.labelPrefix ?? "FRAY.Choice"}.${value}`;
  return null;
}

/** The parts of a spec'd block (only what it states): flags by label, choices by their label, other values as is. */
function blockParts(spec: ObjSpec | null, block: Record<string, unknown>): SummaryPart[] {
  const parts: SummaryPart[] = [];
  for (const [k, v] of Object.entries(block)) {
    if (v === null || v === undefined || v === false || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    const field = spec?.fields[k];
    if (v === true) parts.push({ labelKey: `FRAY.Field.${k}` });
    else if (Array.isArray(v)) for (const x of v) parts.push(choiceKey(field, String(x)) ? { valueKey: choiceKey(field, String(x))! } : { value: String(x) });
    else if (typeof v === "string" && choiceKey(field, v)) parts.push({ labelKey: `FRAY.Field.${k}`, valueKey: choiceKey(field, v)! });
    else parts.push({ labelKey: `FRAY.Field.${k}`, value: String(v) });
  }
  return parts;
}

/** One-line summary of an item's stats in a ruleset (only what the item states). */
export function itemSummary(item: OwnedItemData, ruleset: RulesetId): SummaryPart[] {
  const sys = isRecord(item.system) ? item.system : {};
  const blockKey = RULESET_BLOCK_KEYS[ruleset];
  const block = sys[blockKey];
  if (item.type === "combo") {
    const combo = normalise(COMBO_ITEM, sys).value;
    return [{ value: combo.components.map((c) => c.name).join(" + ") }];
  }
  if (item.type === "condition" && typeof sys["level"] === "number") return [{ value: `${sys["level"]}` }];
  if (item.type === "injury") {
    const spec: ObjSpec = ITEM_SPECS.injury;
    const parts: SummaryPart[] = [];
    if (typeof sys["location"] === "string" && sys["location"] !== "none") parts.push(choiceKey(spec.fields["location"], sys["location"]) ? { valueKey: choiceKey(spec.fields["location"], sys["location"])! } : { value: sys["location"] });
    if (typeof sys["effect"] === "string" && sys["effect"]) parts.push({ value: sys["effect"] });
    if (sys["dicePenalty"]) parts.push({ value: String(sys["dicePenalty"]), dice: true });
    return parts;
  }
  if (!isRecord(block)) return [];
  const typeSpec = (ITEM_SPECS as Record<string, ObjSpec>)[item.type];
  const blockSpec = typeSpec?.fields[blockKey];
  return blockParts(blockSpec?.kind === "object" ? blockSpec : null, block);
}

/** Item types listed on the items tab per ruleset (all types stay on the actor; only the list changes). */
export const ITEM_GROUPS: Readonly<Record<RulesetId, readonly string[]>> = Object.fromEntries(
  RULESETS.map((id) => [id, ADAPTERS[id].sheet.itemTypes]),
) as Record<RulesetId, readonly string[]>;

/** What combo validation needs from the owning actor (six-seconds skills, limit and technique items). */
export function comboOwner(s: ActorSystem, items: readonly OwnedItemData[]): ComboOwnerData {
  return {
    comboLimit: s.sixSeconds.comboLimit,
    skills: s.sixSeconds.skills,
    techniques: items
      .filter((i) => i.type === "technique")
      .map((i) => {
        const t = normalise(ITEM_SPECS.technique, i.system).value;
        return { name: i.name, comboRating: t.comboRating, component: t.component };
      }),
  };
}

/**
 * The world ruleset's block for its stats template, and no other: reading another ruleset's derived values would
 * work them out (an actor prepares its world's block only: data/actor/prepare.ts) for a template that is not shown.
 */
function worldBlock(ruleset: RulesetId, s: ActorSystem, d: ActorDerived): Record<string, { s: unknown; d: unknown }> {
  const key = RULESET_BLOCK_KEYS[ruleset];
  return { [STATS_CONTEXT_KEYS[key]]: { s: s[key], d: d[key] } };
}

export function actorSheetContext(input: ActorSheetInput, derived?: ActorDerived) {
  const d = derived ?? prepareActorDerived(input.system, input.items);
  const s = input.system;
  const play = input.mode === "play";
  const items: ItemRow[] = input.items.map((i) => ({
    id: i.id,
    name: i.name,
    img: safeUrl(i.img),
    type: i.type,
    typeLabel: `TYPES.Item.${i.type}`,
    summary: itemSummary(i, input.ruleset),
    // Only a weapon with stats for the world's ruleset can attack in it (the request builder would refuse the rest).
    rollable: i.type === "weapon" && isRecord(i.system) && isRecord(i.system[RULESET_BLOCK_KEYS[input.ruleset]]),
    state: i.type === "weapon" && i.weaponState ? weaponStateLabels(i.weaponState) : [],
  }));
  const byType = (t: string) => items.filter((i) => i.type === t);
  const owner = comboOwner(s, input.items);
  const limited = input.viewer?.limited === true;
  // gmNotes is a gmOnly field (system.json): players never get it in the page, not even hidden.
  const showGmNotes = input.viewer?.isGM === true && input.type === "npc" && !limited;
  const comboChecks = input.items
    .filter((i) => i.type === "combo")
    .map((i) => ({ id: i.id, name: i.name, check: checkCombo(normalise(COMBO_ITEM, i.system).value, owner) }));
  return {
    name: input.name,
    img: safeUrl(input.img),
    type: input.type,
    isNPC: input.type === "npc",
    ruleset: input.ruleset,
    rulesetLabel: `FRAY.Ruleset.${input.ruleset}`,
    editable: input.editable,
    mode: input.mode,
    editMode: input.mode === "edit",
    /** Base stats are locked in play mode; trackers (wounds, stress, health …) stay editable. */
    lockBase: play || !input.editable,
    lockTrack: !input.editable,
    system: s,
    derived: d,
    ...worldBlock(input.ruleset, s, d),
    items,
    weapons: byType("weapon"),
    attacks: items.filter((i) => i.rollable),
    armour: byType("armour"),
    combos: comboChecks.map((c) => ({ ...c, over: !c.check.withinLimit })),
    techniques: byType("technique"),
    talents: byType("talent"),
    injuries: byType("injury"),
    conditions: byType("condition"),
    poisons: byType("poison"),
    biographyHTML: stripScriptUrls(input.biographyHTML ?? s.biography),
    limited,
    showGmNotes,
    gmNotes: showGmNotes ? (s.gmNotes ?? "") : "",
    gmNotesHTML: showGmNotes ? stripScriptUrls(input.gmNotesHTML ?? s.gmNotes ?? "") : "",
    statusList: limited ? [] : statusEffectsFor(input.ruleset).filter((st) => input.statuses?.includes(st.id)),
    /** The viewer is the GM (GM tools are shown to the GM only). */
    isGM: input.viewer?.isGM === true,
    /** The actor's statuses as a lookup (`lookup has "<id>"`): an action its state makes meaningless is not offered. */
    has: Object.fromEntries((input.statuses ?? []).map((id) => [id, true])) as Record<string, true>,
    itemGroups: ITEM_GROUPS[input.ruleset].map((type) => ({ type, label: `TYPES.Item.${type}Pl`, items: byType(type) })),
    ...adapterFor(input.ruleset).sheet.context,
  };
}

export interface ItemSheetInput {
  name: string;
  img: string;
  type: keyof typeof ITEM_SPECS;
  system: Record<string, unknown>;
  ruleset: RulesetId;
  editable: boolean;
  /** The owning actor, when the item is embedded (combo validation needs its skills, limit and techniques). */
  owner?: ComboOwnerData;
  descriptionHTML?: string;
}

export function itemSheetContext(input: ItemSheetInput) {
  const spec = ITEM_SPECS[input.type];
  const system = normalise(spec, input.system).value as Record<string, unknown>;
  const groups: FieldGroup[] = fieldGroups(spec, system, ["components"]);
  let combo: (ComboCheck & { components: { name: string; rating: number }[]; hasOwner: boolean }) | null = null;
  if (input.type === "combo") {
    const c = normalise(COMBO_ITEM, system).value;
    const check = checkCombo(c, input.owner);
    combo = { ...check, components: c.components, hasOwner: input.owner !== undefined };
  }
  return {
    name: input.name,
    img: safeUrl(input.img),
    type: input.type,
    typeLabel: `TYPES.Item.${input.type}`,
    ruleset: input.ruleset,
    editable: input.editable,
    locked: !input.editable,
    groups,
    // The world's ruleset first; the other rulesets' blocks fold under "Other rulesets" (details.hbs).
    worldGroups: groups.filter((g) => g.blockKey === null || g.blockKey === RULESET_BLOCK_KEYS[input.ruleset]),
    otherGroups: groups.filter((g) => g.blockKey !== null && g.blockKey !== RULESET_BLOCK_KEYS[input.ruleset]),
    combo,
    descriptionHTML: stripScriptUrls(input.descriptionHTML ?? (typeof system["description"] === "string" ? system["description"] : "")),
    description: typeof system["description"] === "string" ? system["description"] : "",
  };
}
