/**
 * Issue 25 (audit A4), through the Foundry double's token movement: "On the first occasion you enter a zone you are
 * Alone unless part of a Charge." Roland, alone in the Yard, targets a goblin standing in the Hall (API
 * Token#setTarget, User#targets): dragged there he arrives Alone; the token HUD's *Charge the targeted token* moves
 * him beside the goblin (a move like any drag) and he arrives InContact with it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;
type Rec = Record<string, unknown>;

async function field(h: DoubleHandle) {
  // As fray.ts's init: a token entering another zone arrives Alone (module/canvas/board-hooks.ts).
  (await import("../../../module/canvas/board-hooks")).registerBoardHooks();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string, type: string) => (await w.fray.FrayActor.create({ name, type } as never))!;
  const roland = await tokenFor(s, (await make("Roland", "character")).id!, 12, 2, { name: "Roland", disposition: 1, flags: { fray: { contact: { group: "old", close: [] } } } });
  const goblin = await tokenFor(s, (await make("Goblin", "npc")).id!, 4, 4, { name: "Goblin", disposition: -1 });
  h.notices.length = 0;
  const layer = (theCanvas() as unknown as { tokens: { get(id: string): { setTarget(t: boolean, o?: Rec): void } } }).tokens;
  layer.get(goblin.id!).setTarget(true, { releaseOthers: true });
  return { roland, goblin };
}

const boardIndex = () => w.board.currentIndex()!;

describe("tactica: a Charge arrives InContact, a plain move Alone", () => {
  it("dragged into the Hall, Roland arrives Alone", async () => {
    const h = w.start();
    const { roland } = await field(h);
    expect(await roland.move({ x: 600, y: 400 })).toBe(true);
    expect((roland as unknown as { flags: { fray?: { contact?: unknown } } }).flags.fray?.contact ?? null).toBeNull();
  });

  it("the HUD's Charge moves Roland beside the goblin, in its zone, and engages it: both InContact", async () => {
    const h = w.start();
    const { roland, goblin } = await field(h);
    const { charge } = await import("../../../module/canvas/token-hud");
    await charge(roland as never);
    const index = boardIndex();
    expect(index.zoneOf(roland.id!)).toBe(index.zoneOf(goblin.id!));
    expect({ x: roland.x, y: roland.y }).toEqual({ x: 500, y: 400 });
    const { occupancyFrom } = await import("../../../module/canvas/board-occupancy");
    const occ = occupancyFrom(index.graph, index.allTokens());
    expect(occ.status(roland.id!)).toBe("InContact");
    expect(occ.status(goblin.id!)).toBe("InContact");
    expect(h.notices.filter((n) => n.type === "warning")).toEqual([]);
  });

  it("with no single target the Charge asks for one and moves nothing", async () => {
    const h = w.start();
    const { roland } = await field(h);
    (game.user as unknown as { targets: Set<unknown> }).targets.clear();
    const { charge } = await import("../../../module/canvas/token-hud");
    await charge(roland as never);
    expect({ x: roland.x, y: roland.y }).toEqual({ x: 1200, y: 200 });
    expect(h.notices.at(-1)?.message).toMatch(/Target the one token to charge/);
  });
});
