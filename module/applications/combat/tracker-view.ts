/**
 * What a ruleset's combat tracker view provides: plain functions from the scheduler's state to the template's
 * context (badges, pips, die faces, command buttons) and the ruleset's answers the Foundry layer asks (who must own a
 * command, what an attack costs). Foundry-free, so each view is tested on plain data and rendered in Chromium.
 */
import type { SchedulerState, TurnCommand, TurnEvent, TurnStatus } from "../../engine/turns";
import type { Entrant } from "../../rulesets/entrant";
import type { ActorSystem } from "../../data/actor/schema";
import type { ActorDerived } from "../../data/actor/derived";
import type { WriteBack } from "../../rulesets/contract/rolls";

/** A lang key and the data its placeholders take. */
export interface Label {
  key: string;
  data?: Record<string, string | number>;
}

/** A button that sends one scheduler command (as the tracker's "frayCommand" action). */
export interface CommandButton {
  label: Label;
  /** Font Awesome classes ("fa-solid fa-hourglass"). */
  icon: string;
  command: TurnCommand;
}

/** One pip of a bar: spent this turn, still to spend, or not available (stun, a rider's control, a shared body). */
export type PipState = "spent" | "left" | "lost";

/** One action die's face; a burnt die (a wound's 1) is marked. */
export interface DieFace {
  value: number;
  burnt: boolean;
}

export interface CombatantPanel {
  id: string;
  status: TurnStatus;
  /** What the combatant's place in the order rests on (an initiative total, a faction), or null. */
  order: Label | null;
  badges: Label[];
  pips: PipState[] | null;
  /** What the pip bar counts ("4 of 6 seconds left"). */
  pipsLabel: Label | null;
  dice: DieFace[] | null;
  /** Commands the combatant's owner may send now. */
  commands: CommandButton[];
}

/** A row of the round panel: a faction's ready characters, the alternating track. */
export interface RoundRow {
  label: Label;
  /** `current` marks the row whose move it is. */
  current: boolean;
  items: { name: string; state: "ready" | "done" | "active" | "out" }[];
}

export interface RoundPanel {
  lines: Label[];
  rows: RoundRow[];
  /** Commands for the round (a faction's pass, the first faction's choice). */
  commands: CommandButton[];
}

/**
 * The things a player may do from a sheet, card or dialog that cost turn budget: an attack, and a defence on an
 * attack card that spends a Reaction (frozen-lands, factions) or a full action die (tactica); a combo (six-seconds'
 * 4 s), and a timed action of the ruleset's own (six-seconds aim, reload: a name and its seconds).
 */
/**
 * A timed action may bring a delay: its effect comes that many seconds of the actor's turns after it ends. `crew`:
 * the others doing it together with the actor (a reload shared between reloaders), as actor uuids; each in the fight
 * pays its share too (payFromPlay hands the view their combatant ids).
 */
export type PlayAction = "attack" | "reaction" | "action-die" | "combo" | { name: string; seconds: number; delaySeconds?: number; crew?: readonly string[] };

/**
 * The action made several times as one play (frozen-lands dual wielding: two Attacks at once), and the rule that
 * allows the repeats in one turn. A view whose ruleset has no such plays may charge it as one.
 */
export interface PlayRepeat {
  times: number;
  because: string;
}

/** What a token's move costs on the board (module/canvas/board-rules.ts MoveCharge.cost). */
export interface MoveCost {
  seconds?: number;
  actions?: number;
  zones?: number;
  /** The zones are moved sprinting (factions). */
  sprint?: boolean;
  /** six-seconds: the move's length in the mover's own squares and its speed in metres a second (high-speed rules). */
  moved?: MovedDistance;
}

/** A move's length in the mover's own squares and its speed, in metres a second (whole numbers, rounded down). */
export interface MovedDistance {
  squares: number;
  metresPerSecond: number;
  /** The move's metres when it went in one straight line, else 0 (for a turn: its latest action's). */
  straightMetres?: number;
}

/**
 * A question of the GM's start-combat dialog, answered into the `start` command's argument `arg`: a tick per
 * combatant (the ticked ids), a choice (blank: the argument left out, the rules decide), or a whole number.
 */
export type StartField =
  | { kind: "combatants"; arg: string; label: Label; hint?: Label; checked: readonly string[] }
  | { kind: "choice"; arg: string; label: Label; hint?: Label; blank: Label; choices: readonly { value: string; label: Label }[]; selected: string }
  | { kind: "number"; arg: string; label: Label; hint?: Label; min: number; max: number; value: number };

export interface TrackerView {
  /** Scheduler options for a new fight from its entrants (factions: the factions in seating order). */
  options(entrants: readonly Entrant[]): unknown;
  /** Extra arguments of the `start` command (factions: who holds the initiative). */
  startArgs(entrants: readonly Entrant[]): Record<string, unknown>;
  /** What the GM's start-combat dialog asks, prefilled from `startArgs` (absent or empty: Begin Combat starts at once). */
  startFields?(entrants: readonly Entrant[]): StartField[];
  round(state: SchedulerState<unknown>, names: Readonly<Record<string, string>>): RoundPanel;
  /** `actorOf`: each combatant's actor now, where the tracker has them (a button priced from its sheet); absent: none. */
  combatant(state: SchedulerState<unknown>, id: string, actorOf?: (combatantId: string) => PlayerActor | null): CombatantPanel;
  /**
   * The combatants a command acts for: a player may send it when they own at least one of them (a command naming
   * a combatant: that one; a faction's pass: its members). Empty: nobody but the GM.
   */
  subjects(state: SchedulerState<unknown>, command: TurnCommand): string[];
  /**
   * The command that pays for `action` by `id` now (`repeat`: made that many times at once; `crew`: the combatants
   * doing it with `id`), or null when the ruleset charges nothing for it.
   */
  costOf(state: SchedulerState<unknown>, id: string, action: PlayAction, repeat?: PlayRepeat, crew?: readonly string[]): TurnCommand | null;
  /** The command that pays for a token's move of `cost` by `id` in its turn (absent or null: moves cost nothing here). */
  moveCommand?(state: SchedulerState<unknown>, id: string, cost: MoveCost): TurnCommand | null;
  /**
   * A key naming the action `id` is taking now, changed when it takes its next one, so the board adds up the moves of
   * one action (canvas/action-moves.ts; tactica: a flyer's zones and turns per action). Absent or null: not counted.
   */
  actionKey?(state: SchedulerState<unknown>, id: string): string | null;
  /**
   * The command that records a forced move of `id`'s token (core's displace: a throw) of `moved` in the running fight,
   * whoever's turn it is (absent or null: forced moves are not recorded).
   */
  forcedMoveCommand?(state: SchedulerState<unknown>, id: string, moved: MovedDistance): TurnCommand | null;
  /** What `id` has moved in its latest turn as the fight recorded its moves (absent or null: not recorded). */
  movedThisTurn?(state: SchedulerState<unknown>, id: string): MovedDistance | null;
  /** The ruleset's own chat lines a step leaves (six-seconds: a delayed effect coming into effect); absent: none. */
  chatLines?(events: readonly TurnEvent[], names: Readonly<Record<string, string>>): Label[];
  /**
   * Moves outside the mover's own turn are charged too, through `moveCommand` (the engine takes them as an
   * out-of-turn action or refuses them). Absent: such moves are free.
   */
  offTurnMoves?: boolean;
  /**
   * An opportunity attack is the attacker's reaction: the board's hold names only enemies whose reaction the
   * engine would take now (a dry run of `costOf(…, "reaction")`). Absent: the tracker does not decide who may.
   */
  opportunityReaction?: boolean;
  /**
   * Combatant `id`, not the active one, moves in the running activation, so its board moves are charged too
   * (factions: a member of the mount group taking its turn together; tactica: every fighter, the countdown leaving
   * no one current between steps). Absent: only the active combatant's moves.
   */
  sharesTurn?(state: SchedulerState<unknown>, id: string): boolean;
  /**
   * A player's command as the GM's client carries it out: whatever the rules roll for it is rebuilt from the
   * combatant's own data (`actorOf`), never taken from the request (frozen-lands: the out-of-turn Awareness check).
   * Throws a RangeError (a refusal) when the data it needs is missing. Absent: commands are carried out as sent.
   */
  fromPlayer?(command: TurnCommand, actorOf: (combatantId: string) => PlayerActor | null): TurnCommand;
  /**
   * Any user's command as the GM's client carries it out, with what the fight must know from the combatants' actors
   * now (tactica: each one's condition, so an OoA creature rolls no dice). Absent: carried out as sent.
   */
  withActors?(state: SchedulerState<unknown>, command: TurnCommand, actorOf: (combatantId: string) => PlayerActor | null): TurnCommand;
  /**
   * The step that brings the fight up to date after combatant `id`'s actor changed (frozen-lands: a condition gained
   * mid-fight changes the actions and reactions of its rounds; factions: a rider gets on a mount), or null when the
   * fight already agrees. `combatantOf` finds an actor's combatant by its UUID. Asked on the active GM's client after
   * each change of a combatant's actor (module/combat/actor-changes.ts); `roundKey` is the fight's round as a sheet
   * writes it ("<combat id>:<round>", module/combat/round-key.ts). Absent: none.
   */
  actorChanged?(state: SchedulerState<unknown>, id: string, actor: PlayerActor, combatantOf: (actorUuid: string) => string | null, roundKey?: string): TurnCommand | null;
  /**
   * What a saved step writes on the combatants' actors, from its events and the command that made it (null: the
   * fight's start), worked out from each actor now (frozen-lands: the Stress of a failed out-of-turn attempt; tactica:
   * an action ends what lasts until the creature's next action; factions: a grabber's other action frees the one it
   * holds). `combatants`: every combatant of the fight. Written on the GM's client. Absent: none.
   */
  actorWrites?(events: readonly TurnEvent[], command: TurnCommand | null, actorOf: (combatantId: string) => PlayerActor | null, combatants?: readonly string[]): { combatant: string; back: WriteBack }[];
  /**
   * The action `id` has just paid for is still under way: its last seconds fall in a later turn (six-seconds: a
   * 4-second attack begun with 3 s left). Absent: every paid action is done at once.
   */
  unfinished?(state: SchedulerState<unknown>, id: string): boolean;
}

/** A combatant's actor as the GM's client reads it for `fromPlayer`. */
export interface PlayerActor {
  system: ActorSystem;
  statuses: readonly string[];
  /** Its derived values (its items counted: armour, load), when read from a document. */
  derived?: ActorDerived;
  /** The actor's UUID, when read from a document (what records such as a factions grab name). */
  uuid?: string;
}

/** The usual subject of a command: the combatant it names, if any. */
export function namedCombatant(command: TurnCommand): string[] {
  return typeof command.combatant === "string" ? [command.combatant] : [];
}

/** A bar of `size` pips for a budget: spent first, then what is left, then what the turn does not allow. */
export function pipBar(size: number, allowed: number, spent: number): PipState[] {
  return Array.from({ length: size }, (_, i) => (i < spent ? "spent" : i < allowed ? "left" : "lost"));
}

