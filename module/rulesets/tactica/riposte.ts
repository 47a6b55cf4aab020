/**
 * The Parry's riposte: "the defender may elect to take all the opponents exposure dice (all of them) and use them to
 * make an immediate attack roll with them". Offered on the card to the defender's owner once the parried attack is
 * applied (so the exposures it left are on the attacker); the riposte is an attack of no dice of its own, whose pool
 * is every exposure die on the attacker (the attack request picks them up, and applying it uses them up).
 * The weapon is the defender's first equipped tactica weapon, else its first one, else its bare hands (Light).
 */
import { takeExposuresForRiposte } from "../../engine/rulesets/tactica/parry";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget, SheetItem } from "../adapter";
import { tacticaAttackRequest, type TacticaAttackRequest, type TacticaWeaponData } from "./attack";

/** The riposte's dice when one is open: the target parried this card and the attacker has exposure dice. */
export function riposteDice(card: ExchangeCard, targetUuid: string, attacker: AttackTarget | null): number {
  if (card.ruleset !== "tactica" || !attacker) return 0;
  const parried = card.defences.some((d) => d.targetUuid === targetUuid && d.choice === "parry");
  return parried ? takeExposuresForRiposte(attacker.system.tactica.exposures).riposteDice : 0;
}

function weaponOf(items: readonly SheetItem[], bareHands: string): { name: string; block: TacticaWeaponData["block"] } {
  const armed = items.filter((i) => {
    const t = i.system["tactica"];
    return t !== null && t !== undefined && (t["weightClass"] !== undefined || t["natural"] === true);
  });
  const pick = armed.find((i) => (i.system as { equipped?: unknown })["equipped"] === true) ?? armed[0];
  return pick ? { name: pick.name, block: pick.system["tactica"] as TacticaWeaponData["block"] } : { name: bareHands, block: { natural: true } };
}

/** The riposte attack: the defender's weapon, no dice of its own, the attacker's exposures as the pool. */
export function riposteRequest(card: ExchangeCard, targetUuid: string, defender: AttackTarget, weapons: readonly SheetItem[], attacker: AttackTarget, bareHands: string): TacticaAttackRequest {
  if (riposteDice(card, targetUuid, attacker) === 0) throw new RangeError(`${defender.name} has no riposte: ${attacker.name} has no exposure dice`);
  const w = weaponOf(weapons, bareHands);
  return tacticaAttackRequest(defender.system, defender.derived, { name: w.name, block: w.block }, 0, attacker);
}
