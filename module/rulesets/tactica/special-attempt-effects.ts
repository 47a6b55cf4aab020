/**
 * The special results that are attempts, rolled and written when the card's hit is applied with them: "Disarm
 * attempt", "Break weapon attempt", "Knockback/down", "Hamstring attack". Each is the opposed roll of
 * resolveSpecialAttempt (the attacker's side read from its sheet when it attacked, the request's `attempter`; the
 * target's from its sheet now), rolled on the GM's client with the hit (the application's `roll`). A win writes:
 *  - disarm: the target's first equipped weapon that is not natural is unequipped (dropped);
 *  - break weapon: that weapon is marked broken ("broken and useless": the attack dialog refuses it) and unequipped;
 *  - knockdown: the Prone marker;
 *  - knockback: nothing on the sheet: the target is out of the melee, moved on the board (core HUD *Stand alone*);
 *  - hamstring: the Foot injury on the left leg (its item, its burnt die), and its "immediate DEX roll or fall
 *    prone", rolled with the contest (those dice count only when the hamstring lands).
 * And the one special that is not an attempt but acts on an item: "Remove armour from a location" takes off the
 * worn piece giving the most passive armour (the sheet's armour pieces have no location). Each is undone with the
 * card's Undo. See docs/rules-notes/tactica.md.
 * Every roll takes its roller's own dice (roll-modifiers.ts): the attacker's side its injuries when it attacked (the
 * request's `attempter`; its effort die went on the attack roll), the target's side and the hamstring's DEX check the
 * target's injuries ("Sever ... all rolls are at -2d"), and the target's first roll its waiting effort die, spent.
 */
import { queuedDice } from "../../engine/dice/source";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";
import { INJURY_EFFECT_TABLE } from "../../engine/rulesets/tactica/injuries/effects";
import { resolveInjuryCheck } from "../../engine/rulesets/tactica/injuries/injury";
import { resolveSpecialAttempt, SPECIAL_ATTEMPT_ROLLS, type AttemptSide, type SpecialAttempt } from "../../engine/rulesets/tactica/special-attempts";
import type { SpecialResultKey } from "../../engine/rulesets/tactica/special-results";
import type { DiceGroup } from "../../dice/card";
import type { DamageApplication } from "../adapter";
import type { AttackTarget } from "./types";
import { tacticaCreatureOf } from "./damage";
import { footingSize } from "./inclose-actions";
import { injuryItem } from "./injury-roll";
import { opposedDice } from "./opposed-card";
import { totalDice } from "../../engine/modifiers";
import { rollerDice, rollerEach, rollerSpent, rollerTotal } from "./roll-modifiers";

const ATTEMPTS: Partial<Record<SpecialResultKey, SpecialAttempt>> = { disarm: "disarm", "break-weapon": "break-weapon", knockback: "knockback", knockdown: "knockdown", hamstring: "hamstring" };
const HAMSTRUNG = "left-leg";

/** The attempts among the picked special results, in their order. */
export function attemptsOf(keys: readonly SpecialResultKey[]): SpecialAttempt[] {
  return keys.flatMap((k) => (ATTEMPTS[k] ? [ATTEMPTS[k]] : []));
}

/** The target's side: its sheet's levels and Size, and its own dice (its injuries; the effort die on its first roll). */
function targetSide(target: AttackTarget, first: boolean): AttemptSide {
  const own = rollerDice(target.system, target.derived);
  return { body: target.system.tactica.body, dex: target.system.tactica.dex, size: footingSize(target.system), modifiers: first ? own : rollerEach(own) };
}

const levelOf = (side: AttemptSide, c: "body" | "dex" | "mind" | "soul") => Math.max(0, characteristicDice(c === "body" ? side.body : side.dex) + totalDice(side.modifiers ?? []));

/**
 * One attempt's dice: the attacker's pool, the target's, and a hamstring's DEX check for the Foot (with the target's
 * injuries). `first`: the attempt is the first picked, whose contest is the target's first roll.
 */
function groupsOf(attempt: SpecialAttempt, attacker: AttemptSide, target: AttackTarget, first: boolean): DiceGroup[] {
  const spec = SPECIAL_ATTEMPT_ROLLS[attempt];
  const groups = opposedDice(levelOf(attacker, spec.attacker), levelOf(targetSide(target, first), spec.target));
  const each = rollerTotal(rollerEach(rollerDice(target.system, target.derived)));
  if (attempt === "hamstring") groups.push({ count: Math.max(0, characteristicDice(target.system.tactica.dex) - INJURY_EFFECT_TABLE.foot.check!.penalty + each), sides: 6, purpose: "FRAY.Tactica.CheckRoll.dex" });
  return groups;
}

/**
 * The attacker's side as the card keeps it, its dice limited to what the attack request writes there: its injuries,
 * which only take dice off (a card's data is its poster's, so nothing else is trusted).
 */
function attackerSide(a: AttemptSide): AttemptSide {
  const wounds = (Array.isArray(a.modifiers) ? a.modifiers : []).filter((m) => m?.code === "injuries" && Number.isInteger(m.dice) && m.dice < 0);
  return { body: a.body, dex: a.dex, ...(a.size !== undefined ? { size: a.size } : {}), ...(wounds.length ? { modifiers: wounds.map((m) => ({ dice: m.dice, reason: "injuries", code: "injuries" })) } : {}) };
}

/** Every picked attempt's dice, in order (the application's roll). */
export function attemptGroups(attempts: readonly SpecialAttempt[], attacker: AttemptSide, target: AttackTarget): DiceGroup[] {
  return attempts.flatMap((a, i) => groupsOf(a, attackerSide(attacker), target, i === 0));
}

/** The weapon a disarm or a break takes: the first equipped one that is not natural (null: nothing to take). */
function heldWeapon(target: AttackTarget) {
  return target.held?.weapons?.find((w) => !w.natural) ?? null;
}

/** "Remove armour from a location": the worn piece giving the most passive armour, taken off (null: none worn). */
export function removeArmour(target: AttackTarget): { itemWrites: NonNullable<DamageApplication["itemWrites"]>; note: string } {
  const worn = [...(target.held?.armour ?? [])].sort((a, b) => b.armour - a.armour)[0];
  if (!worn) return { itemWrites: [], note: "FRAY.Tactica.AttemptResult.remove-armour.none" };
  return { itemWrites: [{ id: worn.id, update: { "system.equipped": false } }], note: "FRAY.Tactica.AttemptResult.remove-armour.done" };
}

export interface AttemptWrites {
  update: Record<string, number | boolean>;
  statuses: string[];
  itemWrites: NonNullable<DamageApplication["itemWrites"]>;
  items: NonNullable<DamageApplication["items"]>;
  /** One lang key per attempt, in order: what it did. */
  notes: string[];
}

/** What the attempts did with these faces (in the order of attemptGroups), on the target as `base` leaves it. */
export function attemptWrites(attempts: readonly SpecialAttempt[], card: AttemptSide, target: AttackTarget, faces: readonly number[], base: Pick<DamageApplication, "update" | "statuses">): AttemptWrites {
  const attacker = attackerSide(card);
  const out: AttemptWrites = { update: {}, statuses: [], itemWrites: [], items: [], notes: [] };
  let at = 0;
  // The target's waiting effort die went on its first roll (the first attempt's contest): spent.
  if (attempts.length > 0) Object.assign(out.update, rollerSpent(rollerDice(target.system, target.derived)));
  for (const [i, attempt] of attempts.entries()) {
    const groups = groupsOf(attempt, attacker, target, i === 0);
    const count = (g: DiceGroup[]) => g.reduce((n, d) => n + d.count, 0);
    const contest = faces.slice(at, at + count(groups.slice(0, 2)));
    const check = faces.slice(at + contest.length, at + count(groups));
    at += count(groups);
    const creature = tacticaCreatureOf(target.system, target.derived, target.statuses);
    const o = resolveSpecialAttempt(queuedDice(contest), attempt, attacker, creature, targetSide(target, i === 0), HAMSTRUNG);
    const result = (outcome: string) => `FRAY.Tactica.AttemptResult.${attempt}.${outcome}`;
    if (!o.succeeded) {
      out.notes.push(result("lost"));
      continue;
    }
    if (attempt === "disarm" || attempt === "break-weapon") {
      const weapon = heldWeapon(target);
      if (!weapon) {
        out.notes.push(result("nothing"));
        continue;
      }
      out.itemWrites.push({ id: weapon.id, update: attempt === "disarm" ? { "system.equipped": false } : { "system.equipped": false, "system.tactica.broken": true } });
      out.notes.push(result("won"));
    } else if (attempt === "knockdown") {
      if (!target.statuses.includes("tactica.prone")) out.statuses.push("tactica.prone");
      out.notes.push(result("won"));
    } else if (attempt === "knockback") {
      out.notes.push(result("won"));
    } else if (attempt === "hamstring" && o.injury) {
      // The Foot: "Burn one action dice" (now and at every roll), "an immediate DEX roll or fall prone".
      const burnt = typeof base.update["system.tactica.burntDice"] === "number" ? (base.update["system.tactica.burntDice"] as number) : target.system.tactica.burntDice;
      if (o.injury.burnNow > 0) out.update["system.tactica.burntDice"] = Math.min(6, burnt + o.injury.burnNow);
      if (!o.injury.duplicateBleeder) out.items.push(injuryItem(HAMSTRUNG, "foot"));
      const r = resolveInjuryCheck(queuedDice(check), creature, INJURY_EFFECT_TABLE.foot.check!, target.system.tactica.dex, rollerEach(rollerDice(target.system, target.derived)));
      if (r.prone && !target.statuses.includes("tactica.prone") && !out.statuses.includes("tactica.prone")) out.statuses.push("tactica.prone");
      out.notes.push(result(r.prone ? "wonProne" : "won"));
    }
  }
  return out;
}
