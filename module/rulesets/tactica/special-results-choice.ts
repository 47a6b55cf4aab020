/**
 * Special results on the tactica attack card: when the hit has successes beyond the one it needs, the attacker's
 * side spends one of them on a special result (+2d damage, disarm, stun …) when applying the hit. The card's own
 * dice are settled again with that choice (chooseSpecials: nothing is rolled twice), after the target's recorded
 * defence, so the damage is what the engine gives for the successes left. What the actor stores is applied (the
 * damage, the Stun State, an Expose die, a die off the defence pools, a lost action die for the tracker, a worn
 * armour piece taken off); an attempt (disarm, break weapon, knockback, knockdown, hamstring) is rolled with the hit
 * and its win written (special-attempt-effects.ts); moving in or out of contact is named on the result card.
 *
 * The exchange applies once per (card, target) with one choice id: one special is its key; several (a hit with two
 * or more extra successes) are one composed id, "sp-" and a letter per pick ("sp-ds": +2d and Stun), picked on the
 * clicker's client (compose-choice.ts) and checked here. See docs/rules-notes/tactica.md.
 */
import { queuedDice } from "../../engine/dice/source";
import { chooseSpecials, resolveAttack, type AttackOutcome, type DefenceDeclaration } from "../../engine/rulesets/tactica/attack";
import { raiseDefencePool } from "../../engine/rulesets/tactica/defence-pool";
import { SPECIAL_RESULTS, SPECIAL_RESULT_TABLE, type SpecialResultKey } from "../../engine/rulesets/tactica/special-results";
import type { TacticaOptions } from "../../engine/rulesets/tactica/options";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { DamageApplication, DefenceOffer } from "../adapter";
import type { AttackTarget, DamageContext } from "./types";
import type { TacticaAttackRequest } from "./attack";
import { tacticaDamage } from "./damage";
import { contactData, type ContactMove } from "./contact-follow-ups";
import { attemptGroups, attemptsOf, attemptWrites, removeArmour } from "./special-attempt-effects";

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
      defence = { kind: "parry", dice: record.faces.length, missileSkill: true };
      order = [...record.faces, ...card.attack.faces];
    } else {
      const raised = raiseDefencePool(queuedDice(record.faces), record.choice, record.faces.length, record.choice === "block" ? (target.held?.shieldBlock ?? target.derived.tactica.armour?.shieldBlock ?? 0) : 0);
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

/** One letter per special result: the picks of a composed choice ("sp-ds"). */
export const SPECIAL_CODES: Readonly<Record<SpecialResultKey, string>> = Object.freeze({
  "extra-damage": "d",
  disarm: "a",
  "lose-action-die": "l",
  stun: "s",
  "break-weapon": "b",
  expose: "e",
  "remove-armour": "r",
  "move-out-of-contact": "m",
  "draw-into-contact": "c",
  knockback: "k",
  knockdown: "n",
  hamstring: "h",
  "reduce-defence-pool": "p",
});

export const SEVERAL_PREFIX = "sp";
/** The most specials one composed choice names (the result card's summary lines go up to four). */
export const MAX_SEVERAL = 4;

/** The special results a composed choice names, in its order; null when it is not one ("sp-" and known letters). */
export function parseSeveral(choice: string): SpecialResultKey[] | null {
  const m = /^sp-([a-z]+)$/.exec(choice);
  if (!m) return null;
  const keys: SpecialResultKey[] = [];
  for (const letter of m[1]!) {
    const key = SPECIAL_RESULTS.find((k) => SPECIAL_CODES[k] === letter);
    if (!key) return null;
    keys.push(key);
  }
  return keys;
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
  const extra = settled ? extraSuccesses(settled.outcome) : 0;
  if (extra === 0) return [];
  const single: DefenceOffer[] = SPECIAL_RESULTS.map((key) => ({ id: key, label: specialLabel(key), refused: refusal(key, target), side: "attacker" }));
  if (extra < 2) return single;
  // Two or more extra successes: several specials on the one hit, picked in a dialog (refused ones left out).
  const open = SPECIAL_RESULTS.filter((key) => refusal(key, target) === null);
  const options = open.map((key) => `${SPECIAL_CODES[key]}:${specialLabel(key)}`).join(",");
  return [...single, { id: SEVERAL_PREFIX, label: "FRAY.Tactica.Special.Several", refused: null, side: "attacker", compose: { max: Math.min(extra, MAX_SEVERAL), options } }];
}

/**
 * The hit with one or several special results: its damage from the successes left, the Stun it adds, and what the
 * table does next. Several: each is named on the result card (the note of each is its lang key in the data).
 */
export function applySpecialResult(card: ExchangeCard, target: AttackTarget, key: SpecialResultKey | readonly SpecialResultKey[], ctx: DamageContext): DamageApplication {
  const keys: SpecialResultKey[] = typeof key === "string" ? [key] : [...key];
  if (keys.length === 0) throw new RangeError("no special result was picked");
  if (keys.length > MAX_SEVERAL) throw new RangeError(`at most ${MAX_SEVERAL} special results on one hit, got ${keys.length}`);
  const options = ctx.options?.tactica ?? {};
  const settled = settledFor(card, target, options);
  if (!settled) throw new RangeError("this card holds no tactica attack on a target");
  for (const k of keys) {
    const why = refusal(k, target);
    if (why) throw new RangeError(why);
  }
  // The engine refuses specials the successes cannot pay for.
  const o = chooseSpecials(settled.input, settled.outcome, keys, options);
  const damage = o.damage.damage;
  // Stun first: the hit's damage then finds the target in the State, so "they must take a Rank loss" (a Stun that
  // only wrote the State would add nothing: the hit may be taken as the State anyway). docs/rules-notes.md.
  const stuns = keys.some((k) => SPECIAL_RESULT_TABLE[k].applies === "stun");
  const before = stuns ? { ...target.system, tactica: { ...target.system.tactica, physical: { ...target.system.tactica.physical, state: true } } } : target.system;
  const hit = tacticaDamage(before, target.derived, damage, ctx);
  const update = { ...hit.update };
  const statuses = [...hit.statuses];
  if (stuns) {
    update["system.tactica.physical.state"] = true;
    // "If you became stunned ... you would lose the defence pool."
    Object.assign(update, { "system.tactica.pools.dodge.dice": 0, "system.tactica.pools.block.dice": 0 });
    if (!statuses.includes("tactica.stun")) statuses.push("tactica.stun");
  }
  // Expose (+1 exposure die for the next attack) and Reduce defence pool (one die off each standing pool), on top
  // of what the hit itself wrote.
  const now = (path: string, stored: number) => (typeof update[path] === "number" ? (update[path] as number) : stored);
  for (const k of keys) {
    const applies = SPECIAL_RESULT_TABLE[k].applies;
    if (applies === "expose") update["system.tactica.exposures"] = now("system.tactica.exposures", target.system.tactica.exposures) + 1;
    // "Lose of an action dice": taken off in the tracker as soon as the actor shows it (tracker-lose-dice.ts).
    if (applies === "burn-action-die") update["system.tactica.diceToLose"] = now("system.tactica.diceToLose", target.system.tactica.diceToLose) + 1;
    if (applies === "reduce-pool") {
      for (const kind of ["dodge", "block"] as const) {
        const path = `system.tactica.pools.${kind}.dice`;
        update[path] = Math.max(0, now(path, target.system.tactica.pools[kind].dice) - 1);
      }
    }
  }
  const ranks = { damage, physical: hit.summary.data["physical"] ?? "", mental: hit.summary.data["mental"] ?? "" };
  // What each pick did, by its note: the table's note, or the item it acted on / the attempt's outcome.
  const notes = keys.map((k) => `FRAY.Tactica.SpecialNote.${k}`);
  const itemWrites: NonNullable<DamageApplication["itemWrites"]> = [];
  keys.forEach((k, i) => {
    if (SPECIAL_RESULT_TABLE[k].applies !== "strip-armour") return;
    const taken = removeArmour(target);
    itemWrites.push(...taken.itemWrites);
    notes[i] = taken.note;
  });
  // The contact moves the hit wins, done from the result card (contact-follow-ups.ts); a knockback only once won.
  const moves = (wonKnockback: boolean): ContactMove[] => keys.filter((k): k is ContactMove => k === "move-out-of-contact" || k === "draw-into-contact" || (k === "knockback" && wonKnockback));
  const summaryOf = (n: readonly string[], wonKnockback = false): DamageApplication["summary"] => {
    const contact = contactData(moves(wonKnockback), ctx.exchange?.card.attackerUuid);
    if (keys.length === 1) return { key: "FRAY.Exchange.TacticaSpecialApplied", data: { specialKey: specialLabel(keys[0]!), ...ranks, noteKey: n[0]!, ...contact } };
    // Each pick by its own data key (special1Key, note1Key …), named in order by the summary's lines.
    const picks: Record<string, string> = {};
    keys.forEach((k, i) => {
      picks[`special${i + 1}Key`] = specialLabel(k);
      picks[`note${i + 1}Key`] = n[i]!;
    });
    return { key: `FRAY.Exchange.TacticaSpecialsApplied.${keys.length}`, data: { ...ranks, ...picks, ...contact } };
  };
  const app: DamageApplication = { update, statuses, summary: summaryOf(notes), ...(itemWrites.length ? { itemWrites } : {}) };
  const attempts = attemptsOf(keys);
  if (attempts.length === 0) return app;
  // The attempts are rolled with the hit: the attacker's side as its sheet was when it attacked.
  const attacker = settled.req.attempter;
  if (!attacker) throw new RangeError("this card was rolled before attacks kept the attacker's BODY, DEX and Size: roll the attempt from the attacker's sheet (Special attempt)");
  return {
    ...app,
    roll: {
      groups: attemptGroups(attempts, attacker, target),
      then: (faces) => {
        const w = attemptWrites(attempts, attacker, target, faces, app);
        let a = 0;
        const done = keys.map((k, i) => (attemptsOf([k]).length ? w.notes[a++]! : notes[i]!));
        const writes = [...itemWrites, ...w.itemWrites];
        return {
          update: { ...update, ...w.update },
          statuses: [...statuses, ...w.statuses.filter((st) => !statuses.includes(st))],
          summary: summaryOf(done, w.notes.includes("FRAY.Tactica.AttemptResult.knockback.won")),
          ...(writes.length ? { itemWrites: writes } : {}),
          ...(w.items.length ? { items: w.items } : {}),
        };
      },
    },
  };
}
