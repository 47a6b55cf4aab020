/**
 * Build test pages from the real templates (templates/**) and CSS (styles/fray.css), with the same context
 * builders the sheets use in Foundry (module/applications/sheets/context.ts). Partials are registered under
 * their Foundry paths ("systems/fray/templates/…").
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { actorSheetContext, itemSheetContext, type ActorSheetInput, type ItemSheetInput } from "../../module/applications/sheets/context";
import type { CardData } from "../../module/dice/requests";
import { percent } from "../../module/dice/roll-format";
import { createHandlebars, loadLang } from "./foundry-helpers";
import { actorParts, viewerTabs, type ActorPartId } from "../../module/applications/sheets/viewer";
import { FORM_SCRIPT_TAG } from "../double/forms";

const ROOT = "templates";

function allTemplates(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? allTemplates(p) : p.endsWith(".hbs") ? [p] : [];
  });
}

/** Every template's path under templates/ ("chat/roll-card.hbs"). */
export function templatePaths(): string[] {
  return allTemplates().map((f) => relative(ROOT, f).replace(/\\/g, "/"));
}

/** A renderer over the real templates with `lang` (en.json by default); `used` records every template rendered, partials included. */
export function createRenderer(lang: Record<string, string> = loadLang()) {
  const hb = createHandlebars(lang);
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  const used = new Set<string>();
  for (const file of allTemplates()) {
    const source = readFileSync(file, "utf8");
    const path = `systems/fray/${relative(".", file).replace(/\\/g, "/")}`;
    const t = hb.compile(source, { strict: false });
    const tracked = ((ctx: unknown, opts?: Handlebars.RuntimeOptions) => {
      used.add(path.slice("systems/fray/templates/".length));
      return t(ctx, opts);
    }) as HandlebarsTemplateDelegate;
    hb.registerPartial(path, tracked);
    compiled.set(path, tracked);
  }
  const render = (path: string, ctx: unknown): string => {
    const t = compiled.get(`systems/fray/templates/${path}`);
    if (!t) throw new Error(`no template ${path}`);
    return t(ctx);
  };
  /** Stand-in for ApplicationV2#_prepareTabs: the requested tab active, labels from the sheet's labelPrefix. */
  const tabs = (ids: string[], active: string) =>
    Object.fromEntries(ids.map((id) => [id, { id, group: "primary", active: id === active, cssClass: id === active ? "active" : "", label: `FRAY.Sheet.Tab.${id}` }]));
  return { lang, hb, render, tabs, used };
}

export type Renderer = ReturnType<typeof createRenderer>;

const CSS = () => readFileSync("styles/fray.css", "utf8");

const FONT_AWESOME = "node_modules/@fortawesome/fontawesome-free";
let iconCss: string | null = null;

/**
 * The icon font Foundry's pages carry (Font Awesome 6; the templates use only its solid style): its CSS with the
 * solid webfont inlined as a data URL, since a page set with setContent has no origin to fetch a font from. With
 * it, `<i class="fa-solid …">` draws its icon in the screenshots, offline.
 */
export function iconFontCss(): string {
  if (iconCss !== null) return iconCss;
  const font = readFileSync(`${FONT_AWESOME}/webfonts/fa-solid-900.woff2`).toString("base64");
  const solid = readFileSync(`${FONT_AWESOME}/css/solid.min.css`, "utf8").replace(/src:[^;}]*/, `src:url(data:font/woff2;base64,${font}) format("woff2")`);
  if (!solid.includes("data:font/woff2")) throw new Error("Font Awesome's solid.min.css has no src to inline the webfont into");
  iconCss = readFileSync(`${FONT_AWESOME}/css/fontawesome.min.css`, "utf8") + solid;
  return iconCss;
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${iconFontCss()}</style><style>body{margin:0;font-family:sans-serif;background:#f4efe4}${CSS()}</style></head><body><main>${body}</main>${FORM_SCRIPT_TAG}</body></html>`;
}

/** Stand-in for Foundry's enrichHTML of an untrusted htmlField: the fixture's HTML is escaped and shown as text. */
function escapeHTML(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The parts the sheet renders for its viewer (viewer.ts, as `_configureRenderParts` picks them), in order. */
export function actorPageBody(r: Renderer, input: ActorSheetInput, tab: "stats" | "items" | "biography"): string {
  const limited = input.viewer?.limited === true;
  const html = {
    biographyHTML: escapeHTML(input.system.biography),
    ...(input.viewer?.isGM ? { gmNotesHTML: escapeHTML(input.system.gmNotes ?? "") } : {}),
  };
  const ctx = { ...actorSheetContext({ ...input, ...html }), tabs: viewerTabs(r.tabs(["stats", "items", "biography"], tab), limited) };
  const templates: Record<ActorPartId, string> = {
    header: "actor/header.hbs",
    tabs: "parts/tabs.hbs",
    stats: `actor/stats-${input.ruleset}.hbs`,
    items: "actor/items.hbs",
    biography: "actor/biography.hbs",
  };
  return actorParts(limited).map((p) => r.render(templates[p], ctx)).join("\n");
}

export function actorPage(r: Renderer, input: ActorSheetInput, tab: "stats" | "items" | "biography"): string {
  const body = actorPageBody(r, input, tab);
  return page(`${input.ruleset} ${input.type}`, `<form class="fray sheet actor" style="width:800px">${body}</form>`);
}

export function itemPage(r: Renderer, input: ItemSheetInput, tab: "details" | "description"): string {
  const description = typeof input.system["description"] === "string" ? input.system["description"] : "";
  const ctx = { ...itemSheetContext({ ...input, descriptionHTML: escapeHTML(description) }), tabs: r.tabs(["details", "description"], tab) };
  const body = ["item/header.hbs", "parts/tabs.hbs", "item/details.hbs", "item/description.hbs"].map((p) => r.render(p, ctx)).join("\n");
  return page(`${input.type} item`, `<form class="fray sheet item" style="width:800px">${body}</form>`);
}

export function cardPage(r: Renderer, card: CardData, damage: number | null = null): string {
  const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage });
  return page(`${card.kind} card`, `<div style="width:300px;padding:8px">${body}</div>`);
}

export function dialogPage(r: Renderer, ruleset: string, data: Record<string, unknown>): string {
  return page(`${ruleset} dialog`, `<form style="width:400px;padding:8px">${r.render("dialogs/roll-options.hbs", { ruleset, ...data })}</form>`);
}

export function damageCardPage(r: Renderer, target: string, summary: { key: string; data: Record<string, string | number> }): string {
  return page("damage card", `<div style="width:300px;padding:8px">${r.render("chat/damage-card.hbs", { target, summary })}</div>`);
}
