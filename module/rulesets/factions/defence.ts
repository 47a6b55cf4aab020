/**
 * The factions defender's step (reactions): Dodge, an AGI save that evades the attack (resolveAttack with the
 * dodge), or Counter, an attack back with the target's own weapon: both damage rolls at once (the attack card's
 * roll and the counterer's), the most damage after armour lands first, a tie lands both, and a side taken down
 * first never lands its hit (resolveCounter). A reaction is refused for the engine's reasons (incapacitated,
 * grabbed …) and costs the reactor's turn or an extra reaction, through the tracker's CombatCosts port.
 */
import { queuedDice } from "../../engine/dice/source";
import { hitRequirement } from "../../engine/rulesets/factions/attack";
import { resolveCounter, type CounterSide } from "../../engine/rulesets/factions/counter";
import { parseDamage } from "../../engine/rulesets/factions/damage";
import { reactionRefusal, type ReactionKind } from "../../engine/rulesets/factions/reactions";
import { resolveAttack } from "../../engine/rulesets/factions/resolve-attack";
import { damageDiceAgainst } from "../../engine/rulesets/factions/size";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DefenceContext, DefenceOffer, DefenceResolution, DefenceSlot } from "../adapter";
import type { FactionsAttackRequest } from "./attack";

const KINDS = ["dodge", "counter"] as const satisfies readonly ReactionKind[];
type Kind = (typeof KINDS)[number];

function attackOf(card: ExchangeCard): { req: FactionsAttackRequest; faces: number[]; saveDice: number } {
  const req = card.attack?.request as FactionsAttackRequest | undefined;
  if (req?.kind !== "factions.attack" || req.target === null) throw new RangeError("this card holds no factions attack on a target");
  const saveDice = hitRequirement(req.input.geometry).kind === "wit-save" ? 1 : 0;
  return { req, faces: card.attack!.faces, saveDice };
}

function side(id: string, who: AttackTarget, weapon: { damageDie: string; impaired?: boolean } | undefined): CounterSide {
  const f = who.system.factions;
  return {
    id,
    action: { kind: "damage", damage: parseDamage(`1${weapon?.damageDie ?? ""}`), holdBack: weapon?.impaired ?? false },
    health: { health: Math.min(f.health.value, f.health.max), maxHealth: f.health.max, incapacitated: who.statuses.includes("factions.incapacitated"), dead: who.statuses.includes("factions.dead") },
    armour: { armour: f.armour },
    str: f.str,
    size: f.size,
  };
}

function refusal(card: ExchangeCard, target: AttackTarget, kind: Kind): string | null {
  const why = reactionRefusal({ kind, reactor: { turnTaken: false }, incapacitated: target.statuses.includes("factions.incapacitated"), grabbed: target.statuses.includes("factions.grabbed") });
  if (why) return why;
  if (kind === "counter") {
    if (!target.held?.factionsWeapon) return `${target.name} holds no weapon to counter with`;
    if (attackOf(card).req.input.geometry.kind !== "melee") return "only a melee attack can be countered";
  }
  return null;
}

export const factionsDefence: DefenceSlot = {
  offers: (card, target): DefenceOffer[] => {
    if (card.damage === null) return [];
    return KINDS.map((kind) => ({ id: kind, label: `FRAY.Exchange.Defence.${kind}`, refused: refusal(card, target, kind), cost: "reaction" }));
  },
  dice: (card, target, choice, ctx) => {
    if (choice === "dodge") return [{ count: 1, sides: 20, purpose: "FRAY.Attack.DefenceDie" }];
    const weapon = target.held?.factionsWeapon;
    const die = parseDamage(`1${weapon?.damageDie ?? ""}`);
    const count = damageDiceAgainst(die.count, target.system.factions.size, ctx.attacker?.system.factions.size ?? "medium", false);
    return [{ count: count * (weapon?.impaired ? 2 : 1), sides: die.sides, purpose: "FRAY.Roll.Damage" }];
  },
  resolve: (card, target, choice, faces, ctx: DefenceContext): DefenceResolution => {
    const { req, faces: attackFaces, saveDice } = attackOf(card);
    const options = ctx.options?.factions;
    if (choice === "dodge") {
      const withDodge = [...attackFaces.slice(0, saveDice), faces[0]!, ...attackFaces.slice(saveDice)];
      const o = resolveAttack(queuedDice(withDodge), { ...req.input, reaction: { kind: "dodge", agi: target.system.factions.agi } }, options);
      const damage = o.kind === "hit" ? o.damage.total : 0;
      return { damage, summary: { key: o.kind === "dodged" ? "FRAY.Exchange.Defended" : "FRAY.Exchange.DefenceFailed", data: { roll: o.kind === "dodged" || o.kind === "hit" ? (o.dodge?.save.roll ?? 0) : 0, dc: target.system.factions.agi, damage } } };
    }
    if (choice !== "counter") throw new RangeError(`unknown factions reaction "${choice}"`);
    if (!ctx.attacker) throw new RangeError("the attacker no longer exists");
    const attackerWeapon = { damageDie: `d${req.input.weapon.damage!.sides}`, impaired: req.input.weapon.holdBack };
    // Both damage rolls at once: the attack card's damage dice, then the counterer's.
    const o = resolveCounter(queuedDice([...attackFaces.slice(saveDice), ...faces]), {
      attacker: side("attacker", ctx.attacker, attackerWeapon),
      counterer: side("counterer", target, target.held?.factionsWeapon),
    }, options);
    // The apply step subtracts armour itself: each landed hit goes on as its roll's total.
    const landed = (actor: string) => {
      const step = o.steps.find((s) => s.actor === actor);
      return step?.kind === "damage" ? step.roll.total : 0;
    };
    const toTarget = landed("attacker");
    const toAttacker = landed("counterer");
    return {
      damage: toTarget,
      summary: { key: "FRAY.Exchange.Countered", data: { orderKey: `FRAY.Exchange.Order.${o.order}`, toTarget, toAttacker } },
      extra: toAttacker > 0 ? [{ targetUuid: ctx.attackerUuid, damage: toAttacker }] : [],
    };
  },
};
