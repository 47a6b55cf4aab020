/**
 * The mover's side of flight-split.ts: the step slot's note of a token's flyer (whether its latest action flew before
 * its die), read from the running combat's stepMemo flag, which every client can read. Null outside a running fight
 * the token's combatant is in, or before the GM's client noted it.
 */
import { latestFlightIn, type LatestFlight } from "./flight-split";

interface Fight {
  started: boolean;
  combatants: { contents: readonly { id: string | null; tokenId: string | null }[] };
  getFlag(scope: "fray", key: "stepMemo"): unknown;
}

const isFight = (c: unknown): c is Fight => typeof c === "object" && c !== null && "combatants" in c && "getFlag" in c && "started" in c;

export function latestFlightOf(tokenId: string): LatestFlight | null {
  if (typeof game === "undefined") return null;
  const combat: unknown = game.combat;
  if (!isFight(combat) || !combat.started) return null;
  const id = combat.combatants.contents.find((c) => c.tokenId === tokenId)?.id ?? null;
  return id === null ? null : latestFlightIn(combat.getFlag("fray", "stepMemo"), id);
}
