/**
 * Issue 31 item 3: dispatch drafts the state with produceDraft (draft.ts) instead of immer's produce. For random
 * command streams in every ruleset (legal moves, refusals, junk arguments, undos), the two must give the same
 * scheduler (state and ledger patches), the same events and the same refusals, step by step; unchanged parts must stay
 * shared with the input wherever immer shares them, and the input must never change.
 */
import fc from "fast-check";
import { Immer } from "immer";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../../module/engine/dice/source";
import { factionsTurnPolicy } from "../../../module/engine/rulesets/factions/turn-policy";
import { frozenLandsTurnPolicy } from "../../../module/engine/rulesets/frozen-lands/turn-policy";
import { sixSecondsTurnPolicy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { tacticaTurnPolicy } from "../../../module/engine/rulesets/tactica/turn-policy";
import { activeSteps, createScheduler, dispatch, undo, type DispatchResult, type Scheduler, type TurnCommand, type TurnPolicy } from "../../../module/engine/turns";
import { produceDraft } from "../../../module/engine/turns/draft";
import { dispatchWith, type Produce } from "../../../module/engine/turns/scheduler";

const immer = new Immer({ autoFreeze: false });
const immerProduce = immer.produce as unknown as Produce;

interface Case {
  name: string;
  policy: TurnPolicy<unknown>;
  options: unknown;
  setup: TurnCommand[];
  commands: string[];
  args: (s: Scheduler<unknown>, pick: <T>(xs: readonly T[]) => T) => Record<string, unknown>;
}

const ids = (s: Scheduler<unknown>) => s.state.combatants.map((c) => c.id);
const actor = (s: Scheduler<unknown>, pick: <T>(xs: readonly T[]) => T) => (s.state.active && pick([true, false]) ? s.state.active : pick(ids(s)));
const add = (combatant: Record<string, unknown>): TurnCommand => ({ type: "addCombatant", combatant });

const cases: Case[] = [
  {
    name: "six-seconds", policy: sixSecondsTurnPolicy as TurnPolicy<unknown>, options: undefined,
    setup: [add({ id: "a", reflex: 2, dexterity: 1 }), add({ id: "b", reflex: 1, dexterity: 1 }), add({ id: "h", reflex: 0, dexterity: 0 }), add({ id: "c", reflex: 0, dexterity: 2, mount: "h" }), { type: "start" }],
    commands: ["act", "endTurn", "delay", "interrupt", "setSeconds", "stun", "stagger", "mount", "dismount", "possess", "release", "removeCombatant"],
    args: (s, pick) => ({
      combatant: actor(s, pick),
      ...(pick([true, false]) ? { key: pick(["move", "combo", "aim"]) } : { action: { name: "x", seconds: pick([0, 1, 2, 4, 7]) } }),
      seconds: pick([1, 2, 3, 6]), rounds: pick([1, 2]), mount: pick(ids(s)), body: pick(ids(s)),
    }),
  },
  {
    name: "frozen-lands", policy: frozenLandsTurnPolicy as TurnPolicy<unknown>, options: undefined,
    setup: [add({ id: "p1", side: "player", agility: 3 }), add({ id: "p2", side: "player", agility: 1 }), add({ id: "e1", side: "enemy", initiative: 3, reactions: 1 }), add({ id: "e2", side: "enemy", initiative: 5, agility: 2 }), { type: "start", playerOrder: ["p1", "p2"] }],
    commands: ["act", "endTurn", "delay", "useDelayed", "outOfTurn", "react", "setAllowance", "chooseOrder", "removeCombatant"],
    args: (s, pick) => ({ combatant: actor(s, pick), action: pick(["move", "attack", "aim"]), success: pick([true, false]), actions: pick([0, 2, 3]), reactions: pick([0, 1]), order: pick([["p1", "p2"], ["p2", "p1"]]) }),
  },
  {
    name: "factions", policy: factionsTurnPolicy as TurnPolicy<unknown>, options: { factions: ["players", "gm"] },
    setup: [add({ id: "m", faction: "gm", speed: 4 }), add({ id: "g", faction: "gm", rides: "m" }), add({ id: "p", faction: "players", extraReactions: 1 }), add({ id: "q", faction: "players" }), { type: "start", initiative: "gm" }],
    commands: ["chooseFirst", "activate", "act", "endTurn", "pass", "react", "setInitiative", "removeCombatant"],
    args: (s, pick) => ({ combatant: actor(s, pick), faction: pick(["players", "gm"]), kind: pick(["move", "main", "bonus"]), zones: pick([1, 2, 4]), sprint: pick([true, false]), name: "x" }),
  },
  {
    name: "tactica", policy: tacticaTurnPolicy as TurnPolicy<unknown>, options: undefined,
    setup: [add({ id: "h", side: "player", preset: "hero" }), add({ id: "o", side: "npc", dice: 2 }), add({ id: "g", side: "npc", fixed: [5, 3, 2] }), add({ id: "v", side: "player", dice: 3 }), { type: "start" }],
    commands: ["act", "hold", "keep", "pass", "useOne", "burn", "woundBurn", "dropPool", "setActionDice", "respond", "removeCombatant"],
    args: (s, pick) => ({
      combatant: pick(ids(s)),
      action: { name: "x", cost: pick([1, 2, 4, 6]), ...(pick([true, false, false]) ? { pool: pick(["start", "add", "activate"]) } : {}) },
      use: pick(["effort", "stunRecovery", "raiseDie"]), count: pick([0, 1, 2]), dice: pick([2, 3, 4]), name: "dodge", reason: "x",
    }),
  },
];

type Outcome = { ok: DispatchResult<unknown> } | { error: string };

function attempt(run: () => DispatchResult<unknown>): Outcome {
  try {
    return { ok: run() };
  } catch (e) {
    return { error: `${(e as Error).constructor.name}: ${(e as Error).message}` };
  }
}

/** Every part immer's result shares with the input, ours shares too (so unchanged parts are never copied). */
function sharedAsImmer(before: unknown, ours: unknown, theirs: unknown, path = "state"): string | null {
  if (typeof before !== "object" || before === null || typeof ours !== "object" || ours === null || typeof theirs !== "object" || theirs === null) return null;
  if (theirs === before) return ours === before ? null : `${path} is a copy where immer kept the original`;
  for (const key of Object.keys(theirs)) {
    const problem = sharedAsImmer((before as Record<string, unknown>)[key], (ours as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key], `${path}.${key}`);
    if (problem) return problem;
  }
  return null;
}

describe("dispatch through produceDraft equals dispatch through immer", () => {
  for (const c of cases) {
    it(`${c.name}: random command streams, step by step`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 20, maxLength: 50 }), fc.nat(), (choices, seed) => {
          let at = 0;
          const pick = <T,>(xs: readonly T[]): T => xs[choices[at++ % choices.length]! % xs.length]!;
          const draftDice = seededDice(seed);
          const immerDice = seededDice(seed);
          let s = createScheduler(c.policy, c.options);
          for (const command of c.setup) s = dispatch(c.policy, s, command, seededDice(1)).scheduler;
          for (let step = 0; step < choices.length; step++) {
            const frozen = JSON.stringify(s);
            if (pick([false, false, false, false, true]) && activeSteps(s.ledger).length > 0) {
              s = undo(s).scheduler;
              continue;
            }
            const command: TurnCommand = { ...c.args(s, pick), type: pick(c.commands) };
            const ours = attempt(() => dispatch(c.policy, s, command, draftDice));
            const theirs = attempt(() => dispatchWith(immerProduce, c.policy, s, command, immerDice));
            expect(JSON.stringify(s), "the input scheduler never changes").toBe(frozen);
            if ("error" in theirs) {
              expect(ours).toEqual(theirs);
              continue;
            }
            expect("ok" in ours, `refused ${JSON.stringify(command)}: ${"error" in ours ? ours.error : ""}`).toBe(true);
            const mine = (ours as { ok: DispatchResult<unknown> }).ok;
            expect(mine.scheduler).toStrictEqual(theirs.ok.scheduler);
            expect(mine.events).toStrictEqual(theirs.ok.events);
            expect(sharedAsImmer(s.state, mine.scheduler.state, theirs.ok.scheduler.state)).toBeNull();
            s = mine.scheduler;
            accepted++;
          }
        }),
        { seed: 31, numRuns: 25 },
      );
      expect(accepted).toBeGreaterThan(50);
    });
  }
});

describe("produceDraft", () => {
  it("copies only what changes, keeps the base, and refuses writes once the recipe has ended", () => {
    const base = { a: { x: 1 }, b: { y: [1, 2, 3] }, list: [{ id: "p" }, { id: "q" }, { id: "r" }] };
    let kept: { a: { x: number } } | undefined;
    const next = produceDraft(base, (d) => {
      void d.a.x; // a read copies nothing
      d.b.y.push(4);
      d.list = d.list.filter((e) => e.id !== "q");
      d.list[0]!.id = "P";
      kept = d;
    });
    expect(base).toEqual({ a: { x: 1 }, b: { y: [1, 2, 3] }, list: [{ id: "p" }, { id: "q" }, { id: "r" }] });
    expect(next).toEqual({ a: { x: 1 }, b: { y: [1, 2, 3, 4] }, list: [{ id: "P" }, { id: "r" }] });
    expect(next.a).toBe(base.a);
    expect(next.list[1]).toBe(base.list[2]);
    expect(produceDraft(base, (d) => void d.b.y.length)).toBe(base);
    expect(() => {
      kept!.a.x = 2;
    }).toThrow(TypeError);
  });
});
