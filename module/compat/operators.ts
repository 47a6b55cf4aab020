/**
 * Update operators. v13 writes `-=key: null` to delete and `==key: value` to replace; v14 deprecates those keys
 * for `foundry.data.operators.ForcedDeletion` / `ForcedReplacement` (the `_del` / `_replace` globals), warning
 * until v16 (foundryvtt/foundryvtt#13090; FoundryVTT-Fabula-Ultima#1127). Fray writes each generation's form and
 * recognises operator objects wherever an update is inspected (the ruleset guard, the partial-update repair).
 */
import { isV14 } from "./generation";

export type UpdateOperator = "delete" | "replace";

type Operators = { ForcedDeletion: abstract new (...a: never[]) => object; ForcedReplacement: abstract new (...a: never[]) => object };

function operatorClasses(): Operators | null {
  if (!isV14()) return null;
  const ops = (globalThis as { foundry?: { data?: { operators?: Partial<Operators> } } }).foundry?.data?.operators;
  return ops?.ForcedDeletion && ops.ForcedReplacement ? (ops as Operators) : null;
}

/** Which operator a value of an update is (v14 operator objects), or null for an ordinary value. */
export function updateOperatorOf(value: unknown): UpdateOperator | null {
  if (typeof value !== "object" || value === null) return null;
  const ops = operatorClasses();
  if (!ops) return null;
  if (value instanceof ops.ForcedDeletion) return "delete";
  if (value instanceof ops.ForcedReplacement) return "replace";
  return null;
}

/**
 * Update data that deletes `key` under the dotted `path` (e.g. "flags.fray", "contact"): `{"flags.fray.-=contact":
 * null}` in v13, `{"flags.fray.contact": _del}` in v14.
 */
export function deletionUpdate(path: string, key: string): Record<string, unknown> {
  if (isV14()) return { [`${path}.${key}`]: (globalThis as unknown as FrayV14.OperatorGlobals)._del };
  return { [`${path}.-=${key}`]: null };
}

/**
 * The entry that deletes `key` from the object of an update it is written into: `["-=key", null]` in v13,
 * `[key, _del]` in v14 (the nested form of deletionUpdate).
 */
export function deletionEntry(key: string): [string, unknown] {
  if (isV14()) return [key, (globalThis as unknown as FrayV14.OperatorGlobals)._del];
  return [`-=${key}`, null];
}
