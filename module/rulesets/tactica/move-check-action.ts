/**
 * The DEX roll an injured creature makes at each move in a fight (engine injuries/movement-check.ts): "Balance: any
 * kind of movement will require a DEX roll or you fall prone", a broken leg's "DEX rolls at -2d or fall prone each
 * time they try to move", "Foot: ... Any Battle or Zone movement will require a new DEX roll or fall prone". The board
 * names it on the move's charge (board.ts: MoveCharge.rolls) and the mover's client runs it once the move is
 * made (module/canvas/move-roll.ts): the sheet's DEX, the dice the injuries take off, a waiting effort die (spent), and Prone written on a failure
 * (after the mover may raise a die with a 1 of its action dice: raise-die.ts withActionRaise). No sheet button.
 */
import { queuedDice } from "../../engine/dice/source";
import { poolAtLeast } from "../../engine/odds/pool";
import type { TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { resolveInjuryCheck } from "../../engine/rulesets/tactica/injuries/injury";
import { movementCheck } from "../../engine/rulesets/tactica/injuries/movement-check";
import { injuriesFromRecords } from "../../engine/rulesets/tactica/injuries/areas";
import type { InjuryCheck } from "../../engine/rulesets/tactica/injuries/effects";
import type { ActorSystem } from "../../data/actor/schema";
import { prepareActorDerived } from "../../data/actor/derived";
import type { MoveBoardContext } from "../../canvas/board-rules";
import type { CardData } from "../../dice/card";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card, dieMarks, pool } from "./action-parts";
import { tacticaCreatureOf } from "./damage";
import { injuryRecords } from "./armour-items";
import type { DiceModifier } from "../../engine/modifiers";
import { effortModifier, rolledWith, rollerTotal } from "./roll-modifiers";

export const MOVE_CHECK_ACTION = "moveCheck";
const K = "FRAY.Action.Tactica.MoveCheck";

export interface TacticaMoveCheckRequest {
  name: string;
  creature: TacticaCreature;
  check: InjuryCheck;
  /** The sheet's DEX level. */
  level: number;
  /**
   * A waiting effort die ("+1 dice to the next roll you make"): named on the card and spent. The wounds' "all rolls"
   * dice are already in the check's penalty (movementCheck).
   */
  roller?: DiceModifier[];
}

/**
 * The roll a move by this mover calls for once made (the board's side: MoveCharge.rolls), or null. Runs on every move
 * priced, so the creature (its derived values) is built only when a wound asks for the roll.
 */
export function moveCheckOf(ctx: Pick<MoveBoardContext, "name" | "stats" | "items" | "statuses">): { action: string; request: TacticaMoveCheckRequest } | null {
  const items = ctx.items ?? [];
  const request = moveCheckRequest(ctx.name ?? "", ctx.stats, items, () => tacticaCreatureOf(ctx.stats, prepareActorDerived(ctx.stats, items), ctx.statuses ?? []));
  return request ? { action: MOVE_CHECK_ACTION, request } : null;
}

/** The check, when the injury items ask for one at each move and the creature (built on demand) is up. */
export function moveCheckRequest(name: string, stats: ActorSystem, items: readonly { type: string; system: unknown }[], creatureOf: () => TacticaCreature): TacticaMoveCheckRequest | null {
  const check = movementCheck(injuriesFromRecords(injuryRecords(items)));
  if (!check) return null;
  const creature = creatureOf();
  return creature.status === "active" ? { name, creature, check, level: stats.tactica.dex, roller: effortModifier(stats) } : null;
}

export function resolveMoveCheck(req: TacticaMoveCheckRequest, faces: readonly number[]): ActionOutcome {
  const r = resolveInjuryCheck(queuedDice(faces), req.creature, req.check, req.level, req.roller);
  const outcome: CardData["outcome"] = r.roll.passed ? { key: `${K}.Passed`, data: { why: req.check.why }, success: true } : { key: `${K}.Prone`, data: { why: req.check.why }, success: false };
  return rolledWith({
    card: card(req.name, `${K}.Title`, outcome, { dice: dieMarks(r.roll), total: r.roll.successes, target: 1, odds: poolAtLeast(r.roll.pool, 1) }),
    update: {},
    ...(r.prone ? { statuses: { on: ["tactica.prone"], off: [] } } : {}),
  }, req.roller);
}

export const moveCheckAction: SheetAction<TacticaMoveCheckRequest> = {
  // The board's move calls it (no sheet button); from a macro it rolls the check the wounds ask, or nothing.
  button: false,
  prepare: async ({ name, stats, derived, statuses, items }) => moveCheckRequest(name, stats, items, () => tacticaCreatureOf(stats, derived, statuses)),
  dice: (req) => [{ count: pool(req.level, rollerTotal(req.roller) - req.check.penalty), sides: 6, purpose: "FRAY.Roll.Pool" }],
  resolve: resolveMoveCheck,
};
