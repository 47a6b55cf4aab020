/**
 * A lang key with its placeholders, as cards, summaries and refusals carry it, turned into text. Foundry-free:
 * the Foundry layer passes game.i18n, the browser harness a stand-in over the same lang file.
 *
 * A placeholder whose name ends in "Key" holds a lang key (a vocabulary word such as a tactica severity); it is
 * localised first and fills the placeholder without the suffix ({severity} from severityKey), so no English word
 * travels as data.
 */
export interface Localiser {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

export type TextData = Readonly<Record<string, string | number>>;

export function formatText(i18n: Localiser, key: string, data: TextData = {}): string {
  const filled: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) {
    if (k.endsWith("Key") && k.length > 3 && typeof v === "string") filled[k.slice(0, -3)] = i18n.localize(v);
    else filled[k] = String(v);
  }
  return i18n.format(key, filled);
}
