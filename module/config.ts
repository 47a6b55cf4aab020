/**
 * CONFIG.FRAY: the labels and choice lists the UI reads. Values are lang keys; Foundry localises them
 * where they are shown (selectOptions with localize=true, or game.i18n.localize in code).
 */
import { DEFAULT_RULESET, RULESET_LABELS, isRulesetId } from "./rulesets/registry";

export const SYSTEM_ID = "fray";

export { DEFAULT_RULESET, RULESET_LABELS, isRulesetId };

export const FRAY = {
  rulesets: RULESET_LABELS,
  defaultRuleset: DEFAULT_RULESET,
};

export type FrayConfig = typeof FRAY;
