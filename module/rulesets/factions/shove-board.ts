/**
 * factions: a landed shove moved on the board from its result card. "The target must pass a STR save or the
 * attacker can force them to move by half a zone" (Shove), 1, 2, 4 or 8 zones from a larger shover (Shoving and
 * grabbing). The applied shove's record names the distance and the shover (nonlethal-effect.ts); the GM's button
 * pushes the shoved token straight away from the shover's by that many lengths of its zone, stopped by a wall
 * (Foundry's move collision test) or the end of the zones (engine shove.ts), as a forced move (core's `displace`:
 * it costs the shoved nothing, move-charge.ts). "and eventually push them into a hazard": the way is the attacker's
 * choice, so the card also offers the push in each of eight directions (`shove:n` … `shove:nw`, north up the
 * canvas), the GM pressing the one the attacker names; the same distance and stops. The token keeps where it stood (flags.fray.shoved, with the hit's
 * key), so *Put back* undoes it, and so does the card's Undo of the shove (`undoShove`), and the same hit shoves once.
 * Sources: API TokenDocument#move (waypoint `action`), CONFIG.Token.movement.actions.displace (foundry-v13-notes
 * §4.4), PointSourcePolygon.testCollision (CONFIG.Canvas.polygonBackends.move, type "move", mode "any").
 */
import { moveBlocked } from "../../canvas/wall-collision";
import type { AppliedRecord } from "../../chat/exchange/card";
import { regionFromSource, tokenFromSource } from "../../canvas/document-data";
import { gridSpecOf } from "../../canvas/grid-spec";
import { ZoneIndex } from "../../canvas/zone-index";
import { corePolygonsOf } from "../../compat/regions";
import { planShove, type Point } from "../../engine/rulesets/factions/shove";
import type { ResultAction, ResultActionSlot } from "../adapter";

export const SHOVE_ACTION = "shove";
export const SHOVE_BACK_ACTION = "shoveBack";
const SHOVED = ["FRAY.Action.Factions.NonLethal.Applied.shove", "FRAY.Action.Factions.NonLethal.Applied.shoveHard"];
const K = "FRAY.Action.Factions.Shove";

/** The applied shove's distance in zones and the shover's actor, or null for any other record. */
function shoveOf(record: AppliedRecord): { zones: number; shover: string } | null {
  if (!SHOVED.includes(record.summary.key)) return null;
  const zones = Number(record.summary.data["zones"]);
  const shover = record.summary.data["shover"];
  return zones > 0 && typeof shover === "string" && shover !== "" ? { zones, shover } : null;
}

/** The eight directions a push may take besides straight away (unit steps on the canvas: y grows downwards). */
const DIRECTIONS: Record<string, Point> = { n: { x: 0, y: -1 }, ne: { x: 1, y: -1 }, e: { x: 1, y: 0 }, se: { x: 1, y: 1 }, s: { x: 0, y: 1 }, sw: { x: -1, y: 1 }, w: { x: -1, y: 0 }, nw: { x: -1, y: -1 } };

/** The direction a `shove:<dir>` action names, null for the straight push, undefined for any other action. */
function directionOf(id: string): Point | null | undefined {
  if (id === SHOVE_ACTION) return null;
  return id.startsWith(`${SHOVE_ACTION}:`) ? DIRECTIONS[id.slice(SHOVE_ACTION.length + 1)] : undefined;
}

export function shoveOffers(record: AppliedRecord): ResultAction[] {
  const s = shoveOf(record);
  if (!s) return [];
  return [
    { id: SHOVE_ACTION, label: `${K}.Push`, data: { zones: s.zones } },
    ...Object.keys(DIRECTIONS).map((d) => ({ id: `${SHOVE_ACTION}:${d}`, label: `${K}.Toward.${d}`, data: { zones: s.zones } })),
    { id: SHOVE_BACK_ACTION, label: `${K}.Back` },
  ];
}

/** The actor's token on the viewed scene: a token actor's own token, else its first token there. */
async function tokenOf(uuid: string): Promise<TokenDocument.Implementation | null> {
  const actor = await fromUuid(uuid);
  if (!(actor instanceof Actor)) return null;
  if (actor.token) return actor.token.parent?.id === canvas?.scene?.id ? (actor.token as TokenDocument.Implementation) : null;
  return (actor.getActiveTokens(false, true) as TokenDocument.Implementation[])[0] ?? null;
}

/** The board of the scene: its zones (the same reading as the live board's, canvas/board.ts). */
function zonesOf(scene: Scene.Implementation): ZoneIndex {
  const index = new ZoneIndex(gridSpecOf(scene.grid));
  const regions = scene.regions.contents.map((r) => regionFromSource(r.id ?? "", r.toObject(), { gridSize: scene.grid.size, corePolygons: corePolygonsOf(r) }));
  index.load(regions, [], scene.flags.fray?.zones);
  return index;
}

const say = (key: string, name: string) => game.i18n.format(key, { name: foundry.utils.escapeHTML(name) });

/** `way`: the direction the attacker picked, or null for straight away from the shover. */
async function push(record: AppliedRecord, zones: number, shoverUuid: string, way: Point | null): Promise<void> {
  const scene = canvas?.scene;
  const shover = await tokenOf(shoverUuid);
  const shoved = await tokenOf(record.targetUuid);
  if (!scene || !shover || !shoved?.id || !shover.id) return void ui.notifications?.warn(`${K}.NoToken`, { localize: true });
  if (shoved.flags.fray?.shoved?.key === record.key) return void ui.notifications?.info(say(`${K}.Already`, shoved.name ?? ""));
  const index = zonesOf(scene);
  const size = scene.grid.size;
  const from = index.preview(tokenFromSource(shoved.id, shoved.toObject()));
  const by = index.preview(tokenFromSource(shover.id, shover.toObject()));
  const w = shoved.width * size;
  const h = shoved.height * size;
  // A token's place on a square grid is a corner of its spaces; gridless and hex grids keep the exact point.
  const snap = (p: Point): Point => (scene.grid.isSquare ? { x: Math.round((p.x - w / 2) / size) * size + w / 2, y: Math.round((p.y - h / 2) / size) * size + h / 2 } : p);
  // A picked way: planShove pushes away from a point set behind the shoved along it.
  const away = way ? { x: from.centre.x - way.x, y: from.centre.y - way.y } : by.centre;
  const plan = planShove({ zoneAt: (p) => index.zoneAt(p.x, p.y, from.elevation), blocked: moveBlocked, snap, step: size / 10 }, away, from.centre, zones);
  if (!plan.ok) return void ui.notifications?.warn(game.i18n.format(`${K}.Refused`, { reason: foundry.utils.escapeHTML(plan.reason) }));
  const before = { key: record.key, x: shoved.x, y: shoved.y };
  if (plan.moved > 0) await shoved.move([{ x: plan.to.x - w / 2, y: plan.to.y - h / 2, action: "displace" }]);
  await shoved.setFlag("fray", "shoved", before);
  const done = plan.stoppedBy === "wall" ? "DoneWall" : plan.stoppedBy === "edge" ? "DoneEdge" : "Done";
  ui.notifications?.info(say(`${K}.${done}`, shoved.name ?? ""));
}

async function putBack(record: AppliedRecord): Promise<void> {
  const shoved = await tokenOf(record.targetUuid);
  if (!shoved) return void ui.notifications?.warn(`${K}.NoToken`, { localize: true });
  const before = shoved.flags.fray?.shoved;
  if (before?.key !== record.key) return void ui.notifications?.info(say(`${K}.NothingBack`, shoved.name ?? ""));
  await shoved.move([{ x: before.x, y: before.y, action: "displace" }]);
  await shoved.unsetFlag("fray", "shoved");
  ui.notifications?.info(say(`${K}.PutBack`, shoved.name ?? ""));
}

/**
 * The card's Undo of the shove's application: the shoved token goes back where this hit's push found it (as *Put
 * the shoved back*); a shove never pushed, or put back already, leaves the token where it stands.
 */
export async function undoShove(record: AppliedRecord): Promise<void> {
  if (!shoveOf(record)) return;
  const shoved = await tokenOf(record.targetUuid);
  if (shoved?.flags.fray?.shoved?.key === record.key) await putBack(record);
}

export async function runShove(id: string, record: AppliedRecord): Promise<boolean> {
  const way = directionOf(id);
  if (way === undefined && id !== SHOVE_BACK_ACTION) return false;
  const s = shoveOf(record);
  if (!s) return true;
  if (!game.user.isGM) {
    ui.notifications?.warn(`${K}.GmOnly`, { localize: true });
    return true;
  }
  await (way !== undefined ? push(record, s.zones, s.shover, way) : putBack(record));
  return true;
}

/** The factions result-card follow-ups with the shove's in front. */
export function withShove(base: ResultActionSlot): ResultActionSlot {
  return {
    offers: (record) => [...shoveOffers(record), ...base.offers(record)],
    run: async (id, record) => {
      if (!(await runShove(id, record))) await base.run(id, record);
    },
    undo: async (record) => {
      await undoShove(record);
      await base.undo?.(record);
    },
    ...(base.revise ? { revise: base.revise } : {}),
  };
}
