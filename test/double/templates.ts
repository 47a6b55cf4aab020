/**
 * Templates: `foundry.applications.handlebars.loadTemplates / renderTemplate / getTemplate` and core's Handlebars
 * helpers, over the real `handlebars` package as the global `Handlebars` (systems register their helpers on it:
 * Fray's fray.ts does). Sources: foundry-v13-notes §2.8 and the API page
 * https://foundryvtt.com/api/v13/modules/foundry.applications.handlebars.html (loadTemplates, renderTemplate,
 * getTemplate); helper list: https://foundryvtt.com/api/v13/classes/foundry.applications.handlebars.HandlebarsHelpers.html.
 */
import Handlebars from "handlebars";

type Options = { hash: Record<string, unknown>; fn?: (ctx: unknown) => string; inverse?: (ctx: unknown) => string };
type Localize = { localize(key: string): string; format(key: string, data: Record<string, unknown>): string };

/** Where template text comes from: the page's server in a browser (Foundry fetches `path` from its own origin). */
let loader: (path: string) => Promise<string> = async (path) => {
  const response = await fetch(`/${path.replace(/^\/+/, "")}`);
  if (!response.ok) throw new Error(`Failed to load template ${path}: ${response.status} ${response.statusText}`);
  return response.text();
};

export function setTemplateLoader(fn: (path: string) => Promise<string>): void {
  loader = fn;
}

/** Core's own templates (no Foundry files here): each double part that needs one registers its markup. */
const coreTemplates = new Map<string, string>();
export function setCoreTemplate(path: string, text: string): void {
  coreTemplates.set(path, text);
}

const compiled = new Map<string, Promise<HandlebarsTemplateDelegate>>();
/** Every path getTemplate was asked for, in order (tests check which templates a page rendered). */
export const templatesRendered = new Set<string>();

/**
 * API getTemplate(path): fetched once and compiled; the template is also registered as a partial under its path,
 * so `{{> "systems/x/templates/part.hbs"}}` works once it has been loaded (foundry-v13-notes §2.8).
 */
export function getTemplate(path: string): Promise<HandlebarsTemplateDelegate> {
  let hit = compiled.get(path);
  if (!hit) {
    const core = coreTemplates.get(path);
    hit = (core !== undefined ? Promise.resolve(core) : loader(path)).then((text) => {
      const template = Handlebars.compile(text);
      Handlebars.registerPartial(path, template);
      return template;
    });
    compiled.set(path, hit);
    // A failed load is not cached: Foundry retries on the next request. GUESS: the retry.
    hit.catch(() => compiled.delete(path));
  }
  return hit;
}

/** API loadTemplates(paths): an array of paths (or a record of partial name → path, v13). */
export async function loadTemplates(paths: string[] | Record<string, string>): Promise<HandlebarsTemplateDelegate[]> {
  if (Array.isArray(paths)) return Promise.all(paths.map((p) => getTemplate(p)));
  return Promise.all(
    Object.entries(paths).map(async ([name, path]) => {
      const template = await getTemplate(path);
      Handlebars.registerPartial(name, template);
      return template;
    }),
  );
}

/**
 * API renderTemplate(path, data). GUESS (from memory of core, no public page states it): core renders with
 * allowProtoMethodsByDefault/allowProtoPropertiesByDefault so templates may read document getters.
 */
export async function renderTemplate(path: string, data: object = {}): Promise<string> {
  const template = await getTemplate(path);
  templatesRendered.add(path);
  return template(data, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
}

/**
 * Core's helpers, as the HandlebarsHelpers API page lists them (v13), for the arguments systems pass. `localize`
 * with hash arguments formats (`{{localize "KEY" name=x}}`); a missing key prints the key, as core does.
 */
export function registerCoreHelpers(i18n: () => Localize): void {
  const localize = (key: unknown, options?: Options): string => {
    const hash = options?.hash ?? {};
    return Object.keys(hash).length ? i18n().format(String(key), hash) : i18n().localize(String(key));
  };
  const args = (all: unknown[]): unknown[] => all.slice(0, -1);
  Handlebars.registerHelper({
    localize,
    concat: (...all: unknown[]) => args(all).map(String).join(""),
    ifThen: (cond: unknown, a: unknown, b: unknown) => (cond ? a : b),
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    lt: (a: unknown, b: unknown) => Number(a) < Number(b),
    lte: (a: unknown, b: unknown) => Number(a) <= Number(b),
    gt: (a: unknown, b: unknown) => Number(a) > Number(b),
    gte: (a: unknown, b: unknown) => Number(a) >= Number(b),
    and: (...all: unknown[]) => args(all).every(Boolean),
    or: (...all: unknown[]) => args(all).some(Boolean),
    not: (a: unknown) => !a,
    checked: (v: unknown) => (v ? "checked" : ""),
    disabled: (v: unknown) => (v ? "disabled" : ""),
    json: (v: unknown) => JSON.stringify(v),
    numberFormat: (v: unknown, options: Options) => {
      const decimals = Number(options.hash["decimals"] ?? 0);
      const sign = options.hash["sign"] === true;
      const n = Number(v);
      const text = n.toFixed(decimals);
      return sign && n >= 0 ? `+${text}` : text;
    },
    /**
     * selectOptions(choices, {selected, localize, blank, valueAttr, labelAttr}): a record value → label, or an
     * array of {value, label} (valueAttr/labelAttr name other keys); `selected` may be one value or a list.
     */
    selectOptions: (choices: unknown, options: Options) => {
      const { selected, blank } = options.hash;
      const loc = options.hash["localize"] === true;
      const valueAttr = String(options.hash["valueAttr"] ?? "value");
      const labelAttr = String(options.hash["labelAttr"] ?? "label");
      const chosen = new Set((Array.isArray(selected) ? selected : [selected]).map(String));
      const entries: [string, string][] = Array.isArray(choices)
        ? choices.map((c: Record<string, unknown>) => [String(c[valueAttr]), String(c[labelAttr] ?? c[valueAttr])])
        : Object.entries((choices ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === "object" && v !== null ? String((v as Record<string, unknown>)[labelAttr]) : String(v)]);
      const option = (value: string, label: string) =>
        `<option value="${Handlebars.escapeExpression(value)}"${chosen.has(value) ? " selected" : ""}>${Handlebars.escapeExpression(loc ? i18n().localize(label) : label)}</option>`;
      const html = (blank !== undefined && blank !== null ? option("", String(blank)) : "") + entries.map(([v, l]) => option(v, l)).join("");
      return new Handlebars.SafeString(html);
    },
  });
}

export { Handlebars };

/**
 * In Node (no page to fetch templates from): `renderTemplate` records the call and resolves to "", so GM-side code
 * that posts a card runs there; what a template shows is checked in Chromium (test/browser). GUESS: no markup is
 * rendered in Node. (From the trust branch's templates.ts, merged here.)
 */
export const RENDERED: { path: string; data: unknown }[] = [];

export function installTemplates(): void {
  const g = globalThis as unknown as { foundry: Record<string, unknown> };
  const applications = (g.foundry["applications"] ??= {}) as Record<string, unknown>;
  applications["handlebars"] = {
    ...(applications["handlebars"] as object | undefined),
    renderTemplate: async (path: string, data: unknown) => {
      RENDERED.push({ path, data });
      return "";
    },
  };
}
