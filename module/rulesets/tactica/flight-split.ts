/**
 * "They can move and perform an action (or perform an action and move)": an action's flight is before its die or after
 * it, so the drags a flyer makes between two dice (one span, canvas/action-moves.ts) may be two actions' flights: the
 * previous action's after its die, then the next one's before its die. A drag refused as past the flyer's dive or turn
 * rate counting the span's earlier drags starts the next action's flight, counted from nothing, when those earlier
 * drags flew a zone or more and are the latest action's after-flight: that action did not fly before its die (the step
 * slot's note, flight-ground-step.ts, kept in the combat's stepMemo flag). At most two flights a span.
 */

/** What the span's drags so far flew (`flights`: 2 once a drag started the next action's flight; absent: 1). */
export interface SpanFlight {
  key?: string;
  zones: number;
  turns: number;
  flights?: number;
}

/** The step slot's note of a flyer: the action key it last saw, whether it acted, whether that action flew before its die. */
export interface LatestFlight {
  key: string | null;
  acted: boolean;
  flewBefore: boolean;
}

/** Whether a drag refused counting `earlier` starts the next action's flight instead (see the file's comment). */
export function startsNextFlight(earlier: SpanFlight, latest: LatestFlight | null): boolean {
  if (!latest || !latest.acted || latest.flewBefore) return false;
  // The note must be the step's after the die that opened this span (the GM's client has seen it).
  if (earlier.key !== undefined && latest.key !== earlier.key) return false;
  return earlier.zones >= 1 && (earlier.flights ?? 1) < 2;
}

/** The flyer's note in the tactica step memo (`{ steps, flyers }`, flight-ground-step.ts), else null. */
export function latestFlightIn(memo: unknown, combatant: string): LatestFlight | null {
  if (typeof memo !== "object" || memo === null || !("flyers" in memo)) return null;
  const flyers = (memo as { flyers: unknown }).flyers;
  if (!Array.isArray(flyers)) return null;
  for (const e of flyers as unknown[]) {
    if (typeof e !== "object" || e === null) continue;
    const r = e as Record<string, unknown>;
    if (r["id"] !== combatant) continue;
    return { key: typeof r["key"] === "string" ? r["key"] : null, acted: r["acted"] === true, flewBefore: r["flewBefore"] === true };
  }
  return null;
}
