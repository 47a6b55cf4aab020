/**
 * Issue 25 (audit G8, G9, I13, W2, W3), through the Foundry double: a creature's action taken in the tracker (an `act` step, or a response
 * on the GM's client, FrayCombat#frayCommand) is its next action, so what lasts "until that creatures next action"
 * ends on its actor: its exposure dice, its Fumbled mark (the token's status) and its standing defence pools, unless
 * the action is the Pool action ("The defence roll is only discarded if you elect to do some other action (other
 * than Pool)").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function goblinActs(action: Record<string, unknown>, respond = false) {
  const h = fresh();
  const combat = await frayFight(fray, h, "tactica", 2);
  const goblin = combat.combatants.contents[0]!.actor!;
  await goblin.update({ "system.tactica.exposures": 2, "system.tactica.fumbled": true, "system.tactica.pools.dodge": { dice: 3, max: 3 } } as never);
  await goblin.toggleStatusEffect("tactica.fumbled", { active: true });
  // Responding, the goblin is the one the countdown has not reached (its dice the lower).
  h.dice.queue.push(...(respond ? [2, 2, 2, 5, 5, 5] : [5, 5, 5, 2, 2, 2]));
  await combat.startCombat();
  const id = combat.combatants.contents[0]!.id!;
  const command = respond ? { type: "respond", combatant: id, ...action } : { type: "act", combatant: id, action };
  expect(await combat.frayCommand(command as never)).toBe(true);
  const t = goblin.system.stats.tactica;
  return { exposures: t.exposures, fumbled: [...goblin.statuses].includes("tactica.fumbled"), field: t.fumbled, dodge: t.pools.dodge.dice };
}

describe("tactica: a tracker action ends what lasts until the creature's next action", () => {
  it('"These exposure dice remain until that creatures next action": the goblin acts in the tracker; its exposures, Fumbled mark and Dodge pool end', async () => {
    expect(await goblinActs({ name: "action", cost: 4 })).toEqual({ exposures: 0, fumbled: false, field: false, dodge: 0 });
  });

  it("the Pool action keeps the standing pools (the marks still end)", async () => {
    expect(await goblinActs({ name: "pool", cost: 1 })).toEqual({ exposures: 0, fumbled: false, field: false, dodge: 3 });
  });

  it('"Response actions: May occur at anytime": a response taken out of turn in the tracker is the goblin\'s next action too', async () => {
    const { RESPONSE_ACTION } = await import("../../../module/rulesets/tactica/tracker-view");
    expect(await goblinActs({ name: RESPONSE_ACTION, cost: 2 }, true)).toEqual({ exposures: 0, fumbled: false, field: false, dodge: 0 });
  });
});
