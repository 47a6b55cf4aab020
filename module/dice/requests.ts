/**
 * Roll requests: what a sheet or roll dialog asks for, as plain data. `diceFor` says which dice to roll (so a
 * Foundry Roll can show them in chat and Dice So Nice); `resolveRequest` feeds the rolled faces to the engine
 * and returns the chat card data. Each kind of request belongs to one ruleset's adapter (its `rolls`), found by
 * kind in the registry. Foundry-free, so tests run it with a worked example's dice.
 */
import type { ActorSystem } from "../data/actor/schema";
import type { RollHandler, WriteBack } from "../rulesets/adapter";
import { rollRouteFor, type RollRequest, type WorldOptions } from "../rulesets/registry";
import type { CardData, DiceGroup } from "./card";
import { splitFaces } from "./faces";

export type { CardData, CardDie, DiceGroup } from "./card";
export { formulaFor, splitFaces, splitSeriesFaces } from "./faces";
export type { RollRequest } from "../rulesets/registry";

/**
 * A request with its handler looked up once, where the roll starts (and the world's rules readings put in when
 * given): its dice, then its card and write-back from the rolled faces, without going back to the registry.
 */
export interface PreparedRoll {
  req: RollRequest;
  dice: DiceGroup[];
  /** The chat card from faces in the order `dice` lists them (their number is checked first). */
  resolve(faces: readonly number[]): CardData;
  /** What the roll writes back to the roller (empty when its kind changes nothing on the actor). */
  writeBack(faces: readonly number[], stats: ActorSystem): WriteBack;
  /**
   * When its ruleset has the defence declared first (adapter.declareFirst): how many of `dice` roll when the card
   * is posted, and whether those faces leave a defence to declare; null: the roll is made whole.
   */
  declareFirst: { now: number; waits(nowFaces: readonly number[]): boolean; writeBackWhenPosted: boolean } | null;
}

export function prepareRoll(asked: RollRequest, options?: WorldOptions): PreparedRoll {
  const { handler, adapter } = rollRouteFor(asked);
  const req = options && adapter.withWorldOptions ? adapter.withWorldOptions(asked, options) : asked;
  const dice = handler.dice(req);
  const slot = adapter.declareFirst;
  const now = slot ? slot.rollNow(req, dice) : null;
  return {
    req,
    dice,
    declareFirst: slot && now !== null ? { now, waits: (faces) => slot.waits(req, faces), writeBackWhenPosted: slot.writeBack === "posted" } : null,
    resolve: (faces) => resolveWith(handler, req, dice, faces),
    writeBack: (faces, stats) => handler.writeBack?.(req, faces, stats) ?? { update: {} },
  };
}

function resolveWith(handler: RollHandler<RollRequest>, req: RollRequest, dice: DiceGroup[], faces: readonly number[]): CardData {
  // Checks the number of faces before the ruleset reads them.
  splitFaces(dice, faces);
  return handler.resolve(req, faces);
}

export function diceFor(req: RollRequest): DiceGroup[] {
  return rollRouteFor(req).handler.dice(req);
}

/** Resolve a request with known faces (in the order diceFor lists them). */
export function resolveRequest(req: RollRequest, faces: readonly number[]): CardData {
  return prepareRoll(req).resolve(faces);
}

/** What the roll writes back to the roller (empty when its kind changes nothing on the actor). */
export function writeBackFor(req: RollRequest, faces: readonly number[], stats: ActorSystem): WriteBack {
  return rollRouteFor(req).handler.writeBack?.(req, faces, stats) ?? { update: {} };
}
