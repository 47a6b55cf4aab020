/** The item data models hold exactly what the pack YAML holds: every pack item normalises with no repair. */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ACTOR_SYSTEM, NPC_SYSTEM } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { normalise } from "../../module/data/shared/normalise";

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? yamlFiles(p) : p.endsWith(".yml") && !f.startsWith("_") ? [p] : [];
  });
}

describe("pack items against the item data models", () => {
  const files = yamlFiles("packs/_source");
  it("finds pack sources", () => {
    expect(files.length).toBeGreaterThan(10);
  });
  it("every weapon and poison loads without a single repair, and keeps every stated stat", () => {
    const problems: string[] = [];
    for (const file of files) {
      const doc = parse(readFileSync(file, "utf8")) as { type?: string; system?: Record<string, unknown> };
      if (doc.type !== "weapon" && doc.type !== "poison") continue;
      const { value, issues } = normalise(ITEM_SPECS[doc.type], doc.system);
      for (const i of issues) problems.push(`${file}: ${i.path}: ${i.problem}`);
      for (const [k, v] of Object.entries(doc.system ?? {})) {
        if (JSON.stringify((value as Record<string, unknown>)[k]) !== JSON.stringify(v) && typeof v === "object" && v !== null) {
          // Blocks may gain explicit nulls for optional keys; stated values must be unchanged.
          for (const [kk, vv] of Object.entries(v as Record<string, unknown>)) {
            const got = ((value as Record<string, Record<string, unknown>>)[k] ?? {})[kk];
            if (JSON.stringify(got) !== JSON.stringify(vv)) problems.push(`${file}: ${k}.${kk} changed`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("every armour piece, actor and embedded item loads without a single repair", () => {
    const problems: string[] = [];
    const check = (file: string, type: string | undefined, system: unknown) => {
      const spec = type === "npc" ? NPC_SYSTEM : type === "character" ? ACTOR_SYSTEM : ITEM_SPECS[type as keyof typeof ITEM_SPECS];
      if (!spec) return problems.push(`${file}: unknown type ${String(type)}`);
      for (const i of normalise(spec, system, { strict: false }).issues) problems.push(`${file}: ${type}: ${i.path}: ${i.problem}`);
      return 0;
    };
    let seen = 0;
    for (const file of files) {
      const doc = parse(readFileSync(file, "utf8")) as { type?: string; system?: unknown; items?: { type?: string; system?: unknown }[] };
      if (doc.type !== "armour" && doc.type !== "character" && doc.type !== "npc") continue;
      seen++;
      check(file, doc.type, doc.system);
      for (const item of doc.items ?? []) check(file, item.type, item.system);
    }
    expect(seen).toBeGreaterThanOrEqual(22);
    expect(problems).toEqual([]);
  });
});
