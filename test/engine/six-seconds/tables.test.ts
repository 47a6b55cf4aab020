/**
 * Every table of the six-seconds rules text (Chapter 3), transcribed here by hand, cell by cell, from the text and
 * compared with the engine's data. Where the engine departs from a printed cell on purpose (a slip of the pen, a
 * contradiction), the test says so and the rules notes explain it.
 */
import { describe, expect, it } from "vitest";
import { CALLED_SHOT_LOCATIONS, ITEM_TABLE, itemDefences } from "../../../module/engine/rulesets/six-seconds/called-shots";
import { EMP_TABLE } from "../../../module/engine/rulesets/six-seconds/damage-types";
import { ENCUMBRANCE_STEPS, encumbrance, encumbranceStep } from "../../../module/engine/rulesets/six-seconds/encumbrance";
import { XP_AWARDS, awardXp, levelRow } from "../../../module/engine/rulesets/six-seconds/experience";
import { FALL_DAMAGE_TABLE, FALL_SURFACES, fallDistanceBonus } from "../../../module/engine/rulesets/six-seconds/falling";
import { SCALE_TABLE } from "../../../module/engine/rulesets/six-seconds/scale";
import { EXAMPLE_ACTIONS, postureChangeSeconds } from "../../../module/engine/rulesets/six-seconds/turn-actions";
import { blocksNaturalHealing, checksDue, overdose, startAffliction, transmitsBy } from "../../../module/engine/rulesets/six-seconds/poison";
import { EXAMPLE_SYNDROMES, exampleSyndrome } from "../../../module/engine/rulesets/six-seconds/syndromes";

describe("six-seconds tables, cell by cell against the text", () => {
  it("Example Actions: every row with its printed seconds", () => {
    const printed: [string, number][] = [
      ["Cast most spells", 4], ["Use a Combo", 4], ["Single Melee attack", 4], ["Single Ranged attack", 4], ["Stand up from prone", 4],
      ["Run (or longer)", 3],
      ["Grab an object from a pack or pocket", 2], ["Aim a ranged weapon", 2],
      ["Move", 1], ["Draw or sheathe a weapon", 1], ["Aim before a ranged attack", 1], ["Stand up from crouch", 1],
      ["Go from prone to crouch", 1], ["Crouch or go to prone", 1],
      ["Talk", 0], ["Drop a held object", 0],
    ];
    expect(EXAMPLE_ACTIONS.map((a) => [a.label, a.printedSeconds ?? a.seconds])).toEqual(printed);
    // The one the engine departs from: Crouching and Prone says standing up from prone takes 2 s.
    expect(EXAMPLE_ACTIONS.filter((a) => a.printedSeconds !== undefined).map((a) => [a.key, a.seconds])).toEqual([["stand-from-prone", 2]]);
    expect(EXAMPLE_ACTIONS.find((a) => a.key === "run")!.orLonger).toBe(true);
  });

  it("posture changes: crouch / prone 1 s each, one to the other 1 s, up from a crouch 1 s, up from prone 2 s", () => {
    expect(postureChangeSeconds("standing", "crouching")).toBe(1);
    expect(postureChangeSeconds("standing", "prone")).toBe(1);
    expect(postureChangeSeconds("crouching", "prone")).toBe(1);
    expect(postureChangeSeconds("prone", "crouching")).toBe(1);
    expect(postureChangeSeconds("crouching", "standing")).toBe(1);
    expect(postureChangeSeconds("prone", "standing")).toBe(2);
    expect(postureChangeSeconds("prone", "standing", { standFromProne: "table" })).toBe(4);
    expect(postureChangeSeconds("prone", "prone")).toBe(0);
    expect(() => postureChangeSeconds("kneeling" as never, "prone")).toThrow(/unknown posture "kneeling"/);
  });

  it("Scale: square, Base Toughness, size multiplier, attack modifier, Target and example of every row", () => {
    // scale, square as printed, base toughness, size multiplier as printed, attack modifier, target, example
    const printed: [number, string, number, number, number, number, string?][] = [
      [-1, "0.5x0.5", 3, 0.25, 1, 5, "Cat"],
      [0, "1x1", 6, 1, 0, 4, "Human"],
      [1, "2x2", 9, 4, -1, 3, "Horse"],
      [2, "4x4", 12, 16, -2, 2, "Giant"],
      [3, "8x8", 15, 64, -3, 1, "Titan"],
      [4, "16 x 16", 18, 256, -4, 0],
      [5, "32 x 32", 21, 1024, -5, -1],
      [6, "64 x 64", 24, 4069, -6, -2],
      [7, "125 x 125", 27, 16384, -7, -3],
      [8, "0.25 km x 0.25 km", 30, 65536, -8, -4],
      [9, "0.5 km x 1km", 33, 262144, -9, -5],
      [10, "1 km x 1km", 36, 1048576, -10, -6],
    ];
    expect(SCALE_TABLE).toHaveLength(printed.length);
    printed.forEach(([scale, square, tough, mult, attack, target, example], i) => {
      const row = SCALE_TABLE[i]!;
      expect(row.scale).toBe(scale);
      expect(row.squareLabel).toBe(square);
      expect(row.baseToughness).toBe(tough);
      // 4069 is a slip for 4^6 = 4096 (the column is ×4 a row); every other cell is as printed.
      expect(row.sizeMultiplier).toBe(mult === 4069 ? 4096 : mult);
      expect(row.attackModifier).toBe(attack);
      expect(row.target).toBe(target);
      expect(row.example).toBe(example);
    });
  });

  it("Called shots: Target modifier, Toughness adjustment, and what Minimum Toughness and Toughness do", () => {
    // location, target, adjustment, min: wound?, min: Fortitude on fail, tough: wound?, tough: dying?, tough: Fortitude
    const printed: [string, number, number, boolean, string | null, boolean, boolean, string | null][] = [
      ["leg", 1, -1, true, null, true, false, "falls prone"],
      ["arm", 1, -1, true, null, true, false, null],
      ["hand", 2, -2, false, "drops the held item", true, false, null],
      ["head", 3, -3, true, "staggered for one round", true, true, null],
      ["critical", 3, -3, true, null, true, true, null],
      ["torso", 0, 0, true, null, true, true, null],
      ["wings", -1, -3, false, null, true, false, null],
    ];
    expect(Object.keys(CALLED_SHOT_LOCATIONS)).toEqual(printed.map((p) => p[0]));
    for (const [id, target, adj, minWound, minFort, wound, dying, fort] of printed) {
      const l = CALLED_SHOT_LOCATIONS[id as keyof typeof CALLED_SHOT_LOCATIONS];
      expect([l.targetModifier, l.toughnessAdjustment], id).toEqual([target, adj]);
      expect([l.minimum.wound, l.minimum.fortitude?.onFail ?? null], `${id} at Minimum Toughness`).toEqual([minWound, minFort]);
      expect([l.toughness.wound, l.toughness.dying, l.toughness.fortitude?.onFail ?? null], `${id} at Toughness`).toEqual([wound, dying, fort]);
    }
    expect(CALLED_SHOT_LOCATIONS.leg.minimum.effects).toEqual(["speed drops by 1 square"]);
    expect(CALLED_SHOT_LOCATIONS.hand.minimum.effects).toEqual(["−1 to attacks made with this hand"]);
    expect(CALLED_SHOT_LOCATIONS.wings.minimum.effects).toEqual(["flight speed drops by 1 square"]);
    expect(CALLED_SHOT_LOCATIONS.wings.toughness.effects).toEqual(["the creature cannot fly"]);
  });

  it("Worn or held items: Target and Toughness / Minimum (10/4, 13/7, 16/10), +3 Toughness and −1 Target per scale", () => {
    const printed: [keyof typeof ITEM_TABLE, number, number, number][] = [
      ["small-metal-weapon", 6, 10, 4],
      ["metal-weapon", 5, 13, 7],
      ["large-metal-weapon", 4, 16, 10],
    ];
    for (const [kind, target, tough, min] of printed) {
      expect(itemDefences({ kind }), kind).toEqual({ target, toughness: tough, minimum: min });
      expect(itemDefences({ kind, scale: 1 }), `${kind} at scale 1`).toEqual({ target: target - 1, toughness: tough + 3, minimum: min + 3 });
    }
    expect(ITEM_TABLE["wooden-hafted-weapon"]).toMatchObject({ target: 5, toughness: null }); // the text leaves it blank
    // Armour: as the wearer; (wearer's scale × 3) + Defence bonus + 3.
    expect(itemDefences({ kind: "armour", wearerScale: 1, wearerTarget: 3, armourDefence: 2 })).toEqual({ target: 3, toughness: 8, minimum: 2 });
  });

  it("Falling: 1d6+1 up to 5 m … 1d6+12 at 60 m+, and every surface modification", () => {
    const printed: [number, number][] = [[5, 1], [10, 2], [15, 3], [20, 4], [25, 5], [30, 6], [35, 7], [40, 8], [45, 9], [50, 10], [55, 11], [60, 12]];
    expect(FALL_DAMAGE_TABLE.map((r) => [r.upToMetres, r.bonus])).toEqual(printed);
    for (const [metres, bonus] of printed) expect(fallDistanceBonus(metres)).toBe(bonus);
    expect(fallDistanceBonus(200)).toBe(12);
    const surfaces: [keyof typeof FALL_SURFACES, number, string][] = [
      ["deep-water", -12, "bludgeoning"], ["very-soft", -6, "bludgeoning"], ["soft", -3, "bludgeoning"], ["slightly-soft", -1, "bludgeoning"],
      ["hard", 0, "bludgeoning"], ["hazardous", 1, "bludgeoning"], ["spikes", 3, "piercing"],
    ];
    expect(Object.keys(FALL_SURFACES)).toEqual(surfaces.map((s) => s[0]));
    for (const [id, mod, type] of surfaces) expect([FALL_SURFACES[id].modifier, FALL_SURFACES[id].damageType], id).toEqual([mod, type]);
  });

  it("EMP: Very Simple 8, Simple 7, Moderate 6, Complicated 4, Advanced 3", () => {
    expect(Object.values(EMP_TABLE).map((r) => [r.label, r.toughness])).toEqual([
      ["Very Simple", 8], ["Simple", 7], ["Moderate", 6], ["Complicated", 4], ["Advanced", 3],
    ]);
  });

  it("Encumbrance: every step from Endurance + Strength 0 to 20, and the example (8 kg free, 16 kg −1, 24 kg −2)", () => {
    const printed = [0, 0.8, 1.3, 2.0, 3.2, 5.0, 8.0, 12.7, 20.2, 32.0, 50.8, 80.6, 128.0, 203.2, 322.5, 512.0, 812.7, 1290.2, 2048.0, 3251.0, 5160.6];
    expect(ENCUMBRANCE_STEPS).toEqual(printed);
    printed.forEach((kg, n) => expect(encumbranceStep(n)).toBe(kg));
    expect(encumbranceStep(-2)).toBe(0); // "0 or less"
    const penalty = (load: number) => encumbrance({ strength: 3, endurance: 3, load }).mobilityPenalty;
    expect([penalty(8), penalty(16), penalty(24)]).toEqual([0, 1, 2]);
  });

  it("XP awards: every row of the chart", () => {
    expect(Object.values(XP_AWARDS).map((a) => [a.label, a.xp])).toEqual([
      ["Encounter", "per-enemy"], ["Enemy Defeated or Outsmarted", "per-enemy"], ["Defeated by Enemy", 100],
      ["Adventure completed", 200], ["Story Arc completed", 600], ["Clever Idea or Realisation", 10], ["Minor Achievement", 10],
      ["Stroke of Genius", 50], ["Major Achievement", 50], ["Crowning Moment of Awesome", 100], ["Rule Zero", "varies"],
    ]);
    // "100 (enemy level/your level) per enemy": an enemy of your level is 100; four CR 1 mooks at level 1 are 400.
    expect(awardXp("enemy-defeated", { enemyLevel: 1, yourLevel: 1, enemies: 4 })).toBe(400);
    expect(awardXp("encounter", { enemyLevel: 2, yourLevel: 4 })).toBe(50);
  });

  it("Level table: all 20 rows, every column", () => {
    // level, max ranks, bonus (fast), techniques (fast), bonus (staggered), techniques (staggered), bonus rank, boost
    const printed: [number, number, number, number, number, number, number | null, number | null][] = [
      [1, 1, 1, 1, 0, 1, null, null], [2, 2, 2, 2, 1, 1, null, null], [3, 3, 3, 3, 1, 2, 1, null], [4, 4, 4, 4, 2, 2, null, 1],
      [5, 5, 5, 5, 2, 3, null, null], [6, 6, 6, 6, 3, 3, 2, null], [7, 7, 7, 7, 3, 4, null, null], [8, 8, 8, 8, 4, 4, null, 2],
      [9, 9, 9, 9, 4, 5, 3, null], [10, 10, 10, 10, 5, 5, null, null], [11, 11, 11, 11, 5, 6, null, null], [12, 12, 12, 12, 6, 6, 4, 3],
      [13, 13, 13, 13, 6, 7, null, null], [14, 14, 14, 14, 7, 7, null, null], [15, 15, 15, 15, 7, 8, 5, null], [16, 16, 16, 16, 8, 8, null, 4],
      [17, 17, 17, 17, 8, 9, null, null], [18, 18, 18, 18, 9, 9, 6, null], [19, 19, 19, 19, 9, 10, null, null], [20, 20, 20, 20, 10, 10, null, 5],
    ];
    for (const [level, ranks, fb, ft, sb, st, bonus, boost] of printed) {
      const r = levelRow(level);
      expect([r.maxSkillRanks, r.fastSkillBonus, r.fastTechniques, r.staggeredSkillBonus, r.staggeredTechniques, r.bonusSkillRank, r.abilityBoost], `level ${level}`)
        .toEqual([ranks, fb, ft, sb, st, bonus, boost]);
    }
  });
});

describe("six-seconds Example Poisons and Diseases, row by row", () => {
  it("every row: transmission, secondary, Fort DC, Diagnosis DC, check rate, symptoms", () => {
    // name, primary, secondary, fort DC, diagnosis DC, check rate (count/unit), symptoms start
    const printed: [string, string, string, string, string, string, string][] = [
      ["Alcohol", "Ingestion", "none", "3-6", "2", "1/drink", "Drunk"],
      ["Infection", "10% chance from unsterilized surgery", "none", "4", "6", "1/day", "1 cumulative wound, Nausea for 24 hrs"],
      ["Iocane Powder", "Ingestion", "none", "10", "12/6 (see text)", "1/round", "1 cumulative wound"],
      ["Plague", "Flea bite", "airborne", "6", "4", "1/day", "1 cumulative wound, tired for 24 hours"],
      ["Radiation (Extreme)", "Radiation Exposure", "none", "12", "4", "1/second", "1 cumulative wound"],
      ["Radiation (Heavy)", "Radiation Exposure", "none", "10", "4", "1/round", "1 cumulative wound"],
      ["Radiation (Light)", "Radiation Exposure", "none", "6", "4", "1/day", "1 cumulative wound"],
      ["Radiation (Minor)", "Radiation Exposure", "none", "4", "4", "1/day", "1 cumulative wound"],
      ["Radiation (Moderate)", "Radiation Exposure", "none", "8", "4", "1/hour", "1 cumulative wound"],
      ["Sedative", "Injury", "none", "10", "4", "1/round", "Unconsciousness 1d4 x 10 minutes"],
      ["Chloroform", "Inhaled", "none", "8", "4", "1/round", "Unconsciousness 1d4 x 10 minutes"],
      ["Snake Venom", "Injury", "none", "6", "4", "1/round", "1 cumulative wound"],
      ["Spider Venom", "Injury", "none", "6", "4", "1/round", "Staggered 1 round"],
      ["Tear Gas", "Inhaled, Contact with eyes", "none", "6", "4", "1/round", "Blinded (if it gets in your eyes), Staggered (if you inhale it)"],
      ["Zombie Virus", "Injury (zombie bite) or ingestion (infected material)", "none", "5", "12/7 (see text)", "1/hour", "Random: 1 cumulative wound, morale penalty, or mobility penalty"],
    ];
    expect(EXAMPLE_SYNDROMES.map((s) => s.name)).toEqual(printed.map((p) => p[0]));
    printed.forEach(([name, primary, secondary, fort, diagnosis, rate, symptoms], i) => {
      const s = EXAMPLE_SYNDROMES[i]!;
      const fortCell = s.fortDcRange ? `${s.fortDcRange[0]}-${s.fortDcRange[1]}` : String(s.fortDc);
      expect([s.transmission, s.secondary, fortCell, s.diagnosisDc, `${s.checkRate.count}/${s.checkRate.per}`], name).toEqual([primary, secondary, fort, diagnosis, rate]);
      expect(s.symptoms.startsWith(symptoms), `${name} symptoms`).toBe(true);
    });
    expect(exampleSyndrome("spider-venom").escalation).toEqual({ failuresInRow: 3, effect: "full-body paralysis for 1 hour" });
    expect(() => exampleSyndrome("ebola")).toThrow(/no six-seconds example syndrome "ebola"/);
  });

  it("the rows run through the poison rules: snake venom's wound symptoms block healing; sedative ×4 is DC 12", () => {
    const venom = exampleSyndrome("snake-venom");
    expect(blocksNaturalHealing(venom, startAffliction())).toBe(true);
    expect(overdose(exampleSyndrome("sedative").fortDc, 4).dc).toBe(12);
    expect(transmitsBy(exampleSyndrome("sedative"), "ingestion")).toBe(true); // injury syndromes are also ingestion
    expect(checksDue(exampleSyndrome("radiation-extreme").checkRate, 6)).toBe(6); // 1/second = 6 a round
  });
});
