import { describe, expect, it } from "vitest";
import { areaAim } from "../../../module/canvas/area-aim";
import { sixSecondsOptions } from "../action-context";

describe("an attack's area on the board", () => {
  it("is centred on the target and points from the attacker to it (0° east, 90° south)", () => {
    expect(areaAim({ x: 0, y: 0 }, { x: 300, y: 0 })).toEqual({ at: { x: 300, y: 0 }, direction: 0 });
    expect(areaAim({ x: 100, y: 100 }, { x: 100, y: 400 })).toEqual({ at: { x: 100, y: 400 }, direction: 90 });
    expect(areaAim({ x: 500, y: 200 }, { x: 200, y: 200 })).toEqual({ at: { x: 200, y: 200 }, direction: 180 });
    // North-east: y grows downwards, so up and right is 315°, never a negative angle.
    const ne = areaAim({ x: 0, y: 0 }, { x: 100, y: -100 });
    expect(ne?.direction).toBeCloseTo(315);
  });

  it("sits on the attacker with no target, and points east when it cannot point", () => {
    expect(areaAim({ x: 40, y: 60 }, null)).toEqual({ at: { x: 40, y: 60 }, direction: 0 });
    expect(areaAim(null, { x: 7, y: 9 })).toEqual({ at: { x: 7, y: 9 }, direction: 0 });
    expect(areaAim({ x: 7, y: 9 }, { x: 7, y: 9 })).toEqual({ at: { x: 7, y: 9 }, direction: 0 });
    expect(areaAim(null, null)).toBeNull();
  });

  it("the dialog's area choice: a known form, none, or a named refusal", () => {
    expect(sixSecondsOptions({ area: "cone" }).dialog.area).toBe("cone");
    expect(sixSecondsOptions({ area: "sphere" }).dialog.area).toBe("sphere");
    expect(sixSecondsOptions({ area: "none" }).dialog.area).toBeNull();
    expect(sixSecondsOptions({}).dialog.area).toBeNull();
    expect(() => sixSecondsOptions({ area: "cube" })).toThrow(/area must be one of none, sphere, line, cone, got "cube"/);
  });
});
