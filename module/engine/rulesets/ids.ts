/**
 * The rulesets' ids, one per engine folder (and per adapter folder, module/rulesets/<id>/). A leaf, apart from
 * index.ts, so the Node build scripts and the world setting's choices (module/schema/choices.ts) read the list
 * without loading any ruleset.
 */
export const RULESET_IDS = ["six-seconds", "frozen-lands", "factions", "tactica"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
