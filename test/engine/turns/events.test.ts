/** Issue #10: scheduler events are typed per event type, so reading a detail needs no cast (checked by the type checker). */
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { sixSecondsTurnPolicy as six } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { tacticaTurnPolicy as tactica } from "../../../module/engine/rulesets/tactica/turn-policy";
import { createScheduler, dispatchAll, dispatch, type TurnEvent } from "../../../module/engine/turns";

describe("typed events", () => {
  it("narrowing on type gives each event's own details", () => {
    const s = dispatchAll(six, createScheduler(six), [
      { type: "addCombatant", combatant: { id: "a", reflex: 1, dexterity: 1 } },
      { type: "start" },
    ], queuedDice([3])).scheduler;
    const { events } = dispatch(six, s, { type: "stagger", combatant: "a", rounds: 2 }, queuedDice([4, 2]));
    const staggered = events.find((e) => e.type === "staggered");
    if (staggered?.type !== "staggered") throw new Error("no staggered event");
    const seconds: number[] = staggered.seconds; // typed: no cast
    const durationRoll: number | null = staggered.durationRoll;
    expect([seconds, durationRoll]).toEqual([[4, 2], null]);
    // Every typed event is still a TurnEvent for code that handles all policies alike.
    const loose: TurnEvent[] = events;
    expect(loose.length).toBe(events.length);
  });

  it("tactica's countdown event lists who is next", () => {
    const { events } = dispatchAll(tactica, createScheduler(tactica), [
      { type: "addCombatant", combatant: { id: "h", side: "player", dice: 2 } },
      { type: "start" },
    ], queuedDice([5, 3]));
    const last = events.at(-1)!;
    if (last.type !== "countdown") throw new Error(`expected countdown, got ${last.type}`);
    const next: string[] = last.next;
    expect(next).toEqual(["h"]);
  });
});
