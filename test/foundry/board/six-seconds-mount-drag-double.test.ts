/**
 * Audit SM12: "A melee attack made against or by an extremely fast-moving creature … deals its normal weapon damage +1
 * per 5 squares/second that the fastest-moving creature is moving at … from the back of a charging mount moving at
 * 18m/s against a stationary human deals an additional +3 damage." Through the Foundry double: a six-seconds
 * FrayCombat of a rider, its horse and a stationary human with tokens on a 1 m grid; the rider mounts the horse with
 * the tracker's *Mount*; in the rider's turn the horse's token is dragged (run) along waypoints (FrayTokenDocument's
 * movement → the board's move charge, booked by the tracker as the horse's move in its rider's turn); the rider's
 * user targets the human and the attack dialog's prefill is read from the board (board-prefill.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";

let w: BoardWorld;
let boardDialogPrefill: typeof import("../../../module/canvas/board-prefill").boardDialogPrefill;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ boardDialogPrefill } = await import("../../../module/canvas/board-prefill"));
});

const G = 100;
type Rec = Record<string, unknown>;
type Combat = InstanceType<BoardWorld["fray"]["FrayCombat"]>;

async function fight(h: DoubleHandle) {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const rider = (await w.fray.FrayActor.create({ name: "Rider", type: "character" } as never))!;
  const horse = (await w.fray.FrayActor.create({ name: "Horse", type: "npc" } as never))!;
  await horse.update({ "system.sixSeconds.speed": 6 } as never);
  const human = (await w.fray.FrayActor.create({ name: "Human", type: "character" } as never))!;
  const tRider = await tokenFor(s, rider.id!, 0, 2);
  const tHorse = await tokenFor(s, horse.id!, 0, 0);
  const tHuman = await tokenFor(s, human.id!, 80, 0);
  const combat = (await w.fray.FrayCombat.create({
    active: true,
    combatants: [rider, horse, human].map((a, i) => ({ actorId: a.id, tokenId: [tRider, tHorse, tHuman][i]!.id, sceneId: s.id })),
  } as never)) as Combat;
  await combat.startCombat();
  const idOf = (t: { id: string | null }) => combat.combatants.contents.find((c) => c.tokenId === t.id)!.id!;
  for (let i = 0; i < 4 && combat.frayStore.scheduler.state.active !== idOf(tRider); i++) {
    expect(await combat.frayCommand({ type: "endTurn", combatant: combat.frayStore.scheduler.state.active! })).toBe(true);
  }
  expect(combat.frayStore.scheduler.state.active).toBe(idOf(tRider));
  expect(await combat.frayCommand({ type: "mount", combatant: idOf(tRider), mount: idOf(tHorse) })).toBe(true);
  // The horse had its own turn this round: it acts with its rider from the next round on.
  expect(await combat.frayCommand({ type: "endTurn", combatant: idOf(tRider) })).toBe(true);
  for (let i = 0; i < 4 && combat.frayStore.scheduler.state.active !== idOf(tRider); i++) {
    expect(await combat.frayCommand({ type: "endTurn", combatant: combat.frayStore.scheduler.state.active! })).toBe(true);
  }
  expect(combat.frayStore.scheduler.state.data).toMatchObject({ fighters: { [idOf(tHorse)]: { withRider: true } } });
  h.notices.length = 0;
  return { rider, tRider, tHorse, tHuman, combat, idOf };
}

function aim(attacker: string, target: string) {
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(attacker)];
  layer.get(target).setTarget(true, { releaseOthers: true });
}

describe("six-seconds: a mount's board move in its rider's turn carries the rider (SM12)", () => {
  it("“from the back of a charging mount moving at 18m/s … an additional +3 damage”: the horse runs 54 squares in 3 s (18 m/s) in the rider's turn; the rider's attack prefills Speed 18", async () => {
    const h = w.start();
    const { rider, tRider, tHorse, tHuman, combat, idOf } = await fight(h);
    await tHorse.update({ movementAction: "run" });
    // Speed 6 runs 18 squares a second: 54 squares in a straight line take 3 s.
    expect(await tHorse.move({ x: 54 * G, y: 0 })).toBe(true);
    expect(combat.frayStore.scheduler.state.data).toMatchObject({ fighters: { [idOf(tHorse)]: { moved: { squares: 54, metresPerSecond: 18 } } } });
    aim(tRider.id!, tHuman.id!);
    expect(boardDialogPrefill(rider as never, {}).data).toMatchObject({ speed: 18 });
  });
});
