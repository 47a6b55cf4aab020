/**
 * Morale at the round's end, for the tracker: "Groups must make a morale check if they were reduced to half or less
 * their original numbers in the past round. Characters fighting alone must make a morale check if they were
 * reduced to half or less their maximum health in the past round." A side's numbers are its members still
 * fighting (not incapacitated, dead or surrendering); a side of one member is a character fighting alone. Those due
 * roll the sheet's Morale check (the group WIT save, one d20 each); those steady from an earlier pass are immune.
 */
import { groupMoraleDue, loneMoraleDue } from "../../engine/rulesets/factions/morale";
import type { RoundEndCall, RoundEndSlot, RoundFighter } from "../adapter";
import { DEFAULT_FACTIONS } from "./actor";
import { factionsMoraleRequest } from "./morale-actions";

/** What the round's end compares: each side's fighters still in it, its size, and each fighter's health. */
export interface MoraleMarks {
  standing: Record<string, number>;
  members: Record<string, number>;
  health: Record<string, number>;
}

const K = "FRAY.Tracker.Factions";

export function sideOf(f: RoundFighter): string {
  return f.system.factions.faction.trim() || (f.player ? DEFAULT_FACTIONS.player : DEFAULT_FACTIONS.npc);
}

/** Still fighting: not taken down, not surrendering. */
export function stillFighting(f: RoundFighter): boolean {
  return !f.statuses.includes("factions.incapacitated") && !f.statuses.includes("factions.dead") && !f.system.factions.surrendering;
}

export function moraleMarks(fighters: readonly RoundFighter[]): MoraleMarks {
  const marks: MoraleMarks = { standing: {}, members: {}, health: {} };
  for (const f of fighters) {
    const side = sideOf(f);
    marks.members[side] = (marks.members[side] ?? 0) + 1;
    marks.standing[side] = (marks.standing[side] ?? 0) + (stillFighting(f) ? 1 : 0);
    marks.health[f.id] = Math.min(f.system.factions.health.value, f.system.factions.health.max);
  }
  return marks;
}

/** Stored marks read back defensively (a flag edited by hand, a fight from an older version): missing means none. */
function read(value: unknown): MoraleMarks {
  const v = (value ?? {}) as Partial<MoraleMarks>;
  return { standing: v.standing ?? {}, members: v.members ?? {}, health: v.health ?? {} };
}

/** Who must check morale now that the round is over, with a chat line per side and its members' rolls. */
export function moraleDue(first: unknown, roundStart: unknown, now: readonly RoundFighter[], options: Parameters<RoundEndSlot["due"]>[3]): RoundEndCall[] {
  const original = read(first);
  const start = read(roundStart);
  const current = moraleMarks(now);
  const calls: RoundEndCall[] = [];
  for (const side of Object.keys(current.members)) {
    const members = now.filter((f) => sideOf(f) === side);
    const fighting = members.filter(stillFighting);
    let line: RoundEndCall["line"] | null = null;
    if (members.length === 1) {
      const lone = members[0]!;
      const max = lone.system.factions.health.max;
      const before = start.health[lone.id] ?? current.health[lone.id]!;
      if (fighting.length === 1 && loneMoraleDue(max, before, current.health[lone.id]!)) line = { key: `${K}.MoraleLone`, data: { name: lone.name, health: current.health[lone.id]!, max } };
    } else {
      // Numbers only fall in the comparison: late arrivals and revived fighters never make a side "fall".
      const n = current.standing[side]!;
      const s = Math.max(start.standing[side] ?? n, n);
      const o = Math.max(original.members[side] ?? start.members[side] ?? current.members[side]!, s);
      if (groupMoraleDue(o, s, n)) line = { key: `${K}.MoraleGroup`, data: { faction: side, now: n, of: o } };
    }
    if (!line) continue;
    // Steady from an earlier pass, or immune to fear ("also immune to morale"): named, not rolled.
    const immune = (f: RoundFighter) => f.system.factions.steady || f.system.factions.immuneToFear;
    const steady = fighting.filter(immune);
    const rolling = fighting.filter((f) => !immune(f));
    if (steady.length) line = { key: `${line.key}Steady`, data: { ...line.data, steady: steady.map((f) => f.name).join(", ") } };
    calls.push({ line, rolls: rolling.map((f) => ({ id: f.id, action: "morale", request: factionsMoraleRequest(f.name, f.system, options?.factions) })) });
  }
  return calls;
}

export const factionsRoundEnd: RoundEndSlot = { snapshot: moraleMarks, due: moraleDue };
