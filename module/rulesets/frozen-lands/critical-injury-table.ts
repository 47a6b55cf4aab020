/**
 * Fray's default Frozen Lands physical critical injuries table. The rules text names the table ("For each Wound you
 * suffer, roll on the physical critical injuries table") but prints no rows, and the engine's own default is empty
 * (no injury invented). A GM who clicks "roll critical injury" expects a table to roll on, so the compendium ships
 * this d6 table, built only from effects the text already has (one action or Reaction fewer, one success fewer on a
 * family of rolls, a Stress). It is labelled as Fray's and a GM replaces it by importing and editing the table
 * (docs/rules-notes/frozen-lands.md).
 */
import { checkCriticalInjuryTable, type CriticalInjuryTable } from "../../engine/rulesets/frozen-lands/critical-injuries";

export interface CriticalInjuryRow {
  min: number;
  max: number;
  id: string;
  /** Short name (the created injury item's name). */
  name: string;
  text: string;
}

export const FRAY_CRITICAL_INJURY_ROWS: readonly CriticalInjuryRow[] = [
  { min: 1, max: 1, id: "winded", name: "Winded", text: "Knocked breathless: one action fewer next round." },
  { min: 2, max: 2, id: "deep-gash", name: "Deep Gash", text: "A bleeding cut: take 1 Stress now. It heals with the Wound." },
  { min: 3, max: 3, id: "cracked-ribs", name: "Cracked Ribs", text: "Body and Agility rolls lose one success until the Wound heals." },
  { min: 4, max: 4, id: "wrenched-arm", name: "Wrenched Arm", text: "Melee and Marksmanship rolls lose one success until the Wound heals." },
  { min: 5, max: 5, id: "twisted-leg", name: "Twisted Leg", text: "Mobility and Athletics rolls lose one success until the Wound heals." },
  { min: 6, max: 6, id: "head-blow", name: "Blow to the Head", text: "One Reaction fewer each round (as Dazed) until the Wound heals." },
];

/** The same rows as the engine's table type, checked by the engine (ranges inside the die, no overlaps). */
export const FRAY_CRITICAL_INJURY_TABLE: CriticalInjuryTable = checkCriticalInjuryTable({
  die: 6,
  entries: FRAY_CRITICAL_INJURY_ROWS.map(({ min, max, id, text }) => ({ min, max, id, text })),
});
