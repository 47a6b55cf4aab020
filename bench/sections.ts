/**
 * The bench sections that run the same in Node and in Chromium (page-entry.ts bundles this file for the page).
 * The sheet render (sheets.ts) drives Chromium from Node, so it is not one of them.
 */
import { areaSection } from "./areas";
import { attackSection } from "./attack";
import { diceSection } from "./dice";
import { oddsSection } from "./odds";
import { spreadOf } from "./measure";
import { timeReference } from "./reference";
import type { Section } from "./report";
import { schedulerSection } from "./scheduler";

/** The reference loop itself, now: its spread against REFERENCE_MACHINE_NS shows how busy the machine is. */
function referenceSection(): Section {
  for (let i = 0; i < 3; i++) timeReference();
  const spread = spreadOf(Array.from({ length: 21 }, () => timeReference()));
  return { title: "Reference loop (reference.ts): the yardstick of every ×ref", figures: [{ name: "reference loop, one run", spread, unit: "time", target: null }] };
}

export const SECTIONS: Readonly<Record<string, () => Section>> = {
  reference: referenceSection,
  dice: diceSection,
  odds: oddsSection,
  attack: attackSection,
  areas: areaSection,
  scheduler: () => schedulerSection(),
};

/** The named sections in order (every one when `names` is empty); an unknown name is an error naming it. */
export function runSections(names: readonly string[]): Section[] {
  const unknown = names.filter((n) => !Object.prototype.hasOwnProperty.call(SECTIONS, n));
  if (unknown.length > 0) throw new RangeError(`no bench section ${unknown.join(", ")} (there are ${Object.keys(SECTIONS).join(", ")})`);
  const chosen = ["reference", ...(names.length > 0 ? names.filter((n) => n !== "reference") : Object.keys(SECTIONS).slice(1))];
  return chosen.map((n) => SECTIONS[n]!());
}
