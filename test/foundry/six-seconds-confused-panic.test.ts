/**
 * Issue 24 (six-seconds conditions): the Confusion chart's "5: Creature is Panicked for this round". Through the
 * Foundry double: a Confused fighter rolls its round on the chart (its sheet action, d20 5) and is written Panicked;
 * as that round ends the tracker takes the Panicked off again, Confused staying. A Confused fighter who was Panicked
 * as the round began (a fear, not the chart's row) keeps it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../../module/dice/action";
import { confusionRoundAction } from "../../module/rulesets/six-seconds/condition-actions";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;

/** A fight of two, the second Confused (and Panicked already when `panicked`); the first acts first. */
async function fight(h: DoubleHandle, panicked = false) {
  installTemplates();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  const second = combat.combatants.contents[1]!.actor!;
  await second.toggleStatusEffect("six-seconds.confused", { active: true });
  if (panicked) await second.toggleStatusEffect("six-seconds.panicked", { active: true });
  h.dice.queue.push(6, 1);
  await combat.startCombat();
  return { combat, second };
}

async function nextRound(combat: Combat) {
  const round = combat.frayStore.scheduler.state.round;
  for (let i = 0; i < 4 && combat.frayStore.scheduler.state.round === round; i++) {
    expect(await combat.frayCommand({ type: "endTurn", combatant: combat.frayStore.scheduler.state.active! })).toBe(true);
  }
  expect(combat.frayStore.scheduler.state.round).toBe(round + 1);
}

/** The chart's dice: the first d20 a 5 (Panicked), then the rest of the Roll's d20s, d6s and d8. */
const PANIC_ROW = [5, 10, 10, 10, 10, 10, 10, 10, 3, 3, 4];

describe("six-seconds: “Creature is Panicked for this round”", () => {
  it("the chart's 5 writes Panicked; the round's end takes it off, Confused stays", async () => {
    const h = fresh();
    const { combat, second } = await fight(h);
    h.dice.queue.push(...PANIC_ROW);
    await runAction(second, confusionRoundAction, { name: second.name });
    expect(second.statuses.has("six-seconds.panicked")).toBe(true);
    await nextRound(combat);
    expect(second.statuses.has("six-seconds.panicked")).toBe(false);
    expect(second.statuses.has("six-seconds.confused")).toBe(true);
  });

  it("Panicked before the round began (not the chart's row) is kept as the round ends", async () => {
    const h = fresh();
    const { combat, second } = await fight(h, true);
    await nextRound(combat);
    expect(second.statuses.has("six-seconds.panicked")).toBe(true);
  });
});
