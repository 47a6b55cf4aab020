/**
 * Issue 24 (re-audit MT1, the Mounted combat row): "Controlling a mount without special techniques takes the
 * equivalent of 2 seconds of effort every round." The techniques are not printed, so the rider's sheet carries the
 * seconds (*Mount control*, 2 by default) and the tracker's *Mount ‹name›* button books that many. Through the Foundry
 * double: a six-seconds FrayCombat of FrayActors; the field written through the actor's update pipeline; the button's
 * own command (the tracker view's panel) sent through FrayCombat#frayCommand, which reads the rider's actor.
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
type Fighter = { controlSeconds?: number; mount: string | null; spent: number };
const state = (c: Combat) => c.frayStore.scheduler.state;
const fighter = (c: Combat, id: string) => (state(c).data as { fighters: Record<string, Fighter> }).fighters[id]!;

/** The active fighter presses its tracker's Mount button on the other fighter. */
async function mountWith(seconds: number | null, forged?: number) {
  const h = fresh();
  const combat = await frayFight(fray, h, "six-seconds", 2);
  await combat.startCombat();
  const rider = state(combat).active!;
  if (seconds !== null) await combat.combatants.get(rider)!.actor!.update({ "system.sixSeconds.mountControlSeconds": seconds } as never);
  const button = combat.frayView.combatant(state(combat), rider).commands.find((c) => c.command.type === "mount")!;
  const command = forged === undefined ? button.command : { ...button.command, controlSeconds: forged };
  expect(await combat.frayCommand(command)).toBe(true);
  const b = combat.frayView.combatant(state(combat), rider).pips!;
  return { f: fighter(combat, rider), left: b.filter((p) => p === "left").length };
}

describe("six-seconds: the rider's control seconds", () => {
  it("without techniques the sheet's default books 2 s of control a round: 4 s left", async () => {
    const { f, left } = await mountWith(null);
    expect(f.mount).not.toBeNull();
    expect(f.controlSeconds).toBe(2);
    expect(left).toBe(4);
  });

  it("a technique typed on the rider's sheet (*Mount control* 1) books 1 s: 5 s left", async () => {
    const { f, left } = await mountWith(1);
    expect(f.controlSeconds).toBe(1);
    expect(left).toBe(5);
  });

  it("the step's own controlSeconds is not trusted: the rider's sheet decides", async () => {
    const { f } = await mountWith(null, 0);
    expect(f.controlSeconds).toBe(2);
  });
});
