/**
 * "The choice must be made before rolling for damage" (factions, Reacting): an attack on a target rolls its hit save
 * when posted, and its damage only after the target's reaction (or no reaction) is declared on the card. A miss
 * leaves nothing to react to (the card is rolled whole); an unaware target cannot react, so nothing waits either.
 */
import { queuedDice } from "../../engine/dice/source";
import { resolveAttack } from "../../engine/rulesets/factions/resolve-attack";
import type { DeclareFirstSlot } from "../contract/declare";
import type { FactionsAttackRequest } from "./attack";

function attackOf(request: unknown): FactionsAttackRequest | null {
  const req = request as Partial<FactionsAttackRequest> | null;
  // A concealed attacker takes its target by surprise: it cannot react either.
  if (req?.kind !== "factions.attack" || req.target === null || req.unaware || req.concealed) return null;
  return (req.input?.reaction?.kind ?? "none") === "none" ? (req as FactionsAttackRequest) : null;
}

export const factionsDeclareFirst: DeclareFirstSlot = {
  // The damage dice are the last group (factionsAttackDice): everything before them (the hit save) rolls now.
  rollNow: (request, groups) => (attackOf(request) && groups.length > 0 && groups[groups.length - 1]!.purpose === "FRAY.Roll.Damage" ? groups.length - 1 : null),
  waits: (request, nowFaces) => {
    const req = attackOf(request);
    if (!req) return false;
    // The hit as the engine reads it from the save alone (the damage dice stand in as 1s, never read on a miss).
    const stand = new Array<number>(64).fill(1);
    return resolveAttack(queuedDice([...nowFaces, ...stand]), req.input, req.options).kind === "hit";
  },
};
