/**
 * Issue 25 (audit V4, second half), through the Foundry double's token movement: "the cover area becomes an InContact
 * melee area for everyone entering it". The GM marks the Ruin zone as area cover (soft, medium); a goblin moves into
 * it and holds it; Roland moves in after: both stand in the Ruin's one melee, InContact. Moving into a plain zone
 * still arrives Alone. A goblin standing in the Ruin before any move (placed there, never moved in) holds it too: when the
 * player's Roland moves in, the GM's client puts the goblin in the Ruin's melee, so both stand InContact ("the cover
 * area becomes an InContact melee area for everyone entering it"; audit V4).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";
import type { DoubleHandle } from "../../double/index";
import { settle } from "../../double/interleave";
import { installSocket } from "../../double/socket";
import system from "../../../system.json";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const G = 100;

async function field(h?: DoubleHandle) {
  (await import("../../../module/canvas/board-hooks")).registerBoardHooks();
  if (h) {
    // The game socket between the player's client and the GM's (module/gm/channel.ts).
    installSocket(h, system);
    const { listenOnChannel } = await import("../../../module/gm/channel");
    for (const user of [h.player, h.gm]) {
      h.actAs(user);
      listenOnChannel();
    }
  }
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: G, distance: 1 } });
  await zoneRegion(s, "Ruin", [0, 0, 1000, 1000], ["area-cover-soft-medium"]);
  await zoneRegion(s, "Field", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "Road", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const make = async (name: string, type: string) => (await w.fray.FrayActor.create({ name, type } as never))!;
  const rolandActor = (await w.fray.FrayActor.create({ name: "Roland", type: "character", ...(h ? { ownership: { default: 0, [h.player.id!]: 3 } } : {}) } as never))!;
  const roland = await tokenFor(s, rolandActor.id!, 12, 2, { name: "Roland", disposition: 1, actorLink: true });
  const goblin = await tokenFor(s, (await make("Goblin", "npc")).id!, 14, 6, { name: "Goblin", disposition: -1 });
  return { roland, goblin, s };
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

  it("a goblin already standing in the Ruin holds it: the player's Roland moves in and the GM joins the goblin to the melee", async () => {
    const h = w.start();
    const { roland, goblin, s } = await field(h);
    const holder = await tokenFor(s, (await w.fray.FrayActor.create({ name: "Archer", type: "npc" } as never))!.id!, 3, 3, { name: "Archer", disposition: -1 });
    expect(await statusOf(holder.id!)).toBe("Alone");
    h.actAs(h.player);
    expect(await roland.move({ x: 300, y: 200 })).toBe(true);
    await settle();
    h.actAs(h.gm);
    expect(await statusOf(roland.id!)).toBe("InContact");
    expect(await statusOf(holder.id!)).toBe("InContact");
    // The goblin standing in the Field is no holder of the Ruin: it stays Alone.
    expect(await statusOf(goblin.id!)).toBe("Alone");
    // The player cannot ask the GM to pull in around a token it does not own.
    const { askGM } = await import("../../../module/gm/channel");
    h.actAs(h.player);
    expect(await askGM("arrivalJoin", { sceneId: s.id, tokenId: goblin.id })).toMatchObject({ ok: false, reason: expect.stringMatching(/does not own/) });
    h.actAs(h.gm);
  });

  it("into a plain zone a token arrives Alone", async () => {
    w.start();
    const { roland, goblin } = await field();
    expect(await goblin.move({ x: 2500, y: 600 })).toBe(true);
    expect(await roland.move({ x: 2300, y: 200 })).toBe(true);
    expect(await statusOf(roland.id!)).toBe("Alone");
  });
});
