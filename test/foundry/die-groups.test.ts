/**
 * Issue 27 item 6: every die group on a card says whose it is, as text. Real requests resolved through each
 * ruleset's handler, then folded by the card's helper (the template's `frayDiceGroups`).
 */
import { describe, expect, it } from "vitest";
import { frayDiceGroups } from "../../module/applications/helpers";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { resolveRequest } from "../../module/dice/requests";
import { frozenLandsAttackRequest } from "../../module/rulesets/frozen-lands/attack";
import { factionsAttackRequest } from "../../module/rulesets/factions/attack";
import { sixSecondsAttackRequest, type AttackTarget } from "../../module/rulesets/six-seconds/attack";
import { sixSecondsSkillCheck } from "../../module/rulesets/six-seconds/from-actor";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { armingSword, goblin, mauve } from "./six-seconds-examples";

const base = () => initialOf(ACTOR_SYSTEM);
const target = (name: string, system: ActorSystem): AttackTarget => ({ name, system, derived: prepareActorDerived(system), statuses: [] });
/** [label, faces] per group, in the card's order. */
const shown = (card: Parameters<typeof frayDiceGroups>[0]) => frayDiceGroups(card).map((g) => [g.label, g.dice.map((d) => d.value)]);

describe("labelled dice on cards", () => {
  it("six-seconds: the attacker's d6, the defender's d6 and the damage dice are three labelled groups", () => {
    const a = mauve();
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, target("Goblin", goblin()), { defence: { kind: "dodge", bonus: 4 } });
    expect(shown(resolveRequest(req, [3, 1, 5]))).toEqual([
      ["FRAY.Card.DiceGroup.attacker", [3]],
      ["FRAY.Card.DiceGroup.defender", [1]],
      ["FRAY.Card.DiceGroup.damage", [5]],
    ]);
  });

  it("frozen-lands: the pool is the attacker's, the Stress dice are labelled Stress (not only dashed)", () => {
    const a = base();
    a.frozenLands.skills = [{ name: "Melee", attribute: "body", rank: 2 }];
    a.frozenLands.attributes.soul = 3;
    a.frozenLands.stress = 4;
    const longsword = { name: "Longsword", block: { category: "melee", bonus: 2, damage: 2, range: "close" as const, damageTypes: ["slashing" as const], features: [] } };
    const card = resolveRequest(frozenLandsAttackRequest(a, longsword, target("Wolf", base())), [1, 2, 3, 4, 6]);
    expect(shown(card)).toEqual([
      ["FRAY.Card.DiceGroup.attacker", [1, 2, 3, 4]],
      ["FRAY.Card.DiceGroup.stress", [6]],
    ]);
  });

  it("tactica: the Parry dice rolled first are the defender's, not the attacker's", () => {
    const a = base();
    const req = tacticaAttackRequest(a, prepareActorDerived(a), { name: "Dagger", block: { weightClass: "light" } }, 3, target("Orc", base()), { armour: 1, parryDice: 2 });
    expect(shown(resolveRequest(req, [2, 2, 3, 4, 6]))).toEqual([
      ["FRAY.Card.DiceGroup.defender", [2, 2]],
      ["FRAY.Card.DiceGroup.attacker", [3, 4, 6]],
    ]);
  });

  it("factions: the hit save, the target's dodge and the damage", () => {
    const s = base();
    const req = factionsAttackRequest(s, { name: "Sword", block: { attack: "melee", damageDie: "d6" } }, target("Bandit", base()), { dodge: true });
    const groups = shown(resolveRequest(req, [19, 4]));
    expect(groups.map(([label]) => label)).toEqual(["FRAY.Card.DiceGroup.defender", "FRAY.Card.DiceGroup.damage"]);
  });

  it("a check that is nobody's attack: the roller's dice; no card, no groups", () => {
    const s = base();
    const card = resolveRequest(sixSecondsSkillCheck(s, prepareActorDerived(s), 0, 7, []), [5]);
    expect(shown(card)).toEqual([["FRAY.Card.DiceGroup.roller", [5]]]);
    expect(frayDiceGroups(null)).toEqual([]);
  });
});
