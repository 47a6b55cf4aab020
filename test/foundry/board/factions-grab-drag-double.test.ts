/**
 * factions: the grabber's drag carries the one it holds, through the Foundry double's token movement:
 * - "The grabbing character can keep hold while moving together with the grabbed character" (factions.txt,
 *   Non-lethal attacks, Grapple).
 * The active GM's client moves the held token by the grabber's own offset as a forced move (core's displace: it
 * costs the held one nothing), so the two keep their places side by side; the grabber's move taken back (core's
 * movement undo, method "undo") takes the held one back with it.
 * "moving together" keeps the held one beside the grabber on its own path (the grabber's path shifted by its offset):
 * a wall that blocks movement on that path (the scene's Wall documents, tested by the double's move backend, see
 * test/double/walls.ts) refuses the grabber's move with the reason, before anything is written; a move that got past
 * that (core's undo) leaves the held one where it stood and the chat says why.
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
async function hall(grabbedBy: "theobald" | "someone" = "theobald", walls: number[][] = []) {
  w.start();
  installTemplates();
  (await import("../../../module/canvas/move-together")).registerMoveTogether();
  await game.settings.set("fray", "ruleset", "factions" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  if (walls.length) await (s as unknown as { createEmbeddedDocuments(t: string, d: Record<string, unknown>[]): Promise<unknown> }).createEmbeddedDocuments("Wall", walls.map((c) => ({ c })));
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
  return { t, b, g, s };
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

describe("factions: the held one's own path and the walls", () => {
  it(`"${RULE}": a wall across the bandit's own path (not Theobald's) refuses Theobald's drag east with the reason; neither token moves`, async () => {
    // Theobald's centre goes 250 → 850, the bandit's 350 → 950: the wall at x = 900 stands on the bandit's path only.
    const { t, b } = await hall("theobald", [[900, 0, 900, 1000]]);
    expect(await t.move({ x: 800, y: 200 })).toBe(false);
    await settle();
    expect(at(t)).toEqual({ x: 200, y: 200 });
    expect(at(b)).toEqual({ x: 300, y: 200 });
    const notices = (globalThis as unknown as { ui: { notifications: { notices: { type: string; message: string }[] } } }).ui.notifications.notices;
    expect(notices.at(-1)).toMatchObject({ type: "warning", message: expect.stringContaining("Bandit cannot be carried along: a wall stands on its own path") });
  });

  it("a wall off both paths, or a character he does not hold behind a wall: the drag goes ahead as before", async () => {
    const off = await hall("theobald", [[900, 400, 900, 1000]]);
    expect(await off.t.move({ x: 800, y: 200 })).toBe(true);
    await settle();
    expect(at(off.b)).toEqual({ x: 900, y: 200 });
    const notHeld = await hall("someone", [[900, 0, 900, 1000]]);
    expect(await notHeld.t.move({ x: 800, y: 200 })).toBe(true);
    await settle();
    expect(at(notHeld.b)).toEqual({ x: 300, y: 200 });
  });

  it("Theobald's drag undone after a wall was drawn across the bandit's way back: the bandit stays, and the chat says why", async () => {
    const { t, b, s } = await hall();
    await t.move({ x: 600, y: 200 });
    await settle();
    expect(at(b)).toEqual({ x: 700, y: 200 });
    // The bandit's way back (centre 750 → 350) crosses x = 700; Theobald's (650 → 250) does not.
    await (s as unknown as { createEmbeddedDocuments(t: string, d: Record<string, unknown>[]): Promise<unknown> }).createEmbeddedDocuments("Wall", [{ c: [700, 0, 700, 1000] }]);
    const before = game.messages.contents.length;
    await t.move({ x: 200, y: 200 }, { method: "undo" });
    await settle();
    await settle();
    expect(at(t)).toEqual({ x: 200, y: 200 });
    expect(at(b)).toEqual({ x: 700, y: 200 });
    expect(game.messages.contents.slice(before).map((m) => m.content).join(" ")).toContain("Bandit stays where it stood: a wall stands on its own path, so it was not carried along with Theobald.");
  });
});
