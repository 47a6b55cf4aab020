/**
 * The four rulesets by id: the one place the Foundry layer looks a ruleset up from the world setting.
 * Each ruleset module also exports its pieces by name; import those directly for anything specific.
 */
import { factions } from "./factions/index";
import { frozenLands } from "./frozen-lands/index";
import { sixSeconds } from "./six-seconds/index";
import { tactica } from "./tactica/index";
import { RULESET_IDS, type RulesetId } from "./ids";

export type { Ruleset, RulesetFunction, SharedOdds, SharedResolvers } from "./ruleset";

export { RULESET_IDS, type RulesetId };

export const RULESETS = {
  "six-seconds": sixSeconds,
  "frozen-lands": frozenLands,
  factions,
  tactica,
} as const;

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}

/** The ruleset for an id, or a clear error naming the ids there are. */
export function rulesetFor<I extends RulesetId>(id: I): (typeof RULESETS)[I];
export function rulesetFor(id: string): (typeof RULESETS)[RulesetId];
export function rulesetFor(id: string): (typeof RULESETS)[RulesetId] {
  if (!isRulesetId(id)) throw new RangeError(`unknown ruleset "${id}": expected one of ${RULESET_IDS.join(", ")}`);
  return RULESETS[id];
}
