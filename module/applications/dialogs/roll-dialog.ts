/** The roll dialog (DialogV2): pools and modifiers per ruleset; its fields are parsed by roll-options.ts. */
import { notifyRefusal } from "../../chat/notify-refusal";
import { SYSTEM_ID } from "../../config";
import type { RulesetId } from "../../schema/choices";
import { parseRollOptions, type RollOptions } from "./roll-options";

export const ROLL_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialogs/roll-options.hbs`;

/** Ask for modifiers; null when the user cancels. A bad entry is reported and the dialog result discarded. */
export async function askRollOptions(ruleset: RulesetId, data: Record<string, unknown> = {}): Promise<RollOptions | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, { ruleset, ...data });
  const fields = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize("FRAY.Dialog.Title") },
    content,
    buttons: [
      {
        action: "roll",
        label: game.i18n.localize("FRAY.Dialog.Roll"),
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
  if (!fields || typeof fields !== "object") return null;
  try {
    return parseRollOptions(fields as Record<string, string>);
  } catch (e) {
    notifyRefusal("FRAY.Notice.RollOptionsRefused", e);
    return null;
  }
}
