/**
 * A frozen-lands weapon's state between actions, kept on the weapon item (flags.fray.weaponState.frozenLands): loaded (Reload
 * weapons must be loaded to shoot; a shot empties them) and aimed (an Aim action's +2, spent by the next shot).
 * A Reload weapon with no state yet is unloaded: the text has bows and slings reloaded before every shot.
 * Crossbows keep their load while the wielder does other things; bows and slings are meant to lose it at the end of
 * the turn, which Fray does not track (the shot that follows a Reload is normally in the same turn).
 */
import { reloadKind, type ReloadKind, type Weapon } from "../../engine/rulesets/frozen-lands/weapons";
import { weaponStateBlock, weaponStatePath } from "../../data/item/weapon-state";
import type { ActorUpdate, SheetItem } from "../adapter";

export interface WeaponState {
  loaded: boolean;
  aimed: boolean;
}

/** This ruleset's block in flags.fray.weaponState (its actor block key too). */
const BLOCK = "frozenLands";
const path = (field: keyof WeaponState): string => weaponStatePath(BLOCK, field);

/** The state stored on the item (absent: unloaded, not aimed). */
export function weaponStateOf(item: Pick<SheetItem, "flags">): WeaponState {
  const stored = weaponStateBlock(item.flags?.["fray"], BLOCK);
  return { loaded: stored?.["loaded"] === true, aimed: stored?.["aimed"] === true };
}

/** Whether the weapon can shoot now: a weapon without Reload always can. */
export function isReady(weapon: Weapon, state: WeaponState): boolean {
  return reloadKind(weapon) === "none" || state.loaded;
}

/** The item update after a shot: the aim is spent and a Reload weapon is empty. */
export function afterShot(kind: ReloadKind): ActorUpdate {
  return kind === "none" ? { [path("aimed")]: false } : { [path("aimed")]: false, [path("loaded")]: false };
}

export const LOAD: ActorUpdate = { [path("loaded")]: true };
export const AIM: ActorUpdate = { [path("aimed")]: true };
