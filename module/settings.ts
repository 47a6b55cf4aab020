/** World and client settings. The ruleset decides which stat block sheets, rolls and statuses use. */
import { SYSTEM_ID } from "./config";
import { DEFAULT_RULESET, RULESET_LABELS, isRulesetId, type RulesetId } from "./rulesets/registry";
import { RULE_OPTION_SETTINGS, ruleOptionLabel, ruleOptionSettingKey, rulesOptionsFrom, type RulesOptions } from "./rules-options";
import { menuOrder, rulesMenuKey } from "./applications/settings/rules-menu-context";
import { refreshAfterRulesChange } from "./rules-refresh";

/** A settings submenu's form class (module/applications/settings/rules-menu.ts makes one per ruleset). */
export type MenuType = Parameters<typeof game.settings.registerMenu>[2]["type"];

/**
 * `menuFor` gives each ruleset's rules-options form: the readings sit in one submenu per ruleset, the world's first,
 * instead of in the settings list (without it, as in a Node test, no submenu is registered).
 */
export function registerSettings(menuFor?: (ruleset: RulesetId) => MenuType): void {
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
  // Each user's own: roll at once with the dialog's defaults (shift-click then shows it), as dnd5e's skipDialog settings.
  game.settings.register(SYSTEM_ID, "skipRollDialogs", {
    name: "FRAY.Settings.SkipRollDialogs.Name",
    hint: "FRAY.Settings.SkipRollDialogs.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
  });
  // Issue 27 item 6: the GM may keep an NPC's Toughness, defence and the odds off the players' cards (chat/npc-numbers.ts).
  game.settings.register(SYSTEM_ID, "hideNpcNumbers", {
    name: "FRAY.Settings.HideNpcNumbers.Name",
    hint: "FRAY.Settings.HideNpcNumbers.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  // The rules readings a GM may change; read when damage is applied, so no reload. Shown in their ruleset's submenu.
  for (const setting of RULE_OPTION_SETTINGS) {
    const choices: Record<string, string> = {};
    for (const choice of setting.choices) choices[choice] = ruleOptionLabel(setting.key, choice);
    game.settings.register(SYSTEM_ID, ruleOptionSettingKey(setting.key), {
      name: ruleOptionLabel(setting.key, "Name"),
      hint: ruleOptionLabel(setting.key, "Hint"),
      scope: "world",
      config: false,
      type: String,
      choices,
      default: setting.choices[0],
      // What actors derive from a reading (a crossover on the sheet) follows it at once, not at their next change.
      onChange: refreshAfterRulesChange,
    });
  }
  if (!menuFor) return;
  for (const ruleset of menuOrder(currentRuleset())) {
    game.settings.registerMenu(SYSTEM_ID, rulesMenuKey(ruleset), {
      name: RULESET_LABELS[ruleset],
      label: "FRAY.Settings.RulesMenu.Label",
      hint: "FRAY.Settings.RulesMenu.Hint",
      icon: "fa-solid fa-scale-balanced",
      type: menuFor(ruleset),
      restricted: true,
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

/** The user's "Skip roll dialogs" setting (false before settings are ready). */
export function skipsRollDialogs(): boolean {
  return game.settings?.get(SYSTEM_ID, "skipRollDialogs") === true;
}

/** The world's "Hide NPC numbers from players" (false before settings are ready). */
export function hideNpcNumbersSetting(): boolean {
  try {
    return game.settings?.get(SYSTEM_ID, "hideNpcNumbers") === true;
  } catch {
    return false;
  }
}
