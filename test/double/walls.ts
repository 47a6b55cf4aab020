/**
 * Walls and the sight collision test: what a line-of-sight check between two tokens asks of Foundry.
 * - A Wall is a document embedded in its Scene (`scene.walls`), its segment `c: [x0, y0, x1, y1]` in scene pixels;
 *   `sight` is a CONST.WALL_SENSE_TYPES value (NONE 0: does not block sight); a door (`door` > 0) blocks only while
 *   closed (`ds`: CONST.WALL_DOOR_STATES CLOSED 0, OPEN 1, LOCKED 2). Sources: API WallDocument
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.WallDocument.html), CONST.WALL_SENSE_TYPES,
 *   CONST.WALL_DOOR_STATES.
 * - A door opened, closed or locked is an update of the Wall's `ds` (the door control writes it), heard as any
 *   update is, by `updateWall(document, changed, options, userId)` on every client (document.ts's pipeline; API
 *   hookEvents.updateDocument, https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html); a wall
 *   drawn is `createWall`. The double's sight test reads the documents, so it sees the new state in that hook.
 * - `CONFIG.Canvas.polygonBackends.sight.testCollision(origin, destination, {type: "sight", mode: "any"})`: true
 *   when a wall that blocks sight crosses the segment between the two points (API PointSourcePolygon.testCollision,
 *   https://foundryvtt.com/api/v14/classes/foundry.canvas.geometry.PointSourcePolygon.html; mode "any" answers a
 *   boolean; CONFIG.Canvas.polygonBackends maps "sight" to ClockwiseSweepPolygon).
 * - The same test with `{type: "move"}` on CONFIG.Canvas.polygonBackends.move reads the wall's `move` restriction
 *   (CONST.WALL_MOVEMENT_TYPES NONE 0: does not block movement, NORMAL 20), a door blocking while closed as above
 *   (API WallDocument `move`; CONFIG.Canvas.polygonBackends maps "move" to ClockwiseSweepPolygon; public modules
 *   test a token's path with `CONFIG.Canvas.polygonBackends.move.testCollision(a, b, {type: "move", mode: "any"})`,
 *   e.g. the v14 migration note "canvas.walls.checkCollision was removed; use polygonBackends.move.testCollision").
 *   GUESS: walls of the viewed scene only (core's backend sweeps the canvas's edges); limited, proximity and
 *   distance senses, one-way walls, elevation and a wall merely touched at an end are not modelled: any wall with
 *   a sight sense other than NONE whose segment properly crosses the line blocks it.
 */
import { Document } from "./document";
import { ArrayField, NumberField, ObjectField, DocumentIdField } from "./fields";

type Rec = Record<string, unknown>;
type Point = { x: number; y: number };

export class WallDocument extends Document {
  static override documentName = "Wall";
  static override defineSchema() {
    return {
      _id: new DocumentIdField(),
      c: new ArrayField(new NumberField({ required: true, nullable: false })),
      sight: new NumberField({ initial: 20, integer: true }),
      move: new NumberField({ initial: 20, integer: true }),
      door: new NumberField({ initial: 0, integer: true }),
      ds: new NumberField({ initial: 0, integer: true }),
      flags: new ObjectField(),
    };
  }
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The two segments cross at a point inside both (touching at an end does not count). */
function crosses(p: Point, q: Point, a: Point, b: Point): boolean {
  const d1 = cross(a, b, p);
  const d2 = cross(a, b, q);
  const d3 = cross(p, q, a);
  const d4 = cross(p, q, b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** CONFIG.Canvas.polygonBackends, reading the walls of `scene()` (the viewed scene): sight and move. */
export function polygonBackends(scene: () => { walls?: { contents: Document[] } } | null): Rec {
  const backend = (sense: "sight" | "move") => {
    const blocks = (w: Rec) => Number(w[sense] ?? 20) !== 0 && !(Number(w["door"] ?? 0) > 0 && Number(w["ds"] ?? 0) === 1);
    const testCollision = (origin: Point, destination: Point, config: { type?: string; mode?: string } = {}) => {
      if (config.type !== sense) throw new Error(`GUESS: the double's ${sense} backend models type "${sense}" only, not ${String(config.type)}`);
      if (config.mode !== "any") throw new Error(`GUESS: the double's backend answers mode "any" only, not ${String(config.mode)}`);
      const walls = scene()?.walls?.contents ?? [];
      return walls.some((doc) => {
        const w = doc._source as Rec;
        const c = w["c"] as number[];
        return blocks(w) && crosses(origin, destination, { x: c[0]!, y: c[1]! }, { x: c[2]!, y: c[3]! });
      });
    };
    return { testCollision };
  };
  return { sight: backend("sight"), move: backend("move") };
}
