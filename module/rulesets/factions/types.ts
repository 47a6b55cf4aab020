/** The factions types the adapter contract is generic over (contract/types.ts). */
import type { FactionsOptions as EngineOptions } from "../../engine/rulesets/factions/options";
import type { HeldItem } from "../contract/target";
import type * as Contract from "../adapter";
import type { FactionsDialog } from "./attack-options";

/** The world's factions rules readings. */
export type FactionsWorldOptions = { factions?: Partial<EngineOptions> };

/**
 * What a factions counter needs of the target: the weapons it may strike back with (`factionsWeapons`, in sheet
 * order, broken ones left out; counter-weapon.ts picks the suitable one) and the first of them (`factionsWeapon`).
 */
export type FactionsHeld = {
  factionsWeapon?: { name: string; damageDie: string; impaired?: boolean; twoHanded?: boolean };
  factionsWeapons?: { id?: string; name: string; damageDie: string; impaired?: boolean; attack: "melee" | "ranged"; range?: number; twoHanded?: boolean }[];
};

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

/** The weapons with a factions damage die, neither broken nor dropped (a counter strikes back with a suitable one). */
export function factionsHeld(items: readonly HeldItem[]): FactionsHeld {
  const weapons: NonNullable<FactionsHeld["factionsWeapons"]> = [];
  for (const item of items) {
    const block = item.system["factions"] as { damageDie?: unknown; impaired?: unknown; attack?: unknown; range?: unknown; broken?: unknown; dropped?: unknown; twoHanded?: unknown } | null | undefined;
    if (item.type !== "weapon" || typeof block?.damageDie !== "string" || block.broken === true || block.dropped === true) continue;
    weapons.push({ ...(item.id ? { id: item.id } : {}), name: item.name, damageDie: block.damageDie, impaired: block.impaired === true, attack: block.attack === "ranged" ? "ranged" : "melee", ...(typeof block.range === "number" ? { range: block.range } : {}), ...(block.twoHanded === true ? { twoHanded: true } : {}) });
  }
  if (weapons.length === 0) return {};
  const { attack: _attack, range: _range, id: _id, ...first } = weapons[0]!;
  return { factionsWeapon: first, factionsWeapons: weapons };
}
