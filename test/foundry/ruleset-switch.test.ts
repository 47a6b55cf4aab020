/**
 * Issue 17, findings 6 and 11: switching the world ruleset A → B → A loses no field, for every update shape
 * Foundry accepts (nested, flattened, `==`/`-=` operators, a non-object over a block, a whole-system
 * replacement by `==system` or `recursive: false`), for actors and for items.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NPC_SYSTEM } from "../../module/data/actor/schema";
import { ITEM_SPECS } from "../../module/data/item/schema";
import { actorAccess, guardSystemUpdate, itemAccess, type AccessOf } from "../../module/data/shared/ruleset-guard";
import type { ObjSpec } from "../../module/data/shared/spec";
import { RULESETS, type RulesetId } from "../../module/schema/choices";
import { applyUpdate, expand } from "./apply-update";
import { leafPaths, validObject, validOf } from "./spec-arbitrary";

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

function guardedUpdate(system: Record<string, unknown>, u: Shaped, access: AccessOf): { after: Record<string, unknown>; changes: Record<string, unknown> } {
  const changes = structuredClone(u.changes);
  guardSystemUpdate(changes, system, access, u.recursive);
  const after = applyUpdate({ system }, changes, { recursive: u.recursive })["system"] as Record<string, unknown>;
  return { after, changes };
}

/** Leaf paths an update writes as plain (merged) values. */
function named(changes: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, prefix: string) => {
    if (typeof v === "object" && v !== null && !Array.isArray(v)) for (const [k, c] of Object.entries(v)) walk(c, prefix ? `${prefix}.${k}` : k);
    else out.add(prefix);
  };
  walk(expand(changes)["system"], "");
  return out;
}

function leavesOf(v: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) for (const [k, c] of Object.entries(v)) leavesOf(c, prefix ? `${prefix}.${k}` : k, out);
  else out.set(prefix, v);
  return out;
}

const ruleset = fc.constantFrom<RulesetId>(...RULESETS);

describe("switching rulesets loses no field, for every update shape", () => {
  it("actors: an update under B leaves every other ruleset's block exactly as it was (A → B → A)", () => {
    fc.assert(
      fc.property(validObject(NPC_SYSTEM), ruleset, ruleset, updateShape(NPC_SYSTEM), updateShape(NPC_SYSTEM), (start, a, b, ua, ub) => {
        const underA = guardedUpdate(start, ua, actorAccess(a)).after;
        const underB = guardedUpdate(underA, ub, actorAccess(b)).after;
        for (const key of Object.keys(underA)) if (actorAccess(b)(key) === "keep") expect(underB[key]).toEqual(underA[key]);
      }),
      { seed: 17, numRuns: 600 },
    );
  });

  it("items: under B another ruleset's block is never replaced, deleted or nulled; only named fields change", () => {
    const types = Object.keys(ITEM_SPECS) as (keyof typeof ITEM_SPECS)[];
    for (const type of types) {
      const spec = ITEM_SPECS[type];
      fc.assert(
        fc.property(validObject(spec), ruleset, updateShape(spec), (before, b, ub) => {
          const { after, changes } = guardedUpdate(before, ub, itemAccess(b));
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
  });

  it("a flattened update cannot reach a prototype through the guard", () => {
    const changes: Record<string, unknown> = { "system.__proto__.polluted": 1, "system.sixSeconds.wounds": 2 };
    guardSystemUpdate(changes, {}, actorAccess("six-seconds"), false);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(changes).toEqual({ system: { sixSeconds: { wounds: 2 } } });
  });
});
