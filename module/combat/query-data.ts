/** The "combat" request on the GM channel (gm/channel.ts): a client's combat step sent to the active GM, and the answer. */
import { parseCombatRequest } from "../data/combat/command-request";
import { InvalidDataError } from "../data/shared/normalise";
import type { TurnCommand } from "../engine/turns";
import { REQUEST_ID } from "./run-step";

/** The combat step's kind on the GM channel; who asks is the sender the server names, never a field of the data. */
export const COMBAT_KIND = "combat";

export interface CombatQueryData {
  type: "combatCommand";
  combatId: string;
  command: TurnCommand | null;
  undo: boolean;
  /** Made once by the sender; the GM carries a request id out at most once. */
  requestId: string;
}

export interface CombatQueryAnswer {
  ok: boolean;
  status: "done" | "replayed" | "refused";
  message: string;
}

/** Validate the request's data: the combat request's fields (parseCombatRequest), plus the request id. */
export function parseCombatQuery(data: unknown): CombatQueryData {
  const req = parseCombatRequest(data);
  const d = data as Record<string, unknown>;
  if (typeof d.requestId !== "string" || !REQUEST_ID.test(d.requestId)) {
    throw new InvalidDataError("combat query", [{ path: "requestId", problem: `${JSON.stringify(d.requestId)} is not a request id` }]);
  }
  return { ...req, requestId: d.requestId };
}
