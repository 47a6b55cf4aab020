/**
 * The rules-options submenus of the settings window, Foundry-free: one menu per ruleset (the world's first), each
 * listing that ruleset's rules readings (its adapter's rules-options.ts) as selects, and the submitted form checked
 * back into setting values.
 */
import { RULE_OPTION_SETTINGS, ruleOptionLabel, ruleOptionSettingKey, type RuleOptionKey } from "../../rules-options";
import { RULESETS, RULESET_BLOCK_KEYS, type RulesetId } from "../../schema/choices";

/** The rulesets in the settings window's order: the world's ruleset first, then the others as registered. */
export function menuOrder(world: RulesetId): RulesetId[] {
  return [world, ...RULESETS.filter((id) => id !== world)];
}

/** The menu's setting key for a ruleset ("rules-six-seconds"). */
export function rulesMenuKey(ruleset: RulesetId): string {
  return `rules-${ruleset}`;
}

/** One ruleset's readings: the settings whose key starts with its block key. */
export function rulesetOptionKeys(ruleset: RulesetId): RuleOptionKey[] {
  const block = RULESET_BLOCK_KEYS[ruleset];
  return RULE_OPTION_SETTINGS.filter((s) => s.key.split(".")[0] === block).map((s) => s.key);
}

export interface RulesMenuRow {
  /** The form field's name: the setting's key ("tactica-blockRule"). */
  name: string;
  /** Lang keys. */
  label: string;
  hint: string;
  choices: { value: string; label: string; selected: boolean }[];
}

function choicesOf(key: RuleOptionKey): readonly string[] {
  return RULE_OPTION_SETTINGS.find((s) => s.key === key)!.choices;
}

/** The menu's rows, each select showing the stored value (`read` takes the setting's key). */
export function rulesMenuRows(ruleset: RulesetId, read: (settingKey: string) => unknown): RulesMenuRow[] {
  return rulesetOptionKeys(ruleset).map((key) => {
    const name = ruleOptionSettingKey(key);
    const stored = read(name);
    return {
      name,
      label: ruleOptionLabel(key, "Name"),
      hint: ruleOptionLabel(key, "Hint"),
      choices: choicesOf(key).map((value) => ({ value, label: ruleOptionLabel(key, value), selected: value === stored })),
    };
  });
}

/**
 * The setting values from the submitted form: every field of the ruleset's menu, each one of its choices. A missing
 * field, a value that is not a choice, or a field of another menu throws a RangeError naming it; nothing is saved.
 */
export function rulesMenuValues(ruleset: RulesetId, form: Readonly<Record<string, unknown>>): { key: string; value: string }[] {
  const keys = rulesetOptionKeys(ruleset);
  const names = new Set(keys.map((k) => ruleOptionSettingKey(k) as string));
  for (const field of Object.keys(form)) if (!names.has(field)) throw new RangeError(`rules options: "${field}" is not a ${ruleset} setting`);
  return keys.map((key) => {
    const name = ruleOptionSettingKey(key);
    const value = form[name];
    if (typeof value !== "string" || !choicesOf(key).includes(value)) throw new RangeError(`rules options: ${name} must be one of ${choicesOf(key).join(", ")}, got ${JSON.stringify(value)}`);
    return { key: name, value };
  });
}
