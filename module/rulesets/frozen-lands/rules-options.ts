/** The frozen-lands rules readings a GM may change per world (docs/rules-notes.md). A leaf: the settings read it. */
import type { HealthOptions } from "../../engine/rulesets/frozen-lands/health";

export const FROZEN_LANDS_RULES_OPTIONS = {
  settings: [{ key: "frozenLands.overflowWounds", choices: ["false", "true"] }] as const,
  read: (value: (key: string) => string): { frozenLands: HealthOptions } => ({ frozenLands: { overflowWounds: value("frozenLands.overflowWounds") === "true" } }),
};
