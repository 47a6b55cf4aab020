/**
 * "They can move and perform an action (or perform an action and move)": the drags between two dice may be the
 * previous action's flight after its die and the next action's before its die. A drag refused counting the span's
 * earlier drags starts the next action's flight from nothing (flight-split.ts) only when those drags flew a zone or
 * more, the latest action did not fly before its die, and the span is not split already; the step slot reads the
 * split (two drags that crossed a zone in one span) as both actions' flights.
 */
import { describe, expect, it } from "vitest";
import { latestFlightIn, nextFlightParts } from "../../../module/rulesets/tactica/flight-split";
import { flyerMove } from "../../../module/rulesets/tactica/flyer-board";
import { flightGroundsDue } from "../../../module/rulesets/tactica/flight-ground-step";
import type { RoundFighter } from "../../../module/rulesets/adapter";
import { stats } from "../board/fixtures";

const after = { key: "c:1:1", acted: true, flewBefore: false, mark: null };

describe("a span's second flight (flight-split.ts)", () => {
  it("cuts the span after its first part that flew a zone and is a legal flight, latest cut first, only when the latest action owes its flight, under the noted key", () => {
    const legal = (p: { zones: number; turns: number }) => p.zones <= 2 && p.turns <= 2;
    const span = { key: "c:1:1", zones: 3, turns: 0, drags: [{ zones: 1, turns: 0 }, { zones: 1, turns: 0 }, { zones: 1, turns: 0 }] };
    // [1,1 | 1] and [1 | 1,1]; [1,1,1] is past the dive, no cut.
    expect(nextFlightParts(span, after, legal)).toEqual([{ zones: 1, turns: 0 }, { zones: 2, turns: 0 }]);
    // A first part that flew no zone (a turn within the zone) is no flight to cut after.
    expect(nextFlightParts({ key: "c:1:1", zones: 0, turns: 2, drags: [{ zones: 0, turns: 2 }] }, after, legal)).toEqual([]);
    expect(nextFlightParts(span, { ...after, flewBefore: true }, legal)).toEqual([]);
    expect(nextFlightParts(span, { ...after, acted: false }, legal)).toEqual([]);
    expect(nextFlightParts({ ...span, key: "c:1:2" }, after, legal)).toEqual([]);
    expect(nextFlightParts(span, null, legal)).toEqual([]);
    // An older record's sums with no drags are one drag.
    expect(nextFlightParts({ key: "c:1:1", zones: 2, turns: 0 }, after, legal)).toEqual([{ zones: 0, turns: 0 }]);
  });

  it("reads the flyer's note from the step memo; a ~2/2/3 flyer's 2 more zones go anew, 4 at once never", () => {
    const memo = { steps: [], flyers: [{ id: "h", key: "c:1:1", acted: true, flewBefore: false, moved: false, turned: false, inPlace: 0 }] };
    expect(latestFlightIn(memo, "h")).toEqual(after);
    expect(latestFlightIn({ flyers: [{ id: "h", key: "c:1:1", acted: true, flewBefore: false, mark: { legs: 2, pivots: 1 } }] }, "h")).toEqual({ ...after, mark: { legs: 2, pivots: 1, moves: 0, spun: 0 } });
    expect(latestFlightIn(memo, "x")).toBeNull();
    expect(latestFlightIn([], "h")).toBeNull();
    const s = stats((x) => (x.tactica.flyer = "~2/2/3"));
    const earlier = { key: "c:1:1", zones: 2, turns: 0 };
    expect(flyerMove(s, 2, 0, earlier, after)).toEqual({ allowed: true, note: null, joins: { zones: 0, turns: 0 } });
    expect(flyerMove(s, 2, 0, earlier, { ...after, flewBefore: true })).toMatchObject({ allowed: false });
    expect(flyerMove(s, 4, 0, earlier, after)).toMatchObject({ allowed: false, note: { key: "FRAY.Board.Move.FlyerFalling" } });
  });

  it("the step slot: a split span (two drags that crossed a zone) is the previous action's flight and the next one's before its die", () => {
    const hawk = (flown: { legs: number; pivots: number }, key: string) =>
      ({ id: "h", name: "Hawk", player: true, statuses: [], system: { tactica: { flyer: "~2/2/3", flying: true } }, action: { key, moves: null, flown, turnsInPlace: 0 } }) as unknown as RoundFighter;
    const action = { type: "action", combatant: "h" } as never;
    let r = flightGroundsDue(null, [action], [hawk({ legs: 0, pivots: 0 }, "c:1:1")]);
    r = flightGroundsDue(r.memo, [action], [hawk({ legs: 2, pivots: 0 }, "c:1:2")]);
    expect(r.calls).toEqual([]);
    expect(r.memo[0]).toMatchObject({ flewBefore: true });
    // Its next die with no move: that action flew before its own, nothing yet; the one after grounds it.
    r = flightGroundsDue(r.memo, [action], [hawk({ legs: 2, pivots: 0 }, "c:1:3")]);
    expect(r.calls).toEqual([]);
    r = flightGroundsDue(r.memo, [action], [hawk({ legs: 2, pivots: 0 }, "c:1:4")]);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
  });

  it("an older combat's note (per-key lists, no mark) carries its span to the next action: that drag and the one now are two flights", () => {
    const hawk = (key: string) =>
      ({ id: "h", name: "Hawk", player: true, statuses: [], system: { tactica: { flyer: "~2/2/3", flying: true } }, action: { key, moves: null, flown: { legs: 4, pivots: 0 }, turnsInPlace: 0 } }) as unknown as RoundFighter;
    const action = { type: "action", combatant: "h" } as never;
    const older = [{ id: "h", key: "c:1:2", inPlace: 0, acted: true, moved: true, turned: false, flewBefore: false, legsClosed: 1, legsNow: 1 }];
    let r = flightGroundsDue(older, [action], [hawk("c:1:3")]);
    expect(r.calls).toEqual([]);
    expect(r.memo[0]).toMatchObject({ flewBefore: true, mark: { legs: 4, pivots: 0 } });
    r = flightGroundsDue(r.memo, [action], [hawk("c:1:4")]);
    expect(r.calls).toEqual([]);
    r = flightGroundsDue(r.memo, [action], [hawk("c:1:5")]);
    expect(r.calls.map((c) => c.rolls[0]?.action)).toEqual(["flight"]);
  });
});
