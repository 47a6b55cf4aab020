/** Each ruleset's tracker view by ruleset id (the only place besides the view files that names the four). */
import type { TrackerView } from "../applications/combat/tracker-view";
import type { RulesetId } from "../schema/choices";
import { sixSecondsTrackerView } from "./six-seconds/tracker-view";
import { frozenLandsTrackerView } from "./frozen-lands/tracker-view";
import { factionsTrackerView } from "./factions/tracker-view";
import { tacticaTrackerView } from "./tactica/tracker-view";

export const TRACKER_VIEWS: Readonly<Record<RulesetId, TrackerView>> = Object.freeze({
  "six-seconds": sixSecondsTrackerView,
  "frozen-lands": frozenLandsTrackerView,
  factions: factionsTrackerView,
  tactica: tacticaTrackerView,
});

export function trackerViewFor(ruleset: RulesetId): TrackerView {
  const view = TRACKER_VIEWS[ruleset];
  if (!view) throw new RangeError(`no tracker view for ruleset "${String(ruleset)}"`);
  return view;
}
