/**
 * The stored form of a ledger patch (engine/turns/ledger-codec.ts): decoding gives back exactly the ops encoded, in
 * their order, for any pair of JSON states; a round change of 100 fighters stores in well under half the bytes of the
 * op list; a malformed stored patch is named, never decoded into something else.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diff, type Json } from "../../../module/engine/turns";
import { decodeEntry, decodePatch, encodeEntry, encodePatch } from "../../../module/engine/turns/ledger-codec";

const state = fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 6 }) as fc.Arbitrary<Json>;

describe("ledger patch codec", () => {
  it("decodes every diff's ops exactly, order included", () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        const ops = diff(a, b);
        const stored = JSON.parse(JSON.stringify(encodePatch(ops))) as unknown;
        expect(decodePatch(stored, "patch")).toEqual(ops);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps an op at the root and ops around it apart", () => {
    const ops = [{ path: ["x", 0], after: 1 }, { path: [], before: { x: [] }, after: 3 }, { path: ["y"], before: 2 }];
    expect(decodePatch(encodePatch(ops), "patch")).toEqual(ops);
  });

  it("stores a round change of 100 fighters in well under half the bytes of the op list", () => {
    const fighter = (dice: number[], spent: number) => ({ dice, spent, carry: null, rolledThisRound: dice.length > 0 });
    const ids = Array.from({ length: 100 }, (_, i) => `cbt${String(i).padStart(4, "0")}Zq7xW9kL0`);
    const before = { round: 1, data: { fighters: Object.fromEntries(ids.map((id) => [id, fighter([], 3)])) } };
    const after = { round: 2, data: { fighters: Object.fromEntries(ids.map((id, i) => [id, fighter([1 + (i % 6), 2, 4], 0)])) } };
    const ops = diff(before, after);
    const entry = { seq: 7, kind: "command" as const, command: { type: "pass", combatant: ids[0]! }, patch: ops };
    const stored = encodeEntry(entry);
    expect(JSON.stringify(stored).length).toBeLessThan(0.5 * JSON.stringify(entry).length);
    expect(decodeEntry(JSON.parse(JSON.stringify(stored)), "system.ledger.7")).toEqual(entry);
  });

  it.each([
    [{ p: [], o: [] }, "patch must be a list of groups"],
    [["x"], "patch[0] must be a group {u?, p: [path], o: [ops]}"],
    [[{ p: [{}], o: [] }], "patch[0].p must list keys and indices"],
    [[{ u: 1, p: ["a"], o: [] }], "patch[0].u must be a whole number from 0 to 0"],
    [[{ p: ["a"], o: [3] }], "patch[0].o[0] must be an op {k, b, a}"],
    [[{ p: ["a"], o: [{ k: true }] }], "patch[0].o[0].k must be a key or an index"],
  ])("names a malformed stored patch: %j", (stored, problem) => {
    expect(decodePatch(stored, "patch")).toBe(problem);
  });
});
