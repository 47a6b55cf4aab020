/**
 * Airborne secondary transmission (audit PO3), read from the board in a fight: "Airborne Secondary: Every round the
 * character is within 3m of an infected creature, roll a d6. On a 1, the character gets infected." As each new round
 * opens (round-end.ts), every fighter whose token stands within 3 m (centre to centre, on the same scene) of a
 * fighter afflicted by a syndrome with airborne secondary transmission (the Plague), and who does not carry it
 * already, rolls the d6 (the engine's airborneExposure); a 1 starts the affliction on him: on his own item of that
 * name, or on a copy of the infected one's item created on him.
 */
import { queuedDice } from "../../engine/dice/source";
import { AIRBORNE_RANGE_METRES, airborneExposure, startAffliction } from "../../engine/rulesets/six-seconds/poison";
import type { ActionOutcome, RoundEndCall, RoundFighter, SheetAction } from "../adapter";
import { afflictionOf } from "./poison-actions";
import { plainCard } from "./plain-card";

const K = "FRAY.Action.SixSeconds.Airborne";

type Item = NonNullable<RoundFighter["items"]>[number];

export interface SixSecondsAirborneRequest {
  name: string;
  /** Who is infected nearby (the first found), for the card. */
  source: string;
  /** The syndrome: its name and the infected one's item data (copied when the exposed has no item of that name). */
  poison: { name: string; system: Record<string, unknown> };
  /** The exposed character's own item of that name (cured, or never started), if he has one. */
  itemId?: string;
}

const afflicted = (i: Item) => i.type === "poison" && (afflictionOf(i)?.cured ?? true) === false;
const airborne = (i: Item) => (i.system as { secondaryTransmission?: unknown }).secondaryTransmission === "airborne";
const dead = (f: RoundFighter) => f.statuses.includes("six-seconds.dead");

function within(a: RoundFighter, b: RoundFighter): boolean {
  const p = a.place;
  const q = b.place;
  return !!p && !!q && p.scene === q.scene && Math.hypot(p.x - q.x, p.y - q.y) <= AIRBORNE_RANGE_METRES + 1e-9;
}

/** The d6 each exposed fighter rolls this round, once per syndrome however many infected stand near. */
export function airborneCalls(now: readonly RoundFighter[]): RoundEndCall[] {
  const calls: RoundEndCall[] = [];
  for (const f of now) {
    if (dead(f)) continue;
    const seen = new Set<string>();
    for (const other of now) {
      if (other === f || !within(f, other)) continue;
      for (const item of (other.items ?? []).filter((i) => afflicted(i) && airborne(i))) {
        const own = (f.items ?? []).find((i) => i.type === "poison" && i.name === item.name);
        if (seen.has(item.name) || (own && afflicted(own))) continue;
        seen.add(item.name);
        const request: SixSecondsAirborneRequest = { name: f.name, source: other.name, poison: { name: item.name, system: { ...item.system } }, ...(own ? { itemId: own.id } : {}) };
        calls.push({ line: { key: "FRAY.Tracker.SixSeconds.AirborneDue", data: { name: f.name, source: other.name, poison: item.name } }, rolls: [{ id: f.id, action: "airborneExposure", request }] });
      }
    }
  }
  return calls;
}

export function resolveAirborne(req: SixSecondsAirborneRequest, faces: readonly number[]): ActionOutcome {
  const r = airborneExposure(queuedDice(faces));
  const card = {
    ...plainCard(`${req.name}: ${req.poison.name}`, `${K}.Kind`),
    dice: [{ value: r.roll, mark: r.infected ? ("failure" as const) : ("success" as const) }],
    outcome: { key: `${K}.${r.infected ? "Infected" : "Spared"}`, data: { name: req.name, source: req.source, poison: req.poison.name }, success: !r.infected },
    details: [],
  };
  if (!r.infected) return { card, update: {} };
  const affliction = startAffliction(1);
  if (req.itemId) return { card, update: {}, items: [{ id: req.itemId, update: { "flags.fray.affliction": affliction } }] };
  return { card, update: {}, newItems: [{ name: req.poison.name, type: "poison", system: req.poison.system, flags: { affliction } }] };
}

export const airborneExposureAction: SheetAction<SixSecondsAirborneRequest> = {
  // Only the round's end calls it (no sheet button): its request is built by airborneCalls.
  button: false,
  prepare: async () => null,
  dice: () => [{ count: 1, sides: 6, purpose: "FRAY.Roll.Die" }],
  resolve: resolveAirborne,
};
