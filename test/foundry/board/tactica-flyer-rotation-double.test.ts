/**
 * Issue 25 (audit Z4), through the Foundry double's token updates in a running tactica fight: "Turn Rate: the number
 * of turns a flyer may make during an action. ... A turn is a change of facing within the zone grid. In a square grid
 * there are 8 facings". A player turns the wyvern's token in place (a rotation with no move, as the token's rotate
 * control writes it): each 45° facing step is a turn, the turns in place in one action since its last move add up, and one past
 * its turn rate (~2/2/3: 2) is refused, the token keeping its facing; its next move starts the count again. A GM's
 * rotation is the referee's, and a creature with no flying rating turns freely.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
type Tok = Awaited<ReturnType<typeof tokenFor>> & { rotation: number; update(d: Record<string, unknown>): Promise<unknown> };

async function field(h: DoubleHandle, flyer = "~2/2/3", gridType = 1, rotation = 90) {
  await game.settings.set("fray", "ruleset", "tactica" as never);
  // CONST.GRID_TYPES: 1 square, 2 hexagonal rows (pointy-topped: neighbours at 30° + 60° steps).
  const s = await scene({ grid: { type: gridType, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const wyvern = (await w.fray.FrayActor.create({ name: "Wyvern", type: "character", ownership: { default: 0, [h.player.id!]: 3 }, system: { tactica: { flyer } } } as never))!;
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  const token = (await tokenFor(s, wyvern.id!, 2, 5, { name: "Wyvern", rotation })) as Tok;
  await tokenFor(s, goblin.id!, 5, 5, { name: "Goblin", disposition: -1 });
  const combat = await w.fray.FrayCombat.create({ active: true, combatants: [wyvern, goblin].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never);
  h.dice.queue.push(4, 4, 4, 4, 3, 3, 3);
  await (combat as unknown as { startCombat(): Promise<unknown> }).startCombat();
  return token;
}

describe("tactica flyers: turning in place counts against the turn rate", () => {
  it("east to south is 2 turns (its rate), one more in place is refused; after a move it may turn again", async () => {
    const h = w.start();
    const token = await field(h);
    h.actAs(h.player);
    await token.update({ rotation: 180 });
    expect(token.rotation).toBe(180);
    await token.update({ rotation: 225 });
    expect(token.rotation).toBe(180);
    expect(h.notices.at(-1)?.message).toMatch(/3 times.*turn rate is 2/);
    // Its next action's flight: a move south within the Hall, then a turn in place counts from nothing.
    expect(await token.move({ x: 200, y: 700 })).toBe(true);
    await token.update({ rotation: 225 });
    expect(token.rotation).toBe(225);
  });

  it("an about-turn in one rotation (4 turns) is refused; the GM's rotation is free", async () => {
    const h = w.start();
    const token = await field(h);
    h.actAs(h.player);
    await token.update({ rotation: 270 });
    expect(token.rotation).toBe(90);
    h.actAs(h.gm);
    await token.update({ rotation: 270 });
    expect(token.rotation).toBe(270);
  });

  it('"If you use an offset grid (hex pattern) then there are only 6 facings": on a hex scene 150° to 210° to 270° is 2 turns (squares would count 3), one more is refused', async () => {
    const h = w.start();
    const token = await field(h, "~2/2/3", 2, 150);
    h.actAs(h.player);
    await token.update({ rotation: 210 });
    await token.update({ rotation: 270 });
    expect(token.rotation).toBe(270);
    await token.update({ rotation: 330 });
    expect(token.rotation).toBe(270);
    expect(h.notices.at(-1)?.message).toMatch(/3 times.*turn rate is 2/);
  });

  it("a creature with no flying rating turns about in place freely", async () => {
    const h = w.start();
    const walker = await field(h, "");
    h.actAs(h.player);
    await walker.update({ rotation: 270 });
    expect(walker.rotation).toBe(270);
  });
});

describe("tactica flyers: a flight's turns on a hex grid", () => {
  it("a flight heading 150° then 210° is one turn on hex rows, two on squares", async () => {
    const { flightTurns } = await import("../../../module/rulesets/tactica/flyer-board");
    const bearing = (deg: number, from: { x: number; y: number }) => ({ x: from.x + Math.sin((deg * Math.PI) / 180) * 100, y: from.y - Math.cos((deg * Math.PI) / 180) * 100 });
    const a = { x: 0, y: 0 };
    const b = bearing(150, a);
    const c = bearing(210, b);
    const from = { rotation: 150 } as never;
    expect(flightTurns({ from, path: [a, b, c], grid: { shape: "hex-rows" } })).toBe(1);
    expect(flightTurns({ from, path: [a, b, c], grid: { shape: "square" } })).toBe(2);
  });
});
