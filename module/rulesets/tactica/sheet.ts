/** tactica roll buttons on the actor sheet: a pool of committed Action Dice, weapon attacks with the target's Parry. */
import type { RulesetAdapter } from "../adapter";
import { tacticaAttackRequest, type TacticaWeaponData } from "./attack";
import { tacticaPool } from "./from-actor";
import type { TacticaRollRequest } from "./rolls";

type Sheet = RulesetAdapter<TacticaRollRequest>["sheet"];

export const rollPool: NonNullable<Sheet["rollPool"]> = async ({ stats, derived, ask, localize }) => {
  const opts = await ask({ count: stats.tactica.actionDice });
  if (!opts) return null;
  return tacticaPool(stats, localize("FRAY.Sheet.RollPool"), opts.count ?? 0, opts.dice, opts.sl, derived);
};

export const rollItem: NonNullable<Sheet["rollItem"]> = async ({ stats, derived, ask, firstTarget }, item) => {
  const weapon = item.system;
  const opts = await ask({ count: stats.tactica.actionDice, attack: true });
  if (!opts) return null;
  return () =>
    tacticaAttackRequest(stats, derived, { name: item.name, block: weapon["tactica"] as TacticaWeaponData["block"] }, opts.count ?? 0, firstTarget(), {
      extraDice: opts.dice,
      sl: opts.sl,
      parryDice: opts.parryDice,
      armour: opts.armour,
    });
};
