/**
 * frozen-lands moves on the board, through the Foundry double: "As an action, a character can move from one zone to
 * another adjacent zone", and "usually you can use the same action only once per turn" (frozen-lands.md, Movement;
 * Rounds & Actions). A move is charged along its path; each zone entered is one Move action, so a move of two zones
 * in one turn is two Move actions: refused, with the reason, unless a talent allows Move again (then both are
 * booked). Reading in docs/rules-notes/frozen-lands.md.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100; // pixels per square; each zone is 10 squares wide
type Fighter = { actionsLeft: number; usedThisTurn: string[] };

/** A frozen-lands fight of one character standing in the West zone of three zones in a row: its turn. */
async function fight(h: DoubleHandle) {
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "West", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Mid", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "East", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name: "Sigrun", type: "character" } as never))!;
  const token = await tokenFor(s, actor.id!, 2, 2);
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  await combat.startCombat();
  expect(combat.combatant?.tokenId).toBe(token.id);
  const cid = combat.combatants.contents[0]!.id!;
  const fighter = () => (combat.frayStore.scheduler.state as unknown as { data: { fighters: Record<string, Fighter> } }).data.fighters[cid]!;
  h.notices.length = 0;
  return { token, fighter };
}

const at = (t: TokenDocument) => ({ x: t.x, y: t.y });

describe("frozen-lands: a move costs one Move action per zone", () => {
  it("into the next zone: one Move action is booked and the token moves", async () => {
    const h = w.start();
    const { token, fighter } = await fight(h);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect(at(token)).toEqual({ x: 1200, y: 200 });
    expect(fighter().actionsLeft).toBe(2);
    expect(fighter().usedThisTurn).toEqual(["move"]);
    expect(h.errors).toEqual([]);
  });

  it("two zones in one turn is Move twice: refused with the reason, the token stays and nothing is booked", async () => {
    const h = w.start();
    const { token, fighter } = await fight(h);
    expect(await token.move({ x: 2200, y: 200 })).toBe(false);
    expect(at(token)).toEqual({ x: 200, y: 200 });
    expect(fighter().actionsLeft).toBe(3);
    expect(fighter().usedThisTurn).toEqual([]);
    const warning = h.notices.at(-1);
    expect(warning).toMatchObject({ type: "warning" });
    expect(warning!.message).toMatch(/cannot use move 2 times in one turn/);
  });

  it("a path out and back through the next zone is two zones too (charged along the path, not the straight line)", async () => {
    const h = w.start();
    const { token, fighter } = await fight(h);
    expect(await token.move([{ x: 1200, y: 200 }, { x: 300, y: 200 }])).toBe(false);
    expect(at(token)).toEqual({ x: 200, y: 200 });
    expect(fighter().actionsLeft).toBe(3);
  });
});
