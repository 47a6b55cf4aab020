/**
 * The order of an attack exchange, decided by the ruleset: an attack whose defence is declared before its dice are
 * rolled (tactica: "before they roll any dice the defender declares a defence"; factions: "The choice must be made
 * before rolling for damage") is posted with its waiting dice unrolled; each bound target declares on the card, then
 * the attack is rolled on the GM's client and resolved with the declared defences (chat/exchange/declare.ts).
 */
import type { DiceGroup } from "../../dice/card";

export interface DeclareFirstSlot {
  /**
   * How many of the attack request's dice groups (in order) are rolled when the card is posted; the rest wait for
   * the declarations. null: nothing waits (no target, a defence already declared in the dialog, another kind of
   * roll): the card is rolled whole, the defence (if any) comes after.
   */
  rollNow(request: unknown, groups: readonly DiceGroup[]): number | null;
  /** Whether the faces rolled so far leave a defence to declare (a factions hit save that missed leaves none). */
  waits(request: unknown, nowFaces: readonly number[]): boolean;
  /**
   * When the roll's write-back on the attacker is written: "posted", with the card (it reads none of the waiting
   * faces: tactica's attack is its next action, which ends its own marks), or "rolled" (the default: factions breaks
   * a damaged weapon on its damage dice).
   */
  writeBack?: "posted" | "rolled";
}
