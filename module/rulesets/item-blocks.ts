// Apart from registry.ts, like actor-blocks.ts: the item data models are built from these without importing the adapters.
import { FACTIONS_WEAPON_EXTRA, FACTIONS_WEAR } from "./factions/item-wear";
import { TACTICA_LOCATIONS } from "./tactica/actor";
import { TACTICA_WEAPON_EXTRA } from "./tactica/weapon-item";
import { SIX_SECONDS_WEAPON_EXTRA } from "./six-seconds/area-effect-item";

/** Fields a ruleset adds to its block of a pack weapon on a stored item (not in the packs), by block key. */
export const WEAPON_BLOCK_EXTRAS = { factions: FACTIONS_WEAPON_EXTRA, tactica: TACTICA_WEAPON_EXTRA, sixSeconds: SIX_SECONDS_WEAPON_EXTRA } as const;

/** The wear fields the ruleset that tracks gear wear (factions) keeps in its block of an armour item. */
export const GEAR_WEAR = FACTIONS_WEAR;

/** Where a lasting injury may sit (the hit locations of the ruleset that rolls them: tactica). */
export const INJURY_LOCATIONS = TACTICA_LOCATIONS;

/** A combo item's rating and validation (the ruleset that brings combo items: six-seconds). */
export { checkCombo, type ComboCheck, type ComboOwnerData } from "./six-seconds/combo-check";
