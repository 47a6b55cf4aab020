/** Each ruleset's tracker view, from its adapter (module/rulesets/<id>/tracker-view.ts). */
import type { TrackerView } from "../applications/combat/tracker-view";
import { ADAPTERS, RULESETS, adapterFor, type RulesetId } from "./registry";

export const TRACKER_VIEWS: Readonly<Record<RulesetId, TrackerView>> = Object.freeze(
  Object.fromEntries(RULESETS.map((id) => [id, ADAPTERS[id].tracker])) as Record<RulesetId, TrackerView>,
);

export function trackerViewFor(ruleset: RulesetId): TrackerView {
  return adapterFor(ruleset).tracker;
}
