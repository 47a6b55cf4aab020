/**
 * Areas on v14 Scene Regions (pure): a placed area is a Region with one shape, read back as the measured-template
 * data the rulesets already speak (TemplateLike), so targeting, scatter and clean-up are the same on both
 * generations. Membership stays the engine's footprint test ("even partly inside", template-area.ts), never core's
 * centre rule (RegionDocument#tokens; dnd5e#7181, pf2e#23147). Shape fields as v14 stores them (RegionData;
 * foundryvtt/dnd5e `module/canvas/template-placement.mjs`): pixels, `rotation` in degrees clockwise from east.
 */
import type { AreaSource } from "./area-source";
import { DEFAULT_CONE_ANGLE, pixelsPerUnit, templateArea, type TemplateLike } from "./template-area";
import type { GridSpec } from "./token-data";

export type AreaRegionShape =
  | { type: "circle"; x: number; y: number; radius: number }
  | { type: "cone"; x: number; y: number; radius: number; angle: number; rotation: number }
  | { type: "line"; x: number; y: number; length: number; width: number; rotation: number }
  | { type: "rectangle"; x: number; y: number; width: number; height: number; rotation: number };

/** The Region shape that draws a template's area. */
export function regionShapeOf(t: TemplateLike, grid: GridSpec): AreaRegionShape {
  const k = pixelsPerUnit(grid);
  const direction = t.direction ?? 0;
  switch (t.t) {
    case "circle":
      return { type: "circle", x: t.x, y: t.y, radius: t.distance * k };
    case "cone":
      return { type: "cone", x: t.x, y: t.y, radius: t.distance * k, angle: t.angle ?? DEFAULT_CONE_ANGLE, rotation: direction };
    case "ray":
      return { type: "line", x: t.x, y: t.y, length: t.distance * k, width: (t.width ?? grid.distance) * k, rotation: direction };
    case "rect": {
      // A template's rectangle is its diagonal; a region's is its corner, size and (here none) rotation.
      const a = (direction * Math.PI) / 180;
      const ex = t.x + Math.cos(a) * t.distance * k;
      const ey = t.y + Math.sin(a) * t.distance * k;
      return { type: "rectangle", x: Math.min(t.x, ex), y: Math.min(t.y, ey), width: Math.abs(ex - t.x), height: Math.abs(ey - t.y), rotation: 0 };
    }
  }
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** A stored Region shape back as template data, or null when it is no area shape Fray places. */
export function templateOfShape(shape: unknown, grid: GridSpec): TemplateLike | null {
  if (typeof shape !== "object" || shape === null) return null;
  const s = shape as Record<string, unknown>;
  const k = pixelsPerUnit(grid);
  const x = num(s["x"]);
  const y = num(s["y"]);
  if (x === null || y === null) return null;
  const rotation = num(s["rotation"]) ?? 0;
  switch (s["type"]) {
    case "circle": {
      const r = num(s["radius"]);
      return r ? { t: "circle", x, y, distance: r / k } : null;
    }
    case "cone": {
      const r = num(s["radius"]);
      return r ? { t: "cone", x, y, distance: r / k, direction: rotation, angle: num(s["angle"]) ?? DEFAULT_CONE_ANGLE } : null;
    }
    case "line": {
      const length = num(s["length"]);
      const width = num(s["width"]);
      return length && width ? { t: "ray", x, y, distance: length / k, direction: rotation, width: width / k } : null;
    }
    case "rectangle": {
      const w = num(s["width"]);
      const h = num(s["height"]);
      if (!w || !h || rotation !== 0) return null;
      return { t: "rect", x, y, distance: Math.hypot(w, h) / k, direction: (Math.atan2(h, w) * 180) / Math.PI };
    }
    default:
      return null;
  }
}

/** The same shape moved by (dx, dy) pixels. */
export function movedShape<S extends { x: number; y: number }>(shape: S, dx: number, dy: number): S {
  return { ...shape, x: shape.x + dx, y: shape.y + dy };
}

/** A Region area as an AreaSource: its data is the template it draws. */
export const regionArea: AreaSource<TemplateLike> = templateArea;
