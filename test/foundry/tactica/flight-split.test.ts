/**
 * "They can move and perform an action (or perform an action and move)": the drags between two dice may be the
 * previous action's flight after its die and the next action's before its die. A drag refused counting the span's
 * earlier drags starts the next action's flight from nothing (flight-split.ts) only when those drags flew a zone or
 * more, the latest action did not fly before its die, and the span is not split already; the step slot reads the
 * split (`flights: 2`) as both actions' flights.
 */
import { describe, expect, it } from "vitest";
import { latestFlightIn, startsNextFlight } from "../../../module/rulesets/tactica/flight-split";
import { flyerMove } from "../../../module/rulesets/tactica/flyer-board";
import { flightGroundsDue } from "../../../module/rulesets/tactica/flight-ground-step";
import type { RoundFighter } from "../../../module/rulesets/adapter";
import { stats } from "../board/fixtures";

const after = { key: "c:1:1", acted: true, flewBefore: false };

describe("a span's second flight (flight-split.ts)", () => {
  it("starts only after the latest action's own after-flight of a zone or more, once a span, under the noted key", () => {
    expect(startsNextFlight({ key: "c:1:1", zones: 2, turns: 0 }, after)).toBe(true);
    expect(startsNextFlight({ key: "c:1:1", zones: 0, turns: 2 }, after)).toBe(false);
    expect(startsNextFlight({ key: "c:1:1", zones: 2, turns: 0 }, { ...after, flewBefore: true })).toBe(false);
    expect(startsNextFlight({ key: "c:1:1", zones: 2, turns: 0 }, { ...after, acted: false })).toBe(false);
    expect(startsNextFlight({ key: "c:1:1", zones: 2, turns: 0, flights: 2 }, after)).toBe(false);
    expect(startsNextFlight({ key: "c:1:2", zones: 2, turns: 0 }, after)).toBe(false);
    expect(startsNextFlight({ key: "c:1:1", zones: 2, turns: 0 }, null)).toBe(false);
  });

  it("reads the flyer's note from the step memo; a ~2/2/3 flyer's 2 more zones go anew, 4 at once never", () => {
    const memo = { steps: [], flyers: [{ id: "h", key: "c:1:1", acted: true, flewBefore: false, moved: false, turned: false, inPlace: 0 }] };
    expect(latestFlightIn(memo, "h")).toEqual(after);
    expect(latestFlightIn(memo, "x")).toBeNull();
    expect(latestFlightIn([], "h")).toBeNull();
    const s = stats((x) => (x.tactica.flyer = "~2/2/3"));
    const earlier = { key: "c:1:1", zones: 2, turns: 0 };
    expect(flyerMove(s, 2, 0, earlier, after)).toEqual({ allowed: true, note: null, anew: true });
    expect(flyerMove(s, 2, 0, earlier, { ...after, flewBefore: true })).toMatchObject({ allowed: false });
    expect(flyerMove(s, 4, 0, earlier, after)).toMatchObject({ allowed: false, note: { key: "FRAY.Board.Move.FlyerFallingThisAction" } });
  });

  it("the step slot: a split span is the previous action's flight and the next one's before its die", () => {
    const hawk = (moves: { key: string; zones: number; turns: number; flights?: number } | null, key: string) =>
      ({ id: "h", name: "Hawk", player: true, statuses: [], system: { tactica: { flyer: "~2/2/3", flying: true } }, action: { key, moves, turnsInPlace: 0 } }) as unknown as RoundFighter;
    const action = { type: "action", combatant: "h" } as never;
    let r = flightGroundsDue(null, [action], [hawk(null, "c:1:1")]);
    r = flightGroundsDue(r.memo, [action], [hawk({ key: "c:1:1", zones: 2, turns: 0, flights: 2 }, "c:1:2")]);
    expect(r.calls).toEqual([]);
    expect(r.memo[0]).toMatchObject({ flewBefore: true });
    // Its next die with no move: that action flew before its own, nothing yet; the one after grounds it.
    r = flightGroundsDue(r.memo, [action], [hawk({ key: "c:1:1", zones: 2, turns: 0, flights: 2 }, "c:1:3")]);
    expect(r.calls).toEqual([]);
    r = flightGroundsDue(r.memo, [action], [hawk({ key: "c:1:1", zones: 2, turns: 0, flights: 2 }, "c:1:4")]);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
  });

  it("an older combat's note (a closed key's drags as `legsClosed`) keeps them: that drag and the one now are two flights", () => {
    const hawk = (moves: { key: string; zones: number; turns: number; legs?: number } | null, key: string) =>
      ({ id: "h", name: "Hawk", player: true, statuses: [], system: { tactica: { flyer: "~2/2/3", flying: true } }, action: { key, moves, turnsInPlace: 0 } }) as unknown as RoundFighter;
    const action = { type: "action", combatant: "h" } as never;
    const older = [{ id: "h", key: "c:1:2", inPlace: 0, acted: true, moved: true, turned: false, flewBefore: false, legsClosed: 1, legsNow: 0 }];
    let r = flightGroundsDue(older, [action], [hawk({ key: "c:1:2", zones: 1, turns: 0, legs: 1 }, "c:1:3")]);
    expect(r.calls).toEqual([]);
    expect(r.memo[0]).toMatchObject({ flewBefore: true });
    r = flightGroundsDue(r.memo, [action], [hawk({ key: "c:1:2", zones: 1, turns: 0, legs: 1 }, "c:1:4")]);
    expect(r.calls).toEqual([]);
    r = flightGroundsDue(r.memo, [action], [hawk({ key: "c:1:2", zones: 1, turns: 0, legs: 1 }, "c:1:5")]);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
  });
});
