/** This ruleset's compendium content (contract/content.ts): its rules journal and the text's cast. */
import type { RulesetContent } from "../contract/content";

export const CONTENT: RulesetContent = {
  journal: { entry: "frayRulesSixSec0", tag: "SSix", label: "FRAY.Packs.RulesSixSeconds" },
  actors: { label: "FRAY.Packs.ActorsSixSeconds", itemTypes: ["weapon", "armour", "combo", "technique"] },
};
