/**
 * Issue 24 (six-seconds Aiming, re-audit R5): "If you move or the target leaves your line of sight between aiming
 * and attacking, you lose any benefits of having aimed." A door closing (or a wall drawn) between two standing
 * tokens takes the target out of sight as surely as a move does. Through the Foundry double: an archer FrayActor
 * whose crossbow item holds the aim at the goblin (the weapon state the sheet's Aim writes), both tokens standing on
 * the viewed scene, a Wall document updated (a door's `ds`, as the door control writes it; the updateWall hook) or
 * created (createWall), and Foundry's sight collision test deciding the line of sight.
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
type Wall = { update(d: Rec): Promise<unknown> };
type WallScene = Scene & { walls: { contents: Wall[] }; createEmbeddedDocuments(t: string, d: Rec[]): Promise<unknown> };

/** The hook's item updates run after the wall's update resolves: let the queued work finish (no time is measured). */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

const crossbow = { name: "Crossbow", type: "weapon", system: { sixSeconds: { damageDie: "d8", rangeIncrement: 15, reload: true } } };

/** An archer at (1, 1) aiming at a goblin at (7, 1); an open door along x = 5 squares between them. */
async function setup(more: { viewed?: boolean } = {}) {
  const h = w.start();
  registerAimLostOnSight();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = (await scene({ grid: { type: 1, size: G, distance: 1 } })) as WallScene;
  if (more.viewed !== false) theCanvas().view(s as never);
  await s.createEmbeddedDocuments("Wall", [{ c: [5 * G, 0, 5 * G, 10 * G], door: 1, ds: 1 }]);
  const archer = (await w.fray.FrayActor.create({ name: "Archer", type: "character" } as never)) as unknown as Actor;
  await archer.createEmbeddedDocuments("Item", [crossbow]);
  const goblin = (await w.fray.FrayActor.create({ name: "Goblin", type: "npc" } as never)) as unknown as Actor;
  await tokenFor(s, archer.id, 1, 1);
  await tokenFor(s, goblin.id, 7, 1);
  const bow = () => archer.items.contents[0]!;
  await bow().update(weaponStateUpdate({ aimedAt: goblin.uuid }));
  expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
  return { h, s, archer, goblin, bow, door: s.walls.contents[0]! };
}

describe("six-seconds: a door closing between standing tokens takes the aim", () => {
  it("the door between the archer and the goblin closes: the aim is lost", async () => {
    const { door, bow } = await setup();
    await door.update({ ds: 0 });
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });

  it("a wall drawn elsewhere keeps the aim; a locked door blocks as a closed one does", async () => {
    const { s, door, bow, goblin } = await setup();
    // A wall drawn beside them, not between: still in sight.
    await s.createEmbeddedDocuments("Wall", [{ c: [0, 5 * G, 10 * G, 5 * G] }]);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
    await door.update({ ds: 2 });
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });

  it("a wall drawn between them takes the aim too", async () => {
    const { s, bow } = await setup();
    await s.createEmbeddedDocuments("Wall", [{ c: [3 * G, 0, 3 * G, 10 * G] }]);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });

  it("a door in a scene the GM is not viewing is not tested against the viewed scene's walls", async () => {
    const { door, bow, goblin } = await setup();
    // The GM now views another scene, walled where the first scene's archer and goblin stand.
    const other = (await scene({ grid: { type: 1, size: G, distance: 1 } })) as WallScene;
    await other.createEmbeddedDocuments("Wall", [{ c: [3 * G, 0, 3 * G, 10 * G] }]);
    theCanvas().view(other as never);
    // The first scene's door is moved off the line between the two (a change the hook hears): in its own scene
    // nothing blocks, and the viewed scene's walls are not its.
    await door.update({ c: [0, 8 * G, 10 * G, 8 * G] });
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
  });

  it("a token moved in a scene the GM is not viewing is not tested against the viewed scene's walls", async () => {
    const { s, bow, goblin } = await setup();
    const other = (await scene({ grid: { type: 1, size: G, distance: 1 } })) as WallScene;
    await other.createEmbeddedDocuments("Wall", [{ c: [3 * G, 0, 3 * G, 10 * G] }]);
    theCanvas().view(other as never);
    const tGoblin = s.tokens.contents.find((t) => t.actorId === goblin.id)!;
    expect(await tGoblin.move({ x: 7 * G, y: 2 * G })).toBe(true);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBe(goblin.uuid);
  });

  it("a door closed while the GM views another scene is tested when the GM's canvas shows its scene again", async () => {
    const { s, door, bow } = await setup();
    const other = (await scene({ grid: { type: 1, size: G, distance: 1 } })) as WallScene;
    theCanvas().view(other as never);
    await door.update({ ds: 0 });
    await nextTask();
    theCanvas().view(s as never);
    await nextTask();
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });
});
