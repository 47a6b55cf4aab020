/**
 * The tactica attack on a card settled as it stands: the request and faces the card was rolled with, and the
 * defence its target made (the pool it met, or the Parry's own faces), with the attacker's Block-breaking choice.
 * The defence step, the apply step and the apply choices all read the same outcome from here, so they agree.
 */
import { queuedDice } from "../../engine/dice/source";
import { resolveAttack, type AttackOutcome, type DefenceDeclaration } from "../../engine/rulesets/tactica/attack";
import type { DefencePool } from "../../engine/rulesets/tactica/defence-pool";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import type { DefenceRecord, ExchangeCard } from "../../chat/exchange/card";
import type { TacticaAttackRequest } from "./attack";

export function tacticaAttackOf(card: ExchangeCard): { req: TacticaAttackRequest; faces: number[] } | null {
  const req = card.attack?.request as TacticaAttackRequest | undefined;
  if (req?.kind !== "tactica.attack" || req.target === null) return null;
  return { req, faces: card.attack!.faces };
}

/** The pool a Dodge or Block met, as the defence record keeps it (summary data: kind, poolBefore, poolMax, shield). */
export function recordedPool(d: DefenceRecord): DefencePool | null {
  const data = d.summary.data;
  if (d.choice !== "dodge" && d.choice !== "block") return null;
  return { kind: d.choice, dice: Number(data["poolBefore"] ?? 0), max: Number(data["poolMax"] ?? 0), shield: Number(data["shield"] ?? 0) };
}

/** The declaration a defence record stands for. */
export function declarationOf(d: DefenceRecord | null, spend = 0): DefenceDeclaration {
  if (!d) return { kind: "none" };
  // A recorded Parry was allowed when it was made (against a missile, with the Skill+Mod).
  if (d.choice === "parry") return { kind: "parry", dice: d.faces.length, missileSkill: true };
  const pool = recordedPool(d);
  if (!pool) return { kind: "none" };
  return pool.kind === "dodge" ? { kind: "dodge", pool } : { kind: "block", pool, ...(spend > 0 ? { spend } : {}) };
}

/** Dice order for resolveAttack: a Parry's faces first, then the attack's (a Dodge rolls the first of them). */
export function settleWith(card: ExchangeCard, defence: DefenceDeclaration, parryFaces: readonly number[], options: Partial<TacticaOptions>): AttackOutcome {
  const a = tacticaAttackOf(card);
  if (!a) throw new RangeError("this card holds no tactica attack on a target");
  const order = defence.kind === "parry" ? [...parryFaces, ...a.faces] : a.faces;
  // The declared-at-roll Parry (the attack dialog's field) stays as it was rolled.
  const input = a.req.input.defence && a.req.input.defence.kind !== "none" ? a.req.input : { ...a.req.input, defence };
  return resolveAttack(queuedDice(order), input, options);
}

/** The card's attack on this target, settled with the defence it made (and the Block-breaking spend, if chosen). */
export function settleCard(card: ExchangeCard, targetUuid: string, options: Partial<TacticaOptions>, spend = 0): AttackOutcome {
  const d = card.defences.find((r) => r.targetUuid === targetUuid) ?? null;
  return settleWith(card, declarationOf(d, spend), d?.choice === "parry" ? d.faces : [], options);
}
