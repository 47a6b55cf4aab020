/** Roll requests and how each kind is rolled and read; what a roll writes back to its roller. */
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, DiceGroup } from "../../dice/card";
import type { WeaponState } from "../../data/item/weapon-state";

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

/** One handler per request kind the ruleset defines (an adapter declares its table with this, so none is missing). */
export type RollHandlers<R extends RollRequestBase> = { readonly [K in R["kind"]]: RollHandler<Extract<R, { kind: K }>> };

/** A flattened plain update of the actor ("system.frozenLands.wp": 3). */
/** Flattened paths of the actor; a list (an array field) is written whole. */
export type ActorUpdate = Record<string, number | boolean | string | readonly object[]>;

/** What a roll or an action changes on its actor: a plain update and the token HUD statuses it switches. */
/** One new actor made as a copy of another: its name and its own flattened update. */
export interface ActorCopy {
  name: string;
  update: ActorUpdate;
}

/** What a ruleset's rule makes of an actor as it stands: the update that turns it into its first part, and the copies. */
export interface ActorCopyPlan {
  update: ActorUpdate;
  copies: ActorCopy[];
}

export interface WriteBack {
  update: ActorUpdate;
  statuses?: { on?: readonly string[]; off?: readonly string[] };
  /** Changes to the actor's weapons' state (loaded, aimed at), by item id. */
  weapons?: readonly { id: string; state: Partial<WeaponState> }[];
  /** Other flattened updates of the actor's own items, by item id ("system.factions.broken": true, "flags.fray.affliction": {...}). */
  items?: { id: string; update: Record<string, unknown> }[];
  /** The actor's own items to delete, by id (a healed wound's injury item); a stale id is skipped. */
  deleteItems?: readonly string[];
  /**
   * New actors made as copies of this one (its data and items), each named and with its own flattened update
   * (tactica: a Horde broken into its Mobs). Made on the GM's client, and only when they are the copies the ruleset's
   * rule makes of the actor as it stands (RulesetAdapter.actorCopies; combat/actor-copies.ts).
   */
  copies?: ActorCopy[];
  /** Items created on the actor (six-seconds: a disease caught from someone near), with their fray flags. */
  newItems?: { name: string; type: string; system: Record<string, unknown>; flags?: Record<string, unknown> }[];
  /**
   * The actor's tokens leave close combat: each keeps its contact group (InContact) and is taken out of every
   * close-combat pair, the other tokens' too, on the GM's client (canvas/close-combat.ts).
   */
  leaveClose?: boolean;
}
