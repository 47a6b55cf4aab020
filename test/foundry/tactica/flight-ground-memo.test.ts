/**
 * The tactica step slot's memo with the flyers' grounding (flight-ground-step.ts withFlightGrounding): a combat saved
 * before it kept the Panicked/Crushed notes alone (a list); read again, that list is still the inner slot's memo, and
 * a flyer's note is kept beside it. "it MUST move at least 1 zone every action or be considered 'on the ground'".
 */
import { describe, expect, it } from "vitest";
import { withFlightGrounding } from "../../../module/rulesets/tactica/flight-ground-step";
import type { RoundFighter, StepSlot } from "../../../module/rulesets/adapter";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";

const seen: unknown[] = [];
const inner: StepSlot<TacticaTypes> = {
  due: (memo) => {
    seen.push(memo);
    return { memo, calls: [] };
  },
  settle: (memo) => memo,
};

const hawk = (flying: boolean, flown: { legs: number; pivots: number }, key: string) =>
  ({ id: "h", name: "Hawk", player: true, statuses: [], system: { tactica: { flyer: "~2/2/3", flying } }, action: { key, moves: null, flown, turnsInPlace: 0 } }) as unknown as RoundFighter;
const none = { legs: 0, pivots: 0 };

describe("the tactica step memo with the flyers' notes", () => {
  it("an older combat's list is the inner slot's memo; the flyer's note is kept beside it, marked at the token's tally", () => {
    const slot = withFlightGrounding(inner);
    const older = [{ id: "x", condition: "panicked", actions: 1 }];
    const r = slot.due(older, [], [hawk(true, { legs: 3, pivots: 1 }, "c:1:0")], undefined);
    expect(seen.at(-1)).toEqual(older);
    expect(r.memo).toMatchObject({ steps: older, flyers: [{ id: "h", key: "c:1:0", acted: false, mark: { legs: 3, pivots: 1 } }] });
  });

  it("two actions, no zone between them: the second calls the Flight on 0 zones; a zone moved between them calls nothing", () => {
    const slot = withFlightGrounding(inner);
    const action = { type: "action", combatant: "h" } as never;
    let r = slot.due(null, [action], [hawk(true, none, "c:1:1")], undefined);
    expect(r.calls).toEqual([]);
    r = slot.due(r.memo, [action], [hawk(true, none, "c:1:2")], undefined);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:3")], undefined);
    expect(r.calls).toEqual([]);
  });

  it("the span is the tally past the mark, whatever the key: an action that keeps the key takes the drags before it, and the next with none added comes down", () => {
    const slot = withFlightGrounding(inner);
    const action = { type: "action", combatant: "h" } as never;
    let r = slot.due(null, [action], [hawk(true, none, "c:1:1")], undefined);
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:1")], undefined);
    expect(r.calls).toEqual([]);
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:1")], undefined);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
  });

  it("the GM's undo of the flyer's action puts the mark back: the zone flown before it serves the action taken again", () => {
    const slot = withFlightGrounding(inner);
    const action = { type: "action", combatant: "h" } as never;
    const undoneAct = { type: "undone", command: { type: "act", combatant: "h" } } as never;
    let r = slot.due(null, [action], [hawk(true, none, "c:1:1")], undefined);
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:2")], undefined);
    r = slot.due(r.memo, [undoneAct], [hawk(true, { legs: 1, pivots: 0 }, "c:1:1")], undefined);
    expect(r.memo).toMatchObject({ flyers: [{ mark: { legs: 0, pivots: 0 } }] });
    // Taken again: one zone in its span, the first action's after-flight; the next with nothing more comes down.
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:2")], undefined);
    expect(r.calls).toEqual([]);
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:3")], undefined);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
  });

  it("a tally behind the note's mark (the token replaced, its record gone) counts from now: a zone flown on the new token keeps the flyer up", () => {
    const slot = withFlightGrounding(inner);
    const action = { type: "action", combatant: "h" } as never;
    let r = slot.due(null, [action], [hawk(true, { legs: 5, pivots: 2 }, "c:1:1")], undefined);
    r = slot.due(r.memo, [], [hawk(true, none, "c:1:1")], undefined);
    expect(r.memo).toMatchObject({ flyers: [{ mark: { legs: 0, pivots: 0 } }] });
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:2")], undefined);
    expect(r.calls).toEqual([]);
  });

  it("the GM's undo putting back a mark past the tally of a replaced token counts from the tally: the zone flown on the new token serves the action taken again", () => {
    const slot = withFlightGrounding(inner);
    const action = { type: "action", combatant: "h" } as never;
    const undoneAct = { type: "undone", command: { type: "act", combatant: "h" } } as never;
    let r = slot.due(null, [], [hawk(true, { legs: 3, pivots: 0 }, "c:1:0")], undefined);
    r = slot.due(r.memo, [action], [hawk(true, { legs: 3, pivots: 0 }, "c:1:1")], undefined);
    r = slot.due(r.memo, [action], [hawk(true, { legs: 4, pivots: 0 }, "c:1:2")], undefined);
    // The token replaced (its record gone), then the second action undone: its mark (3) is past the new tally.
    r = slot.due(r.memo, [undoneAct], [hawk(true, none, "c:1:1")], undefined);
    expect(r.memo).toMatchObject({ flyers: [{ mark: { legs: 0, pivots: 0 } }] });
    r = slot.due(r.memo, [action], [hawk(true, { legs: 1, pivots: 0 }, "c:1:2")], undefined);
    expect(r.calls).toEqual([]);
  });
});

