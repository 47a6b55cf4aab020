import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { sixSecondsTurnPolicy as policy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { undoTo } from "../../../module/engine/turns";
import { Driver, ofType, types } from "./helpers";

/** A knight on a warhorse against a bandit; the horse is mounted before the fight, so it rolls no initiative. */
function joust() {
  const d = new Driver(policy);
  d.add({ id: "horse", reflex: 3, dexterity: 3 });
  d.add({ id: "knight", reflex: 2, dexterity: 1, mount: "horse" });
  d.add({ id: "bandit", reflex: 1, dexterity: 0 });
  d.run({ type: "start" }, queuedDice([4, 2])); // knight 7, bandit 3: only two dice, the horse rolls none
  return d;
}

describe("six-seconds mounted combat in the turn order", () => {
  it("the text's example: the mount spends its whole turn running while the rider has 4 s for a combo", () => {
    const d = joust();
    expect(d.data.order).toEqual(["knight", "bandit"]);
    expect(d.state.active).toBe("knight");
    expect(ofType(d.events, "mountTurn")[0]).toMatchObject({ combatant: "horse", rider: "knight", controlSeconds: 2 });
    d.run({ type: "act", combatant: "horse", action: { name: "run", seconds: 6 } });
    d.run({ type: "act", combatant: "knight", key: "combo" });
    expect(policy.budget(d.state, "knight")).toEqual({ unit: "seconds", allowed: 4, spent: 4 });
    expect(policy.budget(d.state, "horse")).toEqual({ unit: "seconds", allowed: 6, spent: 6 });
    expect(() => d.run({ type: "act", combatant: "knight", key: "move" })).toThrow(/1 s but knight has 0 s left/);
    expect(() => d.run({ type: "act", combatant: "horse", key: "move" })).toThrow(/horse has 0 s left/);
  });

  it("the mount acts on the rider's count only: never in another's turn, never a turn of its own", () => {
    const d = joust();
    d.run({ type: "endTurn", combatant: "knight" });
    expect(d.state.active).toBe("bandit");
    expect(() => d.run({ type: "act", combatant: "horse", key: "move" })).toThrow(/acts only in knight's turn/);
    d.run({ type: "endTurn", combatant: "bandit" });
    expect(d.state.round).toBe(2);
    expect(d.state.active).toBe("knight");
    d.run({ type: "act", combatant: "horse", key: "move" });
    expect(types(d.events).filter((t) => t.startsWith("turnStart"))).toEqual(["turnStart:knight", "turnStart:bandit", "turnStart:knight"]);
    expect(policy.lineup(d.state).map((s) => [s.id, s.status])).toEqual([["knight", "active"], ["horse", "active"], ["bandit", "next"]]);
    expect(policy.lineup(d.state)[1]!.note).toMatch(/ridden by knight · 5\/6 s left/);
  });

  it("a Disabled rider (3 s) keeps 1 s after controlling the mount; techniques may cut the control", () => {
    const d = joust();
    d.run({ type: "setSeconds", combatant: "knight", seconds: 3 });
    expect(policy.budget(d.state, "knight")!.allowed).toBe(1);
    const e = new Driver(policy);
    e.add({ id: "horse", reflex: 0, dexterity: 0 });
    e.add({ id: "knight", reflex: 2, dexterity: 1, mount: "horse", controlSeconds: 1 });
    e.run({ type: "start" }, queuedDice([1]));
    expect(policy.budget(e.state, "knight")!.allowed).toBe(5);
  });

  it("mounting on the rider's turn: a horse that has not acted yet acts now; dismounting gives it back its own place", () => {
    const d = new Driver(policy);
    d.add({ id: "knight", reflex: 2, dexterity: 1 });
    d.add({ id: "bandit", reflex: 1, dexterity: 0 });
    d.add({ id: "horse", reflex: 0, dexterity: 0 });
    d.run({ type: "start" }, queuedDice([4, 2, 1])); // knight 7, bandit 3, horse 1
    d.run({ type: "act", combatant: "knight", key: "move" });
    d.run({ type: "mount", combatant: "knight", mount: "horse" });
    expect(d.data.order).toEqual(["knight", "bandit"]);
    d.run({ type: "act", combatant: "horse", key: "run" });
    d.run({ type: "act", combatant: "knight", key: "move" });
    d.run({ type: "act", combatant: "knight", key: "move" });
    d.run({ type: "act", combatant: "knight", key: "move" }); // 1 before mounting + 3 = the 4 s control leaves
    expect(() => d.run({ type: "act", combatant: "knight", key: "move" })).toThrow(/0 s left/);
    d.run({ type: "dismount", combatant: "knight" });
    expect(d.data.order).toEqual(["knight", "horse", "bandit"]);
    expect(d.data.fighters.horse!.initiative!.total).toBe(7);
    d.run({ type: "endTurn", combatant: "knight" });
    expect(d.state.active).toBe("bandit"); // the horse's turn this round went with the knight's
    d.run({ type: "endTurn", combatant: "bandit" });
    d.run({ type: "endTurn", combatant: "knight" });
    expect(d.state.active).toBe("horse");
  });

  it("a rider who delays takes the mount with him; a removed rider leaves the mount its own place", () => {
    const d = joust();
    d.run({ type: "delay", combatant: "knight" });
    expect(d.state.active).toBe("bandit");
    expect(() => d.run({ type: "act", combatant: "horse", key: "move" })).toThrow(/acts only in knight's turn/);
    d.run({ type: "interrupt", combatant: "knight" });
    d.run({ type: "act", combatant: "horse", key: "move" });
    d.run({ type: "endTurn", combatant: "knight" });
    d.run({ type: "endTurn", combatant: "bandit" });
    expect(d.state.round).toBe(2);
    d.run({ type: "removeCombatant", combatant: "knight" });
    expect(d.data.order).toEqual(["horse", "bandit"]);
    // The horse's turn this round went with the knight's; from the next round it acts on its own, at 7.
    expect(d.state.active).toBe("bandit");
    d.run({ type: "endTurn", combatant: "bandit" });
    expect(d.state.active).toBe("horse");
  });

  it("refuses impossible mounts", () => {
    const d = joust();
    expect(() => d.run({ type: "mount", combatant: "bandit", mount: "horse" })).toThrow(/already ridden by knight|own turn/);
    d.run({ type: "endTurn", combatant: "knight" });
    expect(() => d.run({ type: "mount", combatant: "bandit", mount: "horse" })).toThrow(/already ridden by knight/);
    expect(() => d.run({ type: "mount", combatant: "bandit", mount: "bandit" })).toThrow(/cannot ride itself/);
    expect(() => d.run({ type: "dismount", combatant: "bandit" })).toThrow(/not riding/);
    expect(() => d.run({ type: "mount", combatant: "bandit", mount: "nobody" })).toThrow(/nobody/);
    const e = new Driver(policy);
    e.add({ id: "a", reflex: 0, dexterity: 0 });
    expect(() => e.add({ id: "b", reflex: 0, dexterity: 0, mount: "a", controlSeconds: 7 })).toThrow(RangeError);
    expect(() => e.add({ id: "b", reflex: 0, dexterity: 0, mount: "ghost" })).toThrow(/ghost/);
    e.add({ id: "b", reflex: 0, dexterity: 0 });
    e.run({ type: "start" }, queuedDice([6, 1]));
    e.run({ type: "act", combatant: "a", key: "combo" });
    e.run({ type: "act", combatant: "a", key: "move" });
    expect(() => e.run({ type: "mount", combatant: "a", mount: "b" })).toThrow(/already spent 5 s; controlling b needs 2/);
  });

  it("every mounted step is undoable back to the start (the ledger round-trips)", () => {
    const d = joust();
    const first = structuredClone(d.scheduler.state);
    const seq = d.scheduler.ledger.at(-1)!.seq;
    d.run({ type: "act", combatant: "horse", action: { name: "run", seconds: 6 } });
    d.run({ type: "dismount", combatant: "knight" });
    d.run({ type: "endTurn", combatant: "knight" });
    d.run({ type: "possess", combatant: "bandit", body: "knight" });
    d.run({ type: "act", combatant: "bandit", key: "combo" });
    const back = undoTo(d.scheduler, seq + 1).scheduler;
    expect(back.state).toEqual(first);
  });
});
