/**
 * isNormal (module/data/shared/normalise.ts): an actor's preparation reads its world block as it is when isNormal
 * says normalise would change nothing, so a "normal" that normalise would repair would reach the engine unrepaired.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../module/data/actor/schema";
import { isNormal, normalise } from "../../module/data/shared/normalise";
import { initialOf } from "../../module/data/shared/spec";
import { ACTOR_BLOCKS } from "../../module/rulesets/actor-blocks";
import { leafPaths, validObject } from "./spec-arbitrary";
import { setPath } from "./helpers";

/** Values normalise repairs (or keeps as unknown keys), for any leaf. */
const odd = fc.constantFrom<unknown>(undefined, null, -0, 1.5, -1e9, 1e9, NaN, Infinity, "3", "", "x", true, "true", [], {}, [1], { a: 1 });

describe("isNormal: true only where normalise changes nothing", () => {
  for (const [key, { schema }] of Object.entries(ACTOR_BLOCKS)) {
    it(`${key}: valid data is normal and normalises to itself`, () => {
      fc.assert(
        fc.property(validObject(schema), (v) => {
          expect(isNormal(schema, v)).toBe(true);
          const { value, issues } = normalise(schema, v);
          expect(issues).toEqual([]);
          expect(value).toEqual(v);
        }),
        { numRuns: 60 },
      );
    });

    it(`${key}: one odd leaf, or a key the spec does not know, is normal only if normalise keeps the data as it is`, () => {
      const leaves = leafPaths(schema);
      fc.assert(
        fc.property(validObject(schema), fc.constantFrom(...leaves), odd, fc.boolean(), (v, leaf, value, extraKey) => {
          const data = structuredClone(v);
          setPath(data, leaf.path, value);
          if (extraKey) (data as Record<string, unknown>)["stray"] = 1;
          if (isNormal(schema, data)) {
            const out = normalise(schema, data);
            expect(out.issues).toEqual([]);
            expect(out.value).toEqual(data);
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it("a stored block with a repair to make is not normal: a text number, a value out of range, a missing field", () => {
    const block = initialOf(ACTOR_SYSTEM).sixSeconds as unknown as Record<string, unknown>;
    const spec = ACTOR_BLOCKS.sixSeconds.schema;
    expect(isNormal(spec, block)).toBe(true);
    expect(isNormal(spec, { ...block, wounds: "3" })).toBe(false);
    expect(isNormal(spec, { ...block, wounds: 150 })).toBe(false);
    expect(isNormal(spec, { ...block, wounds: -0 })).toBe(false);
    const { wounds: _dropped, ...missing } = block;
    expect(isNormal(spec, missing)).toBe(false);
  });
});
