/**
 * Cooperative Possession's items: "when either one acts, they can use … techniques, and spells and combos known from
 * both". The minds this one works together with (cooperatingPartners: in its body, naming each other) lend their
 * technique and combo items, read from their actors as they are now; a Broken mind lends nothing and pools nothing
 * ("A Broken character cannot aid another possessing creature with a cooperative possession").
 * - Techniques: pooled into the acting sheet's rolls that read techniques (a combo's components, a single attack's
 *   substitutes) through inControlledBody (controlled-body.ts).
 * - Combos: the sheet's *Use a partner's combo* picks one of the partners' combo items and uses it as the sheet's own
 *   *Use combo* would (its attacks with the acting sheet's weapons, in the body it directs).
 */
import type { DiceGroup } from "../../dice/card";
import type { SheetAction } from "./types";
import { useComboAction, type SixSecondsComboRequest } from "./combo-actions";
import { inControlledBody, partnerItems } from "./controlled-body";

const K = "FRAY.Action.SixSeconds.Possession";

/** *Use a partner's combo*: one of the cooperating partners' combos, used as the sheet's own *Use combo*. */
export const partnerComboAction: SheetAction<SixSecondsComboRequest> = {
  async prepare(ctx) {
    const combos = partnerItems(ctx.stats, ctx, ["combo"]);
    if (combos.length === 0) throw new RangeError(ctx.localize(`${K}.NoPartnerCombo`));
    const fields = await ctx.askFields({
      title: `${K}.PartnerCombo`,
      hint: { key: `${K}.PartnerComboHint`, data: [] },
      fields: [{ kind: "select", name: "combo", label: `${K}.PartnerComboWhich`, value: combos[0]!.id, options: combos.map((c) => ({ value: c.id, label: "", text: c.name })) }],
    });
    if (!fields) return null;
    const chosen = combos.find((c) => c.id === fields["combo"]);
    if (!chosen) throw new RangeError(ctx.localize(`${K}.NoPartnerCombo`));
    // The body's stats and the pooled techniques; the partner's combo stands for the sheet's own (it is the one used).
    const body = inControlledBody(ctx);
    return useComboAction.prepare({ ...body, items: [...body.items.filter((i) => i.type !== "combo"), chosen], data: { ...ctx.data, itemId: chosen.id } });
  },
  dice: (req): DiceGroup[] => useComboAction.dice(req),
  resolve: (req, faces) => useComboAction.resolve(req, faces),
  cost: () => "combo",
};
