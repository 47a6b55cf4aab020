/**
 * frozen-lands in the tracker: the alternating track (players and the GM's side in turn, enemies left over at the
 * end), the 3 actions of the round (each once a turn), Reactions left, the once-a-round out-of-turn attempt (a
 * failure adds Stress), the delayed action.
 */
import { namedCombatant, pipBar, type CombatantPanel, type CommandButton, type Label, type RoundPanel, type RoundRow, type TrackerView } from "../../applications/combat/tracker-view";
import type { SchedulerState } from "../../engine/turns";
import { ANY_ACTION, frozenLandsTurnPolicy, type FrozenLandsTurnData } from "../../engine/rulesets/frozen-lands/turn-policy";
import { orderPlayers } from "../../engine/rulesets/frozen-lands/turn-track";
import { allowanceFromActor, moveFromActor, stepWrites, withAwarenessCheck } from "./tracker-actors";
import { skillCommand } from "./skill-action";

type State = SchedulerState<FrozenLandsTurnData>;

const K = "FRAY.Tracker.FrozenLands";
const ACTION_ICONS: Readonly<Record<string, string>> = { attack: "fa-solid fa-khanda", move: "fa-solid fa-person-walking", aim: "fa-solid fa-crosshairs", reload: "fa-solid fa-arrows-rotate" };

function commandsFor(state: State, id: string): CommandButton[] {
  const f = state.data.fighters[id]!;
  if (state.phase !== "running" || state.data.pendingTies !== null) return [];
  const out: CommandButton[] = [];
  if (state.active === id) {
    // A delayed action's short turn has its one action paid already (interrupt), even with none left.
    if (f.actionsLeft > 0 || f.interrupt !== undefined) {
      // Aim and Reload are actions too, taken with their weapon from the sheet (which pays them here).
      for (const action of ["attack", "move"]) {
        if (!f.usedThisTurn.includes(action) || f.repeatable.includes(action)) {
          out.push({ label: { key: `${K}.Action.${action}` }, icon: ACTION_ICONS[action]!, command: { type: "act", combatant: id, action } });
        }
      }
      if (f.side === "player" && f.delayed === null) out.push({ label: { key: `${K}.Delay` }, icon: "fa-solid fa-hourglass-half", command: { type: "delay", combatant: id } });
    }
    return out;
  }
  if (state.active !== null) {
    // The delayed or out-of-turn action is whichever the player takes next (an attack from the sheet, a move on the board).
    if (f.delayed === "kept") out.push({ label: { key: `${K}.UseDelayed` }, icon: "fa-solid fa-hourglass-end", command: { type: "useDelayed", combatant: id, action: ANY_ACTION } });
    // The Awareness check, rolled on the GM's client with the character's own data; or a result rolled at the table.
    if (f.side === "player" && !f.outOfTurnTried && f.actionsLeft > 0) {
      out.push({ label: { key: `${K}.OutOfTurnRoll` }, icon: "fa-solid fa-eye", command: { type: "outOfTurn", combatant: id, action: ANY_ACTION, roll: true } });
      out.push({ label: { key: `${K}.OutOfTurnPassed` }, icon: "fa-solid fa-forward", command: { type: "outOfTurn", combatant: id, action: ANY_ACTION, success: true } });
      out.push({ label: { key: `${K}.OutOfTurnFailed` }, icon: "fa-solid fa-face-frown", command: { type: "outOfTurn", combatant: id, action: ANY_ACTION, success: false } });
    }
  }
  if (f.reactionsLeft > 0) out.push({ label: { key: `${K}.React` }, icon: "fa-solid fa-shield-halved", command: { type: "react", combatant: id, name: "dodge" } });
  return out;
}

/**
 * Tied players settle their order at the table; the GM records it. One button per tied player: that player first
 * among the tied, the rest as they joined (every other tie too).
 */
function tieChoices(state: State, names: Readonly<Record<string, string>>): CommandButton[] {
  const { pendingTies, fighters } = state.data;
  if (state.phase !== "running" || pendingTies === null) return [];
  const players = state.combatants.filter((c) => fighters[c.id]?.side === "player").map((c) => ({ id: c.id, roll: fighters[c.id]!.initiative ?? 0 }));
  const base = orderPlayers(players);
  return pendingTies.flatMap((group) =>
    group.map((first) => {
      const rest = base.filter((id) => group.includes(id) && id !== first);
      const at = base.findIndex((id) => group.includes(id));
      const order = base.filter((id) => !group.includes(id));
      order.splice(at, 0, first, ...rest);
      return { label: { key: `${K}.TieFirst`, data: { name: names[first] ?? first } }, icon: "fa-solid fa-arrow-up-1-9", command: { type: "chooseOrder", order } };
    }),
  );
}

export const frozenLandsTrackerView: TrackerView = {
  options: () => undefined,
  startArgs: () => ({}),

  // A player's out-of-turn attempt: the GM's client rolls the Awareness check with the character's own Awareness,
  // Stress, Soul and conditions; a result or a pool the player sends is dropped.
  fromPlayer: (command, actorOf) => (command.type === "outOfTurn" ? withAwarenessCheck(command, actorOf) : command),
  // Anyone's "roll Awareness" button: the same check from the character's data.
  withActors: (_s, command, actorOf) => {
    if (command.type === "outOfTurn" && command.roll === true) return withAwarenessCheck(command, actorOf);
    return moveFromActor(command, actorOf);
  },
  // A condition gained mid-fight changes the round's numbers; a failed attempt's Stress reaches the sheet, and a move
  // uses up the Disengage roll made for it.
  actorChanged: allowanceFromActor,
  actorWrites: (events, _command, actorOf) => stepWrites(events, actorOf),

  round(s, names): RoundPanel {
    const state = s as State;
    const { gm, pendingTies, track, fighters } = state.data;
    const lines: Label[] = [{ key: "FRAY.Tracker.Round", data: { round: state.round } }];
    if (gm) lines.push({ key: `${K}.GmRoll`, data: { kept: gm.kept, dice: gm.dice.join(", ") } });
    if (pendingTies) lines.push({ key: `${K}.TiesPending`, data: { names: pendingTies.map((g) => g.map((id) => names[id] ?? id).join(" = ")).join("; ") } });
    const row: RoundRow = {
      label: { key: `${K}.Track` },
      current: true,
      items: track.map((id) => ({
        name: names[id] ?? id,
        state: id === state.active ? "active" : fighters[id]!.hadTurn ? "done" : fighters[id]!.side === "enemy" ? "out" : "ready",
      })),
    };
    return { lines, rows: track.length > 0 ? [row] : [], commands: tieChoices(state, names) };
  },

  combatant(s, id): CombatantPanel {
    const state = s as State;
    const f = state.data.fighters[id]!;
    const slot = frozenLandsTurnPolicy.lineup(state).find((x) => x.id === id);
    const badges: Label[] = [
      { key: f.side === "player" ? `${K}.Player` : `${K}.Enemy` },
      { key: `${K}.Reactions`, data: { left: f.reactionsLeft, of: f.reactionsPerRound } },
    ];
    if (f.outOfTurnTried) badges.push({ key: `${K}.OutOfTurnTried` });
    if (f.delayed === "kept") badges.push({ key: `${K}.DelayKept` });
    if (f.delayed === "declared") badges.push({ key: `${K}.DelayDeclared` });
    // A passed out-of-turn attempt or a delayed action in use: its attack (or other action) is rolled from the sheet now.
    if (f.interrupt !== undefined) badges.push(f.interrupt === ANY_ACTION ? { key: `${K}.InterruptAny` } : { key: `${K}.Interrupt`, data: { action: f.interrupt } });
    if (f.stressGained > 0) badges.push({ key: `${K}.Stress`, data: { stress: f.stressGained } });
    for (const used of f.usedThisTurn) badges.push({ key: `${K}.Used`, data: { action: used } });
    return {
      id,
      status: slot?.status ?? "waiting",
      order: f.initiative === null ? null : { key: f.side === "player" ? `${K}.Roll` : `${K}.Score`, data: { value: f.initiative } },
      badges,
      pips: pipBar(f.roundActions, f.roundActions, f.roundActions - f.actionsLeft),
      pipsLabel: { key: `${K}.Actions`, data: { left: f.actionsLeft, of: f.roundActions } },
      dice: null,
      commands: commandsFor(state, id),
    };
  },

  subjects: (_state, command) => namedCombatant(command),

  // "As an action, a character can move from one zone to another adjacent zone": each zone on the path is one Move
  // action, booked in one step. Move twice in a turn needs a talent ("the same action only once per turn"): without
  // one the engine refuses the step, and the move with it (docs/rules-notes/frozen-lands.md, Movement).
  // "A player can attempt to take a single action out of it's turn": a move out of turn is the action a passed
  // attempt or a delayed action allows (one zone), or refused.
  offTurnMoves: true,
  moveCommand: (_s, id, cost) => {
    const actions = cost.actions ?? 0;
    if (actions <= 0) return null;
    return actions === 1 ? { type: "act", combatant: id, action: "move" } : { type: "act", combatant: id, action: "move", times: actions };
  },
  costOf(s, id, action, repeat) {
    const state = s as State;
    if (state.phase !== "running") return null;
    // A dodge or block spends one of the round's Reactions (Agility − 1).
    if (action === "reaction") return { type: "react", combatant: id, name: "defence" };
    // The sheet's Aim and Reload: one of the 3 actions each, once a turn.
    // The sheet's Stand up and Jump are the Move action; the board move after it is that same action (the engine knows).
    if (typeof action === "object" && (action.name === "aim" || action.name === "reload" || action.name === "stand-up" || action.name === "jump")) return { type: "act", combatant: id, action: action.name };
    // A skill rolled from the sheet (First Aid, Intimidate, Cast a spell): the action named by the skill.
    if (typeof action === "object") return skillCommand(state, id, action);
    if (action !== "attack") return null;
    // In its own turn an attack is one of the 3 actions; out of turn it needs the Awareness attempt (the tracker).
    // Dual wielding's two Attacks are one step: both actions, the second a repeat the rule allows, or neither.
    if (repeat && repeat.times > 1) return { type: "act", combatant: id, action: "attack", times: repeat.times, repeatBecause: repeat.because };
    return { type: "act", combatant: id, action: "attack" };
  },
  // "Before the action that you are interrupting": a passed attempt not taken by the end of that turn is lost; say so.
  chatLines: (events, names) =>
    events.flatMap((e) => (e.type === "interruptLost" && e.combatant !== undefined ? [{ key: `${K}.InterruptLost`, data: { name: names[e.combatant] ?? e.combatant } }] : [])),
};
