/**
 * When a poison's check falls due in a fight: an affliction checked "1 / round" (Spider Venom, tear gas …) is rolled
 * by the tracker as each new round opens, as the dying round is (round-end.ts), with the poisoned character's
 * Fortitude and the item's own run of checks. Slower rates (hours, days) are rolled as world time passes (poison-time.ts).
 */
import type { RoundEndCall, RoundFighter } from "../adapter";
import { fortitudeBonus } from "./condition-actions";
import { addedDosesOfItem, afflictionOf, syndromeOf, type SixSecondsPoisonRequest } from "./poison-actions";

/**
 * A fighter's poisons still working on it, each with the check request the fighter's sheet gives it now (Fortitude,
 * wounds, morale and mobility penalties): what a round's and a world-time check start from (poison-time.ts).
 */
export function afflictionRequests(f: RoundFighter): { poison: string; request: SixSecondsPoisonRequest }[] {
  const derived = f.derived;
  if (!derived) return [];
  const six = f.system.sixSeconds;
  return (f.items ?? []).flatMap((item) => {
    const state = item.type === "poison" ? afflictionOf(item) : null;
    if (!state || state.cured) return [];
    const added = addedDosesOfItem(item);
    const request: SixSecondsPoisonRequest = { name: f.name, itemId: item.id, stats: syndromeOf(item), state, ...(added ? { addedDoses: added } : {}), fortitude: fortitudeBonus(f.system, derived), extraDc: 0, wounds: six.wounds, morale: six.moralePenalties, mobility: six.mobilityPenalties };
    return [{ poison: item.name, request }];
  });
}

export function poisonRoundCalls(f: RoundFighter): RoundEndCall[] {
  return afflictionRequests(f).flatMap(({ poison, request }): RoundEndCall[] => {
    const rate = request.stats.checkRate;
    if (rate.per !== "round" || rate.count !== 1) return [];
    return [{ line: { key: "FRAY.Tracker.SixSeconds.PoisonRoundDue", data: { name: f.name, poison } }, rolls: [{ id: f.id, action: "poisonCheck", request }] }];
  });
}
