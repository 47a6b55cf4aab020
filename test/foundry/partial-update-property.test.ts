/**
 * Issue 17: for every actor and item type, an update of any one field (valid or junk value, nested or
 * flattened) changes only that field, through the Foundry double's real pipeline (migrateData on the diff →
 * clean → validate → merge). Junk the models cannot repair is refused with an error naming the field, and then
 * nothing changes.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTOR_SYSTEM, NPC_SYSTEM } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import type { ObjSpec } from "../../module/data/shared/spec";
import { plainDataIssue } from "../../module/schema/plain-data";
import { RULESETS, RULESET_BLOCK_KEYS } from "../../module/schema/choices";
import { fuzzRuns, fuzzSeed, junk } from "../fuzz/arbitraries";
import { expandObject } from "../double/utils";
import { DataModelValidationError } from "../double/data-model";
import { frayDoc, frayOnDouble, storedSystem, type Fray } from "../double/fray-world";
import { leafPaths, validObject, validOf } from "./spec-arbitrary";

let fray: Fray;
beforeAll(async () => {
  const world = await frayOnDouble();
  fray = world.fray;
  world.fresh();
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
    it(type, async () => {
      const paths = leafPaths(spec);
      await fc.assert(
        fc.asyncProperty(
          validObject(spec),
          fc.constantFrom(...paths).chain((leaf) => fc.tuple(fc.constant(leaf.path), fc.oneof(validOf(leaf.spec), updateJunk))),
          fc.boolean(),
          async (system, [path, value], flattened) => {
            // An actor takes changes to the world ruleset's block only (the ruleset guard): play the block changed.
            const ruleset = RULESETS.find((id) => RULESET_BLOCK_KEYS[id] === path.split(".")[0]);
            if (ruleset) await game.settings.set("fray", "ruleset", ruleset);
            const doc = await frayDoc(fray, type, system as Record<string, unknown>);
            const before = storedSystem(doc);
            const changes = flattened ? { [`system.${path}`]: value } : expandObject({ [`system.${path}`]: value });
            let refused: unknown = null;
            try {
              await doc.update(changes as never);
            } catch (error) {
              refused = error;
            }
            const after = storedSystem(doc);
            if (refused) {
              // A refusal names the field and loses nothing.
              expect(refused).toBeInstanceOf(DataModelValidationError);
              expect(String((refused as Error).message)).toContain(`system.${path.split(".")[0]}`);
              expect(after).toEqual(before);
              return;
            }
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
