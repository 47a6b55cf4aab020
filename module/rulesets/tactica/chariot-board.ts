/**
 * A chariot on the board (the actor whose sheet's *Chariot* section names a kind): its footprint ("A 2 horse chariot
 * is 2x3 squares in size on the map … A 4 horse chariot is 3x4 squares"), the ground it cannot enter ("Steep slopes,
 * rocky ground, very soft sand (as opposed to compacted sand) or marshes are impassable") and the terrain its
 * Driving roll meets ("rough terrain (-2), or difficult terrain (-4)"), read from the zone features the GM sets; its
 * cover and its front, from where its token faces (chariotAttack).
 */
import type { AttackBoardContext, AttackPrefill, BoardNote, CheckBoardContext, MoveBoardContext } from "../../canvas/board-rules";
import { noPrefill } from "../../canvas/board-rules";
import type { BoardToken } from "../../canvas/zone-index";
import { chariotArc, chariotCover, crewMayMelee, HORSE_TEAMS, type ChariotArc } from "../../engine/rulesets/tactica/chariots";
import { coverPenalty } from "../../engine/rulesets/tactica/cover";
import type { DiceModifier } from "../../engine/modifiers";
import type { ActorSystem } from "../../data/actor/schema";
import { prepareActorDerived } from "../../data/actor/derived";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import { facingOf, flightTurns } from "./flyer-board";
import type { GridShape } from "../../canvas/token-data";
import { sheetChariot, type TacticaChariotRequest } from "./chariot-actions";
import { facingBearing, straightOnward } from "./chariot-straight";
import { gridSpaces } from "../../canvas/grid-distance";
import { terrainOf } from "./chariot-terrain";

export { CHARIOT_ZONE_FEATURES } from "./chariot-terrain";

const isChariot = (stats: ActorSystem): boolean => stats.tactica.chariot.kind !== "none";

/** The chariot's footprint in squares, its team before its crew (null: not a chariot; the token is left as it is). */
export function chariotTokenSize(stats: ActorSystem): { width: number; height: number } | null {
  if (!isChariot(stats)) return null;
  const [width, height] = HORSE_TEAMS[stats.tactica.chariot.team === "4" ? 4 : 2].footprint;
  return { width, height };
}

/** A Driving roll's prefill: the terrain of the zone the token stands in. */
export function chariotCheckPrefill(ctx: CheckBoardContext): AttackPrefill {
  if (ctx.skill !== "driving" || ctx.token.zone === null) return noPrefill();
  const terrain = terrainOf(ctx.graph.zone(ctx.token.zone).features);
  return { fields: { terrain }, notes: [], refusal: null };
}

/** A chariot's move into ground impassable to it is refused (anyone else may go). */
export function chariotMoveRefusal(ctx: MoveBoardContext): BoardNote | null {
  if (!isChariot(ctx.stats) || ctx.to.zone === null || ctx.to.zone === ctx.from.zone) return null;
  return terrainOf(ctx.graph.zone(ctx.to.zone).features) === "impassable" ? { key: "FRAY.Board.Move.ChariotImpassable" } : null;
}

/** A token's centre (pixels). */
const centre = (t: BoardToken) => t.centre;

/** The chariot a token rides: another token on the board whose actor is a chariot and whose footprint holds its centre. */
function chariotUnder(ctx: AttackBoardContext, rider: BoardToken): BoardToken | null {
  const { x, y } = centre(rider);
  for (const t of ctx.tokens) {
    if (t.id === rider.id) continue;
    const f = t.footprint;
    if (x < f.x || x >= f.x + f.width || y < f.y || y >= f.y + f.height) continue;
    const s = ctx.statsOf?.(t.id);
    if (s && isChariot(s)) return t;
  }
  return null;
}

/** Where `other` stands as seen from the chariot token (its rotation is its facing): the engine's `chariotArc`. */
function arcOf(chariot: BoardToken, other: BoardToken): ChariotArc {
  return chariotArc(chariot.rotation, centre(chariot), centre(other));
}

/**
 * A chariot in an attack: "Chariots provide Light Cover except from the rear" (a missile at a rider, unless the
 * shooter is in the chariot's rear arc: Light hard cover's −1d), and "Characters on a chariot cannot melee through
 * their front due to the horse team" (a rider's melee on a target in its front arc is refused); the chariot's own
 * (its team's) melee is on a target in its front arc only.
 */
export function chariotAttack(ctx: AttackBoardContext): { cover: DiceModifier | null; refusal: BoardNote | null; teamFront?: boolean } {
  if (ctx.weapon?.ranged) {
    const under = chariotUnder(ctx, ctx.target);
    const cover = under && arcOf(under, ctx.attacker) !== "rear" ? coverPenalty("hard", chariotCover(false)).modifier : null;
    return { cover, refusal: null };
  }
  // The chariot itself fights with its team, which strikes what its front contacts: "A Heavy Chariot may attack 2
  // targets at once, as long as they are both contacted by the front of the chariot figure (not diagonal)".
  const self = ctx.statsOf?.(ctx.attacker.id);
  if (self && isChariot(self)) {
    const front = arcOf(ctx.attacker, ctx.target) === "front";
    return { cover: null, refusal: front ? null : { key: "FRAY.Board.Prefill.ChariotTeamFront" }, teamFront: front };
  }
  const riding = chariotUnder(ctx, ctx.attacker);
  if (riding && crewMayMelee(arcOf(riding, ctx.target)) === false) return { cover: null, refusal: { key: "FRAY.Board.Prefill.ChariotFront" } };
  return { cover: null, refusal: null };
}

/**
 * The path's length in grid spaces, as the scene's grid counts them (grid-distance.ts `gridSpaces`, the board's measure):
 * hex steps on hexes, the straight line on a gridless scene, and on squares each leg's straight steps plus its
 * diagonal steps priced by the scene's diagonal rule, the diagonals counted over the whole path (as Foundry's path
 * measure counts them through all waypoints, so an alternating rule's 1-2-1 runs on from leg to leg).
 */
function pathSpaces(ctx: Pick<MoveBoardContext, "path" | "grid">): number {
  const { grid, path } = ctx;
  if ((grid.shape ?? "square") !== "square") {
    let n = 0;
    for (let i = 1; i < path.length; i++) n += gridSpaces(path[i - 1]!, path[i]!, grid);
    return n;
  }
  let straight = 0;
  let diagonals = 0;
  for (let i = 1; i < path.length; i++) {
    const dx = Math.round(Math.abs(path[i]!.x - path[i - 1]!.x) / grid.size);
    const dy = Math.round(Math.abs(path[i]!.y - path[i - 1]!.y) / grid.size);
    straight += Math.abs(dx - dy);
    diagonals += Math.min(dx, dy);
  }
  return straight + gridSpaces({ x: 0, y: 0 }, { x: diagonals * grid.size, y: diagonals * grid.size }, grid);
}

/** What a chariot's board move brings: a refusal, a note, and the Driving roll of a second turn. */
export interface ChariotMove {
  refusal: BoardNote | null;
  notes: BoardNote[];
  roll: { action: string; request: TacticaChariotRequest } | null;
}

/**
 * A chariot's board move (Chariot Movement). "The Turning Template allows the chariot to move its full distance (7-9
 * inches)": a path longer than the template's length (the world setting, in grid spaces, the text printing no scale)
 * is refused, the path measured in grid spaces as the scene's grid counts them (pathSpaces). "When charging or
 * running the chariot always uses the Turning Template and is limited to one 45 degree
 * turn. A second 45 degree turn can be attempted but this requires a Driving roll": a move in the *Charge or run* mode
 * (the HUD's Charge makes its move in it) counts its 45° turns as a flyer's are counted (from where the token faces,
 * then each change of heading); one is free, the second calls the sheet's Driving roll (*Chariot: second turn*,
 * rolled once the move is made: "Fail and you don't make the turn and must continue straight onward. Fumble and the
 * chariot flips over"; the failed roll's card offers the GM the straight move instead, chariot-straight.ts), a third
 * is refused. A normal move may end "facing in any direction" (the Blast Template):
 * its turns are not counted.
 */
export function chariotMove(ctx: MoveBoardContext): ChariotMove {
  const out: ChariotMove = { refusal: null, notes: [], roll: null };
  if (!isChariot(ctx.stats)) return out;
  const template = (ctx.options as { tactica?: Partial<TacticaOptions> } | undefined)?.tactica?.chariotTemplateSquares ?? null;
  const squares = pathSpaces(ctx);
  if (template !== null && squares > template + 1e-6) {
    return { ...out, refusal: { key: "FRAY.Board.Move.ChariotTemplate", data: { template, squares: Math.round(squares * 10) / 10 } } };
  }
  if (ctx.mode !== "charge") return out;
  const turns = flightTurns(ctx);
  if (turns > 2) return { ...out, refusal: { key: "FRAY.Board.Move.ChariotTurns", data: { turns } } };
  if (turns < 2) return out;
  const name = ctx.name ?? "";
  try {
    const chariot = sheetChariot(name, ctx.stats);
    if (!chariot) return out;
    const { driving, ...state } = chariot;
    const ground = ctx.from.zone !== null && ctx.graph.has(ctx.from.zone) ? terrainOf(ctx.graph.zone(ctx.from.zone).features) : "flat";
    if (ground === "impassable") return { ...out, refusal: { key: "FRAY.Board.Move.ChariotImpassable" } };
    const derived = prepareActorDerived(ctx.stats, ctx.items ?? []);
    const straight = straightOnward(ctx);
    const request: TacticaChariotRequest = { name, chariot: state, terrain: ground, drivingDice: driving, teamWoundDice: -Math.min(0, derived.tactica.injuryDice), ...(ctx.stats.tactica.effort ? { effort: true } : {}), ...(straight ? { straight } : {}) };
    return { refusal: null, notes: [{ key: "FRAY.Board.Move.ChariotSecondTurn" }], roll: { action: "chariotTurn", request } };
  } catch (e) {
    return { ...out, refusal: { key: "FRAY.Board.Move.ChariotCannotTurn", data: { error: e instanceof Error ? e.message : String(e) } } };
  }
}

/**
 * A chariot faces where it drives: once its own move is made its token turns to the facing of the path's last leg
 * (its heading snapped to the grid's facings, as its turns are counted: "limited to one 45 degree turn" is counted
 * from that facing on its next move). The turn is part of the move, whose turns the board counted already, so it is
 * no turn in place. A *Walk* ("facing in any direction") ends facing its last leg too; the owner may turn it after.
 * Null: not a chariot, or a path with no leg.
 */
export function chariotFacingAfterMove(ctx: { stats: ActorSystem; path: readonly { x: number; y: number }[]; shape: GridShape }): number | null {
  if (!isChariot(ctx.stats)) return null;
  for (let i = ctx.path.length - 1; i > 0; i--) {
    const a = ctx.path[i - 1]!;
    const b = ctx.path[i]!;
    if (a.x === b.x && a.y === b.y) continue;
    const facing = facingOf((Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI, ctx.shape).facing;
    return facingBearing(facing, ctx.shape);
  }
  return null;
}
