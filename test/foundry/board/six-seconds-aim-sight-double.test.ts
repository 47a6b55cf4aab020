/**
 * Issue 24 (six-seconds Aiming): "If you move or the target leaves your line of sight between aiming and attacking,
 * you lose any benefits of having aimed." Through the Foundry double: an archer FrayActor whose crossbow item holds
 * the aim at the goblin (the weapon state the sheet's Aim writes), tokens on a viewed scene with a Wall document,
 * the goblin's token moved along waypoints (the moveToken hook on the GM's client), and Foundry's sight collision
 * test (CONFIG.Canvas.polygonBackends.sight.testCollision) deciding the line of sight.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import { weaponStateOf, weaponStateUpdate } from "../../../module/data/item/weapon-state";
import type { Scene } from "../../double/canvas";

let w: BoardWorld;
let registerAimLostOnSight: () => void;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ registerAimLostOnSight } = await import("../../../module/canvas/aim-on-sight"));
});

const G = 100;
type Rec = Record<string, unknown>;
type Item = { id: string; flags: { fray?: unknown }; update(d: Rec): Promise<unknown> };
type Actor = { id: string; uuid: string; items: { contents: Item[] }; createEmbeddedDocuments(t: string, d: Rec[]): Promise<unknown> };

/** The hook's item updates run after the move resolves: let the queued work finish (no time is measured). */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

const crossbow = { name: "Crossbow", type: "weapon", system: { sixSeconds: { damageDie: "d8", rangeIncrement: 15, reload: true } } };

/** An archer at (1, 1) aiming its crossbow at a goblin at (3, 1); a wall along x = 5 squares from top to bottom. */
async function setup() {
  w.start();
  registerAimLostOnSight();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = (await scene({ grid: { type: 1, size: G, distance: 1 } })) as Scene;
  theCanvas().view(s as never);
  await (s as unknown as { createEmbeddedDocuments(t: string, d: Rec[]): Promise<unknown> }).createEmbeddedDocuments("Wall", [{ c: [5 * G, 0, 5 * G, 10 * G] }]);
  const archer = (await w.fray.FrayActor.create({ name: "Archer", type: "character" } as never)) as unknown as Actor;
  await archer.createEmbeddedDocuments("Item", [crossbow]);
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never)) as unknown as Actor;
  await tokenFor(s, archer.id, 1, 1);
  const tGoblin = await tokenFor(s, goblin.id, 3, 1);
  const bow = () => archer.items.contents[0]!;
  await bow().update(weaponStateUpdate({ aimedAt: goblin.uuid }));
  expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
  return { s, archer, goblin, tGoblin, bow };
}

describe("six-seconds: an aim is lost when the target leaves the line of sight", () => {
  it("the goblin steps behind the wall: the archer's aim is gone", async () => {
    const { tGoblin, bow } = await setup();
    expect(await tGoblin.move({ x: 7 * G, y: G })).toBe(true);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });

  it("the goblin moves but stays in sight: the aim holds; an open door does not block", async () => {
    const { s, tGoblin, bow, goblin } = await setup();
    expect(await tGoblin.move({ x: 4 * G, y: 3 * G })).toBe(true);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
    // The wall becomes an open door: through it the goblin stays in sight.
    const wall = (s as unknown as { walls: { contents: { update(d: Rec): Promise<unknown> }[] } }).walls.contents[0]!;
    await wall.update({ door: 1, ds: 1 });
    expect(await tGoblin.move({ x: 7 * G, y: G })).toBe(true);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
  });
});
