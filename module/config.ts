/**
 * CONFIG.FRAY: the labels and choice lists the UI reads. Values are lang keys; Foundry localises them
 * where they are shown (selectOptions with localize=true, or game.i18n.localize in code).
 */
import { RULESETS, type RulesetId } from "./schema/choices";

export const SYSTEM_ID = "fray";

/** Lang key of each ruleset's display name. */
export const RULESET_LABELS: Record<RulesetId, string> = {
  "six-seconds": "FRAY.Ruleset.six-seconds",
  "frozen-lands": "FRAY.Ruleset.frozen-lands",
  factions: "FRAY.Ruleset.factions",
  tactica: "FRAY.Ruleset.tactica",
};

export const DEFAULT_RULESET: RulesetId = "six-seconds";

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESETS as readonly string[]).includes(value);
}

export const FRAY = {
  rulesets: RULESET_LABELS,
  defaultRuleset: DEFAULT_RULESET,
};

export type FrayConfig = typeof FRAY;
