/**
 * What a token has moved earlier in the action its creature is taking now, so a ruleset that limits a move per action
 * (tactica: a flyer's "maximum number of zones the flying can move in one action" and its turns "during an action")
 * counts a second drag of the same action with the first. The running fight names the action (a key that changes when
 * the combatant takes its next one: TrackerView.actionKey, read through the combat glue); each own move in that action
 * adds its zones and turns to the token's `flags.fray.actionMoves`, written on the moving user's client (as
 * last-move.ts), and a move under another key starts from nothing. A move the ruleset prices as a new count
 * (MoveCharge.cost.anew: tactica, the next action's flight before its die in the same span) starts its own count under
 * the same key, `flights` saying how many the key's moves were split into. Beside the zones it counts the drags that
 * crossed a zone (`legs`) and the facing changes made without leaving the zone (`pivots`: a drag that crossed no zone
 * but turned, or a run of turns in place, canvas/turn-in-place.ts), whatever their order, so a ruleset can tell the moves of
 * the key apart (tactica: a turn rate 6 flyer's circling beside a zone flown).
 */
import type { MoveCharge } from "./board-rules";

/** The zones and facing turns a token moved earlier in its current action (`key`: that action's; `flights`: counts). */
export interface ActionMoves {
  key?: string;
  zones: number;
  turns: number;
  flights?: number;
  /** The drags of the latest count that crossed a zone or more. */
  legs?: number;
  /** The latest count's drags that turned without crossing a zone, and its runs of turns in place. */
  pivots?: number;
}

/** The record a token keeps (flags.fray.actionMoves). */
export interface ActionMovesRecord {
  key: string;
  zones: number;
  turns: number;
  /** The counts the key's moves were split into (absent in an older record: 1). */
  flights?: number;
  /** The drags of the latest count that crossed a zone or more (absent in an older record: unknown, read as 1). */
  legs?: number;
  /** The latest count's drags that turned without crossing a zone, and its runs of turns in place (absent: none). */
  pivots?: number;
}

let actionKeyOf: (token: TokenDocument.Implementation) => string | null = () => null;

/** The fight's key of the token's current action (null: no fight, or the ruleset counts no moves per action). */
export function setActionKeyReader(reader: (token: TokenDocument.Implementation) => string | null): void {
  actionKeyOf = reader;
}

/** What the token moved earlier in the action it is taking now; null when no fight names its action. */
export function actionMovesOf(token: TokenDocument.Implementation): ActionMoves | null {
  const key = actionKeyOf(token);
  if (key === null) return null;
  const stored = token.flags.fray?.actionMoves;
  if (!stored || stored.key !== key) return { key, zones: 0, turns: 0 };
  return { key, zones: stored.zones, turns: stored.turns, ...(stored.flights && stored.flights > 1 ? { flights: stored.flights } : {}), ...(stored.legs ? { legs: stored.legs } : {}), ...(stored.pivots ? { pivots: stored.pivots } : {}) };
}

/**
 * The record after a move priced as `charge`: the earlier moves of the same action, plus this one; a move priced as a
 * new count (`cost.anew`) counts from nothing, one more count under the key.
 */
export function actionMovesAfter(key: string, before: ActionMoves, charge: MoveCharge): ActionMovesRecord {
  const zones = charge.cost.zones ?? 0;
  const turns = charge.cost.turns ?? 0;
  // `flights` always written: a flag's update merges, so an earlier key's split must not linger.
  const leg = zones > 0 ? 1 : 0;
  const pivot = zones === 0 && turns > 0 ? 1 : 0;
  if (charge.cost.anew) return { key, zones, turns, flights: (before.flights ?? 1) + 1, legs: leg, pivots: pivot };
  return { key, zones: before.zones + zones, turns: before.turns + turns, flights: before.flights ?? 1, legs: (before.legs ?? (before.zones > 0 ? 1 : 0)) + leg, pivots: (before.pivots ?? 0) + pivot };
}

/** The record after a run of turns in place (canvas/turn-in-place.ts) in the action `before` names: one pivot more, nothing moved. */
export function actionMovesAfterTurn(before: ActionMoves & { key: string }): ActionMovesRecord {
  return { key: before.key, zones: before.zones, turns: before.turns, flights: before.flights ?? 1, legs: before.legs ?? (before.zones > 0 ? 1 : 0), pivots: (before.pivots ?? 0) + 1 };
}

/** The fight's action key as the board records it on a token: the combat's id, then the tracker view's key. */
export function fightActionKey(combatId: string | null, viewKey: string): string {
  return `${combatId ?? ""}:${viewKey}`;
}

/**
 * A fighter's board record as a step's slot reads it (RoundFighter.action): the key of the action it is taking now
 * (null: no running fight names it), the token's moves under the key it last moved in (`flights`: the counts they
 * were split into; its zones, turns, legs and pivots the latest count's), and its turns in place since its last move
 * (canvas/turn-in-place.ts).
 */
export interface FighterActionRecord {
  key: string | null;
  moves: ActionMovesRecord | null;
  turnsInPlace: number;
}

/** `{ action }` for a fighter's token (spread into a RoundFighter), else nothing. */
export function actionRecordField(
  token: { flags: { fray?: { actionMoves?: ActionMovesRecord; turnsInPlace?: number } } } | null | undefined,
  key: string | null,
): { action?: FighterActionRecord } {
  if (!token) return {};
  const stored = token.flags.fray?.actionMoves;
  const flights = Number(stored?.flights) || 1;
  const legs = Number(stored?.legs) || 0;
  const pivots = Number(stored?.pivots) || 0;
  const moves =
    stored && typeof stored.key === "string"
      ? { key: stored.key, zones: Number(stored.zones) || 0, turns: Number(stored.turns) || 0, ...(flights > 1 ? { flights } : {}), ...(legs > 0 ? { legs } : {}), ...(pivots > 0 ? { pivots } : {}) }
      : null;
  return { action: { key, moves, turnsInPlace: Number(token.flags.fray?.turnsInPlace) || 0 } };
}
