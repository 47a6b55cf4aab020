/**
 * "They can move and perform an action (or perform an action and move)": an action's flight is before its die or after
 * it, so the drags a flyer makes between two dice (one span, canvas/action-moves.ts) may be two actions' flights: the
 * previous action's after its die, then the next one's before its die. A drag refused as past the flyer's dive or turn
 * rate counting the span's earlier drags may join the next action's flight instead, when the latest action did not fly
 * before its die (the step slot's note, flight-ground-step.ts, kept in the combat's stepMemo flag): the span's drags
 * are cut in two, a first part that flew a zone or more and is one legal flight (the previous action's after its die),
 * then the rest with this drag (the next action's before its own). At most two flights a span.
 */
import { savedTally, type FlownTally } from "../../canvas/action-moves";

/** What the span's drags so far flew (`drags`: each drag's zones and turns, in order; absent: one drag of the sums). */
export interface SpanFlight {
  key?: string;
  zones: number;
  turns: number;
  drags?: readonly { zones: number; turns: number }[];
}

/** A flight's zones and turns. */
export interface FlightPart {
  zones: number;
  turns: number;
}

/**
 * The step slot's note of a flyer: the action key it last saw, whether it acted, whether that action flew before its
 * die, and the token's tally (canvas/action-moves.ts) at that action (null: an older note, none).
 */
export interface LatestFlight {
  key: string | null;
  acted: boolean;
  flewBefore: boolean;
  mark: FlownTally | null;
}

/**
 * The earlier drags of the next action's flight a drag may join (see the file's comment): for each cut of the span's
 * drags whose first part flew a zone or more and is a legal flight (`legal`), the rest; the latest cut first. None
 * when the span is one action's flight (the latest action flew before its die, or none was taken) or the note has not
 * seen this span's key.
 */
export function nextFlightParts(earlier: SpanFlight, latest: LatestFlight | null, legal: (part: FlightPart) => boolean): FlightPart[] {
  if (!latest || !latest.acted || latest.flewBefore) return [];
  // The note must be the step's after the die that opened this span (the GM's client has seen it).
  if (earlier.key !== undefined && latest.key !== earlier.key) return [];
  const drags = earlier.drags ?? (earlier.zones > 0 || earlier.turns > 0 ? [earlier] : []);
  const out: FlightPart[] = [];
  for (let cut = drags.length; cut >= 1; cut--) {
    const first = sum(drags.slice(0, cut));
    if (first.zones >= 1 && legal(first)) out.push(sum(drags.slice(cut)));
  }
  return out;
}

const sum = (drags: readonly FlightPart[]): FlightPart => drags.reduce((t, d) => ({ zones: t.zones + d.zones, turns: t.turns + d.turns }), { zones: 0, turns: 0 });

/** The flyer's note in the tactica step memo (`{ steps, flyers }`, flight-ground-step.ts), else null. */
export function latestFlightIn(memo: unknown, combatant: string): LatestFlight | null {
  if (typeof memo !== "object" || memo === null || !("flyers" in memo)) return null;
  const flyers = (memo as { flyers: unknown }).flyers;
  if (!Array.isArray(flyers)) return null;
  for (const e of flyers as unknown[]) {
    if (typeof e !== "object" || e === null) continue;
    const r = e as Record<string, unknown>;
    if (r["id"] !== combatant) continue;
    return { key: typeof r["key"] === "string" ? r["key"] : null, acted: r["acted"] === true, flewBefore: r["flewBefore"] === true, mark: savedTally(r["mark"]) };
  }
  return null;
}
