/**
 * The plain data tactica keeps for one combatant, and the derived views (current ranks with crossover, OoA).
 */
import type { DefencePool } from "./defence-pool";
import type { Injury } from "./injuries/injury-record";
import type { RankTrack, TrackName } from "./ranks";
import { crossoverLosses, currentRank, healRanks, loseRanks, rankFloor, rankTrack } from "./ranks";
import type { FearLevel } from "./fear-levels";
import { DEFAULT_TACTICA_OPTIONS } from "./options";
import type { LocationArmour } from "./armour";

/** Stun (physical), Shock (mental), Doubt (magic). */
export const STATES = ["stun", "shock", "doubt"] as const;
export type StateKey = (typeof STATES)[number];

export type MentalCondition = "panicked" | "crushed";
export type LifeStatus = "active" | "ooa" | "kia";

export interface TacticaCreature {
  id: string;
  side: string;
  heroic: boolean;
  /** Minor NPCs flagged Stateless always take a rank loss instead of a State. */
  stateless: boolean;
  physical: RankTrack;
  mental: RankTrack;
  /** Every Nth direct loss crosses over (2 by default; advantages/spells make it 3 or 4). */
  crossoverEvery: 2 | 3 | 4;
  states: StateKey[];
  mentalCondition: MentalCondition | null;
  status: LifeStatus;
  /** Exposure dice lying in front of this creature, open to anyone attacking it until its next action. */
  exposures: number;
  /** Fumbled: attackers gain +1 SL until its next action. */
  fumbled: boolean;
  pools: DefencePool[];
  injuries: Injury[];
  /** Fear it is still subject to (must pass a Spirit test at each action). */
  fear: FearLevel | null;
  /** Armour (see armour.ts): one value, optional per-location values, locations stripped by "remove armour". */
  armour?: number;
  locationArmour?: LocationArmour;
  armourStripped?: LocationArmour;
}

export interface CreatureInit {
  id: string;
  side: string;
  /** Real ranks at the start of the event, the Heroic level already included (`heroicRanks` adds it). */
  physical: number;
  mental: number;
  /**
   * A Heroic creature: its ranks may fall to −3 before it is OoA. Adds no level: the hero picks the side of the
   * extra level at the start of each event, and it is already in `physical` / `mental`.
   */
  heroicFloor?: boolean;
  stateless?: boolean;
  bonusPhysical?: number;
  bonusMental?: number;
  crossoverEvery?: 2 | 3 | 4;
}

/**
 * A fresh combatant. `physical`/`mental` are the real ranks including the Heroic level; heroes put that level on
 * either side at the start of each event (use `heroicRanks` to add it). `heroicFloor` only lowers the OoA floor.
 */
export function createCreature(init: CreatureInit): TacticaCreature {
  if (typeof init.id !== "string" || init.id === "") throw new TypeError("a creature needs a non-empty id");
  // The old name read as "adds the Heroic level"; refuse it rather than ignore it.
  if ("heroic" in init) throw new TypeError(`creature ${init.id}: "heroic" is now "heroicFloor" (the −3 floor only); add the Heroic level with heroicRanks`);
  if (typeof init.side !== "string" || init.side === "") throw new TypeError(`creature ${init.id} needs a side`);
  return {
    id: init.id,
    side: init.side,
    heroic: init.heroicFloor ?? false,
    stateless: init.stateless ?? false,
    physical: rankTrack(init.physical, init.bonusPhysical ?? 0),
    mental: rankTrack(init.mental, init.bonusMental ?? 0),
    crossoverEvery: init.crossoverEvery ?? DEFAULT_TACTICA_OPTIONS.crossoverEvery,
    states: [],
    mentalCondition: null,
    status: "active",
    exposures: 0,
    fumbled: false,
    pools: [],
    injuries: [],
    fear: null,
  };
}

/** Real ranks for a hero: the numeric values plus the Heroic level on the side chosen for this event (max 8). */
export function heroicRanks(physical: number, mental: number, heroicSide: TrackName): { physical: number; mental: number } {
  for (const [k, v] of [["physical", physical], ["mental", mental]] as const) {
    if (!Number.isInteger(v) || v < 1 || v > 8) throw new RangeError(`a hero's numeric ${k} rank must be 1–8, got ${v}`);
  }
  if (heroicSide !== "physical" && heroicSide !== "mental") throw new RangeError(`the Heroic level goes on "physical" or "mental", got "${String(heroicSide)}"`);
  return heroicSide === "physical" ? { physical: Math.min(8, physical + 1), mental } : { physical, mental: Math.min(8, mental + 1) };
}

export function otherTrack(t: TrackName): TrackName {
  return t === "physical" ? "mental" : "physical";
}

/** Crossover losses currently applied to a track (derived from the other track's direct losses). */
export function crossoverOn(c: TacticaCreature, t: TrackName): number {
  if (c[t].level9Protected) return 0;
  return crossoverLosses(c[otherTrack(t)].lost, c.crossoverEvery);
}

export function rankOf(c: TacticaCreature, t: TrackName): number {
  return currentRank(c[t], crossoverOn(c, t), c.heroic);
}

/** OoA by ranks: either track at or below its floor (0, or −3 for Heroic creatures). */
export function outOfActionByRanks(c: TacticaCreature): boolean {
  const floor = rankFloor(c.heroic);
  return rankOf(c, "physical") <= floor || rankOf(c, "mental") <= floor;
}

/** The status after rank changes: ranks at the floor put an active creature OoA; KIA never improves here. */
export function settleStatus(c: TacticaCreature): TacticaCreature {
  if (c.status === "active" && outOfActionByRanks(c)) return { ...c, status: "ooa", pools: [] };
  return c;
}

/** Creatures that are OoA or KIA get no action dice; Crushed ones take no actions at all. */
export function canAct(c: TacticaCreature): boolean {
  return c.status === "active" && c.mentalCondition !== "crushed";
}

/**
 * The creature takes an action: what lasted "until its next action" (exposures, the Fumbled mark) ends, and any
 * action other than Pool discards its defence pools. A creature in a State must remove it first.
 */
export function startOwnAction(c: TacticaCreature, action: "pool" | "other" = "other"): TacticaCreature {
  if (c.status !== "active") throw new RangeError(`${c.id} is ${c.status} and gets no actions`);
  if (c.mentalCondition === "crushed") throw new RangeError(`${c.id} is Crushed and may do nothing`);
  return { ...c, exposures: 0, fumbled: false, pools: action === "pool" ? c.pools : [] };
}

/** Mark direct rank losses on a creature (injuries, fear, fatigue), then settle OoA. */
export function loseCreatureRanks(c: TacticaCreature, t: TrackName, count: number, bane = false): { after: TacticaCreature; landed: number } {
  const r = loseRanks(c[t], count, c.heroic, bane);
  return { after: settleStatus({ ...c, [t]: r.track }), landed: r.landed };
}

/** Heal direct losses; crossover losses they caused come back with them. Healing never revives OoA/KIA by itself. */
export function healCreatureRanks(c: TacticaCreature, t: TrackName, count: number): { after: TacticaCreature; healed: number } {
  const r = healRanks(c[t], count);
  return { after: { ...c, [t]: r.track }, healed: r.healed };
}

/**
 * Set temporary bonus ranks (a wall worth +2 Physical / +1 Mental, magic, leadership). They raise the damage
 * thresholds but never absorb losses; when the cause goes (the wall is breached) set them back to 0.
 */
export function withBonusRanks(c: TacticaCreature, bonus: { physical?: number; mental?: number }): TacticaCreature {
  for (const [k, v] of Object.entries(bonus)) {
    if (v !== undefined && !Number.isInteger(v)) throw new RangeError(`bonus ${k} ranks must be a whole number, got ${v}`);
  }
  return {
    ...c,
    physical: { ...c.physical, bonus: bonus.physical ?? c.physical.bonus },
    mental: { ...c.mental, bonus: bonus.mental ?? c.mental.bonus },
  };
}
