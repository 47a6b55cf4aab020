/**
 * Issue 31 (5): templates compiled once while the world loads (module/applications/templates.ts), through the
 * double's loadTemplates/getTemplate (test/double/templates.ts: fetched once and cached, compiled by the real
 * Handlebars, which compiles a template on its first call). After compileTemplates, rendering the world's actor
 * sheet parts fetches and compiles nothing more.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { compileTemplates, partTemplates } from "../../module/applications/templates";
import { actorSheetContext } from "../../module/applications/sheets/context";
import { FRAY_HELPERS } from "../../module/applications/helpers";
import { Handlebars, loadTemplates, registerCoreHelpers, renderTemplate, setTemplateLoader, getTemplate } from "../double/templates";
import { installFoundryDouble } from "../double/index";
import { actorFixture } from "../browser/fixtures";

const T = "systems/fray/templates";
const fetched: string[] = [];

beforeAll(() => {
  installFoundryDouble();
  // The double's template API as Fray calls it (browser.ts installs the same functions in a page).
  const g = globalThis as unknown as { foundry: Record<string, Record<string, unknown> | undefined> };
  g.foundry["applications"] = { ...g.foundry["applications"], handlebars: { loadTemplates, getTemplate, renderTemplate } };
  setTemplateLoader(async (path) => {
    fetched.push(path);
    return readFileSync(path.replace(/^systems\/fray\//, ""), "utf8");
  });
  registerCoreHelpers(() => game.i18n as never);
  for (const [name, fn] of Object.entries(FRAY_HELPERS)) Handlebars.registerHelper(name, fn as Handlebars.HelperDelegate);
});
afterEach(() => vi.restoreAllMocks());

/** A six-seconds actor sheet's parts, as FrayActorSheet.PARTS lists them once the world plays six-seconds. */
const PARTS = {
  header: { template: `${T}/actor/header.hbs` },
  tabs: { template: `${T}/parts/tabs.hbs` },
  stats: { template: `${T}/actor/stats-six-seconds.hbs`, templates: [`${T}/actor/stats-six-seconds.hbs`, `${T}/parts/stat.hbs`, `${T}/parts/derived.hbs`, `${T}/parts/attacks.hbs`] },
  items: { template: `${T}/actor/items.hbs` },
  biography: { template: `${T}/actor/biography.hbs` },
};

describe("compileTemplates", () => {
  it("lists every part's template and partials", () => {
    expect(new Set(partTemplates(PARTS))).toEqual(new Set([...Object.values(PARTS).map((p) => p.template), `${T}/parts/stat.hbs`, `${T}/parts/derived.hbs`, `${T}/parts/attacks.hbs`]));
  });

  it("fetches and compiles each template once; the sheet's render then fetches and compiles none", async () => {
    const parse = vi.spyOn(Handlebars, "parse");
    // fray.ts compiles the partials other apps share (the items tab's summary.hbs) with the sheets' parts.
    const paths = [...new Set([...partTemplates(PARTS), `${T}/parts/summary.hbs`])];
    await compileTemplates(paths);
    expect(fetched.filter((p) => paths.includes(p)).sort()).toEqual([...paths].sort());
    expect(parse).toHaveBeenCalledTimes(paths.length);
    parse.mockClear();
    const before = fetched.length;
    const fixture = actorFixture("six-seconds", "character");
    const context = { ...actorSheetContext({ ...fixture, biographyHTML: "" }), tabs: {} };
    for (const part of Object.values(PARTS)) expect(await renderTemplate(part.template, context)).not.toBe("");
    expect(parse).not.toHaveBeenCalled();
    expect(fetched.length).toBe(before);
  });

  it("a template that cannot run on an empty context is still compiled, and the error goes no further", async () => {
    const path = `${T}/actor/stats-tactica.hbs`;
    Handlebars.registerHelper("frayThrows", () => {
      throw new Error("needs data");
    });
    setTemplateLoader(async (p) => (fetched.push(p), p === path ? "{{frayThrows}}" : readFileSync(p.replace(/^systems\/fray\//, ""), "utf8")));
    const parse = vi.spyOn(Handlebars, "parse");
    await expect(compileTemplates([path])).resolves.toBeUndefined();
    expect(parse).toHaveBeenCalledTimes(1);
    await expect(renderTemplate(path, {})).rejects.toThrow("needs data");
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
