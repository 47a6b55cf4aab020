/** The six-seconds rules readings a GM may change per world (docs/rules-notes.md). A leaf: the settings read it. */
import type { DamageOptions } from "../../engine/rulesets/six-seconds/damage";

export const SIX_SECONDS_RULES_OPTIONS = {
  settings: [{ key: "sixSeconds.dyingThreshold", choices: ["meets", "exceeds"] }] as const,
  read: (value: (key: string) => string): { sixSeconds: DamageOptions } => ({
    sixSeconds: { dyingThreshold: value("sixSeconds.dyingThreshold") as "meets" | "exceeds" },
  }),
};
