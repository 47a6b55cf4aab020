/**
 * A small, Foundry-free description language for document data. One spec drives two things:
 * the pack validator (validate.ts) and, by hand-translation, the Foundry TypeDataModels
 * (string → StringField, html → HTMLField, integer → NumberField({integer:true}), choice → StringField({choices}),
 * array → ArrayField, object → SchemaField, record → ObjectField).
 *
 * `optional: true` means the key may be absent: in pack sources an absent stat means "the rules text does not
 * state it", never zero. `nullable: true` also accepts null (a Foundry model's empty SchemaField / NumberField).
 */

interface Common {
  /** The key may be missing. */
  readonly optional?: boolean;
  /** null is accepted. */
  readonly nullable?: boolean;
  /** One line saying what the value means (documentation for the data-model author). */
  readonly doc?: string;
}

export interface StringSpec extends Common {
  readonly kind: "string";
  /** Empty string allowed (default false). */
  readonly blank?: boolean;
  /** Rich text: listed in system.json htmlFields and edited with ProseMirror. */
  readonly html?: boolean;
  /** Must match this pattern. */
  readonly pattern?: RegExp;
  /** Words the pattern error uses, e.g. "a 16-character alphanumeric id". */
  readonly patternName?: string;
}

export interface NumberSpec extends Common {
  readonly kind: "number";
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
}

export interface BooleanSpec extends Common {
  readonly kind: "boolean";
}

export interface ChoiceSpec extends Common {
  readonly kind: "choice";
  readonly choices: readonly string[];
  /** The noun used in errors: `unknown feature "spiky"`. */
  readonly noun: string;
}

export interface ArraySpec extends Common {
  readonly kind: "array";
  readonly element: FieldSpec;
  /** No value may appear twice. */
  readonly unique?: boolean;
  readonly minLength?: number;
}

export interface ObjectSpec extends Common {
  readonly kind: "object";
  readonly fields: Readonly<Record<string, FieldSpec>>;
}

/** Any plain object, contents unchecked (flags, _stats). */
export interface RecordSpec extends Common {
  readonly kind: "record";
}

export type FieldSpec = StringSpec | NumberSpec | BooleanSpec | ChoiceSpec | ArraySpec | ObjectSpec | RecordSpec;

/** Paths (dot-separated, relative to the spec root) of every html string field: system.json `htmlFields`. */
export function htmlFieldPaths(spec: ObjectSpec, prefix = ""): string[] {
  const paths: string[] = [];
  for (const [key, field] of Object.entries(spec.fields)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (field.kind === "string" && field.html) paths.push(path);
    else if (field.kind === "object") paths.push(...htmlFieldPaths(field, path));
  }
  return paths;
}
