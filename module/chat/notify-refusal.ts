/** Show a refusal as a warning: a localised sentence around the escaped reason (see notice.ts). */
import { refusalReason } from "./notice";

export type RefusalKey = "FRAY.Notice.RequestRefused" | "FRAY.Notice.AttackRefused" | "FRAY.Notice.RollOptionsRefused";

export function notifyRefusal(key: RefusalKey, error: unknown): string {
  const message = game.i18n.format(key, { reason: refusalReason(error, game.i18n) });
  ui.notifications?.warn(message);
  return message;
}

/**
 * Several refusals from one click (a damage card applied to five targeted tokens that all refuse alike): each
 * distinct sentence is shown once, in order, not once per token.
 */
export function notifyRefusals(key: RefusalKey, errors: readonly unknown[]): string[] {
  const messages = [...new Set(errors.map((e) => game.i18n.format(key, { reason: refusalReason(e, game.i18n) })))];
  for (const message of messages) ui.notifications?.warn(message);
  return messages;
}
