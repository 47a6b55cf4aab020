/**
 * "Bleeder: ... The target must make a BODY roll at the start of each Round or suffer an extra Physical Rank loss.
 * Multiple bleeder results to different locations will accumulate, but another bleeder result to the same location
 * will not. If a -2d is indicated then the number of dice used for that roll is decreased by 2."
 * The sheet's *Bleeding (start of the round)*: one BODY roll (4 + the sheet's BODY) per bleeding location among the
 * actor's tactica injury items (a second item at the same location counts once; the Neck's and the Groin's bleeders
 * −2d, as their tables mark them), each failure a Physical Rank, written back. A healed wound's item is deleted by the
 * GM ("until magical healing is applied or first aid and complete rest is started"), and it bleeds no more.
 */
import { queuedDice } from "../../engine/dice/source";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { injuriesFromRecords } from "../../engine/rulesets/tactica/injuries/areas";
import { bleed } from "../../engine/rulesets/tactica/injuries/injury";
import type { CardData, DiceGroup } from "../../dice/card";
import type { ActionOutcome, SheetAction, SheetActionItem } from "../adapter";
import { card, dieMarks, pool } from "./action-parts";
import { injuryRecords } from "./armour-items";
import { creatureWriteBack } from "./creature-write-back";
import { tacticaCreatureOf } from "./damage";
import type { DiceModifier } from "../../engine/modifiers";
import { rolledWith, rollerDice, rollerEach, rollerFirst, rollerTotal } from "./roll-modifiers";

export interface TacticaBleedRequest {
  name: string;
  creature: TacticaCreature;
  body: number;
  /** The roller's own dice: its injuries on every location's roll, a waiting effort die on the first (roll-modifiers.ts). */
  roller?: DiceModifier[];
}

/** The bleeding locations among the items, once each, with the dice their table's bleeder row takes off. */
export function bleeders(items: readonly SheetActionItem[]): TacticaCreature["injuries"] {
  return injuriesFromRecords(injuryRecords(items)).filter((i) => i.effect === "bleeder");
}

export function tacticaBleedDice(req: TacticaBleedRequest): DiceGroup[] {
  const each = rollerTotal(rollerEach(req.roller));
  const first = rollerTotal(rollerFirst(req.roller));
  return req.creature.injuries.filter((i) => !i.healed && i.effect === "bleeder").map((i, n) => ({ count: pool(req.body, -i.diceOff + each + (n === 0 ? first : 0)), sides: 6, purpose: `FRAY.Tactica.Area.${i.location}` }));
}

export function resolveTacticaBleed(req: TacticaBleedRequest, faces: readonly number[]): ActionOutcome {
  const r = bleed(queuedDice(faces), req.creature, req.body, rollerEach(req.roller), rollerFirst(req.roller));
  const dice = r.rolls.flatMap(dieMarks);
  const outcome: CardData["outcome"] = r.ranksLost > 0 ? { key: "FRAY.Action.Tactica.Bleed.Lost", data: { ranks: r.ranksLost, rolls: r.rolls.length }, success: false } : { key: "FRAY.Action.Tactica.Bleed.Held", data: { rolls: r.rolls.length }, success: true };
  return rolledWith({ card: card(req.name, "FRAY.Action.Tactica.Bleed.Title", outcome, { dice, total: r.rolls.filter((x) => x.passed).length, target: r.rolls.length }), ...creatureWriteBack(req.creature, r.after) }, r.rolls.length ? req.roller : []);
}

export const bleedAction: SheetAction<TacticaBleedRequest> = {
  prepare: async ({ name, stats, derived, statuses, items }) => {
    const wounds = bleeders(items);
    if (wounds.length === 0) throw new RangeError(`${name} has no bleeding wound among its injuries`);
    return { name, creature: { ...tacticaCreatureOf(stats, derived, statuses), injuries: wounds }, body: stats.tactica.body, roller: rollerDice(stats, derived) };
  },
  dice: tacticaBleedDice,
  resolve: resolveTacticaBleed,
};
