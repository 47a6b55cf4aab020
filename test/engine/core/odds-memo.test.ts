/** Issue 31 item 7: odds cached per attack (module/engine/odds/memo.ts). */
import { describe, expect, it } from "vitest";
import { exactKey, memoOdds } from "../../../module/engine/odds/memo";

describe("exactKey", () => {
  it("is the JSON text of plain data, an undefined option read as absent", () => {
    expect(exactKey([{ dice: 3, defence: { kind: "none" } }, {}])).toBe('[{"dice":3,"defence":{"kind":"none"}},{}]');
    expect(exactKey([{ dice: 3, armour: undefined }])).toBe(exactKey([{ dice: 3 }]));
  });

  it("is null for anything JSON cannot hold exactly, so it is never cached", () => {
    for (const bad of [NaN, Infinity, -0, [undefined], () => 1, new Date(0), new Map(), { toJSON: () => 1 }, 1n]) {
      expect(exactKey([{ dice: bad }]), String(bad)).toBeNull();
    }
  });
});

describe("memoOdds", () => {
  it("computes an attack once, hands each caller its own copy, and caches neither errors nor inexact arguments", () => {
    let runs = 0;
    const odds = memoOdds((input: { dice: number }) => {
      runs++;
      if (!Number.isInteger(input.dice)) throw new RangeError(`attack dice must be whole, got ${input.dice}`);
      return { hit: input.dice / 10 };
    }, 2);
    const first = odds({ dice: 3 });
    first.hit = 99;
    expect(odds({ dice: 3 })).toEqual({ hit: 0.3 });
    expect(runs).toBe(1);
    expect(() => odds({ dice: NaN })).toThrow(/got NaN/);
    expect(() => odds({ dice: NaN })).toThrow(/got NaN/);
    expect(() => odds({ dice: 1.5 })).toThrow(RangeError);
    expect(() => odds({ dice: 1.5 })).toThrow(RangeError);
    expect(runs).toBe(5);
    // Two kept, least recently used out first: after 4 and 5, 3 is gone and computed again.
    odds({ dice: 4 });
    odds({ dice: 5 });
    odds({ dice: 3 });
    expect(runs).toBe(8);
  });
});
