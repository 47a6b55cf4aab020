/**
 * Special results on the tactica attack card: when the hit has successes beyond the one it needs, the attacker's
 * side spends one of them on a special result (+2d damage, disarm, stun …) when applying the hit. The card's own
 * dice are settled again with that choice (chooseSpecials: nothing is rolled twice), after the target's recorded
 * defence, so the damage is what the engine gives for the successes left. What the actor stores is applied (the
 * damage, the Stun State); the rest is named on the result card for the table (an attempt is then rolled from the
 * attacker's sheet, "Special attempt"; a lost action die is burnt in the tracker).
 *
 * One special per application: the exchange applies once per (card, target) with one choice id. See
 * docs/rules-notes/tactica.md.
 */
import { queuedDice } from "../../engine/dice/source";
import { chooseSpecials, resolveAttack, type AttackOutcome, type DefenceDeclaration } from "../../engine/rulesets/tactica/attack";
import { raiseDefencePool } from "../../engine/rulesets/tactica/defence-pool";
import { SPECIAL_RESULTS, SPECIAL_RESULT_TABLE, type SpecialResultKey } from "../../engine/rulesets/tactica/special-results";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DamageApplication, DamageContext, DefenceOffer } from "../adapter";
import type { TacticaAttackRequest } from "./attack";
import { tacticaDamage } from "./damage";

export function isSpecialResult(choice: string): choice is SpecialResultKey {
  return (SPECIAL_RESULTS as readonly string[]).includes(choice);
}

/** The lang key naming a special result (FRAY.Tactica.Special.<key>). */
export function specialLabel(key: SpecialResultKey): string {
  return `FRAY.Tactica.Special.${key}`;
}

function attackOf(card: ExchangeCard): TacticaAttackRequest | null {
  const req = card.attack?.request as TacticaAttackRequest | undefined;
  return req?.kind === "tactica.attack" && req.target !== null ? req : null;
}

/**
 * The attack as it stands for this target: the card's faces, with the target's recorded defence settled the way the
 * defence step settled it (a Parry's dice before the attack's; a Dodge or Block pool raised from its own faces).
 */
export function settledFor(card: ExchangeCard, target: AttackTarget, options: Partial<TacticaOptions> = {}): { req: TacticaAttackRequest; input: TacticaAttackRequest["input"]; outcome: AttackOutcome } | null {
  const req = attackOf(card);
  if (!req || !card.attack) return null;
  // The slot names the target by its data only: a tactica attack binds the one target its request names.
  const bound = card.targets.find((t) => t.name === target.name) ?? card.targets[0];
  const record = card.defences.find((d) => d.targetUuid === bound?.uuid) ?? null;
  let input = req.input;
  let order = card.attack.faces;
  if (record && (record.choice === "parry" || record.choice === "dodge" || record.choice === "block")) {
    let defence: DefenceDeclaration;
    if (record.choice === "parry") {
      defence = { kind: "parry", dice: record.faces.length };
      order = [...record.faces, ...card.attack.faces];
    } else {
      const raised = raiseDefencePool(queuedDice(record.faces), record.choice, record.faces.length, record.choice === "block" ? (target.held?.shieldBlock ?? 0) : 0);
      defence = { kind: record.choice, pool: raised.pool };
    }
    input = { ...req.input, defence };
  }
  return { req, input, outcome: resolveAttack(queuedDice(order), input, options) };
}

/** Extra successes the hit has beyond the one it needs (0: no special result may be chosen). */
export function extraSuccesses(outcome: AttackOutcome): number {
  return outcome.damage.damage > 0 ? Math.max(0, outcome.specials.successesLeft - 1) : 0;
}

function refusal(key: SpecialResultKey, target: AttackTarget): string | null {
  const t = target.system.tactica;
  if (key === "stun" && t.stateless) return `${target.name} is Stateless: takes no Stun`;
  if (key === "stun" && t.physical.state) return `${target.name} is already Stunned`;
  return null;
}

/** The attacker's side's special results on this card for this target (none without an extra success). */
export function specialResultOffers(card: ExchangeCard, target: AttackTarget): DefenceOffer[] {
  let settled;
  try {
    settled = settledFor(card, target);
  } catch {
    // A card the engine cannot settle again offers no special result (the plain hit still applies).
    return [];
  }
  if (!settled || extraSuccesses(settled.outcome) === 0) return [];
  return SPECIAL_RESULTS.map((key) => ({ id: key, label: specialLabel(key), refused: refusal(key, target), side: "attacker" }));
}

/** The hit with one special result: its damage from the successes left, the Stun it adds, and what the table does next. */
export function applySpecialResult(card: ExchangeCard, target: AttackTarget, key: SpecialResultKey, ctx: DamageContext): DamageApplication {
  const options = ctx.options?.tactica ?? {};
  const settled = settledFor(card, target, options);
  if (!settled) throw new RangeError("this card holds no tactica attack on a target");
  const why = refusal(key, target);
  if (why) throw new RangeError(why);
  // The engine refuses a special the successes cannot pay for.
  const o = chooseSpecials(settled.input, settled.outcome, [key], options);
  const damage = o.damage.damage;
  const hit = tacticaDamage(target.system, target.derived, damage, ctx);
  const spec = SPECIAL_RESULT_TABLE[key];
  const update = { ...hit.update };
  const statuses = [...hit.statuses];
  if (spec.applies === "stun") {
    update["system.tactica.physical.state"] = true;
    if (!statuses.includes("tactica.stun")) statuses.push("tactica.stun");
  }
  return {
    update,
    statuses,
    summary: {
      key: "FRAY.Exchange.TacticaSpecialApplied",
      data: { specialKey: specialLabel(key), damage, physical: hit.summary.data["physical"] ?? "", mental: hit.summary.data["mental"] ?? "", noteKey: `FRAY.Tactica.SpecialNote.${key}` },
    },
  };
}
