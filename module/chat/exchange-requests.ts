/**
 * The exchange's requests to the GM's client (the "exchange" kind on the system socket, gm/channel.ts): apply a
 * card's outcome to one bound target, undo it, roll a defender's choice, or roll a declared attack (rollAttack, ruleCard: its
 * targetUuid names the attacker), or a GM's ruling on the card. Validated before anything happens; a
 * malformed one is refused naming every bad field. The card is named by its message id, the target by its UUID; the
 * GM's client reads everything else from the card itself, and who asks from the socket (the server names the
 * sender), never from the request: a `userId` in it is dropped unread.
 */
import { assertValid, InvalidDataError } from "../data/shared/normalise";
import { choice, obj, text, type DataOf } from "../data/shared/spec";

export const EXCHANGE_TYPES = ["applyOutcome", "undoOutcome", "defend", "rollAttack", "reviseOutcome", "reviseRoll", "reviseDefence", "ruleCard", "raiseApplied"] as const;
export type ExchangeRequestType = (typeof EXCHANGE_TYPES)[number];

export const EXCHANGE_REQUEST = obj({
  type: choice(EXCHANGE_TYPES, "applyOutcome"),
  messageId: text(),
  /** The bound target (rollAttack: the card's attacker). */
  targetUuid: text(),
  /**
   * defend: the option's id ("dodge", "block" …); applyOutcome: the attacker's choice ("death-blow"), or empty;
   * reviseOutcome: the result card's follow-up ("reread-neck-bleeder"); reviseRoll: the change to the rolled dice
   * ("raise-three"); reviseDefence: the same change to the named target's own defence dice; ruleCard: a GM's ruling on the card ("stunt-approve");
   * raiseApplied: the same change to a face of the dice an application on the named target rolled ("raise-three").
   */
  choice: text(),
});

/**
 * A defence may also name another character (`otherUuid`: who the target hides behind, who guards it). Optional,
 * so requests without it keep their exact shape.
 */
export type ExchangeRequest = DataOf<typeof EXCHANGE_REQUEST> & { otherUuid?: string; revision?: string; group?: number };

const ID = /^[A-Za-z0-9]{16}$/;
const ACTOR_UUID = /^(Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16}\.)?Actor\.[A-Za-z0-9]{16}$/;
const CHOICE = /^[a-z][a-z-]{0,31}$/;

/** Validate an exchange request; throws InvalidDataError naming every bad field. */
export function parseExchangeRequest(data: unknown): ExchangeRequest {
  // Only the request's own fields are kept: anything else (a typed-in userId) is dropped unread.
  const { type, messageId, targetUuid, choice: picked } = assertValid(EXCHANGE_REQUEST, data, "exchange request");
  const req = { type, messageId, targetUuid, choice: picked };
  const problems: { path: string; problem: string }[] = [];
  if (!ID.test(req.messageId)) problems.push({ path: "messageId", problem: `${JSON.stringify(req.messageId)} is not a message id` });
  if (!ACTOR_UUID.test(req.targetUuid)) problems.push({ path: "targetUuid", problem: `${JSON.stringify(req.targetUuid)} is not an actor UUID` });
  if ((req.type === "defend" || req.type === "reviseOutcome" || req.type === "reviseRoll" || req.type === "reviseDefence" || req.type === "ruleCard" || req.type === "raiseApplied" || req.choice !== "") && !CHOICE.test(req.choice)) problems.push({ path: "choice", problem: `${JSON.stringify(req.choice)} is not a defence` });
  const other: unknown = (data as { otherUuid?: unknown }).otherUuid;
  if (other !== undefined && (typeof other !== "string" || !ACTOR_UUID.test(other))) problems.push({ path: "otherUuid", problem: `${typeof other === "string" ? JSON.stringify(other) : `a ${typeof other}`} is not an actor UUID` });
  // raiseApplied: which record of the target's application (`revision`: "" for the application, else its revision's
  // id, "check") and which dice group of its roll (raise-applied.ts).
  const revision: unknown = (data as { revision?: unknown }).revision;
  const group: unknown = (data as { group?: unknown }).group;
  const raising = req.type === "raiseApplied";
  if (raising ? typeof revision !== "string" || (revision !== "" && !CHOICE.test(revision)) : revision !== undefined) problems.push({ path: "revision", problem: `${typeof revision === "string" ? JSON.stringify(revision) : `a ${typeof revision}`} is not a result's revision` });
  if (raising ? !Number.isInteger(group) || (group as number) < 0 || (group as number) > 31 : group !== undefined) problems.push({ path: "group", problem: `${typeof group === "number" ? String(group) : `a ${typeof group}`} is not a dice group` });
  if (problems.length) throw new InvalidDataError("exchange request", problems);
  const out: ExchangeRequest = typeof other === "string" ? { ...req, otherUuid: other } : req;
  return raising ? { ...out, revision: revision as string, group: group as number } : out;
}
