import { describe, expect, it } from "vitest";
import { regionFromSource, tokenFromSource } from "../../../module/canvas/document-data";
import { ZoneIndex } from "../../../module/canvas/zone-index";
import { GRID } from "./fixtures";

describe("document source → board data", () => {
  it("reads a region's shapes, elevation and behaviours, skipping malformed ones", () => {
    const r = regionFromSource("r1", {
      _id: "r1",
      name: "Courtyard",
      elevation: { bottom: null, top: 10 },
      shapes: [
        { type: "rectangle", x: 0, y: 0, width: 500, height: 500, rotation: 0, hole: false },
        { type: "ellipse", x: 250, y: 250, radiusX: 50, radiusY: 20, rotation: 30, hole: true },
        { type: "polygon", points: [0, 0, 10] },
        { type: "star" },
      ],
      behaviors: [{ _id: "b", type: "fray.zone", disabled: false, system: { features: ["dimly-lit"] } }, { type: 7 }],
    });
    expect(r.name).toBe("Courtyard");
    expect(r.shapes.map((s) => s.type)).toEqual(["rectangle", "ellipse"]);
    expect(r.elevation).toEqual({ bottom: null, top: 10 });
    expect(r.behaviors).toHaveLength(1);
    const index = new ZoneIndex(GRID);
    index.load([r], [tokenFromSource("t", { x: 100, y: 100, width: 1, height: 1, elevation: 0, disposition: -1, flags: {} })]);
    expect(index.zoneOf("t")).toBe("r1");
    expect(index.graph.hasFeature("r1", "dimly-lit")).toBe(true);
  });

  it("reads a zone's borders from the behaviour's flags (where the macro sets them)", () => {
    const behavior = (borders: unknown) => ({ type: "fray.zone", system: { features: [], addLinks: [], removeLinks: [] }, flags: { fray: { borders } } });
    const a = regionFromSource("a", { shapes: [{ type: "rectangle", x: 0, y: 0, width: 100, height: 100 }], behaviors: [behavior([{ zone: "b", cover: "light", soft: true, linear: false, choke: 0, barrier: false }])] });
    const b = regionFromSource("b", { shapes: [{ type: "rectangle", x: 100, y: 0, width: 100, height: 100 }], behaviors: [behavior("not a list")] });
    const index = new ZoneIndex(GRID);
    index.load([a, b], []);
    expect(index.graph.boundary("a", "b")).toEqual({ between: ["a", "b"], cover: "light", features: ["soft-cover"] });
  });

  it("reads a token's position, size, side and Fray flags with defaults", () => {
    expect(tokenFromSource("t", { x: 200, y: 300, width: 2, height: 2, disposition: 1, flags: { fray: { zone: "hall", contact: { group: "A", close: ["x", 3] } } } })).toEqual({
      id: "t",
      x: 200,
      y: 300,
      width: 2,
      height: 2,
      elevation: 0,
      disposition: 1,
      rotation: 0,
      flags: { fray: { zone: "hall", contact: { group: "A", close: ["x"] } } },
    });
    expect(tokenFromSource("u", null)).toMatchObject({ x: 0, y: 0, width: 1, height: 1, flags: { fray: { zone: null, contact: null } } });
  });
});
