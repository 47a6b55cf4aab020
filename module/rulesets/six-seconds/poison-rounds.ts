/**
 * When a poison's check falls due in a fight: an affliction checked "1 / round" (Spider Venom, tear gas …) is rolled
 * by the tracker as each new round opens, as the dying round is (round-end.ts), with the poisoned character's
 * Fortitude and the item's own run of checks. Slower rates (hours, days) are not the tracker's: the GM calls them.
 */
import type { RoundEndCall, RoundFighter } from "../adapter";
import { fortitudeBonus } from "./condition-actions";
import { afflictionOf, syndromeOf, type SixSecondsPoisonRequest } from "./poison-actions";

export function poisonRoundCalls(f: RoundFighter): RoundEndCall[] {
  const derived = f.derived;
  if (!derived) return [];
  return (f.items ?? []).flatMap((item): RoundEndCall[] => {
    if (item.type !== "poison") return [];
    const state = afflictionOf(item);
    if (!state || state.cured) return [];
    const stats = syndromeOf(item);
    if (stats.checkRate.per !== "round" || stats.checkRate.count !== 1) return [];
    const request: SixSecondsPoisonRequest = { name: f.name, itemId: item.id, stats, state, fortitude: fortitudeBonus(derived), extraDc: 0, wounds: f.system.sixSeconds.wounds, morale: f.system.sixSeconds.moralePenalties, mobility: f.system.sixSeconds.mobilityPenalties };
    return [{ line: { key: "FRAY.Tracker.SixSeconds.PoisonRoundDue", data: { name: f.name, poison: item.name } }, rolls: [{ id: f.id, action: "poisonCheck", request }] }];
  });
}
