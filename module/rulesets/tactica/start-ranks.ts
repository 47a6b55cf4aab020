/**
 * A tactica actor's starting (real) ranks as the sheet and the card's Apply both count them: a group's ranks (its
 * members' plus the group bonuses, engine: mobRanks), then a hero's Heroic level on the side its sheet names
 * ("The extra level can be taken either on the Physical side or the Mental side at the beginning of each event").
 * "none" keeps the ranks as typed (a sheet from before the choice, with the level typed into Rank).
 */
import { heroicRanks } from "../../engine/rulesets/tactica/creature";
import { mobRanks, type MobKind } from "../../engine/rulesets/tactica/mobs";

/** The fields the starting ranks come from (the tactica actor block's; a leaf, so the block can use it). */
export interface RankSource {
  group: "single" | MobKind;
  physical: { rank: number };
  mental: { rank: number };
  heroic: boolean;
  heroicSide: (typeof HEROIC_SIDES)[number];
}

export const HEROIC_SIDES = ["none", "physical", "mental"] as const;

export function startRanks(t: RankSource): { physical: number; mental: number } {
  const grouped = t.group === "single" ? { physical: t.physical.rank, mental: t.mental.rank } : mobRanks(t.group, t.physical.rank, t.mental.rank);
  if (!t.heroic || t.heroicSide === "none") return { physical: grouped.physical, mental: grouped.mental };
  return heroicRanks(grouped.physical, grouped.mental, t.heroicSide);
}
