/**
 * Issue 24 (audit SM12): "+1 [damage] per 5 squares/second that the fastest-moving creature is moving at". A rider
 * striking from a charging mount moves at its mount's speed, though its own token did not move. Through the Foundry
 * double: a six-seconds FrayCombat; the rider mounts through the tracker, the mount's board move is booked with its
 * speed, and what the fight says the rider moved (the attack dialog's *Speed* prefill) carries the mount's speed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

describe("six-seconds: a rider moves at its mount's speed (SM12)", () => {
  it("the horse charges 18 m/s in the rider's turn: the rider's recorded speed is 18 m/s (its own squares stay its own)", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "six-seconds", 2);
    h.dice.queue.push(6, 1);
    await combat.startCombat();
    const state = () => combat.frayStore.scheduler.state;
    const rider = state().active!;
    const horse = combat.combatants.contents.find((c) => c.id !== rider)!.id!;
    expect(await combat.frayCommand({ type: "mount", combatant: rider, mount: horse })).toBe(true);
    expect(combat.frayView.movedThisTurn!(state(), rider)).toBeNull();
    // The horse's board move, as the board books it (module/rulesets/six-seconds/tracker-view.ts moveCommand).
    const move = combat.frayView.moveCommand!(state(), horse, { seconds: 1, moved: { squares: 18, metresPerSecond: 18, straightMetres: 18 } })!;
    expect(await combat.frayCommand(move)).toBe(true);
    expect(combat.frayView.movedThisTurn!(state(), rider)).toMatchObject({ squares: 0, metresPerSecond: 18 });
  });
});
