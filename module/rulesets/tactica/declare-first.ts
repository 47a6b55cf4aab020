/**
 * "Before they roll any dice the defender declares a defence" (tactica, Attacks): a sheet attack on a target is
 * posted with none of its dice rolled; the target declares Dodge, Block, Parry or no defence on the card, then the
 * attack is rolled. An attack rolled with a Parry typed in the dialog (its dice rolled first) is rolled whole.
 */
import type { DeclareFirstSlot } from "../contract/declare";
import type { TacticaAttackRequest } from "./attack";

function waiting(request: unknown): boolean {
  const req = request as Partial<TacticaAttackRequest> | null;
  return req?.kind === "tactica.attack" && req.target !== null && (req.input?.defence?.kind ?? "none") === "none";
}

export const tacticaDeclareFirst: DeclareFirstSlot = {
  rollNow: (request) => (waiting(request) ? 0 : null),
  waits: (request) => waiting(request),
  // The attack is the attacker's next action when it is made, whatever its dice (own-action.ts).
  writeBack: "posted",
};
