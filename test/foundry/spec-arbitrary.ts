/** fast-check arbitraries of valid data for a spec (every value within the spec's bounds and choices). */
import fc from "fast-check";
import type { FieldSpec, ObjSpec } from "../../module/data/shared/spec";

export function validOf(spec: FieldSpec): fc.Arbitrary<unknown> {
  const base = ((): fc.Arbitrary<unknown> => {
    switch (spec.kind) {
      case "int":
        return fc.integer({ min: spec.min ?? -1000, max: spec.max ?? 1000 });
      case "number":
        return fc.double({ min: spec.min ?? -1000, max: spec.max ?? 1000, noNaN: true, noDefaultInfinity: true });
      case "string":
        return spec.choices ? fc.constantFrom(...spec.choices) : fc.string({ maxLength: 8 });
      case "html":
        return fc.string({ maxLength: 8 });
      case "boolean":
        return fc.boolean();
      case "object":
        return fc.record(Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, validOf(f)])));
      case "array":
        return fc.array(validOf(spec.element), { maxLength: 3 });
    }
  })();
  return spec.nullable ? fc.option(base, { nil: null }) : base;
}

export function validObject(spec: ObjSpec): fc.Arbitrary<Record<string, unknown>> {
  return validOf({ ...spec, nullable: false }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Dot paths of every leaf (non-object field; arrays count as leaves: updates write them whole). */
export function leafPaths(spec: ObjSpec, prefix = ""): { path: string; spec: FieldSpec }[] {
  return Object.entries(spec.fields).flatMap(([key, f]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return f.kind === "object" ? [{ path, spec: f }, ...leafPaths(f, path)].filter((p) => p.spec.kind !== "object" || p.spec.nullable) : [{ path, spec: f }];
  });
}
