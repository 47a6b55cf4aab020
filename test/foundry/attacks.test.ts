import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sixSecondsOptions } from "./action-context";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../module/rulesets/frozen-lands/attack";
import { sixSecondsAttackRequest, targetDefence, type AttackTarget, type SixSecondsWeaponData } from "../../module/rulesets/six-seconds/attack";
import { armingSword, goblin, mauve } from "./six-seconds-examples";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { tacticaAttackRequest, type TacticaWeaponData } from "../../module/rulesets/tactica/attack";
import { diceFor, formulaFor, resolveRequest } from "../../module/dice/requests";

const base = () => initialOf(ACTOR_SYSTEM);
/** An actor without any skill (a new one starts with its ruleset's list). */
const untrained = () => {
  const s = base();
  s.sixSeconds.skills = [];
  s.frozenLands.skills = [];
  return s;
};
const packBlock = (path: string, key: string): unknown => (parse(readFileSync(path, "utf8")) as { system: Record<string, unknown> }).system[key];

function target(name: string, system: ActorSystem, statuses: string[] = []): AttackTarget {
  return { name, system, derived: prepareActorDerived(system), statuses };
}


describe("six-seconds weapon attacks through resolveAttack", () => {
  it("the text's Colonel Mauve: arming sword 1d8+3 rolls 5 → 8 against the Goblin's 9/3: a wound", () => {
    const a = mauve();
    const g = target("Goblin Mook", goblin());
    expect(g.derived.sixSeconds.toughness.toughness).toBe(9);
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, g);
    expect(req.input.damage).toEqual({ count: 1, sides: 8, bonus: 3 });
    expect(formulaFor(diceFor(req))).toBe("1d6 + 1d8");
    const card = resolveRequest(req, [2, 5]);
    expect(card.total).toBe(5);
    expect(card.target).toBe(4);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.wound");
    expect(card.outcome.success).toBe(true);
    expect(card.damage).toBe(8);
    expect(card.dice.map((d) => d.value)).toEqual([2, 5]);
    expect(card.details).toContainEqual({ label: "FRAY.Roll.Damage", value: 8 });
    // 1d8+3 reaches Toughness 9 on a 6, 7 or 8: dying 3/8; otherwise (4–8 beat Minimum 3) a wound. The hit is certain.
    expect(card.odds).toBe(1);
    expect(card.details).toContainEqual({ label: "FRAY.Attack.Chance.dying", value: "37.5%" });
    expect(card.details).toContainEqual({ label: "FRAY.Attack.Chance.wound", value: "62.5%" });
  });

  it("a miss leaves the damage die out of the card and offers no damage", () => {
    const a = mauve();
    a.sixSeconds.skills[0]!.rank = 0;
    a.sixSeconds.abilities.dexterity = 0;
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, target("Goblin", goblin()));
    const card = resolveRequest(req, [3, 8]);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.miss");
    expect(card.outcome.success).toBe(false);
    expect(card.damage).toBeNull();
    expect(card.dice.map((d) => d.value)).toEqual([3]);
    expect(card.odds).toBeCloseTo(3 / 6);
  });

  it("both parts of an X/Y modifier count: X to hit, Y to the defence DC", () => {
    const a = mauve();
    const opts = sixSecondsOptions({ split: "+1/+2", reason: "On the Exhale", targetMod: "2", reason2: "" });
    expect(opts.dialog.splits).toEqual([{ attack: 1, defence: 2, reason: "On the Exhale" }]);
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, target("Goblin", goblin()), {
      splits: opts.dialog.splits,
      targetModifiers: opts.dialog.targetModifiers,
      defence: { kind: "dodge", bonus: 4 },
    });
    expect(formulaFor(diceFor(req))).toBe("1d6 + 1d6 + 1d8");
    // Attack 1 + 3 + 1 = 5 against Target 4 + 2 (cover) = 6: a miss.
    expect(resolveRequest(req, [1, 6, 8]).outcome.key).toBe("FRAY.Attack.Result.miss");
    // Attack 2 + 4 = 6 hits; DC = 4 + skill 3 + Y 2 = 9; dodge 4 + 4 = 8 fails, 4 + 5 = 9 negates.
    const hit = resolveRequest(req, [2, 4, 5]);
    expect(hit.details).toContainEqual({ label: "FRAY.Attack.DefenceDC", value: 9 });
    expect(hit.outcome.key).toBe("FRAY.Attack.Result.wound");
    expect(hit.damage).toBe(8);
    const defended = resolveRequest(req, [2, 5, 5]);
    expect(defended.outcome.key).toBe("FRAY.Attack.Result.defended");
    expect(defended.damage).toBeNull();
    expect(defended.modifiers).toContainEqual({ value: "+1/+2", reason: "On the Exhale" });
    expect(defended.modifiers).toContainEqual({ value: "+2", unit: "target", reason: "On the Exhale" });
    // P(hit) = P(d6 + 4 ≥ 6) = 5/6.
    expect(defended.odds).toBeCloseTo(5 / 6);
  });

  it("a nonlethal attack knocks out instead of starting dying, and says so to the damage application", () => {
    const a = mauve();
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, target("Goblin", goblin()), { nonlethal: true });
    const card = resolveRequest(req, [4, 8]);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.knocked-out");
    expect(card.hit).toMatchObject({ nonlethal: true });
  });

  it("the target's defence uses its own skill: Dodge with Reflex (rank + ability); a missing skill is named", () => {
    const g = goblin();
    g.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
    g.sixSeconds.abilities.dexterity = 1;
    const t = target("Goblin", g);
    expect(targetDefence(t, "dodge")).toEqual({ kind: "dodge", bonus: 3, modifiers: [] });
    expect(() => targetDefence(t, "block")).toThrow(/Goblin has no "shield use" skill to block with/);
    expect(sixSecondsOptions({ defence: "dodge" }).dialog.defence).toBe("dodge");
    expect(sixSecondsOptions({ defence: "none" }).dialog.defence).toBeNull();
    expect(() => sixSecondsOptions({ defence: "duck" })).toThrow(/defence must be one of none, block, dodge, parry, got "duck"/);
    // Mauve's DC is 4 + 3 = 7: the Goblin's dodge 3 + 4 = 7 negates the hit.
    const a = mauve();
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, t, { defence: targetDefence(t, "dodge") });
    expect(resolveRequest(req, [3, 4, 8]).outcome.key).toBe("FRAY.Attack.Result.defended");
    expect(resolveRequest(req, [3, 3, 5]).outcome.key).toBe("FRAY.Attack.Result.wound");
  });

  it("a ranged weapon uses Ranged Skill, no Strength, and the range increment's −1/0 per doubling (aim removes one)", () => {
    const a = mauve();
    a.sixSeconds.skills.push({ name: "Ranged Skill", ability: "dexterity", rank: 2 });
    // The pack's heavy crossbow has the text's 15 m increment but no damage die (the text gives none): refused by name.
    const pack: SixSecondsWeaponData = {
      name: "Heavy crossbow",
      block: packBlock("packs/_source/weapons/six-seconds/heavy-crossbow.yml", "sixSeconds") as SixSecondsWeaponData["block"],
    };
    expect(pack.block?.rangeIncrement).toBe(15);
    expect(() => sixSecondsAttackRequest(a, prepareActorDerived(a), pack, null)).toThrow(/Heavy crossbow has no six-seconds damage die/);
    const crossbow: SixSecondsWeaponData = { name: "Crossbow", block: { damageDie: "d10", rangeIncrement: 15 } };
    // 40 m with a 15 m increment: two doublings, −2/0.
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), crossbow, target("Goblin", goblin()), { distanceMetres: 40 });
    expect(req.input.attacker.modifiers).toEqual([{ attack: -2, defence: 0, reason: "range increment 2", code: "range-increment", data: { increments: 2 } }]);
    expect(req.input.damage.bonus).toBe(0);
    const aimed = sixSecondsAttackRequest(a, prepareActorDerived(a), crossbow, null, { distanceMetres: 40, aimed: true });
    expect(aimed.input.attacker.modifiers).toContainEqual({ attack: 1, defence: 0, reason: "aim", code: "aim" });
    expect(() => sixSecondsAttackRequest(a, prepareActorDerived(a), crossbow, null, { distanceMetres: 500 })).toThrow(/reaches 240 m; the target is 500 m away/);
    expect(sixSecondsOptions({ metres: "40", aimed: "on" }).dialog).toMatchObject({ metres: 40, aimed: true });
  });

  it("a dying target dies from a wound", () => {
    const a = mauve();
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, target("Goblin", goblin(), ["six-seconds.dying"]));
    expect(resolveRequest(req, [4, 2]).outcome.key).toBe("FRAY.Attack.Result.dies");
  });

  it("without a target: the attack roll and the odds against a scale-0 Target only", () => {
    const a = mauve();
    a.sixSeconds.skills[0]!.rank = 0;
    const req = sixSecondsAttackRequest(a, prepareActorDerived(a), armingSword, null);
    expect(formulaFor(diceFor(req))).toBe("1d6");
    const card = resolveRequest(req, [4]);
    expect(card.total).toBe(5);
    expect(card.outcome).toEqual({ key: "FRAY.Attack.NoTarget", data: {}, success: null });
    expect(card.odds).toBeCloseTo(4 / 6);
    expect(card.damage).toBeNull();
  });

  it("names what is missing: the skill or the damage die", () => {
    const s = untrained();
    expect(() => sixSecondsAttackRequest(s, prepareActorDerived(s), armingSword, null)).toThrow(/no "Weapon Skill" skill for Arming sword/);
    const a = mauve();
    expect(() => sixSecondsAttackRequest(a, prepareActorDerived(a), { name: "Stick", block: {} }, null)).toThrow(/Stick has no six-seconds damage die/);
  });
});

const longsword: FrozenLandsWeaponData = {
  name: "Longsword",
  block: packBlock("packs/_source/weapons/frozen-lands/melee/longsword.yml", "frozenLands") as FrozenLandsWeaponData["block"],
};

function fighter(): ActorSystem {
  const s = base();
  s.frozenLands.skills = [
    { name: "Melee", attribute: "body", rank: 2 },
    { name: "Marksmanship", attribute: "agility", rank: 3 },
  ];
  s.frozenLands.attributes.soul = 3;
  return s;
}

describe("frozen-lands weapon attacks through meleeAttack / rangedAttack", () => {
  it("Melee 2 + Longsword +2: four dice; two successes + damage 2 − defence 1 = 3", () => {
    const enemy = base();
    enemy.frozenLands.defense = 1;
    const req = frozenLandsAttackRequest(fighter(), longsword, target("Wolf", enemy));
    expect(formulaFor(diceFor(req))).toBe("4d6");
    const card = resolveRequest(req, [5, 6, 2, 1]);
    expect(card.total).toBe(2);
    expect(card.outcome).toEqual({ key: "FRAY.Attack.HitFor", data: { target: "Wolf", damage: 3 }, success: true });
    // The card shows 3 after the Wolf's defence but sends the raw 4: the apply step subtracts the defence once.
    expect(card.damage).toBe(4);
    expect(card.modifiers).toEqual([{ value: "+2", unit: "dice", reason: "weapon bonus (Longsword)", reasonKey: "FRAY.Reason.weapon-bonus", reasonData: { weapon: "Longsword" } }]);
    // P(at least one 5–6 in 4d6) = 1 − (2/3)^4.
    expect(card.odds).toBeCloseTo(1 - (2 / 3) ** 4);
  });

  it("no successes is a miss with no damage; Stress dice are rolled after the pool", () => {
    const a = fighter();
    a.frozenLands.stress = 4; // one above SOUL 3: one Stress die
    const req = frozenLandsAttackRequest(a, longsword, target("Wolf", base()));
    expect(formulaFor(diceFor(req))).toBe("4d6 + 1d6");
    const card = resolveRequest(req, [1, 2, 3, 4, 6]);
    expect(card.outcome.key).toBe("FRAY.Attack.Result.miss");
    expect(card.damage).toBeNull();
    expect(card.dice.at(-1)).toEqual({ value: 6, mark: "stress-success" });
  });

  it("a ranged weapon uses Marksmanship and the range table; refuses a band it cannot reach", () => {
    const bow: FrozenLandsWeaponData = { name: "Bow", block: { category: "ranged", bonus: 1, damage: 2, range: "medium", damageTypes: ["piercing"], features: [] } };
    const req = frozenLandsAttackRequest(fighter(), bow, null, { band: "medium" });
    // Marksmanship 3 + bow 1 − medium range 1 = 3 dice.
    expect(formulaFor(diceFor(req))).toBe("3d6");
    const card = resolveRequest(req, [6, 1, 1]);
    expect(card.outcome).toEqual({ key: "FRAY.Attack.HitNoTarget", data: { damage: 3 }, success: true });
    expect(card.damage).toBeNull();
    expect(() => frozenLandsAttackRequest(fighter(), bow, null, { band: "distant" })).toThrow(/more than one band beyond/);
  });

  it("names a missing skill", () => {
    expect(() => frozenLandsAttackRequest(untrained(), longsword, null)).toThrow(/no "Melee" skill for Longsword/);
  });
});

describe("factions weapon attacks through resolveAttack", () => {
  const sword: FactionsWeaponData = { name: "Sword", block: packBlock("packs/_source/weapons/factions/sword.yml", "factions") as FactionsWeaponData["block"] };
  const bow: FactionsWeaponData = { name: "Bow", block: packBlock("packs/_source/weapons/factions/bow.yml", "factions") as FactionsWeaponData["block"] };
  const bandit = () => {
    const s = base();
    s.factions.health = { value: 8, max: 8 };
    return s;
  };

  it("the text's Balthasar: a sword hit on a nearby bandit is automatic, d6 rolls 4, 8 → 4", () => {
    const req = factionsAttackRequest(base(), sword, target("Bandit", bandit()));
    expect(formulaFor(diceFor(req))).toBe("1d6");
    const card = resolveRequest(req, [4]);
    expect(card.outcome).toEqual({ key: "FRAY.Attack.HitFor", data: { target: "Bandit", damage: 4 }, success: true });
    expect(card.damage).toBe(4);
    expect(card.odds).toBe(1);
    // The damage offered goes through the same armour rule when applied: 8 → 4, incapacitated.
  });

  it("the text's bandit shooting Balthasar with a bow at 5 zones: a WIT save first (5 passes), then d6", () => {
    const shooter = base();
    shooter.factions.wit = 10;
    const req = factionsAttackRequest(shooter, bow, target("Balthasar", bandit()), { distance: 5 });
    expect(formulaFor(diceFor(req))).toBe("1d20 + 1d6");
    const pass = resolveRequest(req, [5, 3]);
    expect(pass.outcome.success).toBe(true);
    expect(pass.damage).toBe(3);
    const fail = resolveRequest(req, [15, 3]);
    expect(fail.outcome.key).toBe("FRAY.Attack.Result.miss");
    expect(fail.damage).toBeNull();
    expect(fail.odds).toBeCloseTo(10 / 20);
  });

  it("armour and a dodge: the target's armour comes off, an AGI pass evades; out of range is refused", () => {
    const t = bandit();
    t.factions.armour = 1;
    t.factions.agi = 8;
    const req = factionsAttackRequest(base(), sword, target("Bandit", t), { dodge: true });
    expect(formulaFor(diceFor(req))).toBe("1d20 + 1d6");
    expect(resolveRequest(req, [12, 5]).outcome.data).toEqual({ target: "Bandit", damage: 4 });
    expect(resolveRequest(req, [3, 5]).outcome.key).toBe("FRAY.Attack.Result.defended");
    expect(() => factionsAttackRequest(base(), bow, null, { distance: 12 })).toThrow(/beyond range/);
  });
});

describe("tactica weapon attacks through resolveAttack", () => {
  const sword: TacticaWeaponData = { name: "Sword", block: { weightClass: "medium" } };
  const light: TacticaWeaponData = { name: "Dagger", block: { weightClass: "light" } };

  it("medium 1+1d: three successes deal 3; a 1 among misses with no success is a fumble", () => {
    const a = base();
    const req = tacticaAttackRequest(a, prepareActorDerived(a), sword, 4, target("Orc", base()));
    expect(formulaFor(diceFor(req))).toBe("4d6");
    const card = resolveRequest(req, [5, 6, 5, 2]);
    expect(card.outcome).toEqual({ key: "FRAY.Attack.HitFor", data: { target: "Orc", damage: 3 }, success: true });
    expect(card.damage).toBe(3);
    expect(card.odds).toBeCloseTo(1 - (4 / 6) ** 4);
    expect(resolveRequest(req, [1, 2, 3, 4]).outcome.success).toBe(false);
  });

  it("light 1+2d, +1 SL (4–6) from the attacker, the target's fumble and its armour; Parry dice rolled first", () => {
    const a = base();
    a.tactica.sl = 1;
    const t = base();
    // The mark is the Orc's Fumbled status (the field mirrors it).
    t.tactica.fumbled = true;
    const req = tacticaAttackRequest(a, prepareActorDerived(a), light, 3, target("Orc", t, ["tactica.fumbled"]), { armour: 1, parryDice: 2 });
    expect(formulaFor(diceFor(req))).toBe("2d6 + 3d6");
    expect(req.input.slModifiers).toEqual([{ value: 1, reason: "superiority level", code: "superiority-level" }]);
    // SL +1 and the fumble's +1: 3–6 succeed. Parry 2, 2 converts nothing; 3, 4, 6 are three successes, armour stops one: 2 → light deals 1.
    const card = resolveRequest(req, [2, 2, 3, 4, 6]);
    expect(card.details).toContainEqual({ label: "FRAY.Roll.SuccessOn", value: "3–6" });
    expect(card.damage).toBe(1);
  });

  it("a Massive weapon's card tells the damage application so", () => {
    const a = base();
    const req = tacticaAttackRequest(a, prepareActorDerived(a), { name: "Maul", block: { weightClass: "massive" } }, 2, target("Orc", base()));
    expect(resolveRequest(req, [5, 2]).hit).toMatchObject({ massiveWeapon: true });
    const sword2 = tacticaAttackRequest(a, prepareActorDerived(a), sword, 2, target("Orc", base()));
    expect(resolveRequest(sword2, [5, 2]).hit).toMatchObject({ massiveWeapon: false });
  });

  it("names a weapon without a weight class", () => {
    const a = base();
    expect(() => tacticaAttackRequest(a, prepareActorDerived(a), { name: "Spear", block: {} }, 3, null)).toThrow(/Spear has no tactica weight class/);
  });
});
