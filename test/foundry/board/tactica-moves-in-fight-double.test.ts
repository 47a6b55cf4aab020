/**
 * Issue 25, through the Foundry double's token movement in a running tactica fight. The countdown starts and ends
 * each action in one step, so between steps no combatant is core's current one (`combat.combatant` is null); the
 * board still checks every move a combatant's token makes there, since each move is an action the countdown paid.
 * - M4: "A Panicked creature will take compulsory actions to move as far as possible from the greatest perceived
 *   danger": a player's drag of its Panicked knight towards the orc is refused.
 * - Z1: a flyer's move past its dive is "considered to be falling": a wyvern (~1/2/2, speed 1, dive 2) dragged 3 zones
 *   is refused.
 * A GM's drag is checked too (no one is up); the GM's free placement is core's Displace movement.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
type Combat = { started: boolean; combatant: unknown; startCombat(): Promise<unknown> };

/** Four zones in a row (West, Hall, Yard, Gate); the knight (the player's) in the Hall, the wyvern (neutral: no danger) in the West, the orc in the Yard. */
async function field(h: DoubleHandle) {
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  for (const [i, name] of ["West", "Hall", "Yard", "Gate"].entries()) await zoneRegion(s, name, [i * 1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const knight = (await w.fray.FrayActor.create({ name: "Knight", type: "character", ownership: { default: 0, [h.player.id!]: 3 } } as never))!;
  const wyvern = (await w.fray.FrayActor.create({ name: "Wyvern", type: "npc", system: { tactica: { flyer: "~1/2/2" } } } as never))!;
  const orc = (await w.fray.FrayActor.create({ name: "Orc", type: "npc" } as never))!;
  // A player character's token is linked to the character, as core makes it.
  const knightToken = await tokenFor(s, knight.id!, 15, 5, { name: "Knight", disposition: 1, actorLink: true });
  const wyvernToken = await tokenFor(s, wyvern.id!, 5, 5, { name: "Wyvern", disposition: 0, rotation: 90 });
  await tokenFor(s, orc.id!, 25, 5, { name: "Orc", disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [knight, wyvern, orc].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never)) as unknown as Combat;
  h.dice.queue.push(4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2);
  await combat.startCombat();
  return { knight, knightToken, wyvernToken, combat };
}

describe("tactica: the board checks moves in a running fight though no one is current", () => {
  it("a player's Panicked knight dragged towards the orc is refused; away from it, it goes", async () => {
    const h = w.start();
    const { knight, knightToken, combat } = await field(h);
    expect(combat.started).toBe(true);
    expect(combat.combatant ?? null).toBeNull();
    await knight.toggleStatusEffect("tactica.panicked", { active: true });
    h.actAs(h.player);
    expect(await knightToken.move({ x: 2200, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/Panicked/i);
    expect(await knightToken.move({ x: 200, y: 500 })).toBe(true);
  });

  it("the GM's drag of the wyvern 3 zones (dive 2) is refused; 1 zone it flies", async () => {
    const h = w.start();
    const { wyvernToken } = await field(h);
    h.actAs(h.gm);
    expect(await wyvernToken.move({ x: 3500, y: 500 })).toBe(false);
    expect(await wyvernToken.move({ x: 1500, y: 500 })).toBe(true);
  });
});
