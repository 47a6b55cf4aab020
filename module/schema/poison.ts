/**
 * The `poison` item: a six-seconds syndrome (poison, disease or radiation) from the "Poison and Disease" table.
 */
import {
  CHECK_RATE_UNITS,
  RULESETS,
  SECONDARY_TRANSMISSIONS,
  SYNDROME_CATEGORIES,
  TRANSMISSIONS,
  type CheckRateUnit,
  type RulesetId,
  type SecondaryTransmission,
  type SyndromeCategory,
  type Transmission,
} from "./choices";
import type { ObjectSpec } from "./spec";

export interface PoisonSystem {
  ruleset: RulesetId;
  description: string;
  category: SyndromeCategory;
  /** Primary transmission: the routes, plus the table's own wording (e.g. "Flea bite"). */
  transmission: { routes: Transmission[]; text: string };
  secondaryTransmission: SecondaryTransmission;
  /** Fortitude DC; a range when the text gives one (alcohol 3–6), else min = max. */
  fortDc: { min: number; max: number };
  /** Medicine DC to diagnose; some rows give a second value ("12/6 (see text)"). */
  diagnosisDc: { value: number; alternative?: number };
  /** One Fortitude check per `count` `per` (e.g. 1 per round). */
  checkRate: { count: number; per: CheckRateUnit };
  /** The symptoms column, verbatim. */
  symptoms: string;
  /** The symptoms can include wounds: no natural healing while afflicted ("which can afflict wounds as a symptom"). */
  woundSymptoms: boolean;
  /** A worse effect after this many failed checks in a row (spider venom: 3 → full-body paralysis for 1 hour). */
  escalation?: { failuresInRow: number; effect: string };
}

const dc = { kind: "number", integer: true, min: 0 } as const;

export const POISON_SYSTEM_SPEC: ObjectSpec = {
  kind: "object",
  fields: {
    ruleset: { kind: "choice", choices: RULESETS, noun: "ruleset" },
    description: { kind: "string", html: true, blank: true },
    category: { kind: "choice", choices: SYNDROME_CATEGORIES, noun: "syndrome category" },
    transmission: {
      kind: "object",
      fields: {
        routes: {
          kind: "array",
          unique: true,
          minLength: 1,
          element: { kind: "choice", choices: TRANSMISSIONS, noun: "transmission" },
        },
        text: { kind: "string" },
      },
    },
    secondaryTransmission: { kind: "choice", choices: SECONDARY_TRANSMISSIONS, noun: "secondary transmission" },
    fortDc: { kind: "object", fields: { min: dc, max: dc } },
    diagnosisDc: { kind: "object", fields: { value: dc, alternative: { ...dc, optional: true } } },
    checkRate: {
      kind: "object",
      fields: {
        count: { kind: "number", integer: true, min: 1 },
        per: { kind: "choice", choices: CHECK_RATE_UNITS, noun: "check-rate unit" },
      },
    },
    symptoms: { kind: "string" },
    woundSymptoms: { kind: "boolean" },
    escalation: {
      kind: "object",
      optional: true,
      fields: { failuresInRow: { kind: "number", integer: true, min: 1 }, effect: { kind: "string" } },
    },
  },
};
