/**
 * Reading a ruleset's hit details back from a stored card. The card's author (a player) writes its flags, so the
 * adapter checks its own part field by field (`HitReader`); core checks the rest of the card and migrates the old
 * layout first. A leaf: the card schema and the adapters both use it.
 */
import type { HitData } from "./types";

/** A stored hit that is not what its ruleset expects: `path` names the field ("hit.calledShot"). */
export class HitUnreadable extends Error {}

/** The adapter's reader of its hit details: the plain object in, its checked hit out, or a HitUnreadable. */
export type HitReader<H extends HitData = HitData> = (raw: Readonly<Record<string, unknown>>) => H;

/** Refuse a hit field: "hit.<field>: <problem>". */
export function hitFail(field: string, problem: string): never {
  throw new HitUnreadable(`hit.${field}: ${problem}`);
}

/** Refuse fields a ruleset does not know (`known`: its own). */
export function onlyHitFields(raw: Readonly<Record<string, unknown>>, known: readonly string[]): void {
  for (const key of Object.keys(raw)) if (!known.includes(key)) hitFail(key, "is not a field of this ruleset's hit");
}

/** A hit with no fields of its own (frozen-lands, factions: the damage says it all). */
export const noHitFields: HitReader<object> = (raw) => {
  onlyHitFields(raw, []);
  return {};
};

/**
 * Until the contract went generic, every card's hit carried every ruleset's fields (`nonlethal`, `track`, `magic`,
 * `massiveWeapon` always, plus a ruleset's extras). A field at that old plain value meant what its absence means now,
 * so it is dropped; what is left is the ruleset's own, for its reader. A hit without that old shape is unchanged.
 */
const OLD_PLAIN: Readonly<Record<string, unknown>> = { nonlethal: false, track: "physical", magic: false, massiveWeapon: false };

export function migrateHit(raw: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const old = Object.keys(OLD_PLAIN).every((k) => k in raw);
  if (!old) return raw;
  return Object.fromEntries(Object.entries(raw).filter(([k, v]) => !(k in OLD_PLAIN && OLD_PLAIN[k] === v)));
}

/** A stored hit read for its ruleset: an object, migrated from the old layout, then checked by the adapter's reader. */
export function readHit(raw: unknown, read: HitReader): HitData {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new HitUnreadable("hit: is not an object");
  return read(migrateHit(raw as Record<string, unknown>));
}
