import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { ZoneGraph } from "../../../module/engine/zones";
import { areaCoverHeld, boundaryCover, coverPenalty, linearCoverPassage } from "../../../module/engine/rulesets/tactica/cover";
import { createCreature, rankOf } from "../../../module/engine/rulesets/tactica/creature";
import { applyFatigue, resistFatigue } from "../../../module/engine/rulesets/tactica/fatigue";
import { firstAid, restForAWeek, woundsHealedInWeek } from "../../../module/engine/rulesets/tactica/healing";
import { checkMobTargets, MOB_TABLE, mobKindFor, mobRanks } from "../../../module/engine/rulesets/tactica/mobs";
import { nextStep } from "../../../module/engine/rulesets/tactica/sequence";
import { surpriseRound } from "../../../module/engine/rulesets/tactica/surprise";
import { chooseWieldedWeapon, planTactic, reachUsable } from "../../../module/engine/rulesets/tactica/tactics";
import { loseCreatureRanks } from "../../../module/engine/rulesets/tactica/creature";

describe("mobs", () => {
  it("the text's table: Mob +1P +1d 2 attacks … Unit +4P +2M +4d 6 attacks", () => {
    expect(mobRanks("mob", 3, 3)).toEqual({ physical: 4, mental: 3, extraDice: 1, attacks: 2 });
    expect(mobRanks("crowd", 4, 3)).toMatchObject({ physical: 5, mental: 4, extraDice: 2, attacks: 3 });
    expect(mobRanks("horde", 4, 4)).toMatchObject({ physical: 6, mental: 5, extraDice: 3, attacks: 4 });
    expect(MOB_TABLE.company).toMatchObject({ physicalBonus: 3, mentalBonus: 2, extraDice: 4, attacks: 4, commander: "nco" });
    expect(MOB_TABLE.unit).toMatchObject({ physicalBonus: 4, mentalBonus: 2, extraDice: 4, attacks: 6, commander: "officer" });
    expect(mobKindFor(8)).toBe("crowd");
    expect(mobKindFor(2)).toBeNull();
    expect(mobKindFor(64)).toBe("unit");
  });
  it("attacks go to separate targets", () => {
    expect(() => checkMobTargets("mob", ["a", "a"])).toThrow(/separate/);
    expect(() => checkMobTargets("mob", ["a", "b", "c"])).toThrow(/at most 2/);
    expect(() => checkMobTargets("crowd", ["a", "b", "c"])).not.toThrow();
  });
});

describe("cover", () => {
  it("hard Light −1d, hard Heavy −2d without rerolls; soft −1d/−2d/−3d", () => {
    expect(coverPenalty("hard", "light")).toEqual({ modifier: { dice: -1, reason: "cover.hard.light", code: "cover.hard.light" }, noRerolls: false });
    expect(coverPenalty("hard", "heavy")).toEqual({ modifier: { dice: -2, reason: "cover.hard.heavy", code: "cover.hard.heavy" }, noRerolls: true });
    expect(coverPenalty("soft", "medium").modifier!.dice).toBe(-2);
    expect(coverPenalty("soft", "heavy").modifier!.dice).toBe(-3);
    expect(() => coverPenalty("hard", "medium")).toThrow(/no "medium"/);
  });
  it("boundary cover counts both ways", () => {
    const g = new ZoneGraph([{ id: "a" }, { id: "b" }, { id: "c" }], [
      { between: ["a", "b"], cover: "heavy" },
      { between: ["b", "c"], cover: "light", features: ["soft-cover"] },
    ]);
    expect(boundaryCover(g, "a", "b").modifier!.dice).toBe(-2);
    expect(boundaryCover(g, "b", "a").noRerolls).toBe(true);
    expect(boundaryCover(g, "c", "b").modifier!.reason).toBe("cover.soft.light");
  });
  it("area cover is held until every occupant is down; linear cover lets attackers through past the choke", () => {
    expect(areaCoverHeld(1)).toBe(true);
    expect(areaCoverHeld(0)).toBe(false);
    expect(linearCoverPassage(5, 4, 2)).toEqual({ intercepted: 2, through: 3 });
  });
});

describe("surprise", () => {
  it("surprisers get all their dice, the surprised none and no defence", () => {
    const r = surpriseRound([{ id: "h", side: "heroes", actionDice: 4 }, { id: "g", side: "gob", actionDice: 3 }], ["gob"]);
    expect(r.actionDice).toEqual({ h: 4, g: 0 });
    expect(r.surprised).toEqual(["g"]);
  });
});

describe("healing and fatigue", () => {
  it("first aid removes Stun and the wound of a one-rank loss", () => {
    let c = createCreature({ id: "x", side: "a", physical: 4, mental: 4 });
    c = { ...loseCreatureRanks(c, "physical", 1).after, states: ["stun"] };
    const fa = firstAid(c);
    expect(fa).toMatchObject({ removedStun: true, healed: 1 });
    expect(rankOf(fa.after, "physical")).toBe(4);
    const two = firstAid(loseCreatureRanks(c, "physical", 1).after);
    expect(two.healed).toBe(0);
  });
  it("slow healing: 2 in a full first week, 1 with a requirement missing, 1 a week after, +1 with a healer", () => {
    expect(woundsHealedInWeek({ week: 1, goodFood: true, water: true, noTravel: true })).toBe(2);
    expect(woundsHealedInWeek({ week: 1, goodFood: false, water: true, noTravel: true })).toBe(1);
    expect(woundsHealedInWeek({ week: 2, goodFood: false, water: true, noTravel: true })).toBe(1);
    expect(woundsHealedInWeek({ week: 2, goodFood: false, water: false, noTravel: true })).toBe(0);
    expect(woundsHealedInWeek({ week: 1, goodFood: true, water: true, noTravel: true, healerSucceeded: true })).toBe(3);
    const c = loseCreatureRanks(createCreature({ id: "x", side: "a", physical: 5, mental: 5 }), "physical", 3).after;
    expect(rankOf(c, "mental")).toBe(4);
    const healed = restForAWeek(c, { week: 1, goodFood: true, water: true, noTravel: true }).after;
    expect(rankOf(healed, "physical")).toBe(4);
    expect(rankOf(healed, "mental")).toBe(5); // the crossover goes with its cause
  });
  it("fatigue costs a rank, or a Body/Will roll avoids it", () => {
    const c = createCreature({ id: "x", side: "a", physical: 4, mental: 4 });
    expect(rankOf(applyFatigue(c, "mental").after, "mental")).toBe(3);
    expect(resistFatigue(queuedDice([5, 1, 1, 1]), c, "physical", 0).landed).toBe(0);
    expect(resistFatigue(queuedDice([2, 1, 1, 1]), c, "physical", 0, 2).landed).toBe(2);
  });
});

describe("special tactics, reach, dual wielding, sequence", () => {
  it("all-out attack combines, with no defence; double strike leaves only Dodge; follow on needs its conditions", () => {
    expect(planTactic("all-out-attack", [4, 3])).toEqual({ tactic: "all-out-attack", attacks: [7], defencesUntilNextAction: [] });
    expect(planTactic("double-strike", [4, 3]).defencesUntilNextAction).toEqual(["dodge"]);
    expect(planTactic("follow-on", [4, 3], false).attacks).toEqual([4]);
    expect(planTactic("follow-on", [4, 3], true).attacks).toEqual([4, 3]);
    expect(() => planTactic("all-out-attack", [4])).toThrow(RangeError);
  });
  it("reach works from Alone, not InContact; dual wielding picks a weapon in hand", () => {
    expect(reachUsable("Alone")).toBe(true);
    expect(reachUsable("InContact")).toBe(false);
    const w = [{ id: "sword" }, { id: "dagger" }];
    expect(chooseWieldedWeapon(w, 2, "dagger").id).toBe("dagger");
    expect(() => chooseWieldedWeapon(w, 1, "dagger")).toThrow(/appendages/);
  });
  it("the sequence of play loops c–d until the encounter is over", () => {
    expect(nextStep("surprise", false)).toBe("positions");
    expect(nextStep("countdown", false)).toBe("roll-action-dice");
    expect(nextStep("countdown", true)).toBe("end");
    expect(nextStep("end", true)).toBeNull();
  });
});
