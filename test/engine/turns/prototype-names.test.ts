/**
 * Issue #17 finding 3: names that are members of Object.prototype ("constructor", "toString", "__proto__" …) are
 * not commands, not one-die uses, not presets and not combatant ids: each is refused cleanly, never run.
 */
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../module/engine/dice/source";
import { factionsTurnPolicy } from "../../../module/engine/rulesets/factions/turn-policy";
import { frozenLandsTurnPolicy } from "../../../module/engine/rulesets/frozen-lands/turn-policy";
import { sixSecondsTurnPolicy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { tacticaTurnPolicy } from "../../../module/engine/rulesets/tactica/turn-policy";
import { createScheduler, dispatchAll, dispatch, type Scheduler, type TurnCommand, type TurnPolicy } from "../../../module/engine/turns";

const PROTO_NAMES = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "prototype", "__defineGetter__"];
/** Ids written as record keys: the three that reach a prototype are refused (others are ordinary own keys). */
const FORBIDDEN_IDS = ["__proto__", "constructor", "prototype"];

const cases: [string, TurnPolicy<unknown>, unknown, TurnCommand[]][] = [
  ["six-seconds", sixSecondsTurnPolicy as TurnPolicy<unknown>, undefined, [
    { type: "addCombatant", combatant: { id: "a", reflex: 1, dexterity: 1 } }, { type: "start" }]],
  ["frozen-lands", frozenLandsTurnPolicy as TurnPolicy<unknown>, undefined, [
    { type: "addCombatant", combatant: { id: "a", side: "enemy", initiative: 3, agility: 2 } }, { type: "start" }]],
  ["factions", factionsTurnPolicy as TurnPolicy<unknown>, { factions: ["x", "y"] }, [
    { type: "addCombatant", combatant: { id: "a", faction: "x" } }, { type: "start", initiative: "x" }]],
  ["tactica", tacticaTurnPolicy as TurnPolicy<unknown>, undefined, [
    { type: "addCombatant", combatant: { id: "a", side: "player", dice: 3 } }, { type: "start" }]],
];

function started(policy: TurnPolicy<unknown>, options: unknown, setup: TurnCommand[]): Scheduler<unknown> {
  return dispatchAll(policy, createScheduler(policy, options), setup, seededDice(1)).scheduler;
}

describe.each(cases)("%s: prototype member names", (_name, policy, options, setup) => {
  it.each(PROTO_NAMES)("refuses the command %s as unknown", (type) => {
    const s = started(policy, options, setup);
    expect(() => dispatch(policy, s, { type, combatant: "a" })).toThrow(new TypeError(`policy ${policy.id} has no command "${type}"`));
  });
  it.each(FORBIDDEN_IDS)("refuses %s as a combatant id", (id) => {
    const s = createScheduler(policy, options);
    expect(() => dispatch(policy, s, { type: "addCombatant", combatant: { id, side: "npc", faction: "x", reflex: 1, dexterity: 1, initiative: 1, dice: 2 } })).toThrow(/combatant id/);
  });
});

describe("prototype names inside a command", () => {
  it("refuses a command carrying a __proto__ or constructor key, and pollutes nothing", () => {
    const policy = sixSecondsTurnPolicy as TurnPolicy<unknown>;
    const s = started(policy, undefined, cases[0]![3]);
    for (const key of FORBIDDEN_IDS) {
      const command = JSON.parse(`{"type":"act","combatant":"a","action":{"name":"x","seconds":1,"${key}":{"polluted":true}}}`) as TurnCommand;
      expect(() => dispatch(policy, s, command)).toThrow(new TypeError(`act.action.${key} is a built-in property name, which a command cannot carry`));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("tactica: prototype names as values", () => {
  it("refuses a one-die use or a preset named like a prototype member", () => {
    const policy = tacticaTurnPolicy as TurnPolicy<unknown>;
    const s = started(policy, undefined, cases[3]![3]);
    for (const use of PROTO_NAMES) expect(() => dispatch(policy, s, { type: "useOne", combatant: "a", use })).toThrow(/use must be one of/);
    for (const preset of PROTO_NAMES) {
      expect(() => dispatch(policy, createScheduler(policy), { type: "addCombatant", combatant: { id: "b", side: "npc", preset } })).toThrow(/needs dice/);
    }
  });
});
