/** Issue 13, item 6: the defects found in the Foundry layer, one test each. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { damageApplication } from "../../module/chat/apply-damage";
import { checkCombo } from "../../module/rulesets/six-seconds/combo-check";
import { COMBO_ITEM } from "../../module/data/item/schema";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM } from "../../module/data/actor/schema";
import { normalise } from "../../module/data/shared/normalise";
import { initialOf } from "../../module/data/shared/spec";
import { diceFor, resolveRequest } from "../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { withWorldOptions } from "../../module/rulesets/registry";
import { sixSeconds } from "../../module/rulesets/six-seconds/index";
import { sixSecondsAttackRequest, type SixSecondsWeaponData } from "../../module/rulesets/six-seconds/attack";

const base = () => initialOf(ACTOR_SYSTEM);
const target = (s = base(), statuses: string[] = []) => ({ name: "T", system: s, derived: prepareActorDerived(s), statuses });

describe("issue 13 defects", () => {
  it("six-seconds: the attack card follows the world's dying threshold (with 'exceeds', 9 against Toughness 9 is a wound on the card too)", () => {
    const a = base();
    a.sixSeconds.abilities.strength = 3;
    a.sixSeconds.skills = [{ name: "Weapon Skill", ability: "dexterity", rank: 3 }];
    const g = base();
    g.sixSeconds.abilities.endurance = 3;
    const sword: SixSecondsWeaponData = { name: "Sword", block: { damageDie: "d8" } };
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), sword, target(g));
    expect(resolveRequest(req, [3, 6]).outcome.key).toBe("FRAY.Attack.Result.dying");
    const world = withWorldOptions(req, { sixSeconds: { dyingThreshold: "exceeds" }, frozenLands: {}, factions: {}, tactica: {} });
    expect(resolveRequest(world, [3, 6]).outcome.key).toBe("FRAY.Attack.Result.wound");
  });

  it("factions: the world's impaired reading reaches the card (halve rolls the d4 once; keep-lower twice)", () => {
    const unarmed: FactionsWeaponData = { name: "Unarmed", block: (parse(readFileSync("packs/_source/weapons/factions/unarmed.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"] };
    const req = factionsAttackRequest(base(), unarmed, target());
    const opts = (impaired: "halve" | "keep-lower") => ({ sixSeconds: {}, frozenLands: {}, factions: { impaired }, tactica: {} });
    expect(diceFor(withWorldOptions(req, opts("keep-lower"))).at(-1)!.count).toBe(2);
    expect(diceFor(withWorldOptions(req, opts("halve"))).at(-1)!.count).toBe(1);
  });

  it("tactica: the world's crossover setting is used (every 4th loss instead of the sheet's 2nd)", () => {
    const s = base();
    s.tactica.stateless = true;
    s.tactica.physical.lost = 1;
    const d = prepareActorDerived(s);
    expect(damageApplication("tactica", s, d, 1).summary.data["mental"]).toBe(2);
    expect(damageApplication("tactica", s, d, 1, { options: { tactica: { crossoverEvery: 4 } } }).summary.data["mental"]).toBe(3);
  });

  it("six-seconds: a 'dies' result switches on the dead status (a status the adapter lists)", () => {
    const s = base();
    s.sixSeconds.abilities.endurance = 3;
    const app = damageApplication("six-seconds", s, prepareActorDerived(s), 5, { statuses: ["six-seconds.dying"] });
    expect(app.summary.key).toBe("FRAY.Damage.SixSeconds.dies");
    expect(app.statuses).toContain("six-seconds.dead");
    expect(sixSeconds.statuses.ids).toContain("dead");
  });

  it("combos count Extra Attack: two Attacks need the technique", () => {
    const combo = { components: [{ name: "Attack", rating: 1 }, { name: "Attack", rating: 1 }] };
    const owner = { comboLimit: 5, skills: [{ name: "Weapon Skill", rank: 4 }], techniques: [] };
    expect(checkCombo(combo, owner).problems.map((p) => p.key)).toContain("FRAY.Combo.TooManyAttacks");
    const trained = { ...owner, techniques: [{ name: "Extra Attack", comboRating: 0, component: false }] };
    expect(checkCombo(combo, trained).problems.map((p) => p.key)).not.toContain("FRAY.Combo.TooManyAttacks");
  });

  it("Charge keeps its −1 in a stored combo", () => {
    const { value, issues } = normalise(COMBO_ITEM, { ruleset: "six-seconds", description: "", components: [{ name: "Charge", rating: -1 }] });
    expect(issues).toEqual([]);
    expect(value.components[0]!.rating).toBe(-1);
  });

  it("armour's mobility penalty is read from the worn armour item", () => {
    const s = base();
    const plate = { type: "armour", name: "Plate", system: { equipped: true, sixSeconds: { defence: 3, mobilityPenalty: 2 } } };
    expect(prepareActorDerived(s).sixSeconds.mobilityPenalty).toBe(0);
    expect(prepareActorDerived(s, [plate]).sixSeconds.mobilityPenalty).toBe(2);
  });

  it("scale is stored −1…10 (the table's range), and XP holds 996 + 10", () => {
    const s = base();
    s.sixSeconds.scale = -5;
    expect(normalise(ACTOR_SYSTEM, s).issues.map((i) => i.path)).toContain("sixSeconds.scale");
    s.sixSeconds.scale = -1;
    s.sixSeconds.xp = 1006;
    expect(normalise(ACTOR_SYSTEM, s).issues).toEqual([]);
  });
});
