/** The target as an attack or a defence needs it, and a token bar's value: shapes adapters and core share. */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";

/** The target as an attack needs it: plain system data, derived values and its status ids. */
export interface AttackTarget<Held extends object = object> {
  name: string;
  /** The target's actor UUID (a token's own actor for an unlinked token); absent from older callers. */
  uuid?: string;
  system: ActorSystem;
  derived: ActorDerived;
  statuses: readonly string[];
  /** What the target holds that a defence may need: the world ruleset's own shape (its adapter's `held` slot). */
  held?: Held;
}

/** An owned item as the adapter's `held` slot reads it: its name, type and plain system data. */
export interface HeldItem {
  /** The item's id on its actor (what an application names to write on it). */
  id?: string;
  name: string;
  type: string;
  system: Readonly<Record<string, unknown>>;
  /** What the item keeps in the system's flags (flags.fray), when it keeps any. */
  flags?: Readonly<Record<string, unknown>>;
}

/** A token bar's current and full value. */
export interface Bar {
  value: number;
  max: number;
}
