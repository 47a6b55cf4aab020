/** The six-seconds rules readings a GM may change per world (docs/rules-notes.md). A leaf: the settings read it. */
import type { DamageOptions } from "../../engine/rulesets/six-seconds/damage";

/** Which dying check: the Death section's (DC 4, −1 per wound) or the Conditions list's (DC 6, no wound penalty). */
export const DYING_CHECKS = ["death-section", "conditions-list"] as const;
export type DyingCheckReading = (typeof DYING_CHECKS)[number];

/** The world's six-seconds readings: the damage rule's and the dying check's. */
export type SixSecondsWorldOptions = DamageOptions & { dyingCheck?: DyingCheckReading };

export const SIX_SECONDS_RULES_OPTIONS = {
  settings: [
    { key: "sixSeconds.dyingThreshold", choices: ["meets", "exceeds"] },
    { key: "sixSeconds.dyingCheck", choices: DYING_CHECKS },
  ] as const,
  read: (value: (key: string) => string): { sixSeconds: SixSecondsWorldOptions } => ({
    sixSeconds: { dyingThreshold: value("sixSeconds.dyingThreshold") as "meets" | "exceeds", dyingCheck: value("sixSeconds.dyingCheck") as DyingCheckReading },
  }),
};
