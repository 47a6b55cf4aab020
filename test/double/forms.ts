/**
 * The double of Foundry's sheet form → update path, run on the LIVE rendered form in Chromium (foundry-traps.md
 * #5 and #6). Real Foundry builds a sheet's update this way (DocumentSheetV2, foundry-v13-notes §2.6):
 *   FormDataExtended(form).object            → a flat {"system.a.0.b": value} record, read from the DOM
 *   _processFormData(event, form, formData)  → foundry.utils.expandObject(formData.object), overridable by a sheet
 *   _prepareSubmitData(…)                    → the object handed to document.update()
 * The browser half (FORM_SCRIPT) is plain JavaScript placed in the page, so it reads the DOM exactly as the user
 * left it; the Node half expands the record and applies the sheet's own _processFormData.
 *
 * Sources for each behaviour are next to it in FORM_SCRIPT. The ones used throughout:
 *   [FDE]   https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html
 *           (options `disabled=false` "Include disabled fields?", `readonly=false`, `dtypes`)
 *   [7819]  foundryvtt/foundryvtt#7819 (resolution): checkbox without `value` → true/false; with `value` → the
 *           value (cast by data-dtype) or null; same-named boxes → one entry per box, e.g. [false, true, "hello", null, 4, null]
 *   [13804] foundryvtt/foundryvtt#13804: "form handling makes the number attempt to update to null when cleared"
 *   [7993]  foundryvtt/foundryvtt#7993: a radio group with nothing checked gives undefined
 *   [MULTI] https://foundryvtt.com/api/v14/classes/foundry.applications.elements.AbstractMultiSelectElement.html
 *           ("Multi-select components return an array of values as part of form submission") and the markup
 *           `<multi-checkbox name><option value selected>` of
 *           https://foundryvtt.com/api/v12/classes/foundry.applications.elements.HTMLMultiCheckboxElement.html
 *   [PM]    https://foundryvtt.com/api/v13/classes/foundry.applications.elements.HTMLProseMirrorElement.html
 *           (form-associated `<prose-mirror name>`, its value the HTML string)
 *   [EXP]   https://foundryvtt.com/api/functions/foundry.utils.expandObject.html (dot keys → nested plain objects)
 */
import type { Page } from "playwright-core";
import { expandObject } from "./utils";

type Rec = Record<string, unknown>;

/**
 * In-page JavaScript: the two v13 form-associated elements Fray's templates use (`<multi-checkbox>`,
 * `<prose-mirror>`) and `window.__frayFormData(form)`, FormDataExtended's `object` for that form.
 */
export const FORM_SCRIPT = String.raw`
(() => {
  if (window.__frayFormData) return;
  // [MULTI] <multi-checkbox name="…"><option value="a" selected>A</option>…</multi-checkbox>: shown as one labelled
  // checkbox per option; its form value is the array of ticked option values.
  // GUESS: the array starts in option order (the element reads its <option>s in order); the inner boxes carry no name.
  class MultiCheckbox extends HTMLElement {
    static formAssociated = true;
    constructor() { super(); this._internals = this.attachInternals(); this._value = new Set(); this._built = false; }
    get name() { return this.getAttribute("name") ?? ""; }
    get disabled() { return this.hasAttribute("disabled"); }
    get value() { return Array.from(this._value); }
    connectedCallback() {
      // Foundry inserts rendered HTML whole, so the <option>s are there; a page still being parsed has not read them yet.
      if (document.readyState === "loading") return void document.addEventListener("DOMContentLoaded", () => this.connectedCallback(), { once: true });
      if (this._built) return;
      this._built = true;
      const options = Array.from(this.querySelectorAll("option"));
      for (const o of options) if (o.selected || o.hasAttribute("selected")) this._value.add(o.value);
      this.replaceChildren(...options.map((o) => {
        const label = document.createElement("label");
        label.className = "checkbox";
        const box = document.createElement("input");
        box.type = "checkbox";
        box.value = o.value;
        box.checked = this._value.has(o.value);
        box.disabled = this.disabled;
        box.addEventListener("change", () => {
          if (box.checked) this._value.add(o.value); else this._value.delete(o.value);
          this.dispatchEvent(new Event("change", { bubbles: true }));
        });
        label.append(box, " ", o.textContent ?? "");
        return label;
      }));
    }
  }
  // [PM] <prose-mirror name="…" value="<p>…</p>">: form-associated; its value is the stored HTML until edited.
  // GUESS: the editor UI is not modelled (nothing is shown); only the value the form posts.
  class ProseMirror extends HTMLElement {
    static formAssociated = true;
    constructor() { super(); this._internals = this.attachInternals(); }
    get name() { return this.getAttribute("name") ?? ""; }
    get disabled() { return this.hasAttribute("disabled"); }
    get value() { return this._value ?? this.getAttribute("value") ?? ""; }
    set value(v) { this._value = String(v); }
  }
  if (!customElements.get("multi-checkbox")) customElements.define("multi-checkbox", MultiCheckbox);
  if (!customElements.get("prose-mirror")) customElements.define("prose-mirror", ProseMirror);

  // [FDE] data-dtype casts: Number ("" → null, [13804]), Boolean ("true"), JSON, String.
  const cast = (value, dtype) => {
    if (value === null || value === undefined) return value;
    switch (dtype) {
      case "Number": return value === "" ? null : Number(value);
      case "Boolean": return value === true || value === "true";
      case "JSON": return value === "" ? null : JSON.parse(value);
      default: return value;
    }
  };
  const valueOf = (el) => {
    const dtype = el.dataset?.dtype;
    if (el instanceof HTMLInputElement) {
      switch (el.type) {
        // [7819] no value attribute → boolean; a value attribute → the value (cast) or null.
        case "checkbox": return el.hasAttribute("value") ? (el.checked ? cast(el.value, dtype) : null) : el.checked;
        // [7993] a radio counts only when checked.
        case "radio": return el.checked ? cast(el.value, dtype) : undefined;
        // [13804] an empty number input posts null; otherwise a Number.
        case "number": case "range": return el.value === "" ? null : Number(el.value);
        default: return cast(el.value, dtype);
      }
    }
    // GUESS: <select multiple> posts the array of its selected values (the same contract as [MULTI]).
    if (el instanceof HTMLSelectElement) return el.multiple ? Array.from(el.selectedOptions, (o) => cast(o.value, dtype)) : cast(el.value, dtype);
    if (el instanceof HTMLTextAreaElement) return cast(el.value, dtype);
    return el.value; // form-associated custom elements ([MULTI], [PM])
  };

  window.__frayFormData = (form, options = {}) => {
    const entries = new Map();
    for (const el of Array.from(form.elements)) {
      const name = el.name;
      if (!name || el instanceof HTMLButtonElement || el instanceof HTMLFieldSetElement || el instanceof HTMLOutputElement) continue;
      // [FDE] disabled and readonly fields are left out unless asked for.
      if (el.disabled && !options.disabled) continue;
      if (el.readOnly && !options.readonly) continue;
      if (!entries.has(name)) entries.set(name, []);
      entries.get(name).push({ el, value: valueOf(el) });
    }
    const out = {};
    for (const [name, list] of entries) {
      if (list.every((e) => e.el instanceof HTMLInputElement && e.el.type === "radio")) {
        const chosen = list.find((e) => e.value !== undefined);
        if (chosen) out[name] = chosen.value;
        continue;
      }
      // [7819] several fields of one name → one entry per field, in document order.
      out[name] = list.length === 1 ? list[0].value : list.map((e) => e.value);
    }
    return out;
  };
})();
`;

/** The script as a `<script>` tag, for pages built as HTML strings (test/browser/render.ts). */
export const FORM_SCRIPT_TAG = `<script>${FORM_SCRIPT}</script>`;

/** FormDataExtended(form).object for the page's form (`selector`), as Foundry reads it from the live DOM. */
export async function formDataExtended(page: Page, selector = "form"): Promise<Rec> {
  await page.addScriptTag({ content: FORM_SCRIPT });
  return page.$eval(selector, (form) => (window as unknown as { __frayFormData: (f: Element) => Rec }).__frayFormData(form));
}

/** A sheet's `_processFormData` after core's expandObject (identity when the sheet does not override it). */
export type ProcessFormData = (expanded: Rec) => Rec;

/**
 * DocumentSheetV2's submit: `_processFormData` = expandObject(formData.object) [EXP], then the sheet's own
 * override, then `_prepareSubmitData` hands the result to document.update().
 * GUESS: `_prepareSubmitData` adds nothing for a plain submit (no `updateData` from a submit button).
 */
export function submitData(flat: Rec, processFormData: ProcessFormData = (d) => d): Rec {
  return processFormData(expandObject(flat));
}

/** Reads the live form and builds the update the sheet would send. */
export async function sheetSubmit(page: Page, processFormData?: ProcessFormData, selector = "form"): Promise<Rec> {
  return submitData(await formDataExtended(page, selector), processFormData);
}
