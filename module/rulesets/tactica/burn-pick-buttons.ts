/**
 * The tracker's buttons for the owner's pick of a wound's burnt dice ("The owner may select which dice to convert to
 * 1's"): one per burnt face it may keep and other face it may burn instead (the engine's `burnMoves`, turn-burn-pick.ts).
 */
import type { CommandButton } from "../../applications/combat/tracker-view";
import { burnMoves } from "../../engine/rulesets/tactica/turn-burn-pick";
import type { TacticaFighter } from "../../engine/rulesets/tactica/turn-policy";

export function burnPickButtons(id: string, f: TacticaFighter): CommandButton[] {
  return burnMoves(f).map((m) => ({ label: { key: "FRAY.Tracker.Tactica.MoveBurn", data: { keep: m.keep, burn: m.burn } }, icon: "fa-solid fa-fire", command: { type: "moveBurn", combatant: id, keep: m.keep, burn: m.burn } }));
}

/** Which dice are a wound's burnt ones: those the engine noted, else the lowest `burnEachRoll` 1s. */
export function burntAt(f: TacticaFighter): Set<number> {
  if (f.burntFrom?.length) return new Set(f.burntFrom.map((b) => b.at));
  let left = f.burnEachRoll ?? 0;
  const out = new Set<number>();
  f.dice.forEach((v, i) => {
    if (v === 1 && left > 0) {
      out.add(i);
      left -= 1;
    }
  });
  return out;
}
