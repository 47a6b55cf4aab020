// The squares and speed of a fighter's moves in its latest turn, kept for the high-speed rules ("If you move 30
// squares or more in a single turn … +1 to your Target score"; the extra melee damage of "the fastest-moving creature").
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { sixSecondsTurnPolicy as policy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { sixSecondsDataProblem } from "../../../module/engine/rulesets/six-seconds/turn-data-check";
import { Driver } from "./helpers";

import type { SixSecondsTurnData } from "../../../module/engine/rulesets/six-seconds/turn-fighters";

type Fighters = { fighters: Record<string, { moved?: { squares: number; metresPerSecond: number; straightMetres?: number } }> };

function duel() {
  const d = new Driver(policy);
  d.add({ id: "mage", reflex: 3, dexterity: 2 });
  d.add({ id: "rogue", reflex: 1, dexterity: 1 });
  d.run({ type: "start" }, queuedDice([5, 1])); // mage first
  return d;
}
const move = (seconds: number, squares: number, metresPerSecond: number) => ({ type: "act", combatant: "mage", action: { name: "move", seconds }, moved: { squares, metresPerSecond } });
const moved = (d: Driver<SixSecondsTurnData>, id: string) => (d.data as Fighters).fighters[id]!.moved;

describe("six-seconds: what a fighter moved this turn", () => {
  it("adds the squares of each booked move and keeps the fastest speed; the fighter's next turn starts again from 0", () => {
    const d = duel();
    d.run(move(3, 30, 10));
    d.run(move(1, 4, 4));
    expect(moved(d, "mage")).toMatchObject({ squares: 34, metresPerSecond: 10 });
    d.run({ type: "endTurn", combatant: "mage" });
    expect(moved(d, "mage")).toMatchObject({ squares: 34, metresPerSecond: 10 }); // kept through the others' turns
    d.run({ type: "endTurn", combatant: "rogue" });
    expect(moved(d, "mage")).toEqual({ squares: 0, metresPerSecond: 0, straightMetres: 0 });
    expect(sixSecondsDataProblem(d.state, "data")).toBeNull();
  });

  it("keeps the latest action's straight metres (a Charge's move): another action of some seconds clears them", () => {
    const d = duel();
    d.run({ ...move(1, 6, 6), moved: { squares: 6, metresPerSecond: 6, straightMetres: 6 } });
    expect(moved(d, "mage")?.straightMetres).toBe(6);
    d.run({ type: "act", combatant: "mage", key: "draw-sheathe" });
    expect(moved(d, "mage")).toEqual({ squares: 6, metresPerSecond: 6, straightMetres: 0 });
    expect(() => d.run({ ...move(1, 4, 4), moved: { squares: 4, metresPerSecond: 4, straightMetres: -2 } })).toThrow(/moved\.straightMetres/);
  });

  it("a refused move records nothing, and a malformed distance is refused naming the field", () => {
    const d = duel();
    expect(() => d.run({ ...move(1, 4, 4), combatant: "rogue" })).toThrow(); // not the rogue's turn
    expect(moved(d, "rogue")).toBeUndefined();
    expect(() => d.run({ ...move(1, 4, 4), moved: { squares: -1, metresPerSecond: 4 } })).toThrow(/moved\.squares/);
    expect(() => d.run({ ...move(1, 4, 4), moved: 5 })).toThrow(/moved/);
  });

  it("the stored record is checked when read back", () => {
    const d = duel();
    d.run(move(1, 4, 4));
    const state = structuredClone(d.state) as typeof d.state & { data: Fighters };
    state.data.fighters["mage"]!.moved = { squares: 4.5, metresPerSecond: 4 };
    expect(sixSecondsDataProblem(state, "data")).toMatch(/moved\.squares/);
  });

  it("“… or falling, or being thrown”: a forced move adds its squares whoever's turn it is, spends no seconds, and one key is counted once", () => {
    const d = duel();
    d.run(move(1, 4, 4));
    d.run({ type: "endTurn", combatant: "mage" });
    // The rogue's turn: the mage is thrown 30 squares.
    d.run({ type: "forcedMove", combatant: "mage", squares: 30, key: "throw1" });
    expect(moved(d, "mage")).toEqual({ squares: 34, metresPerSecond: 4, straightMetres: 0 });
    expect(() => d.run({ type: "forcedMove", combatant: "mage", squares: 30, key: "throw1" })).toThrow(/already recorded/);
    expect(() => d.run({ type: "forcedMove", combatant: "mage", squares: 0 })).toThrow(/squares/);
    expect(sixSecondsDataProblem(d.state, "data")).toBeNull();
    d.run({ type: "endTurn", combatant: "rogue" });
    expect(moved(d, "mage")).toEqual({ squares: 0, metresPerSecond: 0, straightMetres: 0 });
  });
});
