/**
 * Reading a stored scheduler back: the whole shape is checked (core state, the policy's data, every ledger entry and
 * patch path), and the ledger must undo cleanly from the state it sits beside. What passes can be dispatched and
 * undone without a crash and without reaching a prototype; what fails is described in one sentence naming the field.
 */
import { MAX_COMBATANTS, MAX_LEDGER_ENTRIES, MAX_ROUNDS, MAX_TEXT } from "./limits";
import { applyPatch, invert, patchPathProblem } from "./patch";
import type { TurnPolicy } from "./policy";
import { firstProblem, id, idsIn, int, json, list, literal, nullable, object, show, text, type Shape } from "./shape";
import type { Json, LedgerEntry, PatchOp, SchedulerState } from "./types";

const combatant = object({ id, name: text(MAX_TEXT) });
/** Ledgers saved before the history was capped may be longer; the next command trims them to MAX_LEDGER_ENTRIES. */
const MAX_STORED_ENTRIES = 100 * MAX_LEDGER_ENTRIES;

const op: Shape = (v, p) => {
  const shape = object({ path: list(() => null, 32) }, { before: json(), after: json() })(v, p);
  if (shape) return shape;
  const problem = patchPathProblem((v as PatchOp).path);
  return problem ? `${p}.path: ${problem}` : null;
};

const seq = int(1, Number.MAX_SAFE_INTEGER);
const patch = list(op, 10_000);
const command: Shape = (v, p) => json(8)(v, p) ?? (typeof (v as { type?: unknown } | null)?.type === "string" ? null : `${p} must be a command {type, …}`);
const commandEntry = object({ seq, kind: literal("command"), command, patch }, { events: list(json(8), 10_000) });
const undoEntry = object({ seq, kind: literal("undo"), undoes: seq, patch });

const entry: Shape = (v, p) => {
  const kind = (v as { kind?: unknown } | null)?.kind;
  if (kind === "command") return commandEntry(v, p);
  if (kind === "undo") return undoEntry(v, p);
  return `${p}.kind must be "command" or "undo", got ${show(kind)}`;
};

/** The core fields of a stored state (the policy's data is the policy's to check). */
function stateProblem(policyId: string, state: unknown, path: string): string | null {
  const shape = object({
    policy: literal(policyId),
    phase: literal("setup", "running", "ended"),
    round: int(0, MAX_ROUNDS),
    combatants: list(combatant, MAX_COMBATANTS),
    active: nullable(id),
    interrupted: list(id, MAX_COMBATANTS),
    data: () => null,
  })(state, path);
  if (shape) return shape;
  const s = state as SchedulerState<unknown>;
  const ids = new Set<string>();
  for (const [i, c] of s.combatants.entries()) {
    if (ids.has(c.id)) return `${path}.combatants[${i}] repeats the id "${c.id}"`;
    ids.add(c.id);
  }
  return firstProblem(
    () => (s.active === null || ids.has(s.active) ? null : `${path}.active is "${s.active}", who is not a combatant in the fight`),
    () => idsIn(s.interrupted, ids, `${path}.interrupted`),
    () => (s.active !== null && s.interrupted.includes(s.active) ? `${path}.interrupted lists the active combatant` : null),
    () => (s.interrupted.length > 0 && s.active === null ? `${path}.interrupted has paused turns but no turn is active` : null),
    () => (s.phase === "setup" && (s.round !== 0 || s.active !== null) ? `${path} is in setup but has a round or an active turn` : null),
    () => (s.phase === "ended" && s.active !== null ? `${path} has ended but a turn is still active` : null),
  );
}

/** Seqs rise through the ledger, and an undo entry undoes an earlier command entry. */
function ledgerProblem(ledger: LedgerEntry[], path: string): string | null {
  for (let i = 0; i < ledger.length; i++) {
    const e = ledger[i]!;
    if (i > 0 && e.seq <= ledger[i - 1]!.seq) return `${path}[${i}].seq (${e.seq}) does not follow the entry before it`;
    if (e.kind === "undo") {
      if (e.undoes >= e.seq) return `${path}[${i}].undoes (${e.undoes}) is not an earlier step`;
      const target = ledger.find((x) => x.seq === e.undoes);
      if (target && target.kind !== "command") return `${path}[${i}].undoes (${e.undoes}) is not a command step`;
    }
  }
  return null;
}

/**
 * Undo every step still in effect, latest first, from `state`: each patch must fit. Only the copies along each
 * patch's path are made, so this is as cheap as the patches are small.
 */
function undoChainProblem(state: Json, ledger: LedgerEntry[], path: string): string | null {
  const undone = new Set(ledger.filter((e) => e.kind === "undo").map((e) => (e as { undoes: number }).undoes));
  let current = state;
  for (let i = ledger.length - 1; i >= 0; i--) {
    const e = ledger[i]!;
    if (e.kind !== "command" || undone.has(e.seq)) continue;
    try {
      current = applyPatch(current, invert(e.patch));
    } catch (err) {
      return `${path}[${i}] (step ${e.seq}) cannot be undone from the stored state: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
  return null;
}

/** The first thing wrong with a stored scheduler for `policy`, naming the field under `path`; null when it is sound. */
export function storedSchedulerProblem(policy: TurnPolicy<unknown>, stored: unknown, path = "scheduler"): string | null {
  const top = object({ state: () => null, ledger: list(entry, MAX_STORED_ENTRIES) })(stored, path);
  if (top) return top;
  const { state, ledger } = stored as { state: SchedulerState<unknown>; ledger: LedgerEntry[] };
  return firstProblem(
    () => stateProblem(policy.id, state, `${path}.state`),
    () => policy.dataProblem(state, `${path}.state.data`),
    () => ledgerProblem(ledger, `${path}.ledger`),
    () => undoChainProblem(state as unknown as Json, ledger, `${path}.ledger`),
  );
}
