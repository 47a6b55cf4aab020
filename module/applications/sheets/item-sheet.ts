/**
 * The item sheet for every item type: header, a details tab built from the item's spec (one group per ruleset
 * block) and a description tab. Combos list their components, total rating and the problems against the
 * owner's limit; techniques can be dropped on a combo to add them as components.
 */
import { SYSTEM_ID } from "../../config";
import { itemProcessFormData } from "./submit-data";
import { ITEM_SPECS } from "../../data/item/schema";
import { initialOf, type ObjSpec } from "../../data/shared/spec";
import { currentRuleset } from "../../settings";
import { comboOwner, itemSheetContext } from "./context";
import { enrichItemHtml } from "./enrich";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const T = `systems/${SYSTEM_ID}/templates`;
const Base = HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2);

function isItemType(t: string): t is keyof typeof ITEM_SPECS {
  return t in ITEM_SPECS;
}

export class FrayItemSheet extends Base {
  static override DEFAULT_OPTIONS = {
    classes: ["fray", "sheet", "item"],
    position: { width: 560, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      addBlock: FrayItemSheet.#addBlock,
      addComponent: FrayItemSheet.#addComponent,
      removeComponent: FrayItemSheet.#removeComponent,
    },
  };

  static override PARTS = {
    header: { template: `${T}/item/header.hbs` },
    tabs: { template: `${T}/parts/tabs.hbs` },
    details: { template: `${T}/item/details.hbs`, templates: [`${T}/parts/field-rows.hbs`], scrollable: [""] },
    description: { template: `${T}/item/description.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: { tabs: [{ id: "details" }, { id: "description" }], initial: "details", labelPrefix: "FRAY.Sheet.Tab" },
  };

  /** Rows posted as {"0": {…}} become whole lists again, each posted row over its stored row (submit-data.ts). */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended) {
    return itemProcessFormData(super._processFormData(event, form, formData), this.document.toObject());
  }

  protected override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const item = this.document;
    if (!isItemType(item.type)) return context;
    const system = item.system.toObject(false) as Record<string, unknown>;
    const owner = item.actor;
    const { descriptionHTML = "" } = await enrichItemHtml(item);
    Object.assign(
      context,
      itemSheetContext({
        name: item.name,
        img: item.img ?? "",
        type: item.type,
        system,
        ruleset: currentRuleset(),
        editable: this.isEditable,
        ...(owner
          ? {
              owner: comboOwner(
                owner.system.stats,
                owner.items.contents.map((i) => ({ type: i.type, name: i.name, system: i.system.toObject(false) })),
              ),
            }
          : {}),
        descriptionHTML,
      }),
    );
    return context;
  }

  protected override async _onRender(context: foundry.applications.api.ApplicationV2.RenderContext, options: foundry.applications.api.ApplicationV2.RenderOptions) {
    await super._onRender(context, options);
    if (this.document.type !== "combo") return;
    // Drop a technique on a combo: it becomes a component with the technique's Combo Rating.
    new foundry.applications.ux.DragDrop.implementation({
      dropSelector: ".fray-combo",
      permissions: { drop: () => this.isEditable },
      callbacks: { drop: (event: DragEvent) => void this.#onDropTechnique(event) },
    }).bind(this.element);
  }

  async #onDropTechnique(event: DragEvent): Promise<void> {
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
    const dropped = await Item.implementation.fromDropData(data as Parameters<typeof Item.implementation.fromDropData>[0]);
    if (!dropped || dropped.type !== "technique") {
      ui.notifications?.warn("FRAY.Combo.OnlyTechniques", { localize: true });
      return;
    }
    const tech = dropped.system.toObject(false) as Record<string, unknown>;
    const rating = typeof tech["comboRating"] === "number" ? tech["comboRating"] : 0;
    await this.#updateComponents((list) => [...list, { name: dropped.name, rating }]);
  }

  async #updateComponents(change: (list: { name: string; rating: number }[]) => { name: string; rating: number }[]): Promise<void> {
    const system = this.document.system.toObject(false) as Record<string, unknown>;
    const list = Array.isArray(system["components"]) ? (system["components"] as { name: string; rating: number }[]) : [];
    await this.document.update({ system: { components: change(list) } });
  }

  static async #addBlock(this: FrayItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset["block"] ?? "";
    const spec = isItemType(this.document.type) ? (ITEM_SPECS[this.document.type] as ObjSpec).fields[key] : undefined;
    if (!spec || spec.kind !== "object") return;
    await this.document.update({ system: { [key]: initialOf({ ...spec, nullable: false }) } });
  }

  static async #addComponent(this: FrayItemSheet): Promise<void> {
    await this.#updateComponents((list) => [...list, { name: "", rating: 0 }]);
  }

  static async #removeComponent(this: FrayItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(target.dataset["index"]);
    await this.#updateComponents((list) => list.filter((_c, i) => i !== index));
  }
}
