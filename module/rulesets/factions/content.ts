/** This ruleset's compendium content (contract/content.ts): its rules journal and the text's cast. */
import type { RulesetContent } from "../contract/content";

export const CONTENT: RulesetContent = {
  journal: { entry: "frayRulesFaction", tag: "Fact", label: "FRAY.Packs.RulesFactions" },
  actors: { label: "FRAY.Packs.ActorsFactions", itemTypes: ["weapon", "armour"] },
};
