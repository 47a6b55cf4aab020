/**
 * Issue 27 (9): zone borders set by the GM in a dialog instead of a macro. The form (pure) lists one row per
 * neighbour, prefilled from the stored borders, and reads back into border data or a refusal naming the zone; saved
 * through the Foundry double, the board's graph then gives that cover across the border, and the tracker offers
 * the dialog to the GM only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { borderForm, borderRows, readBorderForm } from "../../../module/canvas/border-form";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "./on-double";

const TEXT = {
  row: "Border with {zone}",
  cover: "Cover",
  steps: { none: "None", light: "Light", medium: "Medium", heavy: "Heavy", total: "Total" },
  soft: "Soft",
  linear: "Linear",
  choke: "Choke",
  barrier: "Barrier",
  none: "No neighbours",
};
const ROWS = [
  { id: "gate", name: "Gate" },
  { id: "yard", name: "<b>Yard</b>" },
];

describe("the borders form", () => {
  it("one row per neighbour, prefilled from what is stored, names escaped", () => {
    const rows = borderRows(ROWS, [{ zone: "yard", cover: "heavy", soft: false, linear: true, choke: 2, barrier: false }]);
    expect(rows.map((r) => [r.zone, r.cover, r.linear, r.choke])).toEqual([
      ["gate", "none", false, 0],
      ["yard", "heavy", true, 2],
    ]);
    const html = borderForm(rows, TEXT);
    expect(html).toContain("Border with &lt;b&gt;Yard&lt;/b&gt;");
    expect(html).toContain('<option value="heavy" selected>');
    expect(html).toContain('name="1.linear" checked');
    expect(html).toContain('name="1.choke" min="0" step="1" value="2"');
    expect(borderForm([], TEXT)).toBe("<p>No neighbours</p>");
  });

  it("reads back the rows it showed: a row with nothing set stores nothing; a checkbox is set when present", () => {
    const values = { "0.cover": "none", "0.choke": "", "1.cover": "light", "1.barrier": "on", "1.choke": "3", "2.cover": "total" };
    expect(readBorderForm(ROWS, values)).toEqual({ borders: [{ zone: "yard", cover: "light", soft: false, linear: false, choke: 3, barrier: true }] });
  });

  it("an unknown cover or a bad choke refuses the whole form, naming the zone and the value", () => {
    expect(readBorderForm(ROWS, { "0.cover": "bunker" })).toEqual({ refusal: { key: "FRAY.Board.Borders.BadCover", data: { zone: "Gate", value: "bunker" } } });
    expect(readBorderForm(ROWS, { "0.cover": "light", "1.choke": "-1" })).toEqual({ refusal: { key: "FRAY.Board.Borders.BadChoke", data: { zone: "<b>Yard</b>", value: "-1" } } });
    expect(readBorderForm(ROWS, { "1.choke": "1.5" })).toMatchObject({ refusal: { key: "FRAY.Board.Borders.BadChoke" } });
  });
});

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

describe("saved through the double", () => {
  async function board() {
    await game.settings.set("fray", "ruleset", "tactica" as never);
    const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
    await zoneRegion(s, "West", [0, 0, 1000, 1000]);
    await zoneRegion(s, "East", [1000, 0, 1000, 1000]);
    theCanvas().view(s as never);
    const [west, east] = s.regions.contents.map((r) => r.id!);
    const { saveBorders } = await import("../../../module/canvas/border-editor");
    return { s, west: west!, east: east!, saveBorders };
  }

  it("the border's cover is on the board's graph once saved; a bad value warns and writes nothing", async () => {
    const h = w.start();
    const { west, east, saveBorders } = await board();
    const graph = () => w.board.currentIndex()!.graph;
    expect(graph().coverBetween(west, east)).toBe("none");
    const rows = [{ id: east, name: "East" }];
    expect(await saveBorders(west, rows, { "0.cover": "medium" })).toBe(true);
    expect(graph().coverBetween(west, east)).toBe("medium");
    expect(await saveBorders(west, rows, { "0.cover": "heavy", "0.choke": "x" })).toBe(false);
    expect(h.notices.at(-1)).toMatchObject({ type: "warning" });
    expect(h.notices.at(-1)!.message).toContain("East");
    expect(graph().coverBetween(west, east)).toBe("medium");
  });

  it("the tracker offers the borders of a combatant's zone to the GM, not to a player", async () => {
    const h = w.start();
    const { s } = await board();
    const actor = (await w.fray.FrayActor.create({ name: "Roland", type: "character" } as never))!;
    const token = await tokenFor(s, actor.id!, 2, 2);
    const combat = (await w.fray.FrayCombat.create({ active: true, combatants: [{ actorId: actor.id, tokenId: token.id, sceneId: s.id }] } as never))!;
    const { boardEntryOptions } = await import("../../../module/canvas/tracker-board");
    type Either = { name?: string; label?: string; condition?: (li: HTMLElement) => boolean; visible?: (li: HTMLElement) => boolean };
    const entry = (boardEntryOptions(() => combat as never) as unknown as Either[]).find((e) => (e.label ?? e.name) === "FRAY.Board.Tracker.Borders")!;
    const li = { dataset: { combatantId: combat.combatants.contents[0]!.id } } as unknown as HTMLElement;
    expect((entry.visible ?? entry.condition)!(li)).toBe(true);
    h.actAs(h.player);
    expect((entry.visible ?? entry.condition)!(li)).toBe(false);
  });
});
