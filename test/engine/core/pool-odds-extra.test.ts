import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countPool, rerollPool, rollPool } from "../../../module/engine/dice/pool";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { SUM_TOLERANCE } from "../../../module/engine/odds/distribution";
import { poolDistribution, poolOutcomeDistribution } from "../../../module/engine/odds/pool";
import { ZoneGraph } from "../../../module/engine/zones/graph";
import { Occupancy } from "../../../module/engine/zones/occupancy";
import { FROZEN_LANDS_RANGE_BANDS, tokenRangeBand } from "../../../module/engine/zones/range-bands";
import { chiSquare } from "./chi-square";

function* allFaces(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of allFaces(n - 1)) for (let f = 1; f <= 6; f++) yield [...rest, f];
}

describe("pool odds with rerolled failures", () => {
  it("property: equals brute force through rerollPool (every first roll × every reroll)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 2, max: 6 }), (n, t) => {
        const brute = new Array<number>(n + 1).fill(0);
        for (const first of allFaces(n)) {
          const pool = countPool(first, t);
          const failures = first.filter((v) => v < t).length;
          for (const again of allFaces(failures)) {
            const r = rerollPool(queuedDice(again), pool, (v) => v < t);
            brute[r.successes]! += 6 ** -(n + failures);
          }
        }
        const exact = poolDistribution(n, t, { rerollFailures: true });
        for (let k = 0; k <= n; k++) expect(exact[k]).toBeCloseTo(brute[k]!, 12);
      }),
      { numRuns: 25 },
    );
  });

  it("matches 100,000 seeded pools rerolled through rerollPool (chi-square, α = 0.001)", () => {
    const dice = seededDice(401);
    const probs = poolDistribution(5, 5, { rerollFailures: true });
    const observed = new Array<number>(6).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const pool = rollPool(dice, 5);
      observed[rerollPool(dice, pool, (v) => v < 5).successes]!++;
    }
    expect(chiSquare(observed, probs).pValue).toBeGreaterThan(0.001);
  });

  it("refuses rerolls together with explosions", () => {
    expect(() => poolDistribution(3, 5, { explode: true, rerollFailures: true })).toThrow(/ambiguous/);
  });
});

describe("joint pool outcomes (successes, ones, sixes)", () => {
  it("one die at 5+: a one, three plain failures, a plain success, a six", () => {
    const d = poolOutcomeDistribution(1);
    expect(d).toHaveLength(4);
    expect(d.find((o) => o.ones === 1)!.p).toBeCloseTo(1 / 6, 15);
    expect(d.find((o) => o.successes === 0 && o.ones === 0)!.p).toBeCloseTo(3 / 6, 15);
    expect(d.find((o) => o.sixes === 1)).toMatchObject({ successes: 1, ones: 0 });
  });

  it("property: sums to 1, its success marginal is poolDistribution, and it equals brute force", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 7 }), (n, t) => {
        const joint = poolOutcomeDistribution(n, t);
        expect(Math.abs(joint.reduce((s, o) => s + o.p, 0) - 1)).toBeLessThan(SUM_TOLERANCE);
        const marginal = new Array<number>(n + 1).fill(0);
        for (const o of joint) marginal[o.successes]! += o.p;
        poolDistribution(n, t).forEach((p, k) => expect(marginal[k]).toBeCloseTo(p, 12));
        const brute = new Map<string, number>();
        for (const faces of allFaces(n)) {
          const c = countPool(faces, t);
          const key = `${c.successes}/${c.ones}/${c.sixes}`;
          brute.set(key, (brute.get(key) ?? 0) + 6 ** -n);
        }
        expect(joint).toHaveLength(brute.size);
        for (const o of joint) expect(o.p).toBeCloseTo(brute.get(`${o.successes}/${o.ones}/${o.sixes}`)!, 12);
      }),
      { numRuns: 40 },
    );
  });

  it("matches 100,000 seeded 4-dice pools (chi-square over joint outcomes, α = 0.001)", () => {
    const joint = poolOutcomeDistribution(4);
    const index = new Map(joint.map((o, i) => [`${o.successes}/${o.ones}/${o.sixes}`, i]));
    const observed = new Array<number>(joint.length).fill(0);
    const dice = seededDice(402);
    for (let i = 0; i < 100_000; i++) {
      const r = rollPool(dice, 4);
      observed[index.get(`${r.successes}/${r.ones}/${r.sixes}`)!]!++;
    }
    expect(chiSquare(observed, joint.map((o) => o.p)).pValue).toBeGreaterThan(0.001);
  });
});

describe("range band between two tokens", () => {
  it("frozen-lands: close when in contact, short in the same zone otherwise, medium next door", () => {
    const g = new ZoneGraph([{ id: "hall" }, { id: "yard" }], [{ between: ["hall", "yard"] }]);
    const o = new Occupancy(g);
    o.place("hero", "hall", { side: "players" });
    o.place("wolf", "hall", { side: "beasts", joining: "hero" });
    o.place("archer", "hall", { side: "beasts" });
    o.place("scout", "yard", { side: "beasts" });
    expect(o.inContact("hero", "wolf")).toBe(true);
    expect(tokenRangeBand(FROZEN_LANDS_RANGE_BANDS, o, "hero", "wolf")).toBe("close");
    expect(tokenRangeBand(FROZEN_LANDS_RANGE_BANDS, o, "hero", "archer")).toBe("short");
    expect(tokenRangeBand(FROZEN_LANDS_RANGE_BANDS, o, "hero", "scout")).toBe("medium");
  });
});
