/**
 * Issue 25 (audit Z4), through the Foundry double's token updates in a running tactica fight: "Turn Rate: the number
 * of turns a flyer may make during an action. ... A turn is a change of facing within the zone grid. In a square grid
 * there are 8 facings". A player turns the wyvern's token in place (a rotation with no move, as the token's rotate
 * control writes it): each 45° facing step is a turn, the turns in place since its last move add up, and one past
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

async function field(h: DoubleHandle, flyer = "~2/2/3") {
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const wyvern = (await w.fray.FrayActor.create({ name: "Wyvern", type: "character", ownership: { default: 0, [h.player.id!]: 3 }, system: { tactica: { flyer } } } as never))!;
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  const token = (await tokenFor(s, wyvern.id!, 2, 5, { name: "Wyvern", rotation: 90 })) as Tok;
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

  it("a creature with no flying rating turns about in place freely", async () => {
    const h = w.start();
    const walker = await field(h, "");
    h.actAs(h.player);
    await walker.update({ rotation: 270 });
    expect(walker.rotation).toBe(270);
  });
});
