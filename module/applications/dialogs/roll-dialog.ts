/** The roll dialog (DialogV2): each ruleset's part of the form, read by its adapter's parseDialog. */
import { notifyRefusal } from "../../chat/notify-refusal";
import { SYSTEM_ID } from "../../config";
import type { RulesetId } from "../../schema/choices";
import { rollOptionsFrom, type RollOptions } from "../../rulesets/contract/dialog";
import { adapterFor } from "../../rulesets/registry";
import { askFormValues } from "./form-dialog";

export const ROLL_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialogs/roll-options.hbs`;

/** Each ruleset's part of the dialog (a partial the dialog includes by the ruleset's id). */
export const rollDialogPart = (ruleset: RulesetId): string => `systems/${SYSTEM_ID}/templates/dialogs/roll-${ruleset}.hbs`;

/** The submitted form as the ruleset's adapter reads it (throws a coded error naming a bad field). */
export const parseRollOptions = (ruleset: RulesetId, fields: Readonly<Record<string, string | undefined>>): RollOptions => rollOptionsFrom(fields, adapterFor(ruleset).parseDialog);

/** Ask for modifiers; null when the user cancels. A bad entry is reported and the dialog result discarded. */
export async function askRollOptions(ruleset: RulesetId, data: Record<string, unknown> = {}): Promise<RollOptions | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, { ruleset, ...data });
  const fields = await askFormValues(content, "FRAY.Dialog.Title", { action: "roll", label: "FRAY.Dialog.Roll" });
  if (!fields) return null;
  try {
    return parseRollOptions(ruleset, fields);
  } catch (e) {
    notifyRefusal("FRAY.Notice.RollOptionsRefused", e);
    return null;
  }
}
