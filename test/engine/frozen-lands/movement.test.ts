import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { queuedDice, seededDice } from "../../../module/engine/dice/source";
import { resolveMove } from "../../../module/engine/rulesets/frozen-lands/movement";

const mover = { mobility: 2, athletics: 2 };

describe("frozen-lands movement", () => {
  it("moving to an adjacent zone costs one action", () => {
    const out = resolveMove(queuedDice([]), { mover, actionsLeft: 3 });
    expect(out.moved).toBe(true);
    expect(out.changes.actionsLeft).toBe(2);
    expect(out.rolls).toHaveLength(0);
  });

  it("disengaging needs one Mobility success per close enemy", () => {
    const ok = resolveMove(queuedDice([5, 6]), { mover, actionsLeft: 3, closeEnemies: 2 });
    expect(ok.moved).toBe(true);
    expect(ok.rolls[0]).toMatchObject({ step: "disengage", roll: { needed: 2, successes: 2 } });
    expect(ok.changes.actionsLeft).toBe(2);
  });

  it("a failed disengage costs a Stress and an extra action", () => {
    const out = resolveMove(queuedDice([5, 1]), { mover, actionsLeft: 3, closeEnemies: 2 });
    expect(out.moved).toBe(true);
    expect(out.actionsSpent).toBe(2);
    expect(out.changes.stressGained).toBe(1);
    expect(out.changes.actionsLeft).toBe(1);
  });

  it("without an action to spare after a failed disengage the character cannot move", () => {
    const out = resolveMove(queuedDice([1, 1]), { mover, actionsLeft: 1, closeEnemies: 1 });
    expect(out.moved).toBe(false);
    expect(out.reason).toMatch(/no action left/);
    expect(out.changes.actionsLeft).toBe(0);
    expect(out.changes.stressGained).toBe(1);
    expect(resolveMove(queuedDice([]), { mover, actionsLeft: 0 })).toMatchObject({ moved: false, reason: "no actions left: cannot move" });
  });

  it("standing up with the move needs a Mobility roll", () => {
    expect(resolveMove(queuedDice([5, 1]), { mover, actionsLeft: 3, prone: true })).toMatchObject({ moved: true, changes: { prone: false } });
    expect(resolveMove(queuedDice([2, 1]), { mover, actionsLeft: 3, prone: true })).toMatchObject({ moved: false, changes: { prone: true, actionsLeft: 2 } });
  });

  it("jumps roll Athletics; doors are free", () => {
    const out = resolveMove(queuedDice([6, 1]), { mover, actionsLeft: 3, jump: true, doors: 1 });
    expect(out.rolls[0]?.step).toBe("jump");
    expect(out.doorsOpened).toBe(1);
    expect(out.changes.actionsLeft).toBe(2);
    expect(resolveMove(queuedDice([1, 1]), { mover, actionsLeft: 3, jump: true }).moved).toBe(false);
  });

  it("a cluttered zone needs a Mobility roll on entry (a fall on failure); a cramped one means crawling", () => {
    expect(resolveMove(queuedDice([1, 2]), { mover, actionsLeft: 3, destinationFeatures: ["cluttered"] })).toMatchObject({ moved: true, changes: { prone: true } });
    expect(resolveMove(queuedDice([1, 5]), { mover, actionsLeft: 3, destinationFeatures: ["cluttered"] })).toMatchObject({ moved: true, changes: { prone: false } });
    expect(resolveMove(queuedDice([]), { mover, actionsLeft: 3, destinationFeatures: ["cramped"] }).crawling).toBe(true);
    expect(() => resolveMove(queuedDice([]), { mover, actionsLeft: 3, destinationFeatures: ["muddy"] })).toThrow(/unknown zone feature/);
  });

  it("property: actions never go negative", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(3), fc.nat(3), fc.boolean(), fc.boolean(), (seed, actionsLeft, closeEnemies, prone, jump) => {
        const out = resolveMove(seededDice(seed), { mover: { mobility: 2, stress: 3, soul: 1 }, actionsLeft, closeEnemies, prone, jump });
        expect(out.changes.actionsLeft).toBeGreaterThanOrEqual(0);
        expect(out.changes.actionsLeft).toBe(actionsLeft - out.actionsSpent);
      }),
    );
  });
});
