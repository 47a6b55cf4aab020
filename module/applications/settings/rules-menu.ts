/**
 * A ruleset's rules-options submenu in the settings window (game.settings.registerMenu, module/settings.ts): its
 * readings as selects, each with its hint, a link to its rules journal's optional readings, saved together.
 */
import { SYSTEM_ID } from "../../config";
import { RULES_JOURNALS, rulesPageUuid } from "../../packs/rules-journals";
import { RULESET_LABELS } from "../../rulesets/registry";
import type { RulesetId } from "../../schema/choices";
import { escapeHtml } from "../../chat/notice";
import { rulesMenuRows, rulesMenuValues } from "./rules-menu-context";

export const RULES_MENU_TEMPLATE = `systems/${SYSTEM_ID}/templates/settings/rules-menu.hbs`;

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** The submenu's form class for `ruleset` (registerMenu instantiates the class it is given, without arguments). */
export function rulesMenuClass(ruleset: RulesetId) {
  return class RulesMenu extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: `fray-rules-${ruleset}`,
      tag: "form",
      classes: ["fray", "fray-rules-options"],
      window: { icon: "fa-solid fa-scale-balanced" },
      position: { width: 520 },
      form: { handler: RulesMenu.#onSubmit, closeOnSubmit: true },
    };

    static override PARTS = { form: { template: RULES_MENU_TEMPLATE } };

    override get title(): string {
      return game.i18n.format("FRAY.Settings.RulesMenu.Title", { ruleset: game.i18n.localize(RULESET_LABELS[ruleset]) });
    }

    protected override async _prepareContext(): Promise<foundry.applications.api.ApplicationV2.RenderContext> {
      const rows = rulesMenuRows(ruleset, (key) => game.settings.get(SYSTEM_ID, key as never));
      return { rows, uuid: rulesPageUuid(ruleset, RULES_JOURNALS[ruleset].pages.readings, SYSTEM_ID) } as foundry.applications.api.ApplicationV2.RenderContext;
    }

    static async #onSubmit(this: RulesMenu, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended): Promise<void> {
      let values: { key: string; value: string }[];
      try {
        values = rulesMenuValues(ruleset, formData.object as Record<string, unknown>);
      } catch (err) {
        ui.notifications?.warn(escapeHtml(game.i18n.format("FRAY.Settings.RulesMenu.Refused", { reason: err instanceof Error ? err.message : String(err) })));
        return;
      }
      for (const { key, value } of values) await game.settings.set(SYSTEM_ID, key as never, value as never);
    }
  };
}
