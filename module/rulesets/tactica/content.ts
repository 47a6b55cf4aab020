/** This ruleset's compendium content (contract/content.ts): its rules journal and the text's cast. */
import type { RulesetContent } from "../contract/content";

export const CONTENT: RulesetContent = {
  journal: { entry: "frayRulesTactica", tag: "Tact", label: "FRAY.Packs.RulesTactica" },
  actors: { label: "FRAY.Packs.ActorsTactica", itemTypes: ["weapon", "armour"] },
};
