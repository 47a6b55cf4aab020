/**
 * A frozen-lands weapon's state between actions, kept on the weapon item (flags.fray.weaponState.frozenLands): loaded (Reload
 * weapons must be loaded to shoot; a shot empties them) and aimed (an Aim action's +2, spent by the next shot).
 * A Reload weapon with no state yet is unloaded: the text has bows and slings reloaded before every shot.
 * Crossbows keep their load while the wielder does other things; bows and slings lose it at the end of the turn
 * (loadedAfterTurn): the load notes the fight's turn it was made in, and counts only in that turn.
 */
import { reloadKind, type ReloadKind, type Weapon } from "../../engine/rulesets/frozen-lands/weapons";
import { loadedAfterTurn } from "../../engine/rulesets/frozen-lands/ranged";
import { weaponStateBlock, weaponStatePath } from "../../data/item/weapon-state";
import type { ActorUpdate, SheetItem } from "../adapter";

export interface WeaponState {
  loaded: boolean;
  aimed: boolean;
  /** The fight's turn the weapon was loaded in (turn-key.ts); absent: loaded outside a fight. */
  loadedTurn?: string;
}

/** This ruleset's block in flags.fray.weaponState (its actor block key too). */
const BLOCK = "frozenLands";
const path = (field: keyof WeaponState): string => weaponStatePath(BLOCK, field);

/** The state stored on the item (absent: unloaded, not aimed). */
export function weaponStateOf(item: Pick<SheetItem, "flags">): WeaponState {
  const stored = weaponStateBlock(item.flags?.["fray"], BLOCK);
  const turn = stored?.["loadedTurn"];
  return { loaded: stored?.["loaded"] === true, aimed: stored?.["aimed"] === true, ...(typeof turn === "string" && turn !== "" ? { loadedTurn: turn } : {}) };
}

/** Whether the load still holds in the turn `now` (null: outside a fight): a bow's or sling's ends with its turn. */
export function loadHolds(weapon: Weapon, state: WeaponState, now: string | null): boolean {
  if (!state.loaded) return false;
  if (now === null || state.loadedTurn === now) return true;
  return loadedAfterTurn(weapon, true);
}

/** Whether the weapon can shoot now: a weapon without Reload always can. */
export function isReady(weapon: Weapon, state: WeaponState): boolean {
  return reloadKind(weapon) === "none" || state.loaded;
}

/** The item update after a shot: the aim is spent and a Reload weapon is empty. */
export function afterShot(kind: ReloadKind): ActorUpdate {
  return kind === "none" ? { [path("aimed")]: false } : { [path("aimed")]: false, [path("loaded")]: false };
}

/** Loaded, in the fight's turn `turn` (null: outside a fight, where a load lasts until a fight's turn). */
export function loadUpdate(turn: string | null): ActorUpdate {
  return turn === null ? LOAD : { ...LOAD, [weaponStatePath(BLOCK, "loadedTurn")]: turn };
}

export const LOAD: ActorUpdate = { [path("loaded")]: true };
export const AIM: ActorUpdate = { [path("aimed")]: true };
