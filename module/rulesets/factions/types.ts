/** The factions types the adapter contract is generic over (contract/types.ts). */
import type { FactionsOptions as EngineOptions } from "../../engine/rulesets/factions/options";
import type { HeldItem } from "../contract/target";
import type * as Contract from "../adapter";
import type { FactionsDialog } from "./attack-options";

/** The world's factions rules readings. */
export type FactionsWorldOptions = { factions?: Partial<EngineOptions> };

/** What a factions counter needs of the target: the weapon it strikes back with. */
export type FactionsHeld = { factionsWeapon?: { name: string; damageDie: string; impaired?: boolean } };

export interface FactionsTypes {
  /** A factions hit says nothing beyond its damage (cover is read from the stored request). */
  hit: object;
  options: FactionsWorldOptions;
  held: FactionsHeld;
  /** What its roll dialog asks (attack-options.ts). */
  dialog: FactionsDialog;
}

export type AttackTarget = Contract.AttackTarget<FactionsHeld>;
export type DamageContext = Contract.DamageContext<FactionsTypes>;
export type DefenceContext = Contract.DefenceContext<FactionsTypes>;
export type DefenceSlot = Contract.DefenceSlot<FactionsTypes>;
export type ApplyChoiceSlot = Contract.ApplyChoiceSlot<FactionsTypes>;
export type SheetActionContext = Contract.SheetActionContext<FactionsTypes>;
export type SheetAction<Q = unknown> = Contract.SheetAction<Q, FactionsTypes>;
export type RoundEndSlot = Contract.RoundEndSlot<FactionsTypes>;

/** The first weapon with a factions damage die (a counter strikes back with it). */
export function factionsHeld(items: readonly HeldItem[]): FactionsHeld {
  for (const item of items) {
    const block = item.system["factions"] as { damageDie?: unknown; impaired?: unknown } | null | undefined;
    if (item.type === "weapon" && typeof block?.damageDie === "string") return { factionsWeapon: { name: item.name, damageDie: block.damageDie, impaired: block.impaired === true } };
  }
  return {};
}
