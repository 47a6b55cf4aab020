/**
 * The sheet's *Heal an injury*: "Where a wound has the effect of "Burn an action dice", that effect occurs immediately
 * AND remains every round until the wound effect is removed." When the GM rules a wound healed (magic, or the time it
 * takes), the actor's owner picks its injury item: the item is deleted (its roll penalties end with it) and its own
 * burnt dice come off *Burnt action dice* (the engine's burntAfterHealing), which the tracker burns at every roll.
 */
import { burntAfterHealing, injuryEffectByText } from "../../engine/rulesets/tactica/injuries/areas";
import type { InjuryEffectKey } from "../../engine/rulesets/tactica/injuries/effects";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";

export interface TacticaHealInjuryRequest {
  name: string;
  itemId: string;
  injury: string;
  /** Null: the item's effect is a GM's own note, which burns nothing Fray counts. */
  effect: InjuryEffectKey | null;
  burnt: number;
}

export function resolveTacticaHealInjury(req: TacticaHealInjuryRequest): ActionOutcome {
  const after = req.effect ? burntAfterHealing(req.burnt, req.effect) : req.burnt;
  const outcome = { key: "FRAY.Action.Tactica.HealInjury.Healed", data: { injury: req.injury, before: req.burnt, after }, success: null };
  return { card: card(req.name, "FRAY.Action.Tactica.HealInjury.Title", outcome), update: after !== req.burnt ? { "system.tactica.burntDice": after } : {}, deleteItems: [req.itemId] };
}

export const healInjuryAction: SheetAction<TacticaHealInjuryRequest> = {
  prepare: async ({ name, stats, items, askFields }) => {
    const injuries = items.filter((i) => i.type === "injury" && (i.system as Record<string, unknown>)["ruleset"] === "tactica");
    if (injuries.length === 0) throw new RangeError(`${name} has no injury to heal`);
    const fields = await askFields({
      title: "FRAY.Action.Tactica.HealInjury.Title",
      fields: [{ kind: "select", name: "injury", label: "FRAY.Action.Tactica.HealInjury.Which", value: injuries[0]!.id, options: injuries.map((i) => ({ value: i.id, label: i.name, text: i.name })) }],
    });
    if (!fields) return null;
    const item = injuries.find((i) => i.id === fields["injury"]);
    if (!item) throw new RangeError(`injury must be one of ${name}'s injury items, got "${String(fields["injury"])}"`);
    return { name, itemId: item.id, injury: item.name, effect: injuryEffectByText(String((item.system as Record<string, unknown>)["effect"])), burnt: stats.tactica.burntDice };
  },
  dice: () => [],
  resolve: resolveTacticaHealInjury,
};
