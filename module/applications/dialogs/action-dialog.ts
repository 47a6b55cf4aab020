/** A sheet action's dialog (DialogV2): the fields the adapter asks for, returned as the form's strings. */
import { SYSTEM_ID } from "../../config";
import type { ActionDialog } from "../../rulesets/action-fields";

export const ACTION_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialogs/action-fields.hbs`;

/** The form's values by field name; null when the user closes the dialog. */
export async function askActionFields(dialog: ActionDialog): Promise<Record<string, string> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ACTION_DIALOG_TEMPLATE, { ...dialog });
  const fields = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(dialog.title) },
    content,
    buttons: [
      {
        action: "ok",
        label: game.i18n.localize("FRAY.Action.Confirm"),
        default: true,
        callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => {
          const out: Record<string, string> = {};
          const form = button.form;
          if (!form) return out;
          for (const [k, v] of new FormData(form).entries()) out[k] = typeof v === "string" ? v : "";
          return out;
        },
      },
    ],
    rejectClose: false,
  });
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : null;
}
