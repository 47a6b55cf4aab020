/** fast-check arbitraries for the fuzz suite: junk of every JS kind, and near-valid data from a pack spec. */
import fc from "fast-check";
import type { FieldSpec as PackField } from "../../module/schema/spec";

/** How many runs each fuzz property makes: FRAY_FUZZ_RUNS raises it locally (default keeps `npm test` short). */
export function fuzzRuns(defaultRuns: number): number {
  const env = Number(process.env["FRAY_FUZZ_RUNS"]);
  return Number.isInteger(env) && env > 0 ? env : defaultRuns;
}

/** The seed: FRAY_FUZZ_SEED replays a failure; fixed otherwise so CI is deterministic. */
export function fuzzSeed(): number {
  const env = Number(process.env["FRAY_FUZZ_SEED"]);
  return Number.isInteger(env) ? env : 17;
}

const weirdKey = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "-=x", "==x", "", "a.b", "0");

/** Any JS value a malformed input may carry: primitives, BigInts, symbols, functions, Dates, cycles, deep nesting. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom<unknown>(null, undefined, Number.NaN, Infinity, -Infinity, -0, 1e308, 2 ** 53, "", " ", "3", "1.5", "abc", "true", "<img src=x onerror=1>", "javascript:alert(1)", true, false, 10n, Symbol("s"), () => 1, new Date(0), new Map(), new Uint8Array(1)),
    fc.integer({ min: -1000, max: 1000 }),
    fc.double(),
    fc.string({ maxLength: 6 }),
    fc.array(tie("v"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 4 }), weirdKey), tie("v"), { maxKeys: 3 }),
    fc.constant("deep").map(() => {
      let v: unknown = 1;
      for (let i = 0; i < 200; i++) v = { a: v };
      return v;
    }),
    fc.constant("cycle").map(() => {
      const o: Record<string, unknown> = { a: 1 };
      o["self"] = o;
      return o;
    }),
  ),
})).v;

/** Values near a pack field's rules: mostly valid ones, sometimes a boundary, off-by-one or junk value. */
export function nearPack(spec: PackField): fc.Arbitrary<unknown> {
  const often = (valid: fc.Arbitrary<unknown>, edge: fc.Arbitrary<unknown>) => fc.oneof({ weight: 15, arbitrary: valid }, { weight: 1, arbitrary: edge });
  const base = ((): fc.Arbitrary<unknown> => {
    switch (spec.kind) {
      case "string":
        return often(fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.constantFrom("x", "d6", "1d6+1", "<p>x</p>")), fc.constantFrom("", " ", 5, "2001-12-14"));
      case "number": {
        const min = spec.min ?? -100;
        const max = spec.max ?? 100;
        const valid = spec.integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
        return often(fc.oneof(valid, fc.constantFrom(-0, min, max).filter((n) => !spec.integer || Number.isInteger(n))), fc.constantFrom(min - 1, max + 1, min + 0.5, "3", Number.NaN));
      }
      case "boolean":
        return often(fc.boolean(), fc.constantFrom("true", 1, null));
      case "choice":
        return often(fc.constantFrom(...spec.choices), fc.constantFrom("nope", "", 3));
      case "array": {
        const constraints = { minLength: spec.minLength ?? 0, maxLength: Math.max(3, spec.minLength ?? 0) };
        const valid = spec.unique ? fc.uniqueArray(nearPack(spec.element), constraints) : fc.array(nearPack(spec.element), constraints);
        return often(valid, fc.constantFrom([], {}, "x"));
      }
      case "object":
        return fc.record(
          Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, nearPack(f)])),
          { requiredKeys: Object.entries(spec.fields).filter(([, f]) => !f.optional).map(([k]) => k) },
        );
      case "record":
        return fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof({ weight: 8, arbitrary: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })) }, { weight: 1, arbitrary: junk }), { maxKeys: 2 });
    }
  })();
  return spec.nullable || spec.optional ? fc.oneof({ weight: 6, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}
