/**
 * The odds' roster from a combat's combatants, Foundry-free: each combatant read by the world ruleset's `odds` slot
 * (its auto-play stats, and its side when the ruleset picks it: factions' factions), else its token's disposition as
 * its side. A combatant that cannot be read (no Fray actor, already defeated, no weapon the ruleset can use, bad
 * data) is left out and named with the reason, never the whole run refused.
 */
import type { SimEntry } from "../../engine/sim/types";
import type { OddsCombatant, OddsSlot } from "../../rulesets/contract/odds";
import type { CoreTypes } from "../../rulesets/contract/types";

/** A combatant as the combat shows it: its actor read for the odds (null: no Fray actor), disposition, defeated. */
export interface RosterSource {
  id: string;
  name: string;
  /** CONST.TOKEN_DISPOSITIONS of its token (or its actor's prototype token): 1 friendly, 0 neutral, −1 hostile, −2 secret. */
  disposition: number;
  defeated: boolean;
  actor: OddsCombatant | null;
}

export interface Skipped {
  name: string;
  /** A lang key, or the ruleset's own message (`reason`) when `key` is FRAY.Odds.Skip.Unreadable. */
  key: string;
  reason?: string;
}

export interface Roster {
  entries: SimEntry<unknown>[];
  skipped: Skipped[];
}

/** A disposition's side id (lang: FRAY.Odds.Side.<id>). */
export const DISPOSITION_SIDES: Readonly<Record<string, string>> = Object.freeze({ "1": "friendly", "0": "neutral", "-1": "hostile", "-2": "secret" });

export function dispositionSide(disposition: number): string {
  return DISPOSITION_SIDES[String(disposition)] ?? "neutral";
}

/**
 * The roster in seating order: the side of the first player-controlled combatant first (frozen-lands and tactica
 * play their first side by the characters' and players' rules), then the sides as they first appear.
 */
export function readRoster(slot: OddsSlot, sources: readonly RosterSource[], options: CoreTypes["options"] | undefined): Roster {
  const entries: (SimEntry<unknown> & { player: boolean })[] = [];
  const skipped: Skipped[] = [];
  for (const src of sources) {
    if (!src.actor) {
      skipped.push({ name: src.name, key: "FRAY.Odds.Skip.NoActor" });
      continue;
    }
    if (src.defeated) {
      skipped.push({ name: src.name, key: "FRAY.Odds.Skip.Defeated" });
      continue;
    }
    try {
      const read = slot.read(src.actor, options);
      entries.push({ id: src.id, name: src.name, side: read.side ?? dispositionSide(src.disposition), stats: read.stats, player: src.actor.player });
    } catch (e) {
      skipped.push({ name: src.name, key: "FRAY.Odds.Skip.Unreadable", reason: e instanceof Error ? e.message : String(e) });
    }
  }
  const first = entries.find((e) => e.player)?.side;
  const order = [...new Set([...(first === undefined ? [] : [first]), ...entries.map((e) => e.side)])];
  const seated = [...entries].sort((a, b) => order.indexOf(a.side) - order.indexOf(b.side));
  return { entries: seated.map(({ player: _player, ...e }) => e), skipped };
}
