/**
 * six-seconds moves on the board, in seconds: one second per move of up to speed (less ½ square per point of
 * mobility penalty), running triples the squares a second covers (3 seconds at least, a straight line, no difficult
 * terrain), difficult terrain doubles a square's cost (the engine's path cost: 2, 3 on a diagonal; extreme 3), a
 * staggering load is six seconds a square and a Disabled mover's crawl four. Each charged move also says how far
 * and how fast it went (the tracker keeps the turn's total for the high-speed rules).
 */
import type { MoveBoardContext, MoveCharge, StepCost, StepCostContext } from "../../canvas/board-rules";
import { freeMove } from "../../canvas/board-rules";
import { gridSteps } from "../../canvas/grid-distance";
import { DEFAULT_TERRAIN_COSTS, MIN_RUN_SECONDS, RUN_MULTIPLIER, pathCost, squaresPerMove, type Step, type Terrain } from "../../engine/rulesets/six-seconds/movement";
import { MAX_SCALE, MIN_SCALE, squareMetres } from "../../engine/rulesets/six-seconds/scale";
import { mobilityEffects } from "../../engine/rulesets/six-seconds/encumbrance";
import { deriveSixSeconds } from "./actor";
import type { GridSpec } from "../../canvas/token-data";
import type { ActorSystem } from "../../data/actor/schema";
import type { OwnedItemData } from "../../data/actor/owned-item";
import type { MovedDistance } from "../../applications/combat/tracker-view";
import { targetConditions } from "./situation";
import { stoppingCondition, stoppingKey } from "./condition-acts";
import { allLegsHurt } from "./hurt-limbs";

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale)));

/**
 * Squares one second of movement covers on this board: speed in squares of the creature's own scale, less ½ square
 * per point of mobility penalty (encumbrance, or the armour's: the sheet's field or the equipped armour items),
 * over the board's squares of grid.distance metres.
 */
function perMoveOf(s: ActorSystem["sixSeconds"], items: readonly OwnedItemData[], grid: GridSpec): number {
  const speed = mobilityEffects(deriveSixSeconds(s, items).mobilityPenalty, { walk: s.speed }).speeds["walk"] ?? s.speed;
  return squaresPerMove((speed * squareMetres(clampScale(s.scale))) / grid.distance);
}

/** "He can't walk, but can crawl as a 4SA one square" (Disabled). */
const CRAWL_SECONDS_PER_SQUARE = 4;
/** Disabled, or every leg hurt by a called shot ("the character can only crawl": the text's one priced crawl, 4 s a square). */
const crawls = (statuses: readonly string[] | undefined, stats: ActorSystem) => targetConditions(statuses ?? []).includes("disabled") || allLegsHurt(stats);
const STAGGER_SECONDS_PER_SQUARE = 6;

/**
 * Seconds one square costs a mover whatever its speed: a crawl's 4 (Disabled, or every leg hurt), a staggering load's 6
 * ("More than five encumbrance steps of weight can only stagger at one square per six seconds"); null: its speed
 * prices the move. The board's moves and the tracker's *Move* button read the same.
 */
export function flatSquareSeconds(statuses: readonly string[] | undefined, stats: ActorSystem): number | null {
  if (crawls(statuses, stats)) return CRAWL_SECONDS_PER_SQUARE;
  return deriveSixSeconds(stats.sixSeconds).encumbrance.staggerOnly ? STAGGER_SECONDS_PER_SQUARE : null;
}

function terrainOf(features: readonly string[]): Terrain {
  if (features.includes("extreme")) return "extreme";
  return features.includes("difficult") ? "difficult" : "normal";
}

/**
 * Seconds a Disabled mover's crawl takes: four a square (difficult terrain counted), one square a move, no running.
 * Its 3 seconds a round are the tracker's: a crawl longer than what is left carries into the next turn there.
 */
function crawlCost(out: MoveCharge, squares: number, steps: readonly Step[], mode: string, left: number | undefined): MoveCharge {
  const seconds = squares * CRAWL_SECONDS_PER_SQUARE;
  out.cost = { seconds };
  if (mode === "run") out.reasons.push({ key: "FRAY.Board.Move.CrawlNoRun" });
  if (steps.length > 1) out.reasons.push({ key: "FRAY.Board.Move.CrawlOneSquare" });
  if (left === 0) out.reasons.push({ key: "FRAY.Board.Move.NoSeconds", data: { seconds, left } });
  out.notes.push({ key: "FRAY.Board.Move.CrawlSeconds", data: { seconds } });
  out.allowed = out.reasons.length === 0;
  return out;
}

/** Seconds a staggering mover pays: six a square (path squares, difficult terrain counted), no running. */
function staggerCost(out: MoveCharge, squares: number, mode: string, left: number | undefined): MoveCharge {
  const seconds = squares * STAGGER_SECONDS_PER_SQUARE;
  out.cost = { seconds };
  if (mode === "run") out.reasons.push({ key: "FRAY.Board.Move.StaggerNoRun" });
  if (left !== undefined && seconds > left) out.reasons.push({ key: "FRAY.Board.Move.NoSeconds", data: { seconds, left } });
  out.allowed = out.reasons.length === 0;
  return out;
}

function stepsOf(ctx: MoveBoardContext): Step[] {
  const steps: Step[] = [];
  for (let i = 1; i < ctx.path.length; i++) {
    for (const s of gridSteps(ctx.path[i - 1]!, ctx.path[i]!, ctx.grid)) {
      steps.push({ dx: s.dx, dy: s.dy, terrain: terrainOf(ctx.featuresAt?.(s.x, s.y) ?? []) });
    }
  }
  return steps;
}

function priceMove(ctx: MoveBoardContext, steps: readonly Step[]): MoveCharge {
  const out = freeMove();
  const squares = pathCost(steps);
  if (squares === 0) return out;
  // Broken, Helpless, Unconscious, Stunned …: "He cannot take any actions, move" (condition-acts.ts), in a fight or not.
  const stopped = stoppingCondition(ctx.statuses ?? [], "move");
  if (stopped) return { ...out, allowed: false, always: true, reasons: [{ key: "FRAY.Board.Move.Condition", data: { condition: stoppingKey(stopped) } }] };
  if (crawls(ctx.statuses, ctx.stats)) return crawlCost(out, squares, steps, ctx.mode, ctx.turn?.secondsLeft);
  // "More than five encumbrance steps of weight can only stagger at one square per six seconds", whatever the speed.
  if (deriveSixSeconds(ctx.stats.sixSeconds).encumbrance.staggerOnly) return staggerCost(out, squares, ctx.mode, ctx.turn?.secondsLeft);
  // A mobility penalty takes ½ square off the speed per point (encumbrance, or the armour's).
  const perMove = perMoveOf(ctx.stats.sixSeconds, ctx.items ?? [], ctx.grid);
  if (perMove === 0) return { ...out, allowed: false, reasons: [{ key: "FRAY.Board.Move.NoSpeed" }] };
  let seconds: number;
  if (ctx.mode === "run") {
    seconds = Math.max(MIN_RUN_SECONDS, Math.ceil(squares / (perMove * RUN_MULTIPLIER)));
    const first = steps[0]!;
    if (steps.some((st) => st.dx !== first.dx || st.dy !== first.dy)) out.reasons.push({ key: "FRAY.Board.Move.RunStraight" });
    if (steps.some((st) => st.terrain !== "normal")) out.reasons.push({ key: "FRAY.Board.Move.RunTerrain" });
  } else {
    seconds = Math.ceil(squares / perMove);
  }
  out.cost = { seconds };
  const left = ctx.turn?.secondsLeft;
  if (left !== undefined && seconds > left) out.reasons.push({ key: "FRAY.Board.Move.NoSeconds", data: { seconds, left } });
  out.allowed = out.reasons.length === 0;
  return out;
}

/**
 * How far a move went in the mover's own squares ("Squares use the scale of the creature") and how fast: the
 * squares crossed (a diagonal one, difficult ground too: it slows, it is not longer) in metres over its seconds, and
 * its metres when every step went the same way (a Charge follows "a straight movement of at least 6 metres").
 */
function movedDistance(ctx: MoveBoardContext, steps: readonly Step[], seconds: number): MovedDistance {
  const metres = steps.length * ctx.grid.distance;
  const first = steps[0];
  const straight = first !== undefined && steps.every((s) => s.dx === first.dx && s.dy === first.dy);
  return {
    squares: Math.floor(metres / squareMetres(clampScale(ctx.stats.sixSeconds.scale))),
    metresPerSecond: Math.floor(metres / seconds),
    straightMetres: straight ? Math.floor(metres) : 0,
  };
}

/**
 * How far a forced move (a throw: core's displace, origin to landing) took the creature, in its own squares; its
 * speed is not known (0). Null when it did not move a whole square of its scale.
 */
export function sixSecondsForcedMoved(ctx: MoveBoardContext): MovedDistance | null {
  const metres = stepsOf(ctx).length * ctx.grid.distance;
  const squares = Math.floor(metres / squareMetres(clampScale(ctx.stats.sixSeconds.scale)));
  return squares > 0 ? { squares, metresPerSecond: 0, straightMetres: 0 } : null;
}

/** What a move costs, or why it is refused; a charged move says how far and how fast it went. */
export function sixSecondsMoveCost(ctx: MoveBoardContext): MoveCharge {
  const steps = stepsOf(ctx);
  const charge = priceMove(ctx, steps);
  if (charge.cost.seconds) charge.cost.moved = movedDistance(ctx, steps, charge.cost.seconds);
  return charge;
}

/**
 * Each step costs its squares (difficult terrain 2, 3 on a diagonal: the engine's table) over the squares a second
 * covers (three times as many running); the ruler rounds the sum up to whole seconds, a run to 3 at least.
 */
export function sixSecondsStepCost(ctx: StepCostContext): StepCost {
  // A crawl or a staggering load prices every square at its seconds, as the drop does.
  const flat = flatSquareSeconds(ctx.statuses, ctx.stats);
  const perMove = perMoveOf(ctx.stats.sixSeconds, ctx.items ?? [], ctx.grid) * (ctx.mode === "run" ? RUN_MULTIPLIER : 1);
  const square = (ctx.grid.shape ?? "square") === "square";
  return (a, b) => {
    if (a.x === b.x && a.y === b.y) return 0;
    const diagonal = square && a.x !== b.x && a.y !== b.y;
    const squares = DEFAULT_TERRAIN_COSTS[terrainOf(ctx.featuresAt(b.x, b.y))][diagonal ? 1 : 0];
    if (flat !== null) return squares * flat;
    return perMove === 0 ? Infinity : squares / perMove;
  };
}

/** What a path whose steps sum to `cost` seconds is charged, as the ruler shows it. */
export function sixSecondsRulerCost(cost: number, mode: string): { value: number | null; unit: "seconds" } {
  if (!Number.isFinite(cost)) return { value: null, unit: "seconds" };
  // The steps' fractions of a second are summed in floating point: a hair over a whole second is that second.
  const seconds = cost <= 0 ? 0 : Math.ceil(cost - 1e-9);
  return { value: mode === "run" && seconds > 0 ? Math.max(MIN_RUN_SECONDS, seconds) : seconds, unit: "seconds" };
}
