/**
 * Audit row 9 (foundry-traps.md #10): Fray's own steps must keep core's contract. `combatStart(combat, updateData)`
 * fires before the start update; `combatTurn`/`combatRound(combat, updateData, {direction, worldTime: {delta}})`
 * fire before the update that changes the turn or round (foundryvtt/foundryvtt#12018, #10924), and world time
 * moves with the rounds: six-seconds by its six-second round, other rulesets by what their text says a round
 * lasts, else core's CONFIG.time.roundTime. Run through the Foundry double.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;

function fight(h: DoubleHandle, ruleset: string, n = 3): Promise<AnyCombat> {
  return frayFight(fray, h, ruleset, n);
}

/** Each hook call of `names`, with the combat's round and turn at the moment it fired. */
function record(h: DoubleHandle, names: string[]) {
  const seen: { hook: string; roundThen: number; turnThen: number | null; args: unknown[] }[] = [];
  for (const hook of names) h.hooks.on(hook, (combat, ...args) => void seen.push({ hook, roundThen: (combat as AnyCombat).round, turnThen: (combat as AnyCombat).turn, args }));
  return seen;
}

describe("Fray's steps fire core's combat hooks and move world time", () => {
  it("start: combatStart fires before the update, with the update data", async () => {
    const h = fresh();
    const combat = await fight(h, "six-seconds");
    const seen = record(h, ["combatStart"]);
    await combat.startCombat();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.roundThen).toBe(0); // before the update
    expect(seen[0]!.args[0]).toMatchObject({ round: combat.round, turn: combat.turn });
    expect(game.time.worldTime).toBe(0); // #12015: no time passes from round 0 to round 1
  });

  it("next turn: combatTurn fires before the update with {direction: 1, worldTime: {delta}}", async () => {
    const h = fresh();
    const combat = await fight(h, "six-seconds");
    await combat.startCombat();
    const turnBefore = combat.turn;
    const seen = record(h, ["combatTurn", "combatRound"]);
    await combat.nextTurn();
    expect(seen.map((s) => s.hook)).toEqual(["combatTurn"]);
    expect(seen[0]!.turnThen).toBe(turnBefore);
    expect(seen[0]!.args[0]).toMatchObject({ round: 1, turn: combat.turn });
    expect(seen[0]!.args[1]).toEqual({ direction: 1, worldTime: { delta: 0 } });
  });

  it("six-seconds: a new round fires combatRound and moves world time by six seconds", async () => {
    const h = fresh();
    const combat = await fight(h, "six-seconds");
    await combat.startCombat();
    const seen = record(h, ["combatRound"]);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.roundThen).toBe(1);
    expect(seen[0]!.args[1]).toEqual({ direction: 1, worldTime: { delta: 6 } });
    expect(game.time.worldTime).toBe(6);
    expect(h.hooks.calls("updateWorldTime")).toHaveLength(1);
  });

  it("undoing a step back into the previous round goes back in time, direction -1", async () => {
    const h = fresh();
    const combat = await fight(h, "six-seconds", 2);
    await combat.startCombat();
    await combat.nextRound();
    const seen = record(h, ["combatRound", "combatTurn"]);
    await combat.previousTurn();
    expect(combat.round).toBe(1);
    expect(seen.map((s) => s.hook)).toEqual(["combatRound"]);
    expect(seen[0]!.args[1]).toEqual({ direction: -1, worldTime: { delta: -6 } });
    expect(game.time.worldTime).toBe(0);
  });

  it("frozen-lands: a new round moves world time by core's CONFIG.time.roundTime (the text: about 5-10 seconds)", async () => {
    const h = fresh();
    const combat = await fight(h, "frozen-lands", 2);
    await combat.startCombat();
    await combat.nextRound();
    expect(h.errors).toEqual([]);
    expect(combat.round).toBe(2);
    expect(game.time.worldTime).toBe(CONFIG.time.roundTime);
    const round = h.hooks.calls("combatRound");
    expect(round).toHaveLength(1);
    expect(round[0]![2]).toEqual({ direction: 1, worldTime: { delta: CONFIG.time.roundTime } });
  });

  it("tactica: its round is 15 s of world time, the middle of the text's 10-20 s (its rounds end on a refresh)", async () => {
    const { adapterFor } = await import("../../module/rulesets/registry");
    const { coreStep } = await import("../../module/combat/core-step");
    const time = adapterFor("tactica").combat.time;
    const times = { roundSeconds: time?.roundSeconds ?? CONFIG.time.roundTime, turnSeconds: time?.turnSeconds ?? CONFIG.time.turnTime };
    expect(coreStep({ started: true, round: 1, turn: null }, { started: true, round: 2, turn: 0 }, times)).toEqual({ hook: "combatRound", direction: 1, delta: 15 });
  });
});

describe("coreStep: which core hook a saved step stands for", () => {
  const times = { roundSeconds: 6, turnSeconds: 2 };
  const at = (round: number, turn: number | null, started = true) => ({ started, round, turn });
  it("a turn ending with nobody acting yet is no core turn change; the next combatant's turn is", async () => {
    const { coreStep } = await import("../../module/combat/core-step");
    expect(coreStep(at(1, 0), at(1, null), times).hook).toBeNull();
    expect(coreStep(at(1, null), at(1, 1), times)).toEqual({ hook: "combatTurn", direction: 1, delta: 0 });
    expect(coreStep(at(1, 0), at(1, 2), times)).toEqual({ hook: "combatTurn", direction: 1, delta: 4 });
  });
  it("an undo goes the other way; the start and a step inside a turn move no time", async () => {
    const { coreStep } = await import("../../module/combat/core-step");
    expect(coreStep(at(1, 2), at(1, 1), times, true)).toEqual({ hook: "combatTurn", direction: -1, delta: -2 });
    expect(coreStep(at(0, null, false), at(1, 0), times)).toEqual({ hook: "combatStart", direction: 1, delta: 0 });
    expect(coreStep(at(1, 1), at(1, 1), times)).toEqual({ hook: null, direction: 1, delta: 0 });
  });
});
