/**
 * frozen-lands: the critical injury a condition over level 3 calls for ("If any condition goes over level 3, the
 * character is broken and suffers a critical injury"), whatever roll did it (a skill roll, a movement roll, a defence
 * on a card, an attack's Stress dice, the out-of-turn Awareness check). The Stress outcome counts it on the sheet
 * (system.frozenLands.injuriesDue, stress-outcome.ts); the sheet's *Roll critical injuries* (the GM's) draws that many
 * from the world table "Critical Injuries", creates each as an injury item, and sets the count back to 0. A Wound's
 * injury stays the hit's result card's (critical-injury.ts).
 */
import type { CardData } from "../../dice/card";
import type { ActionOutcome, SheetAction } from "../adapter";
import { drawInjuries } from "./critical-injury-glue";

export interface FrozenLandsInjuriesRequest {
  name: string;
  /** How many were due, and the injuries drawn for them. */
  due: number;
  drawn: string[];
}

export function resolveInjuriesDue(req: FrozenLandsInjuriesRequest): ActionOutcome {
  const card: CardData = {
    ruleset: "frozen-lands",
    title: req.name,
    kind: "FRAY.Action.FrozenLands.RollInjuriesDue",
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: "FRAY.Action.FrozenLands.InjuriesDrawn", data: { injuries: req.drawn.join(", ") }, success: null },
    odds: null,
    details: [],
  };
  return { card, update: { "system.frozenLands.injuriesDue": 0 } };
}

export const injuriesDueAction: SheetAction<FrozenLandsInjuriesRequest> = {
  // The draw is the GM's (the table is the GM's world table); it happens here, before the card that lists it.
  prepare: async ({ name, stats, uuid }) => {
    if (!game.user.isGM) throw new RangeError("only the GM rolls critical injuries");
    const due = stats.frozenLands.injuriesDue;
    if (due <= 0) throw new RangeError(`${name} has no critical injury to roll`);
    const actor = uuid ? await fromUuid(uuid) : null;
    if (!(actor instanceof Actor)) throw new RangeError("the actor to roll critical injuries for was not found");
    const keys = Array.from({ length: due }, () => `${uuid}#condition#${foundry.utils.randomID()}`);
    const drawn = await drawInjuries(actor, keys);
    return drawn === null ? null : { name, due, drawn };
  },
  dice: () => [],
  resolve: resolveInjuriesDue,
};
