import { describe, expect, it } from "vitest";
import { seededDice } from "../../../../module/engine/dice/source";
import { dyingRound, startDying } from "../../../../module/engine/rulesets/six-seconds/dying";
import {
  brokenRecoveryOdds,
  dyingRoundOdds,
  opposedWillOdds,
  possessionOdds,
} from "../../../../module/engine/rulesets/six-seconds/life-odds";
import { moraleState } from "../../../../module/engine/rulesets/six-seconds/morale";
import { attemptPossession, unpossessed, veto } from "../../../../module/engine/rulesets/six-seconds/possession";

const N = 24000;
const close = (observed: number, expected: number) => expect(Math.abs(observed - expected)).toBeLessThan(0.012);

describe("exact odds for the life rules", () => {
  it("a dying round's outcomes sum to 1 and match seeded rolls", () => {
    for (const [dc, wounds] of [[4, 1], [7, 2], [8, 1]] as const) {
      const state = { status: "dying" as const, dc, rounds: 0 };
      const who = { endurance: 3, wounds };
      const odds = dyingRoundOdds(state, who);
      expect(odds.holds + odds.worsens + odds.stabilised + odds.dies).toBeCloseTo(1, 12);
      const dice = seededDice(dc * 10 + wounds);
      const seen = { holds: 0, worsens: 0, stabilised: 0, dies: 0 };
      for (let i = 0; i < N; i++) seen[dyingRound(dice, state, who).result]++;
      for (const k of ["holds", "worsens", "stabilised", "dies"] as const) close(seen[k] / N, odds[k]);
    }
    expect(dyingRoundOdds({ status: "dying", dc: 10, rounds: 0 }, { endurance: 3, wounds: 0 }).dies).toBe(1);
    expect(dyingRoundOdds(startDying(), { endurance: 3, wounds: 0 }).dies).toBe(0);
  });

  it("Bal-Ziggaroth (+4) against Jack's 9/3: possessed on a 6 only; Jack's veto odds at 8 vs 11", () => {
    const p = possessionOdds(4, 9);
    expect(p.possessed).toBeCloseTo(1 / 6, 12);
    expect(p.noEffect).toBe(0);
    const win = opposedWillOdds(8, 11);
    expect(win).toBeCloseTo(3 / 33, 12); // Jack needs his die 4+ above the demon's: 3 pairs win, 3 tie (re-rolled)
    const dice = seededDice(11);
    let jackWins = 0;
    let possessed = 0;
    const body = attemptPossession(seededDice(1), unpossessed("jack", moraleState(9)), { id: "bz", bonus: 10, morale: moraleState(11) }).after;
    const jack8 = { ...body, minds: { ...body.minds, jack: moraleState(8) } };
    for (let i = 0; i < N; i++) {
      if (veto(dice, jack8, "jack", "bz").vetoed) jackWins++;
      if (attemptPossession(dice, unpossessed("jack", moraleState(9)), { id: "bz", bonus: 4, morale: moraleState(11) }).possessed) possessed++;
    }
    close(jackWins / N, win);
    close(possessed / N, p.possessed);
  });

  it("opposed odds are symmetric and even for equal Will", () => {
    expect(opposedWillOdds(7, 7)).toBeCloseTo(0.5, 12);
    expect(opposedWillOdds(5, 9) + opposedWillOdds(9, 5)).toBeCloseTo(1, 12);
    expect(brokenRecoveryOdds(3, 10)).toBe(0);
    expect(brokenRecoveryOdds(3, 8)).toBeCloseTo(2 / 6, 12); // a 5 or 6
  });
});
