/**
 * Area shapes in scene coordinates (any unit, the same as the tokens'). Directions are degrees clockwise from the
 * +x axis (0 = east, 90 = south, the way template directions are measured when y grows downwards).
 */
import { toRadians, type Polygon } from "./geometry";

/** A disc; a sphere seen from above. */
export interface CircleShape {
  kind: "circle" | "sphere";
  x: number;
  y: number;
  radius: number;
}

/** A band `width` wide running `length` from its origin (x, y) in `direction`, centred on that axis. */
export interface LineShape {
  kind: "line";
  x: number;
  y: number;
  direction: number;
  length: number;
  width: number;
}

/**
 * A cone from its apex (x, y) along `direction`, `length` long, opening `angle` degrees in total. `flat` makes it
 * a triangle (six-seconds: "one square long and one square wide at the end"); otherwise a circular sector
 * (Foundry's default cone).
 */
export interface ConeShape {
  kind: "cone";
  x: number;
  y: number;
  direction: number;
  length: number;
  angle: number;
  flat?: boolean;
}

/** An axis-aligned rectangle from its top-left corner. */
export interface RectShape {
  kind: "rect";
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Any simple polygon (a zone's region for a blast in scene space): [x0, y0, x1, y1, …]. */
export interface PolygonShape {
  kind: "polygon";
  points: readonly number[];
}

export type AreaShape = CircleShape | LineShape | ConeShape | RectShape | PolygonShape;

function finite(value: number, what: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TypeError(`${what} must be a finite number, got ${value}`);
}
function positive(value: number, what: string): void {
  finite(value, what);
  if (value <= 0) throw new RangeError(`${what} must be above 0, got ${value}`);
}

/** Throw a clear error for a malformed shape. */
export function validateShape(shape: AreaShape): void {
  switch (shape.kind) {
    case "circle":
    case "sphere":
      finite(shape.x, "circle x");
      finite(shape.y, "circle y");
      positive(shape.radius, "circle radius");
      return;
    case "line":
      finite(shape.x, "line x");
      finite(shape.y, "line y");
      finite(shape.direction, "line direction");
      positive(shape.length, "line length");
      positive(shape.width, "line width");
      return;
    case "cone":
      finite(shape.x, "cone x");
      finite(shape.y, "cone y");
      finite(shape.direction, "cone direction");
      positive(shape.length, "cone length");
      positive(shape.angle, "cone angle");
      if (shape.angle > 360) throw new RangeError(`cone angle must be at most 360°, got ${shape.angle}`);
      if (shape.flat && shape.angle >= 180) throw new RangeError(`a flat (triangular) cone must open less than 180°, got ${shape.angle}`);
      return;
    case "rect":
      finite(shape.x, "rect x");
      finite(shape.y, "rect y");
      positive(shape.width, "rect width");
      positive(shape.height, "rect height");
      return;
    case "polygon":
      if (shape.points.length < 6 || shape.points.length % 2 !== 0) {
        throw new RangeError(`a polygon needs at least three x, y pairs, got ${shape.points.length} numbers`);
      }
      shape.points.forEach((v, i) => finite(v, `polygon coordinate ${i}`));
      return;
    default:
      throw new TypeError(`unknown area shape kind "${(shape as { kind: unknown }).kind}"`);
  }
}

/** The polygon of a straight-edged shape (line, flat cone, rect, polygon); null for round ones. */
export function shapePolygon(shape: AreaShape): Polygon | null {
  switch (shape.kind) {
    case "line": {
      const a = toRadians(shape.direction);
      const ux = Math.cos(a);
      const uy = Math.sin(a);
      const hw = shape.width / 2;
      const nx = -uy * hw;
      const ny = ux * hw;
      const ex = shape.x + ux * shape.length;
      const ey = shape.y + uy * shape.length;
      return [shape.x + nx, shape.y + ny, ex + nx, ey + ny, ex - nx, ey - ny, shape.x - nx, shape.y - ny];
    }
    case "cone": {
      if (!shape.flat) return null;
      const a = toRadians(shape.direction);
      const half = toRadians(shape.angle / 2);
      const side = shape.length / Math.cos(half);
      return [
        shape.x,
        shape.y,
        shape.x + Math.cos(a - half) * side,
        shape.y + Math.sin(a - half) * side,
        shape.x + Math.cos(a + half) * side,
        shape.y + Math.sin(a + half) * side,
      ];
    }
    case "rect":
      return [shape.x, shape.y, shape.x + shape.width, shape.y, shape.x + shape.width, shape.y + shape.height, shape.x, shape.y + shape.height];
    case "polygon":
      return [...shape.points];
    default:
      return null;
  }
}

/** Axis-aligned bounds [minX, minY, maxX, maxY], for a cheap first rejection. */
export function shapeBounds(shape: AreaShape): [number, number, number, number] {
  if (shape.kind === "circle" || shape.kind === "sphere") {
    return [shape.x - shape.radius, shape.y - shape.radius, shape.x + shape.radius, shape.y + shape.radius];
  }
  if (shape.kind === "cone" && !shape.flat) {
    return [shape.x - shape.length, shape.y - shape.length, shape.x + shape.length, shape.y + shape.length];
  }
  const p = shapePolygon(shape)!;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < p.length; i += 2) {
    x0 = Math.min(x0, p[i]!);
    x1 = Math.max(x1, p[i]!);
    y0 = Math.min(y0, p[i + 1]!);
    y1 = Math.max(y1, p[i + 1]!);
  }
  return [x0, y0, x1, y1];
}
