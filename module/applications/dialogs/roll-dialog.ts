/** The roll dialog (DialogV2): pools and modifiers per ruleset; its fields are parsed by roll-options.ts. */
import { notifyRefusal } from "../../chat/notify-refusal";
import { SYSTEM_ID } from "../../config";
import type { RulesetId } from "../../schema/choices";
import { askFormValues } from "./form-dialog";
import { parseRollOptions, type RollOptions } from "./roll-options";

export const ROLL_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialogs/roll-options.hbs`;

/** Each ruleset's part of the dialog (a partial the dialog includes by the ruleset's id). */
export const rollDialogPart = (ruleset: RulesetId): string => `systems/${SYSTEM_ID}/templates/dialogs/roll-${ruleset}.hbs`;

/** Ask for modifiers; null when the user cancels. A bad entry is reported and the dialog result discarded. */
export async function askRollOptions(ruleset: RulesetId, data: Record<string, unknown> = {}): Promise<RollOptions | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, { ruleset, ...data });
  const fields = await askFormValues(content, "FRAY.Dialog.Title", { action: "roll", label: "FRAY.Dialog.Roll" });
  if (!fields) return null;
  try {
    return parseRollOptions(fields);
  } catch (e) {
    notifyRefusal("FRAY.Notice.RollOptionsRefused", e);
    return null;
  }
}
