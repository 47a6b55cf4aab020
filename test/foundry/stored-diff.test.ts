/**
 * The combat's stored update (module/combat/stored-diff.ts) merged the way Foundry merges an update (the double's
 * mergeObject: objects key by key, arrays whole, deletions with v13's `-=key` or v14's `_del`) turns what is stored
 * into exactly the new record, for any pair of JSON records; keys Foundry would misread are refused, named.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { storedUpdate, type DeletionEntry } from "../../module/combat/stored-diff";
import type { Json } from "../../module/engine/turns";
import { _del, deepClone, mergeObject } from "../double/utils";

const key = fc.stringMatching(/^[A-Za-z0-9_]{1,6}$/);
const value: fc.Arbitrary<Json> = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 5 })),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(key, tie("v"), { maxKeys: 5 }),
  ),
})).v;
const record = fc.dictionary(key, value, { maxKeys: 6 }) as fc.Arbitrary<Record<string, Json>>;

const forms: [string, DeletionEntry][] = [
  ["v13 -=key", (k) => [`-=${k}`, null]],
  ["v14 _del", (k) => [k, _del]],
];

describe.each(forms)("the stored update, deletions as %s", (_name, deletion) => {
  it("merged as Foundry merges it, gives the new record exactly", () => {
    fc.assert(
      fc.property(record, record, (before, after) => {
        const update = storedUpdate(before, after, deletion);
        const merged = mergeObject(deepClone(before) as Record<string, unknown>, deepClone(update), { performDeletions: true, applyOperators: true });
        expect(merged).toEqual(after);
      }),
      { numRuns: 400 },
    );
  });

  it("writes nothing for an equal record, a changed key alone, and a list whole", () => {
    const before = { a: { b: 1, c: [1, 2, 3] }, d: "x" };
    expect(storedUpdate(before, structuredClone(before), deletion)).toEqual({});
    expect(storedUpdate(before, { ...before, a: { b: 2, c: [1, 2, 3] } }, deletion)).toEqual({ a: { b: 2 } });
    expect(storedUpdate(before, { ...before, a: { b: 1, c: [1, 9, 3] } }, deletion)).toEqual({ a: { c: [1, 9, 3] } });
    const [k, v] = deletion("d");
    expect(storedUpdate(before, { a: before.a }, deletion)).toEqual({ [k]: v });
  });
});

describe("keys Foundry cannot store", () => {
  const del: DeletionEntry = (k) => [`-=${k}`, null];
  it.each([
    [{ "a.b": 1 }, /the key "a\.b" has a dot/],
    [{ x: { "-=y": 1 } }, /x: the key "-=y" starts with an update operator/],
    [{ x: [{ "==z": 1 }] }, /x\[0\]: the key "==z" starts with an update operator/],
  ])("%j is refused, naming the key", (after, why) => {
    expect(() => storedUpdate({ x: 0 }, after as Json, del)).toThrow(why);
  });
});
