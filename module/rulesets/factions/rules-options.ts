/** The factions rules readings a GM may change per world (docs/rules-notes.md). A leaf: the settings read it. */
import type { FactionsOptions } from "../../engine/rulesets/factions/options";

export const FACTIONS_RULES_OPTIONS = {
  settings: [
    { key: "factions.incapacitation", choices: ["heavy-hit", "half-health", "zero"] },
    { key: "factions.deadAtZero", choices: ["false", "true"] },
    { key: "factions.impaired", choices: ["keep-lower", "halve"] },
  ] as const,
  read: (value: (key: string) => string): { factions: Partial<FactionsOptions> } => ({
    factions: {
      incapacitation: value("factions.incapacitation") as FactionsOptions["incapacitation"],
      deadAtZero: value("factions.deadAtZero") === "true",
      impaired: value("factions.impaired") as FactionsOptions["impaired"],
    },
  }),
};
