/**
 * Cooperative Possession's items: "when either one acts, they can use … techniques, and spells and combos known from
 * both". The minds this one works together with (cooperatingPartners: in its body, naming each other) lend their
 * technique and combo items, read from their actors as they are now; a Broken mind lends nothing and pools nothing
 * ("A Broken character cannot aid another possessing creature with a cooperative possession").
 * - Techniques: pooled into the acting sheet's rolls that read techniques (a combo's components, a single attack's
 *   substitutes) through inControlledBody (controlled-body.ts).
 * - Combos: the sheet's *Use a partner's combo* picks one of the partners' combo items and uses it as the sheet's own
 *   *Use combo* would (its attacks with the acting sheet's weapons, in the body it directs).
 * - Skills: the sheet's *Use a partner's skill* picks a skill a partner lists and the acting sheet does not, and rolls
 *   its check as the sheet's own row would, with the pooled rank ("the highest skill modifiers … of both": the
 *   partner's, the acting sheet having none) and the ability the acting mind rolls with (the body's Strength, Endurance
 *   and Dexterity for a possessor, the higher Intelligence and Spirit).
 * - Spells: a spell is rolled as a weapon item's *Magical attack* (the text prints no spells). The sheet's *Cast a
 *   partner's spell* picks one of the partners' weapon items and attacks with it as a Magical attack (Magic Skill), as
 *   the sheet's own weapon button would, at the pooled Magic Skill (a partner's when the acting sheet lists none).
 *   Which of a partner's weapon items are spells is the players' word: the item carries no spell mark.
 */
import type { DiceGroup } from "../../dice/card";
import type { SheetAction } from "./types";
import { useComboAction, type SixSecondsComboRequest } from "./combo-actions";
import { inControlledBody, partnerItems, partnerSkills } from "./controlled-body";
import { choiceField, wholeField } from "../action-fields";
import { sixSecondsSkillCheck } from "./from-actor";
import { resolveSixSecondsCheck, sixSecondsCheckDice } from "./rolls";
import type { SixSecondsCheckRequest, SixSecondsRollRequest } from "./rolls";
import type { SheetActionContext } from "../adapter";
import type { SixSecondsTypes } from "./types";
import type { SixSecondsDialog } from "./dialog";
import { prepareActorDerived } from "../../data/actor/derived";
import { rollItem } from "./attack-item";
import { assertCanAct } from "./condition-acts";
import { assertCanCarry } from "./hurt-limbs";

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

/** *Use a partner's skill*: a check with a skill only a cooperating partner lists, at the pooled rank. */
export const partnerSkillAction: SheetAction<SixSecondsCheckRequest> = {
  async prepare(ctx) {
    const rows = partnerSkills(ctx.stats, ctx);
    if (rows.length === 0) throw new RangeError(ctx.localize(`${K}.NoPartnerSkill`));
    const fields = await ctx.askFields({
      title: `${K}.PartnerSkill`,
      hint: { key: `${K}.PartnerSkillHint`, data: [] },
      fields: [
        { kind: "select", name: "skill", label: `${K}.PartnerSkillWhich`, value: "0", options: rows.map((k, i) => ({ value: String(i), label: "", text: k.name })) },
        { kind: "number", name: "dc", label: `${K}.PartnerSkillDc`, value: 4, min: 1, max: 100 },
      ],
    });
    if (!fields) return null;
    const row = rows[Number(choiceField(fields, "skill", rows.map((_, i) => String(i))))]!;
    // The stats the mind rolls with (the body's, the pooled), the partner's row added at the end, where it rolls.
    const body = inControlledBody(ctx).stats;
    const skills = [...body.sixSeconds.skills, row];
    const stats = { ...body, sixSeconds: { ...body.sixSeconds, skills } };
    return sixSecondsSkillCheck(stats, ctx.derived, skills.length - 1, wholeField(fields, "dc", 1, 100), [], ctx.statuses);
  },
  dice: (req): DiceGroup[] => sixSecondsCheckDice(req),
  resolve: (req, faces) => ({ card: resolveSixSecondsCheck(req, faces), update: {} }),
};

/** A Magical attack: the dialog's *Magical attack* box, whatever was ticked. */
const magical = (d: SixSecondsDialog): SixSecondsDialog => ({ ...d, situation: { ...d.situation, magic: true } });

/** *Cast a partner's spell*: one of the cooperating partners' weapon items, attacked with as a Magical attack. */
export async function partnerSpellAttack(ctx: SheetActionContext<SixSecondsTypes>): Promise<SixSecondsRollRequest | null> {
  assertCanAct(ctx.statuses);
  const spells = partnerItems(ctx.stats, ctx, ["weapon"]);
  if (spells.length === 0) throw new RangeError(ctx.localize(`${K}.NoPartnerSpell`));
  const fields = await ctx.askFields({
    title: `${K}.PartnerSpell`,
    hint: { key: `${K}.PartnerSpellHint`, data: [] },
    fields: [{ kind: "select", name: "spell", label: `${K}.PartnerSpellWhich`, value: spells[0]!.id, options: spells.map((w) => ({ value: w.id, label: "", text: w.name })) }],
  });
  if (!fields) return null;
  const chosen = spells.find((w) => w.id === choiceField(fields, "spell", spells.map((w) => w.id)))!;
  // The stats the mind rolls with, the partners' skills it does not list added (their Magic Skill), derived again.
  const body = inControlledBody(ctx);
  const stats = { ...body.stats, sixSeconds: { ...body.stats.sixSeconds, skills: [...body.stats.sixSeconds.skills, ...partnerSkills(ctx.stats, ctx)] } };
  const derived = { ...body.derived, sixSeconds: { ...body.derived.sixSeconds, skills: prepareActorDerived(stats).sixSeconds.skills } };
  assertCanCarry(stats, chosen.name);
  const ask: typeof ctx.ask = async (data, preview) => {
    const r = await ctx.ask({ ...data, magicSkill: true }, preview ? (d) => preview(magical(d)) : undefined);
    return r ? { ...r, dialog: magical(r.dialog) } : null;
  };
  const build = await rollItem({ ...body, stats, derived, ask }, { id: chosen.id, name: chosen.name, system: chosen.system } as never);
  return build ? build() : null;
}
