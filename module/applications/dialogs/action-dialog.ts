/** A sheet action's dialog (DialogV2): the fields the adapter asks for, returned as the form's strings. */
import { SYSTEM_ID } from "../../config";
import { askFormValues } from "./form-dialog";
import type { ActionDialog } from "../../rulesets/action-fields";

export const ACTION_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialogs/action-fields.hbs`;

/** The form's values by field name; null when the user closes the dialog. */
export async function askActionFields(dialog: ActionDialog): Promise<Record<string, string> | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ACTION_DIALOG_TEMPLATE, { ...dialog });
  return askFormValues(content, dialog.title, { action: "ok", label: "FRAY.Action.Confirm" });
}
