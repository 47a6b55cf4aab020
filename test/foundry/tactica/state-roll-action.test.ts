/**
 * Issue 25 (audit L5), through the Foundry double: "A character must attempt to remove a single STATE each time they
 * would take an action. They may chose to simply expend a dice and do nothing ... or they may roll to remove it and
 * still use the Action. If they fail the roll then they may do nothing that action and remain in that STATE, the
 * cost of the attempted action is lost." The Stunned hero's sheet *Remove a State* → *Roll the characteristic*,
 * attempted for an attack, is prepared from its dialog's form, rolled as the sheet rolls it (runAction) and written
 * back through the pipeline; the GM's client hears the change and the tracker takes the lost action.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import type { TacticaTurnData } from "../../../module/engine/rulesets/tactica/turn-policy";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
type Hero = { uuid: string; name: string; statuses: Set<string>; system: { stats: { tactica: { actionLost: number; physical: { state: boolean } } }; derived: unknown }; update(d: unknown): Promise<unknown> };
const fighter = (combat: Combat, i: number) => (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[i]!.id!]!;

/** The hero (the character, first in the countdown) Stunned, with action dice 5, 4, 3; the goblin 2, 2, 2. */
async function stunnedHero(): Promise<{ h: DoubleHandle; combat: Combat; hero: Hero }> {
  const h = fresh();
  installTemplates();
  const combat = await frayFight(fray, h, "tactica", 2);
  (await import("../../../module/combat/actor-changes")).registerActorChanges();
  h.dice.queue.push(5, 4, 3, 2, 2, 2);
  await combat.startCombat();
  const hero = combat.combatants.contents[0]!.actor! as unknown as Hero;
  await hero.update({ "system.tactica.physical.state": true });
  await (await import("../../../module/combat/actor-changes")).actorChangesSettled();
  return { h, combat, hero };
}

/** The sheet's Remove a State, its dialog answered "roll", attempted for an attack, rolled with `faces`. */
async function rollAtAnAttack(t: { h: DoubleHandle; hero: Hero }, faces: number[]) {
  const { removeStateAction } = await import("../../../module/rulesets/tactica/state-actions");
  const { runAction } = await import("../../../module/dice/action");
  const { payFromPlay } = await import("../../../module/combat/pay-from-play");
  const hero = fromUuidSync(t.hero.uuid) as unknown as Hero & { system: { stats: never; derived: never } };
  const req = await removeStateAction.prepare({ name: hero.name, stats: hero.system.stats, derived: hero.system.derived, statuses: [...hero.statuses], data: {}, options: undefined, items: [], askFields: async () => ({ state: "stun", way: "roll", attempted: "attack" }) } as never);
  expect(req).toMatchObject({ way: "roll", attempted: 4 });
  // Nothing is paid before the roll: a pass lets the action go ahead, paid as usual.
  const cost = removeStateAction.cost?.(req!) ?? null;
  if (cost) expect(await payFromPlay(t.hero as never, cost)).toBe(true);
  t.h.dice.queue.push(...faces);
  const out = await runAction(t.hero as never, removeStateAction, req!);
  await (await import("../../../module/combat/actor-changes")).actorChangesSettled();
  return out;
}

describe("tactica: the roll to remove a State, tied to the action it is attempted for", () => {
  it('"If they fail the roll ... the cost of the attempted action is lost": the attack\'s 4 pips leave the tracker and the hero stays Stunned', async () => {
    const t = await stunnedHero();
    expect(fighter(t.combat, 0).dice).toEqual([5, 4, 3]);
    const out = await rollAtAnAttack(t, [2, 3, 4, 2]);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.StateStays");
    const hero = fromUuidSync(t.hero.uuid) as unknown as Hero;
    expect(hero.system.stats.tactica.physical.state).toBe(true);
    // The 4 pips, paid with the 4 ("Wastage of pips is expected"; the cheapest payment).
    expect(fighter(t.combat, 0).dice).toEqual([5, 3]);
    // Charged once: the owed action is written back to 0, and a later change of the actor charges nothing more.
    expect(hero.system.stats.tactica.actionLost).toBe(0);
    await hero.update({ "system.tactica.exposures": 1 });
    await (await import("../../../module/combat/actor-changes")).actorChangesSettled();
    expect(fighter(t.combat, 0).dice).toEqual([5, 3]);
  });

  it('"If they pass they remove the State and may use the AD normally": the Stun goes, no die is spent by the roll', async () => {
    const t = await stunnedHero();
    const out = await rollAtAnAttack(t, [5, 2, 2, 2]);
    expect(out.card.outcome.key).toBe("FRAY.Action.Tactica.StateRemoved");
    const hero = fromUuidSync(t.hero.uuid) as unknown as Hero;
    expect(hero.system.stats.tactica.physical.state).toBe(false);
    expect(hero.system.stats.tactica.actionLost).toBe(0);
    expect(fighter(t.combat, 0).dice).toEqual([5, 4, 3]);
  });
});
