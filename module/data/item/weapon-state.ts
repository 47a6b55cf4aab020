/**
 * A weapon's state in play, kept in the weapon item's flags (flags.fray.weaponState) rather than its rules data: is
 * it loaded (weapons that need reloading are emptied by each shot), and at whom its wielder aims (an aim holds
 * until the next attack, or until the wielder moves). Ruleset-neutral plain data; absent flags read as loaded and
 * not aimed, so existing weapons need no migration.
 */

export interface WeaponState {
  loaded: boolean;
  /** UUID of the actor aimed at, or null. */
  aimedAt: string | null;
}

export const WEAPON_STATE_FLAG = "weaponState";

/** The state from an item's `flags.fray` (anything malformed reads as the default). */
export function weaponStateOf(frayFlags: unknown): WeaponState {
  const raw = (frayFlags as Record<string, unknown> | null | undefined)?.[WEAPON_STATE_FLAG] as Record<string, unknown> | undefined;
  return {
    loaded: raw?.["loaded"] !== false,
    aimedAt: typeof raw?.["aimedAt"] === "string" && raw["aimedAt"] !== "" ? raw["aimedAt"] : null,
  };
}

/** A change of the state as a flattened item update. */
export function weaponStateUpdate(change: Partial<WeaponState>): Record<string, boolean | string | null> {
  const out: Record<string, boolean | string | null> = {};
  if (change.loaded !== undefined) out[`flags.fray.${WEAPON_STATE_FLAG}.loaded`] = change.loaded;
  if (change.aimedAt !== undefined) out[`flags.fray.${WEAPON_STATE_FLAG}.aimedAt`] = change.aimedAt;
  return out;
}

/** Lang keys of what the items tab shows about the state (nothing for a loaded weapon without an aim). */
export function weaponStateLabels(state: WeaponState): string[] {
  return [...(state.loaded ? [] : ["FRAY.Sheet.WeaponUnloaded"]), ...(state.aimedAt ? ["FRAY.Sheet.WeaponAimed"] : [])];
}

/** Ids of the items whose aim a move loses (plain data: the items' ids and fray flags). */
export function aimsLostOnMove(items: readonly { id: string | null; flags: { fray?: unknown } }[]): string[] {
  return items.flatMap((i) => (i.id && weaponStateOf(i.flags.fray).aimedAt ? [i.id] : []));
}
