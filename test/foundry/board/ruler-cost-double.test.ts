/**
 * Issue 27 (9): the core ruler shows a move's cost while the token is dragged, in the world ruleset's unit, through
 * core's movement actions and their cost functions; the drop then charges exactly that. Through the Foundry double:
 * the path is measured by the token's measureMovementPath (each step priced by the action's cost function) and
 * labelled by CONFIG.Token.rulerClass, as core's ruler does for a dragged token; then the same path is moved.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { squaresPerMove } from "../../../module/engine/rulesets/six-seconds/movement";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import { rulerWaypoints, type TokenRuler } from "../../double/movement";
import type { DoubleHandle } from "../../double/index";
import type { Scene, TokenDocument } from "../../double/canvas";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
type Rec = Record<string, unknown>;
type Label = { cost: { total: string; units: string } };

/** The label core's ruler draws at the last waypoint of `path` dragged from where `token` stands. */
function rulerLabel(token: TokenDocument, path: Rec[]): Label["cost"] {
  const measured = token.measureMovementPath(path);
  const waypoints = rulerWaypoints(measured, token.parent!.grid);
  const Ruler = (CONFIG as unknown as { Token: { rulerClass: new (t: unknown) => TokenRuler } }).Token.rulerClass;
  const label = new Ruler({ document: token })._getWaypointLabelContext(waypoints.at(-1)!, {}) as Label;
  return label.cost;
}

/** A fight of one character in its own turn, on the viewed scene `s`. */
async function fight(s: Scene, name: string, col = 0, row = 0) {
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name, type: "character" } as never))!;
  const token = await tokenFor(s, actor.id!, col, row);
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  await combat.startCombat();
  const cid = combat.combatants.contents[0]!.id!;
  const fighter = () => (combat.frayStore.scheduler.state as unknown as { data: { fighters: Record<string, Rec> } }).data.fighters[cid]!;
  return { actor, token, fighter };
}

describe("the move modes are core's movement actions", () => {
  it("each mode is an action of its id, selectable only where the world ruleset has it; core's fly and swim are gone, displace stays", async () => {
    w.start();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const actions = (CONFIG as unknown as { Token: { movement: { actions: Record<string, { canSelect(t: unknown): boolean; label: string }> } } }).Token.movement.actions;
    expect(Object.keys(actions).sort()).toEqual(["charge", "displace", "run", "sprint", "walk", "withdraw"]);
    const selectable = () => Object.keys(actions).filter((id) => actions[id]!.canSelect({}));
    expect(selectable()).toEqual(["walk", "run"]);
    await game.settings.set("fray", "ruleset", "factions" as never);
    expect(selectable()).toEqual(["walk", "sprint"]);
    await game.settings.set("fray", "ruleset", "tactica" as never);
    expect(selectable()).toEqual(["walk", "withdraw", "charge"]);
    expect(actions["run"]!.label).toBe("FRAY.Board.MoveMode.run");
  });
});

describe("six-seconds: the ruler shows seconds while dragging, and the drop charges them", () => {
  async function six(h: DoubleHandle) {
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
    // A difficult zone from column 20 on: each square there costs two.
    await zoneRegion(s, "Open", [0, 0, 2000, 1000]);
    await zoneRegion(s, "Rubble", [2000, 0, 1000, 1000], ["difficult"]);
    const f = await fight(s, "Mauve");
    const k = squaresPerMove(f.actor.system.stats.sixSeconds.speed);
    expect(k).toBeGreaterThan(0);
    h.notices.length = 0;
    return { ...f, k };
  }
  const spent = (f: () => Rec) => Number(f()["spent"]);

  it("walking 2k+1 squares: the ruler says 3 s before the drop, and the drop books 3 s", async () => {
    const h = w.start();
    const { token, fighter, k } = await six(h);
    const path = [{ x: (2 * k + 1) * G, y: 0 }];
    expect(rulerLabel(token, path)).toEqual({ total: "3", units: "s" });
    expect(await token.move(path)).toBe(true);
    expect(spent(fighter)).toBe(3);
  });

  it("a path bent round a corner is priced on its legs, as the drop charges it", async () => {
    const h = w.start();
    const { token, fighter, k } = await six(h);
    const path = [{ x: 0, y: k * G }, { x: k * G, y: k * G }, { x: k * G, y: 0 }];
    expect(rulerLabel(token, path).total).toBe("3");
    await token.move(path);
    expect(spent(fighter)).toBe(3);
  });

  it("squares of difficult terrain cost double in the ruler too", async () => {
    const h = w.start();
    const { token, fighter, k } = await six(h);
    // From column 19 into the rubble: k steps, each two squares → 2 s.
    await token.move({ x: 19 * G, y: 0, action: "displace" });
    const before = spent(fighter);
    const path = [{ x: (19 + k) * G, y: 0 }];
    expect(rulerLabel(token, path).total).toBe("2");
    await token.move(path);
    expect(spent(fighter) - before).toBe(2);
  });

  it("running: the token's action is run, the ruler counts three times the squares a second and 3 s at least", async () => {
    const h = w.start();
    const { token, fighter, k } = await six(h);
    await token.update({ movementAction: "run" });
    expect(rulerLabel(token, [{ x: k * G, y: 0 }]).total).toBe("3");
    const far = [{ x: Math.min(19, 12 * k) * G, y: 0 }];
    const label = rulerLabel(token, far);
    expect(label.total).toBe(String(Math.max(3, Math.ceil(Math.min(19, 12 * k) / (3 * k)))));
    await token.move(far);
    expect(spent(fighter)).toBe(Number(label.total));
  });

  it("a forced move (core's displace) is neither priced nor booked", async () => {
    const h = w.start();
    const { token, fighter, k } = await six(h);
    expect(await token.move({ x: 3 * k * G, y: 0, action: "displace" })).toBe(true);
    expect(spent(fighter)).toBe(0);
  });
});

describe("zone rulesets: the ruler counts zones or actions", () => {
  async function zones(ruleset: string) {
    await game.settings.set("fray", "ruleset", ruleset as never);
    const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
    await zoneRegion(s, "West", [0, 0, 1000, 1000]);
    await zoneRegion(s, "Mid", [1000, 0, 1000, 1000]);
    await zoneRegion(s, "East", [2000, 0, 1000, 1000]);
    return fight(s, "Sigrun", 2, 2);
  }

  it("frozen-lands: one action into the next zone, two actions for two zones (which the drop then refuses)", async () => {
    w.start();
    const { token, fighter } = await zones("frozen-lands");
    expect(rulerLabel(token, [{ x: 500, y: 200 }])).toEqual({ total: "0", units: "actions" });
    expect(rulerLabel(token, [{ x: 1200, y: 200 }])).toEqual({ total: "1", units: "action" });
    expect(rulerLabel(token, [{ x: 2200, y: 200 }])).toEqual({ total: "2", units: "actions" });
    expect(await token.move({ x: 2200, y: 200 })).toBe(false);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect(fighter()["actionsLeft"]).toBe(2);
  });

  it("factions and tactica: zones, out and back counted twice", async () => {
    for (const ruleset of ["factions", "tactica"]) {
      w.start();
      const { token } = await zones(ruleset);
      expect(rulerLabel(token, [{ x: 1200, y: 200 }])).toEqual({ total: "1", units: "zone" });
      expect(rulerLabel(token, [{ x: 1200, y: 200 }, { x: 300, y: 200 }])).toEqual({ total: "2", units: "zones" });
    }
  });
});
