// Rules that lived in the Foundry layer, now the engine's: the success faces, whether a fear test is still due, a
// chariot's arcs, and reading the sheet's injury records (areas, effect texts, bleeders).
import { describe, expect, it } from "vitest";
import { chariotArc } from "../../../module/engine/rulesets/tactica/chariots";
import { fearPassedAfter, fearStillDue } from "../../../module/engine/rulesets/tactica/fear";
import { areaLocation, bleederDiceOff, burntAfterHealing, injuriesFromRecords, injuryArea, injuryEffectByText } from "../../../module/engine/rulesets/tactica/injuries/areas";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { injuryUsePenalties } from "../../../module/engine/rulesets/tactica/injuries/use-penalties";
import { isSuccessFace, readFace, STANDARD_THRESHOLD } from "../../../module/engine/rulesets/tactica/superiority";

describe("a die's face at a threshold", () => {
  it("succeeds on 5–6 by default; a 1 is never a success, even at the lowest threshold", () => {
    expect(STANDARD_THRESHOLD).toBe(5);
    expect([1, 2, 3, 4, 5, 6].map((v) => readFace(v))).toEqual(["one", "failure", "failure", "failure", "success", "success"]);
    expect([1, 2, 3, 4, 5, 6].filter((v) => isSuccessFace(v))).toEqual([5, 6]);
    expect([1, 2, 3].map((v) => readFace(v, 2))).toEqual(["one", "success", "success"]);
    expect(isSuccessFace(5, 6)).toBe(false);
  });
  it("refuses a face or a threshold off the die", () => {
    expect(() => readFace(7)).toThrow(/1–6, got 7/);
    expect(() => readFace(0)).toThrow(RangeError);
    expect(() => readFace(4, 1)).toThrow(/threshold must be 2–6, got 1/);
  });
});

describe("fear: still due, and what a test leaves recorded", () => {
  it('"until they pass a Spirit test, after which they no longer need to make further rolls": only a worse fear is due', () => {
    expect(fearStillDue("dread", "none")).toBe(true);
    expect(fearStillDue("dread", "dread")).toBe(false);
    expect(fearStillDue("scary", "dread")).toBe(false);
    expect(fearStillDue("terror", "dread")).toBe(true);
  });
  it('a pass keeps the worst fear passed; "if you are the target of a Fear attack and you fail then you again become susceptible"', () => {
    expect(fearPassedAfter("fearsome", "none", true)).toBe("fearsome");
    expect(fearPassedAfter("scary", "terror", true)).toBe("terror");
    expect(fearPassedAfter("scary", "terror", false)).toBe("none");
  });
  it("refuses an unknown level", () => {
    expect(() => fearStillDue("spooky" as never, "none")).toThrow(/unknown fear level "spooky"/);
  });
});

describe("a chariot's arcs", () => {
  const at = { x: 0, y: 0 };
  it("within 45° of its facing is the front, of its back the rear, a diagonal a side", () => {
    // Facing north (0°), y grows down: north is (0, −1).
    expect(chariotArc(0, at, { x: 0, y: -100 })).toBe("front");
    expect(chariotArc(0, at, { x: 0, y: 100 })).toBe("rear");
    expect(chariotArc(0, at, { x: 100, y: 0 })).toBe("side");
    expect(chariotArc(0, at, { x: 100, y: -100 })).toBe("side"); // "(not diagonal)"
    expect(chariotArc(0, at, { x: 30, y: -100 })).toBe("front");
    // Facing east (90°): the east is its front, whatever the turns taken.
    expect(chariotArc(90, at, { x: 100, y: 10 })).toBe("front");
    expect(chariotArc(450, at, { x: -100, y: 0 })).toBe("rear");
    expect(chariotArc(-90, at, { x: -100, y: 0 })).toBe("front");
  });
  it("refuses a facing or a position that is not a number", () => {
    expect(() => chariotArc(Number.NaN, at, at)).toThrow(/facing/);
    expect(() => chariotArc(0, at, { x: Number.NaN, y: 0 })).toThrow(/finite/);
  });
});

describe("injury records: areas, effects, bleeders", () => {
  const text = (k: keyof typeof INJURY_EFFECT_TABLE) => INJURY_EFFECT_TABLE[k].text;
  it("left and right limbs are recorded as one area, and read back as one location", () => {
    expect(injuryArea("right-arm")).toBe("arms");
    expect(injuryArea("left-leg")).toBe("legs");
    expect(injuryArea("neck")).toBe("neck");
    expect(areaLocation("arms")).toBe("left-arm");
    expect(() => areaLocation("tail" as never)).toThrow(/unknown injury area "tail"/);
  });
  it("reads an effect from its text; a GM's own note names none", () => {
    expect(injuryEffectByText(text("fracture"))).toBe("fracture");
    expect(injuryEffectByText("a nasty bruise")).toBeNull();
  });
  it('"If a -2d is indicated then the number of dice used for that roll is decreased by 2": the Neck and the Groin', () => {
    expect(bleederDiceOff("neck")).toBe(2);
    expect(bleederDiceOff("groin")).toBe(2);
    expect(bleederDiceOff("chest")).toBe(0);
  });
  it('"Multiple bleeder results to different locations will accumulate, but another bleeder result to the same location will not"', () => {
    const read = injuriesFromRecords([
      { area: "arms", effect: text("bleeder") },
      { area: "arms", effect: text("bleeder") },
      { area: "neck", effect: text("bleeder") },
      { area: "legs", effect: text("broken") },
      { area: "chest", effect: "a nasty bruise" },
      { area: "tail", effect: text("bleeder") },
    ]);
    expect(read).toEqual([
      { location: "left-arm", effect: "bleeder", diceOff: 0, healed: false },
      { location: "neck", effect: "bleeder", diceOff: 2, healed: false },
      { location: "left-leg", effect: "broken", diceOff: 0, healed: false },
    ]);
  });
});

describe("an injury's penalty on the rolls it names", () => {
  const at = (location: Parameters<typeof injuryUsePenalties>[0][number]["location"], effect: Parameters<typeof injuryUsePenalties>[0][number]["effect"], healed = false) => ({ location, effect, diceOff: 0, healed });
  it('an attack: "-1d to all rolls that require sight", an arm\'s Fracture "-2d"; a leg\'s Fracture and a healed wound nothing', () => {
    const wounds = [at("head", "sight"), at("right-arm", "fracture"), at("left-leg", "fracture"), at("head", "sight", true), at("chest", "puncture")];
    expect(injuryUsePenalties(wounds, "attack").map((m) => [m.code, m.dice])).toEqual([["injury.sight", -1], ["injury.fracture", -2]]);
  });
  it('a movement roll: a broken leg "DEX rolls at -2d", the Foot "-2d", a leg\'s Fracture; a broken arm nothing', () => {
    const wounds = [at("left-leg", "broken"), at("right-arm", "broken"), at("right-leg", "foot"), at("left-leg", "fracture"), at("head", "sight")];
    expect(injuryUsePenalties(wounds, "movement").map((m) => [m.code, m.dice])).toEqual([["injury.broken", -2], ["injury.foot", -2], ["injury.fracture", -2]]);
    expect(() => injuryUsePenalties(wounds, "casting" as never)).toThrow(/"attack" or "movement"/);
  });
});

describe("burnt action dice after a wound heals", () => {
  it('"remains every round until the wound effect is removed": a healed Sever (burn 2) takes 2 off 3; never below 0', () => {
    expect(burntAfterHealing(3, "sever")).toBe(1);
    expect(burntAfterHealing(1, "sever")).toBe(0);
    expect(burntAfterHealing(2, "fracture")).toBe(2);
    expect(() => burntAfterHealing(-1, "stun")).toThrow(/≥ 0, got -1/);
    expect(() => burntAfterHealing(1, "bruise" as never)).toThrow(/unknown injury effect "bruise"/);
  });
});
