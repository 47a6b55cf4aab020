/**
 * Every visible string comes from lang/en.json: templates have no hard-coded English text, and every key used in
 * templates and Foundry-layer code (including keys built from choice lists, statuses and specs) exists.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { RANGE_BANDS } from "../../module/engine/rulesets/frozen-lands/range";
import { describe, expect, it } from "vitest";
import { ITEM_GROUPS } from "../../module/applications/sheets/context";
import { fieldGroups } from "../../module/applications/sheets/field-rows";
import { RULESET_STATUS_IDS, statusEffectsFor } from "../../module/canvas/statuses";
import { NPC_SYSTEM } from "../../module/data/actor/schema";
import { FACTIONS_SIZES } from "../../module/rulesets/factions/actor";
import { FROZEN_LANDS_ATTRIBUTES } from "../../module/rulesets/frozen-lands/actor";
import { SIX_SECONDS_ABILITIES } from "../../module/rulesets/six-seconds/actor";
import { TACTICA_GROUPS, TACTICA_LOCATIONS } from "../../module/rulesets/tactica/actor";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { initialOf, type FieldSpec } from "../../module/data/shared/spec";
import { CONDITION_IDS as FL_CONDITIONS } from "../../module/engine/rulesets/frozen-lands/conditions";
import { RULESETS } from "../../module/schema/choices";
import { loadLang } from "../browser/foundry-helpers";

const lang = loadLang();
const has = (key: string) => key in lang;

function files(dir: string, ext: string, skip: string[] = []): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (skip.some((s) => p.startsWith(s))) return [];
    return statSync(p).isDirectory() ? files(p, ext, skip) : p.endsWith(ext) ? [p] : [];
  });
}

const templates = files("templates", ".hbs");
const code = files("module", ".ts", ["module/engine", "module/schema"]);

function stripMustache(src: string): string {
  return src
    .replace(/\{\{!--[\s\S]*?--\}\}/g, "")
    .replace(/\{\{![\s\S]*?\}\}/g, "")
    .replace(/\{\{\{[\s\S]*?\}\}\}/g, "")
    .replace(/\{\{[\s\S]*?\}\}/g, "");
}

describe("templates contain no hard-coded English", () => {
  it("text nodes are produced by {{localize}} or data only", () => {
    const offenders: string[] = [];
    for (const file of templates) {
      const bare = stripMustache(readFileSync(file, "utf8"));
      for (const m of bare.matchAll(/>([^<]*)</g)) {
        const text = m[1]!.trim();
        if (/\p{L}/u.test(text)) offenders.push(`${file}: ${JSON.stringify(text)}`);
      }
      for (const m of bare.matchAll(/\s(aria-label|alt|title|placeholder)="([^"]*)"/g)) {
        if (/\p{L}/u.test(m[2]!)) offenders.push(`${file}: ${m[1]}=${JSON.stringify(m[2])}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the scanner catches English text (guard against a scanner that passes everything)", () => {
    const bare = stripMustache('<p>{{localize "FRAY.X"}} Hello</p><button aria-label="Close">x</button>');
    expect([...bare.matchAll(/>([^<]*)</g)].some((m) => /\p{L}/u.test(m[1]!.trim()))).toBe(true);
  });
});

/** Keys written twice in one object of a JSON text: JSON.parse keeps the last silently, so the first string is lost. */
function duplicateKeys(src: string): string[] {
  const tokens = src.match(/"(?:[^"\\]|\\.)*"|[{}[\]:]/g) ?? [];
  const open: (Set<string> | null)[] = [];
  const dups: string[] = [];
  tokens.forEach((t, i) => {
    if (t === "{") open.push(new Set());
    else if (t === "[") open.push(null);
    else if (t === "}" || t === "]") open.pop();
    else if (tokens[i + 1] === ":") {
      const keys = open.at(-1);
      if (keys?.has(t)) dups.push(t);
      keys?.add(t);
    }
  });
  return dups;
}

describe("lang/en.json writes each key once", () => {
  it("no object repeats a key (the second would hide the first's text)", () => {
    expect(duplicateKeys(readFileSync("lang/en.json", "utf8"))).toEqual([]);
  });

  it("the check finds a repeated key (guard against a check that passes everything)", () => {
    expect(duplicateKeys('{"A": {"Crawl": "x", "B": ["y"], "Crawl": "z"}, "C": {"Crawl": "w"}}')).toEqual(['"Crawl"']);
  });
});

describe("every lang key used exists in lang/en.json", () => {
  it("literal keys in templates and Foundry-layer code (a key ending in '.' or used as a prefix must prefix real keys)", () => {
    const missing: string[] = [];
    for (const file of [...templates, ...code]) {
      for (const m of readFileSync(file, "utf8").matchAll(/["'`]((?:FRAY|TYPES)\.[A-Za-z0-9.\-]+)/g)) {
        const key = m[1]!;
        if (has(key)) continue;
        const prefix = key.endsWith(".") ? key : `${key}.`;
        if (!Object.keys(lang).some((k) => k.startsWith(prefix))) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keys built at run time: rulesets, statuses, abilities, sizes, groups, locations, item types and tabs", () => {
    const keys = [
      ...RULESETS.map((r) => `FRAY.Ruleset.${r}`),
      ...RULESETS.flatMap((r) => statusEffectsFor(r).map((s) => s.name)),
      ...SIX_SECONDS_ABILITIES.map((a) => `FRAY.SixSeconds.Ability.${a}`),
      ...FROZEN_LANDS_ATTRIBUTES.map((a) => `FRAY.FrozenLands.Attribute.${a}`),
      ...FL_CONDITIONS.map((c) => `FRAY.FrozenLands.Condition.${c}`),
      ...["str", "agi", "wit"].map((a) => `FRAY.Factions.Ability.${a}`),
      ...FACTIONS_SIZES.map((s) => `FRAY.Factions.Size.${s}`),
      ...TACTICA_GROUPS.map((g) => `FRAY.Tactica.Group.${g}`),
      ...TACTICA_LOCATIONS.map((l) => `FRAY.Tactica.Location.${l}`),
      ...["physical", "mental"].flatMap((t) => [`FRAY.Tactica.Track.${t}`, `FRAY.Tactica.State.${t}`]),
      ...Object.keys(ITEM_SPECS).flatMap((t) => [`TYPES.Item.${t}`, `TYPES.Item.${t}Pl`]),
      ...Object.values(ITEM_GROUPS).flat().map((t) => `TYPES.Item.${t}Pl`),
      ...["stats", "items", "biography", "details", "description"].map((t) => `FRAY.Sheet.Tab.${t}`),
      ...["no-effect", "wound", "dying", "knocked-out", "dies", "destroyed"].map((r) => `FRAY.Damage.SixSeconds.${r}`),
      ...["miss", "defended", "no-effect", "wound", "dying", "knocked-out", "dies", "destroyed", "location-effect"].flatMap((r) => [`FRAY.Attack.Result.${r}`, `FRAY.Attack.Chance.${r}`]),
      ...["State", "Rank", "None"].map((k) => `FRAY.Damage.Tactica.${k}`),
      ...RANGE_BANDS.map((b) => `FRAY.Dialog.Bands.${b}`),
      ...["none", "block", "dodge", "parry"].map((k) => `FRAY.Dialog.Defences.${k}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
    expect(Object.values(RULESET_STATUS_IDS).flat().length).toBeGreaterThan(20);
  });

  it("every item field row and choice label (from the specs) exists", () => {
    const missing = new Set<string>();
    for (const [type, spec] of Object.entries(ITEM_SPECS)) {
      // Fill every nullable block so its rows are produced too.
      const filled: Record<string, unknown> = { ...initialOf(spec) };
      for (const [k, f] of Object.entries(spec.fields)) {
        if (f.kind === "object" && f.nullable) filled[k] = initialOf({ ...f, nullable: false } as FieldSpec);
      }
      for (const g of fieldGroups(spec, filled)) {
        if (g.heading && !has(g.heading)) missing.add(`${type}: ${g.heading}`);
        for (const row of g.rows) {
          if (!has(row.label)) missing.add(`${type}: ${row.label}`);
          for (const o of row.options ?? []) if (!has(o.label)) missing.add(`${type}: ${o.label}`);
        }
      }
    }
    for (const key of Object.keys(NPC_SYSTEM.fields)) if (!has(`FRAY.Field.${key}`)) missing.add(`actor: FRAY.Field.${key}`);
    expect([...missing]).toEqual([]);
  });
});
