/**
 * A combo's card on one target as a roll the GM's client can work out again (rolls.ts registers its kind): its
 * Attacks at this target resolved from the card's faces, each as an ordinary attack, and every hit that lands kept
 * apart, never added ("damage from separate hits is never added"), with each hit's called-shot location.
 * The GM's companion takes the damage and hit from here, not from what the attacker's client wrote on the card.
 */
import type { CardData, DiceGroup } from "../../dice/card";
import { resolveSixSecondsAttack, sixSecondsAttackDice } from "./attack";
import type { SixSecondsComboTarget } from "./combo-defence";
import type { WeaponPoison } from "./poison-weapon";

export function comboTargetDice(combo: SixSecondsComboTarget): DiceGroup[] {
  return combo.attacks.flatMap((a) => sixSecondsAttackDice(a.request));
}

/** Each Attack's card from its share of `faces`, in the order the dice were asked for. */
export function comboTargetCards(combo: SixSecondsComboTarget, faces: readonly number[]): CardData[] {
  let at = 0;
  return combo.attacks.map((a) => {
    const n = sixSecondsAttackDice(a.request).reduce((sum, g) => sum + g.count, 0);
    const mine = faces.slice(at, at + n);
    at += n;
    if (mine.length < n) throw new RangeError(`the combo's card needs ${n} more faces for an Attack`);
    return resolveSixSecondsAttack(a.request, mine);
  });
}

/** The hits that land on this target (never added) and their locations ("" for a plain hit; absent: none). */
export function comboTargetHit(cards: readonly CardData[], nonlethal: boolean): { hits: number[]; locations?: string[]; nonlethal: boolean; poison?: WeaponPoison } {
  const landed = cards.filter((c) => c.damage !== null && c.damage !== undefined);
  const hits = landed.map((c) => c.damage!);
  const locations = landed.map((c) => String((c.hit as { calledShot?: string } | undefined)?.calledShot ?? ""));
  // The weapon's poison, when one of the Attacks that landed carried it (its Apply afflicts: poison-weapon.ts).
  const poison = landed.map((c) => (c.hit as { poison?: WeaponPoison } | undefined)?.poison).find((p) => p !== undefined);
  return { nonlethal, hits, ...(locations.some((l) => l !== "") ? { locations } : {}), ...(poison ? { poison } : {}) };
}

export function resolveComboTarget(combo: SixSecondsComboTarget, faces: readonly number[]): CardData {
  const cards = comboTargetCards(combo, faces);
  const first = cards[0];
  if (!first) throw new RangeError("a combo's card holds no Attack");
  const hit = comboTargetHit(cards, combo.attacks[0]!.request.input.nonlethal ?? false);
  return { ...first, dice: cards.flatMap((c) => c.dice), damage: hit.hits.length > 0 ? Math.max(...hit.hits) : null, hit };
}
