/**
 * The one interface every ruleset's Foundry adapter implements (module/rulesets/<id>/index.ts). Core code
 * (documents, sheets, chat, canvas, combat) reads a ruleset only through these slots, looked up in
 * module/rulesets/registry.ts; it never names a ruleset.
 *
 * The contract is generic over the request type `R` and the ruleset's own types `T` (contract/types.ts: its hit
 * details, its rules readings, what a target holds), declared in its own folder; core sees them as opaque
 * (CoreTypes). The shapes adapters and core share are leaf modules in contract/, re-exported here.
 *
 * Adding a slot: declare it here (optional when not every ruleset has it, e.g. a tracker view, board rules, card
 * actions), fill it in the adapters that have it, and read it through adapterFor(id) where the core needs it.
 */
import type { SchedulerState, TurnCommand, TurnPolicy } from "../engine/turns";
import type { PlayAction, PlayerActor, TrackerView } from "../applications/combat/tracker-view";
import type { BoardRules } from "../canvas/board-rules";
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import type { RulesetId } from "../schema/choices";
import type { ExchangeCard } from "../chat/exchange/card";
import type { DefenceCost } from "../chat/exchange/costs";
import type { WeaponState } from "../data/item/weapon-state";
import type { Entrant } from "./entrant";
import type { EntrantSource, RoundEndSlot, StepSlot, WorldTimeSlot } from "./contract/combat";
import type { DamageApplication, DamageContext } from "./contract/damage";
import type { ApplyChoiceSlot, DefenceSlot, ResultActionSlot, RulingSlot } from "./contract/defence";
import type { DeclareFirstSlot } from "./contract/declare";
import type { RollRevisionSlot } from "./contract/revise-roll";
import type { HitReader } from "./contract/hit";
import type { DialogForm } from "./contract/dialog";
import type { OddsSlot } from "./contract/odds";
import type { QuenchPlan } from "./contract/quench";
import type { ActorCopyPlan, ActorUpdate, RollHandler, RollRequestBase } from "./contract/rolls";
import type { CardControlSlot, RequestBuilder, SheetAction, SheetAttack, SheetItem, SheetRollContext } from "./contract/sheet";
import type { AttackTarget, Bar, HeldItem } from "./contract/target";
import type { CoreTypes, RulesetTypes } from "./contract/types";

export type * from "./contract/combat";
export type * from "./contract/damage";
export type * from "./contract/declare";
export type * from "./contract/defence";
export type * from "./contract/dialog";
export type * from "./contract/odds";
export type * from "./contract/options";
export type * from "./contract/quench";
export type * from "./contract/revise-roll";
export type * from "./contract/rolls";
export type * from "./contract/sheet";
export type * from "./contract/target";
export type * from "./contract/types";
export type { HitReader } from "./contract/hit";
export type { Entrant } from "./entrant";

// ---- the adapter -------------------------------------------------------------------------------

export interface RulesetAdapter<R extends RollRequestBase = RollRequestBase, T extends RulesetTypes = CoreTypes> {
  id: RulesetId;
  /** Lang key of the display name. */
  label: string;

  /** Item types this ruleset brings to Fray: a new item of one of them belongs to this ruleset by default. */
  ownItemTypes?: readonly string[];

  /** Roll requests: every kind this ruleset rolls ("<ruleset>.<what>"), with its dice and how its card is read. */
  rolls: Readonly<Record<string, RollHandler<R>>>;
  /** Request builders from an actor's data, published on globalThis.fray.fromActor for macros. */
  fromActor: Readonly<Record<string, (...args: never[]) => R>>;

  /** Reads the hit details this ruleset writes on its attack cards back from a stored card (the author may forge them). */
  hit: HitReader<T["hit"]>;

  /**
   * Reads its roll dialog's submitted form (templates/dialogs/roll-<id>.hbs) into its typed options; a bad value is
   * refused with a coded error naming the field. Core carries the result opaque (RollOptions.dialog).
   */
  parseDialog(form: DialogForm): T["dialog"];

  /** What a target holds that this ruleset's defences need, from its owned items (absent: nothing). */
  held?(items: readonly HeldItem[]): T["held"];

  /**
   * Statuses an edit of the actor's own fields brings (six-seconds: morale penalties that take Will to 0 → Broken and
   * Helpless), put on by the sheet's form and the token bar after their update, given the fields before and after.
   * Absent or empty: none.
   */
  statusesFromEdit?(before: ActorSystem, after: ActorSystem, derived: ActorDerived, statuses: readonly string[]): string[];

  sheet: {
    /** Template of the actor sheet's stats tab. */
    statsTemplate: string;
    /** Extra template context for the stats tab, e.g. a select's options ({ sizeOptions: { tiny: "FRAY.…" } }). */
    context?: Readonly<Record<string, unknown>>;
    /** Item types listed on the items tab, in order (all types stay on the actor; only the list changes). */
    itemTypes: readonly string[];
    /** Roll buttons the stats template offers (data-action rollSkill / rollSave / rollPool / rollItem); null: cancelled. */
    rollSkill?(ctx: SheetRollContext<T>, index: number): Promise<R | null>;
    rollSave?(ctx: SheetRollContext<T>, ability: string): Promise<R | null>;
    rollPool?(ctx: SheetRollContext<T>): Promise<R | null>;
    rollItem?(ctx: SheetRollContext<T>, item: SheetItem): Promise<RequestBuilder<R> | null>;
    /** The update that adds a blank skill row (data-action addSkill). */
    addSkill?(stats: ActorSystem): Record<string, unknown>;
    /** The update that removes skill row `index` (data-action removeSkill); null when there is no such row. */
    removeSkill?(stats: ActorSystem, index: number): Record<string, unknown> | null;
    /** What an attack with the weapon changes in its state (a reload weapon emptied, an aim spent); null: nothing. */
    afterAttack?(item: SheetItem): Partial<WeaponState> | null;
    /** Actions the stats template offers, by the name its buttons give in data-sheet-action. */
    actions?: Readonly<Record<string, SheetAction<unknown, T>>>;
    /**
     * Attacks the stats template offers without a weapon (data-action="sheetAttack", data-sheet-attack="<name>"):
     * the request is rolled like a weapon attack (its cost paid first, the card bound to the user's targets as an
     * exchange), so its outcome reaches the target through the GM's client. null: cancelled; a throw: refused.
     * An AttackSeries: several attacks as one play (each its own bound card, one Roll, one charge).
     */
    attackActions?: Readonly<Record<string, SheetAttack<R, T>>>;
    /** What an attack action costs when it is not a plain attack (factions' Free an ally: a main action); absent: "attack". */
    attackCosts?: Readonly<Record<string, PlayAction>>;
    /** What attack action `name` costs as its request makes it (factions: a disarm of another than the one held); null or absent: attackCosts. */
    attackCost?(name: string, req: R): PlayAction | null;
    /** What an attack with this weapon costs when it is not a plain attack (factions: a two-handed weapon's); null or absent: "attack". */
    weaponCost?(item: SheetItem): PlayAction | null;
  };

  /** Apply `amount` damage through the engine: the actor's stored fields in, a plain update out. */
  applyDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext<T>): DamageApplication;

  /**
   * What taking `statusId` off an actor by any means (the token HUD, a write-back) writes on it besides, or null:
   * nothing (factions: Grabbed off clears who held it). Written by the client that took the status off.
   */
  statusOff?(statusId: string, actor: PlayerActor): ActorUpdate | null;

  /**
   * The copies this ruleset's rule makes of an actor as it stands (tactica: a Horde or Crowd broken into its Mobs),
   * with the update that makes the actor its first part; null: the rule makes none of it now. The GM's client makes
   * only these, whatever a request names (combat/actor-copies.ts). Absent: no copies are ever made.
   */
  actorCopies?(name: string, s: ActorSystem): ActorCopyPlan | null;

  /** The world's rules readings put into a roll request before it is rolled (the card then shows what applies). */
  withWorldOptions?(req: R, options: T["options"]): R;

  /** What the attack does to the attacker itself (WP won on Stress dice, a fumble's mark), or null: nothing. */
  attackerOutcome?(card: ExchangeCard, attacker: AttackTarget<T["held"]>): DamageApplication | null;

  /**
   * What a card does to one bound target instead of the plain hit (a non-lethal attack's grab or shove), given the
   * damage the target takes after its defence; null: the plain hit (applyDamage). Optional.
   */
  targetOutcome?(card: ExchangeCard, targetUuid: string, target: AttackTarget<T["held"]>, damage: number, ctx: DamageContext<T>): DamageApplication | null;

  /**
   * What making this attack spends in the combat tracker (a factions opportunity attack: a reaction), charged to the
   * attacker once, when the card's outcome is first applied; null or absent: nothing.
   */
  attackCost?(card: ExchangeCard): DefenceCost | null;

  /** What the attacker's side may apply instead of the plain hit (optional). */
  applyChoices?: ApplyChoiceSlot<T>;

  /** GM follow-ups on result cards (optional). */
  resultActions?: ResultActionSlot<T>;

  /** GM controls on the ruleset's own action cards: a consequence the roll calls for, written on the board (optional). */
  cardControls?: CardControlSlot;

  /** The defender's step on attack cards (optional: without it the card offers no defence). */
  defence?: DefenceSlot<T>;

  /** The defence is declared before the attack's (remaining) dice are rolled (optional: absent, the card is rolled whole). */
  declareFirst?: DeclareFirstSlot;

  /** A change to the attack's rolled dice its side may buy before anything is applied (optional: tactica's 1). */
  rollRevision?: RollRevisionSlot<T["options"]>;

  /** A GM's rulings on the attack card before its targets answer it (optional: factions' approval of a stunt). */
  rulings?: RulingSlot;

  statuses: {
    /** The ruleset's conditions and states, in the order the token HUD shows them (ids without the prefix). */
    ids: readonly string[];
    /** Two-letter tag inside the statuses' stable ActiveEffect ids. */
    short: string;
    /** The status that marks a token defeated (CONFIG.specialStatusEffects.DEFEATED). */
    defeated: string;
  };

  bars: {
    /** Token bar attributes (CONFIG.Actor.trackableAttributes): paths relative to actor.system. */
    bar: string[];
    value: string[];
    /** The {value, max} pairs behind this ruleset's bars (`bars.<name>`), from its derived values. */
    prepare(s: ActorSystem, d: ActorDerived): Record<string, Bar>;
    /** Lowest value a bar may be set to, by bar name (0 when not listed). */
    floor?: Readonly<Record<string, number>>;
    /** A bar edit as an update of the stored field behind it; `change` > 0 means the bar went down. */
    update(bar: string, value: number, change: number, s: ActorSystem): Record<string, number> | null;
  };

  /** The combat tracker's view of this ruleset's turn order: its panels, buttons and commands (module/combat/). */
  tracker: TrackerView;

  /** The board: distances and zone features for the roll dialog, areas, movement costs, token sizes (module/canvas/). */
  board: BoardRules;

  /** Encounter odds: a combatant read into the ruleset's auto-play stats (module/combat/odds/, docs/encounter-odds.md). */
  odds: OddsSlot<T>;

  /** The Quench batch's encounter (module/quench/). */
  quench: QuenchPlan<R>;

  combat: {
    policy: TurnPolicy<unknown>;
    /** The entrant the policy's addCombatant expects, from the actor's data. */
    entrant(base: { id: string; name: string }, src: EntrantSource): Entrant;
    /** The command that ends the active combatant's turn ("next turn" in the tracker). */
    passCommand: "endTurn" | "pass";
    /** False when nobody holds a turn between actions: "next turn" then passes for whoever is up next. */
    standingTurn: boolean;
    /** Why "next turn" cannot run when nobody is acting. */
    nobodyActing: string;
    /**
     * What "next turn" sends when nobody is acting and nobody is up next (factions: the faction whose move it is
     * passes); null, or left out: it is refused with `nobodyActing`.
     */
    betweenTurns?(state: SchedulerState<unknown>): TurnCommand | null;
    /** Checks at each round's end (optional). */
    roundEnd?: RoundEndSlot<T>;
    /** What follows every step (optional; module/combat/after-step.ts). */
    afterStep?: StepSlot<T>;
    /**
     * World time a round and a turn take, in seconds, as the ruleset's text says (module/combat/core-step.ts);
     * either left out: core's CONFIG.time.roundTime / turnTime.
     */
    time?: { roundSeconds?: number; turnSeconds?: number };
    /** Checks that fall due as world time passes (optional; module/combat/world-time.ts). */
    worldTime?: WorldTimeSlot<T>;
  };
}
