/**
 * Issue 25 (audit X4, P14), through the Foundry double: action dice a card's outcome takes away leave the tracker at
 * once. The card (applied through the GM's exchange handler) writes them on the target's actor; the GM's client hears
 * the change (combat/actor-changes.ts), the tracker takes them off (the engine's loseDice) and writes the count back
 * to 0.
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
const fighter = (combat: Combat, i: number) => (combat.frayStore.scheduler.state.data as TacticaTurnData).fighters[combat.combatants.contents[i]!.id!]!;
const actor = (combat: Combat, i: number) => combat.combatants.contents[i]!.actor! as unknown as { uuid: string; system: { stats: { tactica: { diceToLose: number } } }; update(d: unknown): Promise<unknown> };

/** F0 attacks F1 with a Medium sword, three successes (two extra); F1 declares no defence; the attack is rolled. */
async function hitCard(h: DoubleHandle, combat: Combat): Promise<string> {
  installTemplates();
  const { bindExchange } = await import("../../../module/chat/exchange/bind");
  const { resolveRequest } = await import("../../../module/dice/requests");
  const { tacticaAttackRequest } = await import("../../../module/rulesets/tactica/attack");
  const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
  const a = fromUuidSync(actor(combat, 0).uuid) as unknown as { system: { stats: never; derived: never } };
  const target = (fromUuidSync(actor(combat, 1).uuid) as unknown as { asAttackTarget(): never }).asAttackTarget();
  const req = tacticaAttackRequest(a.system.stats, a.system.derived, { name: "Sword", block: { weightClass: "medium" } }, 4, target);
  const faces = [5, 6, 5, 2];
  const exchange = bindExchange(resolveRequest(req, faces), req, faces, actor(combat, 0).uuid, [{ uuid: actor(combat, 1).uuid, name: "F1" }]);
  const id = (await ChatMessage.implementation.create({ content: "attack", flags: { fray: { exchange } } } as never))!.id!;
  expect(await handleExchangeRequest({ type: "defend", messageId: id, targetUuid: actor(combat, 1).uuid, choice: "none" }, h.gm as never)).toMatchObject({ ok: true });
  h.dice.queue.push(...faces);
  expect(await handleExchangeRequest({ type: "rollAttack", messageId: id, targetUuid: actor(combat, 0).uuid, choice: "" }, h.gm as never)).toMatchObject({ ok: true });
  return id;
}

describe("tactica: action dice lost from the card", () => {
  it('"Lose of an action dice": the special result takes F1\'s lowest die off in the tracker at once', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    // init's actor-change hooks (fray.ts), on this fresh world.
    (await import("../../../module/combat/actor-changes")).registerActorChanges();
    await actor(combat, 1).update({ "system.tactica.physical.rank": 6 });
    h.dice.queue.push(4, 4, 4, 5, 2, 3);
    await combat.startCombat();
    expect(fighter(combat, 1).dice).toEqual([5, 2, 3]);
    const id = await hitCard(h, combat);
    const { handleExchangeRequest } = await import("../../../module/chat/exchange-query");
    expect(await handleExchangeRequest({ type: "applyOutcome", messageId: id, targetUuid: actor(combat, 1).uuid, choice: "lose-action-die" }, h.gm as never)).toMatchObject({ ok: true });
    const { actorChangesSettled } = await import("../../../module/combat/actor-changes");
    await actorChangesSettled();
    expect(fighter(combat, 1).dice).toEqual([5, 3]);
    expect(actor(combat, 1).system.stats.tactica.diceToLose).toBe(0);
    // The count is spent: another change of the actor takes no further die.
    await actor(combat, 1).update({ "system.tactica.exposures": 1 });
    await actorChangesSettled();
    expect(fighter(combat, 1).dice).toEqual([5, 3]);
  });

  it('"Kill: ... Discard all remaining Initiative dice": a Kill written on the actor leaves it no dice in the tracker', async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "tactica", 2);
    // init's actor-change hooks (fray.ts), on this fresh world.
    (await import("../../../module/combat/actor-changes")).registerActorChanges();
    h.dice.queue.push(4, 4, 4, 5, 2, 3);
    await combat.startCombat();
    const { withInjury } = await import("../../../module/rulesets/tactica/injury-roll");
    const { createCreature } = await import("../../../module/engine/rulesets/tactica/creature");
    const { readLocation } = await import("../../../module/engine/rulesets/tactica/injuries/locations");
    const head = [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === "head")!;
    // A Massive hit's injury, +1: head row 6 + 1 = 7+, Kill.
    const app = withInjury({ update: {}, summary: { key: "FRAY.Damage.Tactica.Rank", data: {} }, statuses: [] }, createCreature({ id: "t", side: "t", physical: 6, mental: 6 }), 1, [head, head, head, head, 6], {});
    expect(app.summary.data["injEffect"]).toBe("kill");
    await actor(combat, 1).update(app.update);
    const { actorChangesSettled } = await import("../../../module/combat/actor-changes");
    await actorChangesSettled();
    expect(fighter(combat, 1).dice).toEqual([]);
    expect(actor(combat, 1).system.stats.tactica.diceToLose).toBe(0);
  });
});
