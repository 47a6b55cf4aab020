/**
 * The hit details an attack card carries to the damage application: the ruleset's own (contract/types.ts HitData),
 * opaque here; the card schema has the adapter read them back (contract/hit.ts). The old hand-typed "applyDamage"
 * request to the GM is gone: damage to an actor the sender does not own is applied only through the attack exchange
 * (docs/cards.md).
 */
import type { HitData } from "../rulesets/contract/types";

/** The hit details an attack card passes on to the damage application. */
export type HitDetails = HitData;

/** A hit with nothing to say beyond its damage. */
export const PLAIN_HIT: Readonly<HitDetails> = Object.freeze({});
