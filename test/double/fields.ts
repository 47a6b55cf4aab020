/**
 * foundry.data.fields with real semantics: initial values, clean (cast, then the type's own cleaning) and
 * validate (naming the failing path). Options and their defaults follow the public API pages
 * (https://foundryvtt.com/api/v13/interfaces/foundry.data.fields.DataFieldOptions.html and each field's page).
 * The exact wording of failure messages is a GUESS except "must be a number" (foundryvtt/foundryvtt#14489).
 */
import { deepClone, ForcedDeletion, ForcedReplacement, getType, isDeletionKey, isPlainObject } from "./utils";

type Rec = Record<string, unknown>;
export interface CleanOptions {
  partial?: boolean;
}
/** One failing path and why (DataModelValidationFailure, reduced to what a test reads). */
export interface Failure {
  path: string;
  message: string;
}

export class DataField {
  readonly options: Rec;
  name = "";
  constructor(options: Rec = {}) {
    this.options = { ...this.defaults(), ...options };
  }
  /** API DataFieldOptions: required false, nullable false, initial undefined. */
  protected defaults(): Rec {
    return { required: false, nullable: false, initial: undefined };
  }
  get required(): boolean {
    return this.options["required"] === true;
  }
  get nullable(): boolean {
    return this.options["nullable"] === true;
  }
  get initial(): unknown {
    return this.options["initial"];
  }
  getInitialValue(data?: unknown): unknown {
    const init = this.initial;
    return typeof init === "function" ? (init as (d: unknown) => unknown)(data) : deepClone(init);
  }
  /**
   * DataField#clean: null stays null on a nullable field (else becomes undefined), undefined takes the initial
   * value, anything else is cast to the field's type and cleaned by it. GUESS: that order, from the API's
   * description of clean ("Coerce source data to ensure that it conforms to the correct data type").
   */
  clean(value: unknown, options: CleanOptions = {}): unknown {
    if (value === null) {
      if (this.nullable) return null;
      value = undefined;
    }
    if (value === undefined) return this.getInitialValue();
    return this._cleanType(this._cast(value), options);
  }
  _cast(value: unknown): unknown {
    return value;
  }
  _cleanType(value: unknown, _options: CleanOptions): unknown {
    return value;
  }
  /** Failures of this value at `path` (empty: valid). */
  check(value: unknown, path: string, out: Failure[]): void {
    if (value === undefined) {
      if (this.required) out.push({ path, message: "may not be undefined" });
      return;
    }
    if (value === null) {
      if (!this.nullable) out.push({ path, message: "may not be null" });
      return;
    }
    const problem = this._validateType(value);
    if (problem) out.push({ path, message: problem });
    else this._checkInner(value, path, out);
  }
  validate(value: unknown): Failure[] {
    const out: Failure[] = [];
    this.check(value, this.name, out);
    return out;
  }
  _validateType(_value: unknown): string | undefined {
    return undefined;
  }
  protected _checkInner(_value: unknown, _path: string, _out: Failure[]): void {}
}

/** API StringFieldOptions: blank true, trim true, choices. GUESS: initial "" when blank and not nullable. */
export class StringField extends DataField {
  protected override defaults(): Rec {
    return { ...super.defaults(), blank: true, trim: true, choices: undefined };
  }
  override getInitialValue(data?: unknown): unknown {
    const v = super.getInitialValue(data);
    if (v !== undefined) return v;
    if (this.nullable) return null;
    return this.options["blank"] ? "" : undefined;
  }
  override _cast(value: unknown): unknown {
    return typeof value === "string" ? value : String(value);
  }
  override _cleanType(value: unknown): unknown {
    return this.options["trim"] && typeof value === "string" ? value.trim() : value;
  }
  choiceKeys(): string[] | null {
    const c = this.options["choices"];
    const choices = typeof c === "function" ? (c as () => unknown)() : c;
    if (Array.isArray(choices)) return choices.map(String);
    return isPlainObject(choices) ? Object.keys(choices) : null;
  }
  override _validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (value === "") return this.options["blank"] ? undefined : "may not be a blank string";
    const keys = this.choiceKeys();
    if (keys && !keys.includes(value)) return `${value} is not a valid choice`;
    return undefined;
  }
}

/** API HTMLField: a StringField, required and blank by default. */
export class HTMLField extends StringField {
  protected override defaults(): Rec {
    return { ...super.defaults(), required: true, blank: true };
  }
}

/**
 * API NumberFieldOptions: nullable true and initial null by default (foundry-v13-notes Appendix A #13), min, max,
 * integer, choices. Strings are cast with Number() ("" is null when nullable: FormDataExtended posts an empty
 * number input as null). GUESS: clean rounds an integer field; out-of-range values fail validation, not clamped.
 */
export class NumberField extends DataField {
  protected override defaults(): Rec {
    return { ...super.defaults(), nullable: true, initial: null, integer: false, min: undefined, max: undefined, choices: undefined };
  }
  override clean(value: unknown, options: CleanOptions = {}): unknown {
    if (typeof value === "string" && value.trim() === "") value = null;
    return super.clean(value, options);
  }
  override _cast(value: unknown): unknown {
    return typeof value === "number" ? value : Number(value);
  }
  override _cleanType(value: unknown): unknown {
    return this.options["integer"] && typeof value === "number" && Number.isFinite(value) ? Math.round(value) : value;
  }
  override _validateType(value: unknown): string | undefined {
    if (typeof value !== "number" || Number.isNaN(value)) return "must be a number";
    const { min, max, integer } = this.options as { min?: number; max?: number; integer?: boolean };
    if (integer && !Number.isInteger(value)) return "must be an integer";
    if (min !== undefined && value < min) return `must be at least ${min}`;
    if (max !== undefined && value > max) return `must be at most ${max}`;
    if (!Number.isFinite(value)) return "must be a finite number";
    return undefined;
  }
}

/** API BooleanField: initial false. GUESS: the string "true" casts to true, other strings to false. */
export class BooleanField extends DataField {
  protected override defaults(): Rec {
    return { ...super.defaults(), required: true, initial: false };
  }
  override _cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    return Boolean(value);
  }
  override _validateType(value: unknown): string | undefined {
    return typeof value === "boolean" ? undefined : "must be a boolean";
  }
}

/** API ObjectField: free-form object (flags). A non-object becomes {} (a public 13.351 stand-in's reading). */
export class ObjectField extends DataField {
  protected override defaults(): Rec {
    return { ...super.defaults(), required: true, initial: () => ({}) };
  }
  override _cast(value: unknown): unknown {
    return isPlainObject(value) ? value : {};
  }
  override _validateType(value: unknown): string | undefined {
    return isPlainObject(value) ? undefined : "must be an object";
  }
}

/** API SchemaField: an object of named fields; its initial value is each field's initial value. */
export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  constructor(fields: Record<string, DataField>, options: Rec = {}) {
    super(options);
    this.fields = fields;
    for (const [k, f] of Object.entries(fields)) f.name = k;
  }
  protected override defaults(): Rec {
    return { ...super.defaults(), required: true, nullable: false };
  }
  override getInitialValue(data?: unknown): unknown {
    if (this.initial !== undefined) return super.getInitialValue(data);
    const out: Rec = {};
    for (const [k, f] of Object.entries(this.fields)) out[k] = f.getInitialValue();
    return out;
  }
  has(key: string): boolean {
    return Object.hasOwn(this.fields, key);
  }
  getField(path: string | string[]): DataField | undefined {
    const [head, ...rest] = typeof path === "string" ? path.split(".") : path;
    const field = head === undefined ? undefined : this.fields[head];
    if (!field || rest.length === 0) return field;
    return field instanceof SchemaField ? field.getField(rest) : undefined;
  }
  override _cast(value: unknown): unknown {
    return isPlainObject(value) ? value : {};
  }
  /**
   * Each field cleans its own key; a partial clean (an update's diff) leaves absent keys absent. Keys the
   * schema does not know are dropped. GUESS: `-=key`/`==key` survive a partial clean when `key` is a field (v13
   * deletion keys, API isDeletionKey), and a `==key` value is cleaned whole.
   */
  override _cleanType(value: unknown, options: CleanOptions): unknown {
    const data = value as Rec;
    for (const key of Object.keys(data)) {
      if (options.partial && isDeletionKey(key) && this.has(key.slice(2))) {
        if (key.startsWith("==")) data[key] = this.fields[key.slice(2)]!.clean(data[key], {});
        continue;
      }
      if (!this.has(key)) delete data[key];
    }
    for (const [key, field] of Object.entries(this.fields)) {
      if (options.partial && !(key in data)) continue;
      const value = data[key];
      // v14 operators (#13090): a deletion stays a deletion; a replacement's value is cleaned whole.
      if (value instanceof ForcedDeletion) continue;
      if (value instanceof ForcedReplacement) data[key] = new ForcedReplacement(field.clean(value.value, {}));
      else data[key] = field.clean(value, options);
    }
    return data;
  }
  override _validateType(value: unknown): string | undefined {
    return isPlainObject(value) ? undefined : "must be an object";
  }
  protected override _checkInner(value: unknown, path: string, out: Failure[]): void {
    const data = value as Rec;
    for (const [key, field] of Object.entries(this.fields)) field.check(data[key], path ? `${path}.${key}` : key, out);
  }
}

/**
 * API ArrayField: initial [] (required). Casting: a Set becomes an array (Foundry 11 release notes, #10418);
 * a plain object with integer keys, which is what a sheet form posts for `x.0.name` (foundry-traps.md #5),
 * becomes an array at those indices and other keys are dropped; anything else becomes [value]. Every element
 * is then cleaned whole (not partially), so a row missing keys gets their initial values and a skipped index
 * becomes an initial element. Source of the object cast and whole-element cleaning: public systems' readings of
 * ArrayField#_cast/_cleanType (an SR5 v13 test stand-in "as Foundry 13.351 does"; a v14 system's array-actions
 * module). Updates replace the array whole (ArrayField#_updateDiff, foundry-traps.md #7).
 */
export class ArrayField extends DataField {
  readonly element: DataField;
  constructor(element: DataField, options: Rec = {}) {
    super(options);
    this.element = element;
  }
  protected override defaults(): Rec {
    return { ...super.defaults(), required: true, nullable: false, initial: () => [] };
  }
  override _cast(value: unknown): unknown {
    if (value instanceof Set) return [...value];
    if (getType(value) === "Object") {
      const arr: unknown[] = [];
      for (const [k, v] of Object.entries(value as Rec)) {
        const i = Number(k);
        if (Number.isInteger(i) && i >= 0) arr[i] = v;
      }
      return arr;
    }
    return Array.isArray(value) ? value : [value];
  }
  override _cleanType(value: unknown): unknown {
    return Array.from(value as unknown[], (v) => this.element.clean(v, {}));
  }
  override _validateType(value: unknown): string | undefined {
    return Array.isArray(value) ? undefined : "must be an Array";
  }
  protected override _checkInner(value: unknown, path: string, out: Failure[]): void {
    (value as unknown[]).forEach((v, i) => this.element.check(v, `${path}.${i}`, out));
  }
}

/** API SetField: an ArrayField whose elements are fungible: duplicates are dropped. */
export class SetField extends ArrayField {
  override _cleanType(value: unknown): unknown {
    return [...new Set(super._cleanType(value) as unknown[])];
  }
}

/** A model class as EmbeddedDataField/TypeDataModel see it (data-model.ts). */
export interface ModelClass {
  readonly schema: SchemaField;
  migrateData(source: Rec): Rec;
  name: string;
}

/** API EmbeddedDataField: a SchemaField whose fields are another DataModel's schema. */
export class EmbeddedDataField extends SchemaField {
  readonly model: ModelClass;
  constructor(model: ModelClass, options: Rec = {}) {
    super(model.schema.fields, options);
    this.model = model;
  }
  override clean(value: unknown, options: CleanOptions = {}): unknown {
    if (isPlainObject(value)) value = this.model.migrateData(value);
    return super.clean(value, options);
  }
}

/** The free-form fields Foundry also offers and Fray's registrations may name; modelled as their base types. */
/** API JSONField: a StringField of JSON; a non-string (a Roll, through its toJSON) is stringified. */
export class JSONField extends StringField {
  override _cast(value: unknown): unknown {
    return typeof value === "string" ? value : JSON.stringify(value);
  }
}
export class FilePathField extends StringField {}
export class ColorField extends StringField {}
export class DocumentIdField extends StringField {
  protected override defaults(): Rec {
    return { ...super.defaults(), blank: false, nullable: true, initial: null };
  }
}
export class ForeignDocumentField extends DocumentIdField {}
export class DocumentUUIDField extends StringField {}

export const fields = {
  DataField, StringField, HTMLField, NumberField, BooleanField, ObjectField, SchemaField, ArrayField, SetField,
  EmbeddedDataField, JSONField, FilePathField, ColorField, DocumentIdField, ForeignDocumentField, DocumentUUIDField,
};
