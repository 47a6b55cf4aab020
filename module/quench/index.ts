/**
 * Registers Fray's in-world test batches with the Quench module. Inert without Quench: its `quenchReady` hook
 * never fires, and nothing else here runs.
 */
import { RULESETS } from "../schema/choices";
import { registerRulesetBatches } from "./batches";
import { registerTrapsBatch } from "./traps";
import type { Quench } from "./types";

export function registerQuenchBatches(): void {
  Hooks.once("quenchReady", (quench: Quench) => {
    registerRulesetBatches(quench, RULESETS);
    registerTrapsBatch(quench);
  });
}
