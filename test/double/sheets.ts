/**
 * Document sheets: DocumentSheetV2, ActorSheetV2, ItemSheetV2, DocumentSheetConfig, DragDrop and TextEditor.
 * Sources: API pages https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html,
 * foundry.applications.sheets.ActorSheetV2.html, foundry.applications.apps.DocumentSheetConfig.html,
 * foundry.applications.ux.DragDrop.html; foundry-v13-notes §2.2–2.9 (dnd5e, Draw Steel): the form tag, submit on
 * change through FormDataExtended + expandObject → `document.update`, `isEditable`, core TABS in `context.tabs`,
 * ActorSheetV2's built-in drag on `.draggable` rows (dnd5e `templates/inventory/*.hbs`, foundry-traps #12).
 */
import { ApplicationV2 } from "./applications";
import { expandObject } from "./utils";
import { world } from "./world";

type Rec = Record<string, unknown>;

/** What a sheet needs of a document (the double's Document provides it). */
export interface SheetDocument {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly documentName: string;
  readonly isOwner: boolean;
  readonly type?: string;
  toObject(source?: boolean): Rec;
  update(data: Rec, options?: Rec): Promise<unknown>;
  testUserPermission(user: unknown, level: string | number): boolean;
  readonly _source?: Rec;
  readonly system?: { schema?: { fields?: unknown } } & Rec;
}

/**
 * FormDataExtended over the live form: `object` is what forms.ts's in-page script (`window.__frayFormData`, the
 * one model of Foundry's form reading, with its sources) reads from the DOM. browser.ts installs the script.
 */
export class FormDataExtended {
  readonly object: Rec;
  constructor(form: HTMLFormElement, options: { disabled?: boolean; readonly?: boolean } = {}) {
    const read = (globalThis as unknown as { __frayFormData?: (f: HTMLFormElement, o: Rec) => Rec }).__frayFormData;
    if (!read) throw new Error("FormDataExtended needs test/double/forms.ts's FORM_SCRIPT in the page");
    this.object = read(form, options);
  }
}

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Rec = {
    id: "{id}",
    tag: "form",
    classes: ["sheet"],
    form: { submitOnChange: false, closeOnSubmit: false },
    sheetConfig: true,
    document: null,
    viewPermission: "LIMITED",
    editPermission: "OWNER",
  };

  constructor(options: Rec = {}) {
    const doc = options["document"] as SheetDocument | undefined;
    if (!doc) throw new Error("A DocumentSheetV2 needs a document");
    // API: the id is "<Class>-<document uuid>" with dots replaced, so one sheet per document and class.
    super({ ...options, id: `${new.target.name}-${doc.uuid.replace(/\./g, "-")}` });
    this.options["document"] = doc;
  }

  get document(): SheetDocument {
    return this.options["document"] as SheetDocument;
  }

  /** API isEditable: the user owns the document (editPermission) and the sheet is not locked by a pack. */
  get isEditable(): boolean {
    return this.document.isOwner;
  }

  override get title(): string {
    return this.document.name;
  }

  /**
   * API _prepareContext: document, source, fields, editable, user, rootId, and (v13 core TABS) `tabs` for every
   * group (foundry-v13-notes §2.4: Draw Steel reads `context.tabs` after `super._prepareContext`).
   */
  override async _prepareContext(options: Rec): Promise<Rec> {
    const context = await super._prepareContext(options);
    const tabs: Record<string, Rec> = {};
    for (const group of Object.keys((this.constructor as typeof ApplicationV2).TABS)) Object.assign(tabs, this._prepareTabs(group));
    return Object.assign(context, {
      document: this.document,
      source: this.document._source ?? this.document.toObject(),
      fields: (this.document as unknown as { schema?: { fields?: unknown } }).schema?.fields,
      editable: this.isEditable,
      user: world().user(),
      rootId: this.id,
      tabs,
    });
  }

  override _renderFrame(options: Rec): HTMLElement {
    const el = super._renderFrame(options);
    const form = this.options.form as { submitOnChange?: boolean } | undefined;
    // API: a change in the form submits it when `form.submitOnChange`; a submit event always does.
    el.addEventListener("change", (event) => {
      if (form?.submitOnChange && (event.target as HTMLInputElement | null)?.name) void this.submit();
    });
    el.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.submit();
    });
    return el;
  }

  /** API _processFormData(event, form, formData): the expanded object (`expandObject(formData.object)`). */
  _processFormData(_event: Event | null, _form: HTMLFormElement, formData: FormDataExtended): Rec {
    return expandObject(formData.object);
  }

  /** API _processSubmitData: the update sent to the document. */
  async _processSubmitData(_event: Event | null, _form: HTMLFormElement, submitData: Rec): Promise<void> {
    await this.document.update(submitData);
  }

  /** API submit(): the rendered form → FormDataExtended → _processFormData → _processSubmitData. */
  async submit(): Promise<void> {
    const form = this.form;
    if (!form || !this.isEditable) return;
    const data = this._processFormData(null, form, new FormDataExtended(form));
    await this._processSubmitData(null, form, data);
  }
}

export interface DragDropConfig {
  dragSelector?: string | null;
  dropSelector?: string | null;
  permissions?: { dragstart?: (selector: string | null) => boolean; drop?: (selector: string | null) => boolean };
  callbacks?: { dragstart?: (event: DragEvent) => void; dragover?: (event: DragEvent) => void; drop?: (event: DragEvent) => void };
}

/** API DragDrop(config).bind(html): draggable on dragSelector matches, drop listeners on dropSelector (or html). */
export class DragDrop {
  static get implementation(): typeof DragDrop {
    return DragDrop;
  }
  constructor(readonly config: DragDropConfig) {}
  bind(html: HTMLElement): this {
    const { dragSelector = null, dropSelector = null, permissions = {}, callbacks = {} } = this.config;
    if (dragSelector && (permissions.dragstart?.(dragSelector) ?? true)) {
      for (const el of html.querySelectorAll<HTMLElement>(dragSelector)) {
        el.draggable = true;
        el.addEventListener("dragstart", (e) => callbacks.dragstart?.(e));
      }
    }
    const targets = dropSelector ? [...html.querySelectorAll<HTMLElement>(dropSelector)] : [html];
    for (const el of targets) {
      el.addEventListener("dragover", (e) => callbacks.dragover?.(e));
      el.addEventListener("drop", (e) => {
        if (permissions.drop?.(dropSelector) ?? true) callbacks.drop?.(e);
      });
    }
    return this;
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Rec = { classes: ["actor"] };
  /** Rows the built-in drag binds (foundry-traps #12: core's selector is `.draggable`). */
  dragStarts: HTMLElement[] = [];
  get actor(): SheetDocument {
    return this.document;
  }
  /** ActorSheetV2 binds its own DragDrop on `.draggable` (notes §2.9; dnd5e adds none of its own). */
  override async _onRender(context: Rec, options: Rec): Promise<void> {
    await super._onRender(context, options);
    this.dragStarts = [...this.element.querySelectorAll<HTMLElement>(".draggable")];
    new DragDrop({ dragSelector: ".draggable", dropSelector: null, permissions: { dragstart: () => true, drop: () => this.isEditable } }).bind(this.element);
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  static override DEFAULT_OPTIONS: Rec = { classes: ["item"] };
  get item(): SheetDocument {
    return this.document;
  }
}

interface Registration {
  namespace: string;
  cls: typeof DocumentSheetV2;
  types: string[] | null;
  makeDefault: boolean;
  label: unknown;
}

/** API DocumentSheetConfig.registerSheet / unregisterSheet, and the sheet class a document opens with. */
export class DocumentSheetConfig {
  static readonly registry = new Map<string, Registration[]>();
  static #name(documentClass: { documentName?: string; name: string }): string {
    return documentClass.documentName ?? documentClass.name;
  }
  static registerSheet(documentClass: { documentName?: string; name: string }, namespace: string, cls: typeof DocumentSheetV2, options: { types?: string[]; makeDefault?: boolean; label?: unknown } = {}): void {
    const key = this.#name(documentClass);
    const list = this.registry.get(key) ?? [];
    list.push({ namespace, cls, types: options.types ?? null, makeDefault: options.makeDefault ?? false, label: options.label });
    this.registry.set(key, list);
  }
  /** GUESS: unregistering a class that was never registered (v14 registers no core sheets) is a no-op. */
  static unregisterSheet(documentClass: { documentName?: string; name: string }, namespace: string, cls: unknown, _options: { types?: string[] } = {}): void {
    const key = this.#name(documentClass);
    this.registry.set(key, (this.registry.get(key) ?? []).filter((r) => !(r.namespace === namespace && r.cls === cls)));
  }
  /** The default sheet class for a document type: the last registered default for it, else the first that fits. */
  static sheetClassFor(documentName: string, type: string | undefined): typeof DocumentSheetV2 | null {
    const fits = (this.registry.get(documentName) ?? []).filter((r) => r.types === null || (type !== undefined && r.types.includes(type)));
    return (fits.filter((r) => r.makeDefault).at(-1) ?? fits[0])?.cls ?? null;
  }
}

const SHEETS = new WeakMap<object, DocumentSheetV2>();

/** Document#sheet: one instance of the registered sheet class per document (API ClientDocumentMixin#sheet). */
export function sheetOf(doc: SheetDocument): DocumentSheetV2 | null {
  let sheet = SHEETS.get(doc);
  if (!sheet) {
    const cls = DocumentSheetConfig.sheetClassFor(doc.documentName, doc.type);
    if (!cls) return null;
    SHEETS.set(doc, (sheet = new cls({ document: doc })));
  }
  return sheet;
}

/**
 * TextEditor.implementation. GUESS: enrichHTML returns the stored HTML unchanged (no @UUID links or inline rolls
 * in the smoke data); getDragEventData parses the drag's text/plain JSON (API TextEditor.getDragEventData).
 */
export class TextEditor {
  static get implementation(): typeof TextEditor {
    return TextEditor;
  }
  static async enrichHTML(html: string | null | undefined, _options: Rec = {}): Promise<string> {
    return html ?? "";
  }
  static getDragEventData(event: DragEvent): Rec {
    try {
      return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "{}") as Rec;
    } catch {
      return {};
    }
  }
}
