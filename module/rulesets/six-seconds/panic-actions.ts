/**
 * A Panicked character's flight, from its sheet: "The character flees as fast as possible from the source of fear …
 * If there are multiple possible escape paths, roll a scatter die and run in that direction." The sheet's *Panicked:
 * which way* rolls the scatter d8 (the engine's scatterDirection, 1 = north, clockwise) and the card names the way to
 * run; which paths are open is the map's (the GM's call), and the run itself is the player's move on the board.
 */
import { scatterDirection } from "../../engine/dice/scatter";
import type { CardData, DiceGroup } from "../../dice/card";
import { plainCard } from "./plain-card";
import type { ActionOutcome, SheetAction } from "../adapter";

const K = "FRAY.Action.SixSeconds.Panic";

export interface SixSecondsPanicRequest {
  name: string;
}

export const panicDice = (): DiceGroup[] => [{ count: 1, sides: 8, purpose: `${K}.Scatter` }];

export function resolveSixSecondsPanic(req: SixSecondsPanicRequest, faces: readonly number[]): ActionOutcome {
  const way = scatterDirection(faces[0] ?? 0);
  const card: CardData = {
    ...plainCard(req.name, `${K}.Kind`),
    dice: [{ value: way.roll, mark: "plain" }],
    outcome: { key: `${K}.Flee`, data: { directionKey: `${K}.Direction.${way.direction}` }, success: null },
    details: [],
  };
  return { card, update: {} };
}

export const panicFlightAction: SheetAction<SixSecondsPanicRequest> = {
  prepare: async ({ name, statuses, localize }) => {
    if (!statuses.includes("six-seconds.panicked")) throw new RangeError(localize(`${K}.NotPanicked`));
    return { name };
  },
  dice: panicDice,
  resolve: resolveSixSecondsPanic,
};
