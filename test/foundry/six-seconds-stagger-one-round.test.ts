/**
 * Audit CS2 (b) / PO1: a head's failed called-shot check ("Wound, Fortitude check (DC=damage) or be Staggered for one
 * round") and Spider Venom's "Staggered 1 round" stagger for one round, as the tracker's own stagger does ("A staggered
 * character rolls 1d6 every round. He is stunned (as above) for that many seconds"), not 1d6 rounds and not an inert
 * status. Through the Foundry double: a six-seconds FrayCombat of FrayActors with init's actor-change hooks on; the
 * check is rolled from the waiting fighter's sheet and written back through its document; the GM's client hears the
 * change and starts the stagger in the fight.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { resolveAction } from "../../module/dice/action-resolve";
import { writeBack } from "../../module/dice/write-back";
import { calledShotFortitudeAction } from "../../module/rulesets/six-seconds/called-shot-actions";
import { poisonCheckAction, type SixSecondsPoisonRequest } from "../../module/rulesets/six-seconds/poison-actions";
import { afflictionRequests } from "../../module/rulesets/six-seconds/poison-rounds";
import type { SixSecondsTypes } from "../../module/rulesets/six-seconds/types";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { actionContext } from "./action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let changes: typeof import("../../module/combat/actor-changes");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  changes = await import("../../module/combat/actor-changes");
});

type Combat = InstanceType<Fray["FrayCombat"]>;
type Fighter = { staggered?: number[]; stunned: number };
const state = (c: Combat) => c.frayStore.scheduler.state;
const fighter = (c: Combat, id: string) => (state(c).data as { fighters: Record<string, Fighter> }).fighters[id]!;

/** A started fight of two; the one not acting, whose sheet rolls. */
async function fight() {
  const h = fresh();
  changes.registerActorChanges();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  await combat.startCombat();
  const active = state(combat).active!;
  const waiting = combat.combatants.contents.find((c) => c.id !== active)!;
  return { h, combat, active, id: waiting.id!, actor: waiting.actor! };
}

/** Until `id`'s own turn opens. */
async function toTurnOf(combat: Combat, id: string) {
  for (let i = 0; i < 4 && state(combat).active !== id; i++) await combat.nextTurn();
  expect(state(combat).active).toBe(id);
}

describe("six-seconds: Staggered for one round", () => {
  it("a head's failed called-shot check: the tracker staggers the fighter for one round (one d6 of stunned seconds), and the status ends with it", async () => {
    const { h, combat, id, actor } = await fight();
    // As the card's Apply leaves a head hit of 5 damage: a DC 5 check to make.
    await actor.update({ "system.sixSeconds.calledShot.staggered": 5 } as never);
    const stats = actor.system.stats;
    const req = await calledShotFortitudeAction.prepare(actionContext<SixSecondsTypes>(stats, { name: actor.name, statuses: [...actor.statuses], derived: actor.system.derived }));
    // A 1 fails; the tracker's stagger rolls its one round's d6 (4 seconds).
    h.dice.queue.push(4);
    await writeBack(actor as never, resolveAction(calledShotFortitudeAction, req!, [1]));
    await changes.actorChangesSettled();
    expect(actor.statuses.has("six-seconds.staggered")).toBe(true);
    expect(fighter(combat, id).staggered).toEqual([4]);
    expect(actor.system.stats.sixSeconds.staggerRounds).toBe(-1);
    // Its turn: the round's 4 stunned seconds are sat out; the status stays for this round.
    await toTurnOf(combat, id);
    expect(fighter(combat, id).staggered).toEqual([]);
    expect(actor.statuses.has("six-seconds.staggered")).toBe(true);
    // Its next turn opens with no staggered round left: the status is lifted.
    await combat.nextTurn();
    await toTurnOf(combat, id);
    await changes.actorChangesSettled();
    expect(actor.statuses.has("six-seconds.staggered")).toBe(false);
  });

  it("Spider Venom (“Staggered 1 round”): the tracker's round check failed and written back staggers for one round", async () => {
    const { h, combat, id, actor } = await fight();
    const venom = parse(readFileSync("packs/_source/poisons/six-seconds/spider-venom.yml", "utf8")) as { name: string; system: unknown };
    await actor.createEmbeddedDocuments("Item", [{ name: venom.name, type: "poison", system: venom.system, flags: { fray: { affliction: { doses: 1, successesInRow: 0, failuresInRow: 0, failures: 1, checks: 1, cured: false } } } }] as never);
    const f = combat.frayFighters().find((x) => x.id === id)!;
    const req: SixSecondsPoisonRequest = afflictionRequests(f)[0]!.request;
    h.dice.queue.push(2);
    await writeBack(actor as never, resolveAction(poisonCheckAction, req, [1]));
    await changes.actorChangesSettled();
    expect(actor.statuses.has("six-seconds.staggered")).toBe(true);
    expect(fighter(combat, id).staggered).toEqual([2]);
  });
});

describe("six-seconds: a Staggered status put on by hand", () => {
  it("is left alone by the turns (its rounds are the tracker's Staggered button's)", async () => {
    const { combat, id, actor } = await fight();
    await actor.toggleStatusEffect("six-seconds.staggered", { active: true });
    await changes.actorChangesSettled();
    expect(fighter(combat, id).staggered ?? []).toEqual([]);
    await toTurnOf(combat, id);
    await combat.nextTurn();
    await toTurnOf(combat, id);
    await changes.actorChangesSettled();
    expect(actor.statuses.has("six-seconds.staggered")).toBe(true);
  });
});
