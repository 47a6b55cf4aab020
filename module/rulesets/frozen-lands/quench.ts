/**
 * The Quench batch's frozen-lands encounter (module/quench/): an attacker and a target whose stat blocks can make
 * and take an attack, a weapon carrying the ruleset's block, and the attack the sheet's attack button would build for it.
 */
import type { QuenchPlan } from "../adapter";
import type { FrozenLandsRollRequest } from "./rolls";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "./attack";

type Block = Record<string, unknown> | null | undefined;
/** The weapon item's frozenLands block, read as the sheet reads it (the item's data model validated it). */
const block = (weapon: Record<string, unknown>): Block => weapon["frozenLands"] as Block;

export const quenchPlan: QuenchPlan<FrozenLandsRollRequest> = {
  attacker: { frozenLands: { attributes: { body: 3, agility: 3 }, skills: [{ name: "Melee", attribute: "body", rank: 3 }] } },
  target: { frozenLands: { attributes: { body: 2, agility: 2 }, skills: [{ name: "Melee", attribute: "body", rank: 1 }] } },
  weapon: { ruleset: "frozen-lands", frozenLands: { category: "melee", bonus: 2, damage: 2, range: "close", damageTypes: ["slashing"], features: [] } },
  attack: (s, _d, name, weapon, target) => frozenLandsAttackRequest(s, { name, block: block(weapon) as FrozenLandsWeaponData["block"] }, target),
};
