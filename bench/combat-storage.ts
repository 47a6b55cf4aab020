/**
 * `npm run bench` (combat storage part, issue 31): fights played through the tracker's storage layer, step by step as
 * the GM's client does it: each command is a request (run-step.ts runStep, 16-character ids, dice from a seeded
 * source), its store written as the smallest update (stored.ts writeUpdate), and that update differenced and merged
 * the way Foundry does (the Foundry double's diffObject / mergeObject, test/double/utils.ts), then read back and
 * checked (readStore) before the next step. Prints, each next to its target:
 * - bytes per step of the update as sent to every client (its differential data, with core's round and turn): median,
 *   and spread min / p90 / max, for a 12-combatant 5-round fight per ruleset (target: median ≤ 1 KiB);
 * - the stored system data's size taken after EVERY step of a 100-combatant 10-round fight (target: max ≤ 64 KiB).
 * Deletions are written in v13's form (`-=key: null`). Sizes are reported, never asserted.
 */
import { corePointer, turnOrder } from "../module/combat/pointer";
import { runStep, type CombatStore } from "../module/combat/run-step";
import { readStore, writeUpdate, type StoredCombat } from "../module/combat/stored";
import { freshScheduler } from "../module/data/combat/flow";
import { turnPolicyFor } from "../module/data/combat/policies";
import { seededDice } from "../module/engine/dice/source";
import { countdown } from "../module/engine/rulesets/tactica/turn-policy";
import type { TacticaTurnData } from "../module/engine/rulesets/tactica/turn-fighters";
import type { FactionsTurnData } from "../module/engine/rulesets/factions/turn-characters";
import type { FrozenLandsTurnData } from "../module/engine/rulesets/frozen-lands/turn-policy";
import type { SixSecondsTurnData } from "../module/engine/rulesets/six-seconds/turn-fighters";
import type { SchedulerState, TurnCommand } from "../module/engine/turns";
import { trackerViewFor } from "../module/rulesets/tracker-views";
import type { RulesetId } from "../module/schema/choices";
import { deepClone, diffObject, mergeObject } from "../test/double/utils";

const TARGET_STEP_BYTES = 1024;
const TARGET_STORED_BYTES = 64 * 1024;
const GM = { isGM: true, owns: () => true };
const v13Deletion = (key: string): [string, unknown] => [`-=${key}`, null];
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

/** 16-character ids, as Foundry's randomID makes them (deterministic here, so runs compare). */
function ids(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `cbt${String(i).padStart(4, "0")}${"Zq7xW9kL0".slice(0, 9)}`);
}
let requestCount = 0;
const requestId = () => `req${String(++requestCount).padStart(13, "0")}`;

interface Plan {
  options?: unknown;
  entrants: (ids: string[]) => Record<string, unknown>[];
  startArgs?: Record<string, unknown>;
  next: (state: SchedulerState<never>) => TurnCommand;
}

const PLANS: Record<RulesetId, Plan> = {
  "six-seconds": {
    entrants: (xs) => xs.map((id, i) => ({ id, name: `Fighter ${i}`, reflex: i % 5, dexterity: i % 3 })),
    next: (s) => {
      const st = s as SchedulerState<SixSecondsTurnData>;
      const id = st.active!;
      const f = st.data.fighters[id]!;
      return f.spent < 4 && !f.ongoing ? { type: "act", combatant: id, key: "move" } : { type: "endTurn", combatant: id };
    },
  },
  "frozen-lands": {
    entrants: (xs) => xs.map((id, i) => (i % 2 === 0 ? { id, name: `Hero ${i}`, side: "player", agility: 3 } : { id, name: `Foe ${i}`, side: "enemy", initiative: i % 7, agility: 2 })),
    next: (s) => {
      const st = s as SchedulerState<FrozenLandsTurnData>;
      const d = st.data;
      if (d.pendingTies) {
        const players = st.combatants.filter((c) => d.fighters[c.id]!.side === "player").map((c) => c.id);
        return { type: "chooseOrder", order: players.sort((a, b) => d.fighters[b]!.initiative! - d.fighters[a]!.initiative!) };
      }
      const id = st.active!;
      const f = d.fighters[id]!;
      return f.usedThisTurn.length < 2 ? { type: "act", combatant: id, action: f.usedThisTurn.length === 0 ? "move" : "attack" } : { type: "endTurn", combatant: id };
    },
  },
  factions: {
    options: { factions: ["players", "enemies"] },
    entrants: (xs) => xs.map((id, i) => ({ id, name: `Fighter ${i}`, faction: i % 2 === 0 ? "players" : "enemies" })),
    startArgs: { initiative: "players" },
    next: (s) => {
      const st = s as SchedulerState<FactionsTurnData>;
      const d = st.data;
      if (d.first === null) return { type: "chooseFirst", faction: "players" };
      const id = st.active;
      if (id !== null) return d.characters[id]!.turn.main === 0 ? { type: "act", combatant: id, kind: "main", name: "attack" } : { type: "endTurn", combatant: id };
      const ready = Object.keys(d.characters).find((c) => d.characters[c]!.faction === d.current && !d.characters[c]!.acted);
      return ready ? { type: "activate", combatant: ready } : { type: "pass", faction: d.current! };
    },
  },
  tactica: {
    entrants: (xs) => xs.map((id, i) => ({ id, name: `Fighter ${i}`, side: i % 2 === 0 ? "player" : "npc", dice: 3 })),
    next: (s) => {
      const st = s as SchedulerState<TacticaTurnData>;
      const who = countdown(st)[0]!;
      const f = st.data.fighters[who]!;
      const best = Math.max(...f.dice);
      if (st.data.refreshBy !== null && (who.endsWith("3") || best === 1)) return { type: "keep", combatant: who };
      return { type: "act", combatant: who, action: { name: "strike", cost: best > 1 ? 2 : 1 } };
    },
  },
};

interface Figures {
  steps: number;
  sent: number[];
  storedMax: number;
  /** The largest stored record's parts: state, ledger, requests (bytes). */
  parts: [number, number, number];
}

/**
 * Play `rounds` rounds of `n` combatants: the start (every entrant added, then started: one save, as FrayCombat's
 * frayStart), then one saved step per command until the round after the last begins.
 */
async function play(ruleset: RulesetId, n: number, rounds: number): Promise<Figures> {
  const plan = PLANS[ruleset];
  const view = trackerViewFor(ruleset);
  const dice = seededDice(20261128);
  const roll = async (sides: number) => dice.roll(sides);
  const combatantIds = ids(n);
  // The Combat document as the database holds it: core's round and turn, and Fray's system data.
  let doc: { round: number; turn: number | null; system: StoredCombat } = { round: 0, turn: null, system: { ruleset: "", state: {}, ledger: {}, requests: {}, unreadable: "" } };
  const sent: number[] = [];
  let storedMax = 0;
  let parts: Figures["parts"] = [0, 0, 0];
  const read = (): CombatStore => {
    const r = readStore(ruleset, doc.system, plan.options);
    if (r.problem) throw new Error(`${ruleset}: the stored fight does not read back: ${r.problem}`);
    return r.store.scheduler.state.phase === "setup" ? { ...r.store, scheduler: freshScheduler(ruleset, plan.options) } : r.store;
  };
  const save = (store: CombatStore) => {
    const state = store.scheduler.state;
    const order = turnOrder(turnPolicyFor(ruleset).lineup(state).map((s) => s.id), combatantIds);
    const pointer = corePointer(state, order);
    const update = { system: writeUpdate(ruleset, doc.system, store, v13Deletion), round: pointer.round, turn: pointer.turn };
    // What the server sends every client: the update differenced against the stored document (document.ts, h.sent).
    const changed = diffObject(doc as unknown as Record<string, unknown>, deepClone(update));
    sent.push(bytes({ ...changed, _id: "cmbt0000Zq7xW9kL" }));
    doc = mergeObject(deepClone(doc) as unknown as Record<string, unknown>, changed, { performDeletions: true }) as unknown as typeof doc;
    const stored = bytes(doc.system);
    if (stored > storedMax) {
      storedMax = stored;
      parts = [bytes(doc.system.state), bytes(doc.system.ledger), bytes(doc.system.requests)];
    }
  };
  const step = async (store: CombatStore, command: TurnCommand): Promise<CombatStore> => {
    const out = await runStep(ruleset, view, store, { requestId: requestId(), command, undo: false }, GM, roll);
    if (out.status !== "done") throw new Error(`${ruleset}: ${command.type} was ${out.status}${out.status === "refused" ? `: ${JSON.stringify(out.reason)}` : ""}`);
    return out.store;
  };
  let store = read();
  for (const combatant of plan.entrants(combatantIds)) store = await step(store, { type: "addCombatant", combatant });
  store = await step(store, { ...plan.startArgs, type: "start" });
  save(store);
  let guard = 0;
  while (store.scheduler.state.round <= rounds && guard++ < 100_000) {
    store = await step(read(), plan.next(store.scheduler.state as SchedulerState<never>));
    save(store);
  }
  return { steps: sent.length, sent, storedMax, parts };
}

const pct = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const size = (b: number) => (b >= 1024 ? `${(b / 1024).toFixed(1)} KiB` : `${b} B`);
const mark = (ok: boolean) => (ok ? "MET" : "NOT MET");
const RULESET_IDS: RulesetId[] = ["six-seconds", "frozen-lands", "factions", "tactica"];

export async function combatStorageBench(only: readonly string[] = []): Promise<string[]> {
  const rulesets = RULESET_IDS.filter((r) => only.length === 0 || only.includes(r));
  const rows = [
    "Combat storage: bytes per step of the update sent to every client (12 combatants, 5 rounds; the start included)",
    `${"ruleset".padEnd(14)} ${"steps".padStart(6)}  ${"median".padStart(9)}  ${"min".padStart(8)} ${"p90".padStart(8)} ${"max".padStart(9)}  target median ≤ 1 KiB`,
  ];
  for (const ruleset of rulesets) {
    const f = await play(ruleset, 12, 5);
    const s = [...f.sent].sort((a, b) => a - b);
    const median = pct(s, 0.5);
    rows.push(`${ruleset.padEnd(14)} ${String(f.steps).padStart(6)}  ${size(median).padStart(9)}  ${size(s[0]!).padStart(8)} ${size(pct(s, 0.9)).padStart(8)} ${size(s.at(-1)!).padStart(9)}  ${mark(median <= TARGET_STEP_BYTES)}`);
  }
  rows.push(
    "Combat storage: stored system data, taken after every step (100 combatants, 10 rounds)",
    `${"ruleset".padEnd(14)} ${"steps".padStart(6)}  ${"largest".padStart(9)}  target ≤ 64 KiB at every step   ${"sent median".padStart(11)} ${"p90".padStart(8)}   largest as state + ledger + requests`,
  );
  for (const ruleset of rulesets) {
    const f = await play(ruleset, 100, 10);
    const s = [...f.sent].sort((a, b) => a - b);
    rows.push(`${ruleset.padEnd(14)} ${String(f.steps).padStart(6)}  ${size(f.storedMax).padStart(9)}  ${mark(f.storedMax <= TARGET_STORED_BYTES).padEnd(31)} ${size(pct(s, 0.5)).padStart(11)} ${size(pct(s, 0.9)).padStart(8)}   ${f.parts.map(size).join(" + ")}`);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) for (const row of await combatStorageBench(process.argv.slice(2))) console.log(row);
