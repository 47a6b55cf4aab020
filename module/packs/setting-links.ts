/**
 * The rules-option settings' hints link to the "Optional readings" page of their ruleset's rules journal: each
 * setting key starts with the ruleset's block key ("sixSeconds.dyingThreshold" → six-seconds).
 */
import { RULE_OPTION_SETTINGS, ruleOptionSettingKey } from "../rules-options";
import { RULESET_BLOCK_KEYS, RULESETS, type RulesetId } from "../schema/choices";
import { RULES_JOURNALS, rulesPageUuid } from "./rules-journals";

export interface SettingLink {
  /** The setting's form name ("fray.sixSeconds-dyingThreshold"). */
  name: string;
  ruleset: RulesetId;
  /** The readings page's UUID. */
  uuid: string;
}

export function settingReadingLinks(systemId = "fray"): SettingLink[] {
  return RULE_OPTION_SETTINGS.map((setting) => {
    const block = setting.key.split(".")[0];
    const ruleset = RULESETS.find((id) => RULESET_BLOCK_KEYS[id] === block);
    if (!ruleset) throw new RangeError(`rules option ${setting.key} names no ruleset block`);
    return { name: `${systemId}.${ruleOptionSettingKey(setting.key)}`, ruleset, uuid: rulesPageUuid(ruleset, RULES_JOURNALS[ruleset].pages.readings, systemId) };
  });
}
