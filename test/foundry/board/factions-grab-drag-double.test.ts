/**
 * factions: the grabber's drag carries the one it holds, through the Foundry double's token movement:
 * - "The grabbing character can keep hold while moving together with the grabbed character" (factions.txt,
 *   Non-lethal attacks, Grapple).
 * The active GM's client moves the held token by the grabber's own offset as a forced move (core's displace: it
 * costs the held one nothing), so the two keep their places side by side; the grabber's move taken back (core's
 * movement undo, method "undo") takes the held one back with it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import { installTemplates } from "../../double/templates";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const RULE = "The grabbing character can keep hold while moving together with the grabbed character";

/** Theobald holds the bandit (Grabbed, the grab's record naming him); a guard stands by, held by no one. */
async function hall(grabbedBy: "theobald" | "someone" = "theobald") {
  w.start();
  installTemplates();
  (await import("../../../module/canvas/move-together")).registerMoveTogether();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string) => (await w.fray.FrayActor.create({ name, type: "npc" } as never)) as InstanceType<BoardWorld["fray"]["FrayActor"]>;
  const theobald = await make("Theobald");
  const bandit = await make("Bandit");
  const guard = await make("Guard");
  const t = await tokenFor(s, theobald.id!, 2, 2, { name: "Theobald" });
  const b = await tokenFor(s, bandit.id!, 3, 2, { name: "Bandit" });
  const g = await tokenFor(s, guard.id!, 3, 4, { name: "Guard" });
  await bandit.toggleStatusEffect("factions.grabbed", { active: true });
  await bandit.update({ "system.factions.grabbedBy": grabbedBy === "theobald" ? theobald.uuid : "Actor.someoneElse0001", "system.factions.grabbedByName": "Theobald", "system.factions.grabbedBySize": "medium" } as never);
  return { t, b, g };
}

const at = (t: { x: number; y: number }) => ({ x: t.x, y: t.y });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe("factions: moving together with the grabbed character", () => {
  it(`"${RULE}": Theobald's drag 6 squares east carries the bandit he holds 6 squares east too; the guard stays`, async () => {
    const { t, b, g } = await hall();
    expect(await t.move({ x: 800, y: 200 })).toBe(true);
    await settle();
    expect(at(t)).toEqual({ x: 800, y: 200 });
    expect(at(b)).toEqual({ x: 900, y: 200 });
    expect(at(g)).toEqual({ x: 300, y: 400 });
  });

  it("the grabber's move undone (core's movement undo) takes the held one back with it", async () => {
    const { t, b } = await hall();
    await t.move({ x: 800, y: 200 });
    await settle();
    expect(at(b)).toEqual({ x: 900, y: 200 });
    await t.move({ x: 200, y: 200 }, { method: "undo" });
    await settle();
    expect(at(b)).toEqual({ x: 300, y: 200 });
  });

  it("a character held by someone else, or freed, stays where it is", async () => {
    const other = await hall("someone");
    await other.t.move({ x: 800, y: 200 });
    await settle();
    expect(at(other.b)).toEqual({ x: 300, y: 200 });
    const freed = await hall();
    await freed.b.actor!.toggleStatusEffect("factions.grabbed", { active: false });
    await freed.t.move({ x: 800, y: 200 });
    await settle();
    expect(at(freed.b)).toEqual({ x: 300, y: 200 });
  });
});
