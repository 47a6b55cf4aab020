/**
 * foundry.abstract.Document as a client sees it, with the server played by the double: the acting user
 * (world().user()) is who the server says acted, and its id is the `userId` of every hook (foundry-traps.md #3).
 *
 * update(changes) (foundry-traps.md #4, #7; foundryvtt/foundryvtt#14482, #8967, #10842):
 *   expand dotted keys (objects inside arrays too, #8176) → a DRY RUN on a copy (#8967): the system model's
 *   migrateData on the PARTIAL system changes → clean (partial) → merge into a copy of the source (objects key by
 *   key, arrays whole, `-=`/`_del` delete) and validate it (DataModelValidationError naming the field) → diff against
 *   the source (nothing left: no update, no hooks) → _preUpdate(changes, options, user), which in the base class
 *   calls system._preUpdate (#10410) → hook preUpdateX(doc, changes, options, userId) (false cancels). Both get the
 *   changes EXPANDED BUT NOT CLEANED (#10842, "working as designed"): a form's ArrayField rows arrive as
 *   {"0": {…}, "1": {…}}, unknown keys are still there → the server migrates, cleans, merges and validates what
 *   the handlers left, world time moves by options.worldTime.delta first (#10924, #11619) → prepareData →
 *   _onUpdate(changed, options, userId) with the cleaned diff (the base class calls system._onUpdate) → hook updateX.
 *   That cleaned diff is what the server sends every client (recorded in world().sent, h.sent): objects differenced
 *   key by key, arrays and other values whole, deletion operators kept (foundry.utils.diffObject; hookEvents.
 *   updateDocument "Differential data … fires for all connected clients"; DatabaseUpdateOperation.diff).
 * Every connected client runs the createX/updateX/deleteX hooks with its own game.user (hooks.ts `broadcast`);
 * the preX hooks and _preX methods run on the acting client only (hookEvents.preCreateDocument: "This hook only
 * fires for the client who is initiating the creation request"). GUESS (a simplification): _onCreate/_onUpdate/
 * _onDelete also run on every client in Foundry, each on its own copy of the document, but the double has one
 * shared document instance, so they run once, on the acting client; a per-client effect must go in a hook.
 * GUESS: the dry run's order migrate → clean → validate → diff follows the trap list and #14482; that an empty
 * diff fires no pre-handlers, and that what the handlers leave is cleaned again by the server, are not stated by
 * a public source. create and delete follow the same shape (API Document.createDocuments/deleteDocuments).
 */
import { DataModel, DataModelValidationError, TypeDataModel } from "./data-model";
import { Collection } from "./collection";
import { deepClone, diffObject, equals, expandObject, getProperty, isEmpty, isPlainObject, mergeObject, randomID } from "./utils";
import { levelOf, userLevel, type Permission } from "./ownership";
import { world, type UserLike } from "./world";
import type { DataField, Failure } from "./fields";

type Rec = Record<string, unknown>;
export type Operation = Rec & { parent?: Document | null; diff?: boolean; recursive?: boolean; worldTime?: { delta?: number }; keepId?: boolean };
type DocClass = typeof Document;

export class Document extends DataModel {
  static documentName = "Document";
  /** Embedded document name → the field holding it (API Document.metadata.embedded). */
  static embedded: Record<string, string> = {};
  /** The type used when data names none ("base" for Combat and Combatant, foundry-v13-notes §3.6). */
  static defaultType: string | null = null;
  declare _id: string | null;
  declare name: string;
  declare type: string;
  declare system: Rec;
  declare flags: Rec;
  declare ownership: Rec;
  declare parent: Document | null;
  /** Embedded collections by field name. */
  declare collections: Record<string, Collection<Document>>;

  /** API Document.implementation: the class CONFIG names for this document type. */
  static get implementation(): DocClass {
    const cls = (world().config[this.documentName] as Rec | undefined)?.["documentClass"];
    return typeof cls === "function" ? (cls as DocClass) : this;
  }

  static modelFor(type: string | undefined): typeof TypeDataModel | null {
    const models = (world().config[this.documentName] as Rec | undefined)?.["dataModels"] as Rec | undefined;
    const model = type === undefined ? undefined : models?.[type];
    return typeof model === "function" ? (model as typeof TypeDataModel) : null;
  }

  constructor(data: Rec = {}, options: { parent?: Document | null } = {}) {
    super(data, options);
    this.collections = {};
    const ctor = this.constructor as DocClass;
    for (const [name, field] of Object.entries(ctor.embedded)) {
      const collection = new Collection<Document>();
      this.collections[field] = collection;
      (this as unknown as Rec)[field] = collection;
      const cls = embeddedClass(name);
      for (const child of (data[field] as Rec[] | undefined) ?? []) {
        const doc = new cls({ ...child, _id: child["_id"] ?? randomID() }, { parent: this });
        collection.set(doc.id!, doc);
      }
    }
    this._safePrepareData();
  }

  /**
   * Migrate (system model included), clean. `partial`: an update's diff. GUESS: a `==system` value is a whole
   * system (migrated and cleaned whole, as a forced replacement replaces whole).
   */
  static prepareSource(data: Rec, type: string | undefined, partial: boolean, systemPartial = partial): Rec {
    const model = this.modelFor(type);
    let src = this.migrateData(data);
    if (model && isPlainObject(src["system"])) src["system"] = model.migrateData(src["system"]);
    const system = src["system"];
    const forced = src["==system"];
    src = this.cleanData(src, { partial });
    if (model && (!partial || "system" in src)) src["system"] = model.cleanData(isPlainObject(system) ? system : {}, { partial: systemPartial });
    if (model && "==system" in src) src["==system"] = model.cleanData(model.migrateData(isPlainObject(forced) ? forced : {}), {});
    return src;
  }

  /** Whole-source validation, the system model's fields under `system.` (one error naming every path). */
  static validateWhole(source: Rec): void {
    const failures: Failure[] = [];
    this.schema.check(source, "", failures);
    const model = this.modelFor(source["type"] as string | undefined);
    if (model && source["system"] !== undefined) model.schema.check(source["system"], "system", failures);
    if (failures.length) throw new DataModelValidationError(this.name, failures);
  }

  override _initializeSource(data: Rec): Rec {
    const ctor = this.constructor as DocClass;
    const input = { ...deepClone(data) };
    if (input["type"] === undefined && ctor.defaultType) input["type"] = ctor.defaultType;
    const source = ctor.prepareSource(input, input["type"] as string | undefined, false);
    ctor.validateWhole(source);
    return source;
  }

  override _initialize(): void {
    super._initialize();
    const model = (this.constructor as DocClass).modelFor(this._source["type"] as string | undefined);
    if (model) this.system = new model(this._source["system"] as Rec, { parent: this }) as unknown as Rec;
  }

  get id(): string | null {
    return (this._source["_id"] as string | null | undefined) ?? null;
  }
  get documentName(): string {
    return (this.constructor as DocClass).documentName;
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }
  get isEmbedded(): boolean {
    return this.parent !== null;
  }

  /** The collection this document lives in: its parent's embedded one, or the world's. */
  get collection(): Collection<unknown> | undefined {
    if (this.parent) {
      const field = (this.parent.constructor as DocClass).embedded[this.documentName];
      return field ? this.parent.collections[field] : undefined;
    }
    return world().collection(this.documentName);
  }

  // ---- permissions (API Document#getUserLevel, testUserPermission, isOwner, limited) ----
  getUserLevel(user: UserLike = world().user()): number {
    if (this.parent && !("ownership" in this.schema.fields)) return this.parent.getUserLevel(user);
    return userLevel(this.ownership, user);
  }
  testUserPermission(user: UserLike, permission: Permission, options: { exact?: boolean } = {}): boolean {
    const level = this.getUserLevel(user);
    const wanted = levelOf(permission);
    return options.exact ? level === wanted : level >= wanted;
  }
  get isOwner(): boolean {
    return this.testUserPermission(world().user(), "OWNER");
  }
  /** API: LIMITED exactly, and not an owner. */
  get limited(): boolean {
    return !this.isOwner && this.testUserPermission(world().user(), "LIMITED", { exact: true });
  }
  get visible(): boolean {
    return this.testUserPermission(world().user(), "OBSERVER");
  }
  /** GUESS: update/delete need OWNER (GM: always); subclasses refine (ChatMessage: its author). */
  canUserModify(user: UserLike, action: "create" | "update" | "delete"): boolean {
    if (user.isGM) return true;
    if (action === "create") return this.parent ? this.parent.testUserPermission(user, "OWNER") : false;
    return this.testUserPermission(user, "OWNER");
  }
  protected assertPermission(user: UserLike, action: "create" | "update" | "delete"): void {
    // Wording as users report it: "User X lacks permission to update Combatant …" (foundry-v13-notes §7).
    if (!this.canUserModify(user, action)) throw new Error(`User ${user.name} lacks permission to ${action} ${this.documentName} [${this.id}]`);
  }

  // ---- data preparation (API ClientDocument#prepareData; order from the system-data-models article) ----
  prepareData(): void {
    const system = this.system instanceof TypeDataModel ? this.system : null;
    system?.prepareBaseData();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    system?.prepareDerivedData();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  prepareEmbeddedDocuments(): void {
    for (const collection of Object.values(this.collections ?? {})) for (const doc of collection.values()) doc._safePrepareData();
  }
  /** Foundry logs a failed preparation ("Failed data preparation for <uuid>") and carries on (audit row 1). */
  _safePrepareData(): void {
    if (!this.collections) return; // still constructing: the constructor prepares once the collections exist
    try {
      this.prepareData();
    } catch (error) {
      world().errors.push({ where: `Failed data preparation for ${this.uuid}`, error });
    }
  }

  // ---- applications drawn with the document (API ClientDocumentMixin#apps and #render,
  // https://foundryvtt.com/api/v13/classes/foundry.documents.abstract.ClientDocumentMixin.html) ----
  /** The applications re-rendered with this document, by id (an open sheet puts itself here). */
  apps: Record<string, { render(options?: boolean | Rec): unknown }> = {};
  /** Render every application in `apps`; `force` renders a closed one too. */
  render(force = false, context: Rec = {}): void {
    for (const app of Object.values(this.apps)) void app.render({ ...context, force });
  }

  // ---- flags (API Document#getFlag/setFlag/unsetFlag; setFlag merges objects, arrays replace: trap #7) ----
  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags?.[scope], key);
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ flags: { [scope]: expandObject({ [key]: value }) } });
  }
  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    const parts = key.split(".");
    const last = parts.pop()!;
    const path = [scope, ...parts, `-=${last}`].join(".");
    return this.update({ [`flags.${path}`]: null });
  }

  // ---- the database operations ----
  static async create(data: Rec = {}, operation: Operation = {}): Promise<Document | undefined> {
    return (await this.createDocuments([data], operation))[0];
  }

  static async createDocuments(data: Rec[] = [], operation: Operation = {}): Promise<Document[]> {
    const w = world();
    const user = w.user();
    const parent = operation.parent ?? null;
    const created: Document[] = [];
    for (const entry of data) {
      const input = expandObject(deepClone(entry));
      if (!operation.keepId || !input["_id"]) input["_id"] = randomID();
      const doc = new this.implementation(input, { parent });
      doc.assertPermission(user, "create");
      if ((await doc._preCreate(input, operation, user)) === false) continue;
      if (w.hooks.call(`preCreate${this.documentName}`, doc, input, operation, user.id) === false) continue;
      (doc.collection as Collection<Document> | undefined)?.set(doc.id!, doc);
      doc._safePrepareData();
      const source = doc.toObject();
      doc._onCreate(source, operation, user.id ?? "");
      // The parent's data is prepared again with its new embedded document, as on an embedded update or delete
      // (an actor's derived values follow an item added to it: foundryvtt/pf2e#5289, embedded items pending
      // creation prepare the actor's data).
      parent?._safePrepareData();
      parent?._onCreateDescendantDocuments(parent, doc.collectionName, [doc], [source], operation, user.id ?? "");
      // API hookEvents.createDocument(document, options, userId), on every connected client (hooks.ts broadcast).
      w.hooks.broadcast(`create${this.documentName}`, w.clients(), w.asClient, doc, operation, user.id);
      created.push(doc);
    }
    return created;
  }

  async update(data: Rec = {}, operation: Operation = {}): Promise<this | undefined> {
    const w = world();
    const user = w.user();
    this.assertPermission(user, "update");
    const ctor = this.constructor as DocClass;
    const type = (data["type"] as string | undefined) ?? (this._source["type"] as string | undefined);
    const input = expandObject(deepClone(data));
    delete input["_id"];
    // The dry run (#8967): what the server would store; a validation failure throws before any handler runs.
    if (isEmpty(this.cleanedDiff(deepClone(input), type, operation))) return undefined;
    const changes: Rec = { ...input, _id: this.id }; // #10842: expanded, not cleaned
    if ((await this._preUpdate(changes, operation, user)) === false) return undefined;
    if (w.hooks.call(`preUpdate${ctor.documentName}`, this, changes, operation, user.id) === false) return undefined;
    const { _id, ...rest } = changes;
    const changed = this.cleanedDiff(expandObject(rest), type, operation);
    if (isEmpty(changed)) return undefined;
    const next = this.merged(changed, operation);
    changed["_id"] = this.id;
    const delta = operation.worldTime?.delta;
    if (typeof delta === "number" && delta !== 0) await w.time.advance(delta);
    this._source = next;
    this._initialize();
    this._safePrepareData();
    this.parent?._safePrepareData();
    // What every client receives (the server's broadcast): the differential data, cleaned (hookEvents.updateDocument;
    // DatabaseUpdateOperation.diff "only use differential data for the update operation"; the v11 dry run
    // `updateSource(changes, {dryRun: true})`, foundryvtt/foundryvtt#9015). A deep copy: what went over the wire.
    w.sent.push({ documentName: ctor.documentName, id: this.id, changed: deepClone(changed) });
    this._onUpdate(changed, operation, user.id ?? "");
    this.parent?._onUpdateDescendantDocuments(this.parent, this.collectionName, [this], [changed], operation, user.id ?? "");
    w.hooks.broadcast(`update${ctor.documentName}`, w.clients(), w.asClient, this, changed, operation, user.id);
    return this;
  }

  /**
   * Migrate and clean an update's expanded changes, validate the merged result, and keep what differs from the
   * source. GUESS: without recursion `system` is replaced whole, so it is cleaned whole (absent keys: initial) and
   * only unchanged top-level keys are left out of the diff.
   */
  protected cleanedDiff(input: Rec, type: string | undefined, operation: Operation): Rec {
    const ctor = this.constructor as DocClass;
    const changes = ctor.prepareSource(input, type, true, operation.recursive !== false);
    this.merged(changes, operation); // validates the whole result
    if (operation.diff === false) return changes;
    return operation.recursive === false ? topLevelDiff(this._source, changes) : diffObject(this._source, changes);
  }

  /** The source with `changes` merged in (arrays whole, deletions applied), validated whole. */
  protected merged(changes: Rec, operation: Operation): Rec {
    const next = mergeObject(deepClone(this._source), deepClone(changes), { performDeletions: true, applyOperators: true, recursive: operation.recursive ?? true });
    (this.constructor as DocClass).validateWhole(next);
    return next;
  }

  /** API DataModel#updateSource on a document: the local source only, no database, no hooks. */
  override updateSource(changes: Rec = {}, options: { dryRun?: boolean } = {}): Rec {
    const ctor = this.constructor as DocClass;
    const cleaned = ctor.prepareSource(expandObject(deepClone(changes)), this._source["type"] as string | undefined, true);
    const next = this.merged(cleaned, {});
    if (!options.dryRun) {
      this._source = next;
      this._initialize();
    }
    return cleaned;
  }

  async delete(operation: Operation = {}): Promise<this | undefined> {
    const w = world();
    const user = w.user();
    this.assertPermission(user, "delete");
    const name = this.documentName;
    if ((await this._preDelete(operation, user)) === false) return undefined;
    if (w.hooks.call(`preDelete${name}`, this, operation, user.id) === false) return undefined;
    (this.collection as Collection<Document> | undefined)?.delete(this.id!);
    this._onDelete(operation, user.id ?? "");
    this.parent?._onDeleteDescendantDocuments(this.parent, this.collectionName, [this], [this.id], operation, user.id ?? "");
    this.parent?._safePrepareData();
    w.hooks.broadcast(`delete${name}`, w.clients(), w.asClient, this, operation, user.id);
    return this;
  }

  static async updateDocuments(updates: Rec[] = [], operation: Operation = {}): Promise<Document[]> {
    const out: Document[] = [];
    for (const u of updates) {
      const doc = docIn(this.documentName, operation.parent ?? null, u["_id"]);
      const done = await doc.update(u, operation);
      if (done) out.push(done);
    }
    return out;
  }

  static async deleteDocuments(ids: string[] = [], operation: Operation = {}): Promise<Document[]> {
    const out: Document[] = [];
    for (const id of ids) {
      const done = await docIn(this.documentName, operation.parent ?? null, id).delete(operation);
      if (done) out.push(done);
    }
    return out;
  }

  // ---- embedded documents (API Document#createEmbeddedDocuments …) ----
  getEmbeddedCollection(name: string): Collection<Document> {
    const field = (this.constructor as DocClass).embedded[name];
    if (!field) throw new Error(`${name} is not embedded in ${this.documentName}`);
    return this.collections[field]!;
  }
  async createEmbeddedDocuments(name: string, data: Rec[] = [], operation: Operation = {}): Promise<Document[]> {
    this.getEmbeddedCollection(name);
    return embeddedClass(name).createDocuments(data, { ...operation, parent: this });
  }
  async updateEmbeddedDocuments(name: string, updates: Rec[] = [], operation: Operation = {}): Promise<Document[]> {
    return embeddedClass(name).updateDocuments(updates, { ...operation, parent: this });
  }
  async deleteEmbeddedDocuments(name: string, ids: string[] = [], operation: Operation = {}): Promise<Document[]> {
    return embeddedClass(name).deleteDocuments(ids, { ...operation, parent: this });
  }

  // ---- lifecycle methods subclasses override (API Document#_preCreate … _onDelete) ----
  // ClientDocument's own methods forward each event to a TypeDataModel `system` (#10410): the system model hears it
  // only through super, when the subclass calls super; a subclass that returns false first, or never calls super,
  // skips it. GUESS: a false from the document's own part stops before the system's.
  async _preCreate(data: Rec, options: Operation, user: UserLike): Promise<boolean | void> {
    return this.typedSystem?._preCreate(data, options, user);
  }
  _onCreate(data: Rec, options: Operation, userId: string): void {
    this.typedSystem?._onCreate(data, options, userId);
  }
  async _preUpdate(changes: Rec, options: Operation, user: UserLike): Promise<boolean | void> {
    return this.typedSystem?._preUpdate(changes, options, user);
  }
  _onUpdate(changed: Rec, options: Operation, userId: string): void {
    this.typedSystem?._onUpdate(changed, options, userId);
  }
  async _preDelete(options: Operation, user: UserLike): Promise<boolean | void> {
    return this.typedSystem?._preDelete(options, user);
  }
  _onDelete(options: Operation, userId: string): void {
    this.typedSystem?._onDelete(options, userId);
  }
  private get typedSystem(): TypeDataModel | null {
    return this.system instanceof TypeDataModel ? this.system : null;
  }
  /** The embedded collection's name in the parent ("combatants", "items"), not the document name. */
  get collectionName(): string {
    const field = this.parent ? (this.parent.constructor as DocClass).embedded[this.documentName] : undefined;
    return field ?? this.documentName;
  }
  /**
   * `collection` is the parent's embedded collection NAME ("combatants", "items", "effects"), not the document
   * name: pf1's actor JSDoc types it {"items"|"effects"}; Stonetop and Rogue Trader test `collection === "items"`.
   */
  _onCreateDescendantDocuments(_parent: Document, _collection: string, _docs: Document[], _data: Rec[], _options: Operation, _userId: string): void {}
  _onUpdateDescendantDocuments(_parent: Document, _collection: string, _docs: Document[], _changes: Rec[], _options: Operation, _userId: string): void {}
  _onDeleteDescendantDocuments(_parent: Document, _collection: string, _docs: Document[], _ids: unknown[], _options: Operation, _userId: string): void {}

  /** A plain copy with embedded documents as arrays of their sources. */
  override toObject(source = true): Rec {
    const out = super.toObject(source);
    for (const [field, collection] of Object.entries(this.collections ?? {})) out[field] = collection.map((d) => d.toObject(source));
    return out;
  }

  /** GUESS: a detached copy (API Document#clone), enough for previews. */
  clone(data: Rec = {}): Document {
    const cls = this.constructor as DocClass;
    return new cls(mergeObject(this.toObject(), data, { inplace: false }), { parent: this.parent });
  }

  static fieldOf(path: string): DataField | undefined {
    return this.schema.getField(path);
  }
}

function topLevelDiff(source: Rec, changes: Rec): Rec {
  return Object.fromEntries(Object.entries(changes).filter(([k, v]) => !equals(source[k], v)));
}

function embeddedClass(name: string): DocClass {
  const cls = (world().config[name] as Rec | undefined)?.["documentClass"];
  if (typeof cls !== "function") throw new Error(`CONFIG.${name}.documentClass is not set`);
  return cls as DocClass;
}

function docIn(name: string, parent: Document | null, id: unknown): Document {
  const collection = parent ? parent.getEmbeddedCollection(name) : (world().collection(name) as Collection<Document> | undefined);
  const doc = typeof id === "string" ? collection?.get(id) : undefined;
  if (!doc) throw new Error(`${name} "${String(id)}" does not exist`);
  return doc;
}
