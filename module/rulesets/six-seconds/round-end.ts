/**
 * What six-seconds makes a character do "every round", rolled by the tracker as each new round opens: a dying
 * character's Endurance check (and d10 to stabilise), a Broken character's Spirit check, a poison checked every round
 * (poison-rounds.ts); the round flat-footed after waking (or a surprise) ends once a full round has passed with
 * it; and the Confusion chart's "Creature is Panicked for this round" ends with the round it was rolled in.
 */
import type { RoundEndCall, RoundEndSlot, RoundFighter } from "../adapter";
import { sixSecondsDyingRequest } from "./dying-actions";
import { sixSecondsBrokenRequest } from "./morale-actions";
import { poisonRoundCalls } from "./poison-rounds";
import { airborneCalls } from "./airborne";
import { recoveryBlocked } from "./shared-body";
import type { SixSecondsOptions, SixSecondsTypes } from "./types";

const K = "FRAY.Tracker.SixSeconds";
const has = (f: RoundFighter, id: string) => f.statuses.includes(`six-seconds.${id}`);

/** What a round's start notes: who was flat-footed, and who Panicked, as it began. */
export interface SixSecondsRoundMarks {
  flatFooted: string[];
  panicked: string[];
}

function read(value: unknown): SixSecondsRoundMarks {
  const v = (value ?? {}) as Partial<SixSecondsRoundMarks>;
  const ids = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : []);
  return { flatFooted: ids(v.flatFooted), panicked: ids(v.panicked) };
}

function dueFor(f: RoundFighter, start: SixSecondsRoundMarks, options: SixSecondsOptions | undefined): RoundEndCall[] {
  if (has(f, "dead")) return [];
  const calls: RoundEndCall[] = [];
  // "A dying character is unconscious and must make a DC 4 endurance check every round."
  if (has(f, "dying")) calls.push({ line: { key: `${K}.DyingRoundDue`, data: { name: f.name } }, rolls: [{ id: f.id, action: "dyingRound", request: sixSecondsDyingRequest(f.name, f.system, f.statuses, options) }] });
  // Broken: "Every round, the character can make a Spirit check against DC 10" (not while unconscious: the GM's).
  if (has(f, "broken") && !has(f, "unconscious") && f.derived) {
    const req = brokenRequest(f);
    // Broken in a shared body: "cannot remove any morale penalties without outside help" (shared-body.ts).
    if (req && recoveryBlocked(f.system, req.state)) calls.push({ line: { key: `${K}.BrokenNeedsHelp`, data: { name: f.name } }, rolls: [] });
    else if (req) calls.push({ line: { key: `${K}.BrokenRoundDue`, data: { name: f.name } }, rolls: [{ id: f.id, action: "brokenRound", request: req }] });
  }
  // Flat-footed "for one round": it was already flat-footed when the round that just ended began.
  if (has(f, "flat-footed") && start.flatFooted.includes(f.id)) calls.push({ line: { key: `${K}.FlatFootedEnds`, data: { name: f.name } }, rolls: [{ id: f.id, action: "flatFootedEnds", request: { name: f.name } }] });
  // The Confusion chart's "Creature is Panicked for this round": a Confused fighter Panicked during the round (not
  // as it began: a fear's Panicked is kept) is no longer when it ends.
  if (has(f, "panicked") && has(f, "confused") && !start.panicked.includes(f.id)) calls.push({ line: { key: `${K}.PanicRoundEnds`, data: { name: f.name } }, rolls: [{ id: f.id, action: "panicRoundEnds", request: { name: f.name } }] });
  // A poison checked every round ("1 / round"): its Fortitude check falls due now.
  calls.push(...poisonRoundCalls(f));
  return calls;
}

/** The Broken check's request, or null when the actor's Will is above 0 (a Broken marker set by hand). */
function brokenRequest(f: RoundFighter): ReturnType<typeof sixSecondsBrokenRequest> | null {
  try {
    return sixSecondsBrokenRequest(f.name, f.system, f.derived!, f.statuses);
  } catch {
    return null;
  }
}

export const sixSecondsRoundEnd: RoundEndSlot<SixSecondsTypes> = {
  snapshot: (fighters) => ({ flatFooted: fighters.filter((f) => has(f, "flat-footed")).map((f) => f.id), panicked: fighters.filter((f) => has(f, "panicked")).map((f) => f.id) }) satisfies SixSecondsRoundMarks,
  // Then airborne spread, read from where the fighters' tokens stand (airborne.ts).
  due: (_first, roundStart, now, options) => [...now.flatMap((f) => dueFor(f, read(roundStart), options)), ...airborneCalls(now)],
};
