/**
 * Translate the foundation's pack-item specs (module/schema) into data-model specs, so weapon and poison
 * items hold exactly the shape the pack YAML has. An optional pack key ("the text does not state it")
 * becomes a nullable field that starts as null, never a made-up 0.
 */
import type { FieldSpec as PackField, ObjectSpec as PackObject } from "../../schema/spec";
import type { FieldSpec, ObjSpec } from "../shared/spec";

export function fromPackField(spec: PackField): FieldSpec {
  const nullable = spec.optional === true || spec.nullable === true;
  switch (spec.kind) {
    case "string":
      if (spec.html) return { kind: "html", initial: "" };
      return nullable ? { kind: "string", initial: null, nullable: true } : { kind: "string", initial: "" };
    case "number": {
      const bounds = { ...(spec.min !== undefined ? { min: spec.min } : {}), ...(spec.max !== undefined ? { max: spec.max } : {}) };
      const kind = spec.integer ? "int" : "number";
      const initial = nullable ? null : Math.max(0, spec.min ?? 0);
      return nullable ? { kind, initial, nullable: true, ...bounds } : { kind, initial, ...bounds };
    }
    case "boolean":
      return { kind: "boolean", initial: false };
    case "choice":
      return nullable
        ? { kind: "string", initial: null, nullable: true, choices: spec.choices }
        : { kind: "string", initial: spec.choices[0] ?? "", choices: spec.choices };
    case "array":
      return { kind: "array", element: fromPackField(spec.element) };
    case "object":
      return fromPackObject(spec);
    case "record":
      return { kind: "object", fields: {}, nullable };
  }
}

export function fromPackObject(spec: PackObject): ObjSpec {
  const fields: Record<string, FieldSpec> = {};
  for (const [key, child] of Object.entries(spec.fields)) fields[key] = fromPackField(child);
  return spec.optional || spec.nullable ? { kind: "object", fields, nullable: true } : { kind: "object", fields };
}
