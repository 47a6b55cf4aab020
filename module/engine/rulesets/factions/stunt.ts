/**
 * Attack stunts: before the target chooses a reaction, the attacker proposes an alternative effect instead of
 * damage (disarmed, surrendering …). The GM must approve it; the target accepts it (no reaction, no damage) or
 * declines and the attack resolves as normal.
 */
export interface StuntProposal {
  /** The effect, in the attacker's words ("disarmed and incapacitated until the end of the stretch"). */
  effect: string;
  gmApproved: boolean;
}

export type StuntOutcome =
  | { kind: "accepted"; effect: string; damage: 0; reactionAllowed: false }
  | { kind: "declined"; reason: string; resolveNormally: true };

export function resolveStunt(proposal: StuntProposal, targetAccepts: boolean): StuntOutcome {
  if (typeof proposal?.effect !== "string" || proposal.effect.trim() === "") throw new TypeError("an attack stunt needs an effect");
  if (!proposal.gmApproved) return { kind: "declined", reason: "the GM did not approve the stunt", resolveNormally: true };
  if (!targetAccepts) return { kind: "declined", reason: "the target chose to resolve the attack as normal", resolveNormally: true };
  return { kind: "accepted", effect: proposal.effect, damage: 0, reactionAllowed: false };
}
