/**
 * A declarative description of Fray's system data. One spec drives three things:
 *  - the TypeScript type of the data (`DataOf<S>`),
 *  - the Foundry-free normaliser the tests run (normalise.ts),
 *  - the Foundry `foundry.data.fields` schema the TypeDataModels register (fields.ts).
 * So the shape the sheets read, the shape tests check and the shape Foundry stores cannot drift apart.
 */

interface Base {
  /** null is a legal stored value ("the rules text does not state it"). */
  readonly nullable?: boolean;
}
export interface IntSpec extends Base {
  readonly kind: "int";
  readonly initial: number | null;
  readonly min?: number;
  readonly max?: number;
}
export interface NumSpec extends Base {
  readonly kind: "number";
  readonly initial: number | null;
  readonly min?: number;
  readonly max?: number;
}
export interface StrSpec<C extends string = string> extends Base {
  readonly kind: "string";
  readonly initial: C | null;
  /** Closed vocabulary; absent = free text. */
  readonly choices?: readonly C[];
  /** Lang-key prefix for choice labels: `${labelPrefix}.${choice}`. */
  readonly labelPrefix?: string;
}
export interface HtmlSpec extends Base {
  readonly kind: "html";
  readonly initial: string;
}
export interface BoolSpec extends Base {
  readonly kind: "boolean";
  readonly initial: boolean;
}
export interface ObjSpec<F extends Record<string, FieldSpec> = Record<string, FieldSpec>> extends Base {
  readonly kind: "object";
  readonly fields: F;
}
export interface ArrSpec<E extends FieldSpec = FieldSpec> extends Base {
  readonly kind: "array";
  readonly element: E;
  /** The list a new document starts with (empty when absent): e.g. the skills a ruleset's rules look up by name. */
  readonly initial?: readonly unknown[];
}
export type FieldSpec = IntSpec | NumSpec | StrSpec | HtmlSpec | BoolSpec | ObjSpec | ArrSpec;

type Nullish<S, T> = S extends { readonly nullable: true } ? T | null : T;

/** The plain data a spec describes. */
export type DataOf<S> = S extends { readonly kind: "int" | "number" }
  ? Nullish<S, number>
  : S extends StrSpec<infer C>
    ? Nullish<S, C>
    : S extends { readonly kind: "html" }
      ? string
      : S extends { readonly kind: "boolean" }
        ? boolean
        : S extends ObjSpec<infer F>
          ? Nullish<S, { -readonly [K in keyof F]: DataOf<F[K]> }>
          : S extends ArrSpec<infer E>
            ? DataOf<E>[]
            : never;

// ---- builders: short, typed constructors used by the schema files ----------------------------

export function int(initial: number, bounds: { min?: number; max?: number } = {}): IntSpec {
  return { kind: "int", initial, ...bounds };
}
/** An integer that may be null: a stat the rules text leaves unstated. */
export function optInt(bounds: { min?: number; max?: number } = {}): IntSpec & { nullable: true } {
  return { kind: "int", initial: null, nullable: true, ...bounds };
}
export function num(initial: number, bounds: { min?: number; max?: number } = {}): NumSpec {
  return { kind: "number", initial, ...bounds };
}
export function text(initial = ""): StrSpec<string> {
  return { kind: "string", initial };
}
export function choice<const C extends string>(choices: readonly C[], initial: C, labelPrefix?: string): StrSpec<C> {
  return labelPrefix ? { kind: "string", initial, choices, labelPrefix } : { kind: "string", initial, choices };
}
export function bool(initial = false): BoolSpec {
  return { kind: "boolean", initial };
}
export function html(): HtmlSpec {
  return { kind: "html", initial: "" };
}
export function obj<const F extends Record<string, FieldSpec>>(fields: F): ObjSpec<F> {
  return { kind: "object", fields };
}
/** A block that may be null (absent): e.g. a weapon's stats for a ruleset that does not list it. */
export function optObj<const F extends Record<string, FieldSpec>>(fields: F): ObjSpec<F> & { nullable: true } {
  return { kind: "object", fields, nullable: true };
}
export function arr<const E extends FieldSpec>(element: E, initial?: readonly DataOf<E>[]): ArrSpec<E> {
  return initial ? { kind: "array", element, initial } : { kind: "array", element };
}

/** The value a field starts with (objects: every child's initial; arrays: their starting list, or empty). */
export function initialOf<S extends FieldSpec>(spec: S): DataOf<S>;
export function initialOf(spec: FieldSpec): unknown {
  // A nullable block (an item's stats for a ruleset the rules text gives none for) starts empty.
  if (spec.kind === "object" && spec.nullable) return null;
  switch (spec.kind) {
    case "object":
      return Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, initialOf(f)]));
    case "array":
      return structuredClone([...(spec.initial ?? [])]);
    default:
      return spec.initial;
  }
}

/** Dot paths of every html field (system.json `htmlFields`). */
export function htmlPaths(spec: ObjSpec, prefix = ""): string[] {
  return Object.entries(spec.fields).flatMap(([key, f]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (f.kind === "html") return [path];
    if (f.kind === "object") return htmlPaths(f, path);
    return [];
  });
}
