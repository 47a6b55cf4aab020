/**
 * Issue 25 (audit C5), through the Foundry double: "The normal maximum number of dice you can have is 6, not
 * counting rerolls. Some Advantages increase this." The sheet's *Action dice* and *Most action dice* (an Advantage
 * raises it) are the actor's fields; Begin Combat rolls what they allow.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const fighter = (combat: Combat, i: number) => (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[i]!.id!]!;

async function start(update: Record<string, unknown>): Promise<number[]> {
  const h = fresh();
  const combat = await frayFight(fray, h, "tactica", 2);
  await combat.combatants.contents[0]!.actor!.update(update as never);
  h.dice.queue.push(...Array(20).fill(3));
  await combat.startCombat();
  return fighter(combat, 0).dice;
}

describe("tactica: the most action dice", () => {
  it("a hero with 7 action dice rolls only 6: the normal maximum", async () => {
    expect(await start({ "system.tactica.actionDice": 7 })).toHaveLength(6);
  });

  it('"Some Advantages increase this": with its most action dice raised to 7 on the sheet, the hero rolls 7', async () => {
    expect(await start({ "system.tactica.actionDice": 7, "system.tactica.maxActionDice": 7 })).toHaveLength(7);
  });
});
