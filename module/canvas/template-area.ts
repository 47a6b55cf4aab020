/**
 * v13 measured templates → engine area shapes, and targeting by the engine's membership test (pure). Template
 * fields as MeasuredTemplateDocument stores them: origin (x, y) in pixels, `distance` and `width` in grid units,
 * `direction` in degrees clockwise from east, `angle` the cone's full opening.
 *   circle: radius `distance` about the origin;  cone: apex at the origin, length `distance`;
 *   ray: a band `width` wide and `distance` long;  rect: the origin and the corner `distance` away along
 *   `direction` span the rectangle (Foundry stores a rectangle by its diagonal).
 */
import { compileArea, tokensInArea } from "../engine/areas/membership";
import type { AreaShape } from "../engine/areas/shapes";
import type { AreaSource } from "./area-source";
import type { GridSpec } from "./token-data";

export type TemplateType = "circle" | "cone" | "ray" | "rect";

export interface TemplateLike {
  t: TemplateType;
  x: number;
  y: number;
  distance: number;
  direction?: number;
  angle?: number;
  width?: number;
}

/** Foundry's default cone opening when a template gives none (CONFIG.MeasuredTemplate.defaults.angle). */
export const DEFAULT_CONE_ANGLE = 53.13;

/** Pixels per scene unit on this grid. */
export const pixelsPerUnit = (grid: GridSpec) => grid.size / grid.distance;

export function templateShape(t: TemplateLike, grid: GridSpec, opts: { flatCones?: boolean } = {}): AreaShape {
  const k = pixelsPerUnit(grid);
  const length = t.distance * k;
  const direction = t.direction ?? 0;
  switch (t.t) {
    case "circle":
      return { kind: "circle", x: t.x, y: t.y, radius: length };
    case "cone":
      return { kind: "cone", x: t.x, y: t.y, direction, length, angle: t.angle ?? DEFAULT_CONE_ANGLE, flat: opts.flatCones === true };
    case "ray":
      return { kind: "line", x: t.x, y: t.y, direction, length, width: (t.width ?? grid.distance) * k };
    case "rect": {
      const a = (direction * Math.PI) / 180;
      const ex = t.x + Math.cos(a) * length;
      const ey = t.y + Math.sin(a) * length;
      return { kind: "rect", x: Math.min(t.x, ex), y: Math.min(t.y, ey), width: Math.abs(ex - t.x), height: Math.abs(ey - t.y) };
    }
    default:
      throw new TypeError(`unknown template type "${String((t as { t: unknown }).t)}"`);
  }
}

export const templateArea: AreaSource<TemplateLike> = {
  shape: templateShape,
  moved: (data, dx, dy) => ({ ...data, x: data.x + dx, y: data.y + dy }),
  targets(data, grid, tokens, mode, opts) {
    return tokensInArea(compileArea(templateShape(data, grid, opts)), tokens, mode);
  },
};
