/**
 * The roll dialog's odds, live (issue 27 item 5: "the exact odds show in the dialog and update live as options
 * change"). The adapter hands the dialog a preview, the request its answer would build; the odds are the card's own:
 * the request prepared with the world's rules readings, as the roll prepares it, and its card's chance before the
 * roll (which depends on the request, not on the faces). A form the adapter refuses shows why instead.
 */
import { errorKey } from "../../chat/notice";
import { formatText, type Localiser } from "../../dice/card-text";
import { isCodedError } from "../../engine/errors";
import { prepareRoll, type RollRequest } from "../../dice/requests";
import { percent } from "../../dice/roll-format";
import type { DialogForm, DialogParser, RollRequestBase, WorldOptions } from "../../rulesets/adapter";

/** The request an answer would build (the adapter's own builder); it may throw a refusal. */
export type DialogPreview<D extends object = object> = (dialog: D) => RollRequestBase;

/** The card's chance before the roll for this request, as the card prints it ("53.9%"); null: the card shows none. */
export function requestOdds(req: RollRequestBase, options: WorldOptions): string | null {
  // A preview is an adapter's own request kind; prepareRoll looks its kind up and refuses one it does not know.
  const prepared = prepareRoll(req as RollRequest, options);
  // Any faces will do for the odds (the chance before the roll); 1 is a face of every die.
  const faces = prepared.dice.flatMap((g) => Array.from({ length: g.count }, () => 1));
  return percent(prepared.resolve(faces).odds);
}

/**
 * The odds line's text for a submitted form: the odds, "—" when the card shows none, or why the form is refused
 * (plain text: the line is set as text, never as HTML).
 */
export function previewOdds<D extends object>(form: DialogForm, parse: DialogParser<D>, preview: DialogPreview<D>, options: WorldOptions, i18n: Localiser): string {
  try {
    return requestOdds(preview(parse(form)), options) ?? "—";
  } catch (e) {
    const text = isCodedError(e) ? formatText(i18n, errorKey(e.code), e.data) : e instanceof Error ? e.message : String(e);
    return i18n.format("FRAY.Dialog.OddsRefused", { reason: text.length > 300 ? `${text.slice(0, 300)}…` : text });
  }
}

/**
 * Keeps the dialog's odds line (output.fray-dialog-odds) current: on every input or change, the form's values go to
 * `odds` and its answer is shown. Self-contained (no imports inside): the browser test injects this very function.
 */
export function wireLiveOdds(form: HTMLFormElement, odds: (fields: Record<string, string>) => string | Promise<string>): void {
  const out = form.querySelector<HTMLOutputElement>("output.fray-dialog-odds");
  if (!out) return;
  let asked = 0;
  const update = async (): Promise<void> => {
    const mine = ++asked;
    const fields: Record<string, string> = {};
    for (const [k, v] of new FormData(form).entries()) fields[k] = typeof v === "string" ? v : "";
    const text = await odds(fields);
    // An older answer arriving late never overwrites a newer one.
    if (mine === asked) out.value = text;
  };
  form.addEventListener("input", () => void update());
  form.addEventListener("change", () => void update());
}
