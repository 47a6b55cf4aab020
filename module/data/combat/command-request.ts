/**
 * A player's combat command sent to the GM through the "fray" query: which Combat, and either one turn command for
 * the scheduler or an undo of the last step. Validated field by field before anything happens.
 */
import { InvalidDataError } from "../shared/normalise";

export interface CombatCommandRequest {
  type: "combatCommand";
  /** The Combat document's id (16 letters and digits). */
  combatId: string;
  /** A scheduler command ({type, …arguments}), or null with `undo: true`. */
  command: { type: string; [argument: string]: unknown } | null;
  undo: boolean;
}

const ID = /^[A-Za-z0-9]{16}$/;
/** Commands a client may never send through the GM: they set up or tear down the whole fight. */
const GM_ONLY = new Set(["start", "addCombatant", "removeCombatant"]);

export function isCombatRequest(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "combatCommand";
}

/** Validate a combat command request; throws InvalidDataError naming every bad field. */
export function parseCombatRequest(data: unknown): CombatCommandRequest {
  const problems: { path: string; problem: string }[] = [];
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new InvalidDataError("combat command request", [{ path: "", problem: "is not an object" }]);
  }
  const d = data as Record<string, unknown>;
  if (d.type !== "combatCommand") problems.push({ path: "type", problem: `must be "combatCommand", got ${JSON.stringify(d.type)}` });
  if (typeof d.combatId !== "string" || !ID.test(d.combatId)) problems.push({ path: "combatId", problem: `${JSON.stringify(d.combatId)} is not a Combat id` });
  const undo = d.undo === undefined ? false : d.undo;
  if (typeof undo !== "boolean") problems.push({ path: "undo", problem: "must be true or false" });
  const command = d.command === undefined ? null : d.command;
  if (undo === true) {
    if (command !== null) problems.push({ path: "command", problem: "must be absent when undo is true" });
  } else if (typeof command !== "object" || command === null || Array.isArray(command)) {
    problems.push({ path: "command", problem: "must be an object {type, …arguments}" });
  } else {
    const type = (command as { type?: unknown }).type;
    if (typeof type !== "string" || type === "") problems.push({ path: "command.type", problem: "must name a command" });
    else if (GM_ONLY.has(type)) problems.push({ path: "command.type", problem: `"${type}" is for the GM only` });
    try {
      JSON.stringify(command);
    } catch {
      problems.push({ path: "command", problem: "is not plain JSON" });
    }
  }
  if (problems.length > 0) throw new InvalidDataError("combat command request", problems);
  return { type: "combatCommand", combatId: d.combatId as string, command: command as CombatCommandRequest["command"], undo: undo as boolean };
}
