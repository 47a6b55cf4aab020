/**
 * Issue 31 (2): a 100-combatant fight starts and plays through the tracker's requests in every ruleset, on the
 * Foundry double. The start rolls initiative (and tactica's Action Dice) for all hundred, and a step that closes a
 * round rolls for everyone again: the dice bound grows with the roster (run-step.ts maxDiceFor), where a flat 200
 * refused the start ("more than 200 dice").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { RULESETS } from "../../module/schema/choices";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const N = 100;

describe.each(RULESETS)("%s: a fight of %i combatants through the tracker", (ruleset) => {
  it("starts, plays a whole round through the requests and opens the next", { timeout: 120_000 }, async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, ruleset, N);
    await combat.startCombat();
    expect(h.notices).toEqual([]);
    const state = () => combat.frayStore.scheduler.state;
    expect(state().phase).toBe("running");
    expect(state().combatants).toHaveLength(N);
    expect(combat.round).toBe(1);
    let presses = 0;
    while (combat.round === 1 && presses < 10 * N) {
      const seq = combat.frayStore.scheduler.ledger.at(-1)?.seq;
      await combat.nextTurn();
      presses++;
      // Each press is a step carried out and stored (the ledger moves on), never a refusal.
      expect(combat.frayStore.scheduler.ledger.at(-1)?.seq, `press ${presses}`).not.toBe(seq);
    }
    expect(h.notices).toEqual([]);
    expect(h.errors).toEqual([]);
    expect(combat.round).toBe(2);
    expect(state().round).toBe(2);
  });
});
