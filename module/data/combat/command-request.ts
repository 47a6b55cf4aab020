/**
 * A player's combat command sent to the GM through the "fray" query: which Combat, and either one turn command for
 * the scheduler or an undo of the last step. Validated field by field before anything happens: the shape, bounds on
 * every number, list and text the command carries (so no request can make the GM's client loop or allocate without
 * limit), and, given who asks, whether that user may send it at all.
 */
import { activeSteps, type Scheduler } from "../../engine/turns";
import { isForbiddenKey } from "../../engine/turns/keys";
import { show } from "../../engine/turns/shape";
import { InvalidDataError } from "../shared/normalise";

export interface CombatCommandRequest {
  type: "combatCommand";
  /** The Combat document's id (16 letters and digits). */
  combatId: string;
  /** A scheduler command ({type, …arguments}), or null with `undo: true`. */
  command: { type: string; [argument: string]: unknown } | null;
  undo: boolean;
}

/** Who sends a request, as plain data the Foundry layer fills in from the querying user. */
export interface CombatAsker {
  /** A GM may send every command and undo any step. */
  gm: boolean;
  /** The scheduler ids of the combatants this user owns. */
  owns: readonly string[];
}

/**
 * Bounds on what a command may carry. The rules' own bounds are tighter (stagger ≤ 20 rounds, ≤ 12 action dice …)
 * and the engine enforces those; these keep anything larger from reaching it.
 */
export const REQUEST_LIMITS = Object.freeze({ depth: 4, listLength: 64, keys: 16, text: 200, number: 1000 });

const ID = /^[A-Za-z0-9]{16}$/;
/**
 * Commands only a GM may send: setting up or tearing down the fight, and setting what a combatant is entitled to or
 * suffers (seconds, stun, stagger, action dice, burnt dice, allowances, the initiative, possession, a forced move).
 */
export const GM_ONLY_COMMANDS: ReadonlySet<string> = new Set([
  "start", "addCombatant", "removeCombatant", "end",
  "setSeconds", "stun", "stagger", "possess", "release", "forcedMove",
  "chooseOrder", "setAllowance",
  "setInitiative",
  "setActionDice", "burn", "woundBurn", "dropPool",
]);
/** Commands that name a faction instead of a combatant: a player may send them for a faction they have a character in. */
const FACTION_COMMANDS: ReadonlySet<string> = new Set(["pass", "chooseFirst"]);

export function isCombatRequest(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "combatCommand";
}

type Problem = { path: string; problem: string };

/** The first value in `v` that a request may not carry, as a problem naming where it is. */
function boundsProblem(v: unknown, path: string, depth: number): Problem | null {
  if (v === null || typeof v === "boolean") return null;
  if (typeof v === "string") return v.length <= REQUEST_LIMITS.text ? null : { path, problem: `is longer than ${REQUEST_LIMITS.text} characters` };
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return { path, problem: `is ${show(v)}, not a finite number` };
    return Math.abs(v) <= REQUEST_LIMITS.number ? null : { path, problem: `is ${v}, beyond the ±${REQUEST_LIMITS.number} a command may carry` };
  }
  if (typeof v !== "object") return { path, problem: `is a ${typeof v}, which a command cannot carry` };
  if (depth >= REQUEST_LIMITS.depth) return { path, problem: `is nested deeper than ${REQUEST_LIMITS.depth} levels` };
  if (Array.isArray(v)) {
    if (v.length > REQUEST_LIMITS.listLength) return { path, problem: `lists ${v.length} entries, more than ${REQUEST_LIMITS.listLength}` };
    for (let i = 0; i < v.length; i++) {
      const p = boundsProblem(v[i], `${path}[${i}]`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return { path, problem: "is not plain data" };
  const keys = Object.keys(v);
  if (keys.length > REQUEST_LIMITS.keys) return { path, problem: `has ${keys.length} fields, more than ${REQUEST_LIMITS.keys}` };
  for (const k of keys) {
    if (isForbiddenKey(k)) return { path: `${path}.${k}`, problem: "is a built-in property name, which a command cannot carry" };
    const p = boundsProblem((v as Record<string, unknown>)[k], `${path}.${k}`, depth + 1);
    if (p) return p;
  }
  return null;
}

/** Factions in which `owns` has a character (read from the scheduler's data, when it keeps characters by faction). */
function ownedFactions(scheduler: Scheduler<unknown> | undefined, owns: readonly string[]): Set<unknown> {
  const characters = (scheduler?.state.data as { characters?: Record<string, { faction?: unknown }> } | undefined)?.characters ?? {};
  return new Set(owns.filter((id) => Object.hasOwn(characters, id)).map((id) => characters[id]!.faction));
}

/** What a player (not a GM) may not do with this command or undo; empty when allowed. */
function permissionProblems(command: Record<string, unknown> | null, undo: boolean, asker: CombatAsker, scheduler?: Scheduler<unknown>): Problem[] {
  if (asker.gm) return [];
  const owns = new Set(asker.owns);
  if (undo) {
    const last = scheduler ? activeSteps(scheduler.ledger).at(-1) : undefined;
    const mine = last?.command as { type?: unknown; combatant?: unknown } | undefined;
    const own = mine !== undefined && typeof mine.combatant === "string" && owns.has(mine.combatant) && !GM_ONLY_COMMANDS.has(String(mine.type));
    return own ? [] : [{ path: "undo", problem: "a player may undo only the latest step, and only when it was their own combatant's" }];
  }
  if (command === null) return [];
  const type = String(command.type);
  if (GM_ONLY_COMMANDS.has(type)) return [{ path: "command.type", problem: `"${type}" is for the GM only` }];
  if (typeof command.combatant === "string") {
    return owns.has(command.combatant) ? [] : [{ path: "command.combatant", problem: "is not a combatant this user owns" }];
  }
  if (FACTION_COMMANDS.has(type) && ownedFactions(scheduler, asker.owns).has(command.faction)) return [];
  return [{ path: "command", problem: "names no combatant this user owns" }];
}

/**
 * Validate a combat command request; throws InvalidDataError naming every bad field. With `asker`, also refuse what
 * that user may not send: a player commands only combatants they own, never a GM-only command, and undoes only their
 * own latest step (which needs `scheduler`, the Combat's current one). Without `asker`, the GM-only commands are
 * refused and ownership is not checked (the caller checks it).
 */
export function parseCombatRequest(data: unknown, asker?: CombatAsker, scheduler?: Scheduler<unknown>): CombatCommandRequest {
  const problems: Problem[] = [];
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new InvalidDataError("combat command request", [{ path: "", problem: "is not an object" }]);
  }
  const d = data as Record<string, unknown>;
  if (d.type !== "combatCommand") problems.push({ path: "type", problem: `must be "combatCommand", got ${show(d.type)}` });
  if (typeof d.combatId !== "string" || !ID.test(d.combatId)) problems.push({ path: "combatId", problem: `${show(d.combatId)} is not a Combat id` });
  const undo = d.undo === undefined ? false : d.undo;
  if (typeof undo !== "boolean") problems.push({ path: "undo", problem: "must be true or false" });
  const command = d.command === undefined ? null : d.command;
  let commandOk = false;
  if (undo === true) {
    if (command !== null) problems.push({ path: "command", problem: "must be absent when undo is true" });
  } else if (typeof command !== "object" || command === null || Array.isArray(command)) {
    problems.push({ path: "command", problem: "must be an object {type, …arguments}" });
  } else {
    const type = (command as { type?: unknown }).type;
    const bounds = boundsProblem(command, "command", 0);
    if (typeof type !== "string" || type === "") problems.push({ path: "command.type", problem: "must name a command" });
    else if (!asker && GM_ONLY_COMMANDS.has(type)) problems.push({ path: "command.type", problem: `"${type}" is for the GM only` });
    if (bounds) problems.push(bounds);
    commandOk = problems.length === 0;
  }
  if (asker && typeof undo === "boolean" && (undo || commandOk)) problems.push(...permissionProblems(command as Record<string, unknown> | null, undo, asker, scheduler));
  if (problems.length > 0) throw new InvalidDataError("combat command request", problems);
  return { type: "combatCommand", combatId: d.combatId as string, command: command as CombatCommandRequest["command"], undo: undo as boolean };
}
