/**
 * Issue 27 (9): zones without a map set by the GM in a dialog instead of a macro. The text (one zone a line, its
 * links after a colon) reads back into the scene flag the board reads; saving it unchanged changes nothing stored;
 * a link to an unnamed zone is refused by name. Through the Foundry double, the board's graph follows the saved
 * zones and the tracker offers the dialog to the GM only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { manualZonesText, readManualZones } from "../../../module/canvas/manual-zones-form";
import type { ManualZones } from "../../../module/canvas/zone-graph-builder";
import { boardOnDouble, scene, theCanvas, type BoardWorld } from "./on-double";

const STORED: ManualZones = {
  zones: [{ id: "gate", name: "Gate" }, { id: "yard", name: "Yard", features: ["cluttered"] }, { id: "keep", name: "Keep" }],
  boundaries: [{ between: ["gate", "yard"] }, { between: ["yard", "keep"], cover: "heavy" }],
};

describe("the zones-without-a-map text", () => {
  it("shows each zone on a line with the links not written before, and reads back to exactly what is stored", () => {
    const text = manualZonesText(STORED);
    expect(text).toBe("Gate: Yard\nYard: Keep\nKeep");
    expect(readManualZones(text, STORED)).toEqual({ zones: STORED });
  });

  it("a new zone gets an id from its name; a dropped zone and its links are gone; kept links keep their cover", () => {
    const read = readManualZones("Yard: Keep, Well of Souls\nKeep\nWell of Souls", STORED);
    expect(read).toEqual({
      zones: {
        zones: [{ id: "yard", name: "Yard", features: ["cluttered"] }, { id: "keep", name: "Keep" }, { id: "well-of-souls", name: "Well of Souls" }],
        boundaries: [{ between: ["yard", "keep"], cover: "heavy" }, { between: ["yard", "well-of-souls"] }],
      },
    });
  });

  it("a link to a zone no line names, a zone named twice, or links without a name refuse the whole text", () => {
    expect(readManualZones("Gate: Moat", STORED)).toEqual({ refusal: { key: "FRAY.Board.ManualZones.Unknown", data: { zone: "Gate", link: "Moat" } } });
    expect(readManualZones("Gate\nGate", STORED)).toEqual({ refusal: { key: "FRAY.Board.ManualZones.Twice", data: { zone: "Gate" } } });
    expect(readManualZones(": Gate\nGate", STORED)).toEqual({ refusal: { key: "FRAY.Board.ManualZones.NoName" } });
  });
});

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

describe("saved through the double", () => {
  it("the board's graph follows the saved zones; a refused text warns and leaves the stored zones", async () => {
    const h = w.start();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
    theCanvas().view(s as never);
    const { saveManualZones } = await import("../../../module/canvas/manual-zones-editor");
    expect(await saveManualZones(s as never, "Gate: Yard\nYard: Keep\nKeep")).toBe(true);
    const graph = () => w.board.currentIndex()!.graph;
    expect(graph().zones.map((z) => z.name)).toEqual(["Gate", "Yard", "Keep"]);
    expect(graph().distance("gate", "keep")).toBe(2);
    expect(await saveManualZones(s as never, "Gate: Moat")).toBe(false);
    expect(h.notices.at(-1)).toMatchObject({ type: "warning" });
    expect(graph().zones).toHaveLength(3);
    expect(await saveManualZones(s as never, "")).toBe(true);
    expect(graph().zones).toHaveLength(0);
  });

  it("the tracker offers the dialog to the GM only", async () => {
    const h = w.start();
    const s = await scene({});
    theCanvas().view(s as never);
    const { boardEntryOptions } = await import("../../../module/canvas/tracker-board");
    type Either = { name?: string; label?: string; condition?: (li: HTMLElement) => boolean; visible?: (li: HTMLElement) => boolean };
    const entry = (boardEntryOptions(() => null) as unknown as Either[]).find((e) => (e.label ?? e.name) === "FRAY.Board.Tracker.ManualZones")!;
    const li = { dataset: {} } as unknown as HTMLElement;
    expect((entry.visible ?? entry.condition)!(li)).toBe(true);
    h.actAs(h.player);
    expect((entry.visible ?? entry.condition)!(li)).toBe(false);
  });
});
