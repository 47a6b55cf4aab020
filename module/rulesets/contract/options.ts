/** A ruleset's rules readings a GM may change per world (docs/rules-notes.md): its settings and how they become its options. */

export interface RuleOptionSetting {
  /** The setting's key, "<block key>.<name>" (stored under the system namespace as "<block key>-<name>"). */
  key: string;
  /** Allowed stored values, each with its lang key; the first is the default. */
  choices: readonly string[];
}

/** The adapter's rules readings: its settings, and its part of the world's options from their stored values. */
export interface RulesOptionsSlot<O extends object = object> {
  settings: readonly RuleOptionSetting[];
  /** Its options ({ <block key>: … }) from the settings' values, each already one of its choices. */
  read(value: (key: string) => string): O;
}
