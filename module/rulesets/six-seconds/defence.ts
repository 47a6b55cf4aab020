/**
 * The six-seconds defender's step on an attack card: Block (Shield Use), Dodge (Reflex) or Parry (Weapon Skill),
 * rolled against 4 + the attacker's bonus (scale excluded; the engine's defenceDC). The attack's own faces are
 * kept on the card, so the engine resolves the same attack again with the defence die in its place (attack d6 →
 * defence d6 → damage dice).
 *
 * What is allowed, in the text's order: the target's conditions (Helpless, Flat-Footed, Broken … make no defence
 * rolls; Held only dodges, at −1), the attack's situation (a surprised target makes none; flanked −1), an area (no
 * parry; a shield blocks it, a dodge takes 3 off, a dodge with Evasion — the defender's own heavy cover gives it — negates it), then
 * the skill the defence rolls. Each refusal carries a lang key (refusedKey) as well as the English reason.
 */
import { conditionEffects } from "../../engine/rulesets/six-seconds/conditions";
import { defenceDC, resolveAttack, type DefenceOption } from "../../engine/rulesets/six-seconds/attack";
import { resolveAreaEffect } from "../../engine/rulesets/six-seconds/area-attack";
import { RulesError } from "../../engine/errors";
import type { Modifier } from "../../engine/modifiers";
import { queuedDice } from "../../engine/dice/source";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, DefenceOffer, DefenceResolution, DefenceSlot } from "../adapter";
import { DEFENCE_SKILLS, targetDefence, type SixSecondsAttackRequest } from "./attack";
import { resolveCoverHit } from "./cover-hit";
import { targetConditions } from "./situation";
import { comboOnCard, landedAttacks, resolveComboDefence } from "./combo-defence";
import { areaEffectDodgeRefusal, areaEvasion, isAreaEffect, resolveAreaEffectDefence } from "./area-effect";

const KINDS: readonly DefenceOption[] = ["block", "dodge", "parry"];
const REFUSED = "FRAY.Exchange.SixSeconds.Refused";

function attackOf(card: ExchangeCard): { req: SixSecondsAttackRequest; faces: number[] } {
  const req = card.attack?.request as SixSecondsAttackRequest | undefined;
  if (req?.kind !== "six-seconds.attack" || req.target === null) throw new RangeError("this card holds no six-seconds attack on a target");
  return { req, faces: card.attack!.faces };
}

/** A refusal: the English reason and its lang key. */
export interface Refusal {
  reason: string;
  key: string;
}

/** What the target may roll against this attack: a refusal, or the modifiers its defence roll takes. */
export function defenceAllowed(target: AttackTarget, kind: DefenceOption, req?: Pick<SixSecondsAttackRequest, "situation"> & Partial<SixSecondsAttackRequest>): { refusal: Refusal } | { modifiers: Modifier[] } {
  const modifiers: Modifier[] = [];
  const situation = req?.situation;
  for (const id of targetConditions(target.statuses)) {
    const effects = conditionEffects(id, situation?.flatFooted ? { flatFooted: situation.flatFooted } : {});
    // The Surprise reading's −1 is "against the creature that surprised them": a status cannot say who that was, so
    // the surpriser's dialog (its Surprised box) carries it, and the status alone costs nothing.
    if (effects.againstSourceOnly) continue;
    if (effects.defenceRolls === "none") return { refusal: { reason: `${id}: no defence rolls`, key: `${REFUSED}.none.${id}` } };
    if (effects.defenceRolls === "dodge-only" && kind !== "dodge") return { refusal: { reason: `${id}: may only dodge`, key: `${REFUSED}.dodgeOnly.${id}` } };
    modifiers.push(...(effects.defenceModifiers ?? []));
  }
  if (situation?.defenceRolls === "none") return { refusal: { reason: "surprised: no defence rolls against this attack", key: `${REFUSED}.surprised` } };
  if (situation?.area && kind === "parry") return { refusal: { reason: "an area attack cannot be parried", key: `${REFUSED}.areaParry` } };
  const noDodge = areaEffectDodgeRefusal(req, target, kind);
  if (noDodge) return { refusal: noDodge };
  modifiers.push(...(situation?.defenceModifiers ?? []));
  const has = target.derived.sixSeconds.skills.some((s) => s.name.trim().toLowerCase() === DEFENCE_SKILLS[kind]);
  if (!has) return { refusal: { reason: `${target.name} has no "${DEFENCE_SKILLS[kind]}" skill`, key: `${REFUSED}.noSkill.${kind}` } };
  return { modifiers };
}

/** Why this target may not roll this defence, or null (the reason in English; see defenceAllowed for the key). */
export function defenceRefusal(target: AttackTarget, kind: DefenceOption, req?: Pick<SixSecondsAttackRequest, "situation">): string | null {
  const a = defenceAllowed(target, kind, req);
  return "refusal" in a ? a.refusal.reason : null;
}

/** The defence declared in the attack dialog, with its modifiers; throws the refusal's reason when it is not allowed. */
export function declaredDefence(target: AttackTarget, kind: DefenceOption, req?: Pick<SixSecondsAttackRequest, "situation">) {
  const a = defenceAllowed(target, kind, req);
  if ("refusal" in a) throw new RulesError("defence-refused", { reasonKey: a.refusal.key }, `${target.name} may not ${kind}: ${a.refusal.reason}`);
  return targetDefence(target, kind, a.modifiers);
}

/**
 * An area attack: one damage roll for all; a shield blocks, a dodge takes 3 off, a dodge with Evasion negates. The
 * damage is judged against this target's own Toughness ("compare it to all targets' toughness"), never the request's
 * defender, which is the first targeted token's.
 */
function resolveAreaDefence(req: SixSecondsAttackRequest, target: AttackTarget, kind: "block" | "dodge", modifiers: Modifier[], attackFaces: readonly number[], face: number): DefenceResolution {
  const input = req.input;
  const defence = targetDefence(target, kind, modifiers);
  const own = target.derived.sixSeconds.toughness;
  const out = resolveAreaEffect(queuedDice([face, ...attackFaces.slice(1)]), {
    attacker: input.attacker,
    targets: [{ id: "target", toughness: own.toughness, dying: target.statuses.includes("six-seconds.dying"), isObject: target.system.sixSeconds.object, defence: { kind, bonus: defence.bonus, modifiers: defence.modifiers ?? [] }, evasion: areaEvasion(target) }],
    damage: input.damage,
    damageModifiers: input.damageModifiers ?? [],
    damageOptions: input.damageOptions,
  });
  const t = out.targets[0]!;
  const roll = t.defence?.total ?? 0;
  const dc = defenceDC(input.attacker);
  if (t.negated) return { damage: 0, summary: { key: kind === "block" ? "FRAY.Exchange.SixSeconds.AreaBlocked" : "FRAY.Exchange.SixSeconds.AreaEvaded", data: { roll, dc, damage: 0 } } };
  const damage = t.damageTaken ?? 0;
  const judged = { toughness: own.toughness, minimum: own.toughness - 6, resultKey: `FRAY.Damage.SixSeconds.Short.${t.damageOutcome?.result ?? "no-effect"}` };
  if (t.defence?.success) return { damage, summary: { key: "FRAY.Exchange.SixSeconds.AreaDodged", data: { roll, dc, damage, ...judged } } };
  return { damage, summary: { key: "FRAY.Exchange.SixSeconds.AreaHit", data: { roll, dc, damage, ...judged } } };
}

export const sixSecondsDefence: DefenceSlot = {
  offers: (card, target): DefenceOffer[] => {
    // A miss needs no defence; an attack rolled with its defence already declared has had it.
    if (card.damage === null) return [];
    const combo = comboOnCard(card);
    const { req } = combo ? { req: landedAttacks(combo)[0]?.request } : attackOf(card);
    if (!req) return [];
    if (req.input.defence) return [];
    return KINDS.map((kind) => {
      const a = defenceAllowed(target, kind, req);
      return "refusal" in a
        ? { id: kind, label: `FRAY.Exchange.Defence.${kind}`, refused: a.refusal.reason, refusedKey: a.refusal.key }
        : { id: kind, label: `FRAY.Exchange.Defence.${kind}`, refused: null };
    });
  },
  // A combo's card: one defence die for every Attack that landed on this target.
  dice: (card) => [{ count: comboOnCard(card) ? landedAttacks(comboOnCard(card)!).length : 1, sides: 6, purpose: "FRAY.Attack.DefenceDie" }],
  resolve: (card, target, choice, faces) => {
    const kind = choice as DefenceOption;
    if (!KINDS.includes(kind)) throw new RangeError(`unknown six-seconds defence "${choice}"`);
    const combo = comboOnCard(card);
    if (combo) {
      const first = landedAttacks(combo)[0];
      if (!first) throw new RangeError("no Attack of this combo landed: there is nothing to defend against");
      const allowed = defenceAllowed(target, kind, first.request);
      if ("refusal" in allowed) throw new RangeError(allowed.refusal.reason);
      return resolveComboDefence(combo, target, kind, allowed.modifiers, faces);
    }
    const { req, faces: attackFaces } = attackOf(card);
    const a = defenceAllowed(target, kind, req);
    if ("refusal" in a) throw new RangeError(a.refusal.reason);
    if (isAreaEffect(req) && kind !== "parry") return resolveAreaEffectDefence(req, target, kind, a.modifiers, faces[0]!);
    if (req.situation?.area && kind !== "parry") return resolveAreaDefence(req, target, kind, a.modifiers, attackFaces, faces[0]!);
    const input = { ...req.input, defence: targetDefence(target, kind, a.modifiers) };
    // A miss that hit the cover and went on: the target behind it still defends normally.
    const cover = resolveCoverHit(req, attackFaces, { input: input.defence, face: faces[0]! });
    if (cover) {
      const d = cover.outcome.attack.defence;
      const damage = cover.damage ?? 0;
      return { damage, summary: { key: d?.success ? "FRAY.Exchange.Defended" : "FRAY.Exchange.DefenceFailed", data: { roll: d?.total ?? 0, dc: cover.outcome.attack.defenceDC, damage } } };
    }
    // The attack die, then this defence die, then the damage dice the attack card rolled.
    const o = resolveAttack(queuedDice([attackFaces[0]!, faces[0]!, ...attackFaces.slice(1)]), input);
    const damage = o.result === "defended" || o.result === "miss" ? 0 : (o.damage?.total ?? 0);
    return {
      damage,
      summary: { key: o.result === "defended" ? "FRAY.Exchange.Defended" : "FRAY.Exchange.DefenceFailed", data: { roll: o.defence?.total ?? 0, dc: o.defenceDC, damage } },
    };
  },
};
