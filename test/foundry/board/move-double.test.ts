/**
 * Issue 21 #11 through the Foundry double: a token moves along waypoints (v13 movement), the move is charged on
 * its whole path, and the charge is booked with the tracker BEFORE the token moves. When the fight refuses it (no
 * seconds left, or no GM to book it), the token stays where it was and nothing is booked.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { squaresPerMove } from "../../../module/engine/rulesets/six-seconds/movement";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

type Fighter = { spent: number };
const G = 100; // pixels per 1 m square

/** A six-seconds fight of one character whose token stands at square (0, 0) of the viewed scene: its turn. */
async function fight(h: DoubleHandle, opts: { owner?: string } = {}) {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const ownership = opts.owner ? { default: 0, [opts.owner]: 3 } : { default: 0 };
  const actor = (await w.fray.FrayActor.create({ name: "Mauve", type: "character", ownership } as never))!;
  const token = await tokenFor(s, actor.id!, 0, 0);
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  await combat.startCombat();
  const cid = combat.combatants.contents[0]!.id!;
  expect(combat.combatant?.tokenId).toBe(token.id);
  const spent = () => ((combat.frayStore.scheduler.state as unknown as { data: { fighters: Record<string, Fighter> } }).data.fighters[cid]!.spent);
  // Squares one second of movement covers (speed on the 1 m grid, scale 0).
  const perMove = squaresPerMove(actor.system.stats.sixSeconds.speed);
  expect(perMove).toBeGreaterThan(0);
  h.notices.length = 0;
  return { s, actor, token, combat, cid, spent, perMove };
}

const at = (t: TokenDocument) => ({ x: t.x, y: t.y });

describe("moves are charged on their path and booked before the token moves", () => {
  it("a detour (down, across, back up) costs its three legs, not the straight line", async () => {
    const h = w.start();
    const { token, spent, perMove: k } = await fight(h);
    const moved = await token.move([
      { x: 0, y: k * G },
      { x: k * G, y: k * G },
      { x: k * G, y: 0 },
    ]);
    expect(moved).toBe(true);
    expect(at(token)).toEqual({ x: k * G, y: 0 });
    expect(spent()).toBe(3); // 3k squares at k a second; the straight line would be 1 s
  });

  it("the charge is booked first: the combat is updated before the token", async () => {
    const h = w.start();
    const { token, perMove: k } = await fight(h);
    h.hooks.log.length = 0;
    await token.move({ x: k * G, y: 0 });
    const order = h.hooks.log.map((c) => c.hook).filter((n) => n === "updateCombat" || n === "updateToken");
    expect(order).toEqual(["updateCombat", "updateToken"]);
  });

  it("a move split at a checkpoint is charged once, for the whole path", async () => {
    const h = w.start();
    const { token, spent, perMove: k } = await fight(h);
    await token.move([{ x: k * G, y: 0, checkpoint: true }, { x: 2 * k * G, y: 0 }]);
    expect(h.hooks.calls("moveToken")).toHaveLength(2);
    expect(at(token)).toEqual({ x: 2 * k * G, y: 0 });
    expect(spent()).toBe(2);
  });

  it("a move when no seconds are left is refused: the token stays and nothing is booked", async () => {
    const h = w.start();
    const { token, spent, perMove: k } = await fight(h);
    await token.move({ x: 6 * k * G, y: 0 });
    expect(spent()).toBe(6);
    const moved = await token.move({ x: 6 * k * G, y: k * G });
    expect(moved).toBe(false);
    expect(at(token)).toEqual({ x: 6 * k * G, y: 0 });
    expect(spent()).toBe(6);
    expect(h.notices.at(-1)).toMatchObject({ type: "warning" });
  });

  it("a player's move the fight cannot book (no GM to ask) does not happen", async () => {
    const h = w.start();
    const { token, spent, perMove: k } = await fight(h, { owner: h.player.id! });
    // The GM's client is gone (User#active is the server's word on who is connected, not a document update).
    (h.gm as unknown as { active: boolean }).active = false;
    h.actAs(h.player);
    const moved = await token.move({ x: k * G, y: 0 });
    expect(moved).toBe(false);
    expect(at(token)).toEqual({ x: 0, y: 0 });
    expect(spent()).toBe(0);
    expect(h.notices.map((n) => n.message)).toContain(game.i18n.format("FRAY.Board.Move.Refused", { reason: game.i18n.localize("FRAY.Tracker.NoGM") }));
  });

  it("a plain update of x and y is a movement too, charged the same way", async () => {
    const h = w.start();
    const { token, spent, perMove: k } = await fight(h);
    await token.update({ x: 2 * k * G });
    expect(h.hooks.calls("preMoveToken")).toHaveLength(1);
    expect(spent()).toBe(2);
  });
});

describe("zones crossed along a movement's path (the board's glue)", () => {
  it("out into the next zone and back is two zones in factions", async () => {
    w.start();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
    await zoneRegion(s, "West", [0, 0, 1000, 1000]);
    await zoneRegion(s, "East", [1000, 0, 1000, 1000]);
    const actor = (await w.fray.FrayActor.create({ name: "Runner", type: "character" } as never))!;
    const token = await tokenFor(s, actor.id!, 2, 2);
    theCanvas().view(s as never);
    const there = { x: 1500, y: 200 };
    const back = { x: 300, y: 200 };
    expect(w.board.moveCost(token as never, [back])?.cost).toEqual({});
    expect(w.board.moveCost(token as never, [there, back])?.cost).toEqual({ zones: 2 });
  });
});
