/**
 * Issue 24 (audit K7): Disabled switched on or off during a fight changes the fighter's seconds in the tracker.
 * Through the Foundry double: a six-seconds FrayCombat of FrayActors; the status is toggled on the actor document
 * (as the token HUD does), and the next tracker step the GM's client carries out (FrayCombat#frayCommand) reads
 * the fighters' statuses (TrackerView.withActors) before it runs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Combat = InstanceType<Fray["FrayCombat"]>;
type Fighter = { secondsPerTurn: number; spent: number };
const state = (c: Combat) => c.frayStore.scheduler.state;
const fighter = (c: Combat, id: string) => (state(c).data as { fighters: Record<string, Fighter> }).fighters[id]!;
const budget = (c: Combat, id: string) => c.frayView.combatant(state(c), id).pips?.filter((p) => p !== "lost").length;

describe("six-seconds: Disabled during the fight", () => {
  it("“The character can only take the equivalent of 3 seconds of action every round”: switched on mid-fight, the next step gives the waiting fighter 3 s; switched off, 6 s again", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const active = state(combat).active!;
    const other = combat.combatants.contents.find((c) => c.id !== active)!;
    await other.actor!.toggleStatusEffect("six-seconds.disabled", { active: true });
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "move" })).toBe(true);
    expect(fighter(combat, other.id!).secondsPerTurn).toBe(3);
    expect(budget(combat, other.id!)).toBe(3);
    await other.actor!.toggleStatusEffect("six-seconds.disabled", { active: false });
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "move" })).toBe(true);
    expect(fighter(combat, other.id!).secondsPerTurn).toBe(6);
  });

  it("the acting fighter Disabled after spending 4 s keeps this turn's seconds; its next turn has 3", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const active = state(combat).active!;
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "melee-attack" })).toBe(true);
    const actor = combat.combatants.get(active)!.actor!;
    await actor.toggleStatusEffect("six-seconds.disabled", { active: true });
    // 4 s already spent: nothing is taken back, and the turn may end.
    expect(await combat.frayCommand({ type: "endTurn", combatant: active })).toBe(true);
    expect(fighter(combat, active).secondsPerTurn).toBe(3);
  });

  it("a GM's own setting of a fighter's seconds stands until a status changes", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    await combat.startCombat();
    const active = state(combat).active!;
    const other = combat.combatants.contents.find((c) => c.id !== active)!.id!;
    expect(await combat.frayCommand({ type: "setSeconds", combatant: other, seconds: 5 })).toBe(true);
    expect(await combat.frayCommand({ type: "act", combatant: active, key: "move" })).toBe(true);
    expect(fighter(combat, other).secondsPerTurn).toBe(5);
  });
});
