import { describe, expect, it } from "vitest";
import { ZoneGraph } from "../../../module/engine/zones/graph";
import { bandBetween, bandForZoneDistance, bandIndex } from "../../../module/engine/rulesets/frozen-lands/range";
import { entryNeedsMobilityRoll, weaponForbiddenIn } from "../../../module/engine/rulesets/frozen-lands/zone-features";

describe("frozen-lands range bands", () => {
  it("map zone distance to Close / Short / Medium / Long / Distant", () => {
    expect(bandForZoneDistance(0, true)).toBe("close");
    expect(bandForZoneDistance(0)).toBe("short");
    expect(bandForZoneDistance(1)).toBe("medium");
    expect(bandForZoneDistance(4)).toBe("long");
    expect(bandForZoneDistance(5)).toBe("distant");
    expect(() => bandForZoneDistance(-1)).toThrow(RangeError);
    expect(bandIndex("long")).toBe(3);
  });

  it("read the band between zones of a graph", () => {
    const g = new ZoneGraph([{ id: "hall" }, { id: "yard", features: ["cluttered"] }, { id: "gate" }], [{ between: ["hall", "yard"] }, { between: ["yard", "gate"] }]);
    expect(bandBetween(g, "hall", "yard")).toBe("medium");
    expect(bandBetween(g, "hall", "gate")).toBe("long");
    expect(entryNeedsMobilityRoll(g.zone("yard").features)).toBe(true);
    expect(weaponForbiddenIn({ name: "Longsword", bonus: 2, damage: 2, features: ["Heavy"] }, ["cramped"])).toMatch(/cramped/);
  });
});
