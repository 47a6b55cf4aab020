/** World and client settings. The ruleset decides which stat block sheets, rolls and statuses use. */
import { SYSTEM_ID } from "./config";
import { DEFAULT_RULESET, RULESET_LABELS, isRulesetId, type RulesetId } from "./rulesets/registry";
import { RULE_OPTION_SETTINGS, ruleOptionLabel, ruleOptionSettingKey, rulesOptionsFrom, type RulesOptions } from "./rules-options";

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
  // The rules readings a GM may change (docs/rules-notes.md); read when damage is applied, so no reload.
  for (const setting of RULE_OPTION_SETTINGS) {
    const choices: Record<string, string> = {};
    for (const choice of setting.choices) choices[choice] = ruleOptionLabel(setting.key, choice);
    game.settings.register(SYSTEM_ID, ruleOptionSettingKey(setting.key), {
      name: ruleOptionLabel(setting.key, "Name"),
      hint: ruleOptionLabel(setting.key, "Hint"),
      scope: "world",
      config: true,
      type: String,
      choices,
      default: setting.choices[0],
    });
  }
}

/** The world's rules options for the engine; a stored value that is not a choice is reported and the default used. */
export function currentRulesOptions(): RulesOptions {
  const { options, problems } = rulesOptionsFrom((key) => game.settings?.get(SYSTEM_ID, ruleOptionSettingKey(key)));
  for (const problem of problems) console.warn(`Fray | ${problem}`);
  return options;
}

/** The world's ruleset; falls back to the default before settings are ready or if the stored value is unknown. */
export function currentRuleset(): RulesetId {
  const value: unknown = game.settings?.get(SYSTEM_ID, "ruleset");
  return isRulesetId(value) ? value : DEFAULT_RULESET;
}
