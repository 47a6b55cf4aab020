/** Area membership: 1,000 tokens of mixed sizes on a 100 × 100-square scene against each area shape. */
import { compileArea, tokensInArea, type TokenFootprint } from "../module/engine/areas/membership";
import { seededDice } from "../module/engine/dice/source";
import { timeSync } from "./measure";
import type { Figure, Section } from "./report";

/** Areas are re-checked while a template is dragged: 1 ms leaves most of a 16 ms frame to the canvas. */
const AREA_TARGET_NS = 1e6;

export function areaSection(): Section {
  const dice = seededDice(20251122);
  const tokens: TokenFootprint[] = [];
  for (let i = 0; i < 1000; i++) {
    const size = dice.roll(3);
    tokens.push({ id: `t${i}`, x: dice.roll(100) - 1, y: dice.roll(100) - 1, width: size, height: size });
  }
  const areas = {
    sphere: compileArea({ kind: "sphere", x: 50, y: 50, radius: 12 }),
    cone: compileArea({ kind: "cone", x: 50, y: 50, direction: 30, length: 30, angle: 60 }),
    line: compileArea({ kind: "line", x: 10, y: 10, direction: 45, length: 100, width: 3 }),
  };
  const figure = (name: string, fn: () => unknown): Figure => {
    const t = timeSync(fn, { batch: 5, samples: 31 });
    return { name, spread: t.spread, ref: t.ratio, unit: "time", target: AREA_TARGET_NS };
  };
  const figures = Object.entries(areas).map(([name, area]) => figure(`1,000 tokens in a ${name} (footprint)`, () => tokensInArea(area, tokens, "footprint").length));
  figures.push(figure("1,000 tokens in a cone (centre)", () => tokensInArea(areas.cone, tokens, "centre").length));
  return { title: "Areas", figures };
}
