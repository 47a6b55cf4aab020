/**
 * A scene's zone index built from its documents (its grid, regions and tokens), with none of the board's live state:
 * for code that reads another scene's zones, or runs where the board is not loaded (a write-back's actor copies).
 * The board (board.ts) keeps the viewed scene's index up to date and builds others with this.
 */
import { corePolygonsOf } from "../compat/regions";
import { regionFromSource, tokenFromSource } from "./document-data";
import { gridSpecOf } from "./grid-spec";
import { ZoneIndex } from "./zone-index";

/** A live region as the board reads it (v14 shapes Fray does not model come as core's polygons). */
export function regionOf(r: RegionDocument.Implementation, scene: Scene.Implementation) {
  return regionFromSource(r.id ?? "", r.toObject(), { gridSize: scene.grid.size, corePolygons: corePolygonsOf(r) });
}

export function sceneIndex(scene: Scene.Implementation): ZoneIndex {
  const index = new ZoneIndex(gridSpecOf(scene.grid));
  index.load(
    scene.regions.contents.map((r) => regionOf(r, scene)),
    scene.tokens.contents.map((t) => tokenFromSource(t.id ?? "", t.toObject())),
    scene.flags.fray?.zones,
  );
  return index;
}
