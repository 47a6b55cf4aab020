/**
 * The tactica defender's step: Dodge, Block or Parry, each a full action die (spent in the tracker through the
 * CombatCosts port). Dodge and Block raise a pool (raiseDefencePool); the engine's resolveAttack then settles the
 * same attack with it: a Dodge removes attack dice before the attacker rolls (the card's first dice stand), a Block
 * holds or breaks under the world's blockRule and its exposures go on the attacker, a Parry's dice are rolled first
 * and turn misses into exposures. Refusals are the engine's (defencesAvailable: a State, OoA, Crushed …).
 */
import { queuedDice } from "../../engine/dice/source";
import { resolveAttack, type DefenceDeclaration } from "../../engine/rulesets/tactica/attack";
import { defencesAvailable } from "../../engine/rulesets/tactica/defence-eligibility";
import { raiseDefencePool } from "../../engine/rulesets/tactica/defence-pool";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DefenceContext, DefenceOffer, DefenceResolution, DefenceSlot } from "../adapter";
import type { TacticaAttackRequest } from "./attack";
import { tacticaCreatureOf } from "./damage";
import { tacticAllowsFrom } from "./tactic-actions";

const KINDS = ["dodge", "block", "parry"] as const;
type Kind = (typeof KINDS)[number];

function attackOf(card: ExchangeCard): { req: TacticaAttackRequest; faces: number[] } {
  const req = card.attack?.request as TacticaAttackRequest | undefined;
  if (req?.kind !== "tactica.attack" || req.target === null) throw new RangeError("this card holds no tactica attack on a target");
  if (req.input.defence && req.input.defence.kind !== "none") throw new RangeError("the attack was rolled with its defence already declared");
  return { req, faces: card.attack!.faces };
}

function diceOf(target: AttackTarget, kind: Kind): number {
  return target.system.tactica.defences[kind];
}

function refusal(target: AttackTarget, kind: Kind): string | null {
  const allows = tacticAllowsFrom(target.statuses);
  const open = defencesAvailable(tacticaCreatureOf(target.system, target.derived, target.statuses), allows ? { tacticAllows: allows } : {});
  if (!open.allowed.includes(kind)) return open.reasons.join("; ");
  return diceOf(target, kind) > 0 ? null : `${target.name} has no ${kind} dice`;
}

export const tacticaDefence: DefenceSlot = {
  offers: (card, target): DefenceOffer[] => {
    attackOf(card);
    return KINDS.map((kind) => ({ id: kind, label: `FRAY.Exchange.Defence.${kind}`, refused: refusal(target, kind), cost: "action-die" }));
  },
  dice: (_card, target, choice) => [{ count: diceOf(target, choice as Kind), sides: 6, purpose: "FRAY.Attack.DefenceDie" }],
  resolve: (card, target, choice, faces, ctx: DefenceContext): DefenceResolution => {
    const { req, faces: attackFaces } = attackOf(card);
    const kind = choice as Kind;
    if (!KINDS.includes(kind)) throw new RangeError(`unknown tactica defence "${choice}"`);
    const options = ctx.options?.tactica ?? {};
    let defence: DefenceDeclaration;
    let order: number[];
    if (kind === "parry") {
      defence = { kind: "parry", dice: faces.length };
      order = [...faces, ...attackFaces];
    } else {
      const raised = raiseDefencePool(queuedDice(faces), kind, faces.length, kind === "block" ? (target.held?.shieldBlock ?? 0) : 0);
      defence = kind === "dodge" ? { kind, pool: raised.pool } : { kind, pool: raised.pool };
      // A Dodge removes attack dice before the attacker rolls: the first of the card's dice are the ones rolled.
      order = [...attackFaces];
    }
    const input = { ...req.input, defence };
    const o = resolveAttack(queuedDice(order), input, options);
    const damage = o.damage.damage;
    return {
      damage,
      summary: {
        key: damage > 0 ? "FRAY.Exchange.TacticaDefenceFailed" : "FRAY.Exchange.TacticaDefended",
        data: { successes: o.roll.successes, exposures: o.attacker.exposuresGained, pool: o.target.poolAfter?.dice ?? 0, damage },
      },
    };
  },
};
