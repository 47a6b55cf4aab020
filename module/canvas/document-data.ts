/**
 * Read Region and Token document source (`doc.toObject()`) into the board's plain shapes, defensively: a shape or
 * behaviour that is malformed is skipped rather than breaking the whole board. Pure, so tests cover it.
 */
import type { RegionShapeData } from "./region-geometry";
import type { ContactFlag, TokenLike } from "./token-data";
import type { RegionLike, ZoneBehaviorLike, ZoneBehaviorSystem } from "./zone-data";

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

function shapeFrom(s: unknown): RegionShapeData | null {
  if (!isRec(s)) return null;
  const hole = s["hole"] === true;
  const x = num(s["x"]);
  const y = num(s["y"]);
  switch (s["type"]) {
    case "rectangle": {
      const width = num(s["width"]);
      const height = num(s["height"]);
      if (x === null || y === null || !width || !height) return null;
      return { type: "rectangle", x, y, width, height, rotation: num(s["rotation"]) ?? 0, hole };
    }
    case "circle": {
      const radius = num(s["radius"]);
      return x === null || y === null || !radius ? null : { type: "circle", x, y, radius, hole };
    }
    case "ellipse": {
      const radiusX = num(s["radiusX"]);
      const radiusY = num(s["radiusY"]);
      if (x === null || y === null || !radiusX || !radiusY) return null;
      return { type: "ellipse", x, y, radiusX, radiusY, rotation: num(s["rotation"]) ?? 0, hole };
    }
    case "polygon": {
      const points = s["points"];
      if (!Array.isArray(points) || points.length < 6 || points.length % 2 !== 0 || !points.every((p) => num(p) !== null)) return null;
      return { type: "polygon", points: points as number[], hole };
    }
    default:
      return null;
  }
}

/** A RegionDocument's source as the board reads it. */
export function regionFromSource(id: string, source: unknown): RegionLike {
  const src = isRec(source) ? source : {};
  const shapes = (Array.isArray(src["shapes"]) ? src["shapes"] : []).map(shapeFrom).filter((s): s is RegionShapeData => s !== null);
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
  return { id, name: typeof src["name"] === "string" ? src["name"] : id, shapes, elevation, behaviors };
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
    disposition: num(src["disposition"]) ?? 0,
    flags: { fray: { zone: typeof fray["zone"] === "string" ? fray["zone"] : null, contact } },
  };
}
