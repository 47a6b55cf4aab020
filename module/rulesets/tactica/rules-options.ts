/** The tactica rules readings a GM may change per world (docs/rules-notes.md). A leaf: the settings read it. */
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";

export const TACTICA_RULES_OPTIONS = {
  settings: [
    { key: "tactica.crossoverEvery", choices: ["2", "3", "4"] },
    { key: "tactica.massiveOutcome", choices: ["kia", "killing-blow"] },
    { key: "tactica.blockRule", choices: ["pool-compare", "spend-successes"] },
    // "Neck and Groin maybe ignored as locations if you wish (they are optional)."
    { key: "tactica.neckAndGroin", choices: ["on", "off"] },
  ] as const,
  read: (value: (key: string) => string): { tactica: Partial<TacticaOptions> } => ({
    tactica: {
      crossoverEvery: Number(value("tactica.crossoverEvery")) as TacticaOptions["crossoverEvery"],
      massiveOutcome: value("tactica.massiveOutcome") as TacticaOptions["massiveOutcome"],
      blockRule: value("tactica.blockRule") as TacticaOptions["blockRule"],
      neckAndGroin: value("tactica.neckAndGroin") !== "off",
    },
  }),
};
