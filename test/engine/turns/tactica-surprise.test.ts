import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { applyDamage } from "../../../module/engine/rulesets/tactica/damage";
import { createCreature } from "../../../module/engine/rulesets/tactica/creature";
import { countdown, isSurprised, tacticaTurnPolicy as policy } from "../../../module/engine/rulesets/tactica/turn-policy";
import { Driver, ofType, types } from "./helpers";

function ambush(extra?: number) {
  const d = new Driver(policy);
  d.add({ id: "hero", side: "player", dice: 2 });
  d.add({ id: "archer", side: "player", dice: 1 });
  d.add({ id: "orc", side: "npc", dice: 3 });
  d.add({ id: "wolf", side: "npc", dice: 2 });
  return d;
}

describe("tactica surprise round (the text's Surprise: all dice to the surprisers, none to the surprised)", () => {
  it("the surprised roll no dice, cannot act or respond, and the round closes as soon as the surprisers are done", () => {
    const d = ambush();
    // Only the heroes roll: hero 5, 4 · archer 5. The orc and wolf take no dice from the source.
    const ev = d.run({ type: "start", surprised: ["orc", "wolf"] }, queuedDice([5, 4, 5]));
    expect(ofType(ev, "surprise")[0]).toMatchObject({ surprised: ["orc", "wolf"], extraDice: 0 });
    expect(d.data.fighters.orc!.dice).toEqual([]);
    expect(d.data.fighters.wolf!.dice).toEqual([]);
    expect(isSurprised(d.state, "orc")).toBe(true);
    expect(isSurprised(d.state, "hero")).toBe(false);
    expect(countdown(d.state)).toEqual(["hero"]);
    expect(() => d.run({ type: "act", combatant: "orc", action: { name: "attack", cost: 4 } })).toThrow(/not next/);
    expect(() => d.run({ type: "respond", combatant: "orc", name: "Dodge" })).toThrow(/surprised/);
    d.run({ type: "act", combatant: "hero", action: { name: "melee attack", cost: 4 } });
    d.run({ type: "act", combatant: "hero", action: { name: "melee attack", cost: 4 } });
    // The hero's last die calls the refresh; the archer takes the one last option, and nobody surprised has one.
    expect(d.data.refreshBy).toBe("hero");
    expect(d.data.fighters.orc!.lastOption).toBe(false);
    expect(countdown(d.state)).toEqual(["archer"]);
    const closing = d.run({ type: "act", combatant: "archer", action: { name: "shoot", cost: 4 } }, queuedDice([2, 3, 4, 2, 4, 3, 5, 3]));
    // Everyone rerolls; the orc and wolf now roll too, and nobody is surprised any more.
    expect(types(closing)).toEqual(expect.arrayContaining(["surpriseOver", "refresh", "actionDiceRolled:orc", "actionDiceRolled:wolf"]));
    expect(d.data.surprised).toEqual([]);
    expect(d.data.fighters.orc!.dice.length).toBeGreaterThanOrEqual(3);
    expect(d.state.round).toBe(2);
  });

  it("severe surprise gives the surprisers extra dice for that round only, even above the normal maximum", () => {
    const d = new Driver(policy);
    d.add({ id: "hero", side: "player", dice: 6 });
    d.add({ id: "orc", side: "npc", dice: 3 });
    d.run({ type: "start", surprised: ["orc"], surpriseExtraDice: 1 }, queuedDice([2, 2, 2, 2, 2, 2, 2]));
    expect(d.data.fighters.hero!.dice).toHaveLength(7);
    expect(d.data.fighters.orc!.dice).toEqual([]);
  });

  it("when everyone is surprised the round closes at once", () => {
    const d = new Driver(policy);
    d.add({ id: "a", side: "player", dice: 1 });
    d.add({ id: "b", side: "npc", dice: 1 });
    const ev = d.run({ type: "start", surprised: ["a", "b"] }, queuedDice([4, 5]));
    expect(types(ev)).toContain("refresh");
    expect(d.data.fighters.a!.dice).toEqual([4]);
    expect(d.data.fighters.b!.dice).toEqual([5]);
  });

  it("a surprised target keeps only passive armour and cannot soak into a State", () => {
    const d = ambush();
    d.run({ type: "start", surprised: ["orc"] }, queuedDice([5, 4, 5, 3, 3]));
    const orc = createCreature({ id: "orc", side: "npc", physical: 3, mental: 3 });
    const hurt = applyDamage(orc, { track: "physical", damage: 1, choice: "state", surprised: isSurprised(d.state, "orc") });
    expect(hurt.took).toBe("rank");
  });

  it("rejects a bad surprise", () => {
    const d = ambush();
    expect(() => d.run({ type: "start", surprised: ["troll"] }, queuedDice([]))).toThrow(/no combatant with id "troll"/);
    expect(() => d.run({ type: "start", surprised: "orc" }, queuedDice([]))).toThrow(/must list/);
    expect(() => d.run({ type: "start", surprised: ["orc", "orc"] }, queuedDice([]))).toThrow(/twice/);
    expect(() => d.run({ type: "start", surpriseExtraDice: 2 }, queuedDice([]))).toThrow(/needs someone surprised/);
  });
});

describe("property: a surprise round", () => {
  it("the surprised never hold dice nor come up in the countdown, and the round always closes into a normal one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), fc.integer({ min: 0, max: 2 }), fc.integer(), (n, mask, extra, seed) => {
        const d = new Driver(policy);
        const ids = Array.from({ length: n }, (_, i) => `c${i}`);
        ids.forEach((id, i) => d.add({ id, side: i % 2 ? "npc" : "player", dice: 1 + (i % 4) }));
        const surprised = ids.filter((_, i) => mask[i]);
        const dice = seededDice(seed);
        d.run({ type: "start", surprised, ...(extra && surprised.length ? { surpriseExtraDice: extra } : {}) }, dice);
        for (let step = 0; d.state.round === 1; step++) {
          expect(step).toBeLessThan(100);
          for (const s of surprised) {
            expect(d.data.fighters[s]!.dice).toEqual([]);
            expect(countdown(d.state)).not.toContain(s);
          }
          const [who] = countdown(d.state);
          // In the refresh everyone still holding dice keeps one (acting might be unaffordable there).
          if (d.data.refreshBy !== null) d.run({ type: "keep", combatant: who! }, dice);
          else d.run({ type: "act", combatant: who!, action: { name: "strike", cost: 2 } }, dice);
        }
        expect(d.data.surprised).toEqual([]);
        for (const id of ids) expect(d.data.fighters[id]!.dice.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe("states saved before surprise existed", () => {
  it("read a missing surprised list as nobody surprised", () => {
    const d = ambush();
    d.run({ type: "start" }, queuedDice([5, 4, 5, 3, 3, 3, 2, 2]));
    const old = structuredClone(d.scheduler) as typeof d.scheduler;
    delete (old.state.data as { surprised?: string[] }).surprised;
    d.scheduler = old;
    expect(isSurprised(d.state, "orc")).toBe(false);
    d.run({ type: "respond", combatant: "orc", name: "Dodge" });
    d.run({ type: "removeCombatant", combatant: "wolf" });
    expect(d.data.fighters.orc!.dice).toHaveLength(2);
  });
});
