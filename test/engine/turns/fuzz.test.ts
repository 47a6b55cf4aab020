/**
 * Fuzzing the turn scheduler (issue #17): malformed stored states thrown at normaliseScheduler, and random command
 * streams (legal moves, prototype-named commands, huge and malformed counts) thrown at every turn policy. Counted:
 * crashes (anything other than a clean TypeError / RangeError refusal), prototype pollution and invariant breaks, all
 * of which must stay at 0. Seeded and bounded; raise FRAY_FUZZ_RUNS for a longer local run.
 */
import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { normaliseScheduler } from "../../../module/data/combat/normalise-scheduler";
import { seededDice } from "../../../module/engine/dice/source";
import { factionsTurnPolicy } from "../../../module/engine/rulesets/factions/turn-policy";
import { frozenLandsTurnPolicy } from "../../../module/engine/rulesets/frozen-lands/turn-policy";
import { sixSecondsTurnPolicy } from "../../../module/engine/rulesets/six-seconds/turn-policy";
import { tacticaTurnPolicy } from "../../../module/engine/rulesets/tactica/turn-policy";
import {
  activeSteps, createScheduler, dispatch, storedSchedulerProblem, undo, type Scheduler, type TurnCommand, type TurnPolicy,
} from "../../../module/engine/turns";
import type { RulesetId } from "../../../module/schema/choices";

const RUNS = Number(process.env.FRAY_FUZZ_RUNS ?? 12);
const tally = { commands: 0, accepted: 0, refused: 0, crashes: [] as string[], pollution: 0, invariantBreaks: [] as string[], mutants: 0, mutantsAccepted: 0 };

/** Errors the JS engine throws on a bug (as opposed to the scheduler's own refusals). */
const ENGINE_ERROR = /is not a function|is not iterable|Cannot read prop|Cannot set prop|Cannot convert|Maximum call stack|Invalid array length|Cannot create property|Cannot destructure|is not an object|undefined is not|null is not/;

function classify(err: unknown, what: string): void {
  const clean = (err instanceof TypeError || err instanceof RangeError) && !ENGINE_ERROR.test(err.message);
  if (!clean) tally.crashes.push(`${what}: ${err instanceof Error ? `${err.constructor.name}: ${err.message}` : String(err)}`);
}

function checkPollution(): void {
  const probe = {} as Record<string, unknown>;
  if (probe.polluted !== undefined || Object.keys(Object.prototype).length > 0) {
    tally.pollution++;
    for (const k of Object.keys(Object.prototype)) delete (Object.prototype as Record<string, unknown>)[k];
  }
}

/** A small deterministic generator, seeded by fast-check. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

const PROTO = ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "prototype"];
const JUNK_NUMBERS: unknown[] = [3e7, 1e308, -1, -0, 1.5, NaN, Infinity, "3", null, true, [], {}];

interface Case {
  ruleset: RulesetId;
  policy: TurnPolicy<unknown>;
  options: unknown;
  setup: TurnCommand[];
  commands: string[];
  /** Argument pools: each a list of sensible values, from which junk is sometimes swapped in. */
  args: (s: Scheduler<unknown>, r: Rng) => Record<string, unknown>;
  invariant: (s: Scheduler<unknown>) => string | null;
}

const ids = (s: Scheduler<unknown>) => s.state.combatants.map((c) => c.id);

function budgets(policy: TurnPolicy<unknown>, s: Scheduler<unknown>): string | null {
  for (const id of ids(s)) {
    const b = policy.budget(s.state, id);
    if (b && (b.spent > b.allowed || b.spent < 0)) return `${id} spent ${b.spent} of ${b.allowed} ${b.unit}`;
  }
  return null;
}

const cases: Case[] = [
  {
    ruleset: "six-seconds", policy: sixSecondsTurnPolicy as TurnPolicy<unknown>, options: undefined,
    setup: [
      { type: "addCombatant", combatant: { id: "a", reflex: 2, dexterity: 1 } },
      { type: "addCombatant", combatant: { id: "b", reflex: 1, dexterity: 1 } },
      { type: "addCombatant", combatant: { id: "h", reflex: 0, dexterity: 0 } },
      { type: "addCombatant", combatant: { id: "c", reflex: 0, dexterity: 2, mount: "h" } },
      { type: "start" },
    ],
    commands: ["act", "endTurn", "delay", "interrupt", "setSeconds", "stun", "stagger", "mount", "dismount", "possess", "release"],
    args: (s, r) => ({
      combatant: r.chance(0.6) && s.state.active ? s.state.active : r.pick(ids(s)),
      ...(r.chance(0.5) ? { key: r.pick(["move", "combo", "grab-object", "aim"]) } : { action: { name: "x", seconds: r.pick([0, 1, 2, 4, 7]), ...(r.chance(0.3) ? { delaySeconds: r.pick([0, 2, 5]) } : {}) } }),
      seconds: r.pick([1, 2, 3, 6]), rounds: r.pick([1, 2, 3]), mount: r.pick(ids(s)), body: r.pick(ids(s)), controlSeconds: r.pick([0, 1, 2]),
    }),
    invariant: (s) => {
      const d = s.state.data as { fighters: Record<string, { spent: number; secondsPerTurn: number }>; bodies?: Record<string, { used: number }> };
      for (const [id, f] of Object.entries(d.fighters)) if (f.spent > f.secondsPerTurn) return `${id} spent ${f.spent} s of a ${f.secondsPerTurn} s turn`;
      for (const [id, b] of Object.entries(d.bodies ?? {})) if (b.used > 6) return `body ${id} used ${b.used} s`;
      return budgets(sixSecondsTurnPolicy as TurnPolicy<unknown>, s);
    },
  },
  {
    ruleset: "frozen-lands", policy: frozenLandsTurnPolicy as TurnPolicy<unknown>, options: undefined,
    setup: [
      { type: "addCombatant", combatant: { id: "p1", side: "player", agility: 3 } },
      { type: "addCombatant", combatant: { id: "e1", side: "enemy", initiative: 3, reactions: 1 } },
      { type: "addCombatant", combatant: { id: "e2", side: "enemy", initiative: 5, agility: 2 } },
      { type: "start", playerOrder: ["p1"] },
    ],
    commands: ["act", "endTurn", "delay", "useDelayed", "outOfTurn", "react", "setAllowance", "chooseOrder"],
    args: (s, r) => ({
      combatant: r.chance(0.6) && s.state.active ? s.state.active : r.pick(ids(s)),
      action: r.pick(["move", "attack", "aim"]), success: r.chance(0.5), actions: r.pick([0, 2, 3]), reactions: r.pick([0, 1]), order: ["p1"],
    }),
    invariant: (s) => {
      const d = s.state.data as { fighters: Record<string, { actionsLeft: number; reactionsLeft: number }> };
      for (const [id, f] of Object.entries(d.fighters)) if (f.actionsLeft < 0 || f.reactionsLeft < 0) return `${id} below zero`;
      return budgets(frozenLandsTurnPolicy as TurnPolicy<unknown>, s);
    },
  },
  {
    ruleset: "factions", policy: factionsTurnPolicy as TurnPolicy<unknown>, options: { factions: ["players", "gm"] },
    setup: [
      { type: "addCombatant", combatant: { id: "m", faction: "gm", speed: 4 } },
      { type: "addCombatant", combatant: { id: "g", faction: "gm", rides: "m" } },
      { type: "addCombatant", combatant: { id: "p", faction: "players", extraReactions: 1 } },
      { type: "start", initiative: "gm" },
    ],
    commands: ["chooseFirst", "activate", "act", "endTurn", "pass", "react", "setInitiative"],
    args: (s, r) => ({
      combatant: r.chance(0.6) && s.state.active ? s.state.active : r.pick(ids(s)),
      faction: r.pick(["players", "gm"]), kind: r.pick(["move", "main", "bonus"]), zones: r.pick([1, 2, 4]), sprint: r.chance(0.3), name: "x",
    }),
    invariant: (s) => {
      const d = s.state.data as { characters: Record<string, { speed: number; turn: { moved: number; sprint: boolean; main: number; bonus: number } }> };
      for (const [id, c] of Object.entries(d.characters)) {
        if (c.turn.main > 1 || c.turn.main + c.turn.bonus > 2) return `${id} took too many actions`;
        const speed = c.turn.sprint ? 2 * c.speed : c.speed;
        if (c.turn.moved > (c.turn.main + c.turn.bonus > 0 ? Math.floor(speed / 2) : speed)) return `${id} moved too far`;
      }
      return budgets(factionsTurnPolicy as TurnPolicy<unknown>, s);
    },
  },
  {
    ruleset: "tactica", policy: tacticaTurnPolicy as TurnPolicy<unknown>, options: undefined,
    setup: [
      { type: "addCombatant", combatant: { id: "h", side: "player", preset: "hero" } },
      { type: "addCombatant", combatant: { id: "o", side: "npc", dice: 2 } },
      { type: "addCombatant", combatant: { id: "g", side: "npc", fixed: [5, 3, 2] } },
      { type: "start" },
    ],
    commands: ["act", "hold", "keep", "useOne", "burn", "woundBurn", "dropPool", "setActionDice", "respond"],
    args: (s, r) => ({
      combatant: r.pick(ids(s)),
      action: { name: "x", ...(r.chance(0.8) ? { cost: r.pick([1, 2, 4, 6]) } : {}), ...(r.chance(0.3) ? { pool: r.pick(["start", "add", "activate"]) } : {}) },
      use: r.pick(["effort", "stunRecovery", "raiseDie"]), count: r.pick([0, 1, 2]), dice: r.pick([2, 3, 4]), name: "dodge", reason: "x",
      ...(r.chance(0.2) ? { modifiers: [{ dice: -1, reason: "wound" }] } : {}),
    }),
    invariant: (s) => {
      const d = s.state.data as { fighters: Record<string, { dice: number[]; rolledThisRound: number; spentThisRound: number }> };
      for (const [id, f] of Object.entries(d.fighters)) if (f.spentThisRound + f.dice.length > f.rolledThisRound) return `${id} holds more dice than rolled`;
      return budgets(tacticaTurnPolicy as TurnPolicy<unknown>, s);
    },
  },
];

/** One random command: mostly the policy's own with sensible arguments, sometimes junk. */
function randomCommand(c: Case, s: Scheduler<unknown>, r: Rng): TurnCommand {
  const type = r.chance(0.9) ? r.pick(c.commands) : r.pick([...PROTO, "end", "addCombatant", "removeCombatant", "start", "fly"]);
  const args = c.args(s, r);
  if (r.chance(0.15)) {
    const keys = Object.keys(args);
    args[r.pick(keys)] = r.pick(JUNK_NUMBERS);
  }
  if (type === "addCombatant") args.combatant = { ...c.setup[0]!.combatant as object, id: r.pick(["late", "__proto__", "constructor", ""]), mount: undefined, rides: undefined };
  return { ...args, type };
}

function invariantOf(c: Case, s: Scheduler<unknown>): string | null {
  const stored = JSON.parse(JSON.stringify(s)) as Scheduler<unknown>;
  try {
    expect(stored).toStrictEqual(s);
  } catch {
    return "stored state differs from the one in memory";
  }
  // (An encounter everyone has left has no round to move on to.)
  if (s.state.phase === "running" && s.state.combatants.length > 0 && c.policy.roundOver(s.state)) return "a round the policy calls over lingers";
  return storedSchedulerProblem(c.policy, stored) ?? c.invariant(s);
}

/** Play `steps` random commands from `start`, then undo all the ledger keeps; tally everything. */
function play(c: Case, start: Scheduler<unknown>, seed: number, steps: number): Scheduler<unknown> {
  const r = rng(seed);
  const dice = seededDice(seed);
  let s = start;
  const before = new Map<number, Scheduler<unknown>["state"]>();
  for (let i = 0; i < steps; i++) {
    const command = randomCommand(c, s, r);
    tally.commands++;
    try {
      const next = dispatch(c.policy, s, command, dice).scheduler;
      before.set(next.ledger.at(-1)!.seq, s.state);
      s = next;
      tally.accepted++;
      const broken = invariantOf(c, s);
      if (broken) tally.invariantBreaks.push(`${c.ruleset} after ${JSON.stringify(command)}: ${broken}`);
    } catch (err) {
      tally.refused++;
      classify(err, `${c.ruleset} ${JSON.stringify(command)}`);
    }
    checkPollution();
  }
  // Undo everything the ledger keeps: back to the state before its oldest step, exactly.
  const kept = activeSteps(s.ledger);
  let u = s;
  try {
    while (activeSteps(u.ledger).length > 0) u = undo(u).scheduler;
    const oldest = kept[0] && before.get(kept[0].seq);
    if (oldest) {
      try {
        expect(u.state).toStrictEqual(oldest);
      } catch {
        tally.invariantBreaks.push(`${c.ruleset}: undoing every kept step did not restore the state before them`);
      }
    }
  } catch (err) {
    classify(err, `${c.ruleset} undo`);
  }
  checkPollution();
  return s;
}

function startOf(c: Case): Scheduler<unknown> {
  let s = createScheduler(c.policy, c.options);
  for (const command of c.setup) s = dispatch(c.policy, s, command, seededDice(1)).scheduler;
  return s;
}

/** Replace, delete or poison one value somewhere in a stored scheduler. */
function mutate(value: unknown, r: Rng): unknown {
  const clone = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clone);
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) Object.defineProperty(out, k, { value: clone(x), enumerable: true, writable: true, configurable: true });
    return out;
  };
  const copy = clone(value);
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(copy, []);
  const path = r.pick(paths.slice(1));
  let parent = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const poison: unknown[] = [
    null, 0, -1, 1e9, 1.5, "", "x", "a", true, [], {}, [1, 2], { x: 1 }, NaN, 10n,
    JSON.parse('{"__proto__": {"polluted": true}}'), ["__proto__", "polluted"], ["constructor", "prototype", "polluted"],
  ];
  if (r.chance(0.2) && !Array.isArray(parent)) delete parent[last];
  else parent[last] = r.pick(poison);
  return copy;
}

const totals = { commands: 0, accepted: 0, mutants: 0, mutantsAccepted: 0 };
beforeEach(() => {
  for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += tally[k];
  Object.assign(tally, { commands: 0, accepted: 0, refused: 0, crashes: [], pollution: 0, invariantBreaks: [], mutants: 0, mutantsAccepted: 0 });
});
afterAll(() => {
  for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += tally[k];
  if (process.env.FUZZ_STATS) console.log(totals);
});

describe("fuzz: random command streams at every turn policy", () => {
  it.each(cases)("$ruleset: no crash, no pollution, no invariant break", (c) => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => void play(c, startOf(c), seed, 120)), { numRuns: RUNS, seed: 17 });
    expect(tally.crashes).toEqual([]);
    expect(tally.invariantBreaks).toEqual([]);
    expect(tally.pollution).toBe(0);
    expect(tally.accepted).toBeGreaterThan(0);
  });
});

describe("fuzz: malformed stored states at normaliseScheduler", () => {
  it.each(cases)("$ruleset: every mutant is rejected or runs without a crash", (c) => {
    const sound = play(c, startOf(c), 99, 60);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const r = rng(seed);
        let mutant: unknown = sound;
        for (let k = 1 + Math.floor(r.next() * 2); k > 0; k--) mutant = mutate(mutant, r);
        tally.mutants++;
        let n: ReturnType<typeof normaliseScheduler>;
        try {
          n = normaliseScheduler(c.ruleset, mutant, c.options, sound);
        } catch (err) {
          tally.crashes.push(`normaliseScheduler threw: ${String(err)}`);
          return;
        }
        checkPollution();
        if (n.problem !== null) {
          expect(n.scheduler).toBe(sound); // the last good state is kept
          return;
        }
        tally.mutantsAccepted++;
        play(c, n.scheduler, seed, 15);
      }),
      { numRuns: RUNS * 25, seed: 171 },
    );
    expect(tally.crashes).toEqual([]);
    expect(tally.invariantBreaks).toEqual([]);
    expect(tally.pollution).toBe(0);
  });
});
