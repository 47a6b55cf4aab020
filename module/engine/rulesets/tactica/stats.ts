/**
 * The stats a tactica actor has, as plain data for the Foundry layer (label keys under FRAY.Tactica.*).
 */
export interface TacticaStatSpec {
  key: string;
  label: string;
  type: "number" | "boolean" | "choice";
  min?: number;
  max?: number;
  initial: number | boolean | string;
  choices?: readonly string[];
}

export const TACTICA_STATS: readonly TacticaStatSpec[] = Object.freeze([
  { key: "physical", label: "FRAY.Tactica.Stat.physical", type: "number", min: 0, max: 9, initial: 3 },
  { key: "mental", label: "FRAY.Tactica.Stat.mental", type: "number", min: 0, max: 9, initial: 3 },
  { key: "heroic", label: "FRAY.Tactica.Stat.heroic", type: "boolean", initial: false },
  { key: "heroicSide", label: "FRAY.Tactica.Stat.heroicSide", type: "choice", choices: ["physical", "mental"], initial: "physical" },
  { key: "stateless", label: "FRAY.Tactica.Stat.stateless", type: "boolean", initial: false },
  { key: "actionDice", label: "FRAY.Tactica.Stat.actionDice", type: "number", min: 1, max: 6, initial: 3 },
  { key: "body", label: "FRAY.Tactica.Stat.body", type: "number", min: -3, max: 9, initial: 0 },
  { key: "mind", label: "FRAY.Tactica.Stat.mind", type: "number", min: -3, max: 9, initial: 0 },
  { key: "soul", label: "FRAY.Tactica.Stat.soul", type: "number", min: -3, max: 9, initial: 0 },
  { key: "dex", label: "FRAY.Tactica.Stat.dex", type: "number", min: -3, max: 9, initial: 0 },
  { key: "size", label: "FRAY.Tactica.Stat.size", type: "number", min: 0, max: 20, initial: 1 },
  { key: "armour", label: "FRAY.Tactica.Stat.armour", type: "number", min: 0, max: 10, initial: 0 },
  { key: "crossoverEvery", label: "FRAY.Tactica.Stat.crossoverEvery", type: "choice", choices: ["2", "3", "4"], initial: "2" },
  { key: "fear", label: "FRAY.Tactica.Stat.fear", type: "choice", choices: ["", "scary", "fearsome", "dread", "terror", "fell"], initial: "" },
] as const);
