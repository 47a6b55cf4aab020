/**
 * Issue 25 (audit E11), through the Foundry double: "Response actions: May occur at anytime in response to the
 * active action." The text lists no response and prints no cost, so the tracker offers a creature the countdown has
 * not reached *Respond: cost n* (the cost picked); pressed, the real FrayCombat pays it out of turn and the countdown
 * stays where it was. A creature in a State gets none ("They may do nothing until they remove the STATE").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import { countdown } from "../../../module/engine/rulesets/tactica/turn-countdown";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const idOf = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;
const fighter = (combat: Combat, i: number) => (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[idOf(combat, i)]!;
const responses = (combat: Combat, i: number) => combat.frayView.combatant(combat.frayStore.scheduler.state, idOf(combat, i)).commands.filter((c) => c.label.key.endsWith(".Respond"));

describe("tactica: response actions at any time", () => {
  it("the goblin, not reached by the countdown, responds for 3 pips: paid with its 3, the hero is still up", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(5, 4, 3, 3, 2, 2);
    await combat.startCombat();
    const state = () => combat.frayStore.scheduler.state as Parameters<typeof countdown>[0];
    expect(countdown(state())).toEqual([idOf(combat, 0)]);
    // The hero, up, acts; it is offered no response.
    expect(responses(combat, 0)).toEqual([]);
    expect(responses(combat, 1).map((c) => c.label.data?.["cost"])).toEqual([1, 2, 3, 4, 5, 6]);
    const three = responses(combat, 1).find((c) => c.label.data?.["cost"] === 3)!;
    expect(await combat.frayCommand(three.command)).toBe(true);
    expect(fighter(combat, 1).dice).toEqual([2, 2]);
    expect(countdown(state())).toEqual([idOf(combat, 0)]);
    expect(fighter(combat, 0).dice).toEqual([5, 4, 3]);
  });

  it("a goblin in a State is offered no response", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    (await import("../../../module/combat/actor-changes")).registerActorChanges();
    h.dice.queue.push(5, 4, 3, 3, 2, 2);
    await combat.startCombat();
    await combat.combatants.contents[1]!.actor!.update({ "system.tactica.physical.state": true } as never);
    await (await import("../../../module/combat/actor-changes")).actorChangesSettled();
    // The fight reads the creature's condition with its next step (the hero's action here).
    const act = combat.frayView.combatant(combat.frayStore.scheduler.state, idOf(combat, 0)).commands.find((c) => c.label.key.endsWith(".Pay"))!;
    expect(await combat.frayCommand(act.command)).toBe(true);
    expect(fighter(combat, 1).condition).toBe("state");
    expect(responses(combat, 1)).toEqual([]);
  });
});
