/**
 * A non-lethal attack used as the counter to a weapon attack ("They can be dodged and countered and can be used to
 * counter. If a normal attack is countered by a non-lethal attack, or viceversa, the non-lethal attack is resolved
 * last"): the target answers with a disarm, a shove or a grapple. The attack's damage lands first; the attacker then
 * makes its STR save (none against a larger counterer), unless the first hit took the counterer down. The effect on
 * the attacker is the card's hit back (`extra`), applied with the target's hit: Grabbed switched on, a larger shove's
 * d4 direct damage written, the disarm's weapon marked Dropped; recorded and undone with it.
 */
import type { ExchangeCard } from "../../chat/exchange/card";
import type { DiceGroup } from "../../dice/card";
import { queuedDice } from "../../engine/dice/source";
import { resolveCounter, type CounterSide } from "../../engine/rulesets/factions/counter";
import { nonLethalRefusal, NON_LETHAL_EFFECTS, type NonLethalEffect } from "../../engine/rulesets/factions/nonlethal";
import type { FactionsOptions } from "../../engine/rulesets/factions/options";
import { sizeSteps } from "../../engine/rulesets/factions/size";
import type { DamageApplication, DamageContext, DefenceResolution } from "../adapter";
import type { AttackTarget } from "./types";
import { armourOf } from "./armour-items";
import { nonLethalEffectOutcome } from "./nonlethal-effect";
import { counterDisarmOnHeld } from "./disarm-counter-pick";

const PREFIX = "counter-";

/** The choice ids: "counter-disarm", "counter-shove", "counter-grapple". */
export const NON_LETHAL_COUNTERS = NON_LETHAL_EFFECTS.map((e) => `${PREFIX}${e}`);

/** The non-lethal attack a counter choice makes, or null for any other choice. */
export function nonLethalCounterEffect(choice: string): NonLethalEffect | null {
  const effect = choice.startsWith(PREFIX) ? choice.slice(PREFIX.length) : "";
  return (NON_LETHAL_EFFECTS as readonly string[]).includes(effect) ? (effect as NonLethalEffect) : null;
}

const sizeOf = (who: AttackTarget | null) => who?.system.factions.size ?? "medium";

/** Why the target may not counter with this non-lethal attack (it targets a nearby character; size), or null. */
export function nonLethalCounterRefusal(effect: NonLethalEffect, target: AttackTarget, attacker: AttackTarget | null, nearby: boolean): string | null {
  return nonLethalRefusal({ effect, nearby, attackerSize: sizeOf(target), targetSize: sizeOf(attacker) });
}

/** The counter's own dice: the attacker's STR save (none against a larger counterer), and a larger shove's d4. */
export function nonLethalCounterDice(effect: NonLethalEffect, target: AttackTarget, attacker: AttackTarget | null): DiceGroup[] {
  const larger = sizeSteps(sizeOf(target), sizeOf(attacker)) > 0;
  return [
    ...(larger ? [] : [{ count: 1, sides: 20, purpose: "FRAY.Factions.CounterSave" }]),
    ...(larger && effect === "shove" ? [{ count: 1, sides: 4, purpose: "FRAY.Roll.Damage" }] : []),
  ];
}

/**
 * Both sides at once (resolveCounter): the attack's damage dice (`damageFaces`) land first, then the non-lethal
 * attack on the attacker with the counter's own faces. The target takes the attack's roll (armour on apply); the
 * attacker's hit back carries the shove's direct damage, and `lands` says whether the effect lands.
 */
export function resolveNonLethalCounter(effect: NonLethalEffect, attacker: CounterSide, target: AttackTarget, damageFaces: readonly number[], faces: readonly number[], attackerUuid: string, options?: Partial<FactionsOptions>): DefenceResolution {
  const f = target.system.factions;
  const counterer: CounterSide = {
    id: "counterer",
    action: { kind: "nonlethal", effect },
    health: { health: Math.min(f.health.value, f.health.max), maxHealth: f.health.max, incapacitated: target.statuses.includes("factions.incapacitated"), dead: target.statuses.includes("factions.dead") },
    armour: { armour: armourOf(target) },
    str: f.str,
    size: f.size,
  };
  const o = resolveCounter(queuedDice([...damageFaces, ...faces]), { attacker, counterer }, options);
  const hit = o.steps.find((s) => s.actor === "attacker");
  const toTarget = hit?.kind === "damage" ? hit.roll.total : 0;
  const mine = o.steps.find((s) => s.actor === "counterer");
  const lands = mine?.kind === "nonlethal" && mine.result.success;
  const direct = lands && mine.kind === "nonlethal" ? (mine.result.directDamage ?? 0) : 0;
  return {
    damage: toTarget,
    summary: { key: `FRAY.Factions.CounteredNonLethal.${lands ? "Lands" : "Fails"}`, data: { orderKey: `FRAY.Exchange.Order.${o.order}`, effectKey: `FRAY.Action.Factions.NonLethal.${effect}`, toTarget, lands: lands ? 1 : 0, size: f.size } },
    // The effect rides on the hit back, even at no damage: the attacker's row applies it with the target's.
    extra: lands ? [{ targetUuid: attackerUuid, damage: direct }] : [],
  };
}

/** What the landed non-lethal counter writes on the attacker it hit back, or null when this is no such hit. */
export function nonLethalCounterOnAttacker(card: ExchangeCard, uuid: string, attacker: AttackTarget, damage: number, from?: string): DamageApplication | null {
  if (uuid !== card.attackerUuid) return null;
  // The counter of the target whose application this is (`from`), never another target's on the same card.
  const d = card.defences.find((r) => (from === undefined || r.targetUuid === from) && nonLethalCounterEffect(r.choice) !== null && r.extra?.some((e) => e.targetUuid === uuid));
  const effect = d ? nonLethalCounterEffect(d.choice) : null;
  if (!d || !effect) return null;
  // The counterer grabs the attacker: the defence's target, its size as the counter resolved it.
  const name = card.targets.find((t) => t.uuid === d.targetUuid)?.name ?? "";
  // A disarm drops the weapon the attacker attacked with (its item, named by a weapon card's request; a non-lethal
  // card names no weapon of the attacker's, so that disarm is told). "If the attacker has a free hand, they can grab
  // the weapon": the record offers the counterer the dropped item (disarm-take.ts; its press says the hand is free).
  const req = card.attack?.request as { kind?: unknown; weaponId?: unknown } | undefined;
  // Against a non-lethal card: one of the weapons the attacker's actor holds (read here, on the GM's client), picked
  // by the counterer when there are several (disarm-counter-pick.ts).
  if (effect === "disarm" && req?.kind === "factions.nonlethal") return counterDisarmOnHeld(attacker, { uuid: d.targetUuid, name });
  const weaponId = req?.kind === "factions.attack" && typeof req.weaponId === "string" ? req.weaponId : undefined;
  return nonLethalEffectOutcome(effect, attacker, damage, { uuid: d.targetUuid, name, size: String(d.summary.data["size"] ?? "") }, weaponId, true, true);
}

type ApplyDamage = (s: AttackTarget["system"], d: AttackTarget["derived"], amount: number, ctx?: DamageContext) => DamageApplication;

/** The factions damage, with the landed non-lethal counter's effect on the attacker it hit back instead of a plain hit. */
export function withNonLethalCounterHits(base: ApplyDamage): ApplyDamage {
  return (s, d, amount, ctx = {}) => {
    const x = ctx.exchange;
    const attacker = x ? { name: x.card.attackerName ?? "", system: s, derived: d, statuses: ctx.statuses ?? [], ...(ctx.held ? { held: ctx.held } : {}) } : null;
    return (x && attacker ? nonLethalCounterOnAttacker(x.card, x.targetUuid, attacker, amount, x.from) : null) ?? base(s, d, amount, ctx);
  };
}
