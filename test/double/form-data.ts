/**
 * foundry.applications.ux.FormDataExtended: what a sheet's form posts, read from the real rendered form.
 * Sources: API https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html (`object`
 * is the flat record of named values, typed by input kind and `data-dtype`); same-named checkboxes post one entry
 * per box, the value when ticked and null when not (foundryvtt/foundryvtt#7819, foundry-traps #6); dotted names
 * are later expanded with expandObject, so `x.0.name` becomes `{x: {"0": {name}}}`, an object (foundry-traps #5).
 */
type Value = string | number | boolean | null | (string | number | boolean | null)[];

function typed(raw: string, dtype: string | undefined, numeric: boolean): Value {
  if (dtype === "Boolean") return raw === "true";
  if (dtype === "JSON") return raw === "" ? null : (JSON.parse(raw) as Value);
  if (numeric || dtype === "Number") return raw.trim() === "" ? null : Number(raw);
  return raw;
}

export class FormDataExtended {
  /** The flat record `name → value` (dotted names are not expanded here). */
  readonly object: Record<string, Value> = {};

  /**
   * GUESS on `disabled`: disabled inputs are left out unless `{disabled: true}` (the API documents the option;
   * the default is from memory).
   */
  constructor(form: HTMLFormElement, options: { disabled?: boolean; readonly?: boolean } = {}) {
    const byName = new Map<string, Element[]>();
    for (const el of form.elements) {
      const name = (el as HTMLInputElement).name;
      if (!name) continue;
      if ((el as HTMLInputElement).disabled && !options.disabled) continue;
      byName.set(name, [...(byName.get(name) ?? []), el]);
    }
    for (const [name, els] of byName) this.object[name] = this.#read(els);
  }

  #read(els: Element[]): Value {
    const first = els[0] as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const dtype = (first as HTMLElement).dataset["dtype"];
    if (first instanceof HTMLInputElement && first.type === "checkbox") {
      if (els.length === 1) return first.checked;
      return els.map((e) => {
        const box = e as HTMLInputElement;
        return box.checked ? typed(box.value, dtype, false) : null;
      }) as Value;
    }
    if (first instanceof HTMLInputElement && first.type === "radio") {
      const on = els.find((e) => (e as HTMLInputElement).checked) as HTMLInputElement | undefined;
      return on ? typed(on.value, dtype, false) : null;
    }
    if (first instanceof HTMLSelectElement && first.multiple) return [...first.selectedOptions].map((o) => typed(o.value, dtype, false)) as Value;
    const numeric = first instanceof HTMLInputElement && (first.type === "number" || first.type === "range");
    // GUESS: several same-named inputs of another kind post a list of their values.
    if (els.length > 1) return els.map((e) => typed((e as HTMLInputElement).value, dtype, numeric)) as Value;
    return typed(first.value, dtype, numeric);
  }
}
