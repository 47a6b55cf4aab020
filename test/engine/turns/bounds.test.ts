/** Issue #17 finding 8: every count a command carries has a bound the rules make sense of, refused cleanly beyond it. */
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../module/engine/dice/source";
import { factionsTurnPolicy } from "../../../module/engine/rulesets/factions/turn-policy";
import { frozenLandsTurnPolicy } from "../../../module/engine/rulesets/frozen-lands/turn-policy";
import { sixSecondsTurnPolicy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { tacticaTurnPolicy } from "../../../module/engine/rulesets/tactica/turn-policy";
import { MAX_COMBATANTS, createScheduler, dispatch, dispatchAll, type Scheduler, type TurnCommand, type TurnPolicy } from "../../../module/engine/turns";

function started<D>(policy: TurnPolicy<D>, options: unknown, setup: TurnCommand[]) {
  return dispatchAll(policy, createScheduler(policy, options), setup, seededDice(2)).scheduler;
}

describe("bounded counts", () => {
  const six = started(sixSecondsTurnPolicy, undefined, [{ type: "addCombatant", combatant: { id: "a", reflex: 1, dexterity: 1 } }, { type: "start" }]);
  const tac = started(tacticaTurnPolicy, undefined, [{ type: "addCombatant", combatant: { id: "a", side: "player", dice: 3 } }, { type: "start" }]);
  const fl = started(frozenLandsTurnPolicy, undefined, [{ type: "addCombatant", combatant: { id: "a", side: "enemy", initiative: 2, agility: 2 } }, { type: "start" }]);
  const fac = started(factionsTurnPolicy, { factions: ["x", "y"] }, [{ type: "addCombatant", combatant: { id: "a", faction: "x" } }, { type: "start", initiative: "x" }, { type: "chooseFirst", faction: "x" }, { type: "activate", combatant: "a" }]);

  it.each([
    ["six-seconds stagger rounds", sixSecondsTurnPolicy, six, { type: "stagger", combatant: "a", rounds: 3e7 }, "stagger: rounds must be between 1 and 20"],
    ["six-seconds stun seconds", sixSecondsTurnPolicy, six, { type: "stun", combatant: "a", seconds: 1e9 }, "stun: seconds must be between 1 and 60"],
    ["six-seconds action seconds", sixSecondsTurnPolicy, six, { type: "act", combatant: "a", action: { name: "x", seconds: 1e9 } }, "act: action.seconds must be between 0 and 60"],
    ["six-seconds delay seconds", sixSecondsTurnPolicy, six, { type: "act", combatant: "a", action: { name: "x", seconds: 1, delaySeconds: 1e9 } }, "act: action.delaySeconds must be between 0 and 3600"],
    ["tactica action dice", tacticaTurnPolicy, tac, { type: "setActionDice", combatant: "a", dice: 3e7 }, "setActionDice: a.dice must be between 0 and 12"],
    ["tactica maximum", tacticaTurnPolicy, tac, { type: "setActionDice", combatant: "a", max: 3e7 }, "setActionDice: a.max must be between 1 and 12"],
    ["tactica burn", tacticaTurnPolicy, tac, { type: "burn", combatant: "a", count: 1e6 }, "burn: count must be between 1 and 38"],
    ["tactica cost", tacticaTurnPolicy, tac, { type: "respond", combatant: "a", name: "x", cost: 1e6 }, "respond: cost must be between 1 and 36"],
    ["frozen-lands allowance", frozenLandsTurnPolicy, fl, { type: "setAllowance", combatant: "a", actions: 1e6 }, "setAllowance: actions must be between 0 and 20"],
    ["factions zones", factionsTurnPolicy, fac, { type: "act", combatant: "a", kind: "move", zones: 1e6 }, "act: zones must be between 1 and 40"],
  ] as unknown as [string, TurnPolicy<unknown>, Scheduler<unknown>, TurnCommand, string][])("%s", (_what, policy, scheduler, command, message) => {
    const run = () => dispatch(policy, scheduler, command, seededDice(1));
    expect(run).toThrow(RangeError);
    expect(run).toThrow(message);
  });

  it("the roster is bounded", () => {
    let s = createScheduler(factionsTurnPolicy, { factions: ["x", "y"] });
    for (let i = 0; i < MAX_COMBATANTS; i++) s = dispatch(factionsTurnPolicy, s, { type: "addCombatant", combatant: { id: `c${i}`, faction: "x" } }).scheduler;
    expect(() => dispatch(factionsTurnPolicy, s, { type: "addCombatant", combatant: { id: "one-more", faction: "x" } })).toThrow(`at most ${MAX_COMBATANTS} combatants`);
  });

  it("-0 is read as 0, so the stored state equals the one in memory (#17 finding 4)", () => {
    const r = dispatch(tacticaTurnPolicy, tac, { type: "woundBurn", combatant: "a", count: -0 }).scheduler;
    expect(Object.is(r.state.data.fighters.a!.burnEachRoll, 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(r))).toStrictEqual(r);
  });
});
