/**
 * One resolved chat card per roll request kind (and the attack cards with and without a target), plus the damage
 * summaries of every ruleset: the pseudo-locale test renders them all. Named actor-chosen texts (weapon and skill
 * names, the target's hostile name, the user's own modifier reasons) are listed in USER_TEXTS: they are not lang text.
 */
import { damageApplication } from "../../module/chat/apply-damage";
import { prepareActorDerived } from "../../module/data/actor/derived";
import type { CardData } from "../../module/dice/card";
import { diceFor, resolveRequest, type RollRequest } from "../../module/dice/requests";
import { factionsAttackRequest } from "../../module/rulesets/factions/attack";
import { factionsDamageRequest, factionsSaveRequest } from "../../module/rulesets/factions/from-actor";
import { frozenLandsAttackRequest } from "../../module/rulesets/frozen-lands/attack";
import { frozenLandsSkill } from "../../module/rulesets/frozen-lands/from-actor";
import { sixSecondsAttackRequest, type AttackTarget } from "../../module/rulesets/six-seconds/attack";
import { sixSecondsSkillCheck } from "../../module/rulesets/six-seconds/from-actor";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { tacticaPool } from "../../module/rulesets/tactica/from-actor";
import { RULESETS } from "../../module/schema/choices";
import type { DamageApplication } from "../../module/rulesets/adapter";
import { HOSTILE_NAME, actorFixture } from "./fixtures";

/** Free texts the fixtures put on cards: names and what a user typed as a reason. */
export const USER_TEXTS = [HOSTILE_NAME, "Arming sword", "Longsword", "Bow", "Sword", "Broadsword", "Dagger", "Battleaxe", "Attack", "Marsh Troll", "On the Exhale", "my reason"];

const s = actorFixture("six-seconds", "character").system;
const d = prepareActorDerived(s);
const foe: AttackTarget = { name: HOSTILE_NAME, system: s, derived: d, statuses: [] };
const sword = { name: "Arming sword", block: { damageDie: "d8" } };
const bow6 = { name: "Arming sword", block: { damageDie: "d6", rangeIncrement: 10 } };
const longsword = { name: "Longsword", block: { category: "melee", bonus: 2, damage: 2, range: "close" as const, damageTypes: ["slashing" as const], features: ["heavy", "parrying"] } };
const crossbow = { name: "Bow", block: { category: "ranged", bonus: 1, damage: 2, range: "short" as const, damageTypes: ["piercing" as const], features: [] } };

/** [name, request, faces]: every request kind, each attack with and without a target. */
const REQUESTS: [string, RollRequest, number[]][] = [
  ["six-seconds-check", { ...sixSecondsSkillCheck(s, d, 0, 7, [{ value: 1, reason: "my reason" }]), label: HOSTILE_NAME }, [5]],
  ["six-seconds-attack", sixSecondsAttackRequest(s, d, sword, foe, { splits: [{ attack: 1, defence: 0, reason: "On the Exhale" }], targetModifiers: [{ value: 2, reason: "my reason" }], defence: { kind: "parry", bonus: 3 } }), [4, 2, 6]],
  ["six-seconds-attack-ranged", sixSecondsAttackRequest({ ...s, sixSeconds: { ...s.sixSeconds, skills: [...s.sixSeconds.skills, { name: "Ranged Skill", ability: "dexterity", rank: 2 }] } }, prepareActorDerived({ ...s, sixSeconds: { ...s.sixSeconds, skills: [...s.sixSeconds.skills, { name: "Ranged Skill", ability: "dexterity", rank: 2 }] } }), bow6, foe, { distanceMetres: 25, aimed: true }), [4, 2, 6]],
  ["six-seconds-attack-no-target", sixSecondsAttackRequest(s, d, sword, null), [3]],
  // A combo's card on one target: two Attacks, each hit kept apart (combo-target.ts).
  ["six-seconds-combo", { kind: "six-seconds.combo", attacks: [{ request: sixSecondsAttackRequest(s, d, sword, foe), faces: [] }, { request: sixSecondsAttackRequest(s, d, sword, foe), faces: [] }] } as RollRequest, [6, 5, 6, 4]],
  ["frozen-lands-skill", frozenLandsSkill(s, 0, [{ dice: 1, reason: "my reason" }]), [6, 2, 5, 1, 5, 3]],
  ["frozen-lands-attack", frozenLandsAttackRequest(s, longsword, foe), [6, 5, 5, 2, 1, 6, 3]],
  ["frozen-lands-attack-ranged", frozenLandsAttackRequest(s, crossbow, foe, { band: "medium", aimed: true }), [6, 5, 5, 2, 1, 6, 3]],
  ["frozen-lands-enemy-attack", { kind: "frozen-lands.enemyAttack", label: "Marsh Troll", damage: 4, target: HOSTILE_NAME }, []],
  ["frozen-lands-attack-no-target", frozenLandsAttackRequest(s, longsword, null), [1, 2, 3, 4, 2, 1, 1]],
  ["factions-save", factionsSaveRequest(s, "agi"), [2]],
  ["factions-damage", factionsDamageRequest("Battleaxe", "d8"), [7]],
  ["factions-attack", factionsAttackRequest(s, { name: "Bow", block: { attack: "ranged", damageDie: "d6", range: 8 } }, foe, { distance: 5, dodge: true }), [5, 15, 4]],
  ["factions-attack-dodged", factionsAttackRequest(s, { name: "Sword", block: { attack: "melee", damageDie: "d6" } }, foe, { dodge: true }), [2, 6]],
  ["factions-attack-no-target", factionsAttackRequest(s, { name: "Sword", block: { attack: "melee", damageDie: "d6" } }, null), [6]],
  ["factions-nonlethal", { kind: "factions.nonlethal", label: "Attack", effect: "grapple", target: HOSTILE_NAME, attackerSize: "medium", targetSize: "medium", str: 10, freeHand: false, grabberSize: "medium" }, [14]],
  ["factions-nonlethal-large-shove", { kind: "factions.nonlethal", label: "Attack", effect: "shove", target: HOSTILE_NAME, attackerSize: "large", targetSize: "small", str: 10, freeHand: false, grabberSize: "small" }, [3]],
  ["tactica-pool", tacticaPool(s, "Attack", 5), [6, 4, 1, 1, 1]],
  ["tactica-attack", tacticaAttackRequest(s, d, { name: "Broadsword", block: { weightClass: "medium" } }, 3, foe, { parryDice: 1, armour: 1 }), [4, 6, 5, 1]],
  ["tactica-attack-miss", tacticaAttackRequest(s, d, { name: "Broadsword", block: { weightClass: "medium" } }, 3, foe), [2, 3, 2]],
  ["tactica-attack-no-target", tacticaAttackRequest(s, d, { name: "Dagger", block: { weightClass: "light" } }, 3, null), [1, 2, 3]],
];

/** The given faces, repeated to the count each dice group needs and kept within the group's sides. */
function facesFor(req: RollRequest, seed: readonly number[]): number[] {
  let at = 0;
  return diceFor(req).flatMap((g) => Array.from({ length: g.count }, () => ((seed[at++ % seed.length]! - 1) % g.sides) + 1));
}

export function cardFixtures(): { name: string; kind: string; card: CardData }[] {
  return REQUESTS.map(([name, req, seed]) => ({ name, kind: req.kind, card: resolveRequest(req, facesFor(req, seed)) }));
}

/** What a hit of a few sizes does in every ruleset (each summary key at least once where the fixture reaches it). */
export function damageFixtures(): { name: string; app: DamageApplication }[] {
  return RULESETS.flatMap((r) => [1, 4, 12, 40].map((amount) => ({ name: `${r}-${amount}`, app: damageApplication(r, s, d, amount) })));
}
