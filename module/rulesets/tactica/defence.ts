/**
 * The tactica defender's step: Dodge, Block or Parry. A Dodge or Block with no standing pool rolls the defence
 * skill's dice into a pool (raiseDefencePool) and costs a full action die (spent in the tracker through the
 * CombatCosts port); a standing pool (system.tactica.pools, kept between attacks) is used as it is, for no new
 * die. Either way the pool discards one die for the use, written on the defender at once so the next attack meets
 * what is left. A Parry rolls each time, costs its action die, and turns misses into exposures. The exposures the
 * attacker gains are written when the hit is applied (damage.ts), with the rest of the outcome.
 * Refusals are the engine's (defencesAvailable: a State, OoA, Crushed …), each with its lang key.
 */
import { queuedDice } from "../../engine/dice/source";
import type { DefenceDeclaration } from "../../engine/rulesets/tactica/attack";
import { defencesAvailable } from "../../engine/rulesets/tactica/defence-eligibility";
import { surprisedInFight } from "./surprise-now";
import { raiseDefencePool, type DefencePool } from "../../engine/rulesets/tactica/defence-pool";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { DefenceOffer, DefenceResolution } from "../adapter";
import type { AttackTarget, DefenceContext, DefenceSlot } from "./types";
import { tacticaCreatureOf } from "./damage";
import { settleWith, tacticaAttackOf } from "./exchange-settle";
import { blockSpendData } from "./block-spend";
import { riposteDice, riposteRequest } from "./riposte";
import { tacticAllowsFrom } from "./tactic-actions";
import { rollerDice, rollerSpent, rollerTotal } from "./roll-modifiers";

const KINDS = ["dodge", "block", "parry"] as const;
type Kind = (typeof KINDS)[number];

function attackOf(card: ExchangeCard) {
  const a = tacticaAttackOf(card);
  if (!a) throw new RangeError("this card holds no tactica attack on a target");
  if (a.req.input.defence && a.req.input.defence.kind !== "none") throw new RangeError("the attack was rolled with its defence already declared");
  return a;
}

/** The standing Dodge or Block pool on the actor, or null when none stands. */
export function standingPool(target: AttackTarget, kind: Kind): DefencePool | null {
  if (kind === "parry") return null;
  const p = target.system.tactica.pools[kind];
  if (p.dice <= 0) return null;
  return { kind, dice: p.dice, max: Math.max(p.max, p.dice), shield: kind === "block" ? target.system.tactica.pools.block.shield : 0 };
}

/** Why the engine closes every defence, as a lang key (FRAY.Exchange.TacticaRefused.<code>). */
function closedKey(c: TacticaCreature, surprised: boolean): string {
  if (c.status !== "active") return `FRAY.Exchange.TacticaRefused.${c.status}`;
  if (c.mentalCondition === "crushed") return "FRAY.Exchange.TacticaRefused.crushed";
  if (surprised && c.states.length === 0) return "FRAY.Exchange.TacticaRefused.surprised";
  return "FRAY.Exchange.TacticaRefused.state";
}

/** The card's missile kind (null: a melee attack). */
function missileOf(card: ExchangeCard): "fired" | "thrown" | null {
  return tacticaAttackOf(card)?.req.input.missile ?? null;
}

function refusal(card: ExchangeCard, target: AttackTarget, kind: Kind, targetUuid: string | null): { refused: string | null; refusedKey?: string } {
  const creature = tacticaCreatureOf(target.system, target.derived, target.statuses);
  // A special tactic's marker (all-out attack, double strike) closes defences for its holder.
  const allows = tacticAllowsFrom(target.statuses);
  // Surprised in the running fight's surprise round: "no defence dice other than passive armour", a standing pool too.
  const surprised = targetUuid !== null && surprisedInFight(targetUuid);
  const open = defencesAvailable(creature, { ...(allows ? { tacticAllows: allows } : {}), surprised });
  if (!open.allowed.includes(kind)) return { refused: open.reasons.join("; "), refusedKey: closedKey(creature, surprised) };
  if (kind === "parry" && missileOf(card) && !target.system.tactica.parryMissiles) return { refused: `${target.name} may not Parry a missile without the Skill+Mod`, refusedKey: "FRAY.Exchange.TacticaRefused.parryMissile" };
  if (standingPool(target, kind) || target.system.tactica.defences[kind] > 0) return { refused: null };
  return { refused: `${target.name} has no ${kind} dice`, refusedKey: `FRAY.Exchange.TacticaRefused.noDice.${kind}` };
}

/** The defence's summary: whether it stopped the hit, and whether its roll took the defender's own dice (then named). */
export function defenceSummaryKey(damage: number, ownDice: boolean): string {
  return `FRAY.Exchange.${damage > 0 ? "TacticaDefenceFailed" : "TacticaDefended"}${ownDice ? "Own" : ""}`;
}

export const tacticaDefence: DefenceSlot = {
  offers: (card, target, ctx): DefenceOffer[] => {
    attackOf(card);
    return KINDS.map((kind) => {
      const standing = standingPool(target, kind) !== null;
      // A standing pool was paid for when it was raised: using it again costs no new action die.
      return { id: kind, label: `FRAY.Exchange.Defence.${standing ? `${kind}Pool` : kind}`, ...refusal(card, target, kind, ctx?.targetUuid ?? null), ...(standing ? {} : { cost: "action-die" as const }) };
    });
  },
  dice: (_card, target, choice) => {
    const kind = choice as Kind;
    if (standingPool(target, kind)) return [];
    // The defender's injuries ("all rolls are at -2d") and a waiting effort die go on the dice it rolls.
    return [{ count: Math.max(0, target.system.tactica.defences[kind] + rollerTotal(rollerDice(target.system, target.derived))), sides: 6, purpose: "FRAY.Attack.DefenceDie" }];
  },
  resolve: (card, target, choice, faces, ctx: DefenceContext): DefenceResolution => {
    attackOf(card);
    const kind = choice as Kind;
    if (!KINDS.includes(kind)) throw new RangeError(`unknown tactica defence "${choice}"`);
    const options = ctx.options?.tactica ?? {};
    let defence: DefenceDeclaration;
    let pool: DefencePool | null = null;
    if (kind === "parry") {
      // Offered against a missile only with the Skill+Mod (refusal above).
      defence = { kind: "parry", dice: faces.length, ...(missileOf(card) ? { missileSkill: true } : {}) };
    } else {
      pool = standingPool(target, kind) ?? raiseDefencePool(queuedDice(faces), kind, faces.length, kind === "block" ? (target.held?.shieldBlock ?? target.derived.tactica.armour?.shieldBlock ?? 0) : 0).pool;
      defence = kind === "dodge" ? { kind, pool } : { kind, pool };
    }
    const o = settleWith(card, defence, kind === "parry" ? faces : [], options);
    const damage = o.damage.damage;
    const after = o.target.poolAfter;
    // A roll (no standing pool met) took the defender's own dice: named on the card, its effort die spent.
    const rolled = kind === "parry" || !standingPool(target, kind) ? rollerDice(target.system, target.derived) : [];
    const update = {
      ...(pool && after ? { [`system.tactica.pools.${kind}.dice`]: after.dice, [`system.tactica.pools.${kind}.max`]: after.max, ...(kind === "block" ? { "system.tactica.pools.block.shield": after.shield } : {}) } : {}),
      ...rollerSpent(rolled),
    };
    const writes: NonNullable<DefenceResolution["writes"]> = ctx.targetUuid && Object.keys(update).length ? [{ uuid: ctx.targetUuid, update }] : [];
    const injuries = rolled.filter((m) => m.code === "injuries").reduce((n, m) => n + m.dice, 0);
    const effort = rolled.filter((m) => m.code === "effort").reduce((n, m) => n + m.dice, 0);
    return {
      damage,
      summary: {
        key: defenceSummaryKey(damage, rolled.length > 0),
        data: {
          // The defender's own dice on its roll, named: "{injuries}d injuries, +{effort}d effort".
          ...(rolled.length ? { injuries, effort } : {}),
          successes: o.roll.successes,
          exposures: o.attacker.exposuresGained,
          pool: after?.dice ?? 0,
          damage,
          // The pool this defence met, so the apply step settles the same attack again (exchange-settle.ts).
          ...(pool ? { poolBefore: pool.dice, poolMax: pool.max, shield: pool.shield } : {}),
          // Under the paragraph's rule the attacker may spend successes to strip the pool: the card offers it.
          ...blockSpendData(o, pool, options),
        },
      },
      ...(writes.length ? { writes } : {}),
    };
  },
  followUp: {
    dice: riposteDice,
    request: (card, targetUuid, defender, weapons, attacker, localize) => riposteRequest(card, targetUuid, defender, weapons, attacker, localize("FRAY.Tactica.BareHands")),
  },
};
