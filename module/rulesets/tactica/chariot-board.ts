/**
 * A chariot on the board (the actor whose sheet's *Chariot* section names a kind): its footprint ("A 2 horse chariot
 * is 2x3 squares in size on the map … A 4 horse chariot is 3x4 squares"), the ground it cannot enter ("Steep slopes,
 * rocky ground, very soft sand (as opposed to compacted sand) or marshes are impassable") and the terrain its
 * Driving roll meets ("rough terrain (-2), or difficult terrain (-4)"), read from the zone features the GM sets.
 */
import type { AttackPrefill, BoardNote, CheckBoardContext, MoveBoardContext } from "../../canvas/board-rules";
import { noPrefill } from "../../canvas/board-rules";
import { HORSE_TEAMS } from "../../engine/rulesets/tactica/chariots";
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
