import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { moraleState } from "../../../module/engine/rulesets/six-seconds/morale";
import { attemptPossession, unpossessed, veto } from "../../../module/engine/rulesets/six-seconds/possession";
import { sixSecondsTurnPolicy as policy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { Driver, ofType } from "./helpers";

/** Bal-Ziggaroth acts before Jack Clancy in the initiative count (the text's Example 1). */
function clancy() {
  const d = new Driver(policy);
  d.add({ id: "bal", reflex: 3, dexterity: 2 });
  d.add({ id: "jack", reflex: 1, dexterity: 1 });
  d.add({ id: "friend", reflex: 0, dexterity: 0 });
  d.run({ type: "start" }, queuedDice([6, 3, 1])); // bal 11, jack 5, friend 1
  return d;
}

describe("six-seconds possession in the turn order: one body, six seconds a round", () => {
  it("the text's Example 1: the demon's failed veto, its 4-second combo, then Jack has two seconds", () => {
    // The possession check and the veto with the text's numbers (possession.ts).
    let body = unpossessed("jack", moraleState(9));
    const attempt = attemptPossession(queuedDice([6]), body, { id: "bal", bonus: 4, morale: moraleState(11) });
    expect(attempt.possessed).toBe(true);
    body = attempt.after;
    const v = veto(queuedDice([4, 3]), body, "jack", "bal"); // Jack 4 + 8 = 12, Bal-Ziggaroth 3 + 11 = 14
    expect(v.rolls[0]!.map((r) => r.total)).toEqual([12, 14]);
    expect(v.vetoed).toBe(false); // Bal-Ziggaroth keeps control of the body for his turn

    // The scheduler: the body is shared from now on.
    const d = clancy();
    d.run({ type: "possess", combatant: "bal", body: "jack" });
    expect(d.state.active).toBe("bal");
    const shot = d.run({ type: "act", combatant: "bal", key: "combo" });
    expect(ofType(shot, "action")[0]).toMatchObject({ combatant: "bal", seconds: 4, body: "jack", bodySecondsLeft: 2 });
    d.run({ type: "endTurn", combatant: "bal" }); // "takes no actions for the remaining two"
    expect(d.state.active).toBe("jack");
    expect(policy.budget(d.state, "jack")).toEqual({ unit: "seconds", allowed: 2, spent: 0 });
    d.run({ type: "act", combatant: "jack", key: "move" });
    d.run({ type: "act", combatant: "jack", key: "move" });
    expect(() => d.run({ type: "act", combatant: "jack", key: "move" })).toThrow(/body jack acts through \(jack\) has 0 s of action left this round/);
    d.run({ type: "act", combatant: "jack", key: "talk" }); // a 0SA uses none of the body's seconds
    expect(policy.lineup(d.state).find((s) => s.id === "jack")!.note).toMatch(/body of jack: 0 s left this round/);
  });

  it("the body has its six seconds again each round; unused seconds of a mind's turn are not the body's", () => {
    const d = clancy();
    d.run({ type: "possess", combatant: "bal", body: "jack" });
    d.run({ type: "act", combatant: "bal", key: "move" });
    d.run({ type: "endTurn", combatant: "bal" });
    expect(policy.budget(d.state, "jack")!.allowed).toBe(5);
    d.run({ type: "endTurn", combatant: "jack" }); // Jack's turn vetoed: skipped, nothing used
    d.run({ type: "endTurn", combatant: "friend" });
    expect(d.state.round).toBe(2);
    expect(policy.budget(d.state, "bal")!.allowed).toBe(6);
    d.run({ type: "act", combatant: "bal", key: "cast-spell" });
    d.run({ type: "endTurn", combatant: "bal" });
    expect(policy.budget(d.state, "jack")!.allowed).toBe(2);
  });

  it("an action the shared body cannot finish is refused, not carried over; the turn's own end still carries", () => {
    const d = clancy();
    d.run({ type: "possess", combatant: "bal", body: "jack" });
    d.run({ type: "act", combatant: "bal", key: "combo" });
    d.run({ type: "endTurn", combatant: "bal" });
    expect(() => d.run({ type: "act", combatant: "jack", key: "combo" })).toThrow(/combo takes 4 s but the body .* has 2 s/);
  });

  it("seconds the host already spent in its turn count; release ends the sharing", () => {
    const d = clancy();
    d.run({ type: "endTurn", combatant: "bal" });
    d.run({ type: "act", combatant: "jack", key: "move" });
    d.run({ type: "act", combatant: "jack", key: "move" });
    d.run({ type: "possess", combatant: "bal", body: "jack" }); // possessed in the middle of Jack's turn
    expect(policy.budget(d.state, "jack")).toEqual({ unit: "seconds", allowed: 6, spent: 2 });
    expect(d.data.bodies!.jack!.used).toBe(2);
    const out = d.run({ type: "release", combatant: "bal" });
    // The last possessor gone, the body is its host's own again (its actor is written so: shared-body.ts).
    expect(out.map((e) => e.type)).toEqual(["released", "bodyFreed"]);
    expect(d.data.bodies!.jack).toBeUndefined();
    expect(d.data.fighters.jack!.body).toBeNull();
  });

  it("several possessors share the same six seconds; a removed host frees them all", () => {
    const d = clancy();
    d.add({ id: "imp", reflex: 0, dexterity: 0 }, queuedDice([6])); // 6: between bal 11 and jack 5, still to come
    expect(d.data.order).toEqual(["bal", "imp", "jack", "friend"]);
    d.run({ type: "possess", combatant: "bal", body: "jack" });
    d.run({ type: "possess", combatant: "imp", body: "jack" });
    d.run({ type: "act", combatant: "bal", key: "aim-weapon" });
    d.run({ type: "endTurn", combatant: "bal" });
    d.run({ type: "act", combatant: "imp", key: "grab-object" });
    d.run({ type: "endTurn", combatant: "imp" });
    expect(policy.budget(d.state, "jack")!.allowed).toBe(2);
    d.run({ type: "removeCombatant", combatant: "jack" });
    expect(d.data.fighters.bal!.body).toBeNull();
    expect(d.data.fighters.imp!.body).toBeNull();
    expect(d.data.bodies).toEqual({});
  });

  it("a removed possessor leaves the body (exorcised, slain): the host acts alone again", () => {
    const d = clancy();
    d.run({ type: "possess", combatant: "bal", body: "jack" });
    d.run({ type: "act", combatant: "bal", key: "combo" });
    const out = d.run({ type: "removeCombatant", combatant: "bal" });
    expect(ofType(out, "released")[0]).toMatchObject({ combatant: "bal", body: "jack" });
    expect(d.data.bodies).toEqual({});
    expect(d.state.active).toBe("jack");
    expect(policy.budget(d.state, "jack")!.allowed).toBe(6);
  });

  it("refuses possessions that make no sense", () => {
    const d = clancy();
    expect(() => d.run({ type: "possess", combatant: "bal", body: "bal" })).toThrow(/itself/);
    expect(() => d.run({ type: "release", combatant: "bal" })).toThrow(/not possessing/);
    d.run({ type: "possess", combatant: "bal", body: "jack" });
    expect(() => d.run({ type: "possess", combatant: "bal", body: "friend" })).toThrow(/already acts through the body of jack/);
    expect(() => d.run({ type: "possess", combatant: "friend", body: "bal" })).toThrow(/possess the body of jack instead/);
    expect(() => d.run({ type: "possess", combatant: "jack", body: "friend" })).toThrow(/already acts through|cannot leave/);
    expect(() => d.run({ type: "release", combatant: "jack" })).toThrow(/not possessing/);
  });
});
