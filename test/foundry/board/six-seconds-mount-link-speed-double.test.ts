/**
 * Issue 24 (audit SM12), with no fight running: "from the back of a charging mount moving at 18m/s against a
 * stationary human deals an additional +3 damage" — a rider moves at its mount's speed. Through the Foundry double,
 * no combat: the warhorse's token moves 18 squares straight (priced by the board; its latest own move kept on its
 * actor by last-move.ts, registered as fray.ts does); the rider's sheet *Mount / dismount* links the horse on the
 * rider's actor; the rider's user controls the rider's token (which did not move) and targets a goblin; the attack
 * dialog's board prefill (board-prefill.ts boardDialogPrefill) then carries the horse's 18 m/s as the rider's speed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";

let w: BoardWorld;
let m: {
  boardDialogPrefill: typeof import("../../../module/canvas/board-prefill").boardDialogPrefill;
  mountAction: typeof import("../../../module/rulesets/six-seconds/mount-link").mountAction;
  runAction: typeof import("../../../module/dice/action").runAction;
};
beforeAll(async () => {
  w = await boardOnDouble();
  const [prefill, mount, action, last] = await Promise.all([
    import("../../../module/canvas/board-prefill"),
    import("../../../module/rulesets/six-seconds/mount-link"),
    import("../../../module/dice/action"),
    import("../../../module/canvas/last-move"),
  ]);
  last.registerLastMove();
  m = { boardDialogPrefill: prefill.boardDialogPrefill, mountAction: mount.mountAction, runAction: action.runAction };
});

const G = 100; // pixels per 1 m square
type Rec = Record<string, unknown>;
type Actor = InstanceType<BoardWorld["fray"]["FrayActor"]>;
const nextTask = () => new Promise((r) => setTimeout(r, 0));

/** The rider at (0, 0), the horse (speed 18) at (0, 2), a goblin at (30, 0) targeted by the rider's user; no combat. */
async function field() {
  w.start();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const rider = (await w.fray.FrayActor.create({ name: "Colonel Mauve", type: "character" } as never)) as Actor;
  const horse = (await w.fray.FrayActor.create({ name: "Warhorse", type: "npc" } as never)) as Actor;
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never)) as Actor;
  await horse.update({ "system.sixSeconds.speed": 18 } as never);
  const tRider = await tokenFor(s, rider.id!, 0, 0);
  const tHorse = await tokenFor(s, horse.id!, 0, 2);
  const tGoblin = await tokenFor(s, goblin.id!, 30, 0);
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(tRider.id!)];
  layer.get(tGoblin.id!).setTarget(true, { releaseOthers: true });
  // What the user's target names for an unlinked token: its own actor.
  const horseToken = (tHorse as unknown as { actor: Actor }).actor;
  return { rider, horse: horseToken, tHorse };
}

async function mountOn(rider: Actor, horse: Actor) {
  const ctx = actionContext<SixSecondsTypes>(rider.system.stats, {
    name: rider.name,
    uuid: rider.uuid,
    firstTarget: () => ({ ...(horse as unknown as { asAttackTarget(): object }).asAttackTarget(), uuid: horse.uuid }) as never,
    askFields: async () => ({ mount: horse.uuid }),
  });
  await m.runAction(rider as never, m.mountAction, (await m.mountAction.prepare(ctx))!);
}

describe("six-seconds: a rider's speed from its mount out of a fight (SM12)", () => {
  it("“from the back of a charging mount moving at 18m/s”: the horse charges 18 squares; the mounted rider's attack dialog starts at Speed 18", async () => {
    const { rider, horse, tHorse } = await field();
    expect(await tHorse.move({ x: 18 * G, y: 2 * G })).toBe(true);
    await nextTask();
    // Not mounted: the rider has not moved, the goblin neither.
    expect(m.boardDialogPrefill(rider as never, {}).data).toMatchObject({ speed: 0 });
    await mountOn(rider, horse);
    expect(rider.system.stats.sixSeconds.mountUuid).toBe(horse.uuid);
    expect(m.boardDialogPrefill(rider as never, {}).data).toMatchObject({ speed: 18 });
  });
});
