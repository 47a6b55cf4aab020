/** The tactica rules readings a GM may change per world (docs/rules-notes.md). A leaf: the settings read it. */
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";

/** "1-2" → +1d minor, +2d major (the setting's choices). */
function advantageDiceOf(v: string): TacticaOptions["advantageDice"] {
  const [minor, major] = v.split("-").map(Number);
  return { minor: minor ?? 1, major: major ?? 2 };
}

export const TACTICA_RULES_OPTIONS = {
  settings: [
    { key: "tactica.crossoverEvery", choices: ["2", "3", "4"] },
    { key: "tactica.massiveOutcome", choices: ["kia", "killing-blow"] },
    { key: "tactica.blockRule", choices: ["pool-compare", "spend-successes"] },
    // "Neck and Groin maybe ignored as locations if you wish (they are optional)."
    { key: "tactica.neckAndGroin", choices: ["on", "off"] },
    // "GMs may restrict the total number of people that can attack another based around some maximum number (maybe 4
    // for a man sized target)": none unless the GM sets one.
    { key: "tactica.maxAttackersPerTarget", choices: ["none", "1", "2", "3", "4", "5", "6", "8"] },
    // "Standard modifiers to a melee attack roll" prints no dice for minor / major Advantage: "minor-major", +1d / +2d
    // unless the GM sets another.
    { key: "tactica.advantageDice", choices: ["1-2", "1-1", "2-2", "2-3", "2-4", "0-0"] },
    // "The Turning Template allows the chariot to move its full distance (7-9 inches)": the template's length in grid
    // squares, the text printing no inches-to-squares scale; unchecked unless the GM sets one.
    { key: "tactica.chariotTemplateSquares", choices: ["none", "6", "7", "8", "9", "10", "12", "14", "16", "18"] },
  ] as const,
  read: (value: (key: string) => string): { tactica: Partial<TacticaOptions> } => ({
    tactica: {
      crossoverEvery: Number(value("tactica.crossoverEvery")) as TacticaOptions["crossoverEvery"],
      massiveOutcome: value("tactica.massiveOutcome") as TacticaOptions["massiveOutcome"],
      blockRule: value("tactica.blockRule") as TacticaOptions["blockRule"],
      neckAndGroin: value("tactica.neckAndGroin") !== "off",
      maxAttackersPerTarget: /^[1-9]$/.test(value("tactica.maxAttackersPerTarget")) ? Number(value("tactica.maxAttackersPerTarget")) : null,
      advantageDice: advantageDiceOf(value("tactica.advantageDice")),
      chariotTemplateSquares: /^[0-9]+$/.test(value("tactica.chariotTemplateSquares")) ? Number(value("tactica.chariotTemplateSquares")) : null,
    },
  }),
};
