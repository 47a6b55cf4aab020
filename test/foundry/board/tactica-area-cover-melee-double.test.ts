/**
 * Issue 25 (audit V4, second half), through the Foundry double's token movement: "the cover area becomes an InContact
 * melee area for everyone entering it". The GM marks the Ruin zone as area cover (soft, medium); a goblin moves into
 * it and holds it; Roland moves in after: both stand in the Ruin's one melee, InContact. Moving into a plain zone
 * still arrives Alone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;

async function field() {
  (await import("../../../module/canvas/board-hooks")).registerBoardHooks();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Ruin", [0, 0, 1000, 1000], ["area-cover-soft-medium"]);
  await zoneRegion(s, "Field", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "Road", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string, type: string) => (await w.fray.FrayActor.create({ name, type } as never))!;
  const roland = await tokenFor(s, (await make("Roland", "character")).id!, 12, 2, { name: "Roland", disposition: 1 });
  const goblin = await tokenFor(s, (await make("Goblin", "npc")).id!, 14, 6, { name: "Goblin", disposition: -1 });
  return { roland, goblin };
}

const statusOf = async (id: string) => {
  const index = w.board.currentIndex()!;
  const { occupancyFrom } = await import("../../../module/canvas/board-occupancy");
  return occupancyFrom(index.graph, index.allTokens()).status(id);
};

describe("tactica: entering an area cover makes a melee", () => {
  it("the goblin takes the Ruin, Roland follows it in: both InContact in the Ruin's melee", async () => {
    w.start();
    const { roland, goblin } = await field();
    expect(await goblin.move({ x: 500, y: 600 })).toBe(true);
    expect(await roland.move({ x: 300, y: 200 })).toBe(true);
    expect(await statusOf(roland.id!)).toBe("InContact");
    expect(await statusOf(goblin.id!)).toBe("InContact");
  });

  it("into a plain zone a token arrives Alone", async () => {
    w.start();
    const { roland, goblin } = await field();
    expect(await goblin.move({ x: 2500, y: 600 })).toBe(true);
    expect(await roland.move({ x: 2300, y: 200 })).toBe(true);
    expect(await statusOf(roland.id!)).toBe("Alone");
  });
});
