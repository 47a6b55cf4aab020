/**
 * What a frozen-lands attack's Stress dice do to the attacker, as a skill roll's do (stress-outcome.ts): WP from
 * Stress successes, the condition level a critical failure raises (or an extra Stress), broken over level 3.
 * A bound attack card applies it through the exchange (the GM's client, once, undoable); an attack on nobody has no
 * card to apply from, so its roll writes the same outcome back at once (frozenLandsAttackWriteBack), which also
 * spends a shot's aim and load on the weapon item.
 */
import type { ExchangeCard } from "../../chat/exchange/card";
import { rollChanges } from "../../engine/rulesets/frozen-lands/skill-roll";
import type { ActorSystem } from "../../data/actor/schema";
import type { AttackTarget, DamageApplication, WriteBack } from "../adapter";
import { rolledFrozenLandsAttack, type FrozenLandsAttackRequest } from "./attack";
import { stressWriteBack } from "./stress-outcome";
import { reloadKind } from "../../engine/rulesets/frozen-lands/weapons";
import { afterShot } from "./weapon-state";

/** The Stress outcome of an attack's faces on the attacker's current fields (empty update: nothing changes). */
export function attackStressWriteBack(req: FrozenLandsAttackRequest, faces: readonly number[], attacker: ActorSystem): WriteBack {
  return stressWriteBack(attacker.frozenLands, rollChanges(rolledFrozenLandsAttack(req, faces).roll));
}

export function frozenLandsAttackerOutcome(card: ExchangeCard, attacker: AttackTarget): DamageApplication | null {
  const req = card.attack?.request as FrozenLandsAttackRequest | undefined;
  if (req?.kind !== "frozen-lands.attack") return null;
  const back = attackStressWriteBack(req, card.attack!.faces, attacker.system);
  if (Object.keys(back.update).length === 0) return null;
  const f = attacker.system.frozenLands;
  const wp = Number(back.update["system.frozenLands.wp"] ?? f.wp);
  const won = wp - f.wp;
  const update = back.update as Record<string, number | boolean>;
  // Only WP: the short summary the card always gave; anything more: the result card lists each change.
  const onlyWp = Object.keys(update).length === 1 && won > 0;
  return {
    update,
    summary: onlyWp ? { key: "FRAY.Exchange.WillpowerWon", data: { won, wp } } : { key: "FRAY.Exchange.FrozenLands.StressOutcome", data: { won, stress: Number(update["system.frozenLands.stress"] ?? f.stress) } },
    statuses: [...(back.statuses?.on ?? [])],
  };
}

/**
 * What the attack roll writes back at once on the roller's client: the Stress outcome when no card is bound (an
 * attack on nobody). A targeted attack's card applies it instead, so it is never written twice.
 */
export function frozenLandsAttackWriteBack(req: FrozenLandsAttackRequest, faces: readonly number[], stats: ActorSystem): WriteBack {
  const back: WriteBack = req.target === null ? attackStressWriteBack(req, faces, stats) : { update: {} };
  // A shot spends the weapon's aim and empties a Reload weapon (on its item).
  if (req.category !== "ranged" || !req.weaponId) return back;
  return { ...back, items: [{ id: req.weaponId, update: afterShot(reloadKind(req.weapon)) }] };
}
