/** World and client settings. The ruleset decides which stat block sheets, rolls and statuses use. */
import { DEFAULT_RULESET, RULESET_LABELS, SYSTEM_ID, isRulesetId } from "./config";
import type { RulesetId } from "./schema/choices";

export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "FRAY.Settings.Ruleset.Name",
    hint: "FRAY.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...RULESET_LABELS },
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
}

/** The world's ruleset; falls back to the default before settings are ready or if the stored value is unknown. */
export function currentRuleset(): RulesetId {
  const value: unknown = game.settings?.get(SYSTEM_ID, "ruleset");
  return isRulesetId(value) ? value : DEFAULT_RULESET;
}
