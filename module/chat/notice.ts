/**
 * Messages built from input (a request parser's error echoing the raw request, an engine error naming a weapon
 * or a target) reach the screen through notifications, which render HTML. They are escaped here and shown
 * inside a localised sentence, so `<img src=x onerror=…>` in a name is shown as text and never runs.
 */
import { formatText, type Localiser } from "../dice/card-text";
import { isCodedError } from "../engine/errors";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);
}

/** Lang key of a coded engine error's message. */
export function errorKey(code: string): string {
  return `FRAY.Error.${code}`;
}

/**
 * The reason of a refusal (any thrown value), escaped and bounded in length, for a `{reason}` placeholder. An
 * engine error with a code (engine/errors.ts) is translated (FRAY.Error.<code>) when a localiser is given; any
 * other error shows its message.
 */
export function refusalReason(error: unknown, i18n?: Localiser): string {
  return escapeHtml(refusalText(error, i18n));
}

/** refusalReason's text before escaping, for a message that is escaped where it is shown (the tracker's refusals). */
export function refusalText(error: unknown, i18n?: Localiser): string {
  let text: string;
  try {
    text = i18n && isCodedError(error) ? formatText(i18n, errorKey(error.code), error.data) : error instanceof Error ? error.message : String(error);
  } catch {
    text = "?";
  }
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}
