import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { ZoneGraph } from "../../../module/engine/zones/graph";
import { blastDamage, meleeBlast, rangedBlast } from "../../../module/engine/rulesets/factions/blast";
import { hitRequirement } from "../../../module/engine/rulesets/factions/attack";
import { protectionAgainst } from "../../../module/engine/rulesets/factions/cover";

const graph = new ZoneGraph(
  [{ id: "camp" }, { id: "road" }, { id: "woods" }, { id: "river" }],
  [{ between: ["camp", "road"] }, { between: ["camp", "woods"] }, { between: ["camp", "river"] }, { between: ["road", "woods"] }],
);
const positions = [
  { id: "wyrm", zone: "road" },
  { id: "balthasar", zone: "camp" },
  { id: "sybilla", zone: "camp", border: "woods" },
  { id: "theobald", zone: "woods" },
];

describe("factions blast attacks", () => {
  it("hit everyone in the zone and on its borders", () => {
    expect(rangedBlast(queuedDice([]), { graph, attacker: positions[0]!, zone: "woods", range: 2, positions, hit: true }).targets).toEqual(["sybilla", "theobald"]);
  });

  it("melee blasts hit the attacker's zone and spare the attacker", () => {
    expect(meleeBlast({ graph, attacker: { id: "balthasar", zone: "camp" }, positions }).targets).toEqual(["sybilla"]);
  });

  it("ranged blasts hit a zone in range, the attacker's own zone included", () => {
    expect(rangedBlast(queuedDice([]), { graph, attacker: positions[1]!, zone: "camp", range: 2, positions, hit: true }).targets).toEqual(["balthasar", "sybilla"]);
    expect(() => rangedBlast(queuedDice([]), { graph, attacker: positions[3]!, zone: "river", range: 1, positions, hit: true })).toThrow(/beyond range/);
  });

  it("a missed ranged blast deviates to a numbered neighbouring zone picked by a die", () => {
    // camp's neighbours: road (1), woods (2), river (3); a 2 sends the fire bomb into the woods.
    const out = rangedBlast(queuedDice([2]), { graph, attacker: positions[0]!, zone: "camp", range: 2, positions, hit: false });
    expect(out.deviation).toEqual({ numbered: ["road", "woods", "river"], roll: 2, zone: "woods" });
    expect(out.targets).toEqual(["sybilla", "theobald"]);
    const river = rangedBlast(queuedDice([]), { graph, attacker: positions[1]!, zone: "river", range: 2, positions, hit: false });
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

describe("blast damage", () => {
  it("the wyrm's fire breath: one d6 roll for every target, whatever its size, each after its own armour", () => {
    expect(hitRequirement({ kind: "melee", distance: 0, visible: false, blast: true })).toEqual({ kind: "automatic" });
    const out = blastDamage(queuedDice([5]), { count: 1, sides: 6 }, [
      { id: "balthasar", health: { health: 10, maxHealth: 10 }, armour: { armour: 0 } },
      { id: "theobald", health: { health: 10, maxHealth: 10 }, armour: { armour: 2 } },
    ]);
    expect(out.roll.total).toBe(5);
    expect(out.hits.map((h) => h.dealt)).toEqual([5, 3]);
  });
});
