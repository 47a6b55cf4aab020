/** The seconds a turn a six-seconds fighter's conditions allow ("Disabled … only 3 seconds of action every round"). */
import { conditionEffects } from "../../engine/rulesets/six-seconds/conditions";
import { ROUND_SECONDS } from "../../engine/rulesets/six-seconds/turn-actions";
import { targetConditions } from "./situation";

/** The fewest seconds a turn any of `statuses` allows; a round's 6 without such a condition. */
export function conditionSeconds(statuses: readonly string[]): number {
  const limits = targetConditions(statuses).flatMap((c) => {
    const n = conditionEffects(c).secondsPerRound;
    return n === undefined ? [] : [n];
  });
  return Math.min(ROUND_SECONDS, ...limits);
}
