/**
 * Issue 24 (audit P4), through the Foundry double: "If the vetoing character wins, the acting character's turn is
 * skipped." Jack and Bal-Ziggaroth fight (a six-seconds FrayCombat of FrayActors, init's actor-change hooks on); the
 * demon possesses Jack through the tracker's *Possess*. In the demon's turn Jack's sheet *Veto (opposed Will)* is
 * rolled and written back through Jack's document: a won veto ends the demon's turn in the tracker (the GM's client
 * hears the sheet change); a lost one leaves it acting.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { vetoAction } from "../../../module/rulesets/six-seconds/possession-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let changes: typeof import("../../../module/combat/actor-changes");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  changes = await import("../../../module/combat/actor-changes");
});

type Combat = InstanceType<Fray["FrayCombat"]>;
type Doc = InstanceType<Fray["FrayActor"]>;

async function fight() {
  fresh();
  changes.registerActorChanges();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const jack = (await fray.FrayActor.create({ name: "Jack", type: "character", system: { sixSeconds: { abilities: { spirit: 2 } } } } as never)) as unknown as Doc;
  const demon = (await fray.FrayActor.create({ name: "Bal-Ziggaroth", type: "npc", system: { sixSeconds: { abilities: { spirit: 5 } } } } as never)) as unknown as Doc;
  const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: jack.id }, { actorId: demon.id }] } as never)) as Combat;
  await combat.startCombat();
  const idOf = (a: Doc) => combat.combatants.contents.find((c) => c.actorId === a.id)!.id!;
  const demonId = idOf(demon);
  // The demon's turn, in the body it possessed through the tracker.
  for (let i = 0; i < 4 && combat.frayStore.scheduler.state.active !== demonId; i++) await combat.nextTurn();
  expect(combat.frayStore.scheduler.state.active).toBe(demonId);
  expect(await combat.frayCommand({ type: "possess", combatant: demonId, body: idOf(jack) })).toBe(true);
  return { combat, jack, demon, demonId };
}

/** Jack's veto of the demon's turn from his sheet, in the fight's round, rolled with `faces` and written back. */
async function veto(combat: Combat, jack: Doc, demon: Doc, faces: number[]) {
  const ctx = actionContext<SixSecondsTypes>(jack.system.stats, {
    name: jack.name,
    statuses: [...jack.statuses],
    askFields: async () => ({ action: "turn" }),
    firstTarget: () => demon.asAttackTarget(),
    combatRound: () => `${combat.id}:${combat.frayStore.scheduler.state.round}`,
  });
  const req = (await vetoAction.prepare(ctx))!;
  await writeBack(jack as never, resolveAction(vetoAction, req, faces));
  await changes.actorChangesSettled();
}

describe("six-seconds possession: a won veto skips the acting creature's turn (P4)", () => {
  it("Jack wins (6 + Will against 1 + Will): the demon's turn ends, nobody typed or pressed End turn", async () => {
    const { combat, jack, demon, demonId } = await fight();
    await veto(combat, jack, demon, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(combat.frayStore.scheduler.state.active).not.toBe(demonId);
  });

  it("Jack loses (1 against 6): the demon keeps its turn and Jack takes the morale penalty", async () => {
    const { combat, jack, demon, demonId } = await fight();
    await veto(combat, jack, demon, [1, 6, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(combat.frayStore.scheduler.state.active).toBe(demonId);
    expect(jack.system.stats.sixSeconds.moralePenalties).toBe(1);
  });

  it("a veto of the demon's escape ('leave') skips no turn", async () => {
    const { combat, jack, demon, demonId } = await fight();
    const ctx = actionContext<SixSecondsTypes>(jack.system.stats, { name: jack.name, askFields: async () => ({ action: "leave" }), firstTarget: () => demon.asAttackTarget(), combatRound: () => `${combat.id}:${combat.frayStore.scheduler.state.round}` });
    await writeBack(jack as never, resolveAction(vetoAction, (await vetoAction.prepare(ctx))!, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    await changes.actorChangesSettled();
    expect(combat.frayStore.scheduler.state.active).toBe(demonId);
  });
});
