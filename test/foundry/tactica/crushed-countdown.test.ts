/**
 * Issue 25 (re-audit: "a Crushed creature gets no tracker button ... while it stays in the countdown with its dice"),
 * through the Foundry double: "A Crushed creature may do nothing. They fall to their knees (if they have any) and take
 * no actions whatsoever". A FrayCombat whose NPC's actor is Crushed (the token's status, as the card's Apply writes
 * it): the countdown passes it by without the GM, and at a refresh it gets no last option (no die kept to carry over).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { countdown, type TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const fighter = (combat: Combat, i: number) => (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[i]!.id!]!;
const cid = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;

describe("tactica: a Crushed creature in the countdown", () => {
  it('"take no actions whatsoever": the Crushed NPC with the most dice is passed by; the hero acts next without the GM passing it', async () => {
    const h = fresh();
    installTemplates(); // a refresh posts the Crushed creature's action card (mental-condition-step.ts)
    const combat = await frayFight(fray, h, "tactica", 2);
    await combat.combatants.contents[0]!.actor!.update({ "system.tactica.actionDice": 2 } as never);
    h.dice.queue.push(4, 4, 5, 5, 5);
    await combat.startCombat();
    await combat.combatants.contents[1]!.actor!.toggleStatusEffect("tactica.crushed", { active: true });
    // The next step carries the actor's Crushed: the hero, with fewer dice, acts without the GM passing the NPC.
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "action", cost: 4 } })).toBe(true);
    expect(fighter(combat, 0).dice).toEqual([4]);
    expect(countdown(combat.frayStore.scheduler.state as never)).toEqual([cid(combat, 0)]);
    expect(combat.frayView.round(combat.frayStore.scheduler.state, { [cid(combat, 0)]: "Hero", [cid(combat, 1)]: "Ogre" }).lines.map((l) => l.data?.["names"]).filter(Boolean)).toEqual(["Hero"]);
  });

  it("at the refresh the Crushed creature keeps no die: the hero's last die closes the round and everyone rerolls", async () => {
    const h = fresh();
    installTemplates(); // a refresh posts the Crushed creature's action card (mental-condition-step.ts)
    const combat = await frayFight(fray, h, "tactica", 2);
    await combat.combatants.contents[0]!.actor!.update({ "system.tactica.actionDice": 1 } as never);
    h.dice.queue.push(4, 5, 5, 5);
    await combat.startCombat();
    await combat.combatants.contents[1]!.actor!.toggleStatusEffect("tactica.crushed", { active: true });
    const round = combat.frayStore.scheduler.state.round;
    h.dice.queue.push(3, 2, 2, 2);
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "action", cost: 4 } })).toBe(true);
    // No last option was waiting on the Crushed NPC: the round closed at once and the dice were rolled again.
    expect(combat.frayStore.scheduler.state.round).toBe(round + 1);
    expect(fighter(combat, 1).carry).toBe(false);
    expect(fighter(combat, 0).dice).toEqual([3]);
    expect(fighter(combat, 1).dice).toEqual([2, 2, 2]);
  });
});
