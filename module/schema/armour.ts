/**
 * The `armour` item's ruleset blocks (armour and shields): the fields each ruleset's rules read. One spec for the
 * item data model (module/data/item/schema.ts adds the ruleset's default) and the pack validator.
 *  - six-seconds: the Defence bonus (the best source counts), the mobility penalty it imposes, and the wounds an
 *    attack on the armour itself gave it (destroyed: unusable);
 *  - frozen-lands: the armour value taken off each hit;
 *  - factions: the armour value (an actor's total never above 3) and the gear's wear (durability: damaged, broken);
 *  - tactica: bonus ranks, the Block dice a shield adds, and the passive armour value a worn piece gives.
 */
import { bool, html, int, optObj } from "../data/shared/spec";
import { GEAR_WEAR } from "../rulesets/item-blocks";

export const ARMOUR_FIELDS = {
  description: html(),
  equipped: bool(true),
  shield: bool(false),
  // six-seconds armour attacked as an object ("Attacking a Worn or Held Item"): the wounds it took, destroyed when beaten.
  sixSeconds: optObj({ defence: int(0, { min: -10, max: 20 }), mobilityPenalty: int(0, { min: 0, max: 20 }), wounds: int(0, { min: 0, max: 99 }), destroyed: bool(false) }),
  frozenLands: optObj({ armour: int(0, { min: 0, max: 20 }) }),
  factions: optObj({ armour: int(0, { min: 0, max: 3 }), ...GEAR_WEAR }),
  tactica: optObj({ physicalRanks: int(0, { min: 0, max: 9 }), mentalRanks: int(0, { min: 0, max: 9 }), block: int(0, { min: 0, max: 10 }), armour: int(0, { min: 0, max: 10 }) }),
};
