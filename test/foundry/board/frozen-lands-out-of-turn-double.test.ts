/**
 * frozen-lands out-of-turn and delayed actions through the Foundry double, from the tracker's own buttons, the
 * sheet's paid actions and token drags: "A player can attempt to take a single action out of it's turn … If the check
 * succeeds you can execute your action before the action that you are interrupting (this action still count as one of
 * your 3 actions)"; "A delayed action happens after the current character or enemy turn" (frozen-lands.md, Out of
 * Turn Actions).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { installSocket } from "../../double/socket";
import system from "../../../system.json";
import type { TokenDocument } from "../../double/canvas";
import type { FrozenLandsTurnData } from "../../../module/engine/rulesets/frozen-lands/turn-policy";
import type { SchedulerState } from "../../../module/engine/turns";

let w: BoardWorld;
let payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ payFromPlay } = await import("../../../module/combat/pay-from-play"));
  const [{ registerGmHandler }, { COMBAT_KIND }, { handleCombatRequest }] = await Promise.all([
    import("../../../module/gm/channel"),
    import("../../../module/combat/query-data"),
    import("../../../module/combat/query"),
  ]);
  registerGmHandler(COMBAT_KIND, handleCombatRequest);
});

const G = 100;
const K = "FRAY.Tracker.FrozenLands";
type AnyCombat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FrozenLandsTurnData>;

/** Sigrun (a player) in the West zone, a wolf two zones off in the East; `heroFirst` decides who opens the round. */
async function fight(h: DoubleHandle, heroFirst: boolean) {
  // The player's booked drag goes to the GM's client over the game socket, as in Foundry.
  installSocket(h, system);
  const { listenOnChannel } = await import("../../../module/gm/channel");
  // Every client listens (fray.ts at init): the GM's takes asks, the player's the answers.
  for (const user of [h.player, h.gm]) {
    h.actAs(user);
    listenOnChannel();
  }
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "West", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Mid", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "East", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name: "Sigrun", type: "character", ownership: { [h.player.id!]: 3 }, system: { frozenLands: { attributes: { agility: 3, awareness: 1 } } } } as never))!;
  const wolf = (await w.fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 0 } } } as never))!;
  const token = await tokenFor(s, actor.id!, 2, 2, { disposition: 1 });
  const wolfToken = await tokenFor(s, wolf.id!, 25, 2, { disposition: -1 });
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }, { actorId: wolf.id, tokenId: wolfToken.id, sceneId: s.id }] } as never)) as AnyCombat;
  // Sigrun's die, then the GM's two: 6 against 1 and 1 puts her first; 1 against 6 and 6 puts the GM (the wolf) first.
  h.dice.queue.push(...(heroFirst ? [6, 1, 1] : [1, 6, 6]));
  await combat.startCombat();
  const heroId = combat.combatants.contents.find((c) => c.actorId === actor.id)!.id!;
  const wolfId = combat.combatants.contents.find((c) => c.actorId === wolf.id)!.id!;
  expect(state(combat).active).toBe(heroFirst ? heroId : wolfId);
  h.notices.length = 0;
  const button = (key: string) => combat.frayView.combatant(state(combat), heroId).commands.find((b) => b.label.key === `${K}.${key}`)?.command;
  return { actor, token, combat, heroId, wolfId, button, fighter: () => state(combat).data.fighters[heroId]! };
}

const at = (t: TokenDocument) => ({ x: t.x, y: t.y });

/** Sigrun's player drags her token (a GM's drag out of turn is the referee's, and free). */
async function playerDrags(h: DoubleHandle, token: TokenDocument, to: { x: number; y: number }): Promise<boolean> {
  h.actAs(h.player);
  try {
    return await token.move(to);
  } finally {
    h.actAs(h.gm);
  }
}

describe("frozen-lands: the out-of-turn action is whichever action the player takes next, once", () => {
  it("\"execute your action before the action that you are interrupting\": after the tracker's Awareness passed, the sheet's Aim is that action, paid once", async () => {
    const h = w.start();
    const { actor, combat, button, fighter } = await fight(h, false);
    expect(await combat.frayCommand(button("OutOfTurnPassed")!)).toBe(true);
    expect(fighter().actionsLeft).toBe(2);
    expect(await payFromPlay(actor as never, { name: "aim", seconds: 0 })).toBe(true);
    expect(fighter().actionsLeft).toBe(2);
    expect(fighter().interrupt).toBeUndefined();
    // The one action is taken: a further Reload in the wolf's turn is refused.
    expect(await payFromPlay(actor as never, { name: "reload", seconds: 0 })).toBe(false);
  });

  it("\"A player can attempt to take a single action out of it's turn\": a drag in the wolf's turn is refused until an attempt passes; then the drag is that action, and no attack follows it", async () => {
    const h = w.start();
    const { actor, token, combat, button, fighter } = await fight(h, false);
    expect(await playerDrags(h, token, { x: 1200, y: 200 })).toBe(false);
    expect(at(token)).toEqual({ x: 200, y: 200 });
    expect(h.notices.at(-1)?.message).toMatch(/not .*turn/);
    expect(fighter().actionsLeft).toBe(3);
    expect(await combat.frayCommand(button("OutOfTurnPassed")!)).toBe(true);
    const moved = await playerDrags(h, token, { x: 1200, y: 200 });
    expect(moved).toBe(true);
    expect(at(token)).toEqual({ x: 1200, y: 200 });
    expect(fighter().actionsLeft).toBe(2);
    expect(fighter().interrupt).toBeUndefined();
    expect(await payFromPlay(actor as never, "attack")).toBe(false);
    expect(fighter().actionsLeft).toBe(2);
  });

  it("one passed attempt is one zone: a two-zone drag out of turn is refused and the attempt stays unused", async () => {
    const h = w.start();
    const { token, combat, button, fighter } = await fight(h, false);
    expect(await combat.frayCommand(button("OutOfTurnPassed")!)).toBe(true);
    expect(await playerDrags(h, token, { x: 2200, y: 200 })).toBe(false);
    expect(at(token)).toEqual({ x: 200, y: 200 });
    expect(fighter().interrupt).toBe("any");
  });

  it("\"execute your action before the action that you are interrupting\": a passed attempt not taken by the end of the wolf's turn is lost, still paid", async () => {
    const h = w.start();
    const { combat, heroId, fighter } = await fight(h, false);
    const passed = combat.frayView.combatant(state(combat), heroId).commands.find((b) => b.label.key === `${K}.OutOfTurnPassed`)!.command;
    expect(await combat.frayCommand(passed)).toBe(true);
    expect(fighter().interrupt).toBe("any");
    await combat.nextTurn();
    expect(state(combat).active).toBe(heroId);
    expect(fighter().interrupt).toBeUndefined();
    expect(fighter().actionsLeft).toBe(2);
  });

  it("the GM's drag out of the mover's turn is the referee placing a token: free, and the fight books nothing", async () => {
    const h = w.start();
    const { token, fighter } = await fight(h, false);
    expect(await token.move({ x: 1200, y: 200 })).toBe(true);
    expect(at(token)).toEqual({ x: 1200, y: 200 });
    expect(fighter().actionsLeft).toBe(3);
    expect(fighter().interrupt).toBeUndefined();
    // The player's own drag of the same token is still refused.
    expect(await playerDrags(h, token, { x: 200, y: 200 })).toBe(false);
  });
});

describe("frozen-lands: the delayed action happens after the current turn", () => {
  it("\"A delayed action happens after the current character or enemy turn\": used during the wolf's turn, it cannot be taken then; once the wolf's turn ends it is Sigrun's, paid already", async () => {
    const h = w.start();
    const { actor, combat, heroId, wolfId, button, fighter } = await fight(h, true);
    expect(await combat.frayCommand(button("Delay")!)).toBe(true);
    expect(fighter().actionsLeft).toBe(2);
    await combat.nextTurn();
    expect(state(combat).active).toBe(wolfId);
    expect(await combat.frayCommand(button("UseDelayed")!)).toBe(true);
    // Still the wolf's turn: the attack waits.
    expect(await payFromPlay(actor as never, "attack")).toBe(false);
    await combat.nextTurn();
    expect(state(combat).active).toBe(heroId);
    expect(state(combat).round).toBe(1);
    // The tracker offers the short turn's action too (its Attack button).
    expect(button("Action.attack")).toEqual({ type: "act", combatant: heroId, action: "attack" });
    expect(await payFromPlay(actor as never, "attack")).toBe(true);
    expect(fighter().actionsLeft).toBe(2);
    expect(fighter().usedThisTurn).toEqual([]);
    // Only the one action: a second one is refused, and the next turn ends the round.
    expect(await payFromPlay(actor as never, { name: "aim", seconds: 0 })).toBe(false);
    await combat.nextTurn();
    expect(state(combat).round).toBe(2);
  });
});
