/**
 * The sequence of play as data: a. surprise, b. battlefield and positions, c. roll action dice, d. the countdown,
 * e. repeat c–d until the encounter is over, f. end. The countdown itself belongs to the turn policy.
 */
export const SEQUENCE_OF_PLAY = ["surprise", "positions", "roll-action-dice", "countdown", "end"] as const;
export type SequenceStep = (typeof SEQUENCE_OF_PLAY)[number];

export function nextStep(step: SequenceStep, encounterOver: boolean): SequenceStep | null {
  switch (step) {
    case "surprise":
      return "positions";
    case "positions":
      return "roll-action-dice";
    case "roll-action-dice":
      return "countdown";
    case "countdown":
      return encounterOver ? "end" : "roll-action-dice";
    case "end":
      return null;
    default:
      throw new RangeError(`unknown sequence step "${String(step)}"`);
  }
}
