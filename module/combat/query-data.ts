/** The "fray.combat" query: a client's combat step sent to the active GM, and the GM's answer. */
import { parseCombatRequest } from "../data/combat/command-request";
import { InvalidDataError } from "../data/shared/normalise";
import type { TurnCommand } from "../engine/turns";
import { REQUEST_ID } from "./run-step";

/** Distinct from the damage query ("fray"), so each handler validates one shape. */
export const COMBAT_QUERY_NAME = "fray.combat";

export interface CombatQueryData {
  type: "combatCommand";
  combatId: string;
  command: TurnCommand | null;
  undo: boolean;
  /** Made once by the sender; the GM carries a request id out at most once. */
  requestId: string;
  /** Who asks (their ownership decides what they may command). */
  userId: string;
}

export interface CombatQueryAnswer {
  ok: boolean;
  status: "done" | "replayed" | "refused";
  message: string;
}

/** Validate the query's data: the combat request's fields (parseCombatRequest), plus the request and user ids. */
export function parseCombatQuery(data: unknown): CombatQueryData {
  const req = parseCombatRequest(data);
  const d = data as Record<string, unknown>;
  const problems: { path: string; problem: string }[] = [];
  if (typeof d.requestId !== "string" || !REQUEST_ID.test(d.requestId)) problems.push({ path: "requestId", problem: `${JSON.stringify(d.requestId)} is not a request id` });
  if (typeof d.userId !== "string" || !REQUEST_ID.test(d.userId)) problems.push({ path: "userId", problem: `${JSON.stringify(d.userId)} is not a user id` });
  if (problems.length > 0) throw new InvalidDataError("combat query", problems);
  return { ...req, requestId: d.requestId as string, userId: d.userId as string };
}
