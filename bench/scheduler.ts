/**
 * Scheduler part of `npm run bench`: 100 combatants over 10 rounds in each ruleset, driven by the engine's own
 * scheduler, with Foundry's 16-character ids. Each command is timed in blocks of BLOCK consecutive commands (Chromium's
 * clock is too coarse for one), and the p50 of the per-command means is judged against issue 31's target of 50 µs,
 * through its ratio to the reference loop (reference.ts). The stored scheduler's JSON size is taken after every step,
 * in a run of its own so the timed run does no extra work. Runs in Node and in Chromium alike.
 */
import { seededDice, type DiceSource } from "../module/engine/dice/source";
import { factionsTurnPolicy } from "../module/engine/rulesets/factions/turn-policy";
import { frozenLandsTurnPolicy } from "../module/engine/rulesets/frozen-lands/turn-policy";
import { sixSecondsTurnPolicy } from "../module/engine/rulesets/six-seconds/turn-policy";
import { countdown, tacticaTurnPolicy } from "../module/engine/rulesets/tactica/turn-policy";
import { createScheduler, dispatch, type Scheduler, type TurnCommand, type TurnPolicy } from "../module/engine/turns";
import { spreadOf, type Spread } from "./measure";
import { timeReference } from "./reference";
import type { Figure, Section } from "./report";

const COMBATANTS = 100;
const ROUNDS = 10;
const TARGET_P50_NS = 50_000;
/** Commands per timed block. */
const BLOCK = 8;

interface Played {
  commands: number;
  /** Time per command, as the mean of each block of BLOCK commands. */
  perCommand: Spread;
  /** Each block's time per command over the reference loop run right after it. */
  ref: Spread;
}

/** Foundry's document ids: 16 letters and digits, here from a seeded source. */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function foundryId(dice: DiceSource): string {
  let id = "";
  for (let i = 0; i < 16; i++) id += ALPHABET[dice.roll(ALPHABET.length) - 1];
  return id;
}

type Next<D> = (s: Scheduler<D>) => TurnCommand;

interface Fight<D> {
  policy: TurnPolicy<D>;
  options: unknown;
  setup: TurnCommand[];
  next: Next<D>;
}

const SEED = 20251123;

/**
 * Play until round ROUNDS + 1 begins, `next` picking each command from the state, untimed: the play commands in order,
 * and the largest stored size (UTF-8 JSON bytes of the whole scheduler) after any step, setup included.
 */
export function record<D>({ policy, options, setup, next }: Fight<D>): { commands: TurnCommand[]; bytes: number } {
  const encoder = new TextEncoder();
  const dice = seededDice(SEED);
  let bytes = 0;
  let s = createScheduler(policy, options);
  const step = (command: TurnCommand) => {
    s = dispatch(policy, s, command, dice).scheduler;
    bytes = Math.max(bytes, encoder.encode(JSON.stringify(s)).length);
  };
  for (const c of setup) step(c);
  const commands: TurnCommand[] = [];
  while (s.state.round <= ROUNDS && commands.length < 100_000) {
    const c = next(s);
    commands.push(c);
    step(c);
  }
  return { commands, bytes };
}

/**
 * The same fight again (same seed, same commands), every block of BLOCK play commands timed as one, and each block
 * followed by a run of the reference loop, so each block has its own ratio (as timeSync's samples do).
 */
export function timedReplay<D>({ policy, options, setup }: Fight<D>, commands: readonly TurnCommand[]): Played {
  const dice = seededDice(SEED);
  let s = createScheduler(policy, options);
  for (const c of setup) s = dispatch(policy, s, c, dice).scheduler;
  const perCommand: number[] = [];
  const ratios: number[] = [];
  for (let at = 0; at < commands.length; at += BLOCK) {
    const end = Math.min(at + BLOCK, commands.length);
    const start = performance.now();
    for (let i = at; i < end; i++) s = dispatch(policy, s, commands[i]!, dice).scheduler;
    const t = ((performance.now() - start) * 1e6) / (end - at);
    perCommand.push(t);
    ratios.push(t / timeReference());
  }
  return { commands: commands.length, perCommand: spreadOf(perCommand), ref: spreadOf(ratios) };
}

/** 16-character ids, as Foundry's; the same ones in every run. */
const ids = (() => {
  const dice = seededDice(31);
  return Array.from({ length: COMBATANTS }, () => foundryId(dice));
})();
const add = (combatant: Record<string, unknown>): TurnCommand => ({ type: "addCombatant", combatant });

function sixSeconds(): Fight<unknown> {
  const setup = [...ids.map((id, i) => add({ id, name: `Fighter ${i}`, reflex: i % 5, dexterity: i % 3 })), { type: "start" }];
  return fight(sixSecondsTurnPolicy, undefined, setup, (s) => {
    const id = s.state.active!;
    const f = s.state.data.fighters[id]!;
    // Two 2-second actions, then the rest of the turn passes.
    return f.spent < 4 && !f.ongoing ? { type: "act", combatant: id, key: "move" } : { type: "endTurn", combatant: id };
  });
}

function frozenLands(): Fight<unknown> {
  const setup = ids.map((id, i) => add(i % 2 === 0 ? { id, name: `Hero ${i}`, side: "player", agility: 3 } : { id, name: `Foe ${i}`, side: "enemy", initiative: i % 7, agility: 2 }));
  return fight(frozenLandsTurnPolicy, undefined, [...setup, { type: "start" }], (s) => {
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

function factions(): Fight<unknown> {
  const setup = ids.map((id, i) => add({ id, name: `Fighter ${i}`, faction: i % 2 === 0 ? "players" : "enemies" }));
  return fight(factionsTurnPolicy, { factions: ["players", "enemies"] }, [...setup, { type: "start", initiative: "players" }], (s) => {
    const d = s.state.data;
    if (d.first === null) return { type: "chooseFirst", faction: "players" };
    const id = s.state.active;
    if (id !== null) return d.characters[id]!.turn.main === 0 ? { type: "act", combatant: id, kind: "main", name: "attack" } : { type: "endTurn", combatant: id };
    const ready = Object.keys(d.characters).find((c) => d.characters[c]!.faction === d.current && !d.characters[c]!.acted);
    return ready ? { type: "activate", combatant: ready } : { type: "pass", faction: d.current! };
  });
}

function tactica(): Fight<unknown> {
  const setup = ids.map((id, i) => add({ id, name: `Fighter ${i}`, side: i % 2 === 0 ? "player" : "npc", dice: 3 }));
  // In a refresh every tenth fighter (from the fourth) keeps a die rather than acting.
  const keepers = new Set(ids.filter((_, i) => i % 10 === 3));
  return fight(tacticaTurnPolicy, undefined, [...setup, { type: "start" }], (s) => {
    const who = countdown(s.state)[0]!;
    const f = s.state.data.fighters[who]!;
    // Otherwise pay one die's pips (a 1 cannot pay, so cost 1 is a die).
    const best = Math.max(...f.dice);
    if (s.state.data.refreshBy !== null && (keepers.has(who) || best === 1)) return { type: "keep", combatant: who };
    return { type: "act", combatant: who, action: { name: "strike", cost: best > 1 ? 2 : 1 } };
  });
}

/** A fight of one policy, its data type erased so the four can sit in one list. */
function fight<D>(policy: TurnPolicy<D>, options: unknown, setup: TurnCommand[], next: Next<D>): Fight<unknown> {
  return { policy, options, setup, next } as unknown as Fight<unknown>;
}

export const SCHEDULER_RULESETS = { "six-seconds": sixSeconds, "frozen-lands": frozenLands, factions, tactica } as const;

/** `only` names the rulesets to run (all when empty): `npx tsx bench/scheduler.ts tactica` to look at one. */
export function schedulerSection(only: readonly string[] = []): Section {
  const figures: Figure[] = [];
  for (const [name, make] of Object.entries(SCHEDULER_RULESETS)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const f = make();
    const { commands, bytes } = record(f);
    timedReplay(f, commands); // warm-up run for the JIT
    const played = timedReplay(f, commands);
    figures.push(
      { name: `${name}: per command (${played.commands} commands)`, spread: played.perCommand, ref: played.ref, unit: "time", target: TARGET_P50_NS },
      // The engine's scheduler as one JSON value: what a Combat stored before the ledger (issue 31). A Combat now stores
      // state + keyed ledger, judged against 64 KiB in the Combat storage section; this is the size that saves.
      { name: `${name}: engine scheduler as one JSON (old storage)`, spread: { min: bytes, median: bytes, max: bytes }, unit: "bytes", target: null },
    );
  }
  return { title: `Turn scheduler: ${COMBATANTS} combatants over ${ROUNDS} rounds (time per command as the mean of each ${BLOCK} in a row; p50 judged)`, figures };
}
