import { describe, expect, it } from "vitest";
import * as core from "../../../module/engine/index";

describe("engine core barrel", () => {
  it("re-exports every part of the core", () => {
    for (const name of [
      "seededDice", "queuedDice", "rollPool", "countPool", "rerollPool", "rollCheck", "rollSave", "rollScatterDirection",
      "poolDistribution", "checkDistribution", "saveOdds", "Distribution", "ZoneGraph", "rangeBand", "Occupancy",
      "compileArea", "tokensInArea", "scatter", "blastTargets", "deviateBlast", "raiseCover", "parseSplit", "applyDiceModifiers",
    ]) expect(typeof (core as Record<string, unknown>)[name], name).toBe("function");
  });
});
