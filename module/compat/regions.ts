/**
 * Scene Regions where v13 and v14 differ: core's polygons of a shape (v14 shape models expose `polygons`; v13 has no
 * shape types Fray does not model), and the creation hint of a region behaviour type (v14
 * `CONFIG.RegionBehavior.typeHints`, foundryvtt/foundryvtt#13760; dnd5e#6797).
 */
import { isV14 } from "./generation";

/** Core's polygons of each shape of a live region (v14), for shapes the board does not model; none in v13. */
export function corePolygonsOf(region: RegionDocument.Implementation): (index: number) => number[][] | null {
  if (!isV14()) return () => null;
  const shapes = (region as unknown as { shapes?: readonly FrayV14.ShapeModel[] }).shapes ?? [];
  return (index) => {
    const polygons = shapes[index]?.polygons;
    return polygons ? polygons.map((p) => [...p.points]) : null;
  };
}

/** v14: show a hint for a behaviour type in the behaviour creation dialog and config (a lang key). */
export function registerBehaviorHint(type: string, hintKey: string): void {
  if (!isV14()) return;
  const config = CONFIG.RegionBehavior as unknown as FrayV14.BehaviorTypeHints;
  config.typeHints = { ...(config.typeHints ?? {}), [type]: hintKey };
}
