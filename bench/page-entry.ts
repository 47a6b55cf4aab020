/** The page side of the Chromium bench (browser.ts bundles this file): the shared sections, run in the page. */
import { runSections } from "./sections";
import type { Section } from "./report";

export function runBench(names: readonly string[]): { sections: Section[]; crossOriginIsolated: boolean } {
  return { sections: runSections(names), crossOriginIsolated: globalThis.crossOriginIsolated === true };
}
