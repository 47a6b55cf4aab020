/**
 * The Quench batch's factions encounter (module/quench/): an attacker and a target whose stat blocks can make and take an
 * attack, a weapon carrying the ruleset's block, and the attack the sheet's attack button would build for it.
 */
import type { QuenchPlan } from "../adapter";
import type { FactionsRollRequest } from "./rolls";
import { factionsAttackRequest } from "./attack";

type Block = Record<string, unknown> | null | undefined;
/** The weapon item's factions block, read as the sheet reads it (the item's data model validated it). */
const block = (weapon: Record<string, unknown>): Block => weapon["factions"] as Block;

export const quenchPlan: QuenchPlan<FactionsRollRequest> = {
  attacker: { factions: { str: 12, agi: 10, wit: 10 } },
  target: { factions: { str: 10, agi: 8, wit: 8, health: { value: 8, max: 8 } } },
  weapon: { ruleset: "factions", factions: { attack: "melee", damageDie: "d8", blast: false, impaired: false } },
  attack: (s, _d, name, weapon, target) => factionsAttackRequest(s, { name, block: block(weapon) }, target, { distance: 0, dodge: false }),
};
