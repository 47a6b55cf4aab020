/** Show a refusal as a warning: a localised sentence around the escaped reason (see notice.ts). */
import { refusalReason } from "./notice";

export type RefusalKey = "FRAY.Notice.RequestRefused" | "FRAY.Notice.AttackRefused" | "FRAY.Notice.RollOptionsRefused";

export function notifyRefusal(key: RefusalKey, error: unknown): string {
  const message = game.i18n.format(key, { reason: refusalReason(error, game.i18n) });
  ui.notifications?.warn(message);
  return message;
}
