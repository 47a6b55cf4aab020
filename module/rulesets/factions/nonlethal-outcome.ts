/**
 * A non-lethal card on the exchange: the target's reactions (Dodge: an AGI save that makes it miss; Counter: a hit
 * back that lands first, "the non-lethal attack is resolved last", so a counter that takes the attacker down stops
 * it), and what applying it writes to the target (Grabbed on, a larger shove's d4 direct damage, Grabbed off for a
 * freed ally). The factions defence and apply-choice slots are wrapped, so a weapon attack's card keeps its own
 * reactions, except that nobody reacts to a still-Concealed attacker (the ambush's surprise).
 */
import type { ExchangeCard } from "../../chat/exchange/card";
import { queuedDice } from "../../engine/dice/source";
import { resolveCounter, type CounterSide } from "../../engine/rulesets/factions/counter";
import { parseDamage } from "../../engine/rulesets/factions/damage";
import { reactionRefusal } from "../../engine/rulesets/factions/reactions";
import type { NonLethalEffect } from "../../engine/rulesets/factions/nonlethal";
import { targetCanReactTo } from "../../engine/rulesets/factions/sneaking";
import { factionsSave } from "../../engine/rulesets/factions/saves";
import { damageDiceAgainst } from "../../engine/rulesets/factions/size";
import type { DamageApplication, DefenceOffer, DefenceResolution } from "../adapter";
import type { ApplyChoiceSlot, AttackTarget, DefenceContext, DefenceSlot } from "./types";
import { nonLethalRoll, type FactionsNonLethalRequest } from "./nonlethal-request";
import { CONCEALED, GRABBED } from "./status-ids";
import { reactionCost, TWO_HANDED } from "./grabber-lets-go";
import { armourOf } from "./armour-items";
import { healthOf, nonLethalEffectOutcome } from "./nonlethal-effect";
import { NON_LETHAL_COUNTERS, nonLethalCounterDice, nonLethalCounterEffect, nonLethalCounterRefusal } from "./nonlethal-counter";
import { counterWeapon, type CounterWeapon } from "./counter-weapon";


/** The card's non-lethal request, or null for any other card. */
export function nonLethalOf(card: ExchangeCard): FactionsNonLethalRequest | null {
  const req = card.attack?.request as { kind?: unknown } | undefined;
  return req?.kind === "factions.nonlethal" ? (card.attack!.request as FactionsNonLethalRequest) : null;
}

/** A non-lethal attack targets one character; a card bound to several cannot say whose save it rolled. */
function oneTargetRefusal(card: ExchangeCard): string | null {
  return card.targets.length === 1 ? null : `a non-lethal attack targets one character, but ${card.targets.length} were targeted: target only one and attack again`;
}


/** Whether the effect lands on this target after its reaction (stored on the defence), or as the card rolled it. */
export function nonLethalLands(card: ExchangeCard, targetUuid: string): boolean {
  const req = nonLethalOf(card);
  if (!req) return false;
  const defence = card.defences.find((d) => d.targetUuid === targetUuid);
  if (defence) return defence.summary.data["lands"] === 1;
  return nonLethalRoll(req, card.attack!.faces).lands;
}

/** What applying the non-lethal card writes to its target; null for any other card (the plain hit applies). */
export function nonLethalTargetOutcome(card: ExchangeCard, targetUuid: string, target: AttackTarget, damage: number): DamageApplication | null {
  const req = nonLethalOf(card);
  if (!req) return null;
  const refusal = oneTargetRefusal(card);
  if (refusal) throw new RangeError(refusal);
  if (!nonLethalLands(card, targetUuid)) return { update: {}, summary: { key: "FRAY.Action.Factions.NonLethal.NoEffect", data: { target: target.name } }, statuses: [] };
  return nonLethalEffectOutcome(req.effect, target, damage, { uuid: card.attackerUuid, name: req.label, size: req.attackerSize }, req.weaponId, req.effect === "disarm" && req.freeHand);
}

// ---- the target's reactions ----------------------------------------------------------------------

const REACTIONS = ["dodge", "counter"] as const;

/**
 * "Perform a suitable attack against the attacker": the weapon a weapon attack's counter would use (counter-weapon.ts),
 * against the attacker standing nearby ("Target a nearby character": the same zone), sizes as the card records them.
 */
function nonLethalCounterWeapon(card: ExchangeCard, target: AttackTarget): CounterWeapon | null {
  const req = nonLethalOf(card);
  return req ? counterWeapon(target, { kind: "melee", distance: 0, attackerSize: req.attackerSize, targetSize: req.targetSize }) : null;
}
const SURPRISED = "taken by surprise by a concealed attacker: no reaction";

function reactionOffer(card: ExchangeCard, target: AttackTarget, kind: (typeof REACTIONS)[number]): DefenceOffer {
  const why =
    oneTargetRefusal(card) ??
    reactionRefusal({ kind, reactor: { turnTaken: false }, incapacitated: target.statuses.includes("factions.incapacitated"), grabbed: target.statuses.includes(GRABBED) }) ??
    (kind === "counter" && !nonLethalCounterWeapon(card, target) ? `${target.name} holds no weapon that reaches the attacker` : null);
  // Named for a grabber's hold (grabber-lets-go.ts): a counter with a two-handed weapon lets go.
  const named = kind === "counter" && nonLethalCounterWeapon(card, target)?.twoHanded ? `counter-${TWO_HANDED}` : kind;
  return { id: kind, label: `FRAY.Exchange.Defence.${kind}`, refused: why, cost: reactionCost(named) };
}

/** "can be used to counter": a disarm, shove or grapple back, refused as a counter is, and for its own limits (size). */
function nonLethalCounterOffer(card: ExchangeCard, target: AttackTarget, id: string, ctx: DefenceContext): DefenceOffer {
  const effect = nonLethalCounterEffect(id)!;
  const why =
    oneTargetRefusal(card) ??
    reactionRefusal({ kind: "counter", reactor: { turnTaken: false }, incapacitated: target.statuses.includes("factions.incapacitated"), grabbed: target.statuses.includes(GRABBED) }) ??
    nonLethalCounterRefusal(effect, target, ctx.attacker, true);
  return { id, label: `FRAY.Factions.CounterWith.${effect}`, refused: why, cost: reactionCost(id) };
}

function counterDice(card: ExchangeCard, target: AttackTarget, ctx: DefenceContext) {
  const weapon = nonLethalCounterWeapon(card, target);
  const die = parseDamage(`1${weapon?.damageDie ?? ""}`);
  const count = damageDiceAgainst(die.count, target.system.factions.size, ctx.attacker?.system.factions.size ?? "medium", false);
  const twice = weapon?.impaired && (ctx.options?.factions?.impaired ?? "keep-lower") === "keep-lower" ? 2 : 1;
  return { die, count: count * twice, impaired: weapon?.impaired ?? false };
}

/** A non-lethal card countered by a non-lethal attack: "the counter is resolved last" (a counterer grabbed first cannot act). */
function nonLethalCountered(card: ExchangeCard, req: FactionsNonLethalRequest, effect: NonLethalEffect, attacker: AttackTarget, target: AttackTarget, faces: readonly number[], ctx: DefenceContext): DefenceResolution {
  if (req.effect === "free") throw new RangeError("freeing an ally cannot be countered");
  const side = (id: string, who: AttackTarget, kind: NonLethalEffect, str: number, size: CounterSide["size"]): CounterSide => ({ id, action: { kind: "nonlethal", effect: kind }, health: healthOf(who), armour: { armour: armourOf(who) }, str, size });
  // The card's faces are the target's save (and a larger shove's d4); the counter's own faces the attacker's.
  const o = resolveCounter(queuedDice([...card.attack!.faces, ...faces]), { attacker: side("attacker", attacker, req.effect, attacker.system.factions.str, req.attackerSize), counterer: side("counterer", target, effect, req.str, req.targetSize) }, ctx.options?.factions ?? req.options);
  const landed = (id: string) => {
    const s = o.steps.find((x) => x.actor === id);
    return s?.kind === "nonlethal" && s.result.success ? { direct: s.result.directDamage ?? 0 } : null;
  };
  const mine = landed("attacker");
  const theirs = landed("counterer");
  const toTarget = mine?.direct ?? 0;
  return {
    damage: toTarget,
    summary: { key: `FRAY.Factions.CounteredNonLethal.${theirs ? "Lands" : "Fails"}`, data: { orderKey: `FRAY.Exchange.Order.${o.order}`, effectKey: `FRAY.Action.Factions.NonLethal.${effect}`, toTarget, lands: mine ? 1 : 0, countered: theirs ? 1 : 0, size: req.targetSize } },
    extra: theirs ? [{ targetUuid: ctx.attackerUuid, damage: theirs.direct }] : [],
  };
}

function resolveReaction(card: ExchangeCard, req: FactionsNonLethalRequest, target: AttackTarget, choice: string, faces: readonly number[], ctx: DefenceContext): DefenceResolution {
  const attackFaces = card.attack!.faces;
  const options = ctx.options?.factions ?? req.options;
  if (choice === "dodge") {
    const save = factionsSave(queuedDice(faces), "agi", target.system.factions.agi, options);
    const rolled = nonLethalRoll(req, attackFaces);
    const lands = !save.success && rolled.lands;
    const damage = lands ? rolled.direct : 0;
    return { damage, summary: { key: save.success ? "FRAY.Exchange.Defended" : "FRAY.Exchange.DefenceFailed", data: { roll: save.roll, dc: save.score, damage, lands: lands ? 1 : 0 } } };
  }
  const effect = nonLethalCounterEffect(choice);
  if (choice !== "counter" && !effect) throw new RangeError(`unknown factions reaction "${choice}"`);
  if (!ctx.attacker) throw new RangeError("the attacker no longer exists");
  const attacker = ctx.attacker;
  if (effect) return nonLethalCountered(card, req, effect, attacker, target, faces, ctx);
  const weapon = nonLethalCounterWeapon(card, target);
  if (!weapon) throw new RangeError(`${target.name} holds no weapon that reaches the attacker`);
  const attackerSide: CounterSide = { id: "attacker", action: { kind: "nonlethal", effect: req.effect === "free" ? "grapple" : req.effect }, health: healthOf(attacker), armour: { armour: armourOf(attacker) }, str: attacker.system.factions.str, size: req.attackerSize };
  const countererSide: CounterSide = { id: "counterer", action: { kind: "damage", damage: parseDamage(`1${weapon.damageDie}`), holdBack: weapon.impaired ?? false }, health: healthOf(target), armour: { armour: armourOf(target) }, str: req.str, size: req.targetSize };
  // The counter's damage dice roll first and land first; the non-lethal attack's save (its card's faces) comes after.
  const o = resolveCounter(queuedDice([...faces, ...attackFaces]), { attacker: attackerSide, counterer: countererSide }, options);
  const hit = o.steps.find((s) => s.actor === "counterer");
  const toAttacker = hit?.kind === "damage" ? hit.roll.total : 0;
  const mine = o.steps.find((s) => s.actor === "attacker");
  const lands = mine?.kind === "nonlethal" && mine.result.success;
  const toTarget = lands && mine.kind === "nonlethal" ? (mine.result.directDamage ?? 0) : 0;
  return {
    damage: toTarget,
    summary: { key: "FRAY.Exchange.CounteredWith", data: { orderKey: `FRAY.Exchange.Order.${o.order}`, toTarget, toAttacker, lands: lands ? 1 : 0, weapon: weapon.name } },
    extra: toAttacker > 0 ? [{ targetUuid: ctx.attackerUuid, damage: toAttacker }] : [],
  };
}

/** The factions defence slot with the non-lethal card's reactions in front (freeing an ally offers none). */
export function withNonLethalDefence(base: DefenceSlot): DefenceSlot {
  return {
    offers: (card, target, ctx) => {
      const req = nonLethalOf(card);
      // A weapon card's reactions (the unaware target of a concealed attacker included) are the base slot's.
      if (!req) return base.offers(card, target, ctx);
      const offers = req.effect === "free" ? [] : [...REACTIONS.map((k) => reactionOffer(card, target, k)), ...NON_LETHAL_COUNTERS.map((id) => nonLethalCounterOffer(card, target, id, ctx))];
      // "Enemies attacked by a concealed character are taken by surprise and can't react" (sneaking.ts).
      // An attack made from concealment reveals its attacker, so the card remembers it was concealed.
      const concealed = req.concealed === true || (ctx.attacker?.statuses.includes(CONCEALED) ?? false);
      if (targetCanReactTo({ id: card.attackerUuid, concealed })) return offers;
      return offers.map((o) => ({ ...o, refused: o.refused ?? SURPRISED }));
    },
    dice: (card, target, choice, ctx) => {
      if (!nonLethalOf(card)) return base.dice(card, target, choice, ctx);
      if (choice === "dodge") return [{ count: 1, sides: 20, purpose: "FRAY.Attack.DefenceDie" }];
      const effect = nonLethalCounterEffect(choice);
      if (effect) return nonLethalCounterDice(effect, target, ctx.attacker);
      const c = counterDice(card, target, ctx);
      return [{ count: c.count, sides: c.die.sides, purpose: "FRAY.Roll.Damage" }];
    },
    resolve: (card, target, choice, faces, ctx) => {
      const req = nonLethalOf(card);
      return req ? resolveReaction(card, req, target, choice, faces, ctx) : base.resolve(card, target, choice, faces, ctx);
    },
  };
}

/** The factions apply choices, none on a non-lethal card (its own outcome is the apply). */
export function withoutChoicesOnNonLethal(base: ApplyChoiceSlot): ApplyChoiceSlot {
  return {
    offers: (card, target) => (nonLethalOf(card) ? [] : base.offers(card, target)),
    apply: (card, target, choice, damage, ctx) => {
      if (nonLethalOf(card)) throw new RangeError("a non-lethal attack has no apply choices");
      return base.apply(card, target, choice, damage, ctx);
    },
  };
}
