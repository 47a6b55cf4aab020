/**
 * A sheet action from its request to its outcome with known faces: the faces are checked against the dice the
 * action asked for before the ruleset reads them. Foundry-free, so tests run it with a worked example's dice.
 */
import type { ActionOutcome, SheetAction } from "../rulesets/adapter";
import { splitFaces } from "./faces";

export function resolveAction<Q>(action: SheetAction<Q>, req: Q, faces: readonly number[]): ActionOutcome {
  splitFaces(action.dice(req), faces);
  return action.resolve(req, faces);
}
