/**
 * foundry.applications.api: ApplicationV2, HandlebarsApplicationMixin and DialogV2, rendering into the page's DOM.
 * Sources: the API pages https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html,
 * HandlebarsApplicationMixin.html and DialogV2.html, and foundry-v13-notes §2 (drawn from dnd5e and Draw Steel
 * sheets). What it models: DEFAULT_OPTIONS merged up the class chain; render(options) → _prepareContext →
 * PARTS rendered from real .hbs files → frame on first render → _onFirstRender/_onRender → `render<Class>` hooks
 * for each class in the chain; `data-action` clicks dispatched to static handlers with `this` = the app and
 * `(event, target)`; core TABS (`_prepareTabs`, `changeTab`, the built-in `tab` action).
 */
import { deepClone, escapeHTML, mergeObject } from "./utils";
import { renderTemplate, loadTemplates } from "./templates";
import { world } from "./world";

type Rec = Record<string, unknown>;
/** A class in an app's chain (its constructor function). */
type Ctor = { readonly name: string };
type Handler = (this: ApplicationV2, event: Event, target: HTMLElement) => unknown;
type ActionEntry = Handler | { handler: Handler; buttons?: number[] };

export interface TabConfig {
  tabs: { id: string; icon?: string; label?: string; cssClass?: string }[];
  initial?: string;
  labelPrefix?: string;
}

/** Handler promises still running; tests await them (`settleActions`) instead of waiting for time. */
const pending = new Set<Promise<unknown>>();
/** Errors thrown by action handlers (Foundry lets them surface as uncaught; the page reports them too). */
export const actionErrors: unknown[] = [];

function track(result: unknown): void {
  if (!(result instanceof Promise)) return;
  const p = result.catch((err: unknown) => {
    actionErrors.push(err);
    console.error("Uncaught (in action handler)", err);
  });
  pending.add(p);
  void p.finally(() => pending.delete(p));
}

/** Wait until every action handler started so far (and any they started) has finished. */
export async function settleActions(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** Options merged from every class's own DEFAULT_OPTIONS, base first (notes §2.2: "merged up the class chain"). */
function inheritedOptions(cls: Ctor): Rec {
  const chain: Ctor[] = [];
  for (let c: Ctor | null = cls; c && c !== Function.prototype; c = Object.getPrototypeOf(c) as Ctor | null) {
    if (Object.hasOwn(c, "DEFAULT_OPTIONS")) chain.unshift(c);
  }
  const out: Rec = {};
  for (const c of chain) mergeObject(out, deepClone((c as unknown as { DEFAULT_OPTIONS: Rec }).DEFAULT_OPTIONS), { inplace: true });
  return out;
}

let appIds = 0;

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Rec = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: { frame: true, title: "", icon: false, resizable: false, minimizable: true },
    actions: {},
    form: undefined,
    position: {},
  };
  static TABS: Record<string, TabConfig> = {};
  static get BASE_APPLICATION(): typeof ApplicationV2 {
    return ApplicationV2;
  }

  options: Rec & { actions: Record<string, ActionEntry>; classes: string[]; tag: string; window: Rec };
  tabGroups: Record<string, string> = {};
  #element: HTMLElement | null = null;
  #state = 0; // 0 closed, 1 rendering/rendered
  readonly #appId = ++appIds;

  constructor(options: Rec = {}) {
    this.options = mergeObject(inheritedOptions(this.constructor), deepClone(options), { inplace: true }) as ApplicationV2["options"];
    this.options.id = String(this.options.id ?? "app-{id}").replace("{id}", String(this.#appId));
    for (const [group, config] of Object.entries((this.constructor as typeof ApplicationV2).TABS)) {
      this.tabGroups[group] = config.initial ?? config.tabs[0]?.id ?? "";
    }
  }

  get id(): string {
    return String(this.options.id);
  }
  get element(): HTMLElement {
    return this.#element as HTMLElement;
  }
  get rendered(): boolean {
    return this.#element !== null && this.#element.isConnected;
  }
  get title(): string {
    return String(this.options.window["title"] ?? "");
  }
  get form(): HTMLFormElement | null {
    return this.#element instanceof HTMLFormElement ? this.#element : (this.#element?.querySelector("form") ?? null);
  }

  /** API render(options | boolean): `true` means `{force: true}`; a closed app renders only when forced. */
  async render(options: Rec | boolean = {}): Promise<this> {
    const opts: Rec = typeof options === "boolean" ? { force: options } : { ...options };
    if (!this.rendered && !opts["force"]) return this;
    const first = !this.rendered;
    opts["isFirstRender"] = first;
    this._configureRenderOptions(opts);
    const context = await this._prepareContext(opts);
    const result = await this._renderHTML(context, opts);
    if (first) {
      this.#element = this._renderFrame(opts);
      this.#element.addEventListener("click", (event) => this.#onClick(event));
      document.body.append(this.#element);
    }
    this._replaceHTML(result, this.#contentOf(this.#element!), opts);
    this.#state = 1;
    if (first) await this._onFirstRender(context, opts);
    await this._onRender(context, opts);
    // API: render hooks fire for each class in the chain, base last (notes §2.10).
    for (const cls of this.#chain()) world().hooks.callAll(`render${cls.name}`, this, this.#element, context, opts);
    return this;
  }

  async close(_options: Rec = {}): Promise<this> {
    if (!this.#element) return this;
    this._onClose(_options);
    for (const cls of this.#chain()) world().hooks.callAll(`close${cls.name}`, this, this.#element);
    this.#element.remove();
    this.#element = null;
    this.#state = 0;
    return this;
  }

  #chain(): Ctor[] {
    const out: Ctor[] = [];
    for (let c: Ctor | null = this.constructor; c && c !== Object && c !== Function.prototype; c = Object.getPrototypeOf(c) as Ctor | null) {
      if (c.name) out.push(c);
      if (c === ApplicationV2) break;
    }
    return out;
  }

  _configureRenderOptions(_options: Rec): void {}

  /** API: the base class's context is empty; subclasses add to it. */
  async _prepareContext(_options: Rec): Promise<Rec> {
    return {};
  }

  /**
   * API _prepareTabs(group) (v13): `{[id]: {id, group, active, cssClass, icon, label}}`, label from
   * labelPrefix + id (notes §2.4, Draw Steel).
   */
  _prepareTabs(group: string): Record<string, Rec> {
    const config = (this.constructor as typeof ApplicationV2).TABS[group];
    if (!config) return {};
    const active = this.tabGroups[group] ?? config.initial;
    return Object.fromEntries(
      config.tabs.map((t) => [
        t.id,
        { ...t, id: t.id, group, active: t.id === active, cssClass: t.id === active ? "active" : "", icon: t.icon, label: t.label ?? (config.labelPrefix ? `${config.labelPrefix}.${t.id}` : t.id) },
      ]),
    );
  }

  /** API changeTab(tab, group): marks the tab and its content active within the group. */
  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
    for (const el of this.element?.querySelectorAll<HTMLElement>(`[data-group="${group}"][data-tab]`) ?? []) {
      el.classList.toggle("active", el.dataset["tab"] === tab);
    }
  }

  async _renderHTML(_context: Rec, _options: Rec): Promise<unknown> {
    return "";
  }

  _replaceHTML(result: unknown, content: HTMLElement, _options: Rec): void {
    content.innerHTML = String(result ?? "");
  }

  /** The frame: `<tag id class="application …">` with a header and `.window-content` (API _renderFrame). */
  _renderFrame(_options: Rec): HTMLElement {
    const el = document.createElement(this.options.tag || "div");
    el.id = this.id;
    el.classList.add("application", ...this.options.classes);
    if (this.options.window["frame"] !== false) {
      const header = document.createElement("header");
      header.className = "window-header";
      header.innerHTML = `<h1 class="window-title"></h1><button type="button" class="header-control" data-action="close">×</button>`;
      header.querySelector("h1")!.textContent = this.title;
      const content = document.createElement("section");
      content.className = "window-content";
      el.append(header, content);
    }
    return el;
  }

  #contentOf(el: HTMLElement): HTMLElement {
    return el.querySelector<HTMLElement>(":scope > .window-content") ?? el;
  }

  async _onFirstRender(_context: Rec, _options: Rec): Promise<void> {}
  async _onRender(_context: Rec, _options: Rec): Promise<void> {}
  _onClose(_options: Rec): void {}

  /** API: a click on `[data-action]` runs the named handler; `tab` and `close` are built in. */
  #onClick(event: MouseEvent): void {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!target || !this.#element?.contains(target)) return;
    const action = target.dataset["action"] ?? "";
    const entry = this.options.actions[action];
    if (entry) {
      event.preventDefault();
      const fn = typeof entry === "function" ? entry : entry.handler;
      track(fn.call(this, event, target));
      return;
    }
    if (action === "tab") {
      event.preventDefault();
      this.changeTab(target.dataset["tab"] ?? "", target.dataset["group"] ?? "");
    } else if (action === "close") {
      event.preventDefault();
      track(this.close());
    }
  }
}

export interface PartConfig {
  template: string;
  templates?: string[];
  scrollable?: string[];
  classes?: string[];
  id?: string;
}

/**
 * API HandlebarsApplicationMixin(Base): `static PARTS`; each part's template (and its `templates` partials) is
 * loaded, rendered with the shared context after `_preparePartContext(partId, context, options)`, and must
 * render exactly one root element, which gets `data-application-part`. `options.parts` re-renders only those.
 */
export function HandlebarsApplicationMixin(Base: typeof ApplicationV2) {
  class HandlebarsApplication extends Base {
    static PARTS: Record<string, PartConfig> = {};

    _configureRenderParts(_options: Rec): Record<string, PartConfig> {
      return deepClone((this.constructor as unknown as { PARTS: Record<string, PartConfig> }).PARTS);
    }

    async _preparePartContext(_partId: string, context: Rec, _options: Rec): Promise<Rec> {
      return context;
    }

    override async _renderHTML(context: Rec, options: Rec): Promise<Record<string, HTMLElement>> {
      const parts = this._configureRenderParts(options);
      const wanted = Array.isArray(options["parts"]) ? (options["parts"] as string[]) : Object.keys(parts);
      const out: Record<string, HTMLElement> = {};
      for (const partId of wanted) {
        const part = parts[partId];
        if (!part) continue;
        await loadTemplates([part.template, ...(part.templates ?? [])]);
        const partContext = await this._preparePartContext(partId, { ...context, partId: `${this.id}-${partId}` }, options);
        const html = await renderTemplate(part.template, partContext);
        const holder = document.createElement("template");
        holder.innerHTML = html.trim();
        const roots = [...holder.content.children];
        if (roots.length !== 1) throw new Error(`Template part "${partId}" must render a single HTML element.`);
        const root = roots[0] as HTMLElement;
        root.dataset["applicationPart"] = partId;
        if (part.classes) root.classList.add(...part.classes);
        out[partId] = root;
      }
      return out;
    }

    override _replaceHTML(result: unknown, content: HTMLElement, _options: Rec): void {
      for (const [partId, el] of Object.entries(result as Record<string, HTMLElement>)) {
        const old = content.querySelector(`[data-application-part="${partId}"]`);
        if (old) old.replaceWith(el);
        else content.append(el);
      }
    }
  }
  return HandlebarsApplication;
}

export interface DialogButton {
  action: string;
  label?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: DialogV2) => unknown;
}

/**
 * API DialogV2: a form with `content` and a footer of buttons; clicking one resolves `wait()` with its callback's
 * result (or its action); closing resolves null unless `rejectClose` (API DialogV2.wait, DialogV2Configuration).
 */
export class DialogV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Rec = { tag: "dialog", classes: ["dialog"], window: { minimizable: false }, content: "", buttons: [], rejectClose: false };
  #resolve: ((value: unknown) => void) | null = null;
  #reject: ((err: unknown) => void) | null = null;

  override async _renderHTML(): Promise<string> {
    const buttons = (this.options["buttons"] as DialogButton[])
      .map((b) => `<button type="submit" data-action="${b.action}"${b.default ? " autofocus" : ""}>${escapeHTML(b.label ?? b.action)}</button>`)
      .join("");
    return `<form class="dialog-form">${String(this.options["content"] ?? "")}<footer class="form-footer">${buttons}</footer></form>`;
  }

  override _renderFrame(options: Rec): HTMLElement {
    const el = super._renderFrame(options);
    // The dialog's own form must not navigate; its buttons are actions.
    el.addEventListener("submit", (e) => e.preventDefault());
    el.addEventListener("click", (e) => {
      const button = (e.target as HTMLElement).closest<HTMLButtonElement>("footer button[data-action]");
      if (!button || !el.contains(button)) return;
      e.preventDefault();
      const config = (this.options["buttons"] as DialogButton[]).find((b) => b.action === button.dataset["action"]);
      const value = config?.callback ? config.callback(e, button, this) : (config?.action ?? null);
      this.#settle(value);
    });
    return el;
  }

  override async _onRender(context: Rec, options: Rec): Promise<void> {
    await super._onRender(context, options);
    if (this.element instanceof HTMLDialogElement && !this.element.open) this.element.show();
  }

  #settle(value: unknown): void {
    const resolve = this.#resolve;
    this.#resolve = this.#reject = null;
    void this.close();
    resolve?.(value);
  }

  override async close(options: Rec = {}): Promise<this> {
    const reject = this.#reject;
    const resolve = this.#resolve;
    this.#resolve = this.#reject = null;
    if (this.options["rejectClose"] && reject) reject(new Error("Dialog was closed"));
    else resolve?.(null);
    return super.close(options);
  }

  /**
   * API DialogV2.wait(config): renders the dialog and resolves when a button is clicked or it is closed. Its
   * `render` option is called with (event, dialog) once the dialog is drawn (API DialogV2WaitOptions.render: "A
   * synchronous function to invoke whenever the dialog is rendered",
   * https://foundryvtt.com/api/v14/interfaces/foundry.DialogV2WaitOptions.html). GUESS: only the first render is
   * modelled; a wait dialog is drawn once.
   */
  static async wait(config: Rec = {}): Promise<unknown> {
    const dialog = new this(config);
    const result = new Promise((resolve, reject) => {
      dialog.#resolve = resolve;
      dialog.#reject = reject;
    });
    await dialog.render({ force: true });
    const render = config["render"];
    if (typeof render === "function") (render as (event: Event, dialog: DialogV2) => void)(new Event("render"), dialog);
    return result;
  }

  /** API DialogV2.confirm: yes → true, no → false. */
  static async confirm(config: Rec = {}): Promise<unknown> {
    return this.wait({
      ...config,
      buttons: [
        { action: "yes", label: "Yes", default: true, callback: () => true },
        { action: "no", label: "No", callback: () => false },
      ],
    });
  }
}
