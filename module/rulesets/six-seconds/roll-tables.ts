/**
 * Six Seconds' table in the "roll-tables" compendium: confusion, built from the engine's own table so the pack cannot
 * drift from the rules the engine applies. Foundry-free (the pack build reads it).
 */
import { CONFUSION_TABLE, type ConfusionEffect } from "../../engine/rulesets/six-seconds/confusion";
import type { RulesetRollTables } from "../../packs/roll-tables";

export const SIX_SECONDS_ROLL_TABLES = {
  sixSecondsConfusion: { id: "tdJkifgwl3DaS9Tg", name: "Confusion" },
} as const satisfies Record<string, { id: string; name: string }>;

const CONFUSION_NAMES: Record<ConfusionEffect, string> = {
  "roll-again-extend": "Roll again, confused longer",
  "attack-deadliest-scatter": "Deadliest attack, scatter direction",
  "attack-deadliest-most-disliked": "Deadliest attack on the most disliked",
  "attack-deadliest-closest": "Deadliest attack on the closest",
  panicked: "Panicked",
  "scream-and-reroll": "Scream and roll again",
  "throw-held-scatter": "Throw what is held",
  "attack-nearest-weakest": "Weakest attack on the nearest",
  "drop-held": "Drop what is held",
  stare: "Stare into space",
  "walk-scatter": "Walk off",
  "run-scatter": "Run off",
  hallucinate: "Hallucinate attackers",
  "fall-prone": "Fall prone",
  "sit-down": "Sit down",
  "control-round": "Control for the round",
  "control-1d6-rounds": "Control for 1d6 rounds",
  "control-minute": "Control for a minute",
};

export const sixSecondsRollTables: RulesetRollTables = {
  folder: { id: "dBlHIhToXKoKMSdM", name: "Six Seconds", sort: 200000 },
  tables: () => [
    {
      key: "sixSecondsConfusion",
      table: SIX_SECONDS_ROLL_TABLES.sixSecondsConfusion,
      formula: "1d20",
      description:
        "<p>Six Seconds confusion, rolled every round for a Confused character. A 1 rolls again (ignoring later 1s) and adds 1d6 rounds; a 6 rolls again while screaming (ignoring 5s). 16 and 17 read as 18.</p>",
      rows: CONFUSION_TABLE.map((e) => ({ range: [e.from, e.to], name: CONFUSION_NAMES[e.effect], description: `<p>${e.text}</p>`, flags: { confusion: e.effect } })),
    },
  ],
};
