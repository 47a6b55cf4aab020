/**
 * Token movement actions, the measured cost of a path, and the ruler's waypoint labels: what the core ruler shows
 * while a token is dragged. Installed by canvas.ts (`CONFIG.Token.movement`, `CONFIG.Token.rulerClass`,
 * `foundry.canvas.placeables.tokens.TokenRuler`). Sources, per behaviour:
 * - CONFIG.Token.movement.actions holds core's actions walk, fly, swim, burrow, climb, crawl, jump, blink and
 *   displace, each `{label, icon, img, order, teleport, measure, walls, visualize, canSelect(token),
 *   getCostFunction(token, options), getAnimationOptions, deriveTerrainDifficulty}`; `defaultAction` "walk"
 *   (foundry-v13-notes §4.4; API TokenMovementActionConfig: canSelect "Default: () => true"). blink and displace
 *   teleport; displace is not measured and never selectable (foundryvtt/crucible module/canvas/_module.mjs).
 *   GUESS: every default cost function returns the base cost unchanged (Draw Steel's comment "default for jump is
 *   cost * 2" says core doubles some; no Fray test moves in those actions).
 * - TokenDocument#measureMovementPath(waypoints, options): each waypoint's `action` (default: the previous, then
 *   the token's `movementAction`, then `defaultAction`); the action's `getCostFunction(token, options)` gives a
 *   `(baseCost, from, to, distance, segment) => cost` called per grid step with GridOffset3D `{i, j, k}` (i row,
 *   j column) and the segment `{action, actionConfig, teleport, terrain, width, height, shape}`; the result's
 *   `cost` is the sum, each waypoint carrying its cumulative `cost` (API TokenMeasureMovementPathWaypoint,
 *   TokenMovementActionCostFunction, TokenMovementSegmentData, GridMeasurePathResult). GUESS: only square grids;
 *   a step moves diagonally while both offsets differ (the direct path); the base cost is the step's distance
 *   (no terrain); a token's top-left space stands for it (core prices each occupied space and aggregates them with
 *   CONFIG.Token.movement.costAggregator).
 * - TokenRuler#_getWaypointLabelContext(waypoint, state): a label for each waypoint after the first, its
 *   `distance.total` and `cost: {total, units}` read from `waypoint.measurement` (API TokenRulerWaypointData;
 *   foundryvtt/dnd5e module/canvas/ruler.mjs builds this shape for core's label template). GUESS: core's base
 *   returns the same fields, the totals as plain strings.
 */
type Rec = Record<string, unknown>;
type Offset = { i: number; j: number; k: number };
type CostFunction = (baseCost: number, from: Offset, to: Offset, distance: number, segment: Rec) => number;

interface ActionConfig {
  label: string;
  icon: string;
  img: string | null;
  order: number;
  teleport: boolean;
  measure: boolean;
  walls: string | null;
  visualize: boolean;
  canSelect: (token: unknown) => boolean;
  getCostFunction: (token: unknown, options: Rec) => CostFunction;
  getAnimationOptions: (token: unknown) => Rec;
  deriveTerrainDifficulty: null;
}

function action(id: string, order: number, more: Partial<ActionConfig> = {}): ActionConfig {
  return {
    label: `TOKEN.MOVEMENT.ACTIONS.${id}.label`,
    icon: "fa-solid fa-person-walking",
    img: null,
    order,
    teleport: false,
    measure: true,
    walls: "move",
    visualize: true,
    canSelect: () => true,
    getCostFunction: () => (cost) => cost,
    getAnimationOptions: () => ({}),
    deriveTerrainDifficulty: null,
    ...more,
  };
}

/** CONFIG.Token.movement as core sets it up. */
export function movementConfig(): { defaultAction: string; actions: Record<string, ActionConfig> } {
  const ids = ["walk", "fly", "swim", "burrow", "climb", "crawl", "jump"];
  const actions: Record<string, ActionConfig> = Object.fromEntries(ids.map((id, i) => [id, action(id, i)]));
  actions["blink"] = action("blink", ids.length, { teleport: true });
  actions["displace"] = action("displace", 999, { teleport: true, measure: false, walls: null, visualize: false, canSelect: () => false });
  return { defaultAction: "walk", actions };
}

interface Measurable {
  x: number;
  y: number;
  width: number;
  height: number;
  movementAction?: string | null;
  parent: { grid: { size: number; distance: number } } | null;
}

export interface MeasuredWaypoint {
  x: number;
  y: number;
  action: string;
  /** The cumulative cost from the start to this waypoint. */
  cost: number;
}

/** API TokenDocument#measureMovementPath (see the file's comment): the path's cost, priced by each action. */
export function measureMovementPath(token: Measurable, waypoints: readonly Rec[], options: Rec = {}): { cost: number; distance: number; waypoints: MeasuredWaypoint[] } {
  const movement = (globalThis as unknown as { CONFIG: { Token: { movement: ReturnType<typeof movementConfig> } } }).CONFIG.Token.movement;
  const grid = token.parent?.grid ?? { size: 100, distance: 1 };
  let action = token.movementAction ?? movement.defaultAction;
  let at = { x: token.x, y: token.y };
  let cost = 0;
  let distance = 0;
  const out: MeasuredWaypoint[] = [{ ...at, action, cost: 0 }];
  for (const w of waypoints) {
    action = typeof w["action"] === "string" ? w["action"] : action;
    const config = movement.actions[action];
    if (!config) throw new Error(`unknown movement action "${action}"`);
    const to = { x: Number(w["x"] ?? at.x), y: Number(w["y"] ?? at.y) };
    const fn = config.getCostFunction(token, options);
    const segment = { action, actionConfig: config, teleport: config.teleport, terrain: null, width: token.width, height: token.height, shape: 0 };
    let i = Math.round(at.y / grid.size);
    let j = Math.round(at.x / grid.size);
    const ti = Math.round(to.y / grid.size);
    const tj = Math.round(to.x / grid.size);
    while (config.measure && (i !== ti || j !== tj)) {
      const from = { i, j, k: 0 };
      i += Math.sign(ti - i);
      j += Math.sign(tj - j);
      distance += grid.distance;
      cost += fn(grid.distance, from, { i, j, k: 0 }, grid.distance, segment);
    }
    at = to;
    out.push({ ...at, action, cost });
  }
  return { cost, distance, waypoints: out };
}

/** The ruler's waypoint, as `_getWaypointLabelContext` reads it. */
export interface RulerWaypoint {
  action: string;
  previous: RulerWaypoint | null;
  measurement: { cost: number; distance: number };
}

/** API foundry.canvas.placeables.tokens.TokenRuler: the labels of the waypoints of a dragged token's path. */
export class TokenRuler {
  constructor(readonly token: unknown) {}
  _getWaypointLabelContext(waypoint: RulerWaypoint, _state: Rec): Rec | void {
    if (!waypoint.previous) return;
    const units = (globalThis as unknown as { canvas?: { grid?: { units?: string } | null } }).canvas?.grid?.units ?? "";
    return { action: waypoint.action, distance: { total: String(waypoint.measurement.distance) }, cost: { total: String(waypoint.measurement.cost), units } };
  }
}

/** The ruler's waypoints for a measured path (each with its previous and its cumulative measurement). */
export function rulerWaypoints(measured: { waypoints: readonly MeasuredWaypoint[] }, grid: { size: number; distance: number }): RulerWaypoint[] {
  const out: RulerWaypoint[] = [];
  for (const w of measured.waypoints) {
    const previous = out.at(-1) ?? null;
    const step = previous ? Math.max(Math.abs(w.x - measured.waypoints[out.length - 1]!.x), Math.abs(w.y - measured.waypoints[out.length - 1]!.y)) / grid.size : 0;
    out.push({ action: w.action, previous, measurement: { cost: w.cost, distance: (previous?.measurement.distance ?? 0) + step * grid.distance } });
  }
  return out;
}
