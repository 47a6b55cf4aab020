/**
 * Strict checks of pack data against a data-model spec (module/data/shared/spec.ts): the actor stat blocks and the
 * armour item are defined that way, so the validator reads the very model Foundry stores. Unlike the load-time
 * normaliser, nothing is repaired: a wrong type, a number out of bounds, an unknown choice or an unknown key is an
 * issue. A missing key is allowed (the model fills its initial value), unless `required` says otherwise.
 */
import type { FieldSpec } from "../data/shared/spec";
import type { Issue } from "./issue";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function shown(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `string ${JSON.stringify(value)}`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

const join = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** Every problem of `value` against `spec`, named by path. */
export function checkData(spec: FieldSpec, value: unknown, path: string): Issue[] {
  if (value === null) return spec.nullable ? [] : [{ path, message: "must not be null" }];
  switch (spec.kind) {
    case "int":
    case "number": {
      if (typeof value !== "number" || !Number.isFinite(value)) return [{ path, message: `expected a number, got ${shown(value)}` }];
      if (spec.kind === "int" && !Number.isInteger(value)) return [{ path, message: `expected an integer, got ${value}` }];
      if (spec.min !== undefined && value < spec.min) return [{ path, message: `must be at least ${spec.min}, got ${value}` }];
      if (spec.max !== undefined && value > spec.max) return [{ path, message: `must be at most ${spec.max}, got ${value}` }];
      return [];
    }
    case "string":
    case "html":
      if (typeof value !== "string") return [{ path, message: `expected a string, got ${shown(value)}` }];
      if (spec.kind === "string" && spec.choices && !spec.choices.includes(value)) {
        return [{ path, message: `unknown value ${JSON.stringify(value)} (one of: ${spec.choices.join(", ")})` }];
      }
      return [];
    case "boolean":
      return typeof value === "boolean" ? [] : [{ path, message: `expected true or false, got ${shown(value)}` }];
    case "array":
      if (!Array.isArray(value)) return [{ path, message: `expected a list, got ${shown(value)}` }];
      return value.flatMap((element, i) => checkData(spec.element, element, `${path}[${i}]`));
    case "object": {
      if (!isPlainObject(value)) return [{ path, message: `expected an object, got ${shown(value)}` }];
      const issues: Issue[] = [];
      for (const [key, child] of Object.entries(value)) {
        const field = spec.fields[key];
        if (!field) issues.push({ path: join(path, key), message: `unknown field (allowed: ${Object.keys(spec.fields).join(", ")})` });
        else if (child !== undefined) issues.push(...checkData(field, child, join(path, key)));
      }
      return issues;
    }
  }
}
