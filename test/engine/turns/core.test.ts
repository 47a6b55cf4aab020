import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queuedDice } from "../../../module/engine/dice/source";
import { sixSecondsTurnPolicy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import {
  MAX_LEDGER_ENTRIES, activeSteps, applyPatch, createScheduler, deepEqual, diff, dispatch, dispatchAll, invert, undo, undoTo,
  type Json, type TurnPolicy,
} from "../../../module/engine/turns";

const json: fc.Arbitrary<Json> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 4 }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("a", "b", "c", "d"), tie("value"), { maxKeys: 4 }),
  ),
})).value as fc.Arbitrary<Json>;

describe("ledger patches", () => {
  it("diff then apply gives the after value; the inverse gives the before value back", () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const ops = diff(a, b);
        expect(applyPatch(a, ops)).toEqual(b);
        expect(applyPatch(b, invert(ops))).toEqual(a);
        expect(deepEqual(a, b)).toBe(ops.length === 0);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a patch that does not match the state it is applied to", () => {
    const ops = diff({ a: 1 }, { a: 2 });
    expect(() => applyPatch({ a: 5 }, ops)).toThrow(/does not match/);
    expect(() => applyPatch({ b: 1 }, diff({ a: { x: 1 } }, { a: { x: 2 } }))).toThrow(/does not exist/);
  });
});

describe("scheduler core", () => {
  const policy = sixSecondsTurnPolicy;
  function started() {
    let s = createScheduler(policy);
    s = dispatchAll(policy, s, [
      { type: "addCombatant", combatant: { id: "a", name: "Aria", reflex: 2, dexterity: 2 } },
      { type: "addCombatant", combatant: { id: "b", reflex: 1, dexterity: 1 } },
    ]).scheduler;
    return dispatch(policy, s, { type: "start" }, queuedDice([4, 2])).scheduler;
  }

  it("never modifies its input and records each command with its events and changes", () => {
    const s = started();
    const copy = JSON.parse(JSON.stringify(s));
    const r = dispatch(policy, s, { type: "act", combatant: "a", key: "move" });
    expect(s).toEqual(copy);
    expect(r.scheduler.ledger).toHaveLength(4);
    expect(r.scheduler.ledger[3]).toMatchObject({ seq: 4, kind: "command", command: { type: "act", combatant: "a", key: "move" } });
    expect(r.scheduler.state.combatants[0]).toEqual({ id: "a", name: "Aria" });
  });

  it("is plain JSON", () => {
    const s = started();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it("undo reverts the latest step (which leaves the ledger, an undo entry records it); undoTo reverts back through a step", () => {
    const s0 = started();
    const s1 = dispatch(policy, s0, { type: "act", combatant: "a", key: "move" }).scheduler;
    const s2 = dispatch(policy, s1, { type: "endTurn", combatant: "a" }).scheduler;
    const u = undo(s2);
    expect(u.events[0]).toMatchObject({ type: "undone", seq: 5 });
    expect(u.scheduler.state).toEqual(s1.state);
    expect(u.scheduler.ledger).toHaveLength(5);
    expect(u.scheduler.ledger[4]).toMatchObject({ seq: 6, kind: "undo", undoes: 5 });
    // Seqs keep rising after an undo.
    expect(dispatch(policy, u.scheduler, { type: "endTurn", combatant: "a" }).scheduler.ledger.map((e) => e.seq)).toEqual([1, 2, 3, 4, 7]);
    expect(activeSteps(u.scheduler.ledger).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    const back = undoTo(s2, 3);
    expect(back.scheduler.state.phase).toBe("setup");
    expect(back.events).toHaveLength(3);
    expect(() => undoTo(back.scheduler, 4)).toThrow(/not a step in effect/);
    expect(() => undo(createScheduler(policy))).toThrow(/no step to undo/);
  });

  it("refuses bad commands with errors that say what was wrong, changing nothing", () => {
    const s = started();
    expect(() => dispatch(policy, s, { type: "fly" })).toThrow(/has no command "fly"/);
    expect(() => dispatch(policy, s, { type: "act", combatant: "zed", key: "move" })).toThrow(/no combatant with id "zed"/);
    expect(() => dispatch(policy, s, { type: "act", combatant: 3, key: "move" })).toThrow(TypeError);
    expect(() => dispatch(policy, s, { type: "start" })).toThrow(/already started/);
    expect(() => dispatch(policy, s, { type: "addCombatant", combatant: { id: "a", reflex: 1, dexterity: 1 } }, queuedDice([1]))).toThrow(/already in the encounter/);
    expect(() => dispatch(policy, s, { type: "act", combatant: "a", action: { name: "x", seconds: 1, when: () => 1 } })).toThrow(/act.action.when is not plain data/);
    expect(() => dispatch(policy, s, { type: "act", combatant: "a", action: { name: "x", seconds: NaN } })).toThrow(/act.action.seconds is NaN/);
    // An optional argument left undefined is simply absent.
    const ok = dispatch(policy, s, { type: "act", combatant: "a", key: "move", note: undefined });
    expect(ok.scheduler.ledger.at(-1)!.kind === "command" && ok.scheduler.ledger.at(-1)).toMatchObject({ command: { type: "act", combatant: "a", key: "move" } });
    expect(() => dispatch(policy, s, null as never)).toThrow(TypeError);
    const other = { ...policy, id: "other" } as unknown as TurnPolicy<never>;
    expect(() => dispatch(other, s as never, { type: "end" })).toThrow(/belongs to policy six-seconds/);
    const fresh = createScheduler(policy);
    expect(() => dispatch(policy, fresh, { type: "start" })).toThrow(/add combatants/);
    expect(() => dispatch(policy, fresh, { type: "endTurn", combatant: "a" })).toThrow(/start the encounter first|no combatant/);
    expect(() => dispatch(policy, fresh, { type: "addCombatant", combatant: { id: "q", reflex: "fast", dexterity: 1 } })).toThrow(/reflex must be a whole number/);
  });

  it("needs dice for commands that roll", () => {
    let s = createScheduler(policy);
    s = dispatch(policy, s, { type: "addCombatant", combatant: { id: "a", reflex: 1, dexterity: 1 } }).scheduler;
    expect(() => dispatch(policy, s, { type: "start" })).toThrow(/start needs dice/);
  });

  it("keeps the latest MAX_LEDGER_ENTRIES steps; each undo restores the exact previous state, shared parts untouched", () => {
    const history = [started()];
    for (let i = 0; i < MAX_LEDGER_ENTRIES + 10; i++) {
      const s = history.at(-1)!;
      history.push(dispatch(policy, s, { type: "endTurn", combatant: s.state.active! }).scheduler);
    }
    const last = history.at(-1)!;
    expect(activeSteps(last.ledger)).toHaveLength(MAX_LEDGER_ENTRIES);
    const frozen = JSON.stringify(history);
    let u = last;
    for (let k = 1; k <= MAX_LEDGER_ENTRIES; k++) {
      u = undo(u).scheduler;
      expect(u.state).toStrictEqual(history[history.length - 1 - k]!.state);
    }
    expect(() => undo(u)).toThrow(`keeps the latest ${MAX_LEDGER_ENTRIES} steps`);
    // Structural sharing never changed an earlier scheduler.
    expect(JSON.stringify(history)).toBe(frozen);
  });

  it("end closes the encounter and ends the active turn", () => {
    const r = dispatch(policy, started(), { type: "end" });
    expect(r.events.map((e) => e.type)).toEqual(["turnEnd", "encounterEnd"]);
    expect(r.scheduler.state).toMatchObject({ phase: "ended", active: null });
    expect(() => dispatch(policy, r.scheduler, { type: "act", combatant: "a", key: "move" })).toThrow(/has ended/);
  });
});
