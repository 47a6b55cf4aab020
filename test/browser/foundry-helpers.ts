/**
 * Stand-ins for the Foundry v13 Handlebars helpers Fray's templates use, so the real .hbs files render in Node.
 * Each mirrors the core helper's observable behaviour for the arguments Fray passes:
 *  - localize(key, {hash})  → game.i18n.localize / format (hash args fill {placeholders}); a missing key THROWS
 *                             here (core would print the key), so a template using an undefined key fails the test.
 *  - selectOptions(choices, {hash: {selected, localize}}) → core selectOptions for a {value: label} record.
 *  - concat, eq, ne, lt, or, ifThen → core's small logic helpers.
 * Fray's own helpers (module/applications/helpers.ts) are registered as they are in Foundry; frayFormat, which
 * reads game.i18n in Foundry, gets this file's localize/format over the same lang object instead.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { FRAY_HELPERS, frayFormatWith } from "../../module/applications/helpers";
import type { Localiser } from "../../module/dice/card-text";

type Options = { hash: Record<string, unknown> };

export function flattenLang(obj: Record<string, unknown>, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out[key] = v;
    else if (v && typeof v === "object") flattenLang(v as Record<string, unknown>, key, out);
  }
  return out;
}

export function loadLang(path = "lang/en.json"): Record<string, string> {
  return flattenLang(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
}

export function createHandlebars(lang: Record<string, string>): typeof Handlebars {
  const hb = Handlebars.create();
  const localize = (key: unknown, options?: Options): string => {
    if (typeof key !== "string") throw new TypeError(`localize needs a key, got ${String(key)}`);
    const text = lang[key];
    if (text === undefined) throw new Error(`missing lang key "${key}"`);
    const hash = options?.hash ?? {};
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in hash ? String(hash[name]) : m));
  };
  hb.registerHelper("localize", localize);
  hb.registerHelper("selectOptions", (choices: Record<string, string>, options: Options) => {
    const selected = options.hash["selected"];
    const loc = options.hash["localize"] === true;
    const html = Object.entries(choices)
      .map(([value, label]) => {
        const text = hb.escapeExpression(loc ? localize(label) : label);
        return `<option value="${hb.escapeExpression(value)}"${value === selected ? " selected" : ""}>${text}</option>`;
      })
      .join("");
    return new hb.SafeString(html);
  });
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).map(String).join(""));
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hb.registerHelper("lt", (a: unknown, b: unknown) => Number(a) < Number(b));
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper("ifThen", (cond: unknown, a: unknown, b: unknown) => (cond ? a : b));
  for (const [name, fn] of Object.entries(FRAY_HELPERS)) hb.registerHelper(name, fn);
  const i18n: Localiser = { localize: (key) => localize(key), format: (key, data) => localize(key, { hash: data }) };
  hb.registerHelper("frayFormat", frayFormatWith(() => i18n));
  return hb;
}
