/**
 * Simulation mode (turns/simulate.ts) against the tracker's mode (dispatch): the same random fight, auto-played in each
 * ruleset, must leave the same scheduler state after every step. SIM_PROPERTY_RUNS sets the fights per ruleset
 * (default 60 here; the 1,000 is the `SIM_PROPERTY_RUNS=1000` run named in docs/encounter-odds.md).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTOPLAY } from "../../../module/engine/rulesets/autoplay";
import { playFight } from "../../../module/engine/sim/play";
import type { SchedulerState } from "../../../module/engine/turns";
import { rosterArb } from "./rosters";

const RUNS = Number(process.env.SIM_PROPERTY_RUNS ?? 60);

/** A deep copy of the state now (dispatch shares unchanged parts; simulation mode changes its one state in place). */
const copy = (s: SchedulerState<unknown>) => JSON.parse(JSON.stringify(s)) as SchedulerState<unknown>;

describe("simulation mode agrees with dispatch step by step", () => {
  for (const [id, auto] of Object.entries(AUTOPLAY)) {
    it(`${id}: ${RUNS} random fights`, () => {
      fc.assert(
        fc.property(rosterArb(id), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (roster, seed) => {
          const full: SchedulerState<unknown>[] = [];
          const sim: SchedulerState<unknown>[] = [];
          const a = playFight(auto, roster, { seed, roundCap: 6, mode: "dispatch", onStep: (s) => full.push(copy(s)) });
          const b = playFight(auto, roster, { seed, roundCap: 6, mode: "simulate", onStep: (s) => sim.push(copy(s)) });
          expect(sim.length).toBe(full.length);
          for (let i = 0; i < full.length; i++) expect(sim[i], `step ${i}`).toEqual(full[i]);
          expect(b).toEqual(a);
        }),
        { numRuns: RUNS, seed: 30 },
      );
    });
  }
});
