/**
 * What each ruleset does with the board, behind one interface (module/rulesets/<id>/board.ts implements it;
 * its adapter carries it as `board`). Pure: contexts are plain data the zone index gives; every visible
 * text is a lang key with its data.
 */
import type { Deviation } from "../engine/areas/blast";
import type { MembershipMode } from "../engine/areas/membership";
import type { DiceSource } from "../engine/dice/source";
import type { ZoneGraph } from "../engine/zones/graph";
import type { ZoneRegion } from "./zone-graph-builder";
import type { TemplateLike } from "./template-area";
import type { ActorSystem } from "../data/actor/schema";
import type { OwnedItemData } from "../data/actor/owned-item";
import type { WeaponSystem } from "../schema/weapon";
import type { GridShape, GridSpec } from "./token-data";
import type { BoardToken } from "./zone-index";
import type { DiceGroup } from "../dice/card";
import type { PlacedArea } from "./placed-area";
import type { MovedDistance } from "../applications/combat/tracker-view";

/** A visible message: a lang key and the values it formats. */
export interface BoardNote {
  key: string;
  data?: Record<string, string | number>;
}

export interface AttackBoardContext {
  graph: ZoneGraph;
  grid: GridSpec;
  attacker: BoardToken;
  target: BoardToken;
  /** Every token on the board (contact groups, occupancy). */
  tokens: readonly BoardToken[];
  weapon?: BoardWeapon;
  /** What a token has moved in its latest turn, as the running fight recorded it (absent or null: unknown). */
  movedOf?: (tokenId: string) => MovedDistance | null;
  /** The sheet data of a token's actor on the board (tactica: which tokens are chariots); absent or null: unknown. */
  statsOf?: (tokenId: string) => ActorSystem | null;
  /** The UUID of a token's actor on the board (a link kept on another actor names it); absent or null: unknown. */
  uuidOf?: (tokenId: string) => string | null;
}

/** What the board needs to know of a weapon. */
export interface BoardWeapon {
  ranged?: boolean;
  /** factions: range in zones. */
  rangeZones?: number;
  /** frozen-lands: a Heavy weapon (impossible in a cramped zone). */
  heavy?: boolean;
}

export interface CheckBoardContext {
  graph: ZoneGraph;
  grid: GridSpec;
  /** Every token on the board (who stands close to `token`). */
  tokens: readonly BoardToken[];
  token: BoardToken;
  /** The skill rolled, lower case ("perception"). */
  skill: string;
}

export interface AttackPrefill {
  /** Roll dialog fields to prefill (the user may still change them). */
  fields: Record<string, string | number | boolean>;
  /** Shown in the dialog: what the board found and what zone features apply. */
  notes: BoardNote[];
  /** Set when the board forbids the attack (a Heavy weapon in a cramped zone). */
  refusal: BoardNote | null;
}

/**
 * walk; six-seconds run; factions sprint; tactica withdraw (leaving a melee without opportunity attacks) and charge (a
 * charge or a run: a chariot's turns are counted).
 */
export type MoveMode = "walk" | "run" | "sprint" | "withdraw" | "charge";

export interface MoveBoardContext {
  graph: ZoneGraph;
  grid: GridSpec;
  tokens: readonly BoardToken[];
  /** The mover where it stands, and where the move ends. */
  from: BoardToken;
  to: BoardToken;
  /** The move's waypoints, token centres in pixels, start first (the whole path, not only its end points). */
  path: ReadonlyArray<{ x: number; y: number }>;
  /** The map zone holding a scene point at the mover's elevation (the zones the path crosses); absent: end points only. */
  zoneAt?: (x: number, y: number) => string | null;
  mode: MoveMode;
  stats: ActorSystem;
  /** The mover's items as its derived values read them (six-seconds: equipped armour's mobility penalty); absent: none. */
  items?: readonly OwnedItemData[];
  /** The mover's status ids (six-seconds: a Disabled character crawls); absent: none. */
  statuses?: readonly string[];
  /** The mover's actor's name (a roll's card title); absent: unknown. */
  name?: string;
  /** What is left of the turn, as the tracker keeps it (absent: unknown, nothing is refused for lack of it). */
  turn?: { secondsLeft?: number; actionsLeft?: number; zonesMoved?: number; acting?: boolean };
  /** Terrain features of the zone at a scene point (six-seconds difficult terrain). */
  featuresAt?: (x: number, y: number) => readonly string[];
  /**
   * What the mover moved earlier in the action it is taking now, as the running fight names its actions
   * (canvas/action-moves.ts; `key`: that action's; its drags in order, their zones and turns summed); absent: no
   * fight counts its moves per action.
   */
  thisAction?: { key?: string; zones: number; turns: number; drags?: readonly { zones: number; turns: number }[] };
  /** The world's rules readings (each ruleset reads its own part); absent: the defaults. */
  options?: object;
}

/** What the core ruler's cost function knows of a move, for one token in one mode (points: grid-space centres). */
export interface StepCostContext {
  graph: ZoneGraph;
  grid: GridSpec;
  mode: MoveMode;
  stats: ActorSystem;
  /** The mover's items as its derived values read them (six-seconds: equipped armour's mobility penalty); absent: none. */
  items?: readonly OwnedItemData[];
  /** The mover's status ids (six-seconds: a Disabled character crawls); absent: none. */
  statuses?: readonly string[];
  /** The map zone holding a scene point (null: outside every zone). */
  zoneAt: (x: number, y: number) => string | null;
  /** Terrain features of the zone at a scene point. */
  featuresAt: (x: number, y: number) => readonly string[];
  /** The token's zone is assigned by hand (a map without regions): the map cannot price its steps. */
  byHand: boolean;
}

/** What one grid step costs in the ruleset's unit (Infinity: no path); core's ruler sums the steps. */
export type StepCost = (from: { x: number; y: number }, to: { x: number; y: number }) => number;

/** The unit a ruleset charges moves in, as the ruler shows it. */
export type MoveUnit = "seconds" | "actions" | "zones";

/** A roll a move calls for: the ruleset's sheet action and its request. */
export interface MoveRoll {
  action: string;
  request: unknown;
}

export interface MoveCharge {
  allowed: boolean;
  /** Why the move is refused (empty when allowed). */
  reasons: BoardNote[];
  /** What the move brings with it (crawling in a cramped zone). */
  notes: BoardNote[];
  /** sprint: the zones are moved sprinting (factions: 4 a turn instead of 2). */
  /** turns: the facing changes the move made (tactica: a flyer's turns, counted against its turn rate per action). */
  cost: { seconds?: number; actions?: number; zones?: number; sprint?: boolean; moved?: MovedDistance; turns?: number };
  /** Rolls to prompt (a Mobility roll to disengage or to enter a cluttered zone). */
  prompts: BoardNote[];
  /** Enemies who may make an opportunity attack (tactica: leaving contact; factions: leaving their zone). */
  opportunityAttackers: string[];
  /**
   * The move is held once for those attackers (factions: "The target's movement is interrupted and the attack is
   * resolved"): refused the first time in the mover's turn, the token staying where it is; moved again, it goes.
   */
  interrupt?: boolean;
  /**
   * The refusal stands outside a charged turn too (the mover cannot move at all: six-seconds' Broken, Unconscious):
   * a player's drag out of its turn or out of a fight is refused; a GM's there is the referee placing the token.
   */
  always?: boolean;
  /**
   * The rolls the move calls for, run one after the other once a move in a running fight is made, each as the
   * ruleset's sheet action `action` on the mover's actor with `request` (tactica: the DEX roll a Balance, a broken
   * leg or the Foot asks at each move, and a chariot's Driving roll for a second turn); each card and write-back is
   * the action's own, as a round's end runs its calls.
   */
  rolls?: MoveRoll[];
}

export interface ZoneBlastInput {
  graph: ZoneGraph;
  regions: readonly ZoneRegion[];
  tokens: readonly BoardToken[];
  attacker: string;
  melee: boolean;
  /** Ranged: the zone aimed at, the weapon's range in zones, and whether the attack hit. */
  zone?: string;
  range?: number;
  hit?: boolean;
}

export interface ZoneBlastOutcome {
  aimedAt: string;
  /** The zone hit (after deviation), or null when the blast was lost. */
  zone: string | null;
  deviated: boolean;
  deviation?: Deviation;
  targets: string[];
}

/** The attack a card keeps (its request and faces, as the exchange stores them). */
export interface RolledAttack {
  request: unknown;
  faces: readonly number[];
}

/** An attack that missed its placed area: the dice its landing needs, and the damage it still deals there. */
export interface AreaMiss {
  /** Dice to roll for where it lands (six-seconds: the scatter d8, then 1d6 per range increment out). */
  dice: DiceGroup[];
  /** Damage the attack's own dice deal where it lands (null: nothing to apply). */
  damage: number | null;
}

/** A missed template's scatter, in scene metres (x east, y south). */
export interface AreaLanding {
  direction: string;
  dice: number[];
  squares: number;
  dx: number;
  dy: number;
}

/** A contact the HUD is about to make: the board with the joining tokens already in the group, and the world's rules readings. */
export interface JoinContext {
  graph: ZoneGraph;
  /** Every token of the scene as it stands now, and as it would stand after the join. */
  before: readonly BoardToken[];
  tokens: readonly BoardToken[];
  /** The tokens joining (the one engaging first). */
  joining: readonly string[];
  /** The world's rules readings (each ruleset reads its own part). */
  options: object;
  /** A token's name, for the refusal (plain text). */
  nameOf(id: string): string;
}

/** A token's moves over the fight (canvas/action-moves.ts; each count never reset). */
export interface FlownTally {
  /** Drags that crossed a zone or more. */
  legs: number;
  /** Drags that turned without crossing a zone, and runs of turns in place. */
  pivots: number;
  /** Every move and run of turns in place recorded: the order of two tallies. */
  moves: number;
  /** Facing turns made in place (canvas/turn-in-place.ts). */
  spun: number;
}

/** The ruleset's mark: the tally at the creature's latest action, and the fight's action key it saw then. */
export interface ActionMark {
  key: string | null;
  mark: FlownTally;
}

export interface BoardRules {
  /** How areas catch tokens (footprint: "even partly inside"; centre) and whether cones are flat triangles. */
  readonly areas: { membership: MembershipMode; flatCones: boolean };
  /** The move modes a player may pick on the token HUD, "walk" first (the default). */
  readonly moveModes: readonly MoveMode[];
  /** Whether tokens carry a contact status the HUD sets (Alone / InContact / InClose). */
  readonly contactStatus: boolean;
  /**
   * What a token's own board move (not a forced displace) writes on its actor, or null (six-seconds: a hider's move
   * makes a square located by hearing stale). Written on the moving user's client, which owns the actor. Absent: none.
   */
  ownMoveUpdate?(system: ActorSystem): Record<string, number> | null;
  /**
   * Whether a token's own move carries another actor's token along (factions: the grabber and the one it holds,
   * "moving together"): `mover` is the moving token's actor uuid. Absent: every token moves alone (move-together.ts).
   */
  carries?(mover: string, other: { system: ActorSystem; statuses: readonly string[] }): boolean;
  /**
   * Whether an actor with these statuses can still react (an opportunity attack); absent: everyone can. One who
   * cannot neither interrupts a move nor is named as an opportunity attacker (factions: incapacitated, dead).
   */
  canReact?(statuses: readonly string[]): boolean;
  /**
   * Opportunity attackers are named on a move in a running fight whoever's turn it is, not only in the mover's own
   * (tactica: "Opportunity actions (can occur at anytime)", and an action there opens and closes its turn in one
   * step). Absent: only a move the fight charges names them.
   */
  readonly opportunityAnyTime?: boolean;
  /**
   * The attack dialog's box that marks an opportunity attack: set when the attacker took it from the hold card's
   * *Attack* and its target is the held mover (board-prefill.ts). Absent: nothing prefilled.
   */
  readonly opportunityField?: string;
  /**
   * Why these tokens may not join this contact group (tactica: the GM's cap on attackers per target), or null; asked
   * by the HUD's *Engage* / *Close combat* before any flag is written. Absent: anyone may join.
   */
  joinRefusal?(ctx: JoinContext): BoardNote | null;
  /**
   * The contact group a token entering this zone joins (tactica: an area cover's holders and everyone entering it
   * are one melee); null or absent: it arrives Alone.
   */
  arrivalContact?(graph: ZoneGraph, zone: string): string | null;
  /**
   * Template data for one of the ruleset's area forms ("sphere", "line", "cone") of a scale, at a point (pixels)
   * pointing `direction` degrees; null for a form the ruleset does not have. Absent where areas are not sized.
   */
  areaTemplate?(form: string, scale: number, at: { x: number; y: number }, direction: number): TemplateLike | null;
  /** After the roll: null when the attack hit the area it placed (or the ruleset never misses one), else the miss. */
  areaMiss?(attack: RolledAttack, area: PlacedArea): AreaMiss | null;
  /** Where a missed template lands, from the faces of `areaMiss`'s dice (the engine's scatter). */
  areaLanding?(attack: RolledAttack, area: PlacedArea, faces: readonly number[]): AreaLanding;
  /** Blasts that hit a zone and its borders, where the ruleset has them. */
  blast?(dice: DiceSource, input: ZoneBlastInput): ZoneBlastOutcome;
  /** The zone features this ruleset reads, offered on the zone behaviour. */
  readonly zoneFeatures: readonly string[];
  /** The board-relevant facts of a weapon item's system data. */
  weaponOnBoard(weapon: Partial<WeaponSystem>): BoardWeapon;
  /** Roll dialog prefill for an attack from one token on another. */
  attackPrefill(ctx: AttackBoardContext): AttackPrefill;
  /** Roll dialog prefill for a skill check made where the token stands (a dimly lit zone's Perception penalty). */
  checkPrefill(ctx: CheckBoardContext): AttackPrefill;
  /** What a move costs, or why it is refused. */
  moveCost(ctx: MoveBoardContext): MoveCharge;
  /**
   * How far a forced move (core's displace: a throw, a push) took the token, for a fight that records what a fighter
   * moved (six-seconds: its own squares, for high speed); null: nothing to record. Absent: forced moves count nothing.
   */
  forcedMoved?(ctx: MoveBoardContext): MovedDistance | null;
  /**
   * A token turned in place (its rotation changed, no move) in a running fight: the turns it has made in place since
   * its last move, `turnsSoFar` and this one's, and whether they are allowed (else `note` says why); null when the
   * ruleset counts no turns for this creature. Absent: rotations are free.
   */
  turnInPlace?(ctx: { stats: ActorSystem; from: number; to: number; turnsSoFar: number; shape?: GridShape }): { turns: number; allowed: boolean; note: BoardNote | null } | null;
  /**
   * The token's tally (canvas/action-moves.ts `flown`) as the fight marked it at its creature's latest action, with
   * the action key it saw then (tactica: the flyer's step note); null: none kept. The action's moves are those past it.
   * Absent: the moves under the fight's action key are the action's.
   */
  actionMarkOf?(tokenId: string): ActionMark | null;
  /**
   * The rotation a token takes once its own move is made (tactica: a chariot faces along its path's last leg), turned
   * by the mover's client and never counted as a turn in place (turn-in-place.ts); null: left as it is. Absent: none.
   */
  facingAfterMove?(ctx: { stats: ActorSystem; path: readonly { x: number; y: number }[]; shape: GridShape }): number | null;
  /** The cost of each grid step of a move, for core's movement-action cost functions (the ruler while dragging). */
  stepCost(ctx: StepCostContext): StepCost;
  /** What a path whose steps sum to `cost` is charged, in `unit` (null: no path), as the ruler shows it. */
  rulerCost(cost: number, mode: MoveMode): { value: number | null; unit: MoveUnit };
  /** The token's size in grid squares where the ruleset sets it (null: leave the token as it is). */
  tokenSize(stats: ActorSystem, grid: GridSpec): { width: number; height: number } | null;
  /** The size to show on the token (a lang key), or null. */
  sizeLabel(stats: ActorSystem): BoardNote | null;
}

export const noPrefill = (): AttackPrefill => ({ fields: {}, notes: [], refusal: null });

export const freeMove = (): MoveCharge => ({ allowed: true, reasons: [], notes: [], cost: {}, prompts: [], opportunityAttackers: [] });
