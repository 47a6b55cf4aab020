/**
 * Requests a client sends to the GM's client (User#query "fray"), e.g. from a chat card's "apply damage"
 * button. Every request is validated before anything happens: a malformed one is rejected with a message
 * naming each bad field, never half-applied.
 */
import { DEFAULT_RULESET, RULESETS } from "../schema/choices";
import { assertValid, InvalidDataError } from "../data/shared/normalise";
import { bool, choice, int, obj, text, type DataOf } from "../data/shared/spec";

export const QUERY_NAME = "fray";

export const APPLY_DAMAGE_REQUEST = obj({
  type: choice(["applyDamage"], "applyDamage"),
  /** The target actor's UUID ("Actor.abc…" or a token actor's "Scene.….Token.….Actor.…"). */
  actorUuid: text(),
  ruleset: choice(RULESETS, DEFAULT_RULESET),
  amount: int(0, { min: 0, max: 9999 }),
  /** The chat message the request comes from, so it is applied once (empty when typed by hand). */
  messageId: text(),
  /** What kind of hit (from the attack card; defaults when absent): six-seconds nonlethal, tactica track/magic/Massive weapon. */
  nonlethal: bool(false),
  track: choice(["physical", "mental"], "physical"),
  magic: bool(false),
  massiveWeapon: bool(false),
});

/** The hit details an attack card passes on to the damage application. */
export interface HitDetails {
  nonlethal: boolean;
  track: "physical" | "mental";
  magic: boolean;
  massiveWeapon: boolean;
  /** six-seconds: a called shot's location (its effects are judged when the hit is applied). */
  calledShot?: string;
  /** six-seconds: the hit beat the cover's Toughness, so the target's cover drops from one step to the next. */
  coverDrop?: { from: string; to: string };
  /** six-seconds combo: every hit on this target, judged at once (never added together); absent: the one hit. */
  hits?: number[];
}

export const PLAIN_HIT: Readonly<HitDetails> = Object.freeze({ nonlethal: false, track: "physical", magic: false, massiveWeapon: false });

export type ApplyDamageRequest = DataOf<typeof APPLY_DAMAGE_REQUEST>;

const UUID = /^(Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16}\.)?Actor\.[A-Za-z0-9]{16}$/;

/** Validate an incoming request; throws InvalidDataError naming every bad field. */
export function parseRequest(data: unknown): ApplyDamageRequest {
  // The hit details are optional for a hand-typed request: absent ones take the plain hit's values.
  const withHit = data && typeof data === "object" && !Array.isArray(data) ? { ...PLAIN_HIT, ...data } : data;
  const req = assertValid(APPLY_DAMAGE_REQUEST, withHit, "apply-damage request");
  if (!UUID.test(req.actorUuid)) {
    throw new InvalidDataError("apply-damage request", [
      { path: "actorUuid", problem: `${JSON.stringify(req.actorUuid)} is not an actor UUID` },
    ]);
  }
  return req;
}
