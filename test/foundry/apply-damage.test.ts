import { describe, expect, it } from "vitest";
import { damageApplication } from "../../module/chat/apply-damage";
import { tacticaCreatureOf } from "../../module/rulesets/tactica/damage";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";

const base = () => initialOf(ACTOR_SYSTEM);
const apply = (ruleset: Parameters<typeof damageApplication>[0], s: ActorSystem, amount: number, ctx: Parameters<typeof damageApplication>[4] = {}) =>
  damageApplication(ruleset, s, prepareActorDerived(s), amount, ctx);

describe("six-seconds: damage through applyDamage", () => {
  // The Goblin Mook of the combo example: Toughness 9/3.
  const goblin = () => {
    const s = base();
    s.sixSeconds.abilities.endurance = 3;
    return s;
  };

  it("Colonel Mauve's 8, 6 and 4 each wound the Goblin (above 3, below 9): one wound per hit, Toughness falls", () => {
    const s = goblin();
    for (const [hit, wounds] of [[8, 1], [6, 2], [4, 3]] as const) {
      const app = apply("six-seconds", s, hit);
      expect(app.update).toEqual({ "system.sixSeconds.wounds": wounds });
      expect(app.summary.key).toBe("FRAY.Damage.SixSeconds.wound");
      expect(app.statuses).toEqual([]);
      s.sixSeconds.wounds = wounds;
    }
  });

  it("reaching Toughness starts dying; a dying target wounded again dies; nonlethal knocks out", () => {
    const s = goblin();
    expect(apply("six-seconds", s, 9).statuses).toContain("six-seconds.dying");
    expect(apply("six-seconds", s, 3).update).toEqual({ "system.sixSeconds.wounds": 0 });
    const dead = apply("six-seconds", s, 5, { statuses: ["six-seconds.dying"] });
    expect(dead.summary.key).toBe("FRAY.Damage.SixSeconds.dies");
    expect(dead.update).toEqual({ "system.sixSeconds.wounds": 1 });
    const ko = apply("six-seconds", s, 12, { hit: { nonlethal: true } });
    expect(ko.summary.key).toBe("FRAY.Damage.SixSeconds.knocked-out");
    expect(ko.statuses).toContain("six-seconds.unconscious");
  });

  it("the world's dying threshold: with 'exceeds', damage equal to Toughness is only a wound", () => {
    const s = goblin();
    const app = apply("six-seconds", s, 9, { options: { sixSeconds: { dyingThreshold: "exceeds" } } });
    expect(app.summary.key).toBe("FRAY.Damage.SixSeconds.wound");
    expect(app.statuses).toEqual([]);
  });
});

describe("frozen-lands: armour, then Stamina, then Wounds", () => {
  it("the Wolf's pre-calculated defence 1 comes off the card's raw 4 once, on apply (the card no longer subtracts it too)", () => {
    const s = base();
    s.frozenLands.stamina.value = 6;
    s.frozenLands.defense = 1;
    expect(apply("frozen-lands", s, 4).update["system.frozenLands.stamina.value"]).toBe(3);
  });

  it("armour 2 takes 2 of 5 damage; Stamina 6 → 3", () => {
    const s = base();
    s.frozenLands.stamina.value = 6;
    s.frozenLands.armour = 2;
    const app = apply("frozen-lands", s, 5);
    expect(app.update).toEqual({ "system.frozenLands.stamina.value": 3, "system.frozenLands.wounds": 0 });
    expect(app.statuses).toEqual([]);
  });

  it("the hit that empties Stamina breaks the character; a further damaging hit is a Wound", () => {
    const s = base();
    s.frozenLands.stamina.value = 3;
    const broke = apply("frozen-lands", s, 5);
    expect(broke.update).toEqual({ "system.frozenLands.stamina.value": 0, "system.frozenLands.wounds": 0 });
    expect(broke.statuses).toEqual(["frozen-lands.broken"]);
    s.frozenLands.stamina.value = 0;
    const wound = apply("frozen-lands", s, 1);
    expect(wound.update).toEqual({ "system.frozenLands.stamina.value": 0, "system.frozenLands.wounds": 1 });
    expect(wound.summary.key).toBe("FRAY.Damage.FrozenLands.Wound");
    // Armour that stops all of a hit: no Wound.
    s.frozenLands.armour = 3;
    expect(apply("frozen-lands", s, 3).update["system.frozenLands.wounds"]).toBe(0);
    // The overflow option: the emptying hit with damage to spare also wounds.
    s.frozenLands.armour = 0;
    s.frozenLands.stamina.value = 3;
    expect(apply("frozen-lands", s, 5, { options: { frozenLands: { overflowWounds: true } } }).update["system.frozenLands.wounds"]).toBe(1);
  });
});

describe("factions: armour, then health", () => {
  it("Balthasar's 4 against the 8-health bandit in armour 1: 3 lands, 8 → 5, still up", () => {
    const s = base();
    s.factions.health = { value: 8, max: 8 };
    s.factions.armour = 1;
    const app = apply("factions", s, 4);
    expect(app.update).toEqual({ "system.factions.health.value": 5 });
    expect(app.statuses).toEqual([]);
    s.factions.armour = 0;
    const heavy = apply("factions", s, 4);
    expect(heavy.update).toEqual({ "system.factions.health.value": 4 });
    expect(heavy.statuses).toEqual(["factions.incapacitated"]);
  });

  it("an incapacitated character is not incapacitated again; deadAtZero kills at 0", () => {
    const s = base();
    s.factions.health = { value: 2, max: 8 };
    expect(apply("factions", s, 2, { statuses: ["factions.incapacitated"] }).statuses).toEqual([]);
    expect(apply("factions", s, 2, { options: { factions: { deadAtZero: true } } }).statuses).toEqual(["factions.incapacitated", "factions.dead"]);
  });
});

describe("tactica: States, rank loss and crossover through applyDamage", () => {
  const hero = () => {
    const s = base();
    s.tactica.physical.rank = 3;
    s.tactica.mental.rank = 3;
    return s;
  };

  it("a hit takes the Stun State first; already Stunned, it costs a rank", () => {
    const s = hero();
    const stun = apply("tactica", s, 2);
    expect(stun.update).toMatchObject({ "system.tactica.physical.state": true, "system.tactica.physical.lost": 0 });
    expect(stun.statuses).toEqual(["tactica.stun"]);
    expect(stun.summary.key).toBe("FRAY.Damage.Tactica.State");
    s.tactica.physical.state = true;
    const rank = apply("tactica", s, 2);
    expect(rank.update).toMatchObject({ "system.tactica.physical.state": true, "system.tactica.physical.lost": 1 });
    expect(rank.summary.key).toBe("FRAY.Damage.Tactica.Rank");
  });

  it("the text's rank 3 example: 4 damage is a Trauma (rank or State plus an injury roll), 7 a Killing Blow (OoA)", () => {
    const s = hero();
    expect(apply("tactica", s, 4).summary.data["severity"]).toBe("trauma");
    const kb = apply("tactica", s, 7);
    expect(kb.summary.data["severity"]).toBe("killing-blow");
    expect(kb.statuses).toContain("tactica.ooa");
  });

  it("every second direct loss crosses over to the other track; Stateless minor NPCs always lose a rank", () => {
    const s = hero();
    s.tactica.stateless = true;
    s.tactica.physical.lost = 1;
    const app = apply("tactica", s, 1);
    expect(app.update["system.tactica.physical.lost"]).toBe(2);
    // 2 physical losses cost the mental track one rank by crossover.
    expect(app.summary.data["mental"]).toBe(2);
    expect(tacticaCreatureOf(s, prepareActorDerived(s)).stateless).toBe(true);
  });

  it("a Massive weapon's hit is Massive damage (KIA by default) even for 1 point", () => {
    const app = apply("tactica", hero(), 1, { hit: { massiveWeapon: true } });
    expect(app.summary.data["severity"]).toBe("massive");
    expect(app.statuses).toContain("tactica.kia");
  });

  it("magic damage takes Doubt; mental damage takes Shock", () => {
    const s = hero();
    expect(apply("tactica", s, 1, { hit: { magic: true } }).update["system.tactica.doubt"]).toBe(true);
    expect(apply("tactica", s, 1, { hit: { track: "mental" } }).update["system.tactica.mental.state"]).toBe(true);
  });
});
