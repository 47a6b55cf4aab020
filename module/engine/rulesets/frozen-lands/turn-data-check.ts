/** The shape frozen-lands' turn data must have when read back from storage, and the ids it refers to. */
import type { SchedulerState } from "../../turns/types";
import { bool, firstProblem, id, idsIn, int, list, literal, nullable, object, record, sameIds, text, tuple } from "../../turns/shape";
import { MAX_COMBATANTS, MAX_TEXT } from "../../turns/limits";
import { MAX_INITIATIVE_SCORE, MAX_INITIATIVE_SIDES, MAX_PER_ROUND, MAX_REPEATABLE } from "./turn-limits";

const perRound = int(0, MAX_PER_ROUND);

const fighter = object({
  side: literal("player", "enemy"),
  initiative: nullable(int(-MAX_INITIATIVE_SCORE, Math.max(MAX_INITIATIVE_SCORE, MAX_INITIATIVE_SIDES))),
  actionsPerRound: perRound,
  reactionsPerRound: perRound,
  roundActions: perRound,
  actionsLeft: perRound,
  reactionsLeft: perRound,
  repeatable: list(text(MAX_TEXT), MAX_REPEATABLE),
  usedThisTurn: list(text(MAX_TEXT), 100),
  outOfTurnTried: bool,
  delayed: literal(null, "kept", "declared", "acting"),
  hadTurn: bool,
  stressGained: int(0, 1_000_000),
}, { interrupt: text(MAX_TEXT), standingMove: bool });

const data = object({
  sides: int(2, MAX_INITIATIVE_SIDES),
  gm: nullable(object({ dice: list(int(1, MAX_INITIATIVE_SIDES), MAX_COMBATANTS + 1), kept: int(1, MAX_INITIATIVE_SIDES), gmFirst: bool })),
  playerOrder: list(id, MAX_COMBATANTS),
  pendingTies: nullable(list(list(id, MAX_COMBATANTS), MAX_COMBATANTS)),
  track: list(id, MAX_COMBATANTS),
  fighters: record(fighter, MAX_COMBATANTS),
  declared: list(tuple(id, text(MAX_TEXT)), MAX_COMBATANTS),
});

interface Fighter {
  side: "player" | "enemy";
  initiative: number | null;
}

/** The first thing wrong with `state.data` for the frozen-lands policy, or null. `path` names it in the message. */
export function frozenLandsDataProblem(state: SchedulerState<unknown>, path: string): string | null {
  const shape = data(state.data, path);
  if (shape) return shape;
  const d = state.data as { gm: unknown; playerOrder: string[]; pendingTies: string[][] | null; track: string[]; fighters: Record<string, Fighter>; declared: [string, string][] };
  const ids = new Set(state.combatants.map((c) => c.id));
  return firstProblem(
    () => sameIds(Object.keys(d.fighters), ids, `${path}.fighters`),
    () => idsIn(d.track, ids, `${path}.track`),
    () => idsIn(d.playerOrder, ids, `${path}.playerOrder`),
    () => idsIn(d.declared.map(([who]) => who), ids, `${path}.declared`),
    () => idsIn((d.pendingTies ?? []).flat(), ids, `${path}.pendingTies`),
    () => d.playerOrder.map((p, i) => (d.fighters[p]!.side === "player" && d.fighters[p]!.initiative !== null ? null : `${path}.playerOrder[${i}] is not a player with a roll`)).find(Boolean) ?? null,
    () => Object.entries(d.fighters).map(([who, f]) => (f.side === "enemy" && f.initiative === null ? `${path}.fighters.${who}.initiative is missing (an enemy's score)` : null)).find(Boolean) ?? null,
    () => (state.phase === "running" && d.gm === null ? `${path}.gm is missing in a running encounter` : null),
  );
}
