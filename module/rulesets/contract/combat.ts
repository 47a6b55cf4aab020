/** How an actor enters a fight and what a round's end checks: shapes the combat document and the adapters share. */
import type { Label } from "../../applications/combat/tracker-view";
import type { TurnEvent } from "../../engine/turns";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CoreTypes, RulesetTypes } from "./types";
import type { SheetActionItem } from "./sheet";
import type { FighterActionRecord } from "../../canvas/action-moves";

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
  /** Its derived values now (six-seconds: the Will a Broken check needs); absent from older callers. */
  derived?: ActorDerived;
  /** Its items now, as a sheet action sees them (six-seconds: a poison checked every round); absent from older callers. */
  items?: readonly SheetActionItem[];
  /** Its token's centre in scene units (metres) on its scene; absent without a token on a scene. */
  place?: { scene: string; x: number; y: number };
  /** Zones between its token and another fighter's (by combatant id) on the viewed board; null: the board cannot say. */
  zonesTo?(otherId: string): number | null;
  /** Its token's board record of its current action (canvas/action-moves.ts); absent without a token. */
  action?: FighterActionRecord;
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
export interface RoundEndSlot<T extends RulesetTypes = CoreTypes> {
  snapshot(fighters: readonly RoundFighter[]): unknown;
  due(first: unknown, roundStart: unknown, now: readonly RoundFighter[], options: T["options"] | undefined): RoundEndCall[];
}

/**
 * What falls due as world time passes outside the tracker's rounds (six-seconds: a poison checked every hour or
 * day). `from` and `to` are the world time in seconds before and after the advance; `due` says what to post and
 * roll, for the world's actors (their `id` is the actor's UUID).
 */
export interface WorldTimeSlot<T extends RulesetTypes = CoreTypes> {
  due(actors: readonly RoundFighter[], from: number, to: number, options: T["options"] | undefined): RoundEndCall[];
}

/**
 * What a ruleset does after every saved step, not only a new round's (tactica: a Panicked creature's Spirit roll at
 * the start of each of its actions). `due` reads the step's events and the fighters now with what it noted after the
 * previous step (`memo`, plain JSON kept with the combat), and says what to post and roll; `settle` notes what to keep
 * once those rolls ran (the fighters read again).
 */
export interface StepSlot<T extends RulesetTypes = CoreTypes> {
  due(memo: unknown, events: readonly TurnEvent[], now: readonly RoundFighter[], options: T["options"] | undefined): { memo: unknown; calls: RoundEndCall[] };
  settle(memo: unknown, now: readonly RoundFighter[]): unknown;
}
