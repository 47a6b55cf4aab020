/** What a sheet's buttons hand the adapter, and what the adapter's roll buttons and sheet actions give back. */
import type { PlayAction, PlayRepeat } from "../../applications/combat/tracker-view";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { WeaponState } from "../../data/item/weapon-state";
import type { CardData, DiceGroup } from "../../dice/card";
import type { MovementLike } from "../../canvas/movement-path";
import type { ActionDialog } from "../action-fields";
import type { RollOptions } from "./dialog";
import type { RollRequestBase, WriteBack } from "./rolls";
import type { AttackTarget } from "./target";
import type { CoreTypes, HitData, RulesetTypes } from "./types";

/**
 * One attack card a sheet action posts besides its own (a combo's hits on one target), bound to that one target so
 * its hits are applied through the exchange's exactly-once GM query like any attack card's.
 */
export interface ExchangeSeed {
  card: CardData;
  target: { uuid: string; name: string };
  /** Damage the card applies (null: nothing lands on this target). */
  damage: number | null;
  hit: HitData;
  /** The attack its defender may still defend against on the card (a combo's Attacks); absent: none. */
  attack?: { request: unknown; faces: number[] };
}

/** What a sheet action did: the chat card, what it writes back to the actor, and any attack cards it binds. */
export interface ActionOutcome extends WriteBack {
  card: CardData;
  exchanges?: ExchangeSeed[];
}

/**
 * Controls a ruleset offers the GM on one of its action cards (not an attack card): a consequence the roll calls
 * for that the GM writes on the board (module/chat/card-controls.ts draws them for a GM and runs them on that GM's
 * client). The card's flags are its author's (a player's), so `run` checks what it is handed before it writes.
 */
export interface CardControlSlot {
  /** The controls this card offers now; `state`: what the last control run kept on the message (null: none). */
  offers(card: CardData, state: unknown): { id: string; label: string }[];
  /**
   * Run one (on the GM's client): `speakerActor` is the card's speaker's actor id (the author's to set); `author` is
   * the user who posted the card, as the server vouches for it, to check against the document the control writes.
   * Resolves with the state to keep on the message (null: none), or throws a refusal whose message the GM is shown.
   */
  run(id: string, card: CardData, ctx: { state: unknown; speakerActor: string | null; author: User.Implementation | null; message: string | null }): Promise<unknown>;
  /**
   * Every GM's client is shown each token move as the server sends it (hookEvents.moveToken: the movement and the
   * moving user), so `run` can work a consequence out from a move it saw rather than from the card (optional).
   */
  witnessMove?(token: TokenDocument.Implementation, movement: MovementLike, user: User.Implementation | null): void;
  /**
   * Every GM's client is shown each of the ruleset's cards as it is posted (hookEvents.createChatMessage: the message's
   * id, its speaker's actor and its author as the server names it), so `run` can tie a card to the move it follows.
   */
  witnessCard?(card: CardData, ctx: { message: string; speakerActor: string | null; author: User.Implementation | null }): void;
}

/** An owned item as the sheet's roll button hands it over: its name and plain system data. */
export interface SheetItem {
  name: string;
  system: Record<string, Record<string, unknown> | null | undefined>;
  /** The item's id on the actor (absent for an item not owned, e.g. in a macro). */
  id?: string;
  /** The item's fray flags (a ruleset's per-item state, e.g. flags.fray.weaponState.frozenLands.loaded). */
  flags?: Readonly<Record<string, unknown>>;
  /** A weapon's shared state in play (loaded, aimed at). */
  state?: WeaponState;
}

/** An owned item as a sheet action sees it: a roll button's item with its id, type and fray flags. */
export type SheetActionItem = SheetItem & { id: string; type: string; flags?: Record<string, unknown> };

/** What a sheet's roll button gives the adapter: the actor's data and the sheet's ways to ask and target. */
export interface SheetRollContext<T extends RulesetTypes = CoreTypes> {
  stats: ActorSystem;
  derived: ActorDerived;
  /** The actor's statuses now (a condition's penalty, a Concealed or Grabbed attacker); absent from older callers. */
  statuses?: readonly string[];
  /** The actor's UUID (frozen-lands: the critical injuries drawn for it); absent from older callers. */
  uuid?: string;
  /** The world's rules readings (six-seconds: what Flat-Footed does to a surprised target's defence); absent: defaults. */
  options?: T["options"];
  /**
   * Open the roll dialog for this ruleset with `data`; null when cancelled or invalid. `preview` builds the request
   * an answer would make (it may throw a refusal): the dialog shows that request's odds, live, as its card will.
   */
  ask(data: Record<string, unknown>, preview?: (dialog: T["dialog"]) => RollRequestBase): Promise<RollOptions<T["dialog"]> | null>;
  /** The user's first target, as plain data (null: no target). */
  firstTarget(): AttackTarget<T["held"]> | null;
  /** Everyone the user targets now, as plain data with their actors' UUIDs. */
  targets(): (AttackTarget<T["held"]> & { uuid: string })[];
  /** Ask a ruleset's own fields (templates/dialogs/action-fields.hbs), as sheet actions do; absent from older callers. */
  askFields?(dialog: ActionDialog): Promise<Record<string, string> | null>;
  localize(key: string): string;
  /**
   * Dialog fields from the board for an attack on one of the user's targets (by its actor's UUID), as the weapon
   * button's prefill has them for the first target (six-seconds: metres, flanked); empty when the board cannot tell.
   */
  targetPrefill?(targetUuid: string, weapon?: Record<string, unknown>): Record<string, unknown>;
  /** Dialog fields from where the actor's token stands for a check with this skill (a dim zone's Perception −2). */
  checkPrefill(skill: string): Record<string, unknown>;
  /**
   * The other actors with a token on the viewed scene, as plain data, with the zones between their token and the
   * actor's (0: the same zone; null: the board cannot say). Empty without a board; absent from older callers.
   */
  othersOnBoard?(): { uuid: string; name: string; system: ActorSystem; zones: number | null }[];
  /**
   * Place an area of the board rules' `form` and `scale` on the first target (or the actor's token), pointing from the
   * actor to the target, and make everyone it catches the user's targets. How many it caught; null: none was placed.
   * `rangeIncrements` (beyond the first, to the aim point) sizes its scatter when the attack misses.
   */
  placeArea(form: string, scale: number, rangeIncrements?: number): Promise<number | null>;
  /**
   * Target everyone a blast hits (melee: the actor's zone; ranged: the first target's zone, `range` in zones), as a
   * hit. How many it caught; null: the board cannot tell where the blast lands.
   */
  targetBlast(opts: { melee: boolean; range?: number }): Promise<number | null>;
  /** The actor's weapons as the roll button hands one over (with ids and flags), for choices between them. */
  weapons?(): SheetItem[];
  /** The running fight's round the actor fights in, as a key ("<combat id>:<round>"); null outside one. */
  combatRound?(): string | null;
  /**
   * Pay an action of the running fight before the roll (the tracker's costOf decides what it costs, if anything):
   * false when refused (the user is told). Absent: nothing is paid.
   */
  pay?(action: PlayAction): Promise<boolean>;
  /** The actor's technique items as combo components (six-seconds: a single attack's complexity-1 substitutes). */
  techniques?(): { name: string; comboRating: number; component: boolean }[];
}

/** What a sheet action gets from the sheet: the roll context, the actor's statuses and the button's data-* values. */
export interface SheetActionContext<T extends RulesetTypes = CoreTypes> extends SheetRollContext<T> {
  /** The actor's name (the action card's title). */
  name: string;
  statuses: readonly string[];
  /** The clicked button's data attributes (data-day="bedridden" → { day: "bedridden" }). */
  data: Readonly<Record<string, string | undefined>>;
  /** The world's rules readings (what damage an action deals goes through the adapter's applyDamage with them). */
  options: T["options"] | undefined;
  /** Ask the action's own fields (templates/dialogs/action-fields.hbs); the form's strings, null when closed. */
  askFields(dialog: ActionDialog): Promise<Record<string, string> | null>;
  /** The actor's items (a combo's weapons, a poison item, gear), as plain data with their ids, types and fray flags. */
  items: readonly SheetActionItem[];
}

/**
 * One action a ruleset's stats template offers (a button with data-action="sheetAction" and
 * data-sheet-action="<name>"). `prepare` builds a plain request from the actor (it may ask a dialog; it throws when
 * the rules refuse, and the sheet shows the message); `dice` names the dice the request needs (rolled as a Foundry
 * Roll); `resolve` turns the faces into the card (with its odds) and the update. `dice` and `resolve` are
 * Foundry-free, so a test runs an action from request to applied outcome with a worked example's dice.
 * Methods, not function properties: an action with its own request type fits the table's `SheetAction`.
 */
export interface SheetAction<Q = unknown, T extends RulesetTypes = CoreTypes> {
  /** false: rolled only by the tracker or the world's clock (a round-end or world-time call), so no sheet button. */
  button?: false;
  prepare(ctx: SheetActionContext<T>): Promise<Q | null>;
  /** What the request costs in a running fight (paid through the tracker before the roll, or refused); absent: nothing. */
  cost?(req: Q): PlayAction | null;
  dice(req: Q): DiceGroup[];
  resolve(req: Q, faces: readonly number[]): ActionOutcome;
}

/**
 * An attack the stats template offers without a weapon (sheet.attackActions). Declared as a method so it is checked
 * bivariantly like the other slots: an adapter's attack takes its own context type (its options, what targets hold)
 * and still fits the registry's table, which hands it only that adapter's values.
 */
export type SheetAttack<R, T extends RulesetTypes = CoreTypes> = {
  attack(ctx: SheetActionContext<T>): Promise<R | AttackSeries<R> | null>;
}["attack"];

/**
 * A request builder, run by the sheet after the dialog: it may throw when the engine refuses the roll (an
 * impossible attack), and the sheet reports the message.
 */
export type RequestBuilder<R> = (() => R) & {
  /** Present when the attack makes one card per target (PerTarget); the sheet then builds with it instead. */
  perTarget?: () => PerTarget<R>;
};

/**
 * One card per target instead of one card bound to all of them (a larger factions attacker spreading its melee
 * dice over several smaller targets): each request is rolled and bound to its own target; the attack is paid once.
 */
export interface PerTarget<R> {
  perTarget: readonly { request: R; target: { uuid: string; name: string } }[];
}

/**
 * Several attacks made as one play (frozen-lands dual wielding: two weapons, the Melee pool split between them):
 * rolled in one Roll, posted as one bound attack card each, the tracker charged once for all of them (`repeat`).
 */
export interface AttackSeries<R> {
  series: readonly R[];
  repeat: PlayRepeat;
}
