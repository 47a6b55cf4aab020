/**
 * "The above flyer has a flying move rate of 2 zones per action, of which it MUST move at least 1 zone every action or
 * be considered 'on the ground'." / "Most flyers that fail to move at least 1 zone in an action are considered to be
 * hovering, or to have landed." A flyer's board move runs its Flight (flight-actions.ts flightMoveRoll); an action
 * with no board move at all runs nothing there, so this step slot (module/combat/after-step.ts, on the GM's client
 * after each saved tracker step) watches the actions the tracker marks (the engine's `action` event: a Pay, a sheet
 * attack's or Break's payment, a pool's die). "They can move and perform an action (or perform an action and move)":
 * an action's flight is in the span before its die or in the span after it (the moves its token records under the
 * fight's action keys, canvas/action-moves.ts, one span from die to die, in one round or across the reroll), and one
 * span's flight is one action's. An action that flew before its die leaves the next span to the next action; one
 * that did not must fly in the span after it: when the next die is paid with no zone flown in that span, a flyer in
 * flight runs the sheet's Flight on 0 zones: the card says hovering or landed, and *In flight* is written off. So
 * "fly in, strike; strike, fly off" keeps it up. A span may hold both (flight-split.ts): the drags after a die that
 * did not fly before it, then a drag the board counted from nothing as the next action's flight (its record's
 * `flights: 2`): the previous action flew after its die, and the next one flew before its own (if that second flight
 * crossed a zone, or turned circling); so may two drags that each crossed a zone, or (turn rate 6) a zone drag and a
 * circling in either order, or two circlings, when the previous action owes its flight. A flyer of turn rate 6 or
 * more that turned in that span (a drag's facing steps within its zone, or a run of turns in place,
 * canvas/turn-in-place.ts, each one pivot on the token's record under its key) circles and stays in flight ("A turn
 * rate of 6 means the flyer is able to circle the zone it is in without leaving and still count as flying"), as the
 * sheet's Flight says. A pool's activation pays no die, and the tracker's action key counts it apart (tracker-view.ts
 * actionKey). An action that kept the key would close its span all the same: the note remembers the key's record as it
 * stood then, and a later step counts only what the record holds past it, so a drag or circling is one action's
 * flight at most (the GM's undo of that action gives it back to the action taken again). The GM's undo of the flyer's
 * own action puts its note back to before that action (up to PRIORS_KEPT actions back), so the action taken again is
 * judged as the first was, the drags read since that action joining the span before the one taken again, once. Only a flyer in flight is
 * grounded, once: an action ended again finds it on the ground and writes nothing. A defence, a response or a 1
 * spent out of the countdown is not one of its actions here, and the fight's first action of a creature has no
 * earlier one to check.
 */
import type { TurnEvent } from "../../engine/turns";
import { canCircle, type FlyerStats } from "../../engine/rulesets/tactica/flying";
import type { ActionMovesRecord } from "../../canvas/action-moves";
import type { RoundEndCall, RoundFighter, StepSlot } from "../adapter";
import { FLIGHT_ACTION, sheetFlyer, type TacticaFlightRequest } from "./flight-actions";
import type { TacticaTypes } from "./types";

/** What the slot keeps per combatant between steps. */
interface FlyerNote {
  id: string;
  /** The board's action key after the previous step: the drags since then were recorded under it. */
  key: string | null;
  /** Its turns in place as last seen. */
  inPlace: number;
  /** Whether it has taken an action in this fight (the span since then is checked at its next). */
  acted: boolean;
  /** Whether the span since its latest action had a move of 1 zone or more. */
  moved: boolean;
  /** Whether it turned in that span without leaving its zone (a drag's facing steps, or a turn in place). */
  turned: boolean;
  /** Whether its latest action flew before its die (the span before it), leaving the span after it to the next. */
  flewBefore: boolean;
  /** Whether the span held a second flight (the board's split, flight-split.ts) that flew: the next action's own. */
  second?: boolean;
  /**
   * The span's drags that crossed a zone, per action key they were made under (`[key, drags]`): the keys it closed
   * already (a reroll, its own defence or response, a 1 spent each start a key with no die paid) and the one it moves
   * in now. Kept per key, each the token's count under it as last read (set, not added): a key the GM's undo brings
   * back is the same key, its drags counted once.
   */
  legs?: [string, number][];
  /**
   * The span's circlings, per action key as `legs` (the token's pivots under it: each drag that turned without
   * crossing a zone, each run of turns in place); counted as flights for a flyer of turn rate 6 or more.
   */
  circles?: [string, number][];
  /**
   * The token's record as it stood at the flyer's latest action that kept the action key (an attack pool's activation
   * pays no die): those drags and circlings are that span's, so what the key's record holds later counts only past
   * them. Dropped when the GM undoes an action of the flyer that kept the key, so the action taken again counts them.
   */
  counted?: Counted;
  /**
   * The note as it stood before each of the flyer's latest actions (its span's flights, whether it had acted and how),
   * the latest last: put back when the GM undoes that action, so the action taken again is judged as the first was.
   */
  priors?: PriorNote[];
}

/** How many actions back the GM's undo finds the note as it was. */
const PRIORS_KEPT = 4;

/** What an action changes in the note, as it was before it. */
type PriorNote = Pick<FlyerNote, "acted" | "flewBefore" | "moved" | "turned" | "second" | "legs" | "circles">;

function readPrior(v: unknown): PriorNote | null {
  if (typeof v !== "object" || v === null) return null;
  const r = v as Record<string, unknown>;
  return { acted: r["acted"] === true, flewBefore: r["flewBefore"] === true, moved: r["moved"] === true, turned: r["turned"] === true, ...(r["second"] === true ? { second: true } : {}), legs: readLegs({ legs: r["legs"] }), circles: readLegs({ legs: r["circles"] }) };
}

/** A token's record under `key` (its latest count, `flights` the counts) as the note last credited it to an action. */
interface Counted {
  key: string;
  flights: number;
  zones: number;
  turns: number;
  legs: number;
  pivots: number;
  /** What the span held under that key when it was marked (the record's part already in the open span), if any. */
  heldLegs?: number;
  heldCircles?: number;
}

/** The record's counts as the note keeps them (an older record's zones with no legs counted are one drag). */
function countedOf(m: ActionMovesRecord): Counted {
  return { key: m.key, flights: m.flights ?? 1, zones: m.zones, turns: m.turns, legs: m.legs ?? (m.zones > 0 ? 1 : 0), pivots: m.pivots ?? 0 };
}

function readCounted(v: unknown): Counted | null {
  if (typeof v !== "object" || v === null) return null;
  const r = v as Record<string, unknown>;
  const n = (k: string) => (Number.isInteger(r[k]) && (r[k] as number) >= 0 ? (r[k] as number) : null);
  const [flights, zones, turns, legs, pivots] = [n("flights"), n("zones"), n("turns"), n("legs"), n("pivots")];
  if (typeof r["key"] !== "string" || flights === null || zones === null || turns === null || legs === null || pivots === null) return null;
  const held = (k: string) => (Number.isInteger(r[k]) && (r[k] as number) > 0 ? { [k]: r[k] as number } : {});
  return { key: r["key"], flights, zones, turns, legs, pivots, ...held("heldLegs"), ...held("heldCircles") };
}

/**
 * What the record `m` holds past `c` (the part an action already took), as a record of one count: `name` the entry
 * its legs and circlings are kept under (the key, or the key and the count when the board split it since). Null when
 * the record is behind `c` (nothing new).
 */
function sinceCounted(m: ActionMovesRecord, c: Counted): { name: string; zones: number; turns: number; legs: number; pivots: number } | null {
  const now = countedOf(m);
  // A count started since (the board's split): the latest count is new whole; the earlier one's drags after `c` were
  // read at the steps between, under the key's own entry.
  if (now.flights > c.flights) return { name: `${m.key}#${now.flights}`, zones: now.zones, turns: now.turns, legs: now.legs, pivots: now.pivots };
  if (now.flights < c.flights) return null;
  const name = now.flights > 1 ? `${m.key}#${now.flights}` : m.key;
  return { name, zones: Math.max(0, now.zones - c.zones), turns: Math.max(0, now.turns - c.turns), legs: Math.max(0, now.legs - c.legs), pivots: Math.max(0, now.pivots - c.pivots) };
}

/** The note's `legs`; an older note's `legsClosed` (closed keys, summed) and `legsNow` (under its `key`) read into it. */
function readLegs(r: Record<string, unknown>): [string, number][] {
  const v = r["legs"];
  if (!Array.isArray(v)) {
    const out: [string, number][] = [];
    if (Number.isInteger(r["legsClosed"]) && (r["legsClosed"] as number) > 0) out.push(["", r["legsClosed"] as number]);
    if (typeof r["key"] === "string" && Number.isInteger(r["legsNow"]) && (r["legsNow"] as number) > 0) out.push([r["key"], r["legsNow"] as number]);
    return out;
  }
  return (v as unknown[]).flatMap((e) => (Array.isArray(e) && typeof e[0] === "string" && Number.isInteger(e[1]) ? [[e[0], e[1] as number] as [string, number]] : []));
}

/** `legs` with the drags under `key` set to `count`. */
function withLegs(legs: readonly [string, number][] | undefined, key: string, count: number): [string, number][] {
  return [...(legs ?? []).filter(([k]) => k !== key), [key, count]];
}

const total = (counts: readonly [string, number][] | undefined): number => (counts ?? []).reduce((sum, [, c]) => sum + c, 0);

function readNotes(v: unknown): Map<string, FlyerNote> {
  const out = new Map<string, FlyerNote>();
  if (!Array.isArray(v)) return out;
  for (const e of v as unknown[]) {
    const r = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
    if (typeof r["id"] !== "string") continue;
    out.set(r["id"], {
      id: r["id"],
      key: typeof r["key"] === "string" ? r["key"] : null,
      inPlace: Number.isInteger(r["inPlace"]) ? (r["inPlace"] as number) : 0,
      acted: r["acted"] === true,
      moved: r["moved"] === true,
      turned: r["turned"] === true,
      flewBefore: r["flewBefore"] === true,
      ...(r["second"] === true ? { second: true } : {}),
      legs: readLegs(r),
      circles: Array.isArray(r["circles"]) ? readLegs({ legs: r["circles"] }) : [],
      ...(readCounted(r["counted"]) ? { counted: readCounted(r["counted"])! } : {}),
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

/** The count a per-key list holds under `key` (0: none). */
function entryOf(counts: readonly [string, number][] | undefined, key: string): number {
  return (counts ?? []).find(([k]) => k === key)?.[1] ?? 0;
}

/**
 * The note put back to `prior` (before an action the GM undid), the span read since that action joined to it: each
 * key's count the larger of the two (a key both hold is one key's record), moved, turned or split if either was.
 */
function restorePrior(n: FlyerNote, prior: PriorNote): void {
  const join = (a: readonly [string, number][] | undefined, b: readonly [string, number][] | undefined) => {
    let out = [...(a ?? [])];
    for (const [k, c] of b ?? []) out = withLegs(out, k, Math.max(c, entryOf(out, k)));
    return out;
  };
  const second = prior.second === true || n.second === true;
  Object.assign(n, { acted: prior.acted, flewBefore: prior.flewBefore, moved: prior.moved || n.moved, turned: prior.turned || n.turned, legs: join(prior.legs, n.legs), circles: join(prior.circles, n.circles) });
  if (second) n.second = true;
  else delete n.second;
}

/**
 * The drags the token's record `m` holds under the note's key (past `c`, what an action already took of that key's
 * record) read into the note's span: a split in two flights, zone drags (legs) and circlings, each per key, set.
 */
function readSpan(n: FlyerNote, m: ActionMovesRecord, c: Counted | null, flyer: FlyerStats): void {
  if ((m.flights ?? 1) > 1 && !c) {
    // Split in two flights: the first crossed a zone or more (the board splits no other); the second is the
    // next action's, before its die.
    n.moved = true;
    n.second = m.zones > 0 || (m.turns > 0 && canCircle(flyer));
    return;
  }
  // Under a key an action kept, only what the record holds past what that action took is this span's.
  const fresh = c ? sinceCounted(m, c) : { name: m.key, ...countedOf(m) };
  if (!fresh) return;
  // Past a mark set while the span already held part of that key's record, that part is added to what is new.
  const held = c && fresh.name === c.key ? { legs: c.heldLegs ?? 0, circles: c.heldCircles ?? 0 } : { legs: 0, circles: 0 };
  if (fresh.zones > 0) {
    n.moved = true;
    // A key closed with no die paid (a reroll, a defence, a 1) keeps its drags in the span, under its own key.
    n.legs = withLegs(n.legs, fresh.name, held.legs + Math.max(1, fresh.legs));
  }
  // Its circlings under that key (a drag within its zone that turned, a run of turns in place), before or after
  // its zone drags; an older record's drags that turned within the zone, no pivots counted, are one.
  const circles = Math.max(fresh.pivots, fresh.zones === 0 && fresh.turns > 0 ? 1 : 0);
  if (circles > 0) {
    n.turned = true;
    n.circles = withLegs(n.circles, fresh.name, held.circles + circles);
  }
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
    const n: FlyerNote = notes.get(f.id) ?? { id: f.id, key: null, inPlace: record.turnsInPlace, acted: false, moved: false, turned: false, flewBefore: false };
    // The drags since the previous step were made under the key it had then.
    const m = record.moves;
    const actUndone = undone && events.some((e) => e.type === "undone" && undoneActOf(e, f.id));
    if (m && n.key !== null && m.key === n.key) readSpan(n, m, n.counted?.key === m.key ? n.counted : null, flyer);
    if (actUndone) {
      // Its own action taken back: the note goes back to before it (the span it closed is open again, with the drags
      // made before it), and the drags read since that action (in the span after it) join that span: they now come
      // before the action taken again.
      const prior = n.priors?.pop();
      if (prior) restorePrior(n, prior);
      // All the record holds now is in the open span: a key the tracker brings back later counts only what it adds.
      if (m) n.counted = { ...countedOf(m), heldLegs: entryOf(n.legs, m.key), heldCircles: entryOf(n.circles, m.key) };
    }
    if (record.turnsInPlace > 0 && record.turnsInPlace !== n.inPlace) n.turned = true;
    n.inPlace = record.turnsInPlace;
    const keyKept = n.key === record.key;
    n.key = record.key;
    // An undone step takes back no grounding (the GM's), and marks no action. Undone, the flyer's action that kept
    // the key gives back what it took of the key's record: the action taken again takes it.
    if (undone) {
      kept.push(n);
      continue;
    }
    let grounded = false;
    for (const e of events) {
      if (e.type !== "action" || !named(e, f.id)) continue;
      n.priors = [...(n.priors ?? []), { acted: n.acted, flewBefore: n.flewBefore, moved: n.moved, turned: n.turned, ...(n.second ? { second: true } : {}), legs: [...(n.legs ?? [])], circles: [...(n.circles ?? [])] }].slice(-PRIORS_KEPT);
      const flew = n.moved || (n.turned && canCircle(flyer));
      // Two flights in the span (two drags that each crossed a zone, under any of the span's keys; or, turn rate 6, a
      // zone drag and a circling in either order, or two circlings): the previous action's after its die and the next
      // one's before its own, if the previous one owes it (a reading that keeps it up).
      const flights = total(n.legs) + (canCircle(flyer) ? Math.max(total(n.circles), n.turned ? 1 : 0) : 0);
      if (flights > 1) n.second = true;
      if (!n.acted) n.flewBefore = flew;
      // Its previous action flew before its die: this span's flight is the new action's own (before its die).
      else if (n.flewBefore) n.flewBefore = flew;
      // Else the previous action flies after its die, in this span, or it flew no zone at all; a second flight in
      // the span is the new action's before its die.
      else {
        grounded = !flew;
        n.flewBefore = n.second === true;
      }
      n.acted = true;
      // An action that kept the key (an attack pool's activation) took the key's record as it stands now: a later
      // step counts only what is added past it, so each drag and circling is credited to one action at most.
      if (m && keyKept && m.key === record.key) n.counted = countedOf(m);
      // What the open span held of a marked key is this action's now: a later span holds none of it.
      else if (n.counted) n.counted = { ...n.counted, heldLegs: 0, heldCircles: 0 };
      n.moved = false;
      n.turned = false;
      n.legs = [];
      n.circles = [];
      delete n.second;
    }
    // Only a flyer in flight comes down, once: an action ended again (a step run twice) finds it on the ground.
    if (grounded && f.system.tactica.flying) calls.push(groundCall(f, flyer));
    kept.push(n);
  }
  return { memo: kept, calls };
}

/** The notes of the fighters still in the fight. */
export function flightNotesKept(memo: unknown, now: readonly RoundFighter[]): FlyerNote[] {
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
