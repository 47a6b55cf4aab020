/**
 * What a token has moved earlier in the action its creature is taking now, so a ruleset that limits a move per action
 * (tactica: a flyer's "maximum number of zones the flying can move in one action" and its turns "during an action")
 * counts a second drag of the same action with the first. Each own move adds to the token's `flags.fray.actionMoves`,
 * written on the moving user's client (as last-move.ts): its tally over the fight (`flown`: drags that crossed a zone,
 * `legs`; facing changes made without leaving the zone, `pivots`, a drag that crossed no zone but turned or a run of
 * turns in place, canvas/turn-in-place.ts; and every move, `moves`), never reset, and its latest drags that crossed a
 * zone or turned (`drags`, DRAGS_KEPT of them: each with the fight's action key it was made under and the tally's
 * `moves` after it). A ruleset that marks the tally at the creature's latest action (BoardRules.actionMarkOf: tactica,
 * the flyer's step note) counts the action's drags as those past that mark, whatever the tracker's keys (a defence,
 * the reroll, the GM's undo repeating a key). Until that mark has seen the fight's action key (TrackerView.actionKey,
 * read through the combat glue), or with no mark, the drags made under that key are the action's.
 */
import type { ActionMark, FlownTally, MoveCharge } from "./board-rules";

export type { ActionMark, FlownTally };

/** A drag that crossed a zone or turned: its zones and facing turns, its action key, the tally's `moves` after it. */
export interface RecordedDrag {
  key: string;
  zones: number;
  turns: number;
  at: number;
}

/** How many of its latest drags a token keeps (a span's flights are a few drags). */
export const DRAGS_KEPT = 24;

/** What a token moved earlier in its current action: its drags in order, their zones and turns summed. */
export interface ActionMoves {
  key?: string;
  zones: number;
  turns: number;
  drags?: readonly { zones: number; turns: number }[];
}

/** The record a token keeps (flags.fray.actionMoves). */
export interface ActionMovesRecord {
  /** The action key of its latest move or run of turns in place. */
  key: string;
  /** The token's tally after its latest move (absent in an older Fray's record: none yet). */
  flown?: FlownTally;
  drags?: RecordedDrag[];
  /** The tally's `spun` at the token's latest move: turns in place count from there (canvas/turn-in-place.ts). */
  spunAtMove?: number;
}

let actionKeyOf: (token: TokenDocument.Implementation) => string | null = () => null;
let actionMarkOf: (token: TokenDocument.Implementation) => ActionMark | null = () => null;

/** The fight's key of the token's current action (null: no fight, or the ruleset counts no moves per action). */
export function setActionKeyReader(reader: (token: TokenDocument.Implementation) => string | null): void {
  actionKeyOf = reader;
}

/** The ruleset's mark of the token's tally at its creature's latest action (null: none kept). */
export function setActionMarkReader(reader: (token: TokenDocument.Implementation) => ActionMark | null): void {
  actionMarkOf = reader;
}

const whole = (v: unknown): number => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : 0);

/** A tally as stored (an older record's, none: from nothing). */
export function tallyOf(v: Partial<FlownTally> | null | undefined): FlownTally {
  return { legs: whole(v?.legs), pivots: whole(v?.pivots), moves: whole(v?.moves), spun: whole(v?.spun) };
}

/** A tally saved elsewhere (a step note's mark): its legs and pivots whole counts at least, else null. */
export function savedTally(v: unknown): FlownTally | null {
  if (typeof v !== "object" || v === null) return null;
  const r = v as Record<string, unknown>;
  const counted = (k: string) => Number.isInteger(r[k]) && (r[k] as number) >= 0;
  return counted("legs") && counted("pivots") ? tallyOf(r as Partial<FlownTally>) : null;
}

/** A record's drags, each checked (a malformed one dropped). */
function dragsOf(v: unknown): RecordedDrag[] {
  if (!Array.isArray(v)) return [];
  return (v as unknown[]).flatMap((e) => {
    const r = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
    return typeof r["key"] === "string" ? [{ key: r["key"], zones: whole(r["zones"]), turns: whole(r["turns"]), at: whole(r["at"]) }] : [];
  });
}

/** What the token moved earlier in the action it is taking now; null when no fight names its action. */
export function actionMovesOf(token: TokenDocument.Implementation): ActionMoves | null {
  const key = actionKeyOf(token);
  if (key === null) return null;
  const stored = token.flags.fray?.actionMoves;
  const noted = actionMarkOf(token);
  const mine = (d: RecordedDrag) => (noted && noted.key === key ? d.at > noted.mark.moves : d.key === key);
  const drags = dragsOf(stored?.drags).filter(mine).map((d) => ({ zones: d.zones, turns: d.turns }));
  return { key, zones: drags.reduce((t, d) => t + d.zones, 0), turns: drags.reduce((t, d) => t + d.turns, 0), drags };
}

/**
 * The facing turns the token made in place in the action it is taking now, since its latest move: its tally's `spun`
 * past the ruleset's mark when that mark has seen the fight's action key (the GM's undo putting it back brings the
 * turns before the undone action back), else its turns in place under that key (`turnsInPlace`, as last written).
 */
export function turnsInPlaceInAction(token: TokenDocument.Implementation): number {
  const key = actionKeyOf(token);
  const stored = token.flags.fray?.actionMoves;
  if (key === null || !stored) return 0;
  const noted = actionMarkOf(token);
  if (!noted || noted.key !== key) return stored.key === key ? whole(token.flags.fray?.turnsInPlace) : 0;
  return Math.max(0, tallyOf(stored.flown).spun - Math.max(whole(stored.spunAtMove), noted.mark.spun));
}

/** The record `stored` after a move priced as `charge` under the action `key`: the tally and the drags with this one. */
export function actionMovesAfter(key: string, stored: ActionMovesRecord | null | undefined, charge: MoveCharge): ActionMovesRecord {
  const zones = charge.cost.zones ?? 0;
  const turns = charge.cost.turns ?? 0;
  const was = tallyOf(stored?.flown);
  const flown = { legs: was.legs + (zones > 0 ? 1 : 0), pivots: was.pivots + (zones === 0 && turns > 0 ? 1 : 0), moves: was.moves + 1 };
  const drags = dragsOf(stored?.drags);
  if (zones > 0 || turns > 0) drags.push({ key, zones, turns, at: flown.moves });
  return { key, flown: { ...flown, spun: was.spun }, drags: drags.slice(-DRAGS_KEPT), spunAtMove: was.spun };
}

/**
 * The record after a turn in place of `turns` facing steps under the action `key`: its turns added to the tally, and
 * one pivot more when it begins a run (`newRun`: no turn in place yet in this action since the token's latest move).
 */
export function actionMovesAfterTurn(key: string, stored: ActionMovesRecord | null | undefined, turns: number, newRun: boolean): ActionMovesRecord {
  const was = tallyOf(stored?.flown);
  const flown = newRun ? { ...was, pivots: was.pivots + 1, moves: was.moves + 1, spun: was.spun + turns } : { ...was, spun: was.spun + turns };
  return { key, flown, drags: dragsOf(stored?.drags), spunAtMove: whole(stored?.spunAtMove) };
}

/** The fight's action key as the board records it on a token: the combat's id, then the tracker view's key. */
export function fightActionKey(combatId: string | null, viewKey: string): string {
  return `${combatId ?? ""}:${viewKey}`;
}

/**
 * A fighter's board record as a step's slot reads it (RoundFighter.action): the key of the action it is taking now
 * (null: no running fight names it) and its tally over the fight (`flown`), as the step was taken.
 */
export interface FighterActionRecord {
  key: string | null;
  flown: FlownTally;
  /** The key its action was under as the step was taken, before it (read by the combat glue; absent: not read). */
  keyBefore?: string | null;
}

/** `{ action }` for a fighter's token (spread into a RoundFighter), else nothing. */
export function actionRecordField(token: { flags: { fray?: { actionMoves?: ActionMovesRecord } } } | null | undefined, key: string | null): { action?: FighterActionRecord } {
  if (!token) return {};
  return { action: { key, flown: tallyOf(token.flags.fray?.actionMoves?.flown) } };
}
