/**
 * Roll requests: what a sheet or roll dialog asks for, as plain data. `diceFor` says which dice to roll (so a
 * Foundry Roll can show them in chat and Dice So Nice); `resolveRequest` feeds the rolled faces to the engine
 * and returns the chat card data. Each kind of request belongs to one ruleset's adapter (its `rolls`), found by
 * kind in the registry. Foundry-free, so tests run it with a worked example's dice.
 */
import type { ActorSystem } from "../data/actor/schema";
import type { WriteBack } from "../rulesets/adapter";
import { rollHandlerFor, type RollRequest } from "../rulesets/registry";
import type { CardData, DiceGroup } from "./card";
import { splitFaces } from "./faces";

export type { CardData, CardDie, DiceGroup } from "./card";
export { formulaFor, splitFaces, splitSeriesFaces } from "./faces";
export type { RollRequest } from "../rulesets/registry";

export function diceFor(req: RollRequest): DiceGroup[] {
  return rollHandlerFor(req).dice(req);
}

/** Resolve a request with known faces (in the order diceFor lists them). */
export function resolveRequest(req: RollRequest, faces: readonly number[]): CardData {
  const handler = rollHandlerFor(req);
  // Checks the number of faces before the ruleset reads them.
  splitFaces(handler.dice(req), faces);
  return handler.resolve(req, faces);
}

/** What the roll writes back to the roller (empty when its kind changes nothing on the actor). */
export function writeBackFor(req: RollRequest, faces: readonly number[], stats: ActorSystem): WriteBack {
  return rollHandlerFor(req).writeBack?.(req, faces, stats) ?? { update: {} };
}
