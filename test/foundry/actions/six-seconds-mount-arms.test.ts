/**
 * Issue 24 (re-audit MT1 with CS2): "Controlling the mount takes one hand, unless the mount remains stationary", and a
 * called shot's Toughness column on an arm: "Arm cannot be used to carry objects, weapons, shields, etc. until the
 * wound is healed." A hand at the end of a hurt arm is no free hand for the reins. Through the Foundry double: a
 * six-seconds FrayCombat of FrayActors; the rider's arms hurt by called shots through its own takeDamage (the card's
 * Apply), its sword embedded and equipped; the tracker's *Mount ‹name›*, then the mount's board move (the tracker
 * view's moveCommand) through FrayCombat#frayCommand, which reads the rider's actor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const SWORD = { name: "Arming sword", type: "weapon", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { damageDie: "d8", reload: false, damageTypes: [] } } };
type Body = { system: { derived: { sixSeconds: { toughness: { toughness: number } } } }; takeDamage(n: number, ctx: never): Promise<unknown> };

/** The active fighter, holding `items` and with `arms` of its arms hurt by called shots, mounts the other. */
async function rideWith(items: unknown[], arms: number) {
  const h = fresh();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  await combat.startCombat();
  const state = () => combat.frayStore.scheduler.state;
  const riderId = state().active!;
  const mountId = combat.combatants.contents.find((c) => c.id !== riderId)!.id!;
  const rider = combat.combatants.get(riderId)!.actor!;
  if (items.length) await rider.createEmbeddedDocuments("Item", items as never);
  const body = rider as unknown as Body;
  // "Arm +1 −1": damage of Toughness − 1 meets the arm's Toughness column.
  for (let i = 0; i < arms; i++) await body.takeDamage(body.system.derived.sixSeconds.toughness.toughness - 1, { ruleset: "six-seconds", hit: { calledShot: "arm" } } as never);
  expect(rider.system.stats.sixSeconds.hurt.arms).toBe(arms);
  const mount = combat.frayView.combatant(state(), riderId).commands.find((c) => c.command.type === "mount")!;
  expect(await combat.frayCommand(mount.command)).toBe(true);
  return { h, move: () => combat.frayCommand(combat.frayView.moveCommand!(state(), mountId, { seconds: 1, moved: { squares: 3, metresPerSecond: 3 } })!) };
}

describe("six-seconds: a hurt arm's hand cannot hold the reins", () => {
  it("both arms hurt, nothing held: the mount cannot move (no hand can control it); the reason is shown", async () => {
    const { h, move } = await rideWith([], 2);
    expect(await move()).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/one hand/);
  });

  it("one arm hurt and the sword in the other hand: no hand is free", async () => {
    const { move } = await rideWith([SWORD], 1);
    expect(await move()).toBe(false);
  });

  it("one arm hurt, nothing held: the other hand holds the reins and the mount moves", async () => {
    const { move } = await rideWith([], 1);
    expect(await move()).toBe(true);
  });
});
