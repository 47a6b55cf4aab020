/**
 * Issue 25 (audit F2), through the Foundry double: "They can use a 1-AD to roll to remove a single STATE as a Free
 * action between actions." The sheet's *Remove a State* with the way *a 1 from the action dice* is paid in the
 * tracker with a 1 (a `useOne` step, not an action die), and its roll, written back through the pipeline, removes
 * the Stun.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import { resolveAction } from "../../../module/dice/action-resolve";
import { prepareActorDerived } from "../../../module/data/actor/derived";

let fray: Fray;
let fresh: () => DoubleHandle;
let payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ payFromPlay } = await import("../../../module/combat/pay-from-play"));
});

describe("tactica: a 1 buys a roll to remove a State", () => {
  it("the Stunned NPC spends its 1, not its 5 or 4, and a BODY success removes the Stun", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(2, 2, 2, 5, 4, 1);
    await combat.startCombat();
    const npc = combat.combatants.contents[1]!.actor!;
    await npc.update({ "system.tactica.physical.state": true } as never);
    const { removeStateAction } = await import("../../../module/rulesets/tactica/state-actions");
    const { tacticaCreatureOf } = await import("../../../module/rulesets/tactica/damage");
    const stats = npc.system.stats;
    const req = { name: "Goblin", creature: tacticaCreatureOf(stats, prepareActorDerived(stats), [...npc.statuses]), state: "stun" as const, way: "one" as const, level: 0 };
    expect(await payFromPlay(npc as never, removeStateAction.cost!(req as never)!)).toBe(true);
    expect((combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[1]!.id!]!.dice).toEqual([5, 4]);
    const out = resolveAction(removeStateAction, req as never, [5, 2, 2, 3]);
    await npc.update(out.update as never);
    expect(npc.system.stats.tactica.physical.state).toBe(false);
  });
});

describe("tactica: a 1 buys a Panicked creature a new Spirit roll", () => {
  it('"or by using a 1 dice to trigger a new roll": the Panicked NPC\'s roll with a 1 spends its 1 in the tracker', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(2, 2, 2, 5, 4, 1);
    await combat.startCombat();
    const npc = combat.combatants.contents[1]!.actor!;
    const { mentalConditionAction } = await import("../../../module/rulesets/tactica/mental-condition-actions");
    const cost = mentalConditionAction.cost?.({ when: "one-die" } as never);
    expect(cost).toBeTruthy();
    expect(await payFromPlay(npc as never, cost!)).toBe(true);
    expect((combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[1]!.id!]!.dice).toEqual([5, 4]);
    // The 1 bought the roll, not an effort die for the next one.
    expect(npc.system.stats.tactica.effort).toBe(false);
  });
});
