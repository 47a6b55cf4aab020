/**
 * A defence on an attack card pays its cost through the tracker (module/combat/charge.ts defenceCharge): a Reaction
 * in frozen-lands and factions, a full action die in tactica, nothing in six-seconds; refused with the engine's
 * reason once nothing is left to pay with.
 */
import { describe, expect, it } from "vitest";
import { defenceCharge, moveCharge } from "../../module/combat/charge";
import { freshScheduler, runCommands } from "../../module/data/combat/flow";
import { trackerViewFor } from "../../module/rulesets/tracker-views";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import type { FrozenLandsTurnData } from "../../module/engine/rulesets/frozen-lands/turn-policy";
import { seededDice } from "../../module/engine/dice/source";
import { started } from "./tracker-scenarios";

const ALLY = "allyAAAAAAAAAAAA"; // frozen-lands Agility 2: one Reaction a round
const HERO = "heroAAAAAAAAAAAA";


describe("defence costs from attack cards", () => {
  it("frozen-lands: a dodge or block spends a Reaction, and with none left it is refused", async () => {
    const e = await started("frozen-lands");
    const view = trackerViewFor("frozen-lands");
    const first = defenceCharge("frozen-lands", view, e.store.scheduler, [ALLY], "reaction");
    expect(first).toEqual({ command: { type: "react", combatant: ALLY, name: "defence" } });
    const after = runCommands("frozen-lands", e.store.scheduler, [(first as { command: never }).command]).scheduler;
    const second = defenceCharge("frozen-lands", view, after, [ALLY], "reaction");
    expect(second).toEqual({ refusal: expect.stringMatching(/no Reactions left/) });
  });

  it("tactica: Dodge, Block and Parry each pay a full action die", async () => {
    const e = await started("tactica");
    expect(defenceCharge("tactica", trackerViewFor("tactica"), e.store.scheduler, [HERO], "action-die")).toEqual({ command: { type: "respond", combatant: HERO, name: "defence" } });
  });

  it("six-seconds defences cost no seconds; an actor outside the fight owes nothing", async () => {
    const six = await started("six-seconds");
    expect(defenceCharge("six-seconds", trackerViewFor("six-seconds"), six.store.scheduler, [HERO], "reaction")).toBeNull();
    const fl = await started("frozen-lands");
    expect(defenceCharge("frozen-lands", trackerViewFor("frozen-lands"), fl.store.scheduler, ["strangerAAAAAAAA"], "reaction")).toBeNull();
  });
});

describe("moves on the board pay through the tracker", () => {
  it("six-seconds: a move costs its seconds from the mover's 6, and a move past what is left is refused", async () => {
    const e = await started("six-seconds");
    const view = trackerViewFor("six-seconds");
    const mover = e.state.active!;
    const step = moveCharge("six-seconds", view, e.store.scheduler, mover, { seconds: 3 });
    expect(step).toEqual({ command: { type: "act", combatant: mover, action: { name: "move", seconds: 3 } } });
    const after = runCommands("six-seconds", e.store.scheduler, [(step as { command: never }).command]).scheduler;
    expect(moveCharge("six-seconds", view, after, mover, { seconds: 3 })).toEqual({ command: expect.anything() });
    const spent = runCommands("six-seconds", after, [{ type: "act", combatant: mover, action: { name: "move", seconds: 3 } }]).scheduler;
    // All 6 seconds are spent: another move cannot be paid this round (without spanning into the next).
    expect(moveCharge("six-seconds", view, spent, mover, { seconds: 1 })).toEqual({ refusal: expect.any(String) });
  });

  it("frozen-lands: moving a zone is the turn's Move action, used once", async () => {
    const e = await started("frozen-lands");
    const view = trackerViewFor("frozen-lands");
    const mover = e.state.active!;
    const step = moveCharge("frozen-lands", view, e.store.scheduler, mover, { actions: 1 });
    expect(step).toEqual({ command: { type: "act", combatant: mover, action: "move" } });
    const after = runCommands("frozen-lands", e.store.scheduler, [(step as { command: never }).command]).scheduler;
    expect(moveCharge("frozen-lands", view, after, mover, { actions: 1 })).toEqual({ refusal: expect.stringMatching(/already used move/) });
  });

  it("frozen-lands: two zones are two Move actions, booked in one step when a talent allows Move again", async () => {
    const plain = await started("frozen-lands");
    const view = trackerViewFor("frozen-lands");
    const refused = moveCharge("frozen-lands", view, plain.store.scheduler, plain.state.active!, { actions: 2, zones: 2 });
    expect(refused).toEqual({ refusal: expect.stringMatching(/cannot use move 2 times in one turn/) });
    // A talent to move again (the engine's `repeatable`): both actions are booked.
    const mover = "skaldAAAAAAAAAAA";
    const sch = runCommands("frozen-lands", freshScheduler("frozen-lands"), [{ type: "addCombatant", combatant: { id: mover, side: "player", agility: 2, repeatable: ["move"] } }, { type: "start" }], seededDice(1)).scheduler;
    expect(sch.state.active).toBe(mover);
    const step = moveCharge("frozen-lands", view, sch, mover, { actions: 2, zones: 2 });
    expect(step).toEqual({ command: { type: "act", combatant: mover, action: "move", times: 2 } });
    const after = runCommands("frozen-lands", sch, [(step as { command: never }).command]).scheduler;
    expect((after.state.data as FrozenLandsTurnData).fighters[mover]!.actionsLeft).toBe(1);
    // One action left: a further two-zone move runs out of actions and is refused.
    expect(moveCharge("frozen-lands", view, after, mover, { actions: 2, zones: 2 })).toEqual({ refusal: expect.stringMatching(/1 actions left this round, 2 needed/) });
  });

  it("factions: zones moved count against the speed of 2", async () => {
    const e = await started("factions");
    const view = trackerViewFor("factions");
    // factions: the initiative faction chooses who starts, then a character of the faction to move activates.
    const data = () => e.state.data as FactionsTurnData;
    if (data().first === null) await e.run("choose first", { type: "chooseFirst", faction: data().initiative! });
    const mover = Object.keys(data().characters).find((id) => data().characters[id]!.faction === data().current && !data().characters[id]!.acted)!;
    await e.run("activate", { type: "activate", combatant: mover });
    expect(moveCharge("factions", view, e.store.scheduler, mover, { zones: 2 })).toEqual({ command: { type: "act", combatant: mover, kind: "move", zones: 2 } });
    expect(moveCharge("factions", view, e.store.scheduler, mover, { zones: 3 })).toEqual({ refusal: expect.stringMatching(/can move 2 zone/) });
  });

  it("tactica prints no move cost; a token outside the fight pays nothing", async () => {
    const t = await started("tactica");
    expect(moveCharge("tactica", trackerViewFor("tactica"), t.store.scheduler, HERO, { zones: 1 })).toBeNull();
    const six = await started("six-seconds");
    expect(moveCharge("six-seconds", trackerViewFor("six-seconds"), six.store.scheduler, "strangerAAAAAAAA", { seconds: 1 })).toBeNull();
  });
});
