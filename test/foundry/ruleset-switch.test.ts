/**
 * Issue 17, findings 6 and 11: switching the world ruleset A → B → A loses no field, for every update shape
 * Foundry accepts (nested, flattened, `==`/`-=` operators, a non-object over a block, a whole-system
 * replacement by `==system` or `recursive: false`), for actors and for items. The updates go through the Foundry
 * double's pipeline, where FrayActor/FrayItem._preUpdate run the guard on what Foundry hands them; an update the
 * data model refuses (an error naming the field) changes nothing, which loses nothing either.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { NPC_SYSTEM } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { actorAccess, guardSystemUpdate, itemAccess } from "../../module/data/shared/ruleset-guard";
import type { ObjSpec } from "../../module/data/shared/spec";
import { RULESETS, type RulesetId } from "../../module/schema/choices";
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

interface Shaped {
  changes: Record<string, unknown>;
  recursive: boolean;
}

/** Every update shape, built from a valid `next` system so each writes plausible data. */
function updateShape(spec: ObjSpec): fc.Arbitrary<Shaped> {
  const keys = Object.keys(spec.fields);
  const leaves = leafPaths(spec);
  const junk = fc.constantFrom<unknown>(null, 5, "x", true, []);
  return fc.tuple(validObject(spec), fc.constantFrom(...keys), fc.constantFrom(...leaves), junk, fc.integer({ min: 0, max: 10 })).chain(([next, key, leaf, bad, shape]) =>
    validOf(leaf.spec).map((leafValue): Shaped => {
      switch (shape) {
        case 0: return { changes: { system: next }, recursive: true };
        case 1: return { changes: { system: next }, recursive: false };
        case 2: return { changes: { "==system": next }, recursive: true };
        case 3: return { changes: { system: { [key]: next[key] } }, recursive: true };
        case 4: return { changes: { system: { [`==${key}`]: next[key] } }, recursive: true };
        case 5: return { changes: { system: { [`-=${key}`]: null } }, recursive: true };
        case 6: return { changes: { system: { [key]: bad } }, recursive: true };
        case 7: return { changes: { [`system.${key}`]: next[key] }, recursive: true };
        case 8: return { changes: { [`system.${leaf.path}`]: leafValue }, recursive: true };
        case 9: return { changes: { [`system.${leaf.path}`]: leafValue }, recursive: false };
        default: return { changes: { "-=system": null, name: "x" }, recursive: true };
      }
    }),
  );
}

/** Updates refused by the data model, by shape (reported, not asserted: a refusal changes nothing). */
const refusals = new Map<string, number>();

/** `u` applied to a document of `type` holding `system`, under the world ruleset `ruleset`. */
async function guardedUpdate(type: string, system: Record<string, unknown>, u: Shaped, ruleset: RulesetId): Promise<{ after: Record<string, unknown>; changes: Record<string, unknown> }> {
  await game.settings.set("fray", "ruleset", ruleset);
  const doc = await frayDoc(fray, type, system);
  const changes = structuredClone(u.changes);
  try {
    await doc.update(structuredClone(changes) as never, { recursive: u.recursive } as never);
  } catch (error) {
    if (!(error instanceof DataModelValidationError)) throw error;
    const shape = `${Object.keys(changes).join(",")}${u.recursive ? "" : " (recursive: false)"}: ${(error.failures[0]?.message ?? "")}`;
    refusals.set(shape, (refusals.get(shape) ?? 0) + 1);
  }
  return { after: storedSystem(doc), changes };
}

/** Leaf paths an update writes as plain (merged) values. */
function named(changes: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === "object" && v !== null && !Array.isArray(v)) for (const [k, c] of Object.entries(v)) walk(c, prefix ? `${prefix}.${k}` : k);
    else out.add(prefix);
  };
  walk(expandObject(changes)["system"], "");
  return out;
}

function leavesOf(v: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) for (const [k, c] of Object.entries(v)) leavesOf(c, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, v);
  return out;
}

const ruleset = fc.constantFrom<RulesetId>(...RULESETS);

describe("switching rulesets loses no field, for every update shape", () => {
  it("actors: an update under B leaves every other ruleset's block exactly as it was (A → B → A)", async () => {
    await fc.assert(
      fc.asyncProperty(validObject(NPC_SYSTEM), ruleset, ruleset, updateShape(NPC_SYSTEM), updateShape(NPC_SYSTEM), async (start, a, b, ua, ub) => {
        const underA = (await guardedUpdate("npc", start, ua, a)).after;
        const underB = (await guardedUpdate("npc", underA, ub, b)).after;
        for (const key of Object.keys(underA)) if (actorAccess(b)(key) === "keep") expect(underB[key]).toEqual(underA[key]);
      }),
      { seed: 17, numRuns: 600 },
    );
  });

  it("items: under B another ruleset's block is never replaced, deleted or nulled; only named fields change", async () => {
    const types = Object.keys(ITEM_SPECS) as (keyof typeof ITEM_SPECS)[];
    for (const type of types) {
      const spec = ITEM_SPECS[type];
      await fc.assert(
        fc.asyncProperty(validObject(spec), ruleset, updateShape(spec), async (start, b, ub) => {
          const before = storedSystem(await frayDoc(fray, type, start));
          const { after, changes } = await guardedUpdate(type, before, ub, b);
          const writes = named(changes);
          for (const key of Object.keys(before)) {
            if (itemAccess(b)(key) !== "merge") continue;
            // A null block (no stats in that ruleset) has nothing to lose: the item sheet's "add stats" fills it.
            if (before[key] === null) continue;
            expect(after[key]).toBeTypeOf("object");
            expect(after[key]).not.toBeNull();
            for (const [path, value] of leavesOf(before[key], key)) if (!writes.has(path)) expect(leavesOf(after[key], key).get(path)).toEqual(value);
          }
        }),
        { seed: 11, numRuns: 150 },
      );
    }
    console.info(`ruleset switch: refused by the data model, by update shape: ${JSON.stringify(Object.fromEntries(refusals))}`);
  });

  it("a flattened update cannot reach a prototype through the guard", () => {
    const changes: Record<string, unknown> = { "system.__proto__.polluted": 1, "system.sixSeconds.wounds": 2 };
    guardSystemUpdate(changes, {}, actorAccess("six-seconds"), false);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(changes).toEqual({ system: { sixSeconds: { wounds: 2 } } });
  });
});
