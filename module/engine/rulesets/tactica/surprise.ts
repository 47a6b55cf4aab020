/**
 * Surprise. A surprised creature gets no defence dice, only passive armour (no shields), and may not soak damage into
 * a State. In the surprise round the surprising side gets all its action dice and the surprised side none, so the
 * round closes at once when the surprisers are done. A GM may give more dice for severe surprise.
 */
export interface SurpriseRound {
  /** Action dice each creature gets this round. */
  actionDice: Record<string, number>;
  /** Creatures that may not defend or soak this round. */
  surprised: string[];
}

export function surpriseRound(creatures: readonly { id: string; side: string; actionDice: number }[], surprisedSides: readonly string[], severeBonus = 0): SurpriseRound {
  if (!Number.isInteger(severeBonus) || severeBonus < 0) throw new RangeError(`severe surprise bonus must be a whole number ≥ 0, got ${severeBonus}`);
  const actionDice: Record<string, number> = {};
  const surprised: string[] = [];
  for (const c of creatures) {
    if (!Number.isInteger(c.actionDice) || c.actionDice < 0) throw new RangeError(`${c.id}: action dice must be a whole number ≥ 0`);
    if (surprisedSides.includes(c.side)) {
      actionDice[c.id] = 0;
      surprised.push(c.id);
    } else actionDice[c.id] = c.actionDice + severeBonus;
  }
  return { actionDice, surprised };
}
