/**
 * frozen-lands disengaging on the board, through the Foundry double's token movement: "If there are one or more
 * enemies close to the character, to be able to move to another zone you must make a Mobility roll" (frozen-lands.md,
 * Movement). In the mover's turn a move away from an enemy at arm's length is refused until the sheet's Disengage
 * roll is made; the roll lets one move go, which uses it up.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";

let w: BoardWorld;
let runAction: typeof import("../../../module/dice/action").runAction;
let disengage: typeof import("../../../module/rulesets/frozen-lands/move-actions").FROZEN_LANDS_ACTIONS.disengage;
let boardCheckPrefill: typeof import("../../../module/canvas/board-prefill").boardCheckPrefill;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
  ({ boardCheckPrefill } = await import("../../../module/canvas/board-prefill"));
  disengage = (await import("../../../module/rulesets/frozen-lands/move-actions")).FROZEN_LANDS_ACTIONS.disengage;
});

const G = 100;
type Fighter = { actionsLeft: number; usedThisTurn: string[] };

/** Sigrun in the West zone with a wolf's token touching hers; her turn. */
async function engaged(h: DoubleHandle, wolves = 1, rolledBefore = false) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "West", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Mid", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name: "Sigrun", type: "character", system: { frozenLands: { skills: [{ name: "Mobility", attribute: "agility", rank: 1 }] } } } as never))!;
  const wolf = (await w.fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 0 } } } as never))!;
  // A player character's token is linked to the character (the sheet finds it by that link).
  const token = await tokenFor(s, actor.id!, 2, 2, { disposition: 1, actorLink: true });
  // wolves 0: the wolf stands in her zone, but far from her.
  const wolfToken = await tokenFor(s, wolf.id!, wolves === 0 ? 8 : 3, wolves === 0 ? 8 : 2, { disposition: -1 });
  // More wolves at arm's length (below her, then to her left), none in the fight's track.
  for (const [col, row] of [[2, 3], [1, 2]].slice(0, Math.max(0, wolves - 1))) await tokenFor(s, wolf.id!, col!, row!, { disposition: -1, actorLink: false });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }, { actorId: wolf.id, tokenId: wolfToken.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  // A Disengage rolled before the fight leaves its mark on the sheet.
  if (rolledBefore) await actor.update({ "system.frozenLands.disengage.rolled": true } as never);
  h.dice.queue.push(6, 1, 1); // Sigrun first
  await combat.startCombat();
  expect(combat.combatant?.tokenId).toBe(token.id);
  const cid = combat.combatants.contents.find((c) => c.actorId === actor.id)!.id!;
  const fighter = () => (combat.frayStore.scheduler.state as unknown as { data: { fighters: Record<string, Fighter> } }).data.fighters[cid]!;
  h.notices.length = 0;
  return { actor, token, fighter, scene: s };
}

const at = (t: TokenDocument) => ({ x: t.x, y: t.y });

describe("frozen-lands: disengaging before moving away", () => {
  it("without the roll the move away is refused with the reason, the token stays and nothing is booked; after a passed Disengage it goes, one action, and the roll is used up", async () => {
    const h = w.start();
    const { actor, token, fighter } = await engaged(h);
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(at(token)).toEqual({ x: 200, y: 200 });
    expect(fighter().actionsLeft).toBe(3);
    expect(h.notices.at(-1)?.message).toMatch(/Disengage/);
    // The sheet's Disengage: one close enemy, Mobility 1 rolls a 5.
    const req = (await disengage.prepare(actionContext(actor.system.stats, { name: "Sigrun", statuses: [], askFields: async () => ({ closeEnemies: "1" }) })))!;
    h.dice.queue.push(5);
    await runAction(actor as never, disengage as never, req);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect(at(token)).toEqual({ x: 1200, y: 200 });
    expect(fighter()).toMatchObject({ actionsLeft: 2, usedThisTurn: ["move"] });
    expect((actor.system as unknown as { stats: { frozenLands: { disengage: unknown } } }).stats.frozenLands.disengage).toEqual({ rolled: false, failed: false });
  });
});

describe("frozen-lands: a Disengage roll is for the next move in the fight", () => {
  it("\"to be able to move to another zone you must make a Mobility roll\": a roll made before the fight does not carry into it; her first move away is refused until she rolls", async () => {
    const h = w.start();
    const { actor, token, fighter } = await engaged(h, 1, true);
    expect((actor.system as unknown as { stats: { frozenLands: { disengage: unknown } } }).stats.frozenLands.disengage).toEqual({ rolled: false, failed: false });
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(at(token)).toEqual({ x: 200, y: 200 });
    expect(fighter().actionsLeft).toBe(3);
  });
});

describe("frozen-lands: the close enemies come from the board", () => {
  it("\"You need one success for each enemy close to you\": with two wolves at arm's length the sheet's Disengage needs two successes, counted on the board, not typed", async () => {
    const h = w.start();
    const { actor, token, fighter } = await engaged(h, 2);
    // What the sheet wires: the check prefill of where the actor's token stands; a typed answer would say 1.
    let asked = false;
    const ctx = actionContext(actor.system.stats, {
      name: "Sigrun",
      statuses: [],
      checkPrefill: (skill) => boardCheckPrefill(actor as never, skill),
      askFields: async () => ((asked = true), { closeEnemies: "1" }),
    });
    const req = (await disengage.prepare(ctx))!;
    expect(asked).toBe(false);
    expect(req.closeEnemies).toBe(2);
    // Mobility 1 rolls a 5: one success of the two needed, a failure (one Stress, the move costs an extra action).
    h.dice.queue.push(5);
    await runAction(actor as never, disengage as never, req);
    const fl = (actor.system as unknown as { stats: { frozenLands: { stress: number; disengage: unknown } } }).stats.frozenLands;
    expect(fl.disengage).toEqual({ rolled: true, failed: true });
    expect(fl.stress).toBe(1);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect(fighter()).toMatchObject({ actionsLeft: 1, usedThisTurn: ["move", "failed disengage"] });
  });

  it("with no enemy close the sheet's Disengage is refused: there is nothing to disengage from", async () => {
    const h = w.start();
    const { actor } = await engaged(h, 0);
    const ctx = actionContext(actor.system.stats, { name: "Sigrun", statuses: [], checkPrefill: (skill) => boardCheckPrefill(actor as never, skill) });
    await expect(disengage.prepare(ctx)).rejects.toThrow(/no enemy close/);
  });
});
