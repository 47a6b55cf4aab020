/**
 * Possession in the turn scheduler: every mind in a possessed body (the host and each possessor) keeps its own
 * initiative count and turn, but the body itself acts no more than 6 seconds a round in total, whoever directs it
 * ("three seconds each from the possessing creature and the possessed character, six seconds from one and none from
 * another"). Only seconds of action count; seconds a mind leaves unused do not use up the body.
 * The veto roll, morale and control profile live in possession.ts; a vetoed turn is simply ended (endTurn).
 */
import { BODY_SECONDS_PER_ROUND } from "./possession";

/** A shared body, keyed by its host's combatant id. */
export interface SharedBody {
  /** Seconds of action the body has taken this round, by anyone. */
  used: number;
}

/** The part of the six-seconds turn data this module reads and writes. */
export interface BodyLedger {
  bodies?: Record<string, SharedBody>;
  fighters: Record<string, { body?: string | null }>;
}

/** The body a combatant acts through (its host's id), or null when it acts with its own body alone. */
export function sharedBodyOf(data: BodyLedger, id: string): string | null {
  const body = data.fighters[id]?.body ?? null;
  return body !== null && data.bodies?.[body] ? body : null;
}

/** Seconds of action the body `id` acts through still has this round (Infinity when it is not shared). */
export function sharedBodySecondsLeft(data: BodyLedger, id: string): number {
  const body = sharedBodyOf(data, id);
  return body === null ? Infinity : Math.max(0, BODY_SECONDS_PER_ROUND - data.bodies![body]!.used);
}

/** Charge `n` seconds of action to the body `id` acts through (nothing when it is not shared). */
export function chargeSharedBody(data: BodyLedger, id: string, n: number): void {
  const body = sharedBodyOf(data, id);
  if (body === null) return;
  const shared = data.bodies![body]!;
  if (shared.used + n > BODY_SECONDS_PER_ROUND) {
    throw new RangeError(`${id}: the body of ${body} has only ${BODY_SECONDS_PER_ROUND - shared.used} s of action left this round`);
  }
  shared.used += n;
}

/** A new round: every shared body has its 6 seconds again. */
export function resetSharedBodies(data: BodyLedger): void {
  for (const b of Object.values(data.bodies ?? {})) b.used = 0;
}

/** The minds sharing the body of host `host` (host first, then possessors in the order they entered). */
export function mindsInSharedBody(data: BodyLedger, host: string): string[] {
  if (!data.bodies?.[host]) return [];
  return Object.keys(data.fighters).filter((id) => data.fighters[id]!.body === host).sort((a, b) => (a === host ? -1 : b === host ? 1 : 0));
}
