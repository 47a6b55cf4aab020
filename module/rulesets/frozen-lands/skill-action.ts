/**
 * frozen-lands skill rolls as actions ("Examples of actions: Move, Attack, Aim, Reload, First Aid, Intimidate, Cast a
 * spell"). The sheet pays `skillAction(name)`; the tracker (skillCommand) charges it as the action named by the skill,
 * lower case, so the same skill is once a turn ("you can use the same action only once per turn"). Out of the
 * character's turn it is the action a passed out-of-turn attempt or a delayed action allows; without one it is a
 * check the GM calls for (a Perception roll against an ambush) and costs nothing.
 */
import type { PlayAction } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import type { FrozenLandsTurnData } from "../../engine/rulesets/frozen-lands/turn-policy";

const PREFIX = "skill:";

export function skillAction(name: string): PlayAction {
  return { name: `${PREFIX}${name.trim().toLowerCase()}`, seconds: 0 };
}

/** The tracker's command for a skill roll by `id`, or null when it costs nothing (not a skill, or a called-for check). */
export function skillCommand(state: SchedulerState<FrozenLandsTurnData>, id: string, action: PlayAction): TurnCommand | null {
  if (typeof action !== "object" || !action.name.startsWith(PREFIX)) return null;
  const skill = action.name.slice(PREFIX.length);
  if (skill === "") return null;
  const f = state.data.fighters[id];
  if (state.active !== id && f?.interrupt === undefined) return null;
  return { type: "act", combatant: id, action: skill };
}
