/**
 * The one interface every ruleset's Foundry adapter implements (module/rulesets/<id>/index.ts), and the shapes the
 * adapters and the core share. Core code (documents, sheets, chat, canvas, combat) reads a ruleset only through
 * these slots, looked up in module/rulesets/registry.ts; it never names a ruleset.
 *
 * Adding a slot: declare it here (optional when not every ruleset has it, e.g. a tracker view, board rules, card
 * actions), fill it in the adapters that have it, and read it through adapterFor(id) where the core needs it.
 */
import type { SchedulerState, TurnCommand, TurnPolicy } from "../engine/turns";
import type { Label, PlayAction, PlayRepeat, TrackerView } from "../applications/combat/tracker-view";
import type { BoardRules } from "../canvas/board-rules";
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import type { CardData, DiceGroup } from "../dice/card";
import type { RollOptions } from "../applications/dialogs/roll-options";
import type { RulesetId } from "../schema/choices";
import type { ActionDialog } from "./action-fields";
import type { DamageOptions } from "../engine/rulesets/six-seconds/damage";
import type { HealthOptions } from "../engine/rulesets/frozen-lands/health";
import type { FactionsOptions } from "../engine/rulesets/factions/options";
import type { TacticaOptions } from "../engine/rulesets/tactica/options";
import type { TrackName } from "../engine/rulesets/tactica/ranks";
import type { Weapon } from "../engine/rulesets/frozen-lands/weapons";
import type { AppliedRecord, ExchangeCard } from "../chat/exchange/card";
import type { DefenceCost } from "../chat/exchange/costs";
import type { HitDetails } from "../chat/requests";
import type { WeaponState } from "../data/item/weapon-state";
import type { Entrant } from "./entrant";

// ---- shared shapes ----------------------------------------------------------------------------

/** The target as an attack needs it: plain system data, derived values and its status ids. */
export interface AttackTarget {
  name: string;
  /** The target's actor UUID (a token's own actor for an unlinked token); absent from older callers. */
  uuid?: string;
  system: ActorSystem;
  derived: ActorDerived;
  statuses: readonly string[];
  /** What the target holds that a defence may need (frozen-lands block: a shield or a Parrying weapon; factions counter: a weapon). */
  held?: { shield: boolean; parrying?: Weapon; factionsWeapon?: { name: string; damageDie: string; impaired?: boolean }; shieldBlock?: number };
}

/** A token bar's current and full value. */
export interface Bar {
  value: number;
  max: number;
}

/** What a hit does to an actor: a plain update, its explanation, and the statuses it switches on. */
export interface DamageApplication {
  /** Flattened update relative to the actor ("system.sixSeconds.wounds": 3). */
  update: Record<string, number | boolean>;
  /** Lang key and data describing the result. */
  summary: { key: string; data: Record<string, string | number> };
  /** Status ids (CONFIG.statusEffects) to switch on. */
  statuses: string[];
  /** Status ids to switch off (a grab broken, a cover step a hit knocked down); recorded and undone like the rest. */
  statusesOff?: string[];
  /** What the same application adds to numbers on other actors (tactica: exposures left on the attacker), undone with it. */
  others?: { uuid: string; add: Record<string, number> }[];
  /**
   * Dice the application still needs (tactica: a hit location and an injury): rolled on the GM's client as a
   * Foundry Roll, then `then` gives the final application from the faces.
   */
  roll?: { groups: DiceGroup[]; then(faces: readonly number[]): DamageApplication };
  /** Items the application creates on the hit actor (an injury), deleted again by the undo. Names are lang keys. */
  items?: NewItem[];
}

/** An item an application creates: its type, its name as a lang key with data, and its system data. */
export interface NewItem {
  type: "injury";
  nameKey: string;
  nameData: Record<string, string | number>;
  system: Record<string, unknown>;
}

/** What else the engine needs about the hit and the world: all optional, defaults are the engine's. */
export interface DamageContext {
  /** The actor's active status ids (six-seconds.dying, factions.incapacitated, tactica.ooa …). */
  statuses?: readonly string[];
  /** six-seconds: a nonlethal hit knocks out instead of killing. */
  nonlethal?: boolean;
  /** six-seconds: the called shot's location, judged with the location table instead of the plain Toughness. */
  calledShot?: string;
  /** six-seconds: the target's cover step knocked down by this hit (its cover status changes with the damage). */
  coverDrop?: { from: string; to: string };
  /** tactica: the track the damage goes to (physical by default), magic damage (Doubt) and the target's choice. */
  track?: TrackName;
  magic?: boolean;
  /** tactica: a Massive weapon's hit is Massive damage on any success. */
  massiveWeapon?: boolean;
  /** six-seconds combo: every hit of the combo on this target, judged at once against its Toughness before the combo. */
  hits?: readonly number[];
  choice?: "state" | "rank";
  /** The attack card the hit is applied from, and the bound target it is applied to (absent outside the exchange). */
  exchange?: { card: ExchangeCard; targetUuid: string };
  /** The attack card's stored request, for what it says about this target (factions: cover); absent for the attacker. */
  attack?: unknown;
  options?: {
    sixSeconds?: DamageOptions;
    frozenLands?: HealthOptions;
    factions?: Partial<FactionsOptions>;
    tactica?: Partial<TacticaOptions>;
  };
}

/** Who a combat entrant is, outside its system data: the combatant's id and name, and whether a player controls it. */
export interface EntrantSource {
  id: string;
  name: string;
  /** A player character (actor type "character" or a player owner); NPCs are enemies / npc side. */
  player: boolean;
  system: ActorSystem;
  /** The actor's status ids at the start (factions: Concealed ambushers play the bonus round). */
  statuses?: readonly string[];
  /** This combat's combatant for an actor UUID (null: not in this fight); factions finds a rider's mount with it. */
  combatantOf?(actorUuid: string): string | null;
}

/** A fighter as the round's end sees it: who, its data and its statuses now. */
export interface RoundFighter extends EntrantSource {
  statuses: readonly string[];
}

/** A check the round's end calls for: a chat line, and the sheet actions (by name) to roll now for those it names. */
export interface RoundEndCall {
  line: Label;
  rolls: { id: string; action: string; request: unknown }[];
}

/**
 * What a ruleset checks when a round ends (factions: morale), by comparing the fighters now with what it noted at
 * the fight's start and at the round's start. `snapshot` notes plain JSON; `due` says what to post and roll.
 */
export interface RoundEndSlot {
  snapshot(fighters: readonly RoundFighter[]): unknown;
  due(first: unknown, roundStart: unknown, now: readonly RoundFighter[], options: DamageContext["options"]): RoundEndCall[];
}

export type { Entrant } from "./entrant";

/** A roll request: plain data naming its kind ("<ruleset>.<what>"). */
export interface RollRequestBase {
  kind: string;
}

/** How one kind of roll request is rolled and read: its dice, then the chat card from the rolled faces. */
export interface RollHandler<R> {
  dice(req: R): DiceGroup[];
  resolve(req: R, faces: readonly number[]): CardData;
  /**
   * What the roll writes back to the roller (frozen-lands: WP, Stress, conditions from the Stress dice), from the
   * same faces and the roller's current data; absent or empty: the roll changes nothing on the actor.
   */
  writeBack?(req: R, faces: readonly number[], stats: ActorSystem): WriteBack;
}

/** A flattened plain update of the actor ("system.frozenLands.wp": 3). */
export type ActorUpdate = Record<string, number | boolean | string>;

/** What a roll or an action changes on its actor: a plain update and the token HUD statuses it switches. */
export interface WriteBack {
  update: ActorUpdate;
  statuses?: { on?: readonly string[]; off?: readonly string[] };
  /** Changes to the actor's weapons' state (loaded, aimed at), by item id. */
  weapons?: readonly { id: string; state: Partial<WeaponState> }[];
  /** Other flattened updates of the actor's own items, by item id ("system.factions.broken": true, "flags.fray.affliction": {...}). */
  items?: { id: string; update: Record<string, unknown> }[];
}

/**
 * One attack card a sheet action posts besides its own (a combo's hits on one target), bound to that one target so
 * its hits are applied through the exchange's exactly-once GM query like any attack card's.
 */
export interface ExchangeSeed {
  card: CardData;
  target: { uuid: string; name: string };
  /** Damage the card applies (null: nothing lands on this target). */
  damage: number | null;
  hit: HitDetails;
  /** The attack its defender may still defend against on the card (a combo's Attacks); absent: none. */
  attack?: { request: unknown; faces: number[] };
}

/** What a sheet action did: the chat card, what it writes back to the actor, and any attack cards it binds. */
export interface ActionOutcome extends WriteBack {
  card: CardData;
  exchanges?: ExchangeSeed[];
}

/** An owned item as a sheet action sees it: a roll button's item with its id, type and fray flags. */
export type SheetActionItem = SheetItem & { id: string; type: string; flags?: Record<string, unknown> };

/** What a sheet action gets from the sheet: the roll context, the actor's statuses and the button's data-* values. */
export interface SheetActionContext extends SheetRollContext {
  /** The actor's name (the action card's title). */
  name: string;
  statuses: readonly string[];
  /** The clicked button's data attributes (data-day="bedridden" → { day: "bedridden" }). */
  data: Readonly<Record<string, string | undefined>>;
  /** The world's rules readings (what damage an action deals goes through the adapter's applyDamage with them). */
  options: DamageContext["options"];
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
export interface SheetAction<Q = unknown> {
  prepare(ctx: SheetActionContext): Promise<Q | null>;
  /** What the request costs in a running fight (paid through the tracker before the roll, or refused); absent: nothing. */
  cost?(req: Q): PlayAction | null;
  dice(req: Q): DiceGroup[];
  resolve(req: Q, faces: readonly number[]): ActionOutcome;
}

/** One handler per request kind the ruleset defines (an adapter declares its table with this, so none is missing). */
export type RollHandlers<R extends RollRequestBase> = { readonly [K in R["kind"]]: RollHandler<Extract<R, { kind: K }>> };

/** What a sheet's roll button gives the adapter: the actor's data and the sheet's ways to ask and target. */
export interface SheetRollContext {
  stats: ActorSystem;
  derived: ActorDerived;
  /** Open the roll dialog for this ruleset with `data`; null when cancelled or invalid. */
  ask(data: Record<string, unknown>): Promise<RollOptions | null>;
  /** The user's first target, as plain data (null: no target). */
  firstTarget(): AttackTarget | null;
  /** Everyone the user targets now, as plain data with their actors' UUIDs. */
  targets(): (AttackTarget & { uuid: string })[];
  /** Ask a ruleset's own fields (templates/dialogs/action-fields.hbs), as sheet actions do; absent from older callers. */
  askFields?(dialog: ActionDialog): Promise<Record<string, string> | null>;
  localize(key: string): string;
  /** Dialog fields from where the actor's token stands for a check with this skill (a dim zone's Perception −2). */
  checkPrefill(skill: string): Record<string, unknown>;
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
  /** The actor's technique items as combo components (six-seconds: a single attack's complexity-1 substitutes). */
  techniques?(): { name: string; comboRating: number; component: boolean }[];
}

/** An owned item as the sheet's roll button hands it over: its name and plain system data. */
export interface SheetItem {
  name: string;
  system: Record<string, Record<string, unknown> | null | undefined>;
  /** The item's id on the actor (absent for an item not owned, e.g. in a macro). */
  id?: string;
  /** The item's fray flags (a ruleset's per-item state, e.g. flags.fray.weaponState.frozenLands.loaded). */
  flags?: Readonly<Record<string, unknown>>;
  /** A weapon's six-seconds state in play (loaded, aimed at). */
  state?: WeaponState;
}

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

/** Partial actor system data: only what an encounter needs; the data models fill in the rest. */
export type SystemPatch = Record<string, unknown>;

/** The in-world Quench batch's encounter for a ruleset (module/quench/): what it creates and the attack it rolls. */
export interface QuenchPlan<R extends RollRequestBase = RollRequestBase> {
  attacker: SystemPatch;
  target: SystemPatch;
  /** The weapon item's system data (the ruleset's block on a weapon item). */
  weapon: { ruleset: RulesetId } & Record<string, unknown>;
  /** The attack the sheet would build: weapon block read from the item, aimed at the target. */
  attack(attacker: ActorSystem, derived: ActorDerived, weaponName: string, weapon: Record<string, unknown>, target: AttackTarget): R;
}

/** One defence a target may choose against a card, refused with the engine's reason when it is not allowed. */
export interface DefenceOffer {
  /** Option id ("dodge", "block", "parry", "counter" …). */
  id: string;
  /** Lang key of the button. */
  label: string;
  /** The engine's reason this defence is not allowed (shown escaped), or null. */
  refused: string | null;
  /** Lang key of that reason when the rules give it a code (shown instead of the English), absent otherwise. */
  refusedKey?: string;
  /** What it spends in the combat tracker, if anything. */
  cost?: DefenceCost;
  /** Apply choices only: who chooses (the attacker's side by default; "target": the hit actor's owner). */
  side?: "attacker" | "target";
  /**
   * The defence names another character, sent with the request: "targeted" (the clicker's one targeted token: who a
   * factions target hides behind) or "controlled" (the clicker's controlled token or character: who guards).
   */
  other?: "targeted" | "controlled";
  /** That other character chooses and pays the defence (a guard), not the target. */
  byOther?: boolean;
  /**
   * Apply choices only: the choice is composed on the clicker's client (module/chat/exchange/compose-choice.ts): up
   * to `max` picks of `options` ("code:langKey" pairs, comma-separated, one-letter codes), sent as "<id>-<codes>".
   */
  compose?: { max: number; options: string };
}

/** A defence's result: the damage the target now takes, what happened, and any hit it lands back. */
export interface DefenceResolution {
  damage: number;
  summary: { key: string; data: Record<string, string | number> };
  /** Hits the defence causes on others (a counter on the attacker), applied with the target's own. */
  extra?: { targetUuid: string; damage: number }[];
  /** What the defence writes on actors at once (tactica: the defender's standing pool loses a die). */
  writes?: { uuid: string; update: Record<string, number | boolean> }[];
  /** The attack's new target (hide behind, guard): the card binds it instead of this target, and it may defend. */
  retarget?: { uuid: string; name: string };
}

/** What a defence needs besides the card and the defender. */
export interface DefenceContext {
  attacker: AttackTarget | null;
  attackerUuid: string;
  /** The defender's UUID (what a defence writes on it at once goes there). */
  targetUuid?: string;
  options?: DamageContext["options"];
  /** The other character the defence names (offer.other), when the request names one. */
  other?: { uuid: string; actor: AttackTarget; willing: boolean } | null;
}

/** The defender's step on the attack card: the choices offered, their dice, and how each resolves. */
export interface DefenceSlot {
  offers(card: ExchangeCard, target: AttackTarget, ctx: DefenceContext): DefenceOffer[];
  dice(card: ExchangeCard, target: AttackTarget, choice: string, ctx: DefenceContext): DiceGroup[];
  resolve(card: ExchangeCard, target: AttackTarget, choice: string, faces: readonly number[], ctx: DefenceContext): DefenceResolution;
  /**
   * An attack the defender may start at once from the card after its defence (tactica: the Parry's riposte with the
   * attacker's exposure dice): its dice (0: none open), and the request it rolls against the attacker.
   */
  followUp?: {
    dice(card: ExchangeCard, targetUuid: string, attacker: AttackTarget | null): number;
    request(card: ExchangeCard, targetUuid: string, defender: AttackTarget, weapons: readonly SheetItem[], attacker: AttackTarget, localize: (key: string) => string): RollRequestBase;
  };
}

/** A GM's follow-up on a result card (frozen-lands: roll the critical injury a Wound calls for). */
export interface ResultAction {
  id: string;
  /** Lang key of the button. */
  label: string;
}

/**
 * Follow-ups a result card offers the GM per application: `offers` is Foundry-free (what the record calls for), `run`
 * is the Foundry glue that does it on the GM's client (the only one that shows the button).
 */
export interface ResultActionSlot {
  offers(record: AppliedRecord): ResultAction[];
  run(id: string, record: AppliedRecord): Promise<void>;
}

/**
 * Choices made when applying instead of the plain hit: the attacker's side (a factions death blow) or the hit
 * actor's owner (tactica: a State or a rank loss). Either applies through the same exactly-once, undoable path.
 */
export interface ApplyChoiceSlot {
  offers(card: ExchangeCard, target: AttackTarget): DefenceOffer[];
  apply(card: ExchangeCard, target: AttackTarget, choice: string, damage: number, ctx: DamageContext): DamageApplication;
}

// ---- the adapter -------------------------------------------------------------------------------

export interface RulesetAdapter<R extends RollRequestBase = RollRequestBase> {
  id: RulesetId;
  /** Lang key of the display name. */
  label: string;

  /** Item types this ruleset brings to Fray: a new item of one of them belongs to this ruleset by default. */
  ownItemTypes?: readonly string[];

  /** Roll requests: every kind this ruleset rolls ("<ruleset>.<what>"), with its dice and how its card is read. */
  rolls: Readonly<Record<string, RollHandler<R>>>;
  /** Request builders from an actor's data, published on globalThis.fray.fromActor for macros. */
  fromActor: Readonly<Record<string, (...args: never[]) => R>>;

  sheet: {
    /** Template of the actor sheet's stats tab. */
    statsTemplate: string;
    /** Extra template context for the stats tab, e.g. a select's options ({ sizeOptions: { tiny: "FRAY.…" } }). */
    context?: Readonly<Record<string, unknown>>;
    /** Item types listed on the items tab, in order (all types stay on the actor; only the list changes). */
    itemTypes: readonly string[];
    /** Roll buttons the stats template offers (data-action rollSkill / rollSave / rollPool / rollItem); null: cancelled. */
    rollSkill?(ctx: SheetRollContext, index: number): Promise<R | null>;
    rollSave?(ctx: SheetRollContext, ability: string): Promise<R | null>;
    rollPool?(ctx: SheetRollContext): Promise<R | null>;
    rollItem?(ctx: SheetRollContext, item: SheetItem): Promise<RequestBuilder<R> | null>;
    /** The update that adds a blank skill row (data-action addSkill). */
    addSkill?(stats: ActorSystem): Record<string, unknown>;
    /** The update that removes skill row `index` (data-action removeSkill); null when there is no such row. */
    removeSkill?(stats: ActorSystem, index: number): Record<string, unknown> | null;
    /** What an attack with the weapon changes in its state (a reload weapon emptied, an aim spent); null: nothing. */
    afterAttack?(item: SheetItem): Partial<WeaponState> | null;
    /** Actions the stats template offers, by the name its buttons give in data-sheet-action. */
    actions?: Readonly<Record<string, SheetAction>>;
    /**
     * Attacks the stats template offers without a weapon (data-action="sheetAttack", data-sheet-attack="<name>"):
     * the request is rolled like a weapon attack (its cost paid first, the card bound to the user's targets as an
     * exchange), so its outcome reaches the target through the GM's client. null: cancelled; a throw: refused.
     * An AttackSeries: several attacks as one play (each its own bound card, one Roll, one charge).
     */
    attackActions?: Readonly<Record<string, (ctx: SheetActionContext) => Promise<R | AttackSeries<R> | null>>>;
  };

  /** Apply `amount` damage through the engine: the actor's stored fields in, a plain update out. */
  applyDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext): DamageApplication;

  /** The world's rules readings put into a roll request before it is rolled (the card then shows what applies). */
  withWorldOptions?(req: R, options: NonNullable<DamageContext["options"]>): R;

  /** What the attack does to the attacker itself (WP won on Stress dice, a fumble's mark), or null: nothing. */
  attackerOutcome?(card: ExchangeCard, attacker: AttackTarget): DamageApplication | null;

  /**
   * What a card does to one bound target instead of the plain hit (a non-lethal attack's grab or shove), given the
   * damage the target takes after its defence; null: the plain hit (applyDamage). Optional.
   */
  targetOutcome?(card: ExchangeCard, targetUuid: string, target: AttackTarget, damage: number, ctx: DamageContext): DamageApplication | null;

  /**
   * What making this attack spends in the combat tracker (a factions opportunity attack: a reaction), charged to the
   * attacker once, when the card's outcome is first applied; null or absent: nothing.
   */
  attackCost?(card: ExchangeCard): DefenceCost | null;

  /** What the attacker's side may apply instead of the plain hit (optional). */
  applyChoices?: ApplyChoiceSlot;

  /** GM follow-ups on result cards (optional). */
  resultActions?: ResultActionSlot;

  /** The defender's step on attack cards (optional: without it the card offers no defence). */
  defence?: DefenceSlot;

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
    roundEnd?: RoundEndSlot;
    /**
     * World time a round and a turn take, in seconds, as the ruleset's text says (module/combat/core-step.ts);
     * either left out: core's CONFIG.time.roundTime / turnTime.
     */
    time?: { roundSeconds?: number; turnSeconds?: number };
  };
}
