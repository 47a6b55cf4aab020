/**
 * Non-damage area effects (audit AR5): a weapon item whose *Area effect* names a condition (a flash, a sleeping
 * draught's splash, a stunning blast) puts that condition on everything its area catches instead of dealing damage.
 * The text: "Step Four: Resolve effects. Most often, this is some form of damage" and "Non-damage-dealing effects
 * cannot be dodged at all without Evasion." The attack rolls against the square as any area does (the engine's
 * resolveAttackRoll with the attacker's scale), rolls no damage, and each bound target then defends on the card
 * (a shield blocks it, a dodge only with Evasion: its own heavy cover) and is applied its condition by the card's Apply
 * (the adapter's targetOutcome), undone like any application. The engine's resolveAreaEffect judges each defence.
 */
import { queuedDice } from "../../engine/dice/source";
import { RulesError } from "../../engine/errors";
import { checkDistribution } from "../../engine/odds/check";
import { resolveAreaEffect } from "../../engine/rulesets/six-seconds/area-attack";
import { defenceDC, resolveAttackRoll, type DefenceOption } from "../../engine/rulesets/six-seconds/attack";
import type { Modifier } from "../../engine/modifiers";
import type { CardData, DiceGroup } from "../../dice/card";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DamageApplication, DefenceResolution } from "../adapter";
import { targetDefence, type SixSecondsAttackRequest } from "./attack";
import { coverFromStatuses } from "./situation";
import { areaEffectOf, type AreaEffect } from "./area-effect-item";

export { areaEffectOf, type AreaEffect };

const K = "FRAY.Attack.AreaEffect";

/** Whether a request (or a card's stored one) is a non-damage area effect. */
export function isAreaEffect(req: unknown): req is SixSecondsAttackRequest & { areaEffect: AreaEffect } {
  const r = req as Partial<SixSecondsAttackRequest> | null;
  return r?.kind === "six-seconds.attack" && typeof r.areaEffect === "string" && areaEffectOf({ areaEffect: r.areaEffect }) !== null;
}

/** The weapon as the attack builder needs it: an effect weapon rolls no damage, so it needs no damage die. */
export function effectWeaponBlock<B extends { damageDie?: string } | null | undefined>(block: B): B {
  return areaEffectOf(block) && block && !block.damageDie ? { ...block, damageDie: "d4" } : block;
}

/**
 * The request of an effect weapon's area attack: its effect, and no damage roll (no dice, nothing added). Refused
 * when it is not placed as an area (the effect is the area's) or when a defence is declared for a target in the
 * dialog (each target caught defends for itself on the card).
 */
export function withAreaEffect(req: SixSecondsAttackRequest, effect: AreaEffect, weapon: string): SixSecondsAttackRequest {
  if (!req.situation?.area) throw new RulesError("area-effect-needs-area", { weapon }, `${weapon} lays its effect on an area: choose a sphere, a line or a cone`);
  if (req.input.defence) throw new RulesError("area-effect-defence-on-card", { weapon }, `${weapon}: each target caught in the area defends on the card, not in the dialog`);
  return { ...req, areaEffect: effect, input: { ...req.input, damage: { count: 0, sides: 4, bonus: 0 }, damageModifiers: [] } };
}

/** The attack die only: an effect deals no damage. */
export function areaEffectDice(_req: SixSecondsAttackRequest): DiceGroup[] {
  return [{ count: 1, sides: 6, purpose: "FRAY.Attack.AttackDie" }];
}

/** The card: the roll against the square's Target; on a hit every bound target may be applied the effect (damage 0). */
export function resolveAreaEffectAttack(req: SixSecondsAttackRequest & { areaEffect: AreaEffect }, faces: readonly number[]): CardData {
  const roll = resolveAttackRoll(queuedDice(faces).roll(6), req.input.attacker, req.input.defender);
  const effectKey = `FRAY.SixSeconds.AreaEffect.${req.areaEffect}`;
  return {
    ruleset: "six-seconds",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice: [{ value: roll.roll, mark: roll.success ? "success" : "failure" }],
    modifiers: [],
    total: roll.total,
    target: roll.target,
    outcome: { key: `${K}.${roll.success ? "Hit" : "Miss"}`, data: { effectKey }, success: roll.success },
    odds: checkDistribution(roll.bonus, roll.target).success,
    details: [{ label: "FRAY.Attack.DefenceDC", value: defenceDC(req.input.attacker) }],
    // 0: something to apply (the effect), never damage. A miss scatters (the board retargets the card where it lands).
    damage: roll.success ? 0 : null,
    hit: { areaEffect: req.areaEffect },
  };
}

/**
 * Evasion against an area, judged for each target caught by its own cover status: "Heavy cover also allows the
 * target to dodge as if he had the Evasion technique." (Not the attack dialog's one Cover field, which starts from the
 * first targeted token and would give every target caught that token's cover.)
 */
export function areaEvasion(target: Pick<AttackTarget, "statuses">): boolean {
  return coverFromStatuses(target.statuses) === "heavy";
}

/** "Non-damage-dealing effects cannot be dodged at all without Evasion": the refusal, or null. */
export function areaEffectDodgeRefusal(req: unknown, target: AttackTarget, kind: DefenceOption): { reason: string; key: string } | null {
  if (!isAreaEffect(req) || kind !== "dodge" || areaEvasion(target)) return null;
  return { reason: "non-damage-dealing effects cannot be dodged at all without Evasion", key: "FRAY.Exchange.SixSeconds.Refused.areaEffectDodge" };
}

/** A target's block (Shield Use) or dodge with Evasion against the effect: the engine's resolveAreaEffect judges it. */
export function resolveAreaEffectDefence(req: SixSecondsAttackRequest, target: AttackTarget, kind: "block" | "dodge", modifiers: Modifier[], face: number): DefenceResolution {
  const defence = targetDefence(target, kind, modifiers);
  const out = resolveAreaEffect(queuedDice([face]), {
    attacker: req.input.attacker,
    targets: [{ id: "target", toughness: 0, defence: { kind, bonus: defence.bonus, modifiers: defence.modifiers ?? [] }, evasion: areaEvasion(target) }],
  });
  const t = out.targets[0]!;
  const data = { roll: t.defence?.total ?? 0, dc: defenceDC(req.input.attacker), damage: 0 };
  if (t.negated) return { damage: 0, summary: { key: kind === "block" ? `${K}.Blocked` : `${K}.Evaded`, data } };
  return { damage: 0, summary: { key: "FRAY.Exchange.DefenceFailed", data } };
}

/** The conditions the effect writes: Unconscious and Sleeping are Helpless too (as the poison symptoms write them). */
function statusesOf(effect: AreaEffect): string[] {
  const on = [`six-seconds.${effect}`];
  if (effect === "unconscious" || effect === "sleeping") on.push("six-seconds.helpless");
  return on;
}

/** The card's Apply on one bound target: the effect's condition, or nothing when its block or Evasion negated it. */
export function areaEffectApplication(card: ExchangeCard, targetUuid: string, effect: AreaEffect): DamageApplication {
  const effectKey = `FRAY.SixSeconds.AreaEffect.${effect}`;
  const defence = card.defences.find((d) => d.targetUuid === targetUuid && !d.pending);
  const negated = defence?.summary.key === `${K}.Blocked` || defence?.summary.key === `${K}.Evaded`;
  if (negated) return { update: {}, statuses: [], summary: { key: `${K}.Negated`, data: { effectKey } } };
  return { update: {}, statuses: statusesOf(effect), summary: { key: `${K}.Applied`, data: { effectKey } } };
}
