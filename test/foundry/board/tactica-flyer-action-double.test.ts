/**
 * Audit Z1/Z3, through the Foundry double's token movement in a running tactica fight: "Speed: the maximum number of
 * zones the flying can move in one action" and "Dive: the maximum speed a flyer is capable of and still remain in
 * control ... Moving faster than this is considered to be falling." Two drags in the same action (no action die spent
 * between them) are one flight: the board adds their zones, and the drag that takes the action past the flyer's dive
 * is refused with the zones already flown named. Once the creature spends a die on its next action, its flight counts
 * from nothing again. The turns of one action's drags add up the same way ("Turn Rate: the number of turns a flyer may
 * make during an action").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
type Combat = { frayCommand(command: unknown): Promise<boolean>; combatants: { contents: { id: string; tokenId: string }[] } };

/** Five zones in a row (A … E); the hawk (the player's, ~2/2/2: speed 2, turn rate 2, dive 2) faces east in A, the goblin in E. */
async function field(h: DoubleHandle, flyer = "~2/2/2") {
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  for (const [i, name] of ["A", "B", "C", "D", "E"].entries()) await zoneRegion(s, name, [i * 1000, 0, 1000, 4000]);
  theCanvas().view(s as never);
  const hawk = (await w.fray.FrayActor.create({ name: "Hawk", type: "character", ownership: { default: 0, [h.player.id!]: 3 }, system: { tactica: { flyer } } } as never))!;
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never))!;
  const token = await tokenFor(s, hawk.id!, 5, 5, { name: "Hawk", rotation: 90, actorLink: true });
  await tokenFor(s, goblin.id!, 45, 5, { name: "Goblin", disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [hawk, goblin].map((a) => ({ actorId: a.id, tokenId: s.tokens.contents.find((t) => t.actorId === a.id)!.id, sceneId: s.id })) } as never)) as unknown as Combat & { startCombat(): Promise<unknown> };
  h.dice.queue.push(4, 4, 4, 4, 3, 3, 3);
  await combat.startCombat();
  const hawkId = combat.combatants.contents.find((c) => c.tokenId === token.id)!.id;
  return { token, combat, hawkId };
}

/** The hawk spends a die: its next action (in the countdown, or a response out of it). */
async function nextAction(h: DoubleHandle, combat: Combat, id: string) {
  h.actAs(h.gm);
  const acted = (await combat.frayCommand({ type: "act", combatant: id, action: { name: "action", cost: 1 } })) || (await combat.frayCommand({ type: "respond", combatant: id, name: "response", cost: 1 }));
  expect(acted).toBe(true);
  h.actAs(h.player);
}

describe("tactica flyers: the drags of one action are one flight", () => {
  it("1 zone, then 1 more (2: its speed), then a third in the same action is refused past its dive; the next action flies again", async () => {
    const h = w.start();
    const { token, combat, hawkId } = await field(h);
    h.actAs(h.player);
    expect(await token.move({ x: 1500, y: 500 })).toBe(true);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    expect(await token.move({ x: 3500, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/3 zones in this action \(2 flown already.*dive of 2/);
    expect(token.x).toBe(2500);
    await nextAction(h, combat, hawkId);
    // A fresh action: 2 zones at once (C to E) fly again.
    expect(await token.move({ x: 4500, y: 500 })).toBe(true);
  });

  it("two drags of 2 zones each: the second is refused; one drag of 2 alone goes", async () => {
    const h = w.start();
    const { token } = await field(h);
    h.actAs(h.player);
    expect(await token.move({ x: 2500, y: 500 })).toBe(true);
    expect(await token.move({ x: 4500, y: 500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/4 zones in this action/);
  });

  it("the turns of one action's drags add up: the token faces east, each drag south-east turns once; the third is past its rate of 2", async () => {
    const h = w.start();
    const { token } = await field(h, "~2/2/3");
    h.actAs(h.player);
    // Each drag starts from where the token is turned (east): south-east is 1 turn, so 1, then 2 (its rate), then 3.
    expect(await token.move({ x: 1500, y: 1500 })).toBe(true);
    expect(await token.move({ x: 2500, y: 2500 })).toBe(true);
    expect(await token.move({ x: 3500, y: 3500 })).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/turns 3 times \(2 in its earlier moves\).*rate is 2/);
  });
});
