import { describe, expect, it } from "vitest";
import {
  combinedMobilityPenalty,
  effectiveLoad,
  encumbrance,
  encumbranceStep,
  ENCUMBRANCE_STEPS,
  mobilityEffects,
} from "../../../../module/engine/rulesets/six-seconds/encumbrance";

describe("encumbrance", () => {
  it("the text's example: Strength 3, Endurance 3 → 8 kg free, 16 kg −1, 24 kg −2", () => {
    expect(encumbrance({ strength: 3, endurance: 3, load: 8 }).mobilityPenalty).toBe(0);
    expect(encumbrance({ strength: 3, endurance: 3, load: 16 }).mobilityPenalty).toBe(1);
    expect(encumbrance({ strength: 3, endurance: 3, load: 24 }).mobilityPenalty).toBe(2);
    expect(encumbrance({ strength: 3, endurance: 3, load: 8.5 }).mobilityPenalty).toBe(1);
  });

  it("reads the printed step table; the pattern continues past 20", () => {
    expect(encumbranceStep(-2)).toBe(0);
    expect(encumbranceStep(6)).toBe(8);
    expect(encumbranceStep(12)).toBe(128);
    expect(encumbranceStep(20)).toBe(5160.6);
    for (let n = 1; n <= 20; n++) expect(Math.abs(8 * 4 ** ((n - 6) / 3) - ENCUMBRANCE_STEPS[n]!)).toBeLessThan(0.06);
    expect(encumbranceStep(21)).toBe(8192);
  });

  it("more than five steps: stagger one square per six seconds", () => {
    expect(encumbrance({ strength: 3, endurance: 3, load: 40 }).staggerOnly).toBe(false);
    const heavy = encumbrance({ strength: 3, endurance: 3, load: 41 });
    expect(heavy.staggerOnly).toBe(true);
    expect(heavy.mobilityPenalty).toBe(5);
    expect(encumbrance({ strength: 0, endurance: 0, load: 0.1 }).staggerOnly).toBe(true);
  });

  it("wheeled loads count a quarter", () => {
    expect(effectiveLoad([{ kg: 4 }, { kg: 40, wheeled: true }])).toBe(14);
    expect(encumbrance({ strength: 3, endurance: 3, load: [{ kg: 64, wheeled: true }] }).mobilityPenalty).toBe(1);
    expect(() => effectiveLoad([{ kg: -1, name: "anvil" }])).toThrow(/anvil/);
  });

  it("encumbrance and armour penalties do not stack; others do", () => {
    expect(combinedMobilityPenalty({ armour: 2, encumbrance: 1 })).toBe(2);
    expect(combinedMobilityPenalty({ armour: 1, encumbrance: 3, other: 1 })).toBe(4);
  });

  it("each penalty: −1 to Acrobatics, Athletics, Wrestle, Stealth and −½ square of every speed", () => {
    const e = mobilityEffects(2, { walk: 6, fly: 0.5 });
    expect(e.skillModifiers).toEqual({ acrobatics: -2, athletics: -2, wrestle: -2, stealth: -2 });
    expect(e.speeds).toEqual({ walk: 5, fly: 0 });
    expect(e.vehicleSkillModifier).toBe(-2);
    expect(mobilityEffects(1, { walk: 6 }, { skills: "dexterity-based" }).skillModifiers).toEqual({ "dexterity-based": -1 });
    expect(mobilityEffects(6, { walk: 6 }, { staggerOnly: true }).squaresPerRound).toBe(1);
    expect(mobilityEffects(0, { walk: 6 }).skillModifiers).toEqual({});
    // Speeds in metres: half a square is 0.5 m for a human, 1 m for a horse (scale 1).
    expect(mobilityEffects(1, { walk: 6 }, { metresAtScale: 0 }).speeds.walk).toBe(5.5);
    expect(mobilityEffects(1, { walk: 8 }, { metresAtScale: 1 }).speeds.walk).toBe(7);
  });
});
