/**
 * The core ruler's labels in the world ruleset's unit (Foundry glue). While a token is dragged, core's TokenRuler
 * labels each waypoint with the path's measured cost so far, summed from the movement action's cost function
 * (movement-actions.ts): seconds in fractions, zones, actions. The ruleset rounds that sum as the drop will charge
 * it (six-seconds: whole seconds, a run 3 at least) and names its unit. Sources: API TokenRuler
 * `_getWaypointLabelContext(waypoint, state)`, TokenRulerWaypointData (`action`, `measurement.cost`);
 * foundryvtt/dnd5e module/canvas/ruler.mjs (a label context's `cost: {total, units}` shown by core's label
 * template); foundryvtt/crucible module/canvas/token-ruler.mjs (the cost in the system's own unit).
 */
import { boardRules } from "./board";
import type { MoveUnit } from "./board-rules";
import { moveModeOf } from "./move-mode";

const UNIT_KEYS: Record<MoveUnit, [string, string]> = {
  seconds: ["FRAY.Board.Ruler.Second", "FRAY.Board.Ruler.Seconds"],
  actions: ["FRAY.Board.Ruler.Action", "FRAY.Board.Ruler.Actions"],
  zones: ["FRAY.Board.Ruler.Zone", "FRAY.Board.Ruler.Zones"],
};

/** What the ruler shows for a path measured at `cost` in `action`: the charge and its unit (no path: "—"). */
export function rulerCostLabel(action: string | null | undefined, cost: number): { total: string; units: string } {
  const rules = boardRules();
  const { value, unit } = rules.rulerCost(cost, moveModeOf(rules.moveModes, action));
  const [one, many] = UNIT_KEYS[unit];
  if (value === null) return { total: "—", units: game.i18n.localize(many) };
  return { total: String(value), units: game.i18n.localize(value === 1 ? one : many) };
}

type LabelContext = { cost?: { total?: string; units?: string; [k: string]: unknown }; [k: string]: unknown };
type RulerWaypoint = { action?: string; measurement: { cost: number } };

/** Fray's TokenRuler, made when core's class exists (init): the waypoint labels' cost in the ruleset's unit. */
export function frayTokenRuler() {
  const Base = foundry.canvas.placeables.tokens.TokenRuler;
  return class FrayTokenRuler extends Base {
    protected override _getWaypointLabelContext(...args: Parameters<InstanceType<typeof Base>["_getWaypointLabelContext"]>) {
      const context = super._getWaypointLabelContext(...args) as LabelContext | void;
      const waypoint = args[0] as unknown as RulerWaypoint;
      if (!context) return context as never;
      context.cost = { ...context.cost, ...rulerCostLabel(waypoint.action, waypoint.measurement.cost) };
      return context as never;
    }
  };
}
