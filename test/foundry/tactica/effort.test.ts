/**
 * Issue 25 (audit F1, F4), through the Foundry double: "Effort, +1 dice to the next roll you make, decided before the
 * roll (4d would become 5d)". The tracker's *Use a 1 (effort)* (a `useOne` step on the GM's client) marks the hero's
 * actor; its next sheet attack, built from the actor as the sheet builds it, rolls one die more, and the roll's
 * write-back ends the effort. "Only one 1 may be used at a time": a second 1 adds no second die.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { diceFor } from "../../../module/dice/requests";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { actionContext, tacticaOptions } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

describe("tactica: effort from a 1 among the action dice", () => {
  it('"4d would become 5d": the hero spends a 1 on effort in the tracker; its next attack rolls 5 of its 4 attack dice, the one after 4', async () => {
    const h = fresh();
    installTemplates();
    const combat = await frayFight(fray, h, "tactica", 2);
    const hero = combat.combatants.contents[0]!.actor!;
    await hero.update({ "system.tactica.attack": 4 } as never);
    h.dice.queue.push(1, 1, 5, 2, 2, 2);
    await combat.startCombat();
    const id = combat.combatants.contents[0]!.id!;
    expect(await combat.frayCommand({ type: "useOne", combatant: id, use: "effort" } as never)).toBe(true);
    expect(await combat.frayCommand({ type: "useOne", combatant: id, use: "effort" } as never)).toBe(true);
    const { rollAttack } = await import("../../../module/rulesets/tactica/attack-dialog");
    const { rollAndPost } = await import("../../../module/dice/roll");
    const attack = async () => {
      const ask = async () => tacticaOptions({ count: "4", attackMode: "melee", hit: "physical", position: "unknown", flyerSpeed: "0" });
      const build = await rollAttack(actionContext(hero.system.stats, { ask: ask as never }) as never, { name: "Sword", system: { tactica: { weightClass: "medium" } } });
      return build!() as TacticaAttackRequest;
    };
    const first = await attack();
    const n = diceFor(first).reduce((s, g) => s + g.count, 0);
    expect(n).toBe(5);
    h.dice.queue.push(...Array(n).fill(3));
    await rollAndPost(hero as never, first as never, []);
    expect(diceFor(await attack()).reduce((s, g) => s + g.count, 0)).toBe(4);
  });
});
