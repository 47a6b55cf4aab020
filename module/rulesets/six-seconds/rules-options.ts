/** The six-seconds rules readings a GM may change per world (docs/rules-notes.md). A leaf: the settings read it. */
import type { DamageOptions } from "../../engine/rulesets/six-seconds/damage";
import type { FlatFootedReading } from "../../engine/rulesets/six-seconds/conditions";

/** Which dying check: the Death section's (DC 4, −1 per wound) or the Conditions list's (DC 6, no wound penalty). */
export const DYING_CHECKS = ["death-section", "conditions-list"] as const;
export type DyingCheckReading = (typeof DYING_CHECKS)[number];

/** What Flat-Footed does: the Conditions list's "no defence rolls", or the Surprise section's −1 against the surpriser. */
export const FLAT_FOOTED_READINGS = ["no-defence", "minus-one-vs-source"] as const satisfies readonly FlatFootedReading[];

/** The world's six-seconds readings: the damage rule's, the dying check's and flat-footed's. */
export type SixSecondsWorldOptions = DamageOptions & { dyingCheck?: DyingCheckReading; flatFooted?: FlatFootedReading };

export const SIX_SECONDS_RULES_OPTIONS = {
  settings: [
    { key: "sixSeconds.dyingThreshold", choices: ["meets", "exceeds"] },
    { key: "sixSeconds.dyingCheck", choices: DYING_CHECKS },
    { key: "sixSeconds.flatFooted", choices: FLAT_FOOTED_READINGS },
  ] as const,
  read: (value: (key: string) => string): { sixSeconds: SixSecondsWorldOptions } => ({
    sixSeconds: { dyingThreshold: value("sixSeconds.dyingThreshold") as "meets" | "exceeds", dyingCheck: value("sixSeconds.dyingCheck") as DyingCheckReading, flatFooted: value("sixSeconds.flatFooted") as FlatFootedReading },
  }),
};
