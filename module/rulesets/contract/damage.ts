/** What a hit does to an actor, and what the adapter's applyDamage is told besides the amount. */
import type { DiceGroup } from "../../dice/card";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { CoreTypes, RulesetTypes } from "./types";

/** What a hit does to an actor: a plain update, its explanation, and the statuses it switches on. */
export interface DamageApplication {
  /** Flattened update relative to the actor ("system.sixSeconds.wounds": 3). */
  update: Record<string, number | boolean | string>;
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
  /**
   * Fields the application writes on items the hit actor owns (a weapon wounded or destroyed, worn armour taken off),
   * by item id, paths under the item ("system.sixSeconds.wounds"); recorded and undone like the actor's own fields.
   */
  itemWrites?: { id: string; update: Record<string, number | boolean | string> }[];
  /**
   * Items of the hit actor handed to another actor (factions: a dropped weapon the attacker takes): a copy is created
   * on `to` with `update` (paths under the item) written on it, then the item is deleted from the hit actor; the undo
   * deletes the copy and creates the item again on the hit actor as it was, with its id. Written by a revising
   * follow-up (chat/exchange/revise.ts) only.
   */
  moveItems?: { id: string; to: string; update?: Record<string, number | boolean | string> }[];
}

/**
 * An item an application creates: its type, its name as a lang key with data, its system data, and what it keeps in
 * the system's flags (flags.fray: a poison's affliction on its victim's copy).
 */
export interface NewItem {
  type: "injury" | "poison";
  nameKey: string;
  nameData: Record<string, string | number>;
  system: Record<string, unknown>;
  flags?: Record<string, unknown>;
}

/** What else the engine needs about the hit and the world: all optional, defaults are the engine's. */
export interface DamageContext<T extends RulesetTypes = CoreTypes> {
  /** The actor's active status ids. */
  statuses?: readonly string[];
  /** What the hit actor holds, read from its items on the GM's client (the adapter's `held` slot). */
  held?: T["held"];
  /** The card's hit details, as the ruleset's adapter wrote them (absent: a plain hit). */
  hit?: T["hit"];
  /**
   * The attack card the hit is applied from, and the actor it is applied to (absent outside the exchange); `from`: the
   * bound target whose application this is (for a hit back, the target whose defence hit back).
   */
  exchange?: { card: ExchangeCard; targetUuid: string; from?: string };
  /** The attack card's stored request, for what it says about this target (factions: cover); absent for the attacker. */
  attack?: unknown;
  /** The world's rules readings. */
  options?: T["options"];
}
