/**
 * Messages built from input (a request parser's error echoing the raw request, an engine error naming a weapon
 * or a target) reach the screen through notifications, which render HTML. They are escaped here and shown
 * inside a localised sentence, so `<img src=x onerror=…>` in a name is shown as text and never runs.
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);
}

/** The reason of a refusal (any thrown value), escaped and bounded in length, for a `{reason}` placeholder. */
export function refusalReason(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message : String(error);
  } catch {
    text = "?";
  }
  return escapeHtml(text.length > 500 ? `${text.slice(0, 500)}…` : text);
}
