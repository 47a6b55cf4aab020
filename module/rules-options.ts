/**
 * The rules readings a GM may change per world (docs/rules-notes.md): which world setting holds each, its
 * choices and default, and how the stored values become the engine's options. Plain data and functions, so the
 * mapping is tested without Foundry; module/settings.ts registers the settings from this table.
 */
import type { DamageOptions } from "./engine/rulesets/six-seconds/damage";
import type { HealthOptions } from "./engine/rulesets/frozen-lands/health";
import type { FactionsOptions } from "./engine/rulesets/factions/options";
import type { TacticaOptions } from "./engine/rulesets/tactica/options";

export interface RuleOptionSetting {
  /** The setting key under the system namespace. */
  key: string;
  /** Allowed stored values, each with its lang key; the first is the default. */
  choices: readonly string[];
}

export const RULE_OPTION_SETTINGS = [
  { key: "sixSeconds.dyingThreshold", choices: ["meets", "exceeds"] },
  { key: "frozenLands.overflowWounds", choices: ["false", "true"] },
  { key: "factions.incapacitation", choices: ["heavy-hit", "half-health", "zero"] },
  { key: "factions.deadAtZero", choices: ["false", "true"] },
  { key: "factions.impaired", choices: ["keep-lower", "halve"] },
  { key: "tactica.crossoverEvery", choices: ["2", "3", "4"] },
  { key: "tactica.massiveOutcome", choices: ["kia", "killing-blow"] },
  { key: "tactica.blockRule", choices: ["pool-compare", "spend-successes"] },
] as const satisfies readonly RuleOptionSetting[];

export type RuleOptionKey = (typeof RULE_OPTION_SETTINGS)[number]["key"];

export interface RulesOptions {
  sixSeconds: DamageOptions;
  frozenLands: HealthOptions;
  factions: Partial<FactionsOptions>;
  tactica: Partial<TacticaOptions>;
}

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
  const options: RulesOptions = {
    sixSeconds: { dyingThreshold: value("sixSeconds.dyingThreshold") as "meets" | "exceeds" },
    frozenLands: { overflowWounds: value("frozenLands.overflowWounds") === "true" },
    factions: {
      incapacitation: value("factions.incapacitation") as FactionsOptions["incapacitation"],
      deadAtZero: value("factions.deadAtZero") === "true",
      impaired: value("factions.impaired") as FactionsOptions["impaired"],
    },
    tactica: {
      crossoverEvery: Number(value("tactica.crossoverEvery")) as TacticaOptions["crossoverEvery"],
      massiveOutcome: value("tactica.massiveOutcome") as TacticaOptions["massiveOutcome"],
      blockRule: value("tactica.blockRule") as TacticaOptions["blockRule"],
    },
  };
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
