// Apart from registry.ts, like item-blocks.ts: the pack list and the journal links read it without the adapters.
import type { RulesetContent } from "./contract/content";
import { CONTENT as FACTIONS } from "./factions/content";
import { CONTENT as FROZEN_LANDS } from "./frozen-lands/content";
import { CONTENT as SIX_SECONDS } from "./six-seconds/content";
import { CONTENT as TACTICA } from "./tactica/content";
import type { RulesetId } from "../schema/choices";

/** Each ruleset's compendium content, in the rulesets' order. */
export const RULESET_CONTENT: Readonly<Record<RulesetId, RulesetContent>> = {
  "six-seconds": SIX_SECONDS,
  "frozen-lands": FROZEN_LANDS,
  factions: FACTIONS,
  tactica: TACTICA,
};
