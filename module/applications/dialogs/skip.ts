/**
 * Skipping the roll dialog (issue 27 item 5), as dnd5e (its skipDialog settings, shift fast-forwarding) and pf2e (a
 * "skip dialogs" setting, shift showing it) do: a shift-click skips, or the user's setting skips and a shift-click
 * then shows the dialog. A skipped dialog rolls with its defaults: the form it would have submitted untouched.
 */

/** Whether this click skips the dialog: shift flips the user's setting. */
export const skipsDialog = (shiftKey: boolean, setting: boolean): boolean => shiftKey !== setting;

/**
 * The form an untouched dialog submits, from the data it is rendered with: each prefilled scalar as its field sends
 * it (a ticked box "on", an unticked one absent). Every select's first option and every empty field is its
 * parser's default, so what the data does not prefill reads as the dialog's own default (the browser test renders
 * each dialog and compares).
 */
export function defaultForm(data: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v === "string") out[k] = v;
    else if (typeof v === "number" && Number.isFinite(v)) out[k] = String(v);
    else if (v === true) out[k] = "on";
  }
  return out;
}
