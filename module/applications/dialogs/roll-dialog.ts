/** The roll dialog (DialogV2): each ruleset's part of the form, read by its adapter's parseDialog. */
import { notifyRefusal } from "../../chat/notify-refusal";
import { SYSTEM_ID } from "../../config";
import type { RulesetId } from "../../schema/choices";
import { rollOptionsFrom, type RollOptions } from "../../rulesets/contract/dialog";
import { adapterFor } from "../../rulesets/registry";
import { currentRulesOptions } from "../../settings";
import { askFormValues } from "./form-dialog";
import { previewOdds, wireLiveOdds, type DialogPreview } from "./live-odds";
import { defaultForm } from "./skip";

export const ROLL_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialogs/roll-options.hbs`;

/** Each ruleset's part of the dialog (a partial the dialog includes by the ruleset's id). */
export const rollDialogPart = (ruleset: RulesetId): string => `systems/${SYSTEM_ID}/templates/dialogs/roll-${ruleset}.hbs`;

/** The submitted form as the ruleset's adapter reads it (throws a coded error naming a bad field). */
export const parseRollOptions = (ruleset: RulesetId, fields: Readonly<Record<string, string | undefined>>): RollOptions => rollOptionsFrom(fields, adapterFor(ruleset).parseDialog);

/** How the dialog is shown: its title (plain text) and whether it is skipped (rolled with its defaults). */
export interface RollDialogHow {
  title: string;
  skip: boolean;
}

/**
 * Ask for modifiers; null when the user cancels. A bad entry is reported and the dialog result discarded. With a
 * `preview` (the adapter's request for an answer) the dialog shows its odds, updated as the options change.
 */
export async function askRollOptions(ruleset: RulesetId, data: Record<string, unknown> = {}, how: RollDialogHow = { title: "FRAY.Dialog.Title", skip: false }, preview?: DialogPreview): Promise<RollOptions | null> {
  let fields: Record<string, string> | null;
  if (how.skip) fields = defaultForm(data);
  else {
    const parse = adapterFor(ruleset).parseDialog;
    const oddsOf = preview ? (form: Record<string, string>) => previewOdds(form, parse, preview, currentRulesOptions(), game.i18n) : null;
    const odds = oddsOf ? { odds: true, oddsShown: oddsOf(defaultForm(data)) } : {};
    const content = await foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, { ruleset, ...data, ...odds });
    fields = await askFormValues(content, how.title, { action: "roll", label: "FRAY.Dialog.Roll" }, oddsOf ? (form) => wireLiveOdds(form, oddsOf) : undefined);
  }
  if (!fields) return null;
  try {
    return parseRollOptions(ruleset, fields);
  } catch (e) {
    notifyRefusal("FRAY.Notice.RollOptionsRefused", e);
    return null;
  }
}
