/**
 * The rules readings a GM may change per world (docs/rules-notes.md): which world setting holds each, its
 * choices and default (each ruleset's in its adapter folder's rules-options.ts), and how the stored values become the
 * engine's options. Plain data and functions, so the mapping is tested without Foundry; module/settings.ts registers
 * the settings from this table.
 */
import type { RuleOptionSetting } from "./rulesets/contract/options";
import { RULES_OPTIONS_SOURCES, type RuleOptionSettingOf, type RulesOptions } from "./rulesets/rules-options-registry";

export type { RuleOptionSetting } from "./rulesets/contract/options";
export type { RulesOptions } from "./rulesets/rules-options-registry";

/** Every ruleset's settings (each adapter folder's rules-options.ts), in the settings window's order. */
export const RULE_OPTION_SETTINGS: readonly RuleOptionSettingOf[] = RULES_OPTIONS_SOURCES.flatMap((source): readonly RuleOptionSettingOf[] => source.settings) satisfies readonly RuleOptionSetting[];

export type RuleOptionKey = (typeof RULE_OPTION_SETTINGS)[number]["key"];

export interface RulesOptionsRead {
  options: RulesOptions;
  /** One message per stored value that was not a choice (the default was used instead). */
  problems: string[];
}

/** The engine options from stored setting values; an unknown value falls back to the default and is reported. */
export function rulesOptionsFrom(read: (key: RuleOptionKey) => unknown): RulesOptionsRead {
  const problems: string[] = [];
  const value = <K extends RuleOptionKey>(key: K): string => {
    const setting = RULE_OPTION_SETTINGS.find((s) => s.key === key)!;
    let stored: unknown;
    try {
      stored = read(key);
    } catch (e) {
      problems.push(`setting ${key}: could not be read (${e instanceof Error ? e.name : "error"}); using ${setting.choices[0]}`);
      return setting.choices[0];
    }
    // Only text, a number or true/false can name a choice; anything else (an object, a BigInt …) is refused, not converted.
    if (stored !== undefined && stored !== null && typeof stored !== "string" && typeof stored !== "number" && typeof stored !== "boolean") {
      problems.push(`setting ${key}: expected one of ${setting.choices.join(", ")}, got ${Array.isArray(stored) ? "a list" : `a ${typeof stored}`}; using ${setting.choices[0]}`);
      return setting.choices[0];
    }
    const text = stored === undefined || stored === null ? setting.choices[0] : String(stored);
    if ((setting.choices as readonly string[]).includes(text)) return text;
    problems.push(`setting ${key}: "${text}" is not one of ${setting.choices.join(", ")}; using ${setting.choices[0]}`);
    return setting.choices[0];
  };
  // Each ruleset reads its own part; they sit side by side under their block keys.
  const options = Object.assign({}, ...RULES_OPTIONS_SOURCES.map((source) => source.read((key) => value(key as RuleOptionKey)))) as RulesOptions;
  return { options, problems };
}

/** The world setting's key: "sixSeconds.dyingThreshold" is stored as "fray.sixSeconds-dyingThreshold". */
export function ruleOptionSettingKey<K extends RuleOptionKey>(key: K): RuleOptionSettingKey<K> {
  return key.replace(".", "-") as RuleOptionSettingKey<K>;
}
export type RuleOptionSettingKey<K extends RuleOptionKey = RuleOptionKey> = K extends `${infer A}.${infer B}` ? `${A}-${B}` : never;

/** The lang key of a rules-option setting's name, hint, or one of its choices. */
export function ruleOptionLabel(key: RuleOptionKey, part: string): string {
  return part === "Name" || part === "Hint" ? `FRAY.Settings.Rules.${key}.${part}` : `FRAY.Settings.Rules.${key}.Choice.${part}`;
}
