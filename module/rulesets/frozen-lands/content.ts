/** This ruleset's compendium content (contract/content.ts): its rules journal (the text gives no creature numbers, so no actors pack). */
import type { RulesetContent } from "../contract/content";

export const CONTENT: RulesetContent = {
  journal: { entry: "frayRulesFrozen0", tag: "FLnd", label: "FRAY.Packs.RulesFrozenLands" },
};
