/**
 * "The above flyer has a flying move rate of 2 zones per action, of which it MUST move at least 1 zone every action or
 * be considered 'on the ground'." / "Most flyers that fail to move at least 1 zone in an action are considered to be
 * hovering, or to have landed." A flyer's board move runs its Flight (flight-actions.ts flightMoveRoll); an action
 * with no board move at all runs nothing there, so this step slot (module/combat/after-step.ts, on the GM's client
 * after each saved tracker step) watches the actions the tracker marks (the engine's `action` event: a Pay, a sheet
 * attack's or Break's payment, a pool's die or its activation). "They can move and perform an action (or perform an
 * action and move)": an action's flight is in the span before its die or in the span after it, and one span's flight
 * is one action's. The span is what the token flew since the flyer's latest action: its tally over the fight
 * (canvas/action-moves.ts `flown`: drags that crossed a zone, pivots) past the tally the note marked at that action
 * (as the GM's client took the step, module/combat/after-step.ts), whatever action keys the tracker gave the drags. An action that flew before its die leaves the next span to the next
 * action; one that did not must fly in the span after it: when the next action comes with nothing flown in that span,
 * a flyer in flight runs the sheet's Flight on 0 zones: the card says hovering or landed, and *In flight* is written
 * off. So "fly in, strike; strike, fly off" keeps it up. A span of two flights (two drags that each crossed a zone,
 * the board's split included, flight-split.ts; or, turn rate 6, a zone drag and a circling in either order, or two
 * circlings) is the previous action's flight after its die and the next one's before its own, when the previous one
 * owes its flight. A flyer of turn rate 6 or more that turned in its span (a drag's facing steps within its zone, or a
 * run of turns in place, canvas/turn-in-place.ts) circles and stays in flight ("A turn rate of 6 means the flyer is
 * able to circle the zone it is in without leaving and still count as flying"), as the sheet's Flight says. The GM's
 * undo of the flyer's own action (no other act) puts its note back to before it (up to PRIORS_KEPT actions back): the span
 * then runs from the action before it, the drags before and after the undone action in it once, and the action taken
 * again is judged as the first was. Only a flyer in flight is grounded, once: an action ended again finds it on the
 * ground and writes nothing. A defence, a response or a 1 spent out of the countdown is not one of its actions here,
 * and the fight's first action of a creature has no earlier one to check.
 */
import type { TurnEvent } from "../../engine/turns";
import { canCircle, type FlyerStats } from "../../engine/rulesets/tactica/flying";
import { savedTally, type FlownTally } from "../../canvas/action-moves";
import type { RoundEndCall, RoundFighter, StepSlot } from "../adapter";
import { FLIGHT_ACTION, sheetFlyer, type TacticaFlightRequest } from "./flight-actions";
import type { TacticaTypes } from "./types";

/** What the slot keeps per combatant between steps. */
interface FlyerNote {
  id: string;
  /** The board's action key after the previous step: the board trusts the mark under this key alone (action-moves.ts). */
  key: string | null;
  /** Whether it has taken an action in this fight (the span since then is checked at its next). */
  acted: boolean;
  /** Whether its latest action flew before its die (the span before it), leaving the span after it to the next. */
  flewBefore: boolean;
  /** The token's tally at its latest action (or when first seen): the span is what the tally holds past it. */
  mark: FlownTally;
  /** An older Fray's note: the flights its span held already, until the next action. */
  carry?: SpanFlights;
  /** The note as it stood before each of the flyer's latest actions, the latest last: put back when the GM undoes it. */
  priors?: PriorNote[];
}

/** A span's drags that crossed a zone and its circlings (pivots). */
type SpanFlights = Pick<FlownTally, "legs" | "pivots">;

/** How many actions back the GM's undo finds the note as it was. */
const PRIORS_KEPT = 4;

/**
 * What an action changes in the note, as it was before it, and the action keys it was taken under and opened
 * (`before`, `after`; absent in an older note): an undone step that was not this action (a *Call refresh*, an `act`
 * that paid nothing) leaves the keys otherwise.
 */
type PriorNote = Pick<FlyerNote, "acted" | "flewBefore" | "mark" | "carry"> & { before?: string | null; after?: string | null };

const count = (v: unknown): number | null => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : null);

function readPrior(v: unknown): PriorNote | null {
  if (typeof v !== "object" || v === null) return null;
  const r = v as Record<string, unknown>;
  const mark = savedTally(r["mark"]);
  if (!mark) return null;
  const carry = savedTally(r["carry"]);
  const key = (k: string) => (typeof r[k] === "string" || r[k] === null ? { [k]: r[k] as string | null } : {});
  return { acted: r["acted"] === true, flewBefore: r["flewBefore"] === true, mark, ...(carry ? { carry } : {}), ...key("before"), ...key("after") };
}

/** An older note's span (per-key lists of drags and circlings, or flags alone) as counts carried to its next action. */
function olderSpan(r: Record<string, unknown>): SpanFlights {
  const sum = (v: unknown) => (Array.isArray(v) ? (v as unknown[]).reduce<number>((t, e) => t + (Array.isArray(e) ? (count(e[1]) ?? 0) : 0), 0) : 0);
  const legs = sum(r["legs"]) + (count(r["legsClosed"]) ?? 0) + (count(r["legsNow"]) ?? 0);
  const pivots = sum(r["circles"]);
  return { legs: legs || (r["moved"] === true ? 1 : 0), pivots: pivots || (r["turned"] === true ? 1 : 0) };
}

/** A note as saved: an older one (no mark) is marked at the tally when next read with its fighter. */
type SavedNote = Omit<FlyerNote, "mark"> & { mark: FlownTally | null };

function readNotes(v: unknown): Map<string, SavedNote> {
  const out = new Map<string, SavedNote>();
  if (!Array.isArray(v)) return out;
  for (const e of v as unknown[]) {
    const r = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
    if (typeof r["id"] !== "string") continue;
    const mark = savedTally(r["mark"]);
    const carry = savedTally(r["carry"]) ?? (mark ? null : olderSpan(r));
    out.set(r["id"], {
      id: r["id"],
      key: typeof r["key"] === "string" ? r["key"] : null,
      acted: r["acted"] === true,
      flewBefore: r["flewBefore"] === true,
      mark,
      ...(carry && carry.legs + carry.pivots > 0 ? { carry } : {}),
      priors: (Array.isArray(r["priors"]) ? (r["priors"] as unknown[]) : []).flatMap((p) => (readPrior(p) ? [readPrior(p)!] : [])).slice(-PRIORS_KEPT),
    });
  }
  return out;
}

const named = (e: TurnEvent, id: string) => (e as { combatant?: unknown }).combatant === id;

/** Whether an `undone` event took back an action (`act`) of combatant `id`. */
function undoneActOf(e: TurnEvent, id: string): boolean {
  const command = (e as { command?: unknown }).command;
  if (typeof command !== "object" || command === null) return false;
  const r = command as Record<string, unknown>;
  return r["type"] === "act" && r["combatant"] === id;
}

function flyerOf(f: RoundFighter): FlyerStats | null {
  try {
    return sheetFlyer(f.name, f.system.tactica.flyer);
  } catch {
    return null;
  }
}

/** The sheet's Flight on 0 zones for `f` (its card: hovering or landed; it writes In flight off). */
function groundCall(f: RoundFighter, flyer: FlyerStats): RoundEndCall {
  const request: TacticaFlightRequest = { name: f.name, flyer, zones: 0, turns: 0 };
  return { line: { key: "FRAY.Tracker.Tactica.FlyerGrounded", data: { name: f.name } }, rolls: [{ id: f.id, action: FLIGHT_ACTION, request }] };
}

/** The span's drags that crossed a zone and its circlings: the tally past the mark, with what an older note carried. */
function spanOf(n: FlyerNote, tally: FlownTally): SpanFlights {
  // Never below nothing (a mark put back from before the token's record was lost).
  return { legs: Math.max(0, tally.legs - n.mark.legs) + (n.carry?.legs ?? 0), pivots: Math.max(0, tally.pivots - n.mark.pivots) + (n.carry?.pivots ?? 0) };
}

/**
 * The flyers in flight that ended an action in this step with no zone moved (see the file's comment), and the notes
 * after it. `memo`: the notes after the previous step.
 */
export function flightGroundsDue(memo: unknown, events: readonly TurnEvent[], now: readonly RoundFighter[]): { memo: FlyerNote[]; calls: RoundEndCall[] } {
  const notes = readNotes(memo);
  const calls: RoundEndCall[] = [];
  const undone = events.some((e) => e.type === "undone");
  const kept: FlyerNote[] = [];
  for (const f of now) {
    const record = f.action;
    const flyer = flyerOf(f);
    if (!record || !flyer) continue;
    const tally = record.flown;
    const saved = notes.get(f.id);
    const n: FlyerNote = saved ? { ...saved, mark: saved.mark ?? tally } : { id: f.id, key: null, acted: false, flewBefore: false, mark: tally };
    // Its own action taken back: the note goes back to before it, so the span runs from the action before it. Only
    // the undo of that action (its key goes back from the one it opened to the one it was taken under, when known).
    // The key it acted under as this step was taken (read by the glue), else the key the note saw last.
    const takenUnder = record.keyBefore !== undefined ? record.keyBefore : n.key;
    const latest = n.priors?.at(-1);
    const itsUndo = latest !== undefined && (latest.after === undefined || (latest.after === takenUnder && latest.before === record.key));
    if (itsUndo && undone && events.some((e) => e.type === "undone" && undoneActOf(e, f.id))) {
      const prior = n.priors?.pop();
      if (prior) {
        Object.assign(n, { acted: prior.acted, flewBefore: prior.flewBefore, mark: prior.mark });
        if (prior.carry) n.carry = prior.carry;
        else delete n.carry;
      }
    }
    // A tally behind the mark (the token's record lost: a new token), the mark put back or not, counts from now.
    if (tally.legs < n.mark.legs || tally.pivots < n.mark.pivots || tally.moves < n.mark.moves) n.mark = tally;
    n.key = record.key;
    // An undone step takes back no grounding (the GM's), and marks no action.
    if (undone) {
      kept.push(n);
      continue;
    }
    let grounded = false;
    for (const e of events) {
      if (e.type !== "action" || !named(e, f.id)) continue;
      n.priors = [...(n.priors ?? []), { acted: n.acted, flewBefore: n.flewBefore, mark: n.mark, ...(n.carry ? { carry: n.carry } : {}), before: takenUnder, after: record.key }].slice(-PRIORS_KEPT);
      const span = spanOf(n, tally);
      const circles = canCircle(flyer) ? span.pivots : 0;
      const flew = span.legs > 0 || circles > 0;
      // Two flights in the span: the previous action's after its die and the next one's before its own, if the
      // previous one owes it (a reading that keeps it up).
      const second = span.legs + circles > 1;
      if (!n.acted) n.flewBefore = flew;
      // Its previous action flew before its die: this span's flight is the new action's own (before its die).
      else if (n.flewBefore) n.flewBefore = flew;
      // Else the previous action flies after its die, in this span, or it flew no zone at all; a second flight in
      // the span is the new action's before its die.
      else {
        grounded = !flew;
        n.flewBefore = second;
      }
      n.acted = true;
      n.mark = tally;
      delete n.carry;
    }
    // Only a flyer in flight comes down, once: an action ended again (a step run twice) finds it on the ground.
    if (grounded && f.system.tactica.flying) calls.push(groundCall(f, flyer));
    kept.push(n);
  }
  return { memo: kept, calls };
}

/** The notes of the fighters still in the fight. */
export function flightNotesKept(memo: unknown, now: readonly RoundFighter[]): SavedNote[] {
  const notes = readNotes(memo);
  return now.flatMap((f) => {
    const n = notes.get(f.id);
    return n ? [n] : [];
  });
}

/**
 * `inner` (the tactica step slot) with the flyers' grounding run first: an action's end comes before what the next one
 * begins with. The memo keeps both (`inner`'s under `steps`; an older combat's memo is `inner`'s alone).
 */
export function withFlightGrounding(inner: StepSlot<TacticaTypes>): StepSlot<TacticaTypes> {
  const split = (memo: unknown): { steps: unknown; flyers: unknown } => {
    if (typeof memo === "object" && memo !== null && !Array.isArray(memo) && "flyers" in memo) return memo as { steps: unknown; flyers: unknown };
    return { steps: memo, flyers: [] };
  };
  return {
    due(memo, events, now, options) {
      const m = split(memo);
      const flight = flightGroundsDue(m.flyers, events, now);
      const rest = inner.due(m.steps, events, now, options);
      return { memo: { steps: rest.memo, flyers: flight.memo }, calls: [...flight.calls, ...rest.calls] };
    },
    settle(memo, now) {
      const m = split(memo);
      return { steps: inner.settle(m.steps, now), flyers: flightNotesKept(m.flyers, now) };
    },
  };
}
