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

/**
 * Add a link after each rules-option hint in the rendered settings form: a core content link (`a.content-link` with
 * `data-uuid`), which Foundry's global content-link handler opens (the enricher's own markup for @UUID links).
 * Each setting's input is named "<namespace>.<key>" inside a `div.form-group` of the `renderSettingsConfig` element
 * (modules select it so, e.g. the BG3-inspired hotbar's `[name="…"]` `.parents("div.form-group")`). GUESS: its hint
 * is the `.hint` of that group; without one, no link is added and the hint text still names the rules reference.
 */
export function linkSettingHints(root: ParentNode, label: string): number {
  let added = 0;
  for (const link of settingReadingLinks()) {
    const input = root.querySelector(`[name=${JSON.stringify(link.name)}]`);
    const hint = input?.closest(".form-group")?.querySelector(".hint");
    if (!hint || hint.querySelector("a.content-link")) continue;
    const a = hint.ownerDocument.createElement("a");
    a.className = "content-link";
    a.dataset["link"] = "";
    a.dataset["uuid"] = link.uuid;
    a.dataset["type"] = "JournalEntryPage";
    a.textContent = label;
    hint.append(" ", a);
    added++;
  }
  return added;
}
