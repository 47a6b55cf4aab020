/**
 * The rulesets' rules readings a GM may change per world, gathered for module/rules-options.ts (the settings).
 * Beside registry.ts rather than in it, like roll-table-registry.ts: it reads only these small Foundry-free leaves,
 * so the settings' types and tests need none of the adapters.
 */
import { FACTIONS_RULES_OPTIONS } from "./factions/rules-options";
import { FROZEN_LANDS_RULES_OPTIONS } from "./frozen-lands/rules-options";
import { SIX_SECONDS_RULES_OPTIONS } from "./six-seconds/rules-options";
import { TACTICA_RULES_OPTIONS } from "./tactica/rules-options";

/** In the settings window's order. */
export const RULES_OPTIONS_SOURCES = [SIX_SECONDS_RULES_OPTIONS, FROZEN_LANDS_RULES_OPTIONS, FACTIONS_RULES_OPTIONS, TACTICA_RULES_OPTIONS] as const;

/** One ruleset's setting, with its literal key and choices. */
export type RuleOptionSettingOf = (typeof RULES_OPTIONS_SOURCES)[number]["settings"][number];

/** Every ruleset's readings, each under its block key. */
export type RulesOptions = ReturnType<(typeof RULES_OPTIONS_SOURCES)[number]["read"]> extends infer U
  ? (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
    ? I
    : never
  : never;
