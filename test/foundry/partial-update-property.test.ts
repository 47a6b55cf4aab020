/**
 * Issue 17: for every actor and item type, an update of any one field (valid or junk value, nested or
 * flattened) changes only that field, through the models' real migrateData and Foundry's merge.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTOR_SYSTEM, NPC_SYSTEM } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import type { ObjSpec } from "../../module/data/shared/spec";
import { plainDataIssue } from "../../module/schema/plain-data";
import { fuzzRuns, fuzzSeed, junk } from "../fuzz/arbitraries";
import { applyUpdate, expand } from "./apply-update";
import { installFoundryStub } from "./foundry-stub";
import { leafPaths, validObject, validOf } from "./spec-arbitrary";

type Migrate = (source: Record<string, unknown>) => Record<string, unknown>;
let migrates: Map<string, Migrate>;

beforeAll(async () => {
  installFoundryStub();
  const actors = await import("../../module/data/actor/models");
  const items = await import("../../module/data/item/models");
  migrates = new Map<string, Migrate>([
    ["character", (s) => actors.CharacterData.migrateData(s)],
    ["npc", (s) => actors.NpcData.migrateData(s)],
    ...Object.entries(items.ITEM_MODELS).map(([type, model]): [string, Migrate] => [type, (s) => model.migrateData(s)]),
  ]);
});

/** Junk an update can carry: update data reaches migrateData as JSON data (no cycles or BigInts over the wire). */
const updateJunk = junk.filter((v) => plainDataIssue(v) === null);

const SPECS: [string, ObjSpec][] = [["character", ACTOR_SYSTEM], ["npc", NPC_SYSTEM], ...Object.entries(ITEM_SPECS).map(([k, s]): [string, ObjSpec] => [k, s])];

/** Leaf values by dot path (arrays and nulls are leaves). */
function leaves(v: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) for (const [k, c] of Object.entries(v)) leaves(c, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, v);
  return out;
}

describe("a partial update of any one field changes only that field", () => {
  for (const [type, spec] of SPECS) {
    it(type, () => {
      const paths = leafPaths(spec);
      fc.assert(
        fc.property(
          validObject(spec),
          fc.constantFrom(...paths).chain((leaf) => fc.tuple(fc.constant(leaf.path), fc.oneof(validOf(leaf.spec), updateJunk))),
          fc.boolean(),
          (before, [path, value], flattened) => {
            const migrate = migrates.get(type)!;
            const changes = flattened ? { [`system.${path}`]: value } : expand({ [`system.${path}`]: value });
            const system = expand(changes)["system"] as Record<string, unknown>;
            const after = applyUpdate({ system: before }, { system: migrate(system) })["system"];
            const was = leaves(before);
            const now = leaves(after);
            // The update's own keys: the path, anything under it, and a null parent block it fills in.
            const own = (p: string) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`);
            for (const [p, v] of was) if (!own(p)) expect(now.get(p), p).toEqual(v);
            for (const p of now.keys()) if (!own(p)) expect(was.has(p), p).toBe(true);
          },
        ),
        { seed: fuzzSeed(), numRuns: fuzzRuns(200) },
      );
    });
  }
});
