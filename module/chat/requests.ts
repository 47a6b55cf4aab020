/**
 * Requests a client sends to the GM's client (User#query "fray"), e.g. from a chat card's "apply damage"
 * button. Every request is validated before anything happens: a malformed one is rejected with a message
 * naming each bad field, never half-applied.
 */
import { RULESETS } from "../schema/choices";
import { assertValid, InvalidDataError } from "../data/shared/normalise";
import { choice, int, obj, text, type DataOf } from "../data/shared/spec";

export const QUERY_NAME = "fray";

export const APPLY_DAMAGE_REQUEST = obj({
  type: choice(["applyDamage"], "applyDamage"),
  /** The target actor's UUID ("Actor.abc…" or a token actor's "Scene.….Token.….Actor.…"). */
  actorUuid: text(),
  ruleset: choice(RULESETS, "six-seconds"),
  amount: int(0, { min: 0, max: 9999 }),
  /** The chat message the request comes from, so it is applied once (empty when typed by hand). */
  messageId: text(),
});

export type ApplyDamageRequest = DataOf<typeof APPLY_DAMAGE_REQUEST>;

const UUID = /^(Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16}\.)?Actor\.[A-Za-z0-9]{16}$/;

/** Validate an incoming request; throws InvalidDataError naming every bad field. */
export function parseRequest(data: unknown): ApplyDamageRequest {
  const req = assertValid(APPLY_DAMAGE_REQUEST, data, "apply-damage request");
  if (!UUID.test(req.actorUuid)) {
    throw new InvalidDataError("apply-damage request", [
      { path: "actorUuid", problem: `${JSON.stringify(req.actorUuid)} is not an actor UUID` },
    ]);
  }
  return req;
}
