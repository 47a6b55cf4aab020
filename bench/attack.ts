/**
 * A full attack as in play, per ruleset: build the request from the actor's data (as the sheet's attack button
 * does), roll the formula the Foundry layer would hand to Foundry's Roll (a Foundry-like stand-in with a seeded
 * source), and resolve the card from the roll's faces through queued dice (resolveRequest). Odds lines included.
 */
import { prepareActorDerived } from "../module/data/actor/derived";
import { factionsAttackRequest } from "../module/rulesets/factions/attack";
import { frozenLandsAttackRequest } from "../module/rulesets/frozen-lands/attack";
import { sixSecondsAttackRequest } from "../module/rulesets/six-seconds/attack";
import type { AttackTarget } from "../module/rulesets/adapter";
import { tacticaAttackRequest } from "../module/rulesets/tactica/attack";
import { diceFor, formulaFor, resolveRequest, type RollRequest } from "../module/dice/requests";
import { seededDice } from "../module/engine/dice/source";
import { actorFixture } from "../test/browser/fixtures";
import { FoundryLikeRoll, facesOfRoll } from "./foundry-roll";
import { timeSync } from "./measure";
import type { Figure } from "./report";

/** One frame at 60 fps: the engine's share of an attack runs on the main thread and must never drop a frame. */
const ATTACK_TARGET_NS = 16e6;

export function attackFigures(): Figure[] {
  const s = actorFixture("six-seconds", "character").system;
  const d = prepareActorDerived(s);
  const foe: AttackTarget = { name: "Foe", system: s, derived: d, statuses: [] };
  const requests: Record<string, () => RollRequest> = {
    "six-seconds (parry)": () => sixSecondsAttackRequest(s, d, { name: "Arming sword", block: { damageDie: "d8" } }, foe, { defence: { kind: "parry", bonus: 3 } }),
    "frozen-lands": () =>
      frozenLandsAttackRequest(s, { name: "Longsword", block: { category: "melee", bonus: 2, damage: 2, range: "close", damageTypes: ["slashing"], features: ["heavy", "parrying"] } }, foe),
    "factions (dodge)": () => factionsAttackRequest(s, { name: "Bow", block: { attack: "ranged", damageDie: "d6", range: 8 } }, foe, { distance: 5, dodge: true }),
    "tactica, 6 dice (Parry 2d)": () => tacticaAttackRequest(s, d, { name: "Broadsword", block: { weightClass: "medium" } }, 6, foe, { parryDice: 2, armour: 1 }),
    "tactica, 20 dice (Parry 4d)": () => tacticaAttackRequest(s, d, { name: "Broadsword", block: { weightClass: "medium" } }, 20, foe, { parryDice: 4, armour: 1 }),
  };
  const source = seededDice(7);
  return Object.entries(requests).map(([name, build]): Figure => {
    const attack = () => {
      const req = build();
      const roll = new FoundryLikeRoll(formulaFor(diceFor(req))).evaluate(source);
      return resolveRequest(req, facesOfRoll(roll)).total;
    };
    const heavy = name.includes("20 dice");
    return { name: `attack, roll to card: ${name}`, spread: timeSync(attack, heavy ? { batch: 1, samples: 9 } : { batch: 50, samples: 31 }), unit: "time", target: ATTACK_TARGET_NS };
  });
}
