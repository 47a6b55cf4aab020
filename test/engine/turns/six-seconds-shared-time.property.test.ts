import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { sixSecondsTurnPolicy as policy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { Driver, ofType } from "./helpers";

/** One command of a random play: someone tries an action of 0–4 s, or the active combatant ends its turn. */
const step = fc.oneof(
  fc.record({ kind: fc.constant("act" as const), who: fc.constantFrom("knight", "horse", "demon", "jack"), seconds: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant("end" as const) }),
);

describe("six-seconds shared time (property)", () => {
  it("a possessed body never acts more than 6 s a round, and a rider never more than 6 − 2 s a turn", () => {
    let fullBody = 0; // runs where the body's limit was actually reached, so the property is not vacuous
    let fullRider = 0;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const d = new Driver(policy);
        d.add({ id: "horse", reflex: 0, dexterity: 0 });
        d.add({ id: "knight", reflex: 2, dexterity: 1, mount: "horse" });
        d.add({ id: "demon", reflex: 3, dexterity: 2 });
        d.add({ id: "jack", reflex: 1, dexterity: 1 });
        d.run({ type: "start" }, queuedDice([4, 6, 3])); // demon 11, knight 7, jack 5
        d.run({ type: "possess", combatant: "demon", body: "jack" });
        // Action seconds each actor spends per round (and the rider per turn), from the scheduler's own events.
        const perRound = new Map<string, number>();
        for (const s of steps) {
          try {
            if (s.kind === "end") d.run({ type: "endTurn", combatant: d.state.active! });
            else d.run({ type: "act", combatant: s.who, action: { name: "x", seconds: s.seconds } });
          } catch (e) {
            expect(e).toBeInstanceOf(RangeError); // refused moves are rule refusals, never crashes
          }
        }
        for (const e of ofType(d.events, "action").concat(ofType(d.events, "actionContinued"))) {
          const key = `${e.round}:${e.combatant}`;
          perRound.set(key, (perRound.get(key) ?? 0) + (e.seconds as number));
        }
        const rounds = new Set([...perRound.keys()].map((k) => k.split(":")[0]));
        for (const r of rounds) {
          const body = (perRound.get(`${r}:demon`) ?? 0) + (perRound.get(`${r}:jack`) ?? 0);
          expect(body).toBeLessThanOrEqual(6);
          if (body === 6) fullBody++;
          if (perRound.get(`${r}:knight`) === 4) fullRider++;
          expect(perRound.get(`${r}:knight`) ?? 0).toBeLessThanOrEqual(4);
          expect(perRound.get(`${r}:horse`) ?? 0).toBeLessThanOrEqual(6);
        }
        expect(d.data.bodies!.jack!.used).toBeLessThanOrEqual(6);
      }),
      { numRuns: 300, seed: 6 },
    );
    expect(fullBody).toBeGreaterThan(0);
    expect(fullRider).toBeGreaterThan(0);
  });
});
