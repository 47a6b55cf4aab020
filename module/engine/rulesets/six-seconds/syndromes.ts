/**
 * The text's "Example Poisons and Diseases" table as data, one SyndromeStats per row (poison.ts runs them), plus the
 * cells poison.ts has no field for: the Diagnosis DC as printed ("12/6 (see text)": the text it points to is not in
 * this chapter, so the label is kept) and Alcohol's Fort DC range 3–6 (`fortDc` is the low end: the GM picks).
 */
import type { SecondaryRoute, SyndromeRoute, SyndromeStats } from "./poison";
import { RADIATION_EXPOSURE } from "./radiation";

export interface ExampleSyndrome extends SyndromeStats {
  id: string;
  /** Primary Transmission as printed. */
  transmission: string;
  /** Diagnosis DC (the Medicine DC to tell what it is) as printed. */
  diagnosisDc: string;
  /** Alcohol's "3-6": fairly low alcohol content to extremely strong. */
  fortDcRange?: readonly [number, number];
}

const row = (
  id: string, name: string, transmission: string, routes: readonly SyndromeRoute[], secondary: SecondaryRoute, fortDc: number,
  diagnosisDc: string, checkRate: SyndromeStats["checkRate"], symptoms: string, extra: Partial<ExampleSyndrome> = {},
): ExampleSyndrome => Object.freeze({ id, name, transmission, routes, secondary, fortDc, diagnosisDc, checkRate, symptoms, ...extra });

const perRound = { count: 1, per: "round" } as const;
const radiation = (id: keyof typeof RADIATION_EXPOSURE): ExampleSyndrome => {
  const r = RADIATION_EXPOSURE[id];
  return row(`radiation-${id}`, r.name, "Radiation Exposure", r.routes, "none", r.fortDc, "4", r.checkRate, r.symptoms, { woundSymptoms: true });
};

/** Every row of the table, in the text's order. */
export const EXAMPLE_SYNDROMES: readonly ExampleSyndrome[] = Object.freeze([
  row("alcohol", "Alcohol", "Ingestion", ["ingestion"], "none", 3, "2", { count: 1, per: "drink" },
    "Drunk for 1d4 hours (see text)", { fortDcRange: [3, 6] }),
  row("infection", "Infection", "10% chance from unsterilized surgery", ["surgery"], "none", 4, "6", { count: 1, per: "day" },
    "1 cumulative wound, Nausea for 24 hrs", { woundSymptoms: true }),
  row("iocane-powder", "Iocane Powder", "Ingestion", ["ingestion"], "none", 10, "12/6 (see text)", perRound, "1 cumulative wound", { woundSymptoms: true }),
  row("plague", "Plague", "Flea bite", ["vector"], "airborne", 6, "4", { count: 1, per: "day" }, "1 cumulative wound, tired for 24 hours", { woundSymptoms: true }),
  radiation("extreme"),
  radiation("heavy"),
  radiation("light"),
  radiation("minor"),
  radiation("moderate"),
  row("sedative", "Sedative", "Injury", ["injury"], "none", 10, "4", perRound, "Unconsciousness 1d4 x 10 minutes"),
  row("chloroform", "Chloroform", "Inhaled", ["inhalation"], "none", 8, "4", perRound, "Unconsciousness 1d4 x 10 minutes"),
  row("snake-venom", "Snake Venom", "Injury", ["injury"], "none", 6, "4", perRound, "1 cumulative wound", { woundSymptoms: true }),
  row("spider-venom", "Spider Venom", "Injury", ["injury"], "none", 6, "4", perRound, "Staggered 1 round",
    { escalation: { failuresInRow: 3, effect: "full-body paralysis for 1 hour" } }),
  row("tear-gas", "Tear Gas", "Inhaled, Contact with eyes", ["inhalation", "contact"], "none", 6, "4", perRound,
    "Blinded (if it gets in your eyes), Staggered (if you inhale it) both for 1d6 rounds"),
  row("zombie-virus", "Zombie Virus", "Injury (zombie bite) or ingestion (infected material)", ["injury", "ingestion"], "none", 5,
    "12/7 (see text)", { count: 1, per: "hour" },
    "Random: 1 cumulative wound, morale penalty, or mobility penalty. Death creates a zombie in 1d4 rounds", { woundSymptoms: true }),
]);

export function exampleSyndrome(id: string): ExampleSyndrome {
  const found = EXAMPLE_SYNDROMES.find((s) => s.id === id);
  if (!found) throw new RangeError(`no six-seconds example syndrome "${id}"`);
  return found;
}
