/**
 * A missed area attack lands elsewhere, from the attack card's own request and faces to the card's new targets:
 * six-seconds templates scatter (d8 + 1d6 per range increment out) and factions ranged blasts deviate to a numbered
 * neighbouring zone. The GM's decisions (who may ask, once, before anyone defends) are plain-data checks.
 */
import { describe, expect, it } from "vitest";
import { newExchange, type ExchangeCard, type Requester } from "../../../module/chat/exchange/card";
import { PLAIN_HIT } from "../../../module/chat/requests";
import { decideAreaMiss, parsePlacedArea, retargetCard, type PlacedArea } from "../../../module/canvas/placed-area";
import { templateArea, type TemplateLike } from "../../../module/canvas/template-area";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { diceFor } from "../../../module/dice/requests";
import { queuedDice } from "../../../module/engine/dice/source";
import { factionsAttackRequest } from "../../../module/rulesets/factions/attack";
import { factionsBoard } from "../../../module/rulesets/factions/board";
import { sixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { areaRangeIncrements, areaTemplate } from "../../../module/rulesets/six-seconds/board-area";
import { sixSecondsBoard } from "../../../module/rulesets/six-seconds/board";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { GRID, board, rect, stats, token, zone } from "./fixtures";

const target = (system: ActorSystem, name = "Goblin") => ({ name, system, derived: prepareActorDerived(system), statuses: [] });

/** A scale-0 thrower with Weapon Skill +0 (Dexterity 0): the area's Target is 4, so a 3 misses and a 4 hits. */
function thrower(): ActorSystem {
  return stats((s) => {
    s.sixSeconds.skills = [{ name: "Weapon Skill", ability: "dexterity", rank: 0 }];
  });
}

const vial = { name: "Splash vial", block: { damageDie: "d6" } };
const sixRequest = () => sixSecondsAttackRequest(thrower(), prepareActorDerived(thrower()), vial, target(stats()));

describe("six-seconds: a missed area scatters and the card retargets", () => {
  const placed: PlacedArea = { kind: "template", template: "Scene.aaaaaaaaaaaaaaaa.MeasuredTemplate.bbbbbbbbbbbbbbbb", rangeIncrements: 1 };

  it("a hit on the area's Target (4 − scale) moves nothing", () => {
    const req = sixRequest();
    // attack 4, damage 5 (no defence chosen): 4 + 0 ≥ 4.
    expect(sixSecondsBoard.areaMiss!({ request: req, faces: [4, 5] }, placed)).toBeNull();
  });

  it("a miss asks for the scatter d8 and one d6 per range increment out, and keeps the rolled damage for where it lands", () => {
    const req = sixRequest();
    expect(diceFor(req).map((g) => `${g.count}d${g.sides}`)).toEqual(["1d6", "1d6"]);
    // attack 3 misses (3 < 4); the vial's d6 rolled 5, + Strength 0.
    const miss = sixSecondsBoard.areaMiss!({ request: req, faces: [3, 5] }, placed);
    expect(miss?.dice.map((g) => `${g.count}d${g.sides}`)).toEqual(["1d8", "2d6"]);
    expect(miss?.damage).toBe(5);
  });

  it("the scatter moves the template and whoever it catches there becomes the card's targets", () => {
    const req = sixRequest();
    const attack = { request: req, faces: [3, 5] };
    // d8 = 3 (east), d6s 2 + 1: 3 squares of 1 m (scale 0) east.
    const landing = sixSecondsBoard.areaLanding!(attack, placed, [3, 2, 1]);
    expect(landing).toEqual({ direction: "E", dice: [2, 1], squares: 3, dx: 3, dy: 0 });
    // A 1 m sphere aimed at the goblin's square (5, 5); the bystander stands 3 squares east.
    const index = board([], [token("goblin", 5, 5), token("bystander", 8, 5)]);
    const tpl: TemplateLike = areaTemplate("sphere", 0, index.token("goblin")!.centre);
    const footprints = index.allTokens().map((t) => t.footprint);
    expect(templateArea.targets(tpl, GRID, footprints, "footprint")).toEqual(["goblin"]);
    const moved = templateArea.moved(tpl, landing.dx * GRID.size, landing.dy * GRID.size);
    expect(templateArea.targets(moved, GRID, footprints, "footprint")).toEqual(["bystander"]);
  });

  it("range increments come from the distance and the weapon's increment (0 without a distance)", () => {
    expect(areaRangeIncrements({ rangeIncrement: 15 }, 20)).toBe(1);
    expect(areaRangeIncrements({ rangeIncrement: 15 }, 10)).toBe(0);
    expect(areaRangeIncrements({ rangeIncrement: 15 }, null)).toBe(0);
    expect(areaRangeIncrements({ damageDie: "d6" }, 40)).toBe(0);
  });
});

describe("factions: a missed ranged blast deviates and the card retargets", () => {
  // z0 | z1 | z2 in a row, z3 under z1: z1's neighbours are z0, z2, z3.
  const regions = [zone("z0", [rect(0, 0, 1000, 1000)]), zone("z1", [rect(1000, 0, 1000, 1000)]), zone("z2", [rect(2000, 0, 1000, 1000)]), zone("z3", [rect(1000, 1000, 1000, 1000)])];
  const index = board(regions, [token("gunner", 1, 1), token("aimed", 15, 5, { disposition: -1 }), token("far", 25, 5, { disposition: -1 })]);
  const grenade = { name: "Grenade", block: { attack: "ranged", damageDie: "d6", range: 4, blast: true } };
  const gunner = stats((s) => {
    s.factions.wit = 10;
  });
  // 2 zones away from a range of 4 is within half range (automatic): 3 zones needs a WIT save. Aim at z2 from z0.
  const req = factionsAttackRequest(gunner, grenade, target(stats(), "Aimed"), { distance: 2 });
  const placed: PlacedArea = { kind: "blast", attackerToken: "Scene.aaaaaaaaaaaaaaaa.Token.cccccccccccccccc", zone: "z1", range: 4 };
  const far = factionsAttackRequest(gunner, grenade, target(stats(), "Aimed"), { distance: 3 });

  it("an automatic hit never deviates", () => {
    expect(factionsBoard.areaMiss!({ request: req, faces: [4] }, placed)).toBeNull();
  });

  it("a failed WIT save is a miss; the blast's damage dice still count where it lands", () => {
    expect(diceFor(far).map((g) => `${g.count}d${g.sides}`)).toEqual(["1d20", "1d6"]);
    expect(factionsBoard.areaMiss!({ request: far, faces: [5, 4] }, placed)).toBeNull();
    expect(factionsBoard.areaMiss!({ request: far, faces: [15, 4] }, placed)).toEqual({ dice: [], damage: 4 });
  });

  it("the deviation die picks a numbered neighbour and its occupants become the targets", () => {
    const input = { graph: index.graph, regions: index.zoneRegions(), tokens: index.allTokens(), attacker: "gunner", melee: false, zone: "z1", range: 4, hit: false };
    const out = factionsBoard.blast!(queuedDice([2]), input);
    expect(out.deviated).toBe(true);
    expect(out.deviation?.numbered).toEqual(["z0", "z2", "z3"]);
    expect(out.zone).toBe("z2");
    expect(out.targets).toEqual(["far"]);
  });
});

describe("the GM's decision on a card's area", () => {
  const card = (): ExchangeCard =>
    newExchange({ ruleset: "six-seconds", attackerUuid: "Actor.aaaaaaaaaaaaaaaa", targets: [{ uuid: "Actor.bbbbbbbbbbbbbbbb", name: "Goblin" }], damage: null, hit: PLAIN_HIT, attack: { request: {}, faces: [3] } });
  const area = parsePlacedArea({ kind: "template", template: "Scene.aaaaaaaaaaaaaaaa.MeasuredTemplate.bbbbbbbbbbbbbbbb", rangeIncrements: 0 });
  const owner: Requester = { id: "u1", isGM: false, owns: (uuid) => uuid === "Actor.aaaaaaaaaaaaaaaa" };
  const stranger: Requester = { id: "u2", isGM: false, owns: () => false };

  it("reads a stored flag and refuses a malformed one", () => {
    expect(area?.kind).toBe("template");
    expect(parsePlacedArea({ kind: "template", template: "<b>", rangeIncrements: 0 })).toBeNull();
    expect(parsePlacedArea({ kind: "blast", attackerToken: "Token.x", zone: "", range: 2 })).toBeNull();
    expect(parsePlacedArea({ kind: "template", template: "T.x", rangeIncrements: -1 })).toBeNull();
    expect(parsePlacedArea(null)).toBeNull();
  });

  it("only the attacker's owner or a GM, once, and not after a defence or an application", () => {
    expect(decideAreaMiss(card(), area, owner)).toEqual({ ok: true });
    expect(decideAreaMiss(card(), area, { ...stranger, isGM: true })).toEqual({ ok: true });
    expect(decideAreaMiss(card(), area, stranger)).toEqual({ ok: false, refusal: "Forbidden" });
    expect(decideAreaMiss(null, area, owner)).toEqual({ ok: false, refusal: "NoCard" });
    expect(decideAreaMiss(card(), null, owner)).toEqual({ ok: false, refusal: "NoArea" });
    expect(decideAreaMiss(card(), { ...area!, resolved: { missed: true, by: "u1", at: 1, targets: [] } }, owner)).toEqual({ ok: false, refusal: "Resolved" });
    const defended = card();
    defended.defences.push({ targetUuid: "Actor.bbbbbbbbbbbbbbbb", choice: "dodge", by: "u3", at: 1, damage: 0, summary: { key: "k", data: {} }, faces: [6] });
    expect(decideAreaMiss(defended, area, owner)).toEqual({ ok: false, refusal: "Started" });
  });

  it("retargeting replaces the bound targets and the damage, and leaves the old card as it was", () => {
    const before = card();
    const after = retargetCard(before, [{ uuid: "Actor.cccccccccccccccc", name: "Bystander" }], 5);
    expect(after.targets).toEqual([{ uuid: "Actor.cccccccccccccccc", name: "Bystander" }]);
    expect(after.damage).toBe(5);
    expect(before.targets[0]?.name).toBe("Goblin");
  });
});
