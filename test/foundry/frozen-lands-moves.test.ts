/**
 * frozen-lands movement rolls through the Foundry double: the sheet's Stand up, Enter a cluttered zone, Jump and
 * Disengage, from the action's context (the actor's data and statuses as the sheet hands them over), paid in the
 * running fight's tracker where they cost an action, rolled as Foundry Rolls, and written back (Prone, Stress).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";
import type { FrozenLandsTurnData } from "../../module/engine/rulesets/frozen-lands/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";
import { FROZEN_LANDS_ACTIONS } from "../../module/rulesets/frozen-lands/move-actions";
import type { SheetAction, SheetActionContext } from "../../module/rulesets/adapter";
import { actionContext } from "./action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../module/dice/action").runAction;
let payFromPlay: typeof import("../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../module/dice/action"));
  ({ payFromPlay } = await import("../../module/combat/pay-from-play"));
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
type AnyActor = InstanceType<Fray["FrayActor"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FrozenLandsTurnData>;
const PRONE = "frozen-lands.prone";

async function hero(): Promise<AnyActor> {
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  const skills = [
    { name: "Mobility", attribute: "agility", rank: 1 },
    { name: "Athletics", attribute: "body", rank: 3 },
  ];
  return (await fray.FrayActor.create({ name: "Hero", type: "character", system: { frozenLands: { attributes: { agility: 3, soul: 2 }, skills } } } as never)) as unknown as AnyActor;
}

/** The sheet's button: prepare from the actor (its statuses now), pay its cost in a running fight, roll and write back. */
async function press<Q>(actor: AnyActor, action: SheetAction<Q>, over: Partial<SheetActionContext> = {}): Promise<boolean> {
  const req = await action.prepare(actionContext(actor.system.stats, { name: actor.name!, statuses: [...actor.statuses], ...over }));
  if (req === null) return false;
  const cost = action.cost?.(req) ?? null;
  if (cost && !(await payFromPlay(actor as never, cost))) return false;
  await runAction(actor as never, action as never, req);
  return true;
}

describe("frozen-lands: a cluttered zone, Prone and Stand up", () => {
  it("\"Cluttered: roll for Mobility when move into the zone. Failure means you fall\": a failed roll puts Prone on", async () => {
    const h = fresh();
    installTemplates();
    const a = await hero();
    h.dice.queue.push(3);
    await press(a, FROZEN_LANDS_ACTIONS.cluttered);
    expect([...a.statuses]).toContain(PRONE);
    // A success leaves the character standing.
    await a.toggleStatusEffect(PRONE, { active: false });
    h.dice.queue.push(6);
    await press(a, FROZEN_LANDS_ACTIONS.cluttered);
    expect([...a.statuses]).not.toContain(PRONE);
  });

  it("\"If you are prone, you can stand up and move with the same action, but you must succeed on a Mobility roll\": a prone hero's move waits for Stand up, which is the Move action", async () => {
    const h = fresh();
    installTemplates();
    const a = await hero();
    const wolf = (await fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 3 } } } as never))!;
    const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: a.id }, { actorId: wolf.id }] } as never)) as AnyCombat;
    const id = combat.combatants.contents.find((c) => c.actorId === a.id)!.id!;
    h.dice.queue.push(6, 1, 1); // the hero first
    await combat.startCombat();
    expect(state(combat).active).toBe(id);
    await a.toggleStatusEffect(PRONE, { active: true });
    // The board's move of a prone token is refused (the token stays).
    expect(await combat.frayCommand({ type: "act", combatant: id, action: "move" })).toBe(false);
    // A failed stand-up spends the action and leaves the hero down.
    h.dice.queue.push(2);
    expect(await press(a, FROZEN_LANDS_ACTIONS.standUp)).toBe(true);
    expect([...a.statuses]).toContain(PRONE);
    expect(state(combat).data.fighters[id]!.actionsLeft).toBe(2);
    // Next round, a stand-up that succeeds: Prone off, and the board move after it is the same action.
    for (let i = 0; i < 6 && !(state(combat).round === 2 && state(combat).active === id); i++) await combat.nextTurn();
    expect(state(combat).active).toBe(id);
    h.dice.queue.push(5);
    expect(await press(a, FROZEN_LANDS_ACTIONS.standUp)).toBe(true);
    expect([...a.statuses]).not.toContain(PRONE);
    expect(await combat.frayCommand({ type: "act", combatant: id, action: "move" })).toBe(true);
    expect(state(combat).data.fighters[id]!.actionsLeft).toBe(2);
    // The Move is spent for the turn: a second move is refused.
    expect(await combat.frayCommand({ type: "act", combatant: id, action: "move" })).toBe(false);
  });

  it("a character who is not prone has nothing to stand up from", async () => {
    fresh();
    const a = await hero();
    await expect(FROZEN_LANDS_ACTIONS.standUp.prepare(actionContext(a.system.stats, { name: "Hero", statuses: [...a.statuses] }))).rejects.toThrow(/not prone/);
  });
});

describe("frozen-lands: Jump and Disengage", () => {
  it("\"you must you succeed on a Mobility or Athletics roll\": the player picks Mobility though the hero has Athletics", async () => {
    const h = fresh();
    installTemplates();
    const a = await hero();
    // Mobility rolls 1 die (Athletics would roll 3 and find the 6s): the 2 alone fails.
    h.dice.queue.push(2, 6, 6);
    await press(a, FROZEN_LANDS_ACTIONS.jump, { askFields: async () => ({ skill: "mobility" }) });
    const card = game.messages.contents.at(-1)!;
    expect(h.dice.queue).toEqual([6, 6]);
    expect(JSON.stringify(card.toObject())).toContain("FRAY.Action.FrozenLands.JumpFailed");
  });

  it("\"You need one success for each enemy close to you. If you fail, you take one Stress, and must spend an extra action to move\": the Stress is written, and the move after it costs two actions", async () => {
    const h = fresh();
    installTemplates();
    const a = await hero();
    const wolf = (await fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 3 } } } as never))!;
    const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: a.id }, { actorId: wolf.id }] } as never)) as AnyCombat;
    const id = combat.combatants.contents.find((c) => c.actorId === a.id)!.id!;
    h.dice.queue.push(6, 1, 1);
    await combat.startCombat();
    // Two close enemies, Mobility 1: one die cannot give two successes.
    h.dice.queue.push(6);
    await press(a, FROZEN_LANDS_ACTIONS.disengage, { askFields: async () => ({ closeEnemies: "2" }) });
    expect(a.system.stats.frozenLands.stress).toBe(1);
    expect(a.system.stats.frozenLands.disengage).toEqual({ rolled: true, failed: true });
    // The board's move (one zone) is booked with the extra action; the roll is used up by it.
    expect(await combat.frayCommand({ type: "act", combatant: id, action: "move" })).toBe(true);
    expect(state(combat).data.fighters[id]!).toMatchObject({ actionsLeft: 1, usedThisTurn: ["move", "failed disengage"] });
    expect(a.system.stats.frozenLands.disengage).toEqual({ rolled: false, failed: false });
  });

  it("\"If the character doesn't have any actions left, he cannot move\": a failed disengage with one action left leaves the character where it is", async () => {
    const h = fresh();
    installTemplates();
    const a = await hero();
    const wolf = (await fray.FrayActor.create({ name: "Wolf", type: "npc", system: { frozenLands: { initiative: 3 } } } as never))!;
    const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: a.id }, { actorId: wolf.id }] } as never)) as AnyCombat;
    const id = combat.combatants.contents.find((c) => c.actorId === a.id)!.id!;
    h.dice.queue.push(6, 1, 1);
    await combat.startCombat();
    await combat.frayCommand({ type: "act", combatant: id, action: "attack" });
    await combat.frayCommand({ type: "act", combatant: id, action: "aim" });
    h.dice.queue.push(2);
    await press(a, FROZEN_LANDS_ACTIONS.disengage, { askFields: async () => ({ closeEnemies: "1" }) });
    expect(await combat.frayCommand({ type: "act", combatant: id, action: "move" })).toBe(false);
    expect(state(combat).data.fighters[id]!.actionsLeft).toBe(1);
  });
});
