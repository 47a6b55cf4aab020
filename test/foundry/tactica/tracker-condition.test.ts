/**
 * Issue 25 (audit O3, L3, M6, L4), through the Foundry double: the tracker honours what the creature's actor shows.
 * A FrayCombat of FrayActors; the actors are changed through the pipeline (as the card's Apply writes them), and each
 * tracker step the GM's client carries out (FrayCombat#frayCarryOut) reads their conditions.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";

let fray: Fray;
let fresh: () => DoubleHandle;
let payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ payFromPlay } = await import("../../../module/combat/pay-from-play"));
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const fighter = (combat: Combat, i: number) => (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[i]!.id!]!;
const actor = (combat: Combat, i: number) => combat.combatants.contents[i]!.actor!;
const cid = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;

describe("tactica: the tracker and the creature's condition", () => {
  it('"OoA creature get no action dice": an NPC whose ranks are all lost rolls none at Begin Combat', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 3);
    await actor(combat, 1).update({ "system.tactica.physical.lost": 3 } as never);
    h.dice.queue.push(4, 4, 4, 3, 3, 3);
    await combat.startCombat();
    expect(fighter(combat, 0).dice).toEqual([4, 4, 4]);
    expect(fighter(combat, 1).dice).toEqual([]);
    expect(fighter(combat, 2).dice).toEqual([3, 3, 3]);
  });

  it("a creature put Out of Action mid-fight loses its dice at the next step and rolls none at the refresh", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(4, 4, 4, 2, 2, 2);
    await combat.startCombat();
    await actor(combat, 1).toggleStatusEffect("tactica.ooa", { active: true });
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "attack", cost: 4 } })).toBe(true);
    expect(fighter(combat, 1).dice).toEqual([]);
  });

  it('"Whilst in a STATE a creature may do nothing until it is removed": a Stunned NPC\'s sheet attack is refused; the tracker offers it only Remove a State, which spends a die', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(2, 2, 2, 5, 4, 3);
    await combat.startCombat();
    await actor(combat, 1).update({ "system.tactica.physical.state": true } as never);
    expect(await payFromPlay(actor(combat, 1) as never, "attack")).toBe(false);
    expect(h.notices.map((n) => n.message).join(" ")).toMatch(/in a State/);
    // The character acts (its step reads the NPC's Stun); the NPC, next with 3 dice, is offered only the State's removal.
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "attack", cost: 2 } })).toBe(true);
    const panel = combat.frayView.combatant(combat.frayStore.scheduler.state, cid(combat, 1));
    expect(panel.commands.map((c) => (c.command.action as { name?: string } | undefined)?.name ?? c.command.type)).toEqual(["removeState"]);
    // The sheet's Remove a State (way: spend a die) charges what its action says before it is run.
    const { removeStateAction } = await import("../../../module/rulesets/tactica/state-actions");
    const ok = await payFromPlay(actor(combat, 1) as never, removeStateAction.cost!({ way: "spend" } as never)!);
    expect(h.notices.map((n) => n.message).slice(1)).toEqual([]);
    expect(ok).toBe(true);
    expect(fighter(combat, 1).dice).toEqual([5, 4]);
  });

  it('a Crushed creature "cannot take any actions at all, including defensive ones": its defence die is refused', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(2, 2, 2, 5, 4, 3);
    await combat.startCombat();
    await actor(combat, 1).toggleStatusEffect("tactica.crushed", { active: true });
    expect(await payFromPlay(actor(combat, 1) as never, "action-die")).toBe(false);
    expect(fighter(combat, 1).dice).toEqual([5, 4, 3]);
  });
});

describe("tactica: a minor NPC's set dice", () => {
  it('"Minor NPCs do not roll, they are simply given a set number of dice (eg 5,4,3,2 or 5,3,2)": the sheet\'s *Set action dice* are its dice at Begin Combat', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    await actor(combat, 1).update({ "system.tactica.setDice": "5, 4, 3, 2" } as never);
    h.dice.queue.push(2, 2, 2);
    await combat.startCombat();
    expect(fighter(combat, 1).dice).toEqual([5, 4, 3, 2]);
    expect(fighter(combat, 0).dice).toEqual([2, 2, 2]);
  });

  it("set dice that are not faces 1–6 are refused at Begin Combat with the reason, and nothing starts", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    await actor(combat, 1).update({ "system.tactica.setDice": "5, 9" } as never);
    await combat.startCombat();
    expect(combat.frayStore.scheduler.state.phase).toBe("setup");
    expect(h.notices.map((n) => n.message).join(" ")).toMatch(/set dice|fixed/i);
  });
});

describe("tactica: a wound's burnt action dice reach the tracker", () => {
  it('"Burn 1 action dice": the actor\'s *Burnt action dice* (written with the wound by the card) burn a die at the next step and at every roll until healed', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(4, 4, 4, 5, 5, 5);
    await combat.startCombat();
    await actor(combat, 1).update({ "system.tactica.burntDice": 1 } as never);
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "attack", cost: 4 } })).toBe(true);
    expect(fighter(combat, 1).burnEachRoll).toBe(1);
    expect(fighter(combat, 1).dice).toEqual([1, 5, 5]);
    // Healed (set back to 0 on the sheet): no more burning from the next step.
    await actor(combat, 1).update({ "system.tactica.burntDice": 0 } as never);
    expect(await combat.frayCommand({ type: "hold", combatant: cid(combat, 1) })).toBe(true);
    expect(fighter(combat, 1).burnEachRoll ?? 0).toBe(0);
  });
});

describe("tactica: a State ends the action pool", () => {
  it('"A character who takes a STATE loses all dice they may currently have in any ongoing pools": the NPC\'s pool goes when its actor is Stunned', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    h.dice.queue.push(2, 2, 5, 4, 4, 3);
    await combat.startCombat();
    // The character acts first (players before NPCs on equal dice), then the NPC starts a pool.
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "attack", cost: 2 } })).toBe(true);
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 1), action: { name: "pool", cost: 3, pool: "start" } })).toBe(true);
    expect(fighter(combat, 1).pool).not.toBeNull();
    await actor(combat, 1).update({ "system.tactica.physical.state": true } as never);
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "attack", cost: 2 } })).toBe(true);
    expect(fighter(combat, 1).pool).toBeNull();
  });
});
