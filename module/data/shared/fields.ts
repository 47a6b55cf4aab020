/**
 * Build Foundry `foundry.data.fields` from a spec (runs inside Foundry only; the pure parts are in spec.ts and
 * normalise.ts). Every number is non-nullable unless the spec says otherwise, with its bounds and integer flag.
 */
import type { FieldSpec, ObjSpec } from "./spec";

type DataSchema = foundry.data.fields.DataSchema;

function bounds(spec: { min?: number; max?: number }): { min?: number; max?: number } {
  return { ...(spec.min !== undefined ? { min: spec.min } : {}), ...(spec.max !== undefined ? { max: spec.max } : {}) };
}

export function toDataField(spec: FieldSpec): foundry.data.fields.DataField.Any {
  const f = foundry.data.fields;
  const nullable = spec.nullable === true;
  switch (spec.kind) {
    case "int":
    case "number":
      return new f.NumberField({ required: true, nullable, integer: spec.kind === "int", initial: spec.initial, ...bounds(spec) });
    case "string":
      return spec.choices
        ? new f.StringField({ required: true, nullable, blank: false, initial: spec.initial, choices: [...spec.choices] })
        : new f.StringField({ required: true, nullable, blank: true, initial: spec.initial });
    case "html":
      return new f.HTMLField({ required: true, blank: true, initial: "" });
    case "boolean":
      return new f.BooleanField({ initial: spec.initial });
    case "object":
      return nullable
        ? new f.SchemaField(toSchema(spec), { required: true, nullable: true, initial: null })
        : new f.SchemaField(toSchema(spec));
    case "array":
      // A function, so each new document gets its own copy (API DataFieldOptions: initial may be a function).
      return spec.initial
        ? new f.ArrayField(toDataField(spec.element), { initial: () => structuredClone([...spec.initial!]) })
        : new f.ArrayField(toDataField(spec.element));
  }
}

export function toSchema(spec: ObjSpec): DataSchema {
  const schema: DataSchema = {};
  for (const [key, child] of Object.entries(spec.fields)) schema[key] = toDataField(child);
  return schema;
}
