/**
 * Read Region and Token document source (`doc.toObject()`) into the board's plain shapes, defensively: a shape or
 * behaviour that is malformed is skipped rather than breaking the whole board. Pure, so tests cover it.
 * v14 shapes (cone, line, ring, emanation) are read by their v14 fields; a shape type Fray does not model takes the
 * polygons core computed for it, when the caller can hand them over (`corePolygons`, from the live document).
 */
import type { RegionShapeData } from "./region-geometry";
import type { ContactFlag, TokenLike } from "./token-data";
import type { RegionLike, ZoneBehaviorLike, ZoneBehaviorSystem } from "./zone-data";

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** What reading a region needs beyond its source: the grid size (an emanation's token base is in grid units). */
export interface RegionReadOptions {
  gridSize?: number;
  /** Core's polygons of shape `index` (v14 shape models' `polygons`), for shapes Fray does not model. */
  corePolygons?: (index: number) => number[][] | null;
}

function shapeFrom(s: unknown, index: number, opts: RegionReadOptions): RegionShapeData | null {
  if (!isRec(s)) return null;
  const hole = s["hole"] === true;
  const x = num(s["x"]);
  const y = num(s["y"]);
  const rotation = num(s["rotation"]) ?? 0;
  switch (s["type"]) {
    case "rectangle": {
      const width = num(s["width"]);
      const height = num(s["height"]);
      if (x === null || y === null || !width || !height) return null;
      return { type: "rectangle", x, y, width, height, rotation, hole };
    }
    case "circle": {
      const radius = num(s["radius"]);
      return x === null || y === null || !radius ? null : { type: "circle", x, y, radius, hole };
    }
    case "ellipse": {
      const radiusX = num(s["radiusX"]);
      const radiusY = num(s["radiusY"]);
      if (x === null || y === null || !radiusX || !radiusY) return null;
      return { type: "ellipse", x, y, radiusX, radiusY, rotation, hole };
    }
    case "polygon": {
      const points = s["points"];
      if (!Array.isArray(points) || points.length < 6 || points.length % 2 !== 0 || !points.every((p) => num(p) !== null)) return null;
      return { type: "polygon", points: points as number[], hole };
    }
    case "cone": {
      const radius = num(s["radius"]);
      const angle = num(s["angle"]);
      if (x === null || y === null || !radius || !angle || angle <= 0) return null;
      return { type: "cone", x, y, radius, angle: Math.min(angle, 360), rotation, flat: s["curvature"] === "flat", hole };
    }
    case "line": {
      const length = num(s["length"]);
      const width = num(s["width"]);
      if (x === null || y === null || !length || !width) return null;
      return { type: "line", x, y, length, width, rotation, hole };
    }
    case "ring": {
      // GUESS: the band runs from `radius − innerWidth` to `radius + outerWidth` (dnd5e writes a ring of size S and
      // width W as {radius: S, outerWidth: W}); no public page gives the fields' meaning.
      const radius = num(s["radius"]);
      const inner = Math.max(0, (radius ?? 0) - Math.max(0, num(s["innerWidth"]) ?? 0));
      const outer = (radius ?? 0) + Math.max(0, num(s["outerWidth"]) ?? 0);
      if (x === null || y === null || radius === null || outer <= inner) return null;
      return { type: "ring", x, y, inner, outer, hole };
    }
    case "emanation": {
      // The base is a token (size in grid units) or a rectangle (pixels); other bases fall back to core's polygons.
      const base = isRec(s["base"]) ? s["base"] : null;
      const radius = num(s["radius"]);
      const bx = num(base?.["x"]);
      const by = num(base?.["y"]);
      const unit = base?.["type"] === "token" ? (opts.gridSize ?? null) : base?.["type"] === "rectangle" ? 1 : null;
      const w = num(base?.["width"]);
      const h = num(base?.["height"]);
      if (radius !== null && radius >= 0 && bx !== null && by !== null && unit !== null && w && h) {
        return { type: "emanation", x: bx, y: by, width: w * unit, height: h * unit, radius, hole };
      }
      return fallback(index, opts, hole);
    }
    default:
      return fallback(index, opts, hole);
  }
}

/** Core's polygons for a shape Fray does not model, or nothing (the shape is skipped). */
function fallback(index: number, opts: RegionReadOptions, hole: boolean): RegionShapeData | null {
  const polygons = (opts.corePolygons?.(index) ?? []).filter((p) => Array.isArray(p) && p.length >= 6 && p.length % 2 === 0 && p.every((v) => num(v) !== null));
  return polygons.length > 0 ? { type: "polygons", polygons, hole } : null;
}

/** A RegionDocument's source as the board reads it. */
export function regionFromSource(id: string, source: unknown, opts: RegionReadOptions = {}): RegionLike {
  const src = isRec(source) ? source : {};
  const shapes = (Array.isArray(src["shapes"]) ? src["shapes"] : []).map((s, i) => shapeFrom(s, i, opts)).filter((s): s is RegionShapeData => s !== null);
  const behaviors: ZoneBehaviorLike[] = [];
  for (const b of Array.isArray(src["behaviors"]) ? src["behaviors"] : []) {
    if (!isRec(b) || typeof b["type"] !== "string") continue;
    const system = (isRec(b["system"]) ? { ...b["system"] } : {}) as Partial<ZoneBehaviorSystem>;
    // Borders live in the behaviour's flags (the generic behaviour sheet cannot edit a list of records).
    const flags = isRec(b["flags"]) && isRec(b["flags"]["fray"]) ? b["flags"]["fray"] : {};
    if (Array.isArray(flags["borders"])) system.borders = flags["borders"] as ZoneBehaviorSystem["borders"];
    behaviors.push({ type: b["type"], disabled: b["disabled"] === true, system });
  }
  const elevation = isRec(src["elevation"]) ? { bottom: num(src["elevation"]["bottom"]), top: num(src["elevation"]["top"]) } : {};
  // v14 Scene Levels: the level ids the region is on (absent in v13).
  const levels = Array.isArray(src["levels"]) ? src["levels"].filter((l): l is string => typeof l === "string" && l !== "") : [];
  return { id, name: typeof src["name"] === "string" ? src["name"] : id, shapes, elevation, behaviors, ...(levels.length ? { levels } : {}) };
}

/** A TokenDocument's source as the board reads it. */
export function tokenFromSource(id: string, source: unknown): TokenLike {
  const src = isRec(source) ? source : {};
  const fray = isRec(src["flags"]) && isRec(src["flags"]["fray"]) ? src["flags"]["fray"] : {};
  const contactSrc = isRec(fray["contact"]) ? fray["contact"] : null;
  const contact: ContactFlag | null = contactSrc
    ? {
        ...(typeof contactSrc["group"] === "string" && contactSrc["group"] !== "" ? { group: contactSrc["group"] } : {}),
        close: Array.isArray(contactSrc["close"]) ? contactSrc["close"].filter((c): c is string => typeof c === "string") : [],
      }
    : null;
  return {
    id,
    x: num(src["x"]) ?? 0,
    y: num(src["y"]) ?? 0,
    width: num(src["width"]) ?? 1,
    height: num(src["height"]) ?? 1,
    elevation: num(src["elevation"]) ?? 0,
    // v14 Scene Levels: the token's level (absent in v13).
    ...(typeof src["level"] === "string" && src["level"] !== "" ? { level: src["level"] } : {}),
    disposition: num(src["disposition"]) ?? 0,
    rotation: num(src["rotation"]) ?? 0,
    flags: { fray: { zone: typeof fray["zone"] === "string" ? fray["zone"] : null, contact } },
  };
}
