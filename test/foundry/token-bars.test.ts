import { describe, expect, it } from "vitest";
import { defaultTokenBars, tokenBarRepair } from "../../module/canvas/token-bars";
import { RULESET_BARS } from "../../module/canvas/trackable";

describe("token bars per ruleset", () => {
  it("each ruleset's defaults are its own first bars", () => {
    expect(defaultTokenBars("six-seconds")).toEqual({ bar1: "bars.toughness", bar2: "bars.will" });
    expect(defaultTokenBars("frozen-lands")).toEqual({ bar1: "bars.stamina", bar2: null });
    expect(defaultTokenBars("factions")).toEqual({ bar1: "bars.health", bar2: null });
    expect(defaultTokenBars("tactica")).toEqual({ bar1: "bars.physical", bar2: "bars.mental" });
    for (const [id, bars] of Object.entries(RULESET_BARS)) {
      expect(bars.bar, id).toContain(defaultTokenBars(id as keyof typeof RULESET_BARS).bar1);
    }
  });

  it("a new actor in a frozen-lands world gets the Stamina bar, not system.json's six-seconds Toughness", () => {
    expect(tokenBarRepair({ bar1: "bars.toughness", bar2: null }, "frozen-lands")).toEqual({ "prototypeToken.bar1.attribute": "bars.stamina" });
  });

  it("a prototype token from another ruleset has both bars fixed; the second is cleared when the ruleset has none", () => {
    expect(tokenBarRepair({ bar1: "bars.physical", bar2: "bars.mental" }, "factions")).toEqual({
      "prototypeToken.bar1.attribute": "bars.health",
      "prototypeToken.bar2.attribute": null,
    });
    expect(tokenBarRepair({ bar1: "bars.health", bar2: "frozenLands.stress" }, "tactica")).toEqual({
      "prototypeToken.bar1.attribute": "bars.physical",
      "prototypeToken.bar2.attribute": "bars.mental",
    });
  });

  it("leaves the world's own bars, empty bars and attributes no ruleset owns alone", () => {
    expect(tokenBarRepair({ bar1: "bars.stamina", bar2: "frozenLands.wounds" }, "frozen-lands")).toBeNull();
    expect(tokenBarRepair({ bar1: null, bar2: null }, "tactica")).toBeNull();
    expect(tokenBarRepair({ bar1: "details.customHp", bar2: "" }, "factions")).toBeNull();
  });
});
