/**
 * `npm run bench:board` (also run by `npm run bench`): the board's hot paths on plain document-shaped data.
 *   - one token move on a board of 200 tokens over 30 zone regions (the zone index re-tests that token only);
 *   - targeting 1,000 tokens with a measured template (engine membership on footprints).
 * Prints min / median / max per operation and each figure against its target. Timings are reported, never asserted.
 */
import { templateArea, type TemplateLike } from "../module/canvas/template-area";
import type { GridSpec, TokenLike } from "../module/canvas/token-data";
import { ZONE_BEHAVIOR_TYPE, type RegionLike } from "../module/canvas/zone-data";
import { ZoneIndex } from "../module/canvas/zone-index";
import { footprintOf } from "../module/canvas/token-data";
import { seededDice } from "../module/engine/dice/source";

const GRID: GridSpec = { size: 100, distance: 1 };
const dice = seededDice(20251123);
const rand = (n: number) => dice.roll(n) - 1;

/** Per-operation times in ns over `samples` batches of `batch` calls, after a warm-up. */
function sample(fn: (i: number) => unknown, batch: number, samples: number): { min: number; median: number; max: number } {
  let sink = 0;
  for (let i = 0; i < batch * 3; i++) sink += fn(i) ? 1 : 0;
  const times: number[] = [];
  let k = 0;
  for (let s = 0; s < samples; s++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) sink += fn(k++) ? 1 : 0;
    times.push(Number(process.hrtime.bigint() - start) / batch);
  }
  if (sink === -1) console.log(sink);
  times.sort((a, b) => a - b);
  return { min: times[0]!, median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

const fmt = (ns: number) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(3)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} µs` : `${ns.toFixed(0)} ns`);
function report(name: string, t: { min: number; median: number; max: number }, targetNs?: number): void {
  const figures = `min ${fmt(t.min)}  median ${fmt(t.median)}  max ${fmt(t.max)}`;
  const verdict = targetNs === undefined ? "(context)" : `target ≤ ${fmt(targetNs)}: ${t.median <= targetNs ? "MET" : "NOT MET"} (median)`;
  console.log(`${name.padEnd(48)} ${figures.padEnd(56)} ${verdict}`);
}

// 30 zones: a 6 × 5 grid of 10-square rooms, a few of them rotated or round so adjacency is not all rectangles.
const regions: RegionLike[] = [];
for (let r = 0; r < 5; r++)
  for (let c = 0; c < 6; c++) {
    const i = r * 6 + c;
    const shape =
      i % 7 === 3
        ? { type: "ellipse" as const, x: c * 1000 + 500, y: r * 1000 + 500, radiusX: 520, radiusY: 480, rotation: 15 }
        : { type: "rectangle" as const, x: c * 1000, y: r * 1000, width: 1000, height: 1000, rotation: 0 };
    regions.push({ id: `zone${i}`, name: `Zone ${i}`, shapes: [shape], behaviors: [{ type: ZONE_BEHAVIOR_TYPE, system: { features: i % 5 === 0 ? ["cluttered"] : [] } }] });
  }
const token = (i: number): TokenLike => ({ id: `t${i}`, x: rand(60) * 100, y: rand(50) * 100, width: 1 + (i % 3 === 0 ? 1 : 0), height: 1 + (i % 3 === 0 ? 1 : 0), disposition: i % 2 ? 1 : -1 });
const tokens = Array.from({ length: 200 }, (_, i) => token(i));

const index = new ZoneIndex(GRID);
index.load(regions, tokens);
void index.graph;
const moves = Array.from({ length: 1024 }, (_, i) => ({ ...tokens[i % 200]!, x: rand(60) * 100, y: rand(50) * 100 }));

console.log("Board (200 tokens, 30 zone regions; 1,000 tokens for templates)");
report("zones after one token move", sample((i) => (index.upsertToken(moves[i % moves.length]!), index.graph), 200, 101), 2e6);
report("re-locate all 200 tokens (no graph rebuild)", sample(() => tokens.reduce((n, t) => n + (index.upsertToken(t) ? 1 : 0), 0), 5, 51), 2e6);
report("full reload: 30 regions + 200 tokens", sample(() => (index.load(regions, tokens), index.graph), 3, 31));
report("one region changed (borders + its tokens)", sample((i) => (index.upsertRegion(regions[i % 30]!), index.graph), 5, 31));

const many = Array.from({ length: 1000 }, (_, i) => footprintOf(token(i), GRID));
const templates: Array<[string, TemplateLike]> = [
  ["circle r 5", { t: "circle", x: 3000, y: 2500, distance: 5 }],
  ["cone 10 × 53°", { t: "cone", x: 3000, y: 2500, distance: 10, angle: 53.13, direction: 30 }],
  ["ray 20 × 2", { t: "ray", x: 500, y: 500, distance: 20, width: 2, direction: 20 }],
];
for (const [name, tpl] of templates) {
  report(`target 1,000 tokens: ${name} (footprint)`, sample(() => templateArea.targets(tpl, GRID, many, "footprint").length, 20, 101), 1e6);
}
report("target 1,000 tokens: cone flat (footprint)", sample(() => templateArea.targets(templates[1]![1], GRID, many, "footprint", { flatCones: true }).length, 20, 101), 1e6);
