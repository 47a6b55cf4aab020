/**
 * Issue 24 (re-audit MT1): "Controlling the mount takes one hand, unless the mount remains stationary." Through the
 * Foundry double: a six-seconds FrayCombat of FrayActors; the rider's weapon and shield items embedded and equipped
 * through the pipeline (its derived free hands); the tracker's *Mount ‹name›*, then the mount's board move as the board
 * books it (the tracker view's moveCommand) sent through FrayCombat#frayCommand, which reads the rider's actor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const TEXT = "Controlling the mount takes one hand, unless the mount remains stationary";
const SWORD = { name: "Arming sword", type: "weapon", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { damageDie: "d8", reload: false, damageTypes: [] } } };
const SHIELD = { name: "Round shield", type: "armour", system: { ruleset: "six-seconds", equipped: true, shield: true, sixSeconds: { defence: 1 } } };
type Item = { id: string; update(d: Record<string, unknown>): Promise<unknown> };

/** The active fighter mounts the other, holding `items`; then the mount's 1-second board move of 3 squares. */
async function rideWith(items: unknown[]) {
  const h = fresh();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  await combat.startCombat();
  const state = () => combat.frayStore.scheduler.state;
  const riderId = state().active!;
  const mountId = combat.combatants.contents.find((c) => c.id !== riderId)!.id!;
  const rider = combat.combatants.get(riderId)!.actor!;
  const made = (await rider.createEmbeddedDocuments("Item", items as never)) as unknown as Item[];
  const mount = combat.frayView.combatant(state(), riderId).commands.find((c) => c.command.type === "mount")!;
  expect(await combat.frayCommand(mount.command)).toBe(true);
  const move = () => combat.frayCommand(combat.frayView.moveCommand!(state(), mountId, { seconds: 1, moved: { squares: 3, metresPerSecond: 3 } })!);
  return { h, made, move };
}

describe("six-seconds: a moving mount takes one of the rider's hands", () => {
  it(`"${TEXT}": a rider holding a sword and a shield (both hands) cannot move the mount; the reason is shown`, async () => {
    const { h, move } = await rideWith([SWORD, SHIELD]);
    expect(await move()).toBe(false);
    expect(h.notices.at(-1)?.message).toMatch(/one hand/);
  });

  it(`"${TEXT}": with the shield put away (unequipped) a hand is free: the mount moves`, async () => {
    const { made, move } = await rideWith([SWORD, SHIELD]);
    await made[1]!.update({ "system.equipped": false });
    expect(await move()).toBe(true);
  });

  it(`"${TEXT}": a sword alone leaves a hand free`, async () => {
    const { move } = await rideWith([SWORD]);
    expect(await move()).toBe(true);
  });
});
