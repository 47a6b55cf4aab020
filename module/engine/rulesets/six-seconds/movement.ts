/**
 * six-seconds movement on the grid: a 1-second move covers up to your speed (rounded half up to whole squares),
 * a run covers up to triple speed per second in a straight line for at least 3 seconds, and difficult terrain costs
 * double (triple on a diagonal), or triple in the GM's extreme cases.
 */
import { metresToSquares, roundHalfUp } from "./scale";

export type Terrain = "normal" | "difficult" | "extreme";

/** Squares a step into a square of this terrain costs: [orthogonal, diagonal]. */
export type TerrainCosts = Record<Terrain, readonly [number, number]>;

/**
 * The text: difficult terrain counts as two squares, three on diagonals; extreme cases triple. The text gives no
 * diagonal for extreme: we keep the same "one more on a diagonal" as difficult terrain (4). Tables can override.
 */
export const DEFAULT_TERRAIN_COSTS: TerrainCosts = Object.freeze({
  normal: [1, 1] as const,
  difficult: [2, 3] as const,
  extreme: [3, 4] as const,
});

export interface Step {
  dx: number;
  dy: number;
  /** Terrain of the square entered; "normal" when omitted. */
  terrain?: Terrain;
}

/** Whole squares one 1-second move covers: speed in metres over the square size, 0.5 and up rounded up. */
export function squaresPerMove(speedMetres: number, scale = 0): number {
  if (typeof speedMetres !== "number" || !Number.isFinite(speedMetres) || speedMetres < 0) {
    throw new RangeError(`speed must be a finite number of metres ≥ 0, got ${String(speedMetres)}`);
  }
  return roundHalfUp(metresToSquares(speedMetres, scale));
}

function checkStep(step: Step, i: number): void {
  const { dx, dy } = step;
  if (![-1, 0, 1].includes(dx) || ![-1, 0, 1].includes(dy) || (dx === 0 && dy === 0)) {
    throw new RangeError(`step ${i + 1} must move one square (dx, dy in −1…1, not both 0), got (${dx}, ${dy})`);
  }
  const t = step.terrain ?? "normal";
  if (t !== "normal" && t !== "difficult" && t !== "extreme") throw new RangeError(`step ${i + 1} has unknown terrain "${String(t)}"`);
}

/**
 * How diagonals on normal ground count: "equidistant" (1 each, the text's default reading) or "alternating"
 * (1, 2, 1, 2 … as on a grid set to alternating diagonals).
 */
export type DiagonalRule = "equidistant" | "alternating";

export interface MovementOptions {
  costs?: TerrainCosts;
  diagonals?: DiagonalRule;
}

/** Movement cost of a path in squares. */
export function pathCost(steps: readonly Step[], opts: MovementOptions = {}): number {
  const costs = opts.costs ?? DEFAULT_TERRAIN_COSTS;
  const rule = opts.diagonals ?? "equidistant";
  if (rule !== "equidistant" && rule !== "alternating") throw new RangeError(`unknown diagonal rule "${String(rule)}"`);
  let sum = 0;
  let normalDiagonals = 0;
  steps.forEach((s, i) => {
    checkStep(s, i);
    const diagonal = s.dx !== 0 && s.dy !== 0;
    const terrain = s.terrain ?? "normal";
    let cost = costs[terrain][diagonal ? 1 : 0];
    // Alternating: every second diagonal over normal ground costs one more (difficult diagonals keep their table cost).
    if (diagonal && terrain === "normal" && rule === "alternating" && ++normalDiagonals % 2 === 0) cost += 1;
    sum += cost;
  });
  return sum;
}

export interface MoveCheck {
  allowed: boolean;
  /** Squares the path costs. */
  cost: number;
  /** Squares the action allows. */
  budget: number;
  /** Seconds the action takes. */
  seconds: number;
  reasons: string[];
}

/** A 1-second move: any path whose cost fits the squares one move covers. */
export function checkMove(steps: readonly Step[], speedMetres: number, scale = 0, opts: MovementOptions = {}): MoveCheck {
  const budget = squaresPerMove(speedMetres, scale);
  const cost = pathCost(steps, opts);
  const reasons = cost > budget ? [`the path costs ${cost} squares but one move covers ${budget}`] : [];
  return { allowed: reasons.length === 0, cost, budget, seconds: 1, reasons };
}

/** The least run: 3 seconds in one straight line. */
export const MIN_RUN_SECONDS = 3;
export const RUN_MULTIPLIER = 3;

/**
 * A run of `seconds` (≥ 3): up to triple speed per second, every step in the same direction, no difficult or
 * extreme terrain. A run need not use its whole budget.
 */
export function checkRun(steps: readonly Step[], speedMetres: number, seconds: number, scale = 0, opts: MovementOptions = {}): MoveCheck {
  if (!Number.isInteger(seconds) || seconds < 1) throw new RangeError(`a run lasts a whole number of seconds ≥ 1, got ${seconds}`);
  const perMove = squaresPerMove(speedMetres, scale);
  const budget = perMove * RUN_MULTIPLIER * seconds;
  const cost = pathCost(steps, opts);
  const reasons: string[] = [];
  if (seconds < MIN_RUN_SECONDS) reasons.push(`a run lasts at least ${MIN_RUN_SECONDS} seconds, not ${seconds}`);
  const first = steps[0];
  if (first && steps.some((s) => s.dx !== first.dx || s.dy !== first.dy)) reasons.push("a run must be one straight line");
  if (steps.some((s) => (s.terrain ?? "normal") !== "normal")) reasons.push("you cannot run through difficult terrain");
  if (cost > budget) reasons.push(`the run covers ${cost} squares but ${seconds} s of running allow ${budget}`);
  return { allowed: reasons.length === 0, cost, budget, seconds, reasons };
}
