/** The shape factions' turn data must have when read back from storage, and the ids and factions it refers to. */
import type { SchedulerState } from "../../turns/types";
import { bool, firstProblem, id, idsIn, int, list, nullable, object, record, sameIds, text } from "../../turns/shape";
import { MAX_COMBATANTS, MAX_TEXT } from "../../turns/limits";
import { MAX_EXTRA_REACTIONS, MAX_FACTIONS, MAX_SPEED } from "./turn-limits";

const character = object(
  {
    faction: text(MAX_TEXT),
    speed: int(0, MAX_SPEED),
    acted: bool,
    turn: object({ moved: int(0, 2 * MAX_SPEED), sprint: bool, main: int(0, 1), bonus: int(0, 2) }, { halfZones: int(0, 4 * MAX_SPEED) }),
  },
  { extraReactions: int(0, MAX_EXTRA_REACTIONS), extraReactionsUsed: int(0, MAX_EXTRA_REACTIONS), rides: id, reserved: bool },
);

const data = object(
  {
    factions: list(text(MAX_TEXT), MAX_FACTIONS),
    initiative: nullable(text(MAX_TEXT)),
    first: nullable(text(MAX_TEXT)),
    current: nullable(text(MAX_TEXT)),
    passStreak: int(0, MAX_FACTIONS),
    characters: record(character, MAX_COMBATANTS),
  },
  { group: list(id, MAX_COMBATANTS), bonusRound: list(id, MAX_COMBATANTS) },
);

interface Character {
  faction: string;
  rides?: string;
}

/** The first thing wrong with `state.data` for the factions policy, or null. `path` names it in the message. */
export function factionsDataProblem(state: SchedulerState<unknown>, path: string): string | null {
  const shape = data(state.data, path);
  if (shape) return shape;
  const d = state.data as { factions: string[]; initiative: string | null; first: string | null; current: string | null; characters: Record<string, Character>; group?: string[]; bonusRound?: string[] };
  const ids = new Set(state.combatants.map((c) => c.id));
  const factions = new Set(d.factions);
  const isFaction = (f: string | null, at: string) => (f === null || factions.has(f) ? null : `${at} is "${f}", which is not one of the factions`);
  return firstProblem(
    () => (d.factions.length >= 2 && factions.size === d.factions.length && !factions.has("") ? null : `${path}.factions must list at least two different faction names`),
    () => isFaction(d.initiative, `${path}.initiative`),
    () => isFaction(d.first, `${path}.first`),
    () => isFaction(d.current, `${path}.current`),
    () => (state.phase === "running" && d.initiative === null ? `${path}.initiative is missing in a running encounter` : null),
    () => sameIds(Object.keys(d.characters), ids, `${path}.characters`),
    ...Object.entries(d.characters).map(([who, c]) => () => {
      const at = `${path}.characters.${who}`;
      if (!factions.has(c.faction)) return isFaction(c.faction, `${at}.faction`);
      if (c.rides === undefined) return null;
      const mount = d.characters[c.rides];
      // Before the start a rider may name a mount that joins after it (start checks the pairs).
      if (state.phase === "setup" && !mount) return null;
      return mount && c.rides !== who && mount.rides === undefined ? null : `${at}.rides is "${c.rides}", which is not a mount in the fight`;
    }),
    () => idsIn(d.group ?? [], ids, `${path}.group`),
    () => idsIn(d.bonusRound ?? [], ids, `${path}.bonusRound`),
  );
}
