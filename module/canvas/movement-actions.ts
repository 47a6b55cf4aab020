/**
 * Fray's move modes as core movement actions (Foundry glue). v13 and v14 price every drag of a token through the
 * cost function of its movement action (CONFIG.Token.movement.actions: `getCostFunction(token, options)` returns
 * `(baseCost, from, to, distance, segment) => cost`, called for each grid step, summed into the measured cost that
 * the ruler shows while dragging). Each mode becomes an action of the same id, built on core's `walk` (as Draw Steel
 * builds its teleport on `blink`) and selectable where the world ruleset has it; its cost function asks the world
 * ruleset's board rules for each step (seconds, actions or zones), so the ruler shows what the drop will charge.
 * Core's other actions (fly, swim, …) have no cost in any ruleset and are left out; `displace` (forced moves) stays.
 * Sources: API TokenMovementActionConfig, TokenMovementActionCostFunction, GridOffset3D (`i` row, `j` column);
 * foundry-v13-notes §4.4; MetaMorphic-Digital/draw-steel and foundryvtt/crucible `applyDSMovementConfig` /
 * `configure` (replacing and merging CONFIG.Token.movement.actions at init).
 */
import { boardRules, stepCostFor } from "./board";
import type { MoveMode } from "./board-rules";
import { DISPLACE, MOVE_MODES } from "./move-mode";

const ICONS: Record<MoveMode, string> = {
  walk: "fa-solid fa-person-walking",
  run: "fa-solid fa-person-running",
  sprint: "fa-solid fa-person-running-fast",
  withdraw: "fa-solid fa-person-walking-arrow-loop-left",
  charge: "fa-solid fa-horse",
};

type Offset = { i: number; j: number };
type CostFunction = (baseCost: number, from: Offset, to: Offset, distance: number, segment: unknown) => number;

/** The centre of a grid space of the viewed scene, in pixels (API BaseGrid#getCenterPoint). */
function centre(o: Offset): { x: number; y: number } {
  const grid = canvas?.grid;
  if (!grid) return { x: 0, y: 0 };
  const p = grid.getCenterPoint({ i: o.i, j: o.j });
  return { x: p.x, y: p.y };
}

/**
 * The cost function of `mode` for `token`: each step priced by the world ruleset. Without a board (no viewed scene,
 * a token without an actor) core's own cost stands.
 */
export function costFunctionFor(token: TokenDocument.Implementation, mode: MoveMode): CostFunction {
  const step = stepCostFor(token, mode);
  if (!step) return (baseCost) => baseCost;
  return (_baseCost, from, to) => step(centre(from), centre(to));
}

/** init: the move modes as core's movement actions, each selectable only where the world ruleset offers it. */
export function registerMovementActions(): void {
  const movement = CONFIG.Token.movement;
  const core = movement.actions;
  const base = core["walk"];
  if (!base) return;
  const actions: typeof core = {};
  MOVE_MODES.forEach((mode, order) => {
    actions[mode] = {
      ...base,
      label: `FRAY.Board.MoveMode.${mode}`,
      icon: ICONS[mode],
      order,
      canSelect: () => boardRules().moveModes.includes(mode),
      getCostFunction: (token) => costFunctionFor(token, mode) as never,
    };
  });
  const displace = core[DISPLACE];
  if (displace) actions[DISPLACE] = displace;
  movement.actions = actions;
}
