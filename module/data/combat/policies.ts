/** The turn policy of each ruleset, looked up by the world's ruleset id. */
import type { TurnPolicy } from "../../engine/turns";
import { sixSecondsTurnPolicy } from "../../engine/rulesets/six-seconds/turn-policy";
import { frozenLandsTurnPolicy } from "../../engine/rulesets/frozen-lands/turn-policy";
import { factionsTurnPolicy } from "../../engine/rulesets/factions/turn-policy";
import { tacticaTurnPolicy } from "../../engine/rulesets/tactica/turn-policy";
import type { RulesetId } from "../../schema/choices";

const POLICIES: Readonly<Record<RulesetId, TurnPolicy<unknown>>> = Object.freeze({
  "six-seconds": sixSecondsTurnPolicy as TurnPolicy<unknown>,
  "frozen-lands": frozenLandsTurnPolicy as TurnPolicy<unknown>,
  factions: factionsTurnPolicy as TurnPolicy<unknown>,
  tactica: tacticaTurnPolicy as TurnPolicy<unknown>,
});

export function turnPolicyFor(ruleset: RulesetId): TurnPolicy<unknown> {
  const policy = POLICIES[ruleset];
  if (!policy) throw new RangeError(`no turn policy for ruleset "${String(ruleset)}"`);
  return policy;
}
