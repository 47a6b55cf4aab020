/**
 * `npm run bench` (scheduler part): 100 combatants over 10 rounds in each ruleset, driven by the engine's own
 * scheduler. Prints the time each command takes (min, p50, max) and the stored scheduler's size in JSON bytes, each
 * next to its target (issue #11: ≤ 50 µs p50 per command, ≤ 64 KiB stored). Timings are reported, never asserted.
 */
import { seededDice } from "../module/engine/dice/source";
import { factionsTurnPolicy } from "../module/engine/rulesets/factions/turn-policy";
import { frozenLandsTurnPolicy } from "../module/engine/rulesets/frozen-lands/turn-policy";
import { sixSecondsTurnPolicy } from "../module/engine/rulesets/six-seconds/turn-policy";
import { countdown, tacticaTurnPolicy } from "../module/engine/rulesets/tactica/turn-policy";
import { createScheduler, dispatch, type Scheduler, type TurnCommand, type TurnPolicy } from "../module/engine/turns";

const COMBATANTS = 100;
const ROUNDS = 10;
const TARGET_P50_NS = 50_000;
const TARGET_BYTES = 64 * 1024;

interface Figures {
  commands: number;
  min: number;
  p50: number;
  max: number;
  /** Largest stored size seen at a round's start and at the end, in JSON bytes. */
  bytes: number;
}

/** Play until round ROUNDS + 1 begins; `next` picks each command from the state. Times every dispatch. */
function play<D>(policy: TurnPolicy<D>, options: unknown, setup: TurnCommand[], next: (s: Scheduler<D>) => TurnCommand): Figures {
  const dice = seededDice(20251123);
  let s = createScheduler(policy, options);
  const times: number[] = [];
  let bytes = 0;
  const run = (command: TurnCommand) => {
    const start = process.hrtime.bigint();
    s = dispatch(policy, s, command, dice).scheduler;
    times.push(Number(process.hrtime.bigint() - start));
  };
  // The size is taken at every round's start (the state is largest then, with the history of a whole round behind it).
  let measured = -1;
  const measure = () => {
    if (s.state.round === measured) return;
    measured = s.state.round;
    bytes = Math.max(bytes, Buffer.byteLength(JSON.stringify(s)));
  };
  for (const c of setup) run(c);
  let guard = 0;
  while (s.state.round <= ROUNDS && guard++ < 100_000) {
    run(next(s));
    measure();
  }
  measured = -1;
  measure();
  // The setup commands (one per combatant) are timed too, but the figures are about play: drop them.
  const playTimes = times.slice(setup.length).sort((a, b) => a - b);
  return { commands: playTimes.length, min: playTimes[0]!, p50: playTimes[Math.floor(playTimes.length / 2)]!, max: playTimes.at(-1)!, bytes };
}

const ids = Array.from({ length: COMBATANTS }, (_, i) => `c${String(i).padStart(3, "0")}`);
const add = (combatant: Record<string, unknown>): TurnCommand => ({ type: "addCombatant", combatant });

function sixSeconds(): Figures {
  const setup = [...ids.map((id, i) => add({ id, name: `Fighter ${i}`, reflex: i % 5, dexterity: i % 3 })), { type: "start" }];
  return play(sixSecondsTurnPolicy, undefined, setup, (s) => {
    const id = s.state.active!;
    const f = s.state.data.fighters[id]!;
    // Two 2-second actions, then the rest of the turn passes.
    return f.spent < 4 && !f.ongoing ? { type: "act", combatant: id, key: "move" } : { type: "endTurn", combatant: id };
  });
}

function frozenLands(): Figures {
  const setup = ids.map((id, i) => add(i % 2 === 0 ? { id, name: `Hero ${i}`, side: "player", agility: 3 } : { id, name: `Foe ${i}`, side: "enemy", initiative: i % 7, agility: 2 }));
  return play(frozenLandsTurnPolicy, undefined, [...setup, { type: "start" }], (s) => {
    const d = s.state.data;
    if (d.pendingTies) {
      const players = s.state.combatants.filter((c) => d.fighters[c.id]!.side === "player").map((c) => c.id);
      return { type: "chooseOrder", order: players.sort((a, b) => d.fighters[b]!.initiative! - d.fighters[a]!.initiative!) };
    }
    const id = s.state.active!;
    const f = d.fighters[id]!;
    return f.usedThisTurn.length < 2 ? { type: "act", combatant: id, action: f.usedThisTurn.length === 0 ? "move" : "attack" } : { type: "endTurn", combatant: id };
  });
}

function factions(): Figures {
  const setup = ids.map((id, i) => add({ id, name: `Fighter ${i}`, faction: i % 2 === 0 ? "players" : "enemies" }));
  return play(factionsTurnPolicy, { factions: ["players", "enemies"] }, [...setup, { type: "start", initiative: "players" }], (s) => {
    const d = s.state.data;
    if (d.first === null) return { type: "chooseFirst", faction: "players" };
    const id = s.state.active;
    if (id !== null) return d.characters[id]!.turn.main === 0 ? { type: "act", combatant: id, kind: "main", name: "attack" } : { type: "endTurn", combatant: id };
    const ready = Object.keys(d.characters).find((c) => d.characters[c]!.faction === d.current && !d.characters[c]!.acted);
    return ready ? { type: "activate", combatant: ready } : { type: "pass", faction: d.current! };
  });
}

function tactica(): Figures {
  const setup = ids.map((id, i) => add({ id, name: `Fighter ${i}`, side: i % 2 === 0 ? "player" : "npc", dice: 3 }));
  return play(tacticaTurnPolicy, undefined, [...setup, { type: "start" }], (s) => {
    const who = countdown(s.state)[0]!;
    const f = s.state.data.fighters[who]!;
    // In a refresh every other third keeps a die; otherwise pay one die's pips (a 1 cannot pay, so cost 1 is a die).
    const best = Math.max(...f.dice);
    if (s.state.data.refreshBy !== null && (who.endsWith("3") || best === 1)) return { type: "keep", combatant: who };
    return { type: "act", combatant: who, action: { name: "strike", cost: best > 1 ? 2 : 1 } };
  });
}

const fmt = (ns: number) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(1)} µs`);
const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
const mark = (ok: boolean) => (ok ? "MET" : "NOT MET");

/** `only` names the rulesets to run (all when empty): `npx tsx bench/scheduler.ts tactica` to profile one. */
export function schedulerBench(only: readonly string[] = []): string[] {
  const rows = [
    `Turn scheduler: ${COMBATANTS} combatants over ${ROUNDS} rounds per ruleset (per command: min / p50 / max; stored state: largest JSON size)`,
    `${"ruleset".padEnd(14)} ${"commands".padStart(8)}  ${"min".padStart(9)} ${"p50".padStart(9)} ${"max".padStart(9)}  target p50 ≤ 50 µs   ${"stored".padStart(10)}  target ≤ 64 KiB`,
  ];
  const cases: [string, () => Figures][] = [["six-seconds", sixSeconds], ["frozen-lands", frozenLands], ["factions", factions], ["tactica", tactica]];
  for (const [name, bench] of cases) {
    if (only.length > 0 && !only.includes(name)) continue;
    bench(); // warm-up run for the JIT
    const f = bench();
    rows.push(
      `${name.padEnd(14)} ${String(f.commands).padStart(8)}  ${fmt(f.min).padStart(9)} ${fmt(f.p50).padStart(9)} ${fmt(f.max).padStart(9)}  ${mark(f.p50 <= TARGET_P50_NS).padEnd(19)} ${kib(f.bytes).padStart(10)}  ${mark(f.bytes <= TARGET_BYTES)}`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) for (const row of schedulerBench(process.argv.slice(2))) console.log(row);
