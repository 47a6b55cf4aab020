import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { ZoneGraph } from "../../../module/engine/zones/graph";
import { charactersInBlast, meleeBlast, rangedBlast } from "../../../module/engine/rulesets/factions/blast";
import { protectionAgainst } from "../../../module/engine/rulesets/factions/cover";

const graph = new ZoneGraph(
  [{ id: "camp" }, { id: "road" }, { id: "woods" }, { id: "river" }],
  [{ between: ["camp", "road"] }, { between: ["camp", "woods"] }, { between: ["camp", "river"] }, { between: ["road", "woods"] }],
);
const placements = [
  { id: "wyrm", zone: "road" },
  { id: "balthasar", zone: "camp" },
  { id: "sybilla", zone: "camp", borderWith: "woods" },
  { id: "theobald", zone: "woods" },
];

describe("factions blast attacks", () => {
  it("hit everyone in the zone and on its borders", () => {
    expect(charactersInBlast("camp", placements)).toEqual(["balthasar", "sybilla"]);
    expect(charactersInBlast("woods", placements)).toEqual(["sybilla", "theobald"]);
  });

  it("melee blasts hit the attacker's zone and spare the attacker", () => {
    expect(meleeBlast({ attacker: { id: "balthasar", zone: "camp" }, placements }).targets).toEqual(["sybilla"]);
  });

  it("ranged blasts hit a zone in range, the attacker's own zone included", () => {
    expect(rangedBlast(queuedDice([]), { graph, attacker: placements[1]!, zone: "camp", range: 2, placements, hit: true }).targets).toEqual(["balthasar", "sybilla"]);
    expect(() => rangedBlast(queuedDice([]), { graph, attacker: placements[3]!, zone: "river", range: 1, placements, hit: true })).toThrow(/beyond range/);
  });

  it("a missed ranged blast deviates to a numbered neighbouring zone picked by a die", () => {
    // camp's neighbours: road (1), woods (2), river (3); a 2 sends the fire bomb into the woods.
    const out = rangedBlast(queuedDice([2]), { graph, attacker: placements[0]!, zone: "camp", range: 2, placements, hit: false });
    expect(out.deviation).toEqual({ zone: "woods", roll: 2, numbered: ["road", "woods", "river"] });
    expect(out.targets).toEqual(["sybilla", "theobald"]);
    const river = rangedBlast(queuedDice([]), { graph, attacker: placements[1]!, zone: "river", range: 2, placements, hit: false });
    expect(river).toMatchObject({ zone: "camp", deviated: true, deviation: { roll: null } });
  });
});

describe("cover and barriers", () => {
  it("barriers block unless the target peeks out to attack, then they count as cover", () => {
    expect(protectionAgainst("barrier")).toEqual({ blocked: true, cover: false, counterable: false });
    expect(protectionAgainst("barrier", true)).toEqual({ blocked: false, cover: true, counterable: true });
    expect(protectionAgainst("cover").cover).toBe(true);
    expect(() => protectionAgainst("wall" as never)).toThrow(TypeError);
  });
});
