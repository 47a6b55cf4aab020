/**
 * factions: what the sheet's Surrender and Get on or off spend in a running fight, through the Foundry double: from the action's cost
 * (as the sheet pays it, payFromPlay), through the tracker view and the engine, to the combat's stored fight.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";
import { installTemplates } from "../double/templates";
import { actionContext } from "./action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let payFromPlay: typeof import("../../module/combat/pay-from-play").payFromPlay;
let surrenderAction: typeof import("../../module/rulesets/factions/morale-actions").surrenderAction;
let runAction: typeof import("../../module/dice/action").runAction;
let changes: typeof import("../../module/combat/actor-changes");
let mountAction: typeof import("../../module/rulesets/factions/mount-actions").mountAction;
let factionsAdapter: typeof import("../../module/rulesets/factions/index").factions;
let breakFreeAction: typeof import("../../module/rulesets/factions/nonlethal-actions").breakFreeAction;
beforeAll(async () => {
  ({ factions: factionsAdapter } = await import("../../module/rulesets/factions/index"));
  ({ breakFreeAction } = await import("../../module/rulesets/factions/nonlethal-actions"));
  ({ fray, fresh } = await frayOnDouble());
  ({ mountAction } = await import("../../module/rulesets/factions/mount-actions"));
  ({ runAction } = await import("../../module/dice/action"));
  changes = await import("../../module/combat/actor-changes");
  ({ payFromPlay } = await import("../../module/combat/pay-from-play"));
  ({ surrenderAction } = await import("../../module/rulesets/factions/morale-actions"));
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;
const TEXT = "Characters can spend their turn to surrender, throwing their weapons away, putting their hands up, etc. Their turn is wasted";

async function running(h: DoubleHandle) {
  const combat = await frayFight(fray, h, "factions", 3);
  h.dice.queue.push(1);
  await combat.startCombat();
  const choose = combat.frayView.round(state(combat), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
  await combat.frayCommand(choose.command);
  return combat;
}

describe("factions: surrendering wastes the turn", () => {
  it(`"${TEXT}": in its turn the Surrender leaves no bonus action and no move`, async () => {
    const h = fresh();
    const combat = await running(h);
    const hero = combat.combatants.contents[0]!;
    await combat.frayCommand({ type: "activate", combatant: hero.id! });
    const req = (await surrenderAction.prepare({ name: "F0", stats: hero.actor!.system.stats, statuses: [] } as never))!;
    expect(await payFromPlay(hero.actor!, surrenderAction.cost!(req)!)).toBe(true);
    expect(state(combat).data.characters[hero.id!]!.turn).toMatchObject({ main: 1, bonus: 1 });
    expect(await combat.frayCommand({ type: "act", combatant: hero.id!, kind: "bonus", name: "bonus" })).toBe(false);
    expect(await combat.frayCommand({ type: "act", combatant: hero.id!, kind: "move", zones: 1 })).toBe(false);
  });

  it(`"${TEXT}": surrendering in another character's turn spends the character's turn for the round`, async () => {
    const h = fresh();
    const combat = await running(h);
    const [hero, foe] = combat.combatants.contents;
    await combat.frayCommand({ type: "activate", combatant: hero!.id! });
    const req = (await surrenderAction.prepare({ name: "F1", stats: foe!.actor!.system.stats, statuses: [] } as never))!;
    expect(await payFromPlay(foe!.actor!, surrenderAction.cost!(req)!)).toBe(true);
    expect(state(combat).data.characters[foe!.id!]!.acted).toBe(true);
  });
});

describe("factions: breaking free consumes the turn", () => {
  const TEXT = "He succeeds, however his turn has already been consumed by the attempt to break free and he can't do anything else";

  it(`"${TEXT}": after the sheet's Break free (paid in its turn) the freed character has no bonus action and no move left`, async () => {
    const h = fresh();
    const combat = await running(h);
    const hero = combat.combatants.contents[0]!;
    await combat.frayCommand({ type: "activate", combatant: hero.id! });
    const req = breakFreeAction.cost!(undefined as never)!;
    expect(await payFromPlay(hero.actor!, req)).toBe(true);
    expect(state(combat).data.characters[hero.id!]!.turn).toMatchObject({ main: 1, bonus: 1 });
    expect(await combat.frayCommand({ type: "act", combatant: hero.id!, kind: "bonus", name: "bonus" })).toBe(false);
    expect(await combat.frayCommand({ type: "act", combatant: hero.id!, kind: "move", zones: 1 })).toBe(false);
  });
});

describe("factions: freeing a grabbed ally is a main action", () => {
  const TEXT = "Allies can also spend a main action to attempt to free them with a STR save";
  const freeAllyCost = () => (factionsAdapter.sheet as { attackCosts?: Record<string, Parameters<typeof payFromPlay>[1]> }).attackCosts?.["freeAlly"] ?? "attack";

  it(`"${TEXT}": the sheet's Free an ally in another character's turn is refused, not charged as a reaction`, async () => {
    const h = fresh();
    const combat = await running(h);
    const [hero, foe] = combat.combatants.contents;
    await combat.frayCommand({ type: "activate", combatant: hero!.id! });
    expect(await payFromPlay(foe!.actor!, freeAllyCost())).toBe(false);
    expect(state(combat).data.characters[foe!.id!]!.acted).toBe(false);
  });

  it(`"${TEXT}": in the freer's own turn it charges the main action`, async () => {
    const h = fresh();
    const combat = await running(h);
    const hero = combat.combatants.contents[0]!;
    await combat.frayCommand({ type: "activate", combatant: hero.id! });
    expect(await payFromPlay(hero.actor!, freeAllyCost())).toBe(true);
    expect(state(combat).data.characters[hero.id!]!.turn).toMatchObject({ main: 1, bonus: 0 });
  });
});

describe("factions: getting on a mount mid-fight", () => {
  const TEXT = "Mounting or dismounting, or getting on or on off a vehicle, counts as moving half a zone";

  it(`"${TEXT}": the sheet's Get on charges half a zone of the turn's move, and the rider then takes its turns with the mount`, async () => {
    const h = fresh();
    installTemplates();
    const combat = await frayFight(fray, h, "factions", 3);
    const [hero, horse] = combat.combatants.contents;
    await horse!.actor!.update({ "system.factions.faction": "players" } as never);
    changes.registerActorChanges();
    h.dice.queue.push(1);
    await combat.startCombat();
    const choose = combat.frayView.round(state(combat), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
    await combat.frayCommand(choose.command);
    await combat.frayCommand({ type: "activate", combatant: hero!.id! });
    // The sheet's Get on or off, the horse targeted, not moving (no save).
    const ctx = actionContext(hero!.actor!.system.stats, { name: "Rider", firstTarget: () => ({ ...(horse!.actor as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: horse!.actor!.uuid }) as never, askFields: async () => ({ moving: "no" }) });
    const req = (await mountAction.prepare(ctx))!;
    expect(await payFromPlay(hero!.actor!, mountAction.cost!(req)!)).toBe(true);
    await runAction(hero!.actor!, mountAction as never, req);
    await changes.actorChangesSettled();
    expect(state(combat).data.characters[hero!.id!]!.turn.halfZones).toBe(1);
    // Half a zone and two more is beyond the 2 zones of a full move; one more zone fits.
    expect(await combat.frayCommand({ type: "act", combatant: hero!.id!, kind: "move", zones: 2 })).toBe(false);
    expect(await combat.frayCommand({ type: "act", combatant: hero!.id!, kind: "move", zones: 1 })).toBe(true);
    // The tracker knows the rider now rides the horse (no re-adding of the combatant).
    expect(state(combat).data.characters[hero!.id!]!.rides).toBe(horse!.id);
  });

  it(`"${TEXT}": moving is the character's own turn's, so getting on in another character's turn is refused with the reason and nothing is written`, async () => {
    const h = fresh();
    const combat = await running(h);
    const [hero, rider, horse] = combat.combatants.contents;
    // Another character's turn: the hero acts; the rider tries to get on the horse.
    await combat.frayCommand({ type: "activate", combatant: hero!.id! });
    const ctx = actionContext(rider!.actor!.system.stats, { name: "Rider", firstTarget: () => ({ ...(horse!.actor as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: horse!.actor!.uuid }) as never, askFields: async () => ({ moving: "no" }) });
    const req = (await mountAction.prepare(ctx))!;
    expect(await payFromPlay(rider!.actor!, mountAction.cost!(req)!)).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/cannot do that now: .*it is not .*turn/);
    expect(state(combat).data.characters[rider!.id!]!.turn.halfZones ?? 0).toBe(0);
    expect(state(combat).data.characters[rider!.id!]!.acted).toBe(false);
  });
});
