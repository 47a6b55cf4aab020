/**
 * A weapon's state in play, kept in the weapon item's flags rather than its rules data, in one shape:
 * flags.fray.weaponState.<block>. The `shared` block is the ruleset-neutral state core reads (the items tab's labels,
 * an aim lost on a move): is it loaded (weapons that need reloading are emptied by each shot), and at whom its
 * wielder aims (an aim holds until the next attack, or until the wielder moves); absent, it reads as loaded and not
 * aimed. A ruleset's own state sits in the block under its block key (weaponState.frozenLands: loaded, aimed).
 * Older worlds kept the shared state at the top of weaponState and a ruleset's under flags.fray.<block key>:
 * migrateWeaponStateFlags moves both (FrayItem.migrateData runs it whenever an item's source is read).
 */

export interface WeaponState {
  loaded: boolean;
  /** UUID of the actor aimed at, or null. */
  aimedAt: string | null;
}

export const WEAPON_STATE_FLAG = "weaponState";
/** The block of the ruleset-neutral state (never a ruleset's block key: those are camel-cased ruleset ids). */
export const SHARED_BLOCK = "shared";

/** The stored weapon state: one block per owner (SHARED_BLOCK, or a ruleset's block key). */
export type WeaponStateFlags = Record<string, Record<string, unknown> | undefined>;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** One block of the state from an item's `flags.fray` (undefined when absent or malformed). */
export function weaponStateBlock(frayFlags: unknown, block: string): Record<string, unknown> | undefined {
  const all = isRecord(frayFlags) ? frayFlags[WEAPON_STATE_FLAG] : undefined;
  const raw = isRecord(all) ? all[block] : undefined;
  return isRecord(raw) ? raw : undefined;
}

/** The flattened update path of one field of a block ("flags.fray.weaponState.frozenLands.loaded"). */
export function weaponStatePath(block: string, field: string): string {
  return `flags.fray.${WEAPON_STATE_FLAG}.${block}.${field}`;
}

/**
 * Move older shapes into flags.fray.weaponState, in place on an item source (or an update's expanded changes):
 * the shared fields once at the top of weaponState go to weaponState.shared, and flags.fray.<block key> (for each of
 * `blocks`) to weaponState.<block key>. Values already in the new place win; idempotent.
 */
export function migrateWeaponStateFlags(source: Record<string, unknown>, blocks: readonly string[]): void {
  const flags = source["flags"];
  const fray = isRecord(flags) ? flags["fray"] : undefined;
  if (!isRecord(fray)) return;
  const state: Record<string, unknown> = isRecord(fray[WEAPON_STATE_FLAG]) ? { ...(fray[WEAPON_STATE_FLAG] as Record<string, unknown>) } : {};
  let moved = false;
  const old: Record<string, unknown> = {};
  for (const field of ["loaded", "aimedAt"]) {
    if (Object.hasOwn(state, field)) {
      old[field] = state[field];
      delete state[field];
    }
  }
  if (Object.keys(old).length) {
    state[SHARED_BLOCK] = { ...old, ...(isRecord(state[SHARED_BLOCK]) ? state[SHARED_BLOCK] : {}) };
    moved = true;
  }
  for (const block of blocks) {
    if (!isRecord(fray[block])) continue;
    state[block] = { ...fray[block], ...(isRecord(state[block]) ? state[block] : {}) };
    delete fray[block];
    moved = true;
  }
  if (moved) fray[WEAPON_STATE_FLAG] = state;
}

/** The shared state from an item's `flags.fray` (anything malformed reads as the default). */
export function weaponStateOf(frayFlags: unknown): WeaponState {
  const raw = weaponStateBlock(frayFlags, SHARED_BLOCK);
  return {
    loaded: raw?.["loaded"] !== false,
    aimedAt: typeof raw?.["aimedAt"] === "string" && raw["aimedAt"] !== "" ? raw["aimedAt"] : null,
  };
}

/** A change of the state as a flattened item update. */
export function weaponStateUpdate(change: Partial<WeaponState>): Record<string, boolean | string | null> {
  const out: Record<string, boolean | string | null> = {};
  if (change.loaded !== undefined) out[weaponStatePath(SHARED_BLOCK, "loaded")] = change.loaded;
  if (change.aimedAt !== undefined) out[weaponStatePath(SHARED_BLOCK, "aimedAt")] = change.aimedAt;
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

/** Ids of the items whose aim is on `targetUuid` (plain data: the items' ids and fray flags). */
export function aimsAt(items: readonly { id: string | null; flags: { fray?: unknown } }[], targetUuid: string): string[] {
  return items.flatMap((i) => (i.id && weaponStateOf(i.flags.fray).aimedAt === targetUuid ? [i.id] : []));
}
