/**
 * The factions defender's step (reactions): Dodge, an AGI save that evades the attack (resolveAttack with the
 * dodge); Counter, an attack back with the target's own weapon: both damage rolls at once (the attack card's
 * roll and the counterer's), the most damage after armour lands first, a tie lands both, and a side taken down
 * first never lands its hit (resolveCounter); Hide behind a nearby willing ally or a grabbed enemy, and Guard (a
 * nearby character steps in), each making another character the attack's target (the card rebinds it; a hider's
 * shield may react in turn, a guard has reacted already); and accepting the attacker's proposed stunt once the GM
 * approved it on the card (stunt-ruling.ts; a refused one is dropped), after which no reaction is possible. A reaction is refused for the engine's reasons (reaction-limits.ts) with a lang key, and
 * costs the reactor's turn or an extra reaction through the tracker's CombatCosts port (a guard pays its own).
 */
import { queuedDice } from "../../engine/dice/source";
import { hitRequirement } from "../../engine/rulesets/factions/attack";
import { resolveCounter, type CounterSide } from "../../engine/rulesets/factions/counter";
import { parseDamage } from "../../engine/rulesets/factions/damage";
import type { ReactionKind } from "../../engine/rulesets/factions/reactions";
import { resolveAttack } from "../../engine/rulesets/factions/resolve-attack";
import { damageDiceAgainst } from "../../engine/rulesets/factions/size";
import { isDeclaring, type ExchangeCard } from "../../chat/exchange/card";
import type { DefenceOffer, DefenceResolution } from "../adapter";
import type { AttackTarget, DefenceContext, DefenceSlot } from "./types";
import type { FactionsAttackRequest } from "./attack";
import { bar, engineBar, reactorContext, requestOf, type Bar } from "./reaction-limits";
import { armourOf } from "./armour-items";
import { stuntRuling } from "./stunt-ruling";
import { counterWeapon } from "./counter-weapon";
import { HIDE_HELD, reactionCost, TWO_HANDED } from "./grabber-lets-go";
import { NON_LETHAL_COUNTERS, nonLethalCounterDice, nonLethalCounterEffect, nonLethalCounterRefusal, resolveNonLethalCounter } from "./nonlethal-counter";

type Kind = Extract<ReactionKind, "dodge" | "counter" | "hide" | "guard">;

function attackOf(card: ExchangeCard): { req: FactionsAttackRequest; faces: number[]; saveDice: number } {
  const req = requestOf(card);
  if (req === null || req.target === null) throw new RangeError("this card holds no factions attack on a target");
  const saveDice = hitRequirement(req.input.geometry).kind === "wit-save" ? 1 : 0;
  return { req, faces: card.attack!.faces, saveDice };
}

function side(id: string, who: AttackTarget, weapon: { damageDie: string; impaired?: boolean } | undefined): CounterSide {
  const f = who.system.factions;
  return {
    id,
    action: { kind: "damage", damage: parseDamage(`1${weapon?.damageDie ?? ""}`), holdBack: weapon?.impaired ?? false },
    health: { health: Math.min(f.health.value, f.health.max), maxHealth: f.health.max, incapacitated: who.statuses.includes("factions.incapacitated"), dead: who.statuses.includes("factions.dead") },
    armour: { armour: armourOf(who) },
    str: f.str,
    size: f.size,
  };
}

const down = (who: AttackTarget) => who.statuses.includes("factions.incapacitated") || who.statuses.includes("factions.dead");

/** "Nearby" on the board: the same zone; off the board (or no board) the table judges, as before the board. */
function nearby(ctx: DefenceContext, a: string, b: string): boolean {
  const zones = ctx.zonesBetween?.(a, b) ?? null;
  return zones === null || zones === 0;
}

function hideBar(card: ExchangeCard, ctx: DefenceContext): Bar | null {
  const other = ctx.other;
  if (!other) return null; // the shield is named with the request; checked then
  if (other.uuid === ctx.targetUuid) return bar("cannot hide behind yourself", "hide-self");
  if (other.uuid === card.attackerUuid) return bar("cannot hide behind the attacker", "hide-attacker");
  if (card.targets.some((t) => t.uuid === other.uuid) || card.defences.some((d) => d.targetUuid === other.uuid)) return bar("that character is already a target of this attack", "hide-bound");
  // A grabbed enemy can be used whatever its owner wants; an ally must be willing: its owner (or a GM) asks.
  // "a currently grabbed enemy" is one the hider holds: the grab's record names the hider (not any Grabbed token).
  const heldByHider = other.actor.statuses.includes("factions.grabbed") && other.actor.system.factions.grabbedBy === ctx.targetUuid;
  const relation = heldByHider ? "grabbed-enemy" : other.willing && !down(other.actor) ? "willing-ally" : "other";
  return engineBar({ kind: "hide", reactor: { turnTaken: false }, shield: { nearby: nearby(ctx, ctx.targetUuid ?? "", other.uuid), relation } });
}

function guardBar(card: ExchangeCard, ctx: DefenceContext): Bar | null {
  const other = ctx.other;
  if (!other) return null; // the guard is named with the request; checked then
  if (other.uuid === ctx.targetUuid) return bar("a target cannot guard itself", "guard-self");
  if (other.uuid === card.attackerUuid) return bar("the attacker cannot guard its own target", "guard-attacker");
  if (card.targets.some((t) => t.uuid === other.uuid) || card.defences.some((d) => d.targetUuid === other.uuid)) return bar("that character is already a target of this attack", "guard-bound");
  return engineBar({ kind: "guard", ...reactorContext(card, other.uuid, other.actor, ctx.attacker), aware: true, nearTarget: nearby(ctx, other.uuid, ctx.targetUuid ?? "") });
}

/** A non-lethal counter: the counter's reaction limits, then the non-lethal attack's own (nearby, size). */
function nonLethalCounterBar(card: ExchangeCard, target: AttackTarget, choice: string, ctx: DefenceContext): Bar | null {
  const why = refusal(card, target, "counter", ctx, false);
  if (why) return why;
  // A blast on the attacker's own zone binds the attacker too: its row takes the blast, so the effect has no row of its own.
  if (card.targets.some((t) => t.uuid === card.attackerUuid)) return bar("the attacker is a target of its own attack: counter it with a weapon", "counter-nonlethal-self");
  const g = attackOf(card).req.input.geometry;
  const reason = nonLethalCounterRefusal(nonLethalCounterEffect(choice)!, target, ctx.attacker, g.nearby ?? g.distance === 0);
  return reason ? bar(reason, "counter-nonlethal") : null;
}

function refusal(card: ExchangeCard, target: AttackTarget, kind: Kind | "stunt", ctx: DefenceContext, needsWeapon = true): Bar | null {
  if (kind === "guard") return guardBar(card, ctx);
  const own = reactorContext(card, ctx.targetUuid ?? "", target, ctx.attacker);
  if (kind === "stunt") {
    // Accepting a stunt is no reaction: an unaware or grabbed target may still accept it; a downed one cannot.
    if (own.incapacitated) return bar("incapacitated characters cannot react", "react-incapacitated");
    // "approved by the GM": the GM's Approve on the card comes first (stunt-ruling.ts).
    return stuntRuling(card) === "approved" ? null : bar("the GM has not approved the stunt yet", "stunt-unapproved");
  }
  const why = engineBar({
    kind,
    ...own,
    // A counter made with a non-lethal attack ("can be used to counter") is that one counter too.
    counterTakenByAnotherTarget: kind === "counter" && card.defences.some((d) => (d.choice === "counter" || nonLethalCounterEffect(d.choice) !== null) && d.targetUuid !== ctx.targetUuid),
    ...(kind === "hide" ? { shield: { nearby: true, relation: "willing-ally" as const } } : {}),
  });
  if (why) return why;
  // "Perform a suitable attack against the attacker": a weapon that reaches the attacker (a ranged attack from afar is
  // countered with a ranged weapon in range).
  if (kind === "counter" && needsWeapon && !counterWeapon(target, attackOf(card).req.input.geometry)) return bar(`${target.name} holds no weapon that reaches the attacker`, "counter-no-weapon");
  if (kind === "hide") return hideBar(card, ctx);
  return null;
}

function offer(id: string, label: string, why: Bar | null, extra: Partial<DefenceOffer> = {}): DefenceOffer {
  return { id, label, refused: why?.reason ?? null, ...(why ? { refusedKey: `FRAY.Error.${why.code}` } : {}), cost: reactionCost(id), ...extra };
}

/**
 * Which reaction the tracker is paid for, as a grabber's hold reads it (grabber-lets-go.ts): a counter with a
 * two-handed weapon, or hiding behind the very one the reactor holds ("hiding behind them as reaction to an attack").
 */
function heldReaction(card: ExchangeCard, target: AttackTarget, ctx: DefenceContext): { counter: string; hide: string } {
  const geometry = requestOf(card)?.input.geometry;
  const weapon = geometry ? counterWeapon(target, geometry) : null;
  const other = ctx.other;
  const behindHeld = other != null && other.actor.statuses.includes("factions.grabbed") && other.actor.system.factions.grabbedBy === ctx.targetUuid;
  return { counter: weapon?.twoHanded ? `counter-${TWO_HANDED}` : "counter", hide: behindHeld ? HIDE_HELD : "hide" };
}

export const factionsDefence: DefenceSlot = {
  offers: (card, target, ctx): DefenceOffer[] => {
    // A miss leaves nothing to react to; a card still declaring has no damage yet and takes its reactions now.
    if (card.damage === null && !isDeclaring(card)) return [];
    // A stunt the GM refused is dropped: the attack resolves as normal.
    const stunt = stuntRuling(card) === "refused" ? undefined : requestOf(card)?.stunt;
    return [
      ...(stunt ? [offer("stunt", `FRAY.Factions.StuntAccept.${stunt}`, refusal(card, target, "stunt", ctx), { cost: undefined })] : []),
      offer("dodge", "FRAY.Exchange.Defence.dodge", refusal(card, target, "dodge", ctx)),
      offer("counter", "FRAY.Exchange.Defence.counter", refusal(card, target, "counter", ctx), { cost: reactionCost(heldReaction(card, target, ctx).counter) }),
      // "can be used to counter": the target's disarm, shove or grapple instead of a weapon.
      ...NON_LETHAL_COUNTERS.map((id) => offer(id, `FRAY.Factions.CounterWith.${nonLethalCounterEffect(id)!}`, nonLethalCounterBar(card, target, id, ctx))),
      offer("hide", "FRAY.Exchange.Defence.hide", refusal(card, target, "hide", ctx), { other: "targeted", cost: reactionCost(heldReaction(card, target, ctx).hide) }),
      offer("guard", "FRAY.Exchange.Defence.guard", refusal(card, target, "guard", ctx), { other: "controlled", byOther: true }),
    ];
  },
  dice: (card, target, choice, ctx) => {
    if (choice === "stunt" || choice === "hide" || choice === "guard") return [];
    if (choice === "dodge") return [{ count: 1, sides: 20, purpose: "FRAY.Attack.DefenceDie" }];
    const effect = nonLethalCounterEffect(choice);
    if (effect) return nonLethalCounterDice(effect, target, ctx.attacker);
    const weapon = counterWeapon(target, attackOf(card).req.input.geometry);
    const die = parseDamage(`1${weapon?.damageDie ?? ""}`);
    const count = damageDiceAgainst(die.count, target.system.factions.size, ctx.attacker?.system.factions.size ?? "medium", false);
    return [{ count: count * (weapon?.impaired ? 2 : 1), sides: die.sides, purpose: "FRAY.Roll.Damage" }];
  },
  resolve: (card, target, choice, faces, ctx: DefenceContext): DefenceResolution => {
    const { req, faces: attackFaces, saveDice } = attackOf(card);
    const options = ctx.options?.factions;
    if (choice === "stunt" && req.stunt === "other") return { damage: 0, summary: { key: "FRAY.Factions.StuntAcceptedOther", data: { text: req.stuntText ?? "" } } };
    if (choice === "stunt") return { damage: 0, summary: { key: "FRAY.Factions.StuntAccepted", data: { stuntKey: `FRAY.Factions.Stunt.${req.stunt ?? "disarm"}` } } };
    if (choice === "hide" || choice === "guard") {
      const other = ctx.other;
      if (!other) throw new RangeError(`${choice}: the request names no other character`);
      // The attack goes on unchanged against the new target: the same roll, that character's armour on apply.
      return {
        damage: card.damage ?? 0,
        summary: { key: choice === "hide" ? "FRAY.Factions.HidBehind" : "FRAY.Factions.Guarded", data: { name: other.actor.name, target: target.name } },
        retarget: { uuid: other.uuid, name: other.actor.name },
        // "Choose a nearby character who becomes the new target of the attack, swapping position with the original target."
        ...(choice === "hide" ? { swapPlaces: true } : {}),
      };
    }
    if (choice === "dodge") {
      const withDodge = [...attackFaces.slice(0, saveDice), faces[0]!, ...attackFaces.slice(saveDice)];
      const o = resolveAttack(queuedDice(withDodge), { ...req.input, reaction: { kind: "dodge", agi: target.system.factions.agi } }, options);
      const damage = o.kind === "hit" ? o.damage.total : 0;
      return { damage, summary: { key: o.kind === "dodged" ? "FRAY.Exchange.Defended" : "FRAY.Exchange.DefenceFailed", data: { roll: o.kind === "dodged" || o.kind === "hit" ? (o.dodge?.save.roll ?? 0) : 0, dc: target.system.factions.agi, damage } } };
    }
    const effect = nonLethalCounterEffect(choice);
    if (choice !== "counter" && !effect) throw new RangeError(`unknown factions reaction "${choice}"`);
    if (!ctx.attacker) throw new RangeError("the attacker no longer exists");
    const attackerWeapon = { damageDie: `d${req.input.weapon.damage!.sides}`, impaired: req.input.weapon.holdBack };
    if (effect) return resolveNonLethalCounter(effect, side("attacker", ctx.attacker, attackerWeapon), target, attackFaces.slice(saveDice), faces, ctx.attackerUuid, options);
    // Both damage rolls at once: the attack card's damage dice, then the counterer's.
    const o = resolveCounter(queuedDice([...attackFaces.slice(saveDice), ...faces]), {
      attacker: side("attacker", ctx.attacker, attackerWeapon),
      counterer: side("counterer", target, counterWeapon(target, req.input.geometry) ?? undefined),
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
      summary: { key: "FRAY.Exchange.CounteredWith", data: { orderKey: `FRAY.Exchange.Order.${o.order}`, toTarget, toAttacker, weapon: counterWeapon(target, req.input.geometry)?.name ?? "" } },
      extra: toAttacker > 0 ? [{ targetUuid: ctx.attackerUuid, damage: toAttacker }] : [],
    };
  },
};
