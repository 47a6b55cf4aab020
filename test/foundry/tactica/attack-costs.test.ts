/**
 * Issue 25, tactica's attack costs through the Foundry double: a sheet attack in a running fight is charged by
 * payFromPlay (module/combat/pay-from-play.ts) through the tracker's costOf, as a step on the GM's client, and the
 * combat's stored scheduler shows the dice it took.
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

/** A started tactica fight of a character and two NPCs, each with 3 action dice showing these faces. */
async function started(h: DoubleHandle, faces: number[]): Promise<Combat> {
  const combat = await frayFight(fray, h, "tactica", 3);
  h.dice.queue.push(...faces);
  await combat.startCombat();
  return combat;
}

const dice = (combat: Combat, i: number) => {
  const id = combat.combatants.contents[i]!.id!;
  return (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[id]!.dice;
};
const actor = (combat: Combat, i: number) => combat.combatants.contents[i]!.actor!;

describe("tactica: what a sheet attack costs in the countdown", () => {
  it('"A melee attack with a normal weapon is rated as a 4": the character up next pays 4 pips (its 4), not 1', async () => {
    const h = fresh();
    const combat = await started(h, [4, 2, 3, 2, 2, 2, 2, 2, 2]);
    expect(dice(combat, 0)).toEqual([4, 2, 3]);
    expect(await payFromPlay(actor(combat, 0) as never, "attack")).toBe(true);
    expect(dice(combat, 0)).toEqual([2, 3]);
  });

  it("dice that hold no 4 combine to pay it, with the least waste (2 + 2, the 3 kept)", async () => {
    const h = fresh();
    const combat = await started(h, [2, 2, 3, 2, 2, 2, 2, 2, 2]);
    expect(await payFromPlay(actor(combat, 0) as never, "attack")).toBe(true);
    expect(dice(combat, 0)).toEqual([3]);
  });
});

describe("tactica: opportunity attacks", () => {
  it('"Opportunity actions ... can occur at anytime": an NPC not next in the countdown attacks from its sheet, paying 4 pips out of turn', async () => {
    const h = fresh();
    const combat = await started(h, [2, 2, 2, 5, 2, 3, 2, 2, 2]);
    // The character (a player, 3 dice) is next; the first NPC is not.
    expect(dice(combat, 1)).toEqual([5, 2, 3]);
    expect(await payFromPlay(actor(combat, 1) as never, "attack")).toBe(true);
    expect(h.notices).toEqual([]);
    expect(dice(combat, 1)).toEqual([2, 3]);
    // The countdown goes on from where it was: the character is still next.
    const next = combat.frayStore.scheduler.state;
    expect((next.data as TacticaTurnData).fighters[combat.combatants.contents[0]!.id!]!.dice).toEqual([2, 2, 2]);
  });
});

describe("tactica: starting an action pool", () => {
  it('"the base action cost is paid at the start": the tracker offers a pool at each cost the dice can pay (the text prints none), and Start a pool at 4 pays 4 pips', async () => {
    const h = fresh();
    const combat = await started(h, [4, 2, 3, 2, 2, 2, 2, 2, 2]);
    const id = combat.combatants.contents[0]!.id!;
    const starts = combat.frayView.combatant(combat.frayStore.scheduler.state, id).commands.filter((c) => (c.command.action as { pool?: string; name?: string } | undefined)?.pool === "start" && (c.command.action as { name: string }).name === "pool");
    expect(starts.map((c) => (c.command.action as { cost: number }).cost)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await combat.frayCommand(starts[3]!.command)).toBe(true);
    expect(dice(combat, 0)).toEqual([2, 3]);
  });
});
