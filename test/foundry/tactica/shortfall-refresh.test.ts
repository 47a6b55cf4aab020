/**
 * Issue 25 (audit E10), through the Foundry double: "When any character uses their last AD and completes their
 * action, they must call for a 'Refresh'", and trying an action without enough dice calls it too (the engine's
 * shortfall rule, docs/rules-notes/tactica.md). A sheet attack by the character up next that cannot pay its 4 pips is
 * refused, and its try calls the refresh as a step on the GM's client; the tracker offers the try for a cost the
 * dice cannot pay, not only when 1s are all that is left.
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
const data = (combat: Combat) => combat.frayStore.scheduler.state.data as TacticaTurnData;
const cid = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;

/** A character with 3 dice and an NPC with 2, showing these faces. */
async function started(h: DoubleHandle, faces: number[]): Promise<Combat> {
  const combat = await frayFight(fray, h, "tactica", 2);
  await combat.combatants.contents[1]!.actor!.update({ "system.tactica.actionDice": 2 } as never);
  h.dice.queue.push(...faces);
  await combat.startCombat();
  return combat;
}

describe("tactica: trying an action without enough action dice", () => {
  it("a sheet attack (4 pips) with [2, 1, 1] is refused with the reason, and its try calls the refresh: the NPC gets its last option", async () => {
    const h = fresh();
    const combat = await started(h, [2, 1, 1, 5, 5]);
    const hero = combat.combatants.contents[0]!.actor!;
    expect(await payFromPlay(hero as never, "attack")).toBe(false);
    expect(h.notices.map((n) => n.message).join(" ")).toMatch(/cannot pay.*cost 4.*refresh/i);
    expect(data(combat).refreshBy).toBe(cid(combat, 0));
    expect(data(combat).fighters[cid(combat, 0)]!.dice).toEqual([]);
    expect(data(combat).fighters[cid(combat, 1)]!.lastOption).toBe(true);
  });

  it("the tracker offers the character with [3, 1, 2] the try of a dearer action (its dice pay up to 5: cost 6 is offered), which calls the refresh", async () => {
    const h = fresh();
    const combat = await started(h, [3, 1, 2, 5, 5]);
    const panel = combat.frayView.combatant(combat.frayStore.scheduler.state, cid(combat, 0));
    const tries = panel.commands.filter((c) => c.label.key.endsWith("CallRefresh"));
    expect(tries.map((c) => c.label.data?.["cost"])).toEqual([6]);
    expect(await combat.frayCommand(tries[0]!.command)).toBe(true);
    expect(data(combat).refreshBy).toBe(cid(combat, 0));
  });
});
