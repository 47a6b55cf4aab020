/**
 * Encounter odds (docs/encounter-odds.md): how a ruleset reads one combatant into its auto-play's fighting stats
 * (module/engine/rulesets/<id>/autoplay.ts `SimStats`), as the tracker and its attacks read the actor.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CoreTypes, RulesetTypes } from "./types";

/** One combatant as the odds read it: its actor's data, statuses and items, and whether a player controls it. */
export interface OddsCombatant {
  id: string;
  name: string;
  /** A player character (actor type "character" or a player owner), as the tracker's entrant reads it. */
  player: boolean;
  system: ActorSystem;
  derived: ActorDerived;
  statuses: readonly string[];
  /** The actor's owned items (weapons, armour …): name, type and plain system data. */
  items: readonly { name: string; type: string; system: unknown }[];
}

/** What a ruleset reads of one combatant: its auto-play stats, and its side when the ruleset picks it (factions: the faction). */
export interface OddsRead {
  stats: unknown;
  /** Absent: the combatant's disposition is its side. */
  side?: string;
}

export interface OddsSlot<T extends RulesetTypes = CoreTypes> {
  /** The auto-play stats of one combatant; throws an Error saying what is missing or malformed (it is then left out). */
  read(c: OddsCombatant, options: T["options"] | undefined): OddsRead;
  /** The ruleset's engine options for its auto-play, from the world's rules readings. */
  options(options: T["options"] | undefined): unknown;
}
