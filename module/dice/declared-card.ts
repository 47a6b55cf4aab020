/**
 * The roll card of an attack posted before its waiting dice are rolled (the defence is declared first): the
 * attack's frame (title, kind, odds, modifiers) and the dice rolled so far (a factions hit save), no outcome nor
 * damage. Foundry-free. The frame comes from the ruleset's own card, resolved with stand-in faces (1s) for the
 * waiting dice and stripped of everything those faces decide.
 */
import type { CardData, DiceGroup } from "./card";

/** The lang key of a declared card's outcome line. */
export const DECLARED_OUTCOME = "FRAY.Exchange.Status.Declared";

export function declaredCard(dice: readonly DiceGroup[], resolve: (faces: readonly number[]) => CardData, nowFaces: readonly number[]): CardData | null {
  const needed = dice.reduce((n, g) => n + g.count, 0);
  if (nowFaces.length > needed) return null;
  let frame: CardData;
  try {
    frame = resolve([...nowFaces, ...new Array<number>(needed - nowFaces.length).fill(1)]);
  } catch {
    return null;
  }
  return {
    ...frame,
    dice: frame.dice.slice(0, nowFaces.length),
    total: null,
    target: null,
    details: [],
    outcome: { key: DECLARED_OUTCOME, data: {}, success: null },
    damage: null,
    hit: null,
  };
}
