/** The short chat lines a combat step leaves: each new round, each tactica refresh, each undo. */
import { eventSummary } from "../data/combat/flow";
import type { TurnEvent } from "../engine/turns";
import type { Label } from "../applications/combat/tracker-view";

export function chatLines(events: readonly TurnEvent[], names: Readonly<Record<string, string>>): Label[] {
  const out: Label[] = [];
  for (const event of events) {
    if (event.type === "roundStart" || event.type === "undone") {
      const s = eventSummary(event, names);
      if (s) out.push(s);
    } else if (event.type === "refresh") out.push({ key: "FRAY.Combat.Event.refresh", data: { round: String(event.round) } });
  }
  return out;
}

/** A message's data as i18n.format takes it: every value a string. */
export function stringData(data: Record<string, string | number> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]));
}
