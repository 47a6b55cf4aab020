/**
 * foundry.abstract.DataModel and TypeDataModel: a schema-defined source, migrated and cleaned on construction,
 * validated (a failure throws an error naming the field), with prepare steps for TypeDataModels. API:
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.DataModel.html, TypeDataModel.html and the knowledge
 * base article https://foundryvtt.com/article/system-data-models/.
 */
import { DataField, SchemaField, type Failure } from "./fields";
import { deepClone, mergeObject, isPlainObject } from "./utils";

type Rec = Record<string, unknown>;

/**
 * Thrown when data fails validation. GUESS: the message format "<Model> validation errors:\n  <path>: <why>"
 * (v14 prints a similar "[TestModel] validation errors: … foo: must be a number", foundryvtt/foundryvtt#14489).
 */
export class DataModelValidationError extends Error {
  constructor(
    readonly model: string,
    readonly failures: Failure[],
  ) {
    super(`${model} validation errors:\n${failures.map((f) => `  ${f.path}: ${f.message}`).join("\n")}`);
    this.name = "DataModelValidationError";
  }
  /** API DataModelValidationError#getAllFailures: the failures by path. */
  getAllFailures(): Record<string, string> {
    return Object.fromEntries(this.failures.map((f) => [f.path, f.message]));
  }
}

const SCHEMAS = new WeakMap<object, SchemaField>();

export class DataModel {
  declare _source: Rec;
  declare parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  /** The schema, built once per class (API: DataModel.schema is cached). */
  static get schema(): SchemaField {
    let schema = SCHEMAS.get(this);
    if (!schema) SCHEMAS.set(this, (schema = new SchemaField(this.defineSchema())));
    return schema;
  }

  /** API DataModel.migrateData: the base class changes nothing; subclasses migrate old shapes. */
  static migrateData(source: Rec): Rec {
    return source;
  }

  /** API DataModel.cleanData: the schema's clean; `partial` leaves absent keys absent (update diffs). */
  static cleanData(source: Rec = {}, options: { partial?: boolean } = {}): Rec {
    return this.schema.clean(source, options) as Rec;
  }

  /** Validation of whole source data; a failure throws DataModelValidationError naming each path. */
  static validateSource(source: Rec, prefix = ""): void {
    const failures: Failure[] = [];
    this.schema.check(source, prefix, failures);
    if (failures.length) throw new DataModelValidationError(this.name, failures);
  }

  constructor(data: Rec = {}, options: { parent?: unknown } = {}) {
    // Not enumerable, as in Foundry: walking a model's keys finds its data fields only.
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: true, enumerable: false });
    Object.defineProperty(this, "_source", { value: this._initializeSource(data), writable: true, enumerable: false });
    this._initialize();
  }

  /** Migrate, clean and validate the constructor's data (API DataModel#_initializeSource). */
  _initializeSource(data: Rec): Rec {
    const ctor = this.constructor as typeof DataModel;
    const source = ctor.cleanData(ctor.migrateData(deepClone(data)));
    ctor.validateSource(source);
    return source;
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Copy the source onto the instance, one property per schema field (API DataModel#_initialize). */
  _initialize(): void {
    const self = this as unknown as Rec;
    for (const key of Object.keys(this.schema.fields)) self[key] = deepClone(this._source[key]);
  }

  /** API DataModel#toObject: the source (true) or the instance's current field values (false), as plain data. */
  toObject(source = true): Rec {
    if (source) return deepClone(this._source);
    const self = this as unknown as Rec;
    const out: Rec = {};
    for (const key of Object.keys(this.schema.fields)) {
      const v = self[key];
      out[key] = v instanceof DataModel ? v.toObject(false) : deepClone(v);
    }
    return out;
  }

  toJSON(): Rec {
    return this.toObject(true);
  }

  /**
   * API DataModel#updateSource: migrate, clean (partial), merge (arrays replace), validate, then apply.
   * Returns the changes applied.
   */
  updateSource(changes: Rec = {}, options: { dryRun?: boolean } = {}): Rec {
    const ctor = this.constructor as typeof DataModel;
    const migrated = ctor.migrateData(deepClone(changes));
    const cleaned = ctor.cleanData(migrated, { partial: true });
    const next = mergeObject(deepClone(this._source), cleaned, { performDeletions: true });
    ctor.validateSource(next);
    if (!options.dryRun) {
      this._source = next;
      this._initialize();
    }
    return cleaned;
  }
}

/**
 * API TypeDataModel: a document's `system`. Its parent is the document; prepareBaseData/prepareDerivedData are
 * called by the document's prepareData. Database events are forwarded to it (Foundry 11 release notes, #10410).
 */
export class TypeDataModel extends DataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  // The database events the document forwards from its own methods (#10410); the base class does nothing.
  async _preCreate(_data: Rec, _options: object, _user: unknown): Promise<boolean | void> {}
  _onCreate(_data: Rec, _options: object, _userId: string): void {}
  async _preUpdate(_changes: Rec, _options: object, _user: unknown): Promise<boolean | void> {}
  _onUpdate(_changed: Rec, _options: object, _userId: string): void {}
  async _preDelete(_options: object, _user: unknown): Promise<boolean | void> {}
  _onDelete(_options: object, _userId: string): void {}
}

export function isModelClass(value: unknown): value is typeof DataModel {
  return typeof value === "function" && (value === DataModel || value.prototype instanceof DataModel);
}

export { isPlainObject };
