/** The turn policy of each ruleset, looked up by the world's ruleset id (each adapter names its engine policy). */
import type { TurnPolicy } from "../../engine/turns";
import { ADAPTERS } from "../../rulesets/registry";
import type { RulesetId } from "../../schema/choices";

export function turnPolicyFor(ruleset: RulesetId): TurnPolicy<unknown> {
  const policy = ADAPTERS[ruleset]?.combat.policy;
  if (!policy) throw new RangeError(`no turn policy for ruleset "${String(ruleset)}"`);
  return policy;
}
