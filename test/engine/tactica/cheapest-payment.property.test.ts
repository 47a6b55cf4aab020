/**
 * Issue 31 item 3: cheapestPayment (run on every tactica action) searches the subsets by counting instead of building
 * a list per subset. For any held dice and cost it must choose exactly what the listing search chose.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cheapestPayment, type Payment } from "../../../module/engine/rulesets/tactica/action-dice";

/** The search as it was: a list of indices and a Payment for every subset. */
function listingSearch(held: readonly number[], cost: number): Payment | null {
  const usable = held.map((v, i) => ({ v, i })).filter((d) => d.v !== 1);
  let best: Payment | null = null;
  for (let mask = 1; mask < 1 << usable.length; mask++) {
    const indices = usable.filter((_, k) => mask & (1 << k)).map((d) => d.i);
    const values = indices.map((i) => held[i]!);
    const pips = values.reduce((a, b) => a + b, 0);
    const p = { indices, values, pips, waste: pips - cost };
    if (p.pips < cost) continue;
    if (!best || indices.length < best.indices.length || (indices.length === best.indices.length && p.waste < best.waste)) best = p;
  }
  return best;
}

describe("cheapestPayment", () => {
  it("chooses what the listing search chose, for any held dice and cost (fast-check)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 10 }), fc.integer({ min: 1, max: 40 }), (held, cost) => {
        expect(cheapestPayment(held, cost)).toEqual(listingSearch(held, cost));
      }),
      { seed: 31, numRuns: 2000 },
    );
  });

  it("still refuses a bad cost and more dice than it can search", () => {
    expect(() => cheapestPayment([3], 0)).toThrow(RangeError);
    expect(() => cheapestPayment(Array<number>(17).fill(2), 3)).toThrow(/too many action dice \(17\)/);
  });
});
