/**
 * Audit M5: "CRUSHED: ... A Crushed creature may do nothing. They fall to their knees (if they have any) and take no
 * actions whatsoever, including defensive ones. They may try to become un-Crushed by making a Spirit roll at the start
 * of every action after the initial one." Through the Foundry double: a FrayCombat whose NPC's actor is Crushed (the
 * token's status, as the card's Apply writes it). It spends none of its dice, so the countdown reaches them once a
 * round: the round that rolls its dice is its action. The first round since the crush posts "does nothing" with no
 * roll; each later one rolls the sheet's SPIRIT on the GM's client, and a pass takes Crushed off the actor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import type { CardData } from "../../../module/dice/card";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const cid = (combat: Combat, i: number) => combat.combatants.contents[i]!.id!;
const cardsSince = (n: number) =>
  game.messages.contents
    .slice(n)
    .map((m) => m.getFlag("fray", "card") as CardData | undefined)
    .filter((c): c is CardData => c !== undefined);

/** The hero (1 die) against the NPC (3 dice), Crushed once the fight runs; the hero's act closes each round. */
async function crushedNpc(h: DoubleHandle) {
  installTemplates();
  const combat = await frayFight(fray, h, "tactica", 2);
  await combat.combatants.contents[0]!.actor!.update({ "system.tactica.actionDice": 1 } as never);
  const npc = combat.combatants.contents[1]!.actor!;
  h.dice.queue.push(4, 5, 5, 5);
  await combat.startCombat();
  await npc.toggleStatusEffect("tactica.crushed", { active: true });
  const nextRound = async (...spirit: number[]) => {
    h.dice.queue.push(3, 2, 2, 2, ...spirit);
    const round = combat.frayStore.scheduler.state.round;
    expect(await combat.frayCommand({ type: "act", combatant: cid(combat, 0), action: { name: "action", cost: 4 } })).toBe(true);
    expect(combat.frayStore.scheduler.state.round).toBe(round + 1);
  };
  return { npc, nextRound };
}

describe("tactica: a Crushed creature's SPIRIT roll in the tracker", () => {
  it("the initial action (the first round since): no roll, it does nothing; the next round rolls SPIRIT, a pass takes Crushed off", async () => {
    const h = fresh();
    const { npc, nextRound } = await crushedNpc(h);
    let n = game.messages.contents.length;
    await nextRound();
    const first = cardsSince(n);
    expect(first.map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.nothing"]);
    expect(first[0]!.dice).toEqual([]);
    expect(npc.statuses.has("tactica.crushed")).toBe(true);
    // "a Spirit roll at the start of every action after the initial one": SPIRIT 0, four dice; a 5 passes.
    n = game.messages.contents.length;
    await nextRound(5, 1, 2, 3);
    const later = cardsSince(n);
    expect(later.map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.free"]);
    expect(later[0]!.dice).toHaveLength(4);
    expect(npc.statuses.has("tactica.crushed")).toBe(false);
  });

  it("a failed roll keeps it Crushed and rolls again the round after", async () => {
    const h = fresh();
    const { npc, nextRound } = await crushedNpc(h);
    await nextRound();
    let n = game.messages.contents.length;
    await nextRound(1, 2, 3, 4);
    expect(cardsSince(n).map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.nothing"]);
    expect(npc.statuses.has("tactica.crushed")).toBe(true);
    n = game.messages.contents.length;
    await nextRound(6, 1, 1, 1);
    expect(cardsSince(n).map((c) => c.outcome.key)).toEqual(["FRAY.Action.Tactica.Condition.free"]);
    expect(npc.statuses.has("tactica.crushed")).toBe(false);
  });
});
