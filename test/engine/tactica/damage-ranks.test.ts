import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { createCreature, crossoverOn, healCreatureRanks, heroicRanks, loseCreatureRanks, rankOf, withBonusRanks } from "../../../module/engine/rulesets/tactica/creature";
import { applyDamage } from "../../../module/engine/rulesets/tactica/damage";
import { damageSeverity } from "../../../module/engine/rulesets/tactica/damage-severity";
import { hitWhileOutOfAction } from "../../../module/engine/rulesets/tactica/out-of-action";
import { rankFloor } from "../../../module/engine/rulesets/tactica/ranks";
import { rollToRemoveState, spendToRemoveState } from "../../../module/engine/rulesets/tactica/states";

const hero = () => createCreature({ id: "roland", side: "heroes", physical: 3, mental: 3, heroicFloor: true });

describe("damage thresholds", () => {
  it("the heroic rank 3 example: any hit costs a rank, 4 is a Trauma, 7 a Killing Blow", () => {
    expect(damageSeverity(1, 3)).toBe("hit");
    expect(damageSeverity(3, 3)).toBe("hit");
    expect(damageSeverity(4, 3)).toBe("trauma");
    expect(damageSeverity(6, 3)).toBe("trauma");
    expect(damageSeverity(7, 3)).toBe("killing-blow");
    expect(damageSeverity(10, 3)).toBe("massive");
    expect(damageSeverity(1, 3, true)).toBe("massive");
  });

  it("bonus ranks raise thresholds: rank 3 with a bonus rank needs 5 for a Trauma or Panicked", () => {
    const c = createCreature({ id: "x", side: "a", physical: 3, mental: 3, bonusPhysical: 1, bonusMental: 1 });
    expect(applyDamage(c, { track: "physical", damage: 4 }).severity).toBe("hit");
    expect(applyDamage(c, { track: "physical", damage: 5 }).severity).toBe("trauma");
    expect(applyDamage(c, { track: "mental", damage: 5 }).after.mentalCondition).toBe("panicked");
  });

  it("bonus ranks never absorb: a rank 1 creature with +2 bonus is OoA after one loss", () => {
    const c = createCreature({ id: "x", side: "a", physical: 1, mental: 3, bonusPhysical: 2 });
    const out = applyDamage(c, { track: "physical", damage: 1, choice: "rank" });
    expect(out.rankAfter.physical).toBe(0);
    expect(out.after.status).toBe("ooa");
    expect(out.injuryRoll).toEqual({ bonus: 0 }); // reduced to OoA: roll on the injury table
  });
});

describe("State or rank", () => {
  it("a first hit may be taken as Stun, a second must be a rank loss", () => {
    const first = applyDamage(hero(), { track: "physical", damage: 2 });
    expect(first.took).toBe("state");
    expect(first.after.states).toEqual(["stun"]);
    const second = applyDamage(first.after, { track: "physical", damage: 2 });
    expect(second.took).toBe("rank");
    expect(second.stateRefused).toBe("already in stun");
    expect(second.rankAfter.physical).toBe(2);
  });
  it("stateless minor NPCs always lose a rank; surprised targets cannot soak; magic takes Doubt", () => {
    const npc = createCreature({ id: "g", side: "gob", physical: 3, mental: 3, stateless: true });
    expect(applyDamage(npc, { track: "physical", damage: 1 }).took).toBe("rank");
    expect(applyDamage(hero(), { track: "physical", damage: 1, surprised: true }).took).toBe("rank");
    expect(applyDamage(hero(), { track: "mental", damage: 1, magic: true }).state).toBe("doubt");
    expect(applyDamage(hero(), { track: "mental", damage: 1 }).state).toBe("shock");
  });
  it("a State costs the defence pools", () => {
    const c = { ...hero(), pools: [{ kind: "dodge" as const, dice: 3, max: 5, shield: 0 }] };
    expect(applyDamage(c, { track: "physical", damage: 1 }).after.pools).toEqual([]);
  });
  it("only one rank per attack below Trauma, whatever the damage", () => {
    const c = createCreature({ id: "x", side: "a", physical: 6, mental: 6 });
    expect(applyDamage(c, { track: "physical", damage: 6, choice: "rank" }).ranksLost).toBe(1);
  });
  it("Trauma needs an injury roll; a Killing Blow is OoA with +1; Massive is KIA (or a Killing Blow by option)", () => {
    expect(applyDamage(hero(), { track: "physical", damage: 4 }).injuryRoll).toEqual({ bonus: 0 });
    const kb = applyDamage(hero(), { track: "physical", damage: 7 });
    expect(kb.after.status).toBe("ooa");
    expect(kb.injuryRoll).toEqual({ bonus: 1 });
    expect(applyDamage(hero(), { track: "physical", damage: 1, massiveWeapon: true }).after.status).toBe("kia");
    expect(applyDamage(hero(), { track: "physical", damage: 10 }, { massiveOutcome: "killing-blow" }).after.status).toBe("ooa");
  });
  // MASSIVE: "if more than 3 times your current rank are inflicted it can be considered Massive Damage."
  // SHOCK: "A lost Rank does not lower your current ranks for future damage calculations."
  it('"more than 3 times your current rank": the current rank for damage is the Total Rank, not lowered by losses', () => {
    const fresh = createCreature({ id: "x", side: "a", physical: 5, mental: 5 });
    const worn = loseCreatureRanks(fresh, "physical", 2).after;
    expect(rankOf(worn, "physical")).toBe(3);
    // 5 × 3 = 15: 15 is not more than it, 16 is; two lost ranks change nothing
    for (const c of [fresh, worn]) {
      expect(applyDamage(c, { track: "physical", damage: 15 }).severity).toBe("killing-blow");
      expect(applyDamage(c, { track: "physical", damage: 16 }).severity).toBe("massive");
    }
    // bonus ranks count: rank 5 + 1 bonus needs more than 18
    const boosted = createCreature({ id: "y", side: "a", physical: 5, mental: 5, bonusPhysical: 1 });
    expect(applyDamage(boosted, { track: "physical", damage: 18 }).severity).toBe("killing-blow");
    expect(applyDamage(boosted, { track: "physical", damage: 19 }).severity).toBe("massive");
  });
  it('option massiveRank "after-losses": the Massive guide counts the ranks left (Trauma and Killing Blow do not move)', () => {
    const worn = loseCreatureRanks(createCreature({ id: "x", side: "a", physical: 5, mental: 5 }), "physical", 2).after;
    const opts = { massiveRank: "after-losses" } as const;
    // 3 ranks left: more than 9 is Massive
    expect(applyDamage(worn, { track: "physical", damage: 9 }, opts).severity).toBe("trauma");
    expect(applyDamage(worn, { track: "physical", damage: 10 }, opts).severity).toBe("massive");
    expect(applyDamage(worn, { track: "physical", damage: 10 }, opts).after.status).toBe("kia");
    // Trauma still needs more than the Total Rank 5
    expect(applyDamage(worn, { track: "physical", damage: 5 }, opts).severity).toBe("hit");
    expect(() => applyDamage(worn, { track: "physical", damage: 1 }, { massiveRank: "left" as never })).toThrow(/massiveRank/);
  });
  it("mental: more than the rank Panics, more than twice Crushes", () => {
    expect(applyDamage(hero(), { track: "mental", damage: 4 }).after.mentalCondition).toBe("panicked");
    const crushed = applyDamage(hero(), { track: "mental", damage: 7 });
    expect(crushed.after.mentalCondition).toBe("crushed");
  });
  it("level 0 creatures are defeated by any damage; level 9 cannot be knocked off without a bane", () => {
    const rat = createCreature({ id: "rat", side: "vermin", physical: 0, mental: 0 });
    expect(applyDamage(rat, { track: "physical", damage: 1 }).after.status).toBe("ooa");
    const dragon = createCreature({ id: "d", side: "wyrm", physical: 9, mental: 5 });
    expect(applyDamage(dragon, { track: "physical", damage: 1, choice: "rank" }).rankAfter.physical).toBe(9);
    expect(applyDamage(dragon, { track: "physical", damage: 1, choice: "rank", bane: true }).rankAfter.physical).toBe(8);
    // Not even a Massive weapon drops it without a bane.
    const crushedBy = applyDamage(dragon, { track: "physical", damage: 3, massiveWeapon: true, choice: "rank" });
    expect(crushedBy.after.status).toBe("active");
    expect(crushedBy.injuryRoll).toBeNull();
    expect(applyDamage(dragon, { track: "physical", damage: 3, massiveWeapon: true, bane: true }).after.status).toBe("kia");
  });
});

describe("States removal", () => {
  it("spending a die removes a state; a roll removes it on a success and lets the action go ahead", () => {
    const stunned = applyDamage(hero(), { track: "physical", damage: 1 }).after;
    expect(spendToRemoveState(stunned, "stun").states).toEqual([]);
    const fail = rollToRemoveState(queuedDice([2, 3, 4, 2, 2, 3, 4]), stunned, "stun", 3);
    expect(fail).toMatchObject({ removed: false, actionProceeds: false });
    const pass = rollToRemoveState(queuedDice([2, 3, 5, 2, 2, 3, 4]), stunned, "stun", 3);
    expect(pass).toMatchObject({ removed: true, actionProceeds: true });
    const free = rollToRemoveState(queuedDice([6, 3, 5, 2, 2, 3, 4]), stunned, "stun", 3, "one-die");
    expect(free).toMatchObject({ removed: true, actionProceeds: false });
    expect(() => spendToRemoveState(hero(), "stun")).toThrow(/not in the stun state/);
  });
});

describe("OoA and KIA", () => {
  it("heroic creatures go OoA at −3, normal ones at 0", () => {
    let h = hero();
    h = loseCreatureRanks(h, "physical", 5).after;
    expect(rankOf(h, "physical")).toBe(-2);
    expect(h.status).toBe("active");
    h = loseCreatureRanks(h, "physical", 1).after;
    expect(rankOf(h, "physical")).toBe(-3);
    expect(h.status).toBe("ooa");
    const g = loseCreatureRanks(createCreature({ id: "g", side: "gob", physical: 2, mental: 2 }), "physical", 2).after;
    expect(g.status).toBe("ooa");
  });
  it("a hit on an OoA creature needs a BODY roll (4 + level dice) or it is KIA", () => {
    const down = applyDamage(hero(), { track: "physical", damage: 7 }).after;
    expect(applyDamage(down, { track: "physical", damage: 1 }).needsOutOfActionRoll).toBe(true);
    const lucky = hitWhileOutOfAction(queuedDice([1, 2, 3, 5]), down, 0);
    expect(lucky).toMatchObject({ killed: false });
    expect(lucky.roll.pool).toBe(4);
    const dead = hitWhileOutOfAction(queuedDice([1, 2, 3, 4]), down, 0);
    expect(dead.after.status).toBe("kia");
    expect(dead.injuryRoll).toEqual({ bonus: 0 });
  });
});

describe("CrossOver damage", () => {
  it("every 2nd physical rank loss costs a mental rank, regained when the cause heals", () => {
    let c = createCreature({ id: "x", side: "a", physical: 5, mental: 5 });
    c = loseCreatureRanks(c, "physical", 1).after;
    expect(rankOf(c, "mental")).toBe(5);
    c = loseCreatureRanks(c, "physical", 1).after;
    expect(rankOf(c, "mental")).toBe(4);
    expect(crossoverOn(c, "mental")).toBe(1);
    c = healCreatureRanks(c, "physical", 1).after;
    expect(rankOf(c, "mental")).toBe(5);
  });
  it("the ratio can be every 3rd or 4th", () => {
    let c = createCreature({ id: "x", side: "a", physical: 6, mental: 6, crossoverEvery: 3 });
    c = loseCreatureRanks(c, "mental", 2).after;
    expect(rankOf(c, "physical")).toBe(6);
    c = loseCreatureRanks(c, "mental", 1).after;
    expect(rankOf(c, "physical")).toBe(5);
  });
  it("property: crossover never chains and ranks never fall below the floor", () => {
    const op = fc.record({ track: fc.constantFrom("physical" as const, "mental" as const), n: fc.integer({ min: 0, max: 3 }), heal: fc.boolean() });
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(2 as const, 3 as const, 4 as const), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.array(op, { maxLength: 30 }), (heroic, every, p, m, ops) => {
        let c = createCreature({ id: "x", side: "a", physical: p, mental: m, heroicFloor: heroic, crossoverEvery: every });
        let direct = { physical: 0, mental: 0 };
        for (const o of ops) {
          if (o.heal) {
            const r = healCreatureRanks(c, o.track, o.n);
            c = r.after;
            direct = { ...direct, [o.track]: direct[o.track] - r.healed };
          } else {
            const r = loseCreatureRanks(c, o.track, o.n);
            c = r.after;
            direct = { ...direct, [o.track]: direct[o.track] + r.landed };
          }
          // Crossover comes only from the other side's direct losses: a crossover loss never makes another one.
          expect(c.physical.lost).toBe(direct.physical);
          expect(c.mental.lost).toBe(direct.mental);
          expect(crossoverOn(c, "mental")).toBe(Math.floor(direct.physical / every));
          expect(crossoverOn(c, "physical")).toBe(Math.floor(direct.mental / every));
          expect(rankOf(c, "physical")).toBeGreaterThanOrEqual(rankFloor(heroic));
          expect(rankOf(c, "mental")).toBeGreaterThanOrEqual(rankFloor(heroic));
        }
      }),
    );
  });
});

describe("heroic ranks", () => {
  it("heroes gain one level on the side they choose", () => {
    expect(heroicRanks(2, 3, "physical")).toEqual({ physical: 3, mental: 3 });
    expect(heroicRanks(2, 3, "mental")).toEqual({ physical: 2, mental: 4 });
    expect(() => heroicRanks(0, 3, "mental")).toThrow(RangeError);
  });

  it("createCreature's heroicFloor adds no level: the real ranks are given with it, heroicRanks adds it", () => {
    // Roland is a base hero: numerical 2 / 3, the Heroic level on the Physical side this event.
    const roland = createCreature({ id: "roland", side: "heroes", ...heroicRanks(2, 3, "physical"), heroicFloor: true });
    expect([rankOf(roland, "physical"), rankOf(roland, "mental")]).toEqual([3, 3]);
    const sameNumbersNoLevel = createCreature({ id: "r2", side: "heroes", physical: 2, mental: 3, heroicFloor: true });
    expect([rankOf(sameNumbersNoLevel, "physical"), rankOf(sameNumbersNoLevel, "mental")]).toEqual([2, 3]);
    // What the flag does: 3 ranks lost leaves a Heroic creature at 0 and active (OoA at −3); a normal one is OoA.
    expect(loseCreatureRanks(roland, "physical", 3).after).toMatchObject({ heroic: true, status: "active" });
    const normal = createCreature({ id: "n", side: "a", physical: 3, mental: 3 });
    expect(loseCreatureRanks(normal, "physical", 3).after).toMatchObject({ heroic: false, status: "ooa" });
  });

  it("the old `heroic` option is refused, not silently read as adding the level", () => {
    const old = { id: "roland", side: "heroes", physical: 2, mental: 3, heroic: true } as unknown as Parameters<typeof createCreature>[0];
    expect(() => createCreature(old)).toThrow(/"heroic" is now "heroicFloor".*heroicRanks/);
  });
});

describe("bonus ranks from position", () => {
  it("behind a wall (+2 Physical, +1 Mental) the thresholds rise; when it is breached they fall back", () => {
    const c = createCreature({ id: "x", side: "a", physical: 3, mental: 3 });
    const walled = withBonusRanks(c, { physical: 2, mental: 1 });
    expect(applyDamage(walled, { track: "physical", damage: 5 }).severity).toBe("hit");
    expect(applyDamage(walled, { track: "mental", damage: 4 }).severity).toBe("hit");
    expect(rankOf(walled, "physical")).toBe(3);
    const breached = withBonusRanks(walled, { physical: 0, mental: 0 });
    expect(applyDamage(breached, { track: "physical", damage: 5 }).severity).toBe("trauma");
    expect(() => withBonusRanks(c, { physical: 1.5 })).toThrow(RangeError);
  });
});

