/**
 * A syndrome whose symptoms are "Random: 1 cumulative wound, morale penalty, or mobility penalty" (the Zombie
 * Virus): each dose of symptoms a failed check incurs is one of the three, picked by a d3 rolled with the check, and
 * written on the actor's own counters (wounds, morale penalties, mobility penalties).
 */
import type { ActorUpdate } from "../contract/rolls";

/** The three the text lists, in its order (a d3's 1, 2, 3). */
export const RANDOM_SYMPTOMS = ["wound", "morale", "mobility"] as const;
export type RandomSymptom = (typeof RANDOM_SYMPTOMS)[number];

const FIELD: Readonly<Record<RandomSymptom, string>> = { wound: "system.sixSeconds.wounds", morale: "system.sixSeconds.moralePenalties", mobility: "system.sixSeconds.mobilityPenalties" };

/** Whether the entry's symptoms are the random pick ("Random: …"). */
export function isRandomSymptom(symptoms: string): boolean {
  return /^\s*random\s*:/i.test(symptoms);
}

/** The actor's counters before the check, as the random pick adds to them. */
export interface SymptomCounters {
  wounds: number;
  morale: number;
  mobility: number;
}

/** What a d3 face picks, and the update adding `times` of it to the counters. */
export function randomSymptom(face: number, times: number, now: SymptomCounters): { pick: RandomSymptom; update: ActorUpdate } {
  const pick = RANDOM_SYMPTOMS[face - 1];
  if (!pick) throw new RangeError(`the random symptom's d3 must show 1, 2 or 3, got ${face}`);
  const before = pick === "wound" ? now.wounds : pick === "morale" ? now.morale : now.mobility;
  return { pick, update: times > 0 ? { [FIELD[pick]]: before + times } : {} };
}
