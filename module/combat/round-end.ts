/**
 * The round's end, decided without Foundry: when a step opens a new round, the ruleset's round-end slot compares
 * the fighters now with what it noted at the fight's start and at the last round's start, and says which checks
 * are due (factions: morale). The marks are stored with the Combat; a round reached again (after an undo) is not
 * checked twice.
 */
import type { TurnEvent } from "../engine/turns";
import type { DamageContext, RoundEndCall, RoundEndSlot, RoundFighter } from "../rulesets/adapter";

/** What the slot noted: at the fight's start, at the latest round's start, and that round's number. */
export interface RoundMarks {
  first: unknown;
  start: unknown;
  round: number;
  /** The highest round whose start was checked (an undo does not check it again). */
  checked: number;
}

export function roundEndStep(
  slot: RoundEndSlot | undefined,
  marks: RoundMarks | null,
  events: readonly TurnEvent[],
  fighters: () => readonly RoundFighter[],
  options: DamageContext["options"],
): { marks: RoundMarks | null; calls: RoundEndCall[] } {
  const opened = events.filter((e) => e.type === "roundStart").at(-1);
  if (!slot || !opened) return { marks, calls: [] };
  const now = fighters();
  const snapshot = slot.snapshot(now);
  const round = opened.round;
  const calls = marks && round > marks.checked && round > 1 ? slot.due(marks.first, marks.start, now, options) : [];
  return { marks: { first: marks && round > 1 ? marks.first : snapshot, start: snapshot, round, checked: Math.max(round, marks?.checked ?? 0) }, calls };
}
