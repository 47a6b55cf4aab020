/**
 * A full attack as in play, per ruleset: build the request from the actor's data (as the sheet's attack button
 * does), roll the formula the Foundry layer would hand to Foundry's Roll (a Foundry-like stand-in with a seeded
 * source), and resolve the card from the roll's faces through queued dice (resolveRequest). Odds lines included,
 * read from the per-attack cache (the same attack again, as a card asks for them); their cost when computed afresh
 * is the odds section's.
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
import type { Figure, Section } from "./report";

/** Issue 31: the engine's share of an attack (request, roll, card) within 10 µs in Chromium. */
const ATTACK_TARGET_NS = 10e3;

export function attackSection(): Section {
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
  const figures = Object.entries(requests).map(([name, build]): Figure => {
    const attack = () => {
      const req = build();
      const roll = new FoundryLikeRoll(formulaFor(diceFor(req))).evaluate(source);
      return resolveRequest(req, facesOfRoll(roll)).total;
    };
    const t = timeSync(attack, { batch: 50, samples: 31 });
    return { name: `attack, roll to card: ${name}`, spread: t.spread, ref: t.ratio, unit: "time", target: ATTACK_TARGET_NS, judgedIn: "chromium" };
  });
  return { title: "A full attack through queued dice, from request to chat-card data (odds cached per attack)", figures };
}
