/**
 * A larger factions attacker spreading one melee attack's damage dice over several smaller targets ("Effects of
 * size": "can distribute dice from melee attacks among several smaller targets as they see fit"). The sheet's
 * attack with more than one target asks how many dice each takes (checkDiceSpread checks the split against the
 * whole attack), then rolls one card per target, each bound to its own target with its share of the dice.
 */
import { RulesError } from "../../engine/errors";
import { checkDiceSpread, damageDiceAgainst, sizeSteps, type DiceShare } from "../../engine/rulesets/factions/size";
import type { ActorSystem } from "../../data/actor/schema";
import type { ActionDialog } from "../action-fields";
import { wholeField } from "../action-fields";
import type { AttackTarget, PerTarget } from "../adapter";
import { factionsAttackRequest, type FactionsAttackOptions, type FactionsAttackRequest, type FactionsWeaponData } from "./attack";

const K = "FRAY.Factions.Spread";
/** The most dice one target can take: a d-die attack four sizes larger (tiny against massive) rolls 16. */
const MAX_SHARE = 16;

/** A target the spread can name: its UUID is what the card binds. */
export type SpreadTarget = AttackTarget & { uuid: string };

/** A melee attack without blast on several targets is a spread (a blast hits all it catches, each in full). */
export function isSpread(weapon: FactionsWeaponData, targets: readonly AttackTarget[]): boolean {
  return targets.length > 1 && weapon.block?.attack !== "ranged" && !weapon.block?.blast;
}

/** Why these targets cannot share a melee attack's dice (one not smaller than the attacker), or null. */
export function spreadRefusal(attacker: ActorSystem, targets: readonly AttackTarget[]): RulesError | null {
  const big = targets.find((t) => sizeSteps(attacker.factions.size, t.system.factions.size) <= 0);
  if (big) return new RulesError("factions.spread-size", { target: big.name }, `only a larger attacker spreads a melee attack over several targets, and ${big.name} is not smaller; target one at a time`);
  if (targets.some((t) => !t.uuid)) return new RulesError("factions.spread-target", {}, "a target has no actor to bind the card to");
  return null;
}

/** The dialog: one number per target, starting from an even split that fits the whole attack. */
export function spreadDialog(attacker: ActorSystem, baseDice: number, targets: readonly SpreadTarget[]): ActionDialog {
  return {
    title: `${K}.Title`,
    hint: { key: `${K}.Hint`, data: [] },
    fields: targets.map((t, i) => {
      const whole = damageDiceAgainst(baseDice, attacker.factions.size, t.system.factions.size);
      return { kind: "select" as const, name: `dice${i}`, label: `${K}.Dice`, text: t.name, value: String(Math.max(1, Math.floor(whole / targets.length))), options: Array.from({ length: Math.min(whole, MAX_SHARE) }, (_, n) => ({ value: String(n + 1), label: `${K}.Count.${n + 1}` })) };
    }),
  };
}

/** The shares the form asks for, checked against the whole attack (a clear error when they use more). */
export function parseSpread(attacker: ActorSystem, baseDice: number, targets: readonly SpreadTarget[], fields: Readonly<Record<string, string | undefined>>): DiceShare[] {
  const shares = targets.map((t, i) => ({ target: t.name, size: t.system.factions.size, dice: wholeField(fields, `dice${i}`, 1, damageDiceAgainst(baseDice, attacker.factions.size, t.system.factions.size)) }));
  return checkDiceSpread(baseDice, attacker.factions.size, shares);
}

/** One attack request per target, each with its share of the dice. */
export function spreadRequests(attacker: ActorSystem, weapon: FactionsWeaponData, targets: readonly SpreadTarget[], shares: readonly DiceShare[], opts: FactionsAttackOptions): PerTarget<FactionsAttackRequest> {
  return {
    perTarget: targets.map((t, i) => {
      const req = factionsAttackRequest(attacker, weapon, t, opts);
      return { request: { ...req, input: { ...req.input, weapon: { ...req.input.weapon, share: shares[i]!.dice } } }, target: { uuid: t.uuid, name: t.name } };
    }),
  };
}
