import { describe, expect, it } from "vitest";
import {
  bludgeoningDie,
  DAMAGE_TYPES,
  DAMAGE_TYPE_IDS,
  describeDamageKind,
  EMP_TABLE,
  oneDieSmaller,
  resolveEmp,
} from "../../../../module/engine/rulesets/six-seconds/damage-types";

describe("damage types", () => {
  it("lists the text's types by category", () => {
    expect(DAMAGE_TYPE_IDS.filter((t) => DAMAGE_TYPES[t].category === "physical")).toEqual(["piercing", "bludgeoning", "slashing"]);
    expect(DAMAGE_TYPE_IDS.filter((t) => DAMAGE_TYPES[t].category === "energy")).toEqual(["electric", "heat", "cold", "sonic", "chemical"]);
    expect(DAMAGE_TYPES.emp.category).toBe("special");
  });

  it("nonlethal is a flag on a type", () => {
    expect(describeDamageKind({ type: "chemical", nonlethal: true })).toBe("nonlethal Chemical");
    expect(() => describeDamageKind({ type: "emp", nonlethal: true })).toThrow(RangeError);
    expect(() => describeDamageKind({ type: "acid" as never })).toThrow(/acid/);
  });

  it("light-material bludgeoning weapons deal one die smaller", () => {
    expect(bludgeoningDie(8)).toBe(8);
    expect(bludgeoningDie(8, "light")).toBe(6);
    expect(bludgeoningDie(12, "light")).toBe(10);
    expect(oneDieSmaller(6)).toBe(4);
    expect(() => oneDieSmaller(4)).toThrow(RangeError);
    expect(() => bludgeoningDie(7)).toThrow(RangeError);
  });

  it("EMP: more damage than the device's EMP Toughness stops it", () => {
    expect(EMP_TABLE["very-simple"].toughness).toBe(8);
    expect(EMP_TABLE.complicated.toughness).toBe(4);
    expect(resolveEmp(6, "moderate").disabled).toBe(false);
    expect(resolveEmp(7, "moderate").disabled).toBe(true);
    expect(resolveEmp(4, "advanced").disabled).toBe(true);
    expect(() => resolveEmp(4, "quantum" as never)).toThrow(RangeError);
  });
});
