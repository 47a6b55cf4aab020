/**
 * Issue 25 (audit E5, E6), through the Foundry double: "Where an AP is to be used the base Action cost must be paid
 * at the start, then 1 extra dice is added to the pool each time that character is allowed to act. When the character
 * wishes to activate the pool they simply announce this when it is their turn and resolve the Action ... If you
 * perform any action other than POOL the pool of dice are lost." The tracker's *Start an attack pool* pays the attack's
 * 4 pips, each *Add a die* grows the pool (mirrored on the actor by the GM's step), and the hero's next sheet attack,
 * built from the actor as the sheet builds it, activates the pool without paying again and rolls one die more for
 * each pooled die; the roll's write-back uses them up.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { diceFor } from "../../../module/dice/requests";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";
import { actionContext, tacticaOptions } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let payFromPlay: typeof import("../../../module/combat/pay-from-play").payFromPlay;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ payFromPlay } = await import("../../../module/combat/pay-from-play"));
});

type Combat = InstanceType<Fray["FrayCombat"]>;
const fighter = (combat: Combat, i: number) => (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[i]!.id!]!;
const offered = (combat: Combat, key: string) => combat.frayView.combatant(combat.frayStore.scheduler.state, combat.combatants.contents[0]!.id!).commands.find((c) => c.label.key.endsWith(key));

/** The hero (4 attack dice, 4 action dice [4, 3, 3, 3]) against an NPC with one die. */
async function fight(h: DoubleHandle): Promise<Combat> {
  installTemplates();
  const combat = await frayFight(fray, h, "tactica", 2);
  await combat.combatants.contents[0]!.actor!.update({ "system.tactica.attack": 4, "system.tactica.actionDice": 4 } as never);
  await combat.combatants.contents[1]!.actor!.update({ "system.tactica.actionDice": 1 } as never);
  h.dice.queue.push(4, 3, 3, 3, 2);
  await combat.startCombat();
  return combat;
}

async function attackDice(hero: Actor.Implementation): Promise<{ req: TacticaAttackRequest; n: number }> {
  const { rollAttack } = await import("../../../module/rulesets/tactica/attack-dialog");
  const ask = async () => tacticaOptions({ count: "4", attackMode: "melee", hit: "physical", position: "unknown", flyerSpeed: "0" });
  const build = await rollAttack(actionContext(hero.system.stats, { ask: ask as never }) as never, { name: "Sword", system: { tactica: { weightClass: "medium" } } });
  const req = build!() as TacticaAttackRequest;
  return { req, n: diceFor(req).reduce((s, g) => s + g.count, 0) };
}

describe("tactica: an attack as an action pool", () => {
  it("the base cost (the attack's 4 pips) is paid at the start, two dice are added, and the sheet attack activates it with 4 + 2 dice, paying nothing more", async () => {
    const h = fresh();
    const combat = await fight(h);
    const hero = combat.combatants.contents[0]!.actor!;
    expect(await combat.frayCommand(offered(combat, "AttackPoolStart")!.command)).toBe(true);
    expect(fighter(combat, 0).dice).toEqual([3, 3, 3]);
    expect(await combat.frayCommand(offered(combat, "PoolAdd")!.command)).toBe(true);
    expect(await combat.frayCommand(offered(combat, "PoolAdd")!.command)).toBe(true);
    expect(fighter(combat, 0).dice).toEqual([3]);
    expect(hero.system.stats.tactica.pooledDice).toBe(2);
    // The attack pool is activated by the attack itself, not a tracker button.
    expect(offered(combat, "PoolActivate")).toBeUndefined();
    const { req, n } = await attackDice(hero);
    expect(n).toBe(6);
    expect(await payFromPlay(hero as never, "attack")).toBe(true);
    expect(fighter(combat, 0).dice).toEqual([3]);
    expect(fighter(combat, 0).pool).toBeNull();
    const { rollAndPost } = await import("../../../module/dice/roll");
    h.dice.queue.push(...Array(n).fill(3));
    await rollAndPost(hero as never, req as never, []);
    expect(hero.system.stats.tactica.pooledDice).toBe(0);
    expect((await attackDice(hero)).n).toBe(4);
  });

  it('"If you perform any action other than POOL the pool of dice are lost": another action in the tracker empties the pool and the actor\'s pooled dice', async () => {
    const h = fresh();
    const combat = await fight(h);
    const hero = combat.combatants.contents[0]!.actor!;
    await combat.frayCommand(offered(combat, "AttackPoolStart")!.command);
    await combat.frayCommand(offered(combat, "PoolAdd")!.command);
    expect(hero.system.stats.tactica.pooledDice).toBe(1);
    expect(await combat.frayCommand({ type: "act", combatant: combat.combatants.contents[0]!.id!, action: { name: "action", cost: 1 } })).toBe(true);
    expect(fighter(combat, 0).pool).toBeNull();
    expect(hero.system.stats.tactica.pooledDice).toBe(0);
    expect((await attackDice(hero)).n).toBe(4);
  });
});
