/**
 * Issue 25 (audit P11), through the Foundry double: "Where a wound has the effect of "Burn an action dice", that
 * effect occurs immediately AND remains every round until the wound effect is removed. The owner may select which
 * dice to convert to 1's." A FrayCombat whose hero's actor has a wound burning one die (the sheet's *Burnt action
 * dice*, as the card's Apply writes it): the next step burns the lowest die, and its tracker panel offers the owner to keep that
 * face and burn another die instead; the button's command moves the burn. Once a die is spent the pick is over.
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
const cid = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;
const panel = (combat: Combat) => combat.frayView.combatant(combat.frayStore.scheduler.state, cid(combat, 0));
const moves = (combat: Combat) => panel(combat).commands.filter((c) => c.command.type === "moveBurn");

async function woundedFight(h: DoubleHandle) {
  const combat = await frayFight(fray, h, "tactica", 2);
  h.dice.queue.push(5, 4, 2, 3, 3, 3);
  await combat.startCombat();
  // The wound lands mid-fight; the next step (here the hero holding its action) burns it "immediately".
  await combat.combatants.contents[0]!.actor!.update({ "system.tactica.burntDice": 1 } as never);
  expect(await combat.frayCommand({ type: "hold", combatant: cid(combat, 0) })).toBe(true);
  return combat;
}

describe("tactica: the owner picks which dice a wound burns", () => {
  it("rolled 5, 4, 2 with one die burning: the 2 is burnt, and the owner may keep it and burn the 4 (or the 5) instead", async () => {
    const h = fresh();
    const combat = await woundedFight(h);
    expect(fighter(combat, 0).dice).toEqual([5, 4, 1]);
    expect(panel(combat).dice?.map((d) => d.burnt)).toEqual([false, false, true]);
    expect(moves(combat).map((c) => [c.command["keep"], c.command["burn"]])).toEqual([[2, 4], [2, 5]]);
    const burnFour = moves(combat).find((c) => c.command["burn"] === 4)!;
    expect(await combat.frayCommand(burnFour.command)).toBe(true);
    expect(fighter(combat, 0).dice).toEqual([5, 1, 2]);
    expect(panel(combat).dice?.map((d) => d.burnt)).toEqual([false, true, false]);
    // Changing its mind: the 4 back, the 5 burnt.
    expect(moves(combat).map((c) => [c.command["keep"], c.command["burn"]])).toEqual([[4, 2], [4, 5]]);
  });

  it("once a die is spent the burnt dice stand; a stale pick is refused and changes nothing", async () => {
    const h = fresh();
    const combat = await woundedFight(h);
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "action", cost: 4 } })).toBe(true);
    expect(fighter(combat, 0).dice).toEqual([5, 1]);
    expect(moves(combat)).toEqual([]);
    expect(await combat.frayCommand({ type: "moveBurn", combatant: cid(combat, 0), keep: 2, burn: 5 })).toBe(false);
    expect(fighter(combat, 0).dice).toEqual([5, 1]);
  });
});
