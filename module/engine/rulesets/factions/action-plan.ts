/**
 * A character's turn plan: either a full move (speed 2 zones, 4 sprinting), or half that movement plus a main
 * and a bonus action (or two bonus actions), with the movement split before, after and between the actions. A
 * reaction takes the whole turn: no movement, no bonus action.
 */
export const DEFAULT_SPEED = 2;
/** Mounting, dismounting, getting on or off a vehicle counts as moving half a zone. */
export const MOUNTING_MOVE = 0.5;

export type PlanStep =
  | { kind: "move"; zones: number }
  | { kind: "main"; action?: string }
  | { kind: "bonus"; action?: string }
  | { kind: "reaction"; action?: string };

export interface TurnPlanInput {
  steps: readonly PlanStep[];
  /** Zones a full move covers; default 2. */
  speed?: number;
  sprinting?: boolean;
}

export type TurnPlanCheck =
  | { valid: true; mode: "full-move" | "move-and-act" | "reaction"; movement: number; allowance: number; main: number; bonus: number }
  | { valid: false; errors: string[] };

export function checkTurnPlan(input: TurnPlanInput): TurnPlanCheck {
  const speed = input.speed ?? DEFAULT_SPEED;
  if (!Number.isFinite(speed) || speed < 0) throw new RangeError(`speed must be a number ≥ 0, got ${speed}`);
  const full = input.sprinting ? speed * 2 : speed;
  let movement = 0;
  let main = 0;
  let bonus = 0;
  let reaction = 0;
  for (const [i, step] of input.steps.entries()) {
    switch (step.kind) {
      case "move":
        // Movement comes in half zones at the finest (mounting counts as half a zone).
        if (!Number.isFinite(step.zones) || step.zones <= 0 || !Number.isInteger(step.zones * 2)) {
          throw new RangeError(`step ${i + 1}: a move covers a positive number of half zones, got ${step.zones}`);
        }
        movement += step.zones;
        break;
      case "main":
        main++;
        break;
      case "bonus":
        bonus++;
        break;
      case "reaction":
        reaction++;
        break;
      default:
        throw new TypeError(`step ${i + 1}: unknown step kind "${String((step as { kind: unknown }).kind)}"`);
    }
  }
  const errors: string[] = [];
  if (reaction > 0) {
    if (reaction > 1) errors.push("a turn holds one reaction at most");
    if (movement > 0 || main > 0 || bonus > 0) errors.push("a reaction takes the whole turn: no movement or other actions");
    return errors.length ? { valid: false, errors } : { valid: true, mode: "reaction", movement: 0, allowance: 0, main: 0, bonus: 0 };
  }
  const acting = main + bonus > 0;
  const allowance = acting ? full / 2 : full;
  if (movement > allowance) {
    errors.push(acting ? `acting leaves half movement: ${movement} zones planned, ${allowance} allowed` : `${movement} zones planned, speed allows ${allowance}`);
  }
  if (main > 1) errors.push("only one main action a turn");
  if (main + bonus > 2) errors.push("a main and a bonus action, or two bonus actions, at most");
  return errors.length ? { valid: false, errors } : { valid: true, mode: acting ? "move-and-act" : "full-move", movement, allowance, main, bonus };
}
