/**
 * The tactica types the adapter contract is generic over (contract/types.ts), and the reader of its hit details on
 * a stored attack card.
 */
import type { TacticaOptions as EngineOptions } from "../../engine/rulesets/tactica/options";
import type { TrackName } from "../../engine/rulesets/tactica/ranks";
import { hitFail, onlyHitFields, type HitReader } from "../contract/hit";
import type * as Contract from "../adapter";
import type { TacticaDialog } from "./attack-fields";
import { readInCloseEffect, type InCloseEffect } from "./inclose-target";

/** What a tactica attack card says about its hit. */
export type TacticaHit = {
  /** The track the damage goes to (physical by default). */
  track?: TrackName;
  /** Magic damage (Doubt). */
  magic?: boolean;
  /** A Massive weapon's hit is Massive damage on any success. */
  massiveWeapon?: boolean;
  /** An InClose move's effect on the creature the card is bound to (inclose-target.ts), instead of damage. */
  inclose?: InCloseEffect;
  /** A Break's card: the target's standing defence pools are removed (break-action.ts), instead of damage. */
  breakPools?: boolean;
  /** A bane weapon's hit: it may knock its target off level 9. */
  bane?: boolean;
  /** A roll made for the target took its waiting effort die (special-attempt-actions.ts): Apply spends it, nothing else. */
  spendEffort?: boolean;
};

/** The world's tactica rules readings. */
export type TacticaWorldOptions = { tactica?: Partial<EngineOptions> };

/**
 * What a tactica Block needs of the target (its shield's Block dice), and what a special result acts on: its equipped
 * weapons and its worn armour pieces, by item id (held.ts).
 */
export type TacticaHeld = {
  shield?: boolean;
  shieldBlock?: number;
  /** `heavy`: of the Heavy class or larger and not natural, dropped InClose. */
  weapons?: { id: string; name: string; natural: boolean; broken: boolean; heavy?: boolean }[];
  armour?: { id: string; name: string; armour: number }[];
};

export interface TacticaTypes {
  hit: TacticaHit;
  options: TacticaWorldOptions;
  held: TacticaHeld;
  /** What its roll dialog asks (attack-fields.ts). */
  dialog: TacticaDialog;
}

export type AttackTarget = Contract.AttackTarget<TacticaHeld>;
/** Tactica's damage also takes the hit creature's owner's choice: a State or a rank. */
export type DamageContext = Contract.DamageContext<TacticaTypes> & { choice?: "state" | "rank" };
export type DefenceContext = Contract.DefenceContext<TacticaTypes>;
export type DefenceSlot = Contract.DefenceSlot<TacticaTypes>;
export type ApplyChoiceSlot = Contract.ApplyChoiceSlot<TacticaTypes>;
export type SheetActionContext = Contract.SheetActionContext<TacticaTypes>;
export type SheetAction<Q = unknown> = Contract.SheetAction<Q, TacticaTypes>;

const flag = (v: unknown, field: string): boolean => (typeof v === "boolean" ? v : hitFail(field, "is not true or false"));

export const readTacticaHit: HitReader<TacticaHit> = (raw) => {
  onlyHitFields(raw, ["track", "magic", "massiveWeapon", "inclose", "breakPools", "bane", "spendEffort"]);
  const hit: TacticaHit = {};
  if (raw["track"] !== undefined) hit.track = raw["track"] === "physical" || raw["track"] === "mental" ? raw["track"] : hitFail("track", "is not physical or mental");
  if (raw["magic"] !== undefined) hit.magic = flag(raw["magic"], "magic");
  if (raw["massiveWeapon"] !== undefined) hit.massiveWeapon = flag(raw["massiveWeapon"], "massiveWeapon");
  if (raw["inclose"] !== undefined) hit.inclose = readInCloseEffect(raw["inclose"]);
  if (raw["breakPools"] !== undefined) hit.breakPools = flag(raw["breakPools"], "breakPools");
  if (raw["bane"] !== undefined) hit.bane = flag(raw["bane"], "bane");
  if (raw["spendEffort"] !== undefined) hit.spendEffort = flag(raw["spendEffort"], "spendEffort");
  return hit;
};
