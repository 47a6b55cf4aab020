/**
 * AD = 1: "Act as a +1 dice to increase another skill dice, eg: increasing a 3 result to a 4, after you have rolled."
 * and "Only one 1 may be used at a time, so you cannot use two 1's to increase a roll by +2." The attack card offers
 * the attacker's owner, once the attack is rolled and before anything is applied, one button per face shown (1 to 5):
 * the GM's client spends a 1 of the attacker's action dice in the tracker (tracker-view.ts costOf: a `useOne`
 * raiseDie step), raises the first die showing it by 1 (the engine's raiseRolledDie) and settles each defence again
 * on the new faces. Once per roll: after a raise the card offers none.
 */
import { raiseRolledDie } from "../../engine/rulesets/tactica/one-die";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import type { DefenceRecord, ExchangeCard } from "../../chat/exchange/card";
import type { NamedCost } from "../../chat/exchange/costs";
import type { DefenceOffer, RollRevisionSlot } from "../adapter";
import { recordedPool, settleCard, tacticaAttackOf } from "./exchange-settle";
import { blockSpendData } from "./block-spend";
import { defenceSummaryKey } from "./defence";

/** The tracker's name for the 1 spent on a rolled die (tracker-view.ts costOf). */
export const RAISE_DIE_ACTION = "raise-die";
const RAISE_COST: NamedCost = { name: RAISE_DIE_ACTION, seconds: 0 };

const WORDS = ["one", "two", "three", "four", "five"] as const;

/** The attack's own rolled faces (a card whose Parry was typed in the dialog rolls its faces first: none offered). */
function attackFaces(card: ExchangeCard): number[] | null {
  const a = tacticaAttackOf(card);
  if (!a || (a.req.input.defence?.kind ?? "none") !== "none") return null;
  return a.faces;
}

function valueOf(choice: string): number {
  const at = WORDS.indexOf(choice.replace(/^raise-/, "") as (typeof WORDS)[number]);
  if (!choice.startsWith("raise-") || at < 0) throw new RangeError(`unknown die to raise "${choice}"`);
  return at + 1;
}

/** A resolved defence settled again on the card's (new) faces: its damage and what its summary says. */
function resettled(card: ExchangeCard, d: DefenceRecord, options: Partial<TacticaOptions>): DefenceRecord {
  if (d.pending || !["dodge", "block", "parry"].includes(d.choice)) return d;
  const o = settleCard(card, d.targetUuid, options);
  const damage = o.damage.damage;
  const { breakable: _old, strippable: _was, ...data } = d.summary.data;
  // As the defence step says it (defence.ts): what the attacker may spend on the Block under spend-successes.
  const breakable = blockSpendData(o, recordedPool(d), options);
  return {
    ...d,
    damage,
    summary: { key: defenceSummaryKey(damage, "injuries" in data), data: { ...data, successes: o.roll.successes, exposures: o.attacker.exposuresGained, damage, ...breakable } },
  };
}

export const tacticaRaiseDie: RollRevisionSlot<{ tactica?: Partial<TacticaOptions> }> = {
  offers(card): DefenceOffer[] {
    const faces = attackFaces(card);
    if (!faces) return [];
    // "Only one 1 may be used at a time": a roll already raised is offered nothing more.
    if ((card.revised?.length ?? 0) > 0) return [];
    const shown = [...new Set(faces.filter((v) => v >= 1 && v <= 5))].sort((a, b) => a - b);
    return shown.map((v) => ({ id: `raise-${WORDS[v - 1]}`, label: `FRAY.Exchange.RaiseDie.${WORDS[v - 1]}`, refused: null, cost: RAISE_COST }));
  },
  cost: () => RAISE_COST,
  revise(card, choice, options) {
    const faces = attackFaces(card);
    if (!faces) throw new RangeError("this card holds no tactica attack roll to raise");
    const value = valueOf(choice);
    const index = faces.indexOf(value);
    if (index < 0) throw new RangeError(`no rolled die shows ${value}`);
    const raised = raiseRolledDie(faces, index, (card.revised?.length ?? 0) > 0);
    const next: ExchangeCard = { ...card, attack: { request: card.attack!.request, faces: raised } };
    return { faces: raised, defences: card.defences.map((d) => resettled(next, d, options?.tactica ?? {})) };
  },
};
