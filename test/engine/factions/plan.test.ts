import { describe, expect, it } from "vitest";
import { checkTurnPlan, MOUNTING_MOVE } from "../../../module/engine/rulesets/factions/action-plan";

describe("factions turn plans", () => {
  it("a full move covers speed (2 zones, 4 sprinting)", () => {
    expect(checkTurnPlan({ steps: [{ kind: "move", zones: 2 }] })).toMatchObject({ valid: true, mode: "full-move", movement: 2 });
    expect(checkTurnPlan({ steps: [{ kind: "move", zones: 3 }] })).toMatchObject({ valid: false });
    expect(checkTurnPlan({ steps: [{ kind: "move", zones: 4 }], sprinting: true })).toMatchObject({ valid: true, allowance: 4 });
  });

  it("half movement split around a main and a bonus action", () => {
    const plan = checkTurnPlan({ steps: [{ kind: "move", zones: 0.5 }, { kind: "bonus", action: "open door" }, { kind: "move", zones: 0.5 }, { kind: "main", action: "attack" }] });
    expect(plan).toEqual({ valid: true, mode: "move-and-act", movement: 1, allowance: 1, main: 1, bonus: 1 });
    expect(checkTurnPlan({ steps: [{ kind: "bonus" }, { kind: "bonus" }, { kind: "move", zones: 2 }], sprinting: true })).toMatchObject({ valid: true });
  });

  it("refuses too much movement with actions, two main actions, three actions", () => {
    expect(checkTurnPlan({ steps: [{ kind: "move", zones: 2 }, { kind: "main" }] })).toEqual({ valid: false, errors: ["acting leaves half movement: 2 zones planned, 1 allowed"] });
    expect(checkTurnPlan({ steps: [{ kind: "main" }, { kind: "main" }] })).toMatchObject({ valid: false, errors: ["only one main action a turn"] });
    expect(checkTurnPlan({ steps: [{ kind: "main" }, { kind: "bonus" }, { kind: "bonus" }] })).toMatchObject({ valid: false });
  });

  it("a reaction takes the whole turn", () => {
    expect(checkTurnPlan({ steps: [{ kind: "reaction", action: "dodge" }] })).toMatchObject({ valid: true, mode: "reaction" });
    expect(checkTurnPlan({ steps: [{ kind: "reaction" }, { kind: "move", zones: 1 }] })).toMatchObject({ valid: false });
  });

  it("mounting counts as half a zone; bad steps are errors", () => {
    expect(checkTurnPlan({ steps: [{ kind: "move", zones: MOUNTING_MOVE }, { kind: "move", zones: 0.5 }, { kind: "main" }] })).toMatchObject({ valid: true, movement: 1 });
    expect(() => checkTurnPlan({ steps: [{ kind: "move", zones: 0.3 }] })).toThrow(/half zones/);
    expect(() => checkTurnPlan({ steps: [{ kind: "dance" } as never] })).toThrow(/unknown step/);
  });
});
