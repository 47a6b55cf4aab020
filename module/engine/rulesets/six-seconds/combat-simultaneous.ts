/**
 * Combos happen all at once: every hit is compared with the target's Toughness as it was when the combo began,
 * and damage from several hits is never added together. Colonel Mauve's 8, 6 and 4 against a Goblin's 9/3 are
 * three wounds, not one 18.
 */
import type { DiceSource } from "../../dice/source";
import { resolveAttack, type AttackInput, type AttackOutcome } from "./attack";
import { applyDamage, type DamageOptions, type DamageOutcome, type DamageResult, type DamageTargetState } from "./damage";

export interface SimultaneousDamage {
  hits: DamageOutcome[];
  /** Wounds to add to the target: one per wounding hit. */
  wounds: number;
  /** The most serious result among the hits. */
  result: DamageResult;
  dead: boolean;
  explanation: string[];
}

const SEVERITY: Record<DamageResult, number> = { "no-effect": 0, wound: 1, "knocked-out": 2, dying: 3, dies: 4, destroyed: 4 };

/**
 * Resolve several hits on one target at once. Each is judged against the starting state, so a hit that starts the
 * target dying does not make a simultaneous second wound fatal (see the rules notes).
 */
export function resolveSimultaneousHits(
  target: DamageTargetState,
  amounts: readonly number[],
  options: DamageOptions & { nonlethal?: boolean } = {},
): SimultaneousDamage {
  if (!Array.isArray(amounts) || amounts.length === 0) throw new RangeError("simultaneous damage needs at least one hit");
  const hits = amounts.map((amount) => applyDamage(target, { amount, nonlethal: options.nonlethal }, options));
  return combineHits(hits);
}

/** Sum up hits already resolved against the same starting state. */
export function combineHits(hits: readonly DamageOutcome[]): SimultaneousDamage {
  let result: DamageResult = "no-effect";
  for (const h of hits) if (SEVERITY[h.result] > SEVERITY[result]) result = h.result;
  const wounds = hits.reduce((sum, h) => sum + h.wounds, 0);
  const explanation = hits.map((h, i) => `hit ${i + 1}: ${h.explanation.join("; ")}`);
  explanation.push(`${wounds} wound${wounds === 1 ? "" : "s"} in all; damage from separate hits is never added`);
  return { hits: [...hits], wounds, result, dead: hits.some((h) => h.dead), explanation };
}

export interface ComboAttack {
  /** Who this attack is against (the player chooses before rolling). */
  targetId: string;
  /** The attack, with the target's Toughness as it was when the combo began. */
  input: AttackInput;
}

export interface ComboOutcome {
  attacks: Array<{ targetId: string; outcome: AttackOutcome }>;
  /** Per target: the hits that dealt damage, combined. */
  targets: Map<string, SimultaneousDamage>;
}

/**
 * Resolve every attack of a combo from one batch of dice (attack d6, defence d6, damage dice, attack by attack in
 * the order given), then combine the damage per target without adding it up.
 */
export function resolveComboAttacks(dice: DiceSource, attacks: readonly ComboAttack[]): ComboOutcome {
  if (attacks.length === 0) throw new RangeError("a combo needs at least one attack");
  const results = attacks.map((a) => {
    if (typeof a.targetId !== "string" || a.targetId === "") throw new TypeError("every combo attack needs a targetId");
    return { targetId: a.targetId, outcome: resolveAttack(dice, a.input) };
  });
  const byTarget = new Map<string, DamageOutcome[]>();
  for (const r of results) {
    if (!r.outcome.damageOutcome) continue;
    const list = byTarget.get(r.targetId) ?? [];
    list.push(r.outcome.damageOutcome);
    byTarget.set(r.targetId, list);
  }
  const targets = new Map<string, SimultaneousDamage>();
  for (const [id, hits] of byTarget) targets.set(id, combineHits(hits));
  return { attacks: results, targets };
}
