/**
 * Sneaking in combat. Characters who launch an ambush start concealed and play a bonus round in which only they
 * act; enemies attacked by a concealed character are surprised and cannot react. Making noise or becoming visible
 * reveals a concealed character.
 */
export const REVEALING_ACTIONS = ["attack", "invoke-power", "talk", "move-without-sneaking", "walk-in-front-of-enemy", "make-noise"] as const;
export type RevealingAction = (typeof REVEALING_ACTIONS)[number];

export interface Concealable {
  id: string;
  concealed: boolean;
}

/** Who acts in the bonus round at the start of a fight (none: no bonus round). */
export function bonusRoundActors(characters: readonly Concealable[]): string[] {
  return characters.filter((c) => c.concealed).map((c) => c.id);
}

/** An attack by a concealed character takes the target by surprise: it cannot react. */
export function targetCanReactTo(attacker: Concealable): boolean {
  return !attacker.concealed;
}

/** Whether the action reveals the character (unlisted actions are the GM's call: they do not reveal here). */
export function reveals(action: string): boolean {
  return (REVEALING_ACTIONS as readonly string[]).includes(action);
}

/** The character after acting: concealed no longer if the action reveals them. */
export function afterAction<T extends Concealable>(character: T, action: string): T {
  return character.concealed && reveals(action) ? { ...character, concealed: false } : character;
}
