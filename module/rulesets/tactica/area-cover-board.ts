/**
 * Area cover inside a zone on the board (re-audit V4): "Cover as an area within a zone becomes something that is
 * occupied … Until then the occupier of the cover counts its benefits. … Area cover is occupied and they must all be
 * defeated before they lose its benefits." The GM marks a zone as area cover of one kind (a zone feature); a missile
 * from outside that zone at a token standing in it loses the cover's dice. A token still standing in the zone holds
 * it; a defeated one is removed or moved out by the GM as any defeated token is.
 */
import type { AttackBoardContext, BoardNote } from "../../canvas/board-rules";
import type { ZoneGraph } from "../../engine/zones/graph";
import type { CoverStep } from "../../engine/cover";
import { coverPenalty, type CoverKind } from "../../engine/rulesets/tactica/cover";

/** The zone features naming an area cover, each with its kind and step (hard: light, heavy; soft: light, medium, heavy). */
export const AREA_COVER_FEATURES = {
  "area-cover-hard-light": ["hard", "light"],
  "area-cover-hard-heavy": ["hard", "heavy"],
  "area-cover-soft-light": ["soft", "light"],
  "area-cover-soft-medium": ["soft", "medium"],
  "area-cover-soft-heavy": ["soft", "heavy"],
} as const satisfies Record<string, readonly [CoverKind, CoverStep]>;

export const AREA_COVER_FEATURE_IDS = Object.keys(AREA_COVER_FEATURES) as (keyof typeof AREA_COVER_FEATURES)[];

/** The dice a missile loses at a target holding area cover, with its note (null: none). The heaviest feature counts. */
export function areaCover(ctx: AttackBoardContext): { dice: number; note: BoardNote } | null {
  const { attacker, target, graph } = ctx;
  if (!ctx.weapon?.ranged || target.zone === null || attacker.zone === target.zone) return null;
  let best: { dice: number; note: BoardNote } | null = null;
  for (const f of graph.zone(target.zone).features) {
    if (!(f in AREA_COVER_FEATURES)) continue;
    const [kind, step] = AREA_COVER_FEATURES[f as keyof typeof AREA_COVER_FEATURES];
    const p = coverPenalty(kind, step);
    if (!p.modifier || (best && best.dice <= p.modifier.dice)) continue;
    const dice = p.modifier.dice;
    best = { dice, note: { key: p.noRerolls ? "FRAY.Board.Prefill.AreaCoverNoRerolls" : "FRAY.Board.Prefill.AreaCover", data: { dice } } };
  }
  return best;
}

/**
 * "The cover area becomes an InContact melee area for everyone entering it": a token entering a zone marked area
 * cover joins that zone's one melee (its contact group, named after the zone), so the holders who came in and every
 * later entrant stand InContact; a holder placed there before any move is engaged once from the HUD.
 */
export function areaCoverMelee(graph: ZoneGraph, zone: string): string | null {
  if (!graph.has(zone) || !graph.zone(zone).features.some((f) => f in AREA_COVER_FEATURES)) return null;
  return `cover-${zone}`;
}
