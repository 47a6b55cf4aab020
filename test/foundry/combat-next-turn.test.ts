/**
 * The tracker's "next turn" (FrayCombat#nextTurn) pressed again and again, through the Foundry double: in every
 * ruleset a fight of 2, 3 and 4 combatants reaches round 2, each press changes what the table sees, and no press
 * is refused or logs an error.
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

type AnyCombat = InstanceType<Fray["FrayCombat"]>;

function fight(h: DoubleHandle, ruleset: string, n: number): Promise<AnyCombat> {
  return frayFight(fray, h, ruleset, n);
}

/** What the tracker shows: the round panel and every combatant's panel, from the ruleset's tracker view. */
function seen(combat: AnyCombat): string {
  const state = combat.frayStore.scheduler.state;
  const view = combat.frayView;
  return JSON.stringify([view.round(state, combat.frayNames()), state.combatants.map((c) => view.combatant(state, c.id))]);
}

describe.each(RULESETS)("%s: next turn, pressed again and again", (ruleset) => {
  it.each([2, 3, 4])("ends round 1 and opens round 2 with %i combatants", async (n) => {
    const h = fresh();
    const combat = await fight(h, ruleset, n);
    await combat.startCombat();
    expect(combat.round).toBe(1);
    let presses = 0;
    while (combat.round === 1 && presses < 40) {
      const before = seen(combat);
      await combat.nextTurn();
      presses++;
      // Every press changes what the tracker shows (no press that "holds again and again with no visible change").
      expect(seen(combat), `press ${presses} changed nothing in the tracker`).not.toBe(before);
    }
    expect(h.notices).toEqual([]);
    expect(h.errors).toEqual([]);
    expect(combat.round).toBe(2);
    expect(combat.frayStore.scheduler.state.round).toBe(2);
    expect(h.hooks.calls("combatRound")).toHaveLength(1);
    // tactica's round (one refresh cycle) moves world time by its 15 s once it can end from the tracker.
    if (ruleset === "tactica") expect(game.time.worldTime).toBe(15);
  });
});
