/**
 * Issue 29: zones drawn with every v14 region shape, through the Foundry double's scenes and the live board
 * (board.ts reads each Region with core's polygons at hand): none throws, each zone holds the token standing in
 * it, and a shape type the board does not model is skipped (or read from core's polygons) instead of breaking it.
 * v13 draws only the four classic shapes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, type BoardWorld } from "./on-double";

let w: BoardWorld;
beforeAll(async () => {
  w = await boardOnDouble();
});

const CLASSIC = {
  circle: { type: "circle", x: 500, y: 500, radius: 300 },
  ellipse: { type: "ellipse", x: 1500, y: 500, radiusX: 400, radiusY: 200, rotation: 0 },
  rectangle: { type: "rectangle", x: 2200, y: 200, width: 600, height: 600, rotation: 0 },
  polygon: { type: "polygon", points: [3200, 200, 3800, 200, 3200, 800] },
};
const V14 = {
  cone: { type: "cone", x: 4200, y: 500, radius: 600, angle: 90, rotation: 0, curvature: "round" },
  line: { type: "line", x: 5200, y: 500, length: 600, width: 200, rotation: 0 },
  ring: { type: "ring", x: 6500, y: 500, radius: 200, outerWidth: 100 },
  emanation: { type: "emanation", x: 0, y: 0, radius: 200, base: { type: "token", x: 7400, y: 400, width: 1, height: 1, shape: 4 } },
};
/** The grid square (col, row) of a token standing inside each zone. */
const SQUARE: Record<string, [number, number]> = {
  circle: [5, 5], ellipse: [17, 4], rectangle: [25, 5], polygon: [32, 2], cone: [46, 4], line: [55, 4], ring: [67, 4], emanation: [75, 4],
};

for (const generation of [13, 14] as const) {
  describe(`Foundry ${generation}: zones on region shapes`, () => {
    it(generation >= 14 ? "every v14 shape makes a zone that holds its token" : "the classic shapes make zones that hold their tokens", async () => {
      w.start({ generation });
      await game.settings.set("fray", "ruleset", "frozen-lands" as never);
      const s = await scene({});
      const shapes = generation >= 14 ? { ...CLASSIC, ...V14 } : CLASSIC;
      await s.createEmbeddedDocuments(
        "Region",
        Object.entries(shapes).map(([name, shape]) => ({ name, shapes: [shape], behaviors: [{ name, type: "fray.zone", system: { features: [] } }] })),
      );
      // A shape type no one knows: skipped, the board still loads.
      if (generation >= 14) await s.createEmbeddedDocuments("Region", [{ name: "odd", shapes: [{ type: "star", x: 0, y: 0 }], behaviors: [{ name: "odd", type: "fray.zone", system: {} }] }]);
      const actor = (await w.fray.FrayActor.create({ name: "Scout", type: "character" }))!;
      const tokens: Record<string, string> = {};
      for (const [name, [col, row]] of Object.entries(SQUARE)) if (name in shapes) tokens[name] = (await tokenFor(s, actor.id!, col, row)).id!;
      expect(() => theCanvas().view(s as never)).not.toThrow();
      const index = w.board.currentIndex()!;
      const ids = Object.fromEntries(s.regions.contents.map((r) => [(r as unknown as { name: string }).name, r.id!]));
      expect(index.graph.zones.map((z) => z.name).sort()).toEqual([...Object.keys(shapes), ...(generation >= 14 ? ["odd"] : [])].sort());
      for (const [name, tokenId] of Object.entries(tokens)) expect(index.zoneOf(tokenId), name).toBe(ids[name]);
    });
  });
}
