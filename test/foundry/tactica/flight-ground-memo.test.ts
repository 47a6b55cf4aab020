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

const hawk = (flying: boolean, moves: { key: string; zones: number; turns: number } | null, key: string) =>
  ({ id: "h", name: "Hawk", player: true, statuses: [], system: { tactica: { flyer: "~2/2/3", flying } }, action: { key, moves, turnsInPlace: 0 } }) as unknown as RoundFighter;

describe("the tactica step memo with the flyers' notes", () => {
  it("an older combat's list is the inner slot's memo; the flyer's note is kept beside it", () => {
    const slot = withFlightGrounding(inner);
    const older = [{ id: "x", condition: "panicked", actions: 1 }];
    const r = slot.due(older, [], [hawk(true, null, "c:1:0")], undefined);
    expect(seen.at(-1)).toEqual(older);
    expect(r.memo).toMatchObject({ steps: older, flyers: [{ id: "h", key: "c:1:0", acted: false }] });
  });

  it("two actions, no zone between them: the second calls the Flight on 0 zones; a zone moved between them calls nothing", () => {
    const slot = withFlightGrounding(inner);
    const action = { type: "action", combatant: "h" } as never;
    let r = slot.due(null, [action], [hawk(true, null, "c:1:1")], undefined);
    expect(r.calls).toEqual([]);
    r = slot.due(r.memo, [action], [hawk(true, { key: "c:1:0", zones: 2, turns: 0 }, "c:1:2")], undefined);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
    r = slot.due(r.memo, [action], [hawk(true, { key: "c:1:2", zones: 1, turns: 0 }, "c:1:3")], undefined);
    expect(r.calls).toEqual([]);
  });

  it("an action that keeps the action key takes the key's drags: the next action, nothing added under it, calls the Flight on 0 zones", () => {
    const slot = withFlightGrounding(inner);
    const action = { type: "action", combatant: "h" } as never;
    let r = slot.due(null, [action], [hawk(true, null, "c:1:1")], undefined);
    // A zone flown after its first die, then an action that pays no die: the key stays c:1:1.
    r = slot.due(r.memo, [action], [hawk(true, { key: "c:1:1", zones: 1, turns: 0 }, "c:1:1")], undefined);
    expect(r.calls).toEqual([]);
    r = slot.due(r.memo, [action], [hawk(true, { key: "c:1:1", zones: 1, turns: 0 }, "c:1:2")], undefined);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
  });
});
