/**
 * frozen-lands Jump on the board, through the Foundry double: "Jump - You can move and jump in the same action, but
 * you must you succeed on a Mobility or Athletics roll" (frozen-lands.md, Special Actions). The sheet's Jump is the
 * turn's Move action: a success lets the board move that goes with it go (the same action); a failure spends the
 * action and the token stays where it is (docs/rules-notes/frozen-lands.md, Jump).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";

let w: BoardWorld;
let runAction: typeof import("../../../module/dice/action").runAction;
let payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
let jump: typeof import("../../../module/rulesets/frozen-lands/move-actions").FROZEN_LANDS_ACTIONS.jump;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
  ({ payFromPlay } = await import("../../../module/combat/pay-from-play"));
  jump = (await import("../../../module/rulesets/frozen-lands/move-actions")).FROZEN_LANDS_ACTIONS.jump;
});

const G = 100;
type Fighter = { actionsLeft: number; usedThisTurn: string[] };

/** Sigrun (Mobility 1, no Athletics) in the West zone, her turn; a wolf far off in the East. */
async function fight(h: DoubleHandle, failedBefore = false) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "West", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Mid", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "East", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name: "Sigrun", type: "character", system: { frozenLands: { skills: [{ name: "Mobility", attribute: "agility", rank: 1 }] } } } as never))!;
  const wolf = (await w.fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 0 } } } as never))!;
  const token = await tokenFor(s, actor.id!, 2, 2, { disposition: 1, actorLink: true });
  const wolfToken = await tokenFor(s, wolf.id!, 25, 2, { disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }, { actorId: wolf.id, tokenId: wolfToken.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  // A jump failed before the fight (or out of turn) leaves its mark on the sheet.
  if (failedBefore) await actor.update({ "system.frozenLands.jump.failed": true } as never);
  h.dice.queue.push(6, 1, 1);
  await combat.startCombat();
  expect(combat.combatant?.tokenId).toBe(token.id);
  const cid = combat.combatants.contents.find((c) => c.actorId === actor.id)!.id!;
  const fighter = () => (combat.frayStore.scheduler.state as unknown as { data: { fighters: Record<string, Fighter> } }).data.fighters[cid]!;
  h.notices.length = 0;
  return { actor, token, combat, fighter };
}

/** The sheet's Jump button: prepared from the actor, its cost paid in the fight, rolled and written back. */
async function pressJump(actor: { system: unknown; name: string | null }, face: number, h: DoubleHandle): Promise<boolean> {
  const stats = (actor.system as { stats: never }).stats;
  const req = (await jump.prepare(actionContext(stats, { name: actor.name!, statuses: [] })))!;
  const cost = jump.cost?.(req) ?? null;
  if (cost && !(await payFromPlay(actor as never, cost))) return false;
  h.dice.queue.push(face);
  await runAction(actor as never, jump as never, req);
  return true;
}

const at = (t: TokenDocument) => ({ x: t.x, y: t.y });

describe("frozen-lands: a jump is the move's action", () => {
  it("\"You can move and jump in the same action\": a passed jump and the move with it are one Move action", async () => {
    const h = w.start();
    const { actor, token, fighter } = await fight(h);
    expect(await pressJump(actor, 6, h)).toBe(true);
    expect(fighter()).toMatchObject({ actionsLeft: 2, usedThisTurn: ["move"] });
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect(at(token)).toEqual({ x: 1200, y: 200 });
    expect(fighter()).toMatchObject({ actionsLeft: 2, usedThisTurn: ["move"] });
  });

  it("\"but you must succeed on a Mobility or Athletics roll\": a failed jump spends the action and the token stays where it is", async () => {
    const h = w.start();
    const { actor, token, fighter, combat } = await fight(h);
    expect(await pressJump(actor, 2, h)).toBe(true);
    expect(fighter()).toMatchObject({ actionsLeft: 2, usedThisTurn: ["move"] });
    expect(await token.move({ x: 1200, y: 200 })).toBe(false);
    expect(at(token)).toEqual({ x: 200, y: 200 });
    expect(h.notices.at(-1)?.message).toMatch(/jump/i);
    expect(fighter()).toMatchObject({ actionsLeft: 2 });
    // Next round the failure is behind her: the move goes (one action).
    for (let i = 0; i < 4 && !(combat.round === 2 && combat.combatant?.tokenId === token.id); i++) await combat.nextTurn();
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
  });

  it("a jump failed before the fight holds the token only until its own turn starts: the first turn's move goes", async () => {
    const h = w.start();
    const { token, fighter } = await fight(h, true);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect(at(token)).toEqual({ x: 1200, y: 200 });
    expect(fighter()).toMatchObject({ actionsLeft: 2, usedThisTurn: ["move"] });
  });
});
