/**
 * The Quench batch's tactica encounter (module/quench/): an attacker and a target whose stat blocks can make and take an
 * attack, a weapon carrying the ruleset's block, and the attack the sheet's attack button would build for it.
 */
import type { QuenchPlan } from "../adapter";
import type { TacticaRollRequest } from "./rolls";
import { tacticaAttackRequest } from "./attack";

type Block = Record<string, unknown> | null | undefined;
/** The weapon item's tactica block, read as the sheet reads it (the item's data model validated it). */
const block = (weapon: Record<string, unknown>): Block => weapon["tactica"] as Block;

export const quenchPlan: QuenchPlan<TacticaRollRequest> = {
  attacker: { tactica: { physical: { rank: 4 }, mental: { rank: 3 }, actionDice: 4 } },
  target: { tactica: { physical: { rank: 3 }, mental: { rank: 3 } } },
  weapon: { ruleset: "tactica", tactica: { weightClass: "medium", reach: false, natural: false } },
  attack: (s, d, name, weapon, target) => tacticaAttackRequest(s, d, { name, block: block(weapon) }, s.tactica.actionDice, target, { parryDice: 1 }),
};
