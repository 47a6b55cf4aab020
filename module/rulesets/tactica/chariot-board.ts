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

export const CHARIOT_ZONE_FEATURES = ["rough", "difficult", "chariot-impassable"] as const;

const isChariot = (stats: ActorSystem): boolean => stats.tactica.chariot.kind !== "none";

/** The chariot's footprint in squares, its team before its crew (null: not a chariot; the token is left as it is). */
export function chariotTokenSize(stats: ActorSystem): { width: number; height: number } | null {
  if (!isChariot(stats)) return null;
  const [width, height] = HORSE_TEAMS[stats.tactica.chariot.team === "4" ? 4 : 2].footprint;
  return { width, height };
}

/** The terrain of a zone's features, as the chariot rules name it. */
function terrainOf(features: readonly string[]): "flat" | "rough" | "difficult" | "impassable" {
  if (features.includes("chariot-impassable")) return "impassable";
  if (features.includes("difficult")) return "difficult";
  return features.includes("rough") ? "rough" : "flat";
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
export function chariotAttack(ctx: AttackBoardContext): { cover: DiceModifier | null; refusal: BoardNote | null } {
  if (ctx.weapon?.ranged) {
    const under = chariotUnder(ctx, ctx.target);
    const cover = under && arcOf(under, ctx.attacker) !== "rear" ? coverPenalty("hard", chariotCover(false)).modifier : null;
    return { cover, refusal: null };
  }
  // The chariot itself fights with its team, which strikes what its front contacts: "A Heavy Chariot may attack 2
  // targets at once, as long as they are both contacted by the front of the chariot figure (not diagonal)".
  const self = ctx.statsOf?.(ctx.attacker.id);
  if (self && isChariot(self)) return { cover: null, refusal: arcOf(ctx.attacker, ctx.target) === "front" ? null : { key: "FRAY.Board.Prefill.ChariotTeamFront" } };
  const riding = chariotUnder(ctx, ctx.attacker);
  if (riding && crewMayMelee(arcOf(riding, ctx.target)) === false) return { cover: null, refusal: { key: "FRAY.Board.Prefill.ChariotFront" } };
  return { cover: null, refusal: null };
}
