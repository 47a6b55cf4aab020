/**
 * Issue 24 (six-seconds on the board): what a board move knows of the mover beyond its own sheet fields. Through the
 * Foundry double: a FrayActor with its equipped armour item (an embedded Item) or its Disabled status (toggled on
 * the actor, as the token HUD does), its token moved along waypoints in its own turn (v13 movement, priced by
 * FrayTokenDocument's _preUpdateMovement and booked with the tracker), and the same path measured for the ruler.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";
import { rulerWaypoints, type TokenRuler } from "../../double/movement";
import type { DoubleHandle } from "../../double/index";
import type { TokenDocument } from "../../double/canvas";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100; // pixels per 1 m square
type Rec = Record<string, unknown>;
type Fighter = { spent: number; ongoing: { name: string; secondsLeft: number } | null };

/** The label core's ruler draws at the last waypoint of `path` dragged from where `token` stands. */
function rulerTotal(token: TokenDocument, path: Rec[]): string {
  const waypoints = rulerWaypoints(token.measureMovementPath(path), token.parent!.grid);
  const Ruler = (CONFIG as unknown as { Token: { rulerClass: new (t: unknown) => TokenRuler } }).Token.rulerClass;
  return (new Ruler({ document: token })._getWaypointLabelContext(waypoints.at(-1)!, {}) as { cost: { total: string } }).cost.total;
}

/**
 * A six-seconds fight of one character (speed `speed` squares a second, scale 0, on a 1 m grid) standing at (0, 0):
 * its turn. `before` runs on the actor before the fight starts (an armour item, a status).
 */
async function fight(h: DoubleHandle, speed: number, before: (actor: Rec & { id: string | null }) => Promise<unknown> = async () => {}) {
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  theCanvas().view(s as never);
  const actor = (await w.fray.FrayActor.create({ name: "Mauve", type: "character" } as never))!;
  await actor.update({ "system.sixSeconds.speed": speed } as never);
  await before(actor as never);
  const token = await tokenFor(s, actor.id!, 0, 0);
  const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }] } as never)) as InstanceType<BoardWorld["fray"]["FrayCombat"]>;
  await combat.startCombat();
  const cid = combat.combatants.contents[0]!.id!;
  const fighter = () => (combat.frayStore.scheduler.state as unknown as { data: { fighters: Record<string, Fighter> } }).data.fighters[cid]!;
  h.notices.length = 0;
  return { actor, token, fighter };
}

const plate = { name: "Plate", type: "armour", system: { ruleset: "six-seconds", equipped: true, sixSeconds: { defence: 3, mobilityPenalty: 2 } } };

describe("six-seconds board moves read the mover's armour items", () => {
  it("“Each mobility penalty also subtracts half a square of movement from your speed”: speed 4 in plate (penalty 2) covers 3 squares a second, so 4 squares take 2 s, on the ruler and on the drop", async () => {
    const h = w.start();
    const { actor, token, fighter } = await fight(h, 4, (a) => (a as unknown as { createEmbeddedDocuments(t: string, d: Rec[]): Promise<unknown> }).createEmbeddedDocuments("Item", [plate]));
    expect((actor as unknown as { system: { derived: { sixSeconds: { mobilityPenalty: number } } } }).system.derived.sixSeconds.mobilityPenalty).toBe(2);
    const path = [{ x: 4 * G, y: 0 }];
    expect(rulerTotal(token, path)).toBe("2");
    expect(await token.move(path)).toBe(true);
    expect(fighter().spent).toBe(2);
  });

  it("an unequipped armour item slows nothing: 4 squares at speed 4 are 1 s", async () => {
    const h = w.start();
    const off = { ...plate, system: { ...plate.system, equipped: false } };
    const { token, fighter } = await fight(h, 4, (a) => (a as unknown as { createEmbeddedDocuments(t: string, d: Rec[]): Promise<unknown> }).createEmbeddedDocuments("Item", [off]));
    expect(await token.move({ x: 4 * G, y: 0 })).toBe(true);
    expect(fighter().spent).toBe(1);
  });
});

describe("six-seconds board moves read the mover's Disabled status", () => {
  const disabled = (a: Rec) => (a as unknown as { toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> }).toggleStatusEffect("six-seconds.disabled", { active: true });

  it("“He can't walk, but can crawl as a 4SA one square”: one square is 4 s on the ruler; with 3 s a round, 3 are spent now and 1 carried into the next turn", async () => {
    const h = w.start();
    const { token, fighter } = await fight(h, 4, disabled);
    const path = [{ x: G, y: 0 }];
    expect(rulerTotal(token, path)).toBe("4");
    expect(await token.move(path)).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: G, y: 0 });
    expect(fighter().spent).toBe(3);
    expect(fighter().ongoing).toMatchObject({ name: "move", secondsLeft: 1 });
  });

  it("a crawl is one square a move: two squares are refused, and the token stays", async () => {
    const h = w.start();
    const { token, fighter } = await fight(h, 4, disabled);
    expect(await token.move({ x: 2 * G, y: 0 })).toBe(false);
    expect({ x: token.x, y: token.y }).toEqual({ x: 0, y: 0 });
    expect(fighter().spent).toBe(0);
    expect(h.notices.at(-1)?.message).toContain(game.i18n.localize("FRAY.Board.Move.CrawlOneSquare"));
  });

  it("a Disabled character cannot run", async () => {
    const h = w.start();
    const { token } = await fight(h, 4, disabled);
    await token.update({ movementAction: "run" });
    expect(await token.move({ x: G, y: 0 })).toBe(false);
    expect(h.notices.at(-1)?.message).toContain(game.i18n.localize("FRAY.Board.Move.CrawlNoRun"));
  });
});

describe("six-seconds fractional speeds on the board", () => {
  it("“a move speed of 2.5m allows you to move three 1m squares per move”: the sheet keeps 2.5, and 3 squares are 1 s, 4 more squares 2 s", async () => {
    const h = w.start();
    const { actor, token, fighter } = await fight(h, 2.5);
    expect((actor as unknown as { system: { stats: { sixSeconds: { speed: number } } } }).system.stats.sixSeconds.speed).toBe(2.5);
    expect(rulerTotal(token, [{ x: 3 * G, y: 0 }])).toBe("1");
    expect(await token.move({ x: 3 * G, y: 0 })).toBe(true);
    expect(fighter().spent).toBe(1);
    expect(await token.move({ x: 7 * G, y: 0 })).toBe(true);
    expect(fighter().spent).toBe(3);
  });
});

describe("the six-seconds sheet takes a fractional speed", () => {
  it("the Speed input allows 2.5 (a number input's step is 1 unless the template says otherwise)", async () => {
    const { actorPageBody, createRenderer } = await import("../../browser/render");
    const { actorFixture } = await import("../../browser/fixtures");
    const html = await actorPageBody(createRenderer(), actorFixture("six-seconds", "character"), "stats");
    expect(html).toMatch(/<input type="number" name="system.sixSeconds.speed" value="[^"]*" step="any"/);
  });
});
