/**
 * Long chases: the fleeing characters make a group AGI save; those who pass escape, those who fail are caught.
 * Fleeing characters who are faster (or keep the pace longer) escape without a save; slower ones cannot escape.
 */
import type { DiceSource } from "../../dice/source";
import type { FactionsOptions } from "./options";
import type { FactionsSave } from "./saves";
import { factionsSave } from "./saves";

export type Pace = "faster" | "even" | "slower";

export interface ChaseResult {
  id: string;
  escaped: boolean;
  save: FactionsSave | null;
}

export function resolveChase(dice: DiceSource, fleeing: readonly { id: string; agi: number }[], pace: Pace, options?: Partial<FactionsOptions>): ChaseResult[] {
  if (pace !== "faster" && pace !== "even" && pace !== "slower") throw new TypeError(`pace must be faster, even or slower, got ${String(pace)}`);
  return fleeing.map((f) => {
    if (pace === "faster") return { id: f.id, escaped: true, save: null };
    if (pace === "slower") return { id: f.id, escaped: false, save: null };
    const save = factionsSave(dice, "agi", f.agi, options);
    return { id: f.id, escaped: save.success, save };
  });
}
