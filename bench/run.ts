/**
 * `npm run bench`: the engine core's hot paths side by side with @dice-roller/rpg-dice-roller doing the same dice
 * work, plus area membership and exact odds. Prints medians, ratios and whether each target is met. Timings are
 * reported, never asserted (the machine is shared).
 */
import { DiceRoll } from "@dice-roller/rpg-dice-roller";
import { compileArea, tokensInArea, type TokenFootprint } from "../module/engine/areas/membership";
import { rollCheck } from "../module/engine/dice/check";
import { rollPool } from "../module/engine/dice/pool";
import { seededDice } from "../module/engine/dice/source";
import { poolDistribution } from "../module/engine/odds/pool";

/** Median time per call in nanoseconds: `samples` batches of `batch` calls each, after a warm-up. */
function medianNs(fn: () => unknown, batch: number, samples: number): number {
  let sink = 0;
  for (let i = 0; i < batch * 3; i++) sink += fn() ? 1 : 0; // warm-up for the JIT
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) sink += fn() ? 1 : 0;
    times.push(Number(process.hrtime.bigint() - start) / batch);
  }
  if (sink === -1) console.log(sink); // keep the work observable
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const fmt = (ns: number) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(3)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(3)} µs` : `${ns.toFixed(0)} ns`);
const mark = (ok: boolean) => (ok ? "MET" : "NOT MET");
const rows: string[] = [];
const report = (name: string, figures: string, verdict: string) => rows.push(`${name.padEnd(34)} ${figures.padEnd(66)} ${verdict}`);

const dice = seededDice(20251122);

// Warm both sides up on every notation first, so no figure carries the other's JIT compilation.
for (let i = 0; i < 3000; i++) {
  new DiceRoll("6d6>=5");
  new DiceRoll("10d6>=5");
  new DiceRoll("1d6+2");
  rollPool(dice, 6);
  rollPool(dice, 10);
  rollCheck(dice, 2, 5);
}

// d6 success pool: 6 dice, successes on 5–6 (library: target-success notation "6d6>=5", total = successes).
const corePool = medianNs(() => rollPool(dice, 6).successes, 2000, 101);
const libPool = medianNs(() => new DiceRoll("6d6>=5").total, 200, 51);
const poolRatio = libPool / corePool;
report("6d6 success pool (5–6)", `core ${fmt(corePool)}   library ${fmt(libPool)}   ×${poolRatio.toFixed(1)}`, `≤1 µs ${mark(corePool <= 1000)}, ≥10× ${mark(poolRatio >= 10)}`);

// d6 + bonus check against a target (library: "1d6+2", compared with the target afterwards).
const coreCheck = medianNs(() => rollCheck(dice, 2, 5).success, 2000, 101);
const libCheck = medianNs(() => new DiceRoll("1d6+2").total >= 5, 200, 51);
const checkRatio = libCheck / coreCheck;
report("d6+2 check against 5", `core ${fmt(coreCheck)}   library ${fmt(libCheck)}   ×${checkRatio.toFixed(1)}`, `≤1 µs ${mark(coreCheck <= 1000)}, ≥10× ${mark(checkRatio >= 10)}`);

// 10-die pool: the largest pool the bench compares, same notation.
const corePool10 = medianNs(() => rollPool(dice, 10).successes, 2000, 101);
const libPool10 = medianNs(() => new DiceRoll("10d6>=5").total, 200, 51);
report("10d6 success pool (5–6)", `core ${fmt(corePool10)}   library ${fmt(libPool10)}   ×${(libPool10 / corePool10).toFixed(1)}`, `≤1 µs ${mark(corePool10 <= 1000)}, ≥10× ${mark(libPool10 / corePool10 >= 10)}`);

// 1,000 tokens of mixed sizes scattered over a 100×100-square scene, against a sphere and a round cone.
const tokens: TokenFootprint[] = [];
for (let i = 0; i < 1000; i++) {
  const size = 1 + (dice.roll(3) - 1);
  tokens.push({ id: `t${i}`, x: dice.roll(100) - 1, y: dice.roll(100) - 1, width: size, height: size });
}
const sphere = compileArea({ kind: "sphere", x: 50, y: 50, radius: 12 });
const cone = compileArea({ kind: "cone", x: 50, y: 50, direction: 30, length: 30, angle: 60 });
const line = compileArea({ kind: "line", x: 10, y: 10, direction: 45, length: 100, width: 3 });
const sphereNs = medianNs(() => tokensInArea(sphere, tokens, "footprint").length, 5, 41);
const coneNs = medianNs(() => tokensInArea(cone, tokens, "footprint").length, 5, 41);
const lineNs = medianNs(() => tokensInArea(line, tokens, "footprint").length, 5, 41);
const centreNs = medianNs(() => tokensInArea(cone, tokens, "centre").length, 5, 41);
const worstArea = Math.max(sphereNs, coneNs, lineNs, centreNs);
report("1,000 tokens vs an area", `sphere ${fmt(sphereNs)}  cone ${fmt(coneNs)}  line ${fmt(lineNs)}  centre ${fmt(centreNs)}`, `≤1 ms ${mark(worstArea <= 1e6)}`);

// Exact odds of a 10-die pool (and an exploding one, which convolves a three-outcome die).
const odds10 = medianNs(() => poolDistribution(10)[3], 200, 101);
const odds10x = medianNs(() => poolDistribution(10, 5, { explode: true })[3], 200, 101);
report("exact odds, 10-die pool", `plain ${fmt(odds10)}   exploding ${fmt(odds10x)}`, `≤1 ms ${mark(Math.max(odds10, odds10x) <= 1e6)}`);

console.log("Fray engine core benchmark (median per operation; library = @dice-roller/rpg-dice-roller)\n");
console.log(`${"operation".padEnd(34)} ${"figures".padEnd(66)} targets`);
for (const r of rows) console.log(r);
console.log("\nNotes: the library parses its notation and builds result objects on every roll, as it is used in practice;");
console.log("the core rolls from a seeded xoroshiro128+ source. Figures vary with machine load; targets are not asserted in tests.");
