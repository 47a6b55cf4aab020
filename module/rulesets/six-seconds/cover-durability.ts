/**
 * The cover's Durability for the target behind it (Hitting the Cover): "Attacks that defeat the Toughness on the cover
 * continue and can hit the target hiding behind it, who can use the cover's Durability score as a defence bonus that
 * does not stack with armour." The Durability joins the target's Defence sources and the best one counts, so its
 * Toughness behind the cover is its own with that best Defence instead of its own. The text prints no Durability for
 * any cover: the GM gives it in the attack dialog.
 */
import type { ActorDerived } from "../../data/actor/derived";
import { bestDefence, type ToughnessBreakdown } from "../../engine/rulesets/six-seconds/toughness";

/** The target's Toughness behind a cover of Durability `durability` (the best of its own Defence and the cover's). */
export function toughnessBehindCover(t: ToughnessBreakdown, durability: number): number {
  const best = bestDefence([t.defence, { kind: "durability", bonus: durability, reason: "cover's Durability" }]);
  return t.toughness - t.defence.bonus + best.bonus;
}

/** The target's derived values with its Toughness behind the cover (what a hit through the cover is judged against). */
export function behindCover(d: ActorDerived, durability: number): ActorDerived {
  const t = d.sixSeconds.toughness;
  const toughness = toughnessBehindCover(t, durability);
  if (toughness === t.toughness) return d;
  const defence = bestDefence([t.defence, { kind: "durability", bonus: durability, reason: "cover's Durability" }]);
  const behind: ToughnessBreakdown = { ...t, defence, base: t.base - t.toughness + toughness, toughness, minimum: toughness - (t.toughness - t.minimum) };
  return { ...d, sixSeconds: { ...d.sixSeconds, toughness: behind } };
}
