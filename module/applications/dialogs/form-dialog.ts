/** A one-button DialogV2 whose result is its form's values as strings (the roll and action dialogs share it). */

/** The form's values by field name; null when the user closes the dialog. Title and label are lang keys. */
export async function askFormValues(content: string, title: string, confirm: { action: string; label: string }, onRender?: (form: HTMLFormElement) => void): Promise<Record<string, string> | null> {
  const fields = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(title) },
    content,
    // DialogV2Configuration.render: called with the dialog once it is drawn (its form is then in the page).
    ...(onRender
      ? {
          render: (_event: Event, dialog: foundry.applications.api.DialogV2) => {
            const form = dialog.element.querySelector("form");
            if (form) onRender(form);
          },
        }
      : {}),
    buttons: [
      {
        action: confirm.action,
        label: game.i18n.localize(confirm.label),
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
