/**
 * The Quench batch's six-seconds encounter (module/quench/): an attacker and a target whose stat blocks can make
 * and take an attack, a weapon carrying the ruleset's block, and the attack the sheet's attack button would build for it.
 */
import type { QuenchPlan } from "../adapter";
import type { SixSecondsRollRequest } from "./rolls";
import { sixSecondsAttackRequest, targetDefence } from "./attack";

type Block = Record<string, unknown> | null | undefined;
/** The weapon item's sixSeconds block, read as the sheet reads it (the item's data model validated it). */
const block = (weapon: Record<string, unknown>): Block => weapon["sixSeconds"] as Block;

export const quenchPlan: QuenchPlan<SixSecondsRollRequest> = {
  attacker: { sixSeconds: { abilities: { strength: 3, dexterity: 2 }, skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 3 }] } },
  target: { sixSeconds: { abilities: { endurance: 1 }, skills: [{ name: "Weapon Skill", ability: "dexterity", rank: 1 }] } },
  weapon: { ruleset: "six-seconds", sixSeconds: { damageDie: "d8", reload: false } },
  attack: (s, d, name, weapon, target) =>
    sixSecondsAttackRequest(s, d, { name, block: block(weapon) }, target, { defence: targetDefence(target, "parry") }),
};
