/**
 * One simulated fight, played by a ruleset's AutoPlay through the scheduler: in simulation mode (one plain state, no
 * ledger) for the odds, or through `dispatch` (the tracker's mode) to check the two agree and to bench the difference.
 */
import type { DiceSource } from "../dice/source";
import { seededDice } from "../dice/source";
import { createScheduler, dispatch } from "../turns/scheduler";
import { simulate } from "../turns/simulate";
import type { TurnPolicy } from "../turns/policy";
import type { SchedulerState, TurnCommand } from "../turns/types";
import type { AutoPlay, SimEntry, SimFight, SimFighter } from "./types";

export type SimMode = "simulate" | "dispatch";

export interface FightOptions {
  seed: number;
  /** The last round played; a fight still going after it is a draw. */
  roundCap: number;
  mode?: SimMode;
  /** The ruleset's rules options, handed to its attack functions and policy. */
  options?: unknown;
  /** Called after every scheduler step with the state (the property test compares the two modes with it). */
  onStep?: (state: SchedulerState<unknown>, command: TurnCommand) => void;
}

export interface FightResult {
  /** The side still standing, or null for a draw (the round cap, or everyone down together). */
  winner: string | null;
  rounds: number;
  /** Ids of the fighters out of the fight at its end. */
  down: string[];
}

/** A fight can take at most this many steps per combatant per round before it counts as a runaway (a bug). */
const STEPS_PER_FIGHTER_ROUND = 40;

interface Stepper<D> {
  readonly state: SchedulerState<D>;
  step(command: TurnCommand): void;
}

function stepper<D>(policy: TurnPolicy<D>, dice: DiceSource, mode: SimMode, options: unknown): Stepper<D> {
  if (mode === "simulate") return simulate(policy, dice, options);
  let scheduler = createScheduler(policy, options);
  return {
    get state() {
      return scheduler.state;
    },
    step(command) {
      scheduler = dispatch(policy, scheduler, command, dice).scheduler;
    },
  };
}

/** The sides in the order their first fighter appears. */
export function sidesOf(entries: readonly SimEntry<unknown>[]): string[] {
  return [...new Set(entries.map((e) => e.side))];
}

export function playFight<D, S, F>(auto: AutoPlay<D, S, F>, entries: readonly SimEntry<S>[], o: FightOptions): FightResult {
  const sides = sidesOf(entries);
  if (sides.length < 2) throw new RangeError(`a fight needs at least two sides, got ${sides.length} (${sides.join(", ") || "none"})`);
  if (auto.maxSides !== undefined && sides.length > auto.maxSides) {
    throw new RangeError(`${auto.policy.id} fights have at most ${auto.maxSides} sides, got ${sides.length} (${sides.join(", ")})`);
  }
  const dice = seededDice(o.seed);
  const fighters: Record<string, SimFighter<F>> = {};
  for (const e of entries) fighters[e.id] = { id: e.id, side: e.side, state: auto.fighter(e, sides) };
  const fight: SimFight<F> = { fighters, sides, options: o.options };
  const sim = stepper(auto.policy, dice, o.mode ?? "simulate", auto.policyOptions(sides, o.options));
  const play = (command: TurnCommand) => {
    sim.step(command);
    o.onStep?.(sim.state as SchedulerState<unknown>, command);
  };
  for (const e of entries) play({ type: "addCombatant", combatant: { ...auto.spec(e, sides), id: e.id, name: e.name } });
  play(auto.start(sides));
  const removed = new Set<string>();
  const list = Object.values(fighters);
  // Fighters still in, per side (kept as they fall rather than counted every step: this loop is the odds' hot path).
  const alive = new Map<string, number>(sides.map((side) => [side, 0]));
  for (const f of list) alive.set(f.side, alive.get(f.side)! + 1);
  let sidesIn = sides.length;
  const limit = STEPS_PER_FIGHTER_ROUND * entries.length * (o.roundCap + 1);
  for (let steps = 0; ; steps++) {
    if (sidesIn <= 1) return { winner: sides.find((side) => alive.get(side)! > 0) ?? null, rounds: sim.state.round, down: [...removed] };
    if (sim.state.round > o.roundCap) return { winner: null, rounds: o.roundCap, down: [...removed] };
    if (steps > limit) throw new Error(`${auto.policy.id} auto-play: no end after ${steps} steps (round ${sim.state.round})`);
    const next = auto.next(sim.state, fight, dice);
    if (Array.isArray(next)) for (const c of next) play(c);
    else play(next as TurnCommand);
    // The defeated leave the order, as the tracker's defeated do.
    for (const f of list) {
      if (!removed.has(f.id) && auto.down(f.state)) {
        removed.add(f.id);
        const left = alive.get(f.side)! - 1;
        alive.set(f.side, left);
        if (left === 0) sidesIn -= 1;
        play({ type: "removeCombatant", combatant: f.id });
      }
    }
  }
}
