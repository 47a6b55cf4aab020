import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { Occupancy, ZoneGraph } from "../../../module/engine/zones";
import { enterZone } from "../../../module/engine/rulesets/tactica/contact";
import { applyContactSpecial } from "../../../module/engine/rulesets/tactica/contact-specials";
import { reachUsable } from "../../../module/engine/rulesets/tactica/tactics";
import { createCreature } from "../../../module/engine/rulesets/tactica/creature";
import { burntActionDice } from "../../../module/engine/rulesets/tactica/injuries/injury";
import { panicFlight } from "../../../module/engine/rulesets/tactica/panic-flight";
import { startActionUnderCondition } from "../../../module/engine/rulesets/tactica/mental-condition-action";
import { resolveSpecialAttempt, SPECIAL_ATTEMPT_ROLLS } from "../../../module/engine/rulesets/tactica/special-attempts";
import { SPECIAL_RESULT_TABLE } from "../../../module/engine/rulesets/tactica/special-results";

const orc = () => createCreature({ id: "orc", side: "npc", physical: 3, mental: 3 });
const even = { body: 0, dex: 0 };

describe("special-result attempts (disarm, break weapon, knockback/down, hamstring)", () => {
  it("every attempt in the special results table has a contest", () => {
    for (const k of ["disarm", "break-weapon", "knockback", "hamstring"] as const) expect(SPECIAL_RESULT_TABLE[k].attempt).toBe(true);
    expect(Object.keys(SPECIAL_ATTEMPT_ROLLS).sort()).toEqual(["break-weapon", "disarm", "hamstring", "knockback", "knockdown"]);
  });

  it("disarm: attacker's DEX (4+1 dice) beats the target's BODY (4 dice) and the weapon drops", () => {
    // Attacker 5 dice: 5, 6, 2, 2, 3 (2 successes); target 4 dice: 5, 2, 3, 4 (1 success).
    const out = resolveSpecialAttempt(queuedDice([5, 6, 2, 2, 3, 5, 2, 3, 4]), "disarm", { body: 0, dex: 1 }, orc(), even);
    expect(out.roll.active.dice).toHaveLength(5);
    expect(out.roll.passive.dice).toHaveLength(4);
    expect(out).toMatchObject({ succeeded: true, dropsWeapon: true, weaponBroken: false, prone: false, injury: null });
  });

  it("a tie goes to the target: nothing happens", () => {
    const out = resolveSpecialAttempt(queuedDice([5, 2, 2, 2, 6, 2, 2, 2]), "break-weapon", even, orc(), even);
    expect(out.roll.margin).toBe(0);
    expect(out).toMatchObject({ succeeded: false, weaponBroken: false });
  });

  it("knockdown uses the Size difference (the text's knock-down rule): a Size 2 edge beats one success", () => {
    const ogre = { body: 0, dex: 0, size: 3 };
    const man = { body: 0, dex: 0, size: 1 };
    // Ogre rolls no success, the man one: 0 + 2 (Size) > 1.
    const down = resolveSpecialAttempt(queuedDice([2, 2, 2, 2, 5, 2, 2, 2]), "knockdown", ogre, orc(), man);
    expect(down.roll).toMatchObject({ margin: 1, activeWins: true });
    expect(down).toMatchObject({ prone: true, outOfContact: false });
    const back = resolveSpecialAttempt(queuedDice([2, 2, 2, 2, 5, 2, 2, 2]), "knockback", ogre, orc(), man);
    expect(back).toMatchObject({ prone: false, outOfContact: true });
    // Size does not count for a disarm.
    expect(resolveSpecialAttempt(queuedDice([2, 2, 2, 2, 5, 2, 2, 2]), "disarm", ogre, orc(), man).succeeded).toBe(false);
  });

  it("hamstring: DEX vs DEX; a win gives the Foot injury (DEX check or prone, one die burnt until healed)", () => {
    const out = resolveSpecialAttempt(queuedDice([6, 2, 2, 2, 2, 2, 2, 2]), "hamstring", even, orc(), even, "right-leg");
    expect(out.succeeded).toBe(true);
    expect(out.injury).toMatchObject({ burnNow: 1 });
    expect(out.injury!.checks[0]).toMatchObject({ characteristic: "dex", onFail: "prone" });
    expect(out.target.injuries[0]).toMatchObject({ location: "right-leg", effect: "foot" });
    expect(burntActionDice(out.target)).toBe(1);
  });

  it("rejects bad input", () => {
    expect(() => resolveSpecialAttempt(queuedDice([]), "trip" as never, even, orc(), even)).toThrow(/unknown special attempt/);
    expect(() => resolveSpecialAttempt(queuedDice([]), "hamstring", even, orc(), even, "head" as never)).toThrow(/left-leg/);
    expect(() => resolveSpecialAttempt(queuedDice([]), "disarm", { body: 0, dex: 0.5 }, orc(), even)).toThrow(/DEX level/);
  });
});

describe("Panicked flight (move as far as possible from the greatest danger)", () => {
  // a line of zones: gate – yard – hall – tower, with a side room off the yard.
  const g = new ZoneGraph(
    [{ id: "gate" }, { id: "yard" }, { id: "hall" }, { id: "tower" }, { id: "side" }],
    [{ between: ["gate", "yard"] }, { between: ["yard", "hall"] }, { between: ["hall", "tower"] }, { between: ["yard", "side"] }],
  );
  const panicked = () => ({ ...orc(), mentalCondition: "panicked" as const });

  it("runs one zone away from the danger each action, by a Move that invites opportunity attacks", () => {
    const f = panicFlight(g, panicked(), "yard", "gate");
    expect(f).toMatchObject({ from: "yard", distanceBefore: 1, distanceAfter: 2, leavesBy: "move" });
    expect(f.equallyFar.sort()).toEqual(["hall", "side"]);
    expect(["hall", "side"]).toContain(f.to);
    const fast = panicFlight(g, panicked(), "yard", "gate", 2);
    expect(fast).toMatchObject({ to: "tower", path: ["yard", "hall", "tower"], distanceAfter: 3 });
  });

  it("stays put (cornered) when nowhere reachable is farther, and only Panicked creatures flee", () => {
    expect(panicFlight(g, panicked(), "tower", "gate")).toMatchObject({ to: "tower", path: ["tower"] });
    expect(() => panicFlight(g, orc(), "yard", "gate")).toThrow(/not Panicked/);
    expect(() => panicFlight(g, panicked(), "yard", "moat")).toThrow(/danger zone/);
  });
});

describe("contact specials (move out of contact, draw into contact vs Reach, knockback)", () => {
  const setup = () => {
    const occ = new Occupancy(new ZoneGraph([{ id: "a" }]));
    enterZone(occ, "hero", "a", { side: "red" });
    enterZone(occ, "orc", "a", { side: "green", chargeTarget: "hero" });
    enterZone(occ, "pikeman", "a", { side: "green" });
    return occ;
  };
  it("the attacker steps out of the melee with no opportunity attacks", () => {
    const occ = setup();
    const out = applyContactSpecial(occ, "move-out-of-contact", "hero", "orc");
    expect(out).toMatchObject({ moved: "hero", before: "InContact", after: "Alone", opportunityAttackers: [] });
  });
  it("a Reach-armed target standing Alone is drawn into the attacker's melee", () => {
    const occ = setup();
    expect(reachUsable(occ.status("pikeman"))).toBe(true);
    const out = applyContactSpecial(occ, "draw-into-contact", "hero", "pikeman");
    expect(out).toMatchObject({ moved: "pikeman", before: "Alone", after: "InContact" });
    expect(reachUsable(occ.status("pikeman"))).toBe(false);
    expect(() => applyContactSpecial(occ, "draw-into-contact", "hero", "pikeman")).toThrow(/already in contact/);
  });
  it("a won knockback throws the target out of the melee and out of close combat", () => {
    const occ = setup();
    occ.closeCombat("hero", "orc");
    const won = resolveSpecialAttempt(queuedDice([5, 2, 2, 2, 2, 2, 2, 2]), "knockback", even, orc(), even);
    expect(won.outOfContact).toBe(true);
    const out = applyContactSpecial(occ, "knockback", "hero", "orc");
    expect(out).toMatchObject({ moved: "orc", before: "InClose", after: "Alone" });
    expect(() => applyContactSpecial(occ, "knockback", "hero", "orc")).toThrow(/Alone already/);
    expect(() => applyContactSpecial(occ, "stun" as never, "hero", "pikeman")).toThrow(/not a contact special/);
  });
});

describe("property: Panicked flight never brings the creature closer to the danger", () => {
  it("on random connected zone graphs, the flight ends within its move and at least as far from the danger", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.array(fc.nat(), { minLength: 9, maxLength: 20 }), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 }), (n, links, a, b, speed) => {
        const ids = Array.from({ length: n }, (_, i) => `z${i}`);
        // A spanning chain keeps it connected; the extra links add shortcuts.
        const pairs = new Set<string>();
        for (let i = 1; i < n; i++) pairs.add(`${links[i]! % i}|${i}`);
        for (let i = 0; i + 1 < links.length; i += 2) {
          const x = links[i]! % n;
          const y = links[i + 1]! % n;
          if (x !== y) pairs.add(`${Math.min(x, y)}|${Math.max(x, y)}`);
        }
        const g = new ZoneGraph(ids.map((id) => ({ id })), [...pairs].map((p) => ({ between: p.split("|").map((k) => `z${k}`) as [string, string] })));
        const from = ids[a % n]!;
        const danger = ids[b % n]!;
        const f = panicFlight(g, { ...orc(), mentalCondition: "panicked" }, from, danger, speed);
        expect(g.distance(from, f.to)).toBeLessThanOrEqual(speed);
        expect(f.distanceAfter).toBeGreaterThanOrEqual(f.distanceBefore);
        expect(f.distanceAfter).toBe(g.distance(danger, f.to));
        for (const z of g.within(from, speed)) expect(g.distance(danger, z)).toBeLessThanOrEqual(f.distanceAfter);
      }),
      { numRuns: 300 },
    );
  });
});

describe("Panicked and Crushed at the start of an action", () => {
  const panicked = () => ({ ...createCreature({ id: "v", side: "a", physical: 3, mental: 3 }), mentalCondition: "panicked" as const });
  it("no roll on the initial action: the Panicked flee; later actions roll Spirit (4 + level dice) first", () => {
    expect(startActionUnderCondition(queuedDice([]), panicked(), 0, 0)).toMatchObject({ roll: null, action: "flee" });
    const fail = startActionUnderCondition(queuedDice([1, 2, 3, 4]), panicked(), 0, 1);
    expect(fail).toMatchObject({ recovered: false, action: "flee" });
    expect(fail.roll!.pool).toBe(4);
    const pass = startActionUnderCondition(queuedDice([1, 2, 3, 5]), panicked(), 0, 1);
    expect(pass).toMatchObject({ recovered: true, action: "free" });
    expect(pass.after.mentalCondition).toBeNull();
  });
  it("a 1 from the action dice triggers a roll even on the initial action; Crushed creatures do nothing", () => {
    expect(startActionUnderCondition(queuedDice([6, 2, 2, 2]), panicked(), 0, 0, true).recovered).toBe(true);
    const crushed = { ...panicked(), mentalCondition: "crushed" as const };
    expect(startActionUnderCondition(queuedDice([]), crushed, 0, 0)).toMatchObject({ action: "nothing" });
    expect(startActionUnderCondition(queuedDice([2, 2, 2, 2]), crushed, 0, 2)).toMatchObject({ action: "nothing", recovered: false });
    expect(() => startActionUnderCondition(queuedDice([]), crushed, 0, 0, true)).toThrow(/Panic only/);
    expect(startActionUnderCondition(queuedDice([]), orc(), 0, 0).action).toBe("free");
  });
});
