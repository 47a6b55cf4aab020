/**
 * six-seconds in the tracker: each fighter's seconds this turn as a 6-pip bar (spent, left, lost to a rider's
 * control or a shared body), actions carrying into the next turn, delays counting down, delaying and interrupting,
 * stun and stagger seconds, mount and rider on one count, a possessed body's shared 6 seconds.
 */
import { namedCombatant, pipBar, type CombatantPanel, type CommandButton, type Label, type PlayerActor, type RoundPanel, type TrackerView } from "../../applications/combat/tracker-view";
import type { SchedulerState, TurnCommand } from "../../engine/turns";
import { ROUND_SECONDS } from "../../engine/rulesets/six-seconds/turn-actions";
import { sixSecondsTurnPolicy, type SixSecondsTurnData } from "../../engine/rulesets/six-seconds/turn-policy";
import { conditionSeconds } from "./condition-seconds";
import { skipVetoedTurn } from "./veto-skip";
import { pendingStagger, staggerWrites } from "./stagger-pending";
import { forcedMoveCommand, recordFall } from "./forced-move";
import { bodyLinkWrites } from "./body-link";
import { sharedBodyWrites } from "./shared-body";
import { mountWrites } from "./mount-writes";
import { assertMountHand } from "./mount-hand";
import { assertCommandAllowed } from "./condition-acts";
import { flatSquareSeconds } from "./board-move";

type State = SchedulerState<SixSecondsTurnData>;
type ActorOf = (combatantId: string) => PlayerActor | null;

const K = "FRAY.Tracker.SixSeconds";

function commandsFor(state: State, id: string, actorOf?: ActorOf): CommandButton[] {
  if (state.phase !== "running") return [];
  // Stunned: a second at a time to sit out, set by the GM (players do not see it: tracker-context.ts).
  return [...ownCommands(state, id, actorOf), { label: { key: `${K}.Stun` }, icon: "fa-solid fa-star-half-stroke", command: { type: "stun", combatant: id, seconds: 1 } }];
}

/**
 * The rider mounts another fighter in its own turn (the mount then acts on its count, controlled for 2 s a round),
 * or dismounts; a mount carried by a rider offers nothing of its own.
 */
function mountButtons(state: State, id: string): CommandButton[] {
  const f = state.data.fighters[id]!;
  if (f.mount) return [{ label: { key: `${K}.Dismount` }, icon: "fa-solid fa-person-walking", command: { type: "dismount", combatant: id } }];
  if (f.rider) return [];
  return state.combatants
    .filter((c) => c.id !== id && !state.data.fighters[c.id]?.rider && !state.data.fighters[c.id]?.mount)
    .map((c) => ({ label: { key: `${K}.Mount`, data: { name: c.name } }, icon: "fa-solid fa-horse", command: { type: "mount", combatant: id, mount: c.id } }));
}

/**
 * A move's seconds when the fighter's actor prices it whatever its speed (a crawl's 4 a square, a staggering load's 6:
 * the board's flatSquareSeconds); null: the action table's 1 s move.
 */
function squareSecondsOf(actor: PlayerActor | null | undefined): number | null {
  return actor ? flatSquareSeconds(actor.statuses, actor.system) : null;
}

function ownCommands(state: State, id: string, actorOf?: ActorOf): CommandButton[] {
  const f = state.data.fighters[id]!;
  if (state.active === id) {
    // Disabled: "He can't walk, but can crawl as a 4SA one square"; over five encumbrance steps, one square per six
    // seconds: the button says so (the GM's client prices the step again from the actor: withActors).
    const square = squareSecondsOf(actorOf?.(id));
    const buttons: CommandButton[] = [
      { label: { key: `${K}.Attack` }, icon: "fa-solid fa-khanda", command: { type: "act", combatant: id, key: "melee-attack" } },
      { label: square ? { key: `${K}.MoveSquare`, data: { seconds: square } } : { key: `${K}.Move` }, icon: "fa-solid fa-person-running", command: { type: "act", combatant: id, key: "move" } },
      // The action table's other timed actions that roll nothing (a spell's own effect is the GM's).
      { label: { key: `${K}.Draw` }, icon: "fa-solid fa-hand-fist", command: { type: "act", combatant: id, key: "draw-sheathe" } },
      { label: { key: `${K}.Grab` }, icon: "fa-solid fa-hand", command: { type: "act", combatant: id, key: "grab-object" } },
      { label: { key: `${K}.Cast` }, icon: "fa-solid fa-wand-sparkles", command: { type: "act", combatant: id, key: "cast-spell" } },
    ];
    if (f.spent === 0 && !f.ongoing) buttons.push({ label: { key: `${K}.Delay` }, icon: "fa-solid fa-hourglass-half", command: { type: "delay", combatant: id } });
    buttons.push(...staggerButton(f, id), ...possessButtons(state, id), ...mountButtons(state, id));
    return buttons;
  }
  // A possessor leaves (a 0SA, or driven out by an Exorcism): the GM or its owner frees the body's seconds.
  if (f.body && f.body !== id) return [releaseButton(id)];
  // A kept turn may cut in between two actions of whoever is acting.
  if (f.delaying) return [{ label: { key: `${K}.Interrupt` }, icon: "fa-solid fa-bolt", command: { type: "interrupt", combatant: id } }];
  return [];
}

/**
 * Staggered, offered to the fighter in its turn (a hit's effect lands as it acts on): 1d6 rounds, each with a d6 of
 * stunned seconds, rolled on the GM's client; not while already staggered.
 */
function staggerButton(f: State["data"]["fighters"][string], id: string): CommandButton[] {
  return f.staggered && f.staggered.length > 0 ? [] : [{ label: { key: `${K}.Stagger` }, icon: "fa-solid fa-person-falling", command: { type: "stagger", combatant: id } }];
}

/**
 * After a successful possession check (the sheet's), the acting possessor enters a body: one button per other
 * fighter it could possess (not itself possessing anyone, not in a body already). In its body it may leave.
 */
function possessButtons(state: State, id: string): CommandButton[] {
  const f = state.data.fighters[id]!;
  if (f.body && f.body !== id) return [releaseButton(id)];
  if (f.body) return [];
  return state.combatants
    .filter((c) => c.id !== id && !(state.data.fighters[c.id]?.body && state.data.fighters[c.id]!.body !== c.id))
    .map((c) => ({ label: { key: `${K}.Possess`, data: { name: c.name } }, icon: "fa-solid fa-ghost", command: { type: "possess", combatant: id, body: c.id } }));
}

function releaseButton(id: string): CommandButton {
  return { label: { key: `${K}.Release` }, icon: "fa-solid fa-door-open", command: { type: "release", combatant: id } };
}

function badgesFor(state: State, id: string): Label[] {
  const f = state.data.fighters[id]!;
  const out: Label[] = [];
  if (f.delaying) out.push({ key: `${K}.Delaying` });
  if (f.ongoing) out.push({ key: `${K}.Ongoing`, data: { name: f.ongoing.name, seconds: f.ongoing.secondsLeft } });
  for (const t of f.timers) out.push({ key: `${K}.Timer`, data: { name: t.name, seconds: t.secondsLeft } });
  if (f.stunned > 0) out.push({ key: `${K}.Stunned`, data: { seconds: f.stunned } });
  // Seconds given to a crew's action (a shared reload) out of its turn: they pass as its next turn opens.
  if ((f.owed ?? 0) > 0) out.push({ key: `${K}.Owed`, data: { seconds: f.owed! } });
  if (f.staggered && f.staggered.length > 0) out.push({ key: `${K}.Staggered`, data: { rounds: f.staggered.length } });
  if (f.mount) out.push({ key: `${K}.Riding`, data: { name: state.combatants.find((c) => c.id === f.mount)?.name ?? f.mount } });
  if (f.rider) out.push({ key: `${K}.RiddenBy`, data: { name: state.combatants.find((c) => c.id === f.rider)?.name ?? f.rider } });
  if (f.body) out.push({ key: `${K}.SharedBody`, data: { name: state.combatants.find((c) => c.id === f.body)?.name ?? f.body } });
  return out;
}

/**
 * The tracker's *Move* (the table's 1 s move) of a fighter who crawls or staggers, priced from its actor as the board
 * prices it: one square at 4 s or 6 s. Any other command, or a mover its speed prices, goes on as sent.
 */
function pricedMove(command: TurnCommand, actorOf: ActorOf): TurnCommand {
  if (command.type !== "act" || command["key"] !== "move" || typeof command.combatant !== "string") return command;
  const seconds = squareSecondsOf(actorOf(command.combatant));
  if (!seconds) return command;
  const { key: _key, ...rest } = command;
  return { ...rest, action: { name: "move", seconds } };
}

export const sixSecondsTrackerView: TrackerView = {
  options: () => undefined,
  startArgs: () => ({}),

  round(s) {
    const state = s as State;
    const lines: Label[] = [{ key: "FRAY.Tracker.Round", data: { round: state.round } }];
    if (state.active !== null) {
      const b = sixSecondsTurnPolicy.budget(state, state.active);
      if (b) lines.push({ key: `${K}.SecondsLeft`, data: { left: b.allowed - b.spent, of: ROUND_SECONDS } });
    }
    if (state.interrupted.length > 0) lines.push({ key: `${K}.Paused`, data: { count: state.interrupted.length } });
    return { lines, rows: [], commands: [] } satisfies RoundPanel;
  },

  combatant(s, id, actorOf): CombatantPanel {
    const state = s as State;
    const f = state.data.fighters[id]!;
    const slot = sixSecondsTurnPolicy.lineup(state).find((x) => x.id === id);
    const inTurn = state.active === id || state.interrupted.includes(id);
    const b = sixSecondsTurnPolicy.budget(state, id)!;
    // Between turns the bar shows what the next turn allows; in a turn, what is spent and left.
    const pips = pipBar(ROUND_SECONDS, b.allowed, inTurn ? b.spent : 0);
    return {
      id,
      status: slot?.status ?? "waiting",
      order: f.initiative ? { key: `${K}.Initiative`, data: { total: f.initiative.total } } : null,
      badges: badgesFor(state, id),
      pips,
      pipsLabel: { key: `${K}.Pips`, data: { left: pips.filter((p) => p === "left").length, of: ROUND_SECONDS } },
      dice: null,
      commands: commandsFor(state, id, actorOf),
    };
  },

  subjects: (_state, command) => namedCombatant(command),

  // Each step carries the seconds every fighter's conditions allow as its actor shows them now (Disabled: 3), so a
  // condition switched on or off mid-fight changes its turns.
  withActors(s, command, actorOf) {
    if (!Object.hasOwn(sixSecondsTurnPolicy.commands, command.type)) return command;
    // A fighter Broken, Stunned, Unconscious … "cannot take any actions, move": its own steps are refused.
    assertCommandAllowed(command, actorOf);
    // A moving mount takes one of its rider's hands (mount-hand.ts).
    assertMountHand(s as State, command, actorOf);
    const conditionSecondsNow: Record<string, number> = {};
    for (const c of (s as State).combatants) {
      const actor = actorOf(c.id);
      if (actor) conditionSecondsNow[c.id] = conditionSeconds(actor.statuses);
    }
    // Mounting: the rider's own control seconds (2 without techniques: its sheet's field), whatever the step sent.
    const rider = command.type === "mount" && typeof command.combatant === "string" ? actorOf(command.combatant) : null;
    const control = rider ? { controlSeconds: rider.system.sixSeconds.mountControlSeconds } : {};
    return { ...pricedMove(command, actorOf), ...control, conditionSeconds: conditionSecondsNow };
  },

  // A won veto written on the vetoer's sheet ends the vetoed creature's turn (veto-skip.ts).
  // A sheet's stagger of set rounds starts the tracker's (stagger-pending.ts); a fall written by the faller's sheet
  // *Falling damage* adds its squares to the faller's record (forced-move.ts).
  actorChanged: (s, id, actor, combatantOf, roundKey) => skipVetoedTurn(s, id, actor, combatantOf) ?? pendingStagger(s, id, actor) ?? recordFall(s, id, actor, roundKey),
  // Possess and Leave the body write each mind's part in the shared body on its actor (shared-body.ts); Mount and
  // Dismount the mount's mobility penalty on the rider, for its Ride checks (mount-writes.ts).
  actorWrites: (events, command, actorOf, combatants) => [...sharedBodyWrites(events, command, actorOf), ...bodyLinkWrites(events, actorOf), ...mountWrites(events, actorOf), ...staggerWrites(events, command, actorOf, combatants)],

  // A move costs its seconds (1 s per move of up to speed, running ×3, difficult terrain ×2: the board works it out).
  // The move's length and speed go with it: the fight keeps the turn's total for the high-speed rules.
  moveCommand: (_s, id, cost) => (cost.seconds ? { type: "act", combatant: id, action: { name: "move", seconds: cost.seconds }, ...(cost.moved ? { moved: cost.moved } : {}) } : null),
  // A mount acts in its rider's turn ("mount and rider on one initiative count"): its token's moves then are its own
  // charged moves (seconds paid, squares and speed recorded), and the rider moves at its speed (movedThisTurn).
  sharesTurn: (s, id) => {
    const state = s as State;
    const f = state.data.fighters[id];
    return state.phase === "running" && !!f?.rider && f.withRider === true && state.active === f.rider;
  },
  // A thrown fighter (the GM's forced move of its token) counts the squares it was thrown (forced-move.ts).
  forcedMoveCommand,
  movedThisTurn: (s, id) => {
    const f = (s as State).data.fighters[id];
    const moved = f?.moved;
    // A rider moves at its mount's speed (its own squares, in its own scale, stay its own).
    const carried = f?.mount ? ((s as State).data.fighters[f.mount]?.moved?.metresPerSecond ?? 0) : 0;
    if (!moved && carried === 0) return null;
    return { squares: moved?.squares ?? 0, metresPerSecond: Math.max(moved?.metresPerSecond ?? 0, carried), straightMetres: moved?.straightMetres ?? 0 };
  },
  costOf(s, id, action, _repeat, crew) {
    const state = s as State;
    // An attack is a 4-second action in the acting fighter's turn; the engine refuses it out of turn. Defence rolls
    // cost no seconds.
    if (state.phase !== "running") return null;
    if (action === "attack") return { type: "act", combatant: id, key: "melee-attack" };
    // A combo is the table's 4-second "Use a Combo"; aiming and reloading are timed by the sheet (scale, sharing).
    if (action === "combo") return { type: "act", combatant: id, key: "combo" };
    if (typeof action !== "object") return null;
    // A crew doing it together (a reload): each pays the same share in the same step (the engine's turn-crew.ts).
    const together = crew && crew.length > 0 ? { crew: [...crew] } : {};
    return { type: "act", combatant: id, action: { name: action.name, seconds: action.seconds, ...(action.delaySeconds === undefined ? {} : { delaySeconds: action.delaySeconds }) }, ...together };
  },
  // "The spell comes into effect two seconds after casting": the step whose seconds reach it says so in chat.
  chatLines: (events, names) =>
    events.flatMap((e): Label[] => {
      if (e.combatant === undefined) return [];
      const name = names[e.combatant] ?? e.combatant;
      if (e.type === "delayElapsed") return [{ key: `${K}.DelayElapsed`, data: { name, effect: String(e["name"] ?? "") } }];
      // A fall or a throw recorded: the GM sees it (a displace that was only a correction is undone in the tracker).
      if (e.type === "forcedMove") return [{ key: `${K}.ForcedMove`, data: { name, squares: Number(e["squares"] ?? 0), total: Number(e["total"] ?? 0) } }];
      return [];
    }),
  // "Finish it on the first second of the next round": an action with seconds to go is not done yet.
  unfinished: (s, id) => ((s as State).data.fighters[id]?.ongoing?.secondsLeft ?? 0) > 0,
};
