/**
 * frozen-lands: the fight and the characters' sheets kept in step (TrackerView.actorChanged, actorWrites, and the
 * out-of-turn Awareness check rolled from the character's own data).
 * - "Exhaustion: Reduces your number of actions by 1", "Dazed: Reduces your number of reactions by 1": a condition
 *   gained (or rested away) mid-fight sets the fighter's per-round numbers, from the next round (setAllowance), as
 *   the sheet's derived Actions and Reactions show them; a talent ticked mid-fight lets its action repeat at once.
 * - "If you fail the check you get a point of Stress": a failed out-of-turn attempt's Stress, and what the Awareness
 *   check's Stress dice gave (WP, Dazed, broken), are written on the character.
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand, TurnEvent } from "../../engine/turns";
import type { FrozenLandsTurnData } from "../../engine/rulesets/frozen-lands/turn-policy";
import { actionsPerRound, reactionsPerRound } from "../../engine/rulesets/frozen-lands/actor";
import type { ConditionLevels } from "../../engine/rulesets/frozen-lands/conditions";
import type { WriteBack } from "../adapter";
import { stressWriteBack } from "./stress-outcome";
import { repeatableActions, repeatableList } from "./actor";

type State = SchedulerState<FrozenLandsTurnData>;

/** The fighter's per-round numbers as its actor's conditions make them now; null when the fight agrees already. */
export function allowanceFromActor(s: SchedulerState<unknown>, id: string, actor: PlayerActor): TurnCommand | null {
  const f = (s as State).data.fighters[id];
  if (!f) return null;
  const fl = actor.system.frozenLands;
  const actions = actionsPerRound(fl.conditions);
  const reactions = reactionsPerRound(fl.attributes.agility, fl.conditions);
  const repeatable = repeatableActions(fl);
  if (actions === f.actionsPerRound && reactions === f.reactionsPerRound && repeatableList(fl).join(",") === f.repeatable.join(",")) return null;
  return { type: "setAllowance", combatant: id, actions, reactions, repeatable };
}

interface OutOfTurnChanges {
  willpowerGained?: number;
  conditions?: ConditionLevels;
  broken?: boolean;
  criticalInjury?: boolean;
}

/** What a step writes on the characters: the out-of-turn Stress, and the Disengage roll used up (disengageWrites). */
export function stepWrites(events: readonly TurnEvent[], actorOf: (id: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  return [...outOfTurnWrites(events, actorOf), ...disengageWrites(events, actorOf), ...jumpWrites(events, actorOf)];
}

/**
 * A failed jump keeps the character where it is until its turn ends. One failed out of its turn (or outside a fight)
 * holds only until its own turn starts, so it never costs the next turn's moves.
 */
function jumpWrites(events: readonly TurnEvent[], actorOf: (id: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const ended = new Set(events.filter((e) => e.type === "turnEnd" || e.type === "turnStart").map((e) => e.combatant).filter((c): c is string => typeof c === "string"));
  return [...ended].flatMap((combatant) => (actorOf(combatant)?.system.frozenLands.jump?.failed ? [{ combatant, back: { update: { "system.frozenLands.jump.failed": false } } }] : []));
}

/**
 * A Disengage roll counts for one move: the move made, or the turn over, clears it. One rolled before the character's
 * turn (outside the fight, or in another's turn with no out-of-turn action) is cleared as its turn starts.
 */
function disengageWrites(events: readonly TurnEvent[], actorOf: (id: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const moved = (e: TurnEvent) => (e.type === "action" || e.type === "interruptTaken") && e.action === "move";
  const done = new Set(events.filter((e) => moved(e) || e.type === "turnEnd" || e.type === "turnStart").map((e) => e.combatant).filter((c): c is string => typeof c === "string"));
  return [...done].flatMap((combatant) => {
    const d = actorOf(combatant)?.system.frozenLands.disengage;
    return d && (d.rolled || d.failed) ? [{ combatant, back: { update: { "system.frozenLands.disengage.rolled": false, "system.frozenLands.disengage.failed": false } } }] : [];
  });
}

/** The Stress (and the Awareness check's WP, Dazed, broken) a step's out-of-turn events give each character. */
export function outOfTurnWrites(events: readonly TurnEvent[], actorOf: (id: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const by = new Map<string, { stress: number; changes: OutOfTurnChanges }>();
  const entry = (id: string) => by.get(id) ?? by.set(id, { stress: 0, changes: {} }).get(id)!;
  for (const e of events) {
    if (typeof e.combatant !== "string") continue;
    if (e.type === "stressGained" && typeof e.amount === "number") entry(e.combatant).stress += e.amount;
    if (e.type === "outOfTurnCheck" && e.changes && typeof e.changes === "object") entry(e.combatant).changes = e.changes as OutOfTurnChanges;
  }
  return [...by].flatMap(([combatant, { stress, changes }]) => {
    const actor = actorOf(combatant);
    if (!actor) return [];
    const f = actor.system.frozenLands;
    const back = stressWriteBack(f, {
      stressGained: stress,
      willpowerGained: changes.willpowerGained ?? 0,
      conditions: { ...f.conditions, ...changes.conditions },
      broken: changes.broken === true,
      criticalInjury: changes.criticalInjury === true,
    });
    return Object.keys(back.update).length > 0 ? [{ combatant, back }] : [];
  });
}

/**
 * A move as the character's sheet says it may be made: refused while Prone ("If you are prone, you can stand up and
 * move …"); after a failed Disengage roll it costs an extra action ("If you fail, you take one Stress, and must spend
 * an extra action to move").
 */
export function moveFromActor(command: TurnCommand, actorOf: (id: string) => PlayerActor | null): TurnCommand {
  if (command.type !== "act" || command.action !== "move" || typeof command.combatant !== "string") return command;
  const actor = actorOf(command.combatant);
  if (actor?.statuses.includes("frozen-lands.prone")) throw new RangeError("a prone character must stand up first (the sheet's Stand up, a Mobility roll)");
  if (actor?.system.frozenLands.jump?.failed) throw new RangeError("the jump failed: the character stays where it is this turn (its Move action is spent)");
  return actor?.system.frozenLands.disengage?.failed ? { ...command, extra: "failed disengage" } : command;
}

/**
 * An out-of-turn attempt whose Awareness check the GM's client rolls with the character's own Awareness, Stress, Soul
 * and conditions: a player's whatever it carries, anyone's that asks for the roll (`roll: true`, the tracker's button).
 */
export function withAwarenessCheck(command: TurnCommand, actorOf: (id: string) => PlayerActor | null): TurnCommand {
  const { success: _success, check: _check, roll: _roll, ...rest } = command;
  const actor = typeof command.combatant === "string" ? actorOf(command.combatant) : null;
  if (!actor) throw new RangeError("outOfTurn: the combatant has no frozen-lands character to roll Awareness for");
  const f = actor.system.frozenLands;
  return { ...rest, check: { awareness: f.attributes.awareness, stress: f.stress, soul: f.attributes.soul, conditions: { ...f.conditions } } };
}
