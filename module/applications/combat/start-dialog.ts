/**
 * Begin Combat for the GM: when the world ruleset's start can take options (an ambush, surprise, who holds the
 * initiative), a dialog asks them, prefilled from the tokens' statuses, before the fight starts with them. A ruleset
 * with nothing to ask starts at once, as before.
 */
import { SYSTEM_ID } from "../../config";
import type { FrayCombat } from "../../documents/combat";
import { askFormValues } from "../dialogs/form-dialog";
import { escapeHtml } from "../../chat/notice";
import type { Format } from "./tracker-context";
import { startArgsFromForm, startDialogContext } from "./start-fields";

export const START_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/start-dialog.hbs`;

const format: Format = (key, data) => (data ? game.i18n.format(key, data) : game.i18n.localize(key));

/** Ask the start options (if the ruleset has any) and start; closing the dialog starts nothing. */
export async function beginCombat(combat: FrayCombat): Promise<void> {
  const entrants = combat.frayEntrants();
  const fields = combat.frayView.startFields?.(entrants) ?? [];
  if (fields.length === 0 || !game.user.isGM) {
    await combat.frayStart();
    return;
  }
  const content = await foundry.applications.handlebars.renderTemplate(START_DIALOG_TEMPLATE, startDialogContext(fields, entrants, combat.frayNames(), format));
  const form = await askFormValues(content, "FRAY.Tracker.StartDialog.Title", { action: "begin", label: "FRAY.Tracker.StartDialog.Begin" });
  if (!form) return;
  let args: Record<string, unknown>;
  try {
    args = startArgsFromForm(fields, entrants, form);
  } catch (err) {
    ui.notifications?.warn(escapeHtml(game.i18n.format("FRAY.Tracker.StartDialog.Refused", { reason: err instanceof Error ? err.message : String(err) })));
    return;
  }
  await combat.frayStart(args);
}
