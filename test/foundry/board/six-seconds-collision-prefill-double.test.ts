/**
 * Audit F3/F4: "The DC is 4 + the scale of the largest object or creature - the scale of the smallest object or
 * creature" and "+1 per 5 squares/second of speed the fastest-moving object (or creature) is moving at". The sheet's *Collision* takes the
 * other party's scale from the user's targeted token's sheet and the fastest mover's speed from the fight's record of
 * the moves (the attack dialog's *Speed*), both left editable. Through the Foundry double: a six-seconds FrayCombat
 * on a scene whose mover's token moves 6 squares in its turn (booked with the tracker), its user controlling it and
 * targeting a scale 1 ogre's token; the dialog is built with the sheet's board prefill (board-prefill.ts targetPrefill).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext } from "../action-context";

let w: BoardWorld;
let m: {
  collisionAction: typeof import("../../../module/rulesets/six-seconds/collision-actions").collisionAction;
  targetPrefill: typeof import("../../../module/canvas/board-prefill").targetPrefill;
};
beforeAll(async () => {
  w = await boardOnDouble();
  const [collision, prefill] = await Promise.all([import("../../../module/rulesets/six-seconds/collision-actions"), import("../../../module/canvas/board-prefill")]);
  m = { collisionAction: collision.collisionAction, targetPrefill: prefill.targetPrefill };
});

const G = 100; // pixels per 1 m square
type Rec = Record<string, unknown>;
type Doc = InstanceType<BoardWorld["fray"]["FrayActor"]>;

async function fight() {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const mover = (await w.fray.FrayActor.create({ name: "Jack", type: "character" } as never))!;
  await mover.update({ "system.sixSeconds.speed": 6 } as never);
  const ogre = (await w.fray.FrayActor.create({ name: "Ogre", type: "npc" } as never))!;
  await ogre.update({ "system.sixSeconds.scale": 1 } as never);
  const tMover = await tokenFor(s, mover.id!, 0, 0);
  const tOgre = await tokenFor(s, ogre.id!, 10, 0);
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: mover.id, tokenId: tMover.id, sceneId: s.id }, { actorId: ogre.id, tokenId: tOgre.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  await combat.startCombat();
  const moverId = combat.combatants.contents.find((c) => c.tokenId === tMover.id)!.id!;
  const active = () => combat.frayStore.scheduler.state.active!;
  if (active() !== moverId) expect(await combat.frayCommand({ type: "endTurn", combatant: active() })).toBe(true);
  const layer = (theCanvas() as unknown as { tokens: { controlled: unknown[]; get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.controlled = [(layer as unknown as { get(id: string): unknown }).get(tMover.id!)];
  layer.get(tOgre.id!).setTarget(true, { releaseOthers: true });
  return { mover: mover as unknown as Doc, ogre: ogre as unknown as Doc, tMover };
}

/** Jack's sheet *Collision* with the ogre targeted: the dialog as shown, and the request when rolled as shown. */
async function collision(mover: Doc, ogre: Doc | null) {
  let asked: ActionDialog | null = null;
  const ctx = actionContext<SixSecondsTypes>(mover.system.stats, {
    name: mover.name,
    derived: mover.system.derived,
    firstTarget: () => (ogre ? ogre.asAttackTarget() : null),
    askFields: async (d) => ((asked = d), Object.fromEntries(d.fields.map((f) => [f.name, String("value" in f ? f.value : "")]))),
    uuid: mover.uuid,
    targetPrefill: (uuid, weapon) => m.targetPrefill(mover as never, uuid, weapon ?? {}),
  });
  const req = (await m.collisionAction.prepare(ctx))!;
  return { req, field: (name: string) => (asked!.fields.find((f) => f.name === name) as { value?: unknown }).value };
}

describe("six-seconds Collision prefilled from the board and the target's sheet", () => {
  it("after a 6-square move in one second, Jack's collision with the targeted scale 1 ogre: speed 6, the ogre's scale 1 (dodge DC 5)", async () => {
    w.start();
    const { mover, ogre, tMover } = await fight();
    expect(await tMover.move({ x: 6 * G, y: 0 })).toBe(true);
    const { req, field } = await collision(mover, ogre);
    expect(field("speed")).toBe(6);
    expect(field("otherScale")).toBe(1);
    expect(req).toMatchObject({ speed: 6, otherScale: 1 });
  });

  it("with nothing targeted (a wall, an object without a sheet) the fields are the player's: his own scale, 5 m/s", async () => {
    w.start();
    const { mover } = await fight();
    const { field } = await collision(mover, null);
    expect(field("speed")).toBe(5);
    expect(field("otherScale")).toBe(0);
  });

  it('"the fastest-moving object (or creature)": with nothing targeted after a 6-square move, Jack\'s own recorded speed 6 starts the field', async () => {
    w.start();
    const { mover, tMover } = await fight();
    expect(await tMover.move({ x: 6 * G, y: 0 })).toBe(true);
    const { field } = await collision(mover, null);
    expect(field("speed")).toBe(6);
    expect(field("otherScale")).toBe(0);
  });
});
