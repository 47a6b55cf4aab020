/**
 * Every visible string comes from the lang file: every actor and item sheet, chat card, damage card and dialog is
 * rendered from the real templates with a pseudo-locale (each lang/en.json value wrapped in ⟦…⟧), and a text walk
 * in Chromium fails on any text node or visible attribute (title, aria-label, placeholder, alt, data-tooltip)
 * left once the ⟦…⟧ parts, numbers, dice notation and user-supplied names are taken out. Placeholders left
 * unfilled ("{target}"), "undefined" and raw lang keys fail too.
 *
 * New templates and new roll kinds are covered or the test says so: every template must be rendered by some page,
 * and every request kind of every ruleset must have a card in card-fixtures.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADAPTERS } from "../../module/rulesets/registry";
import { RULESETS } from "../../module/schema/choices";
import { RANGE_BANDS } from "../../module/engine/rulesets/frozen-lands/range";
import { applyOutcome, defend, undoOutcome } from "../../module/chat/exchange/handler";
import { exchangeView, resultView } from "../../module/chat/exchange/view";
import { emptyStore } from "../../module/combat/run-step";
import { percent } from "../../module/dice/roll-format";
import { coverTexts, undoCovers } from "../../module/chat/undo-covers";
import type { Requester } from "../../module/chat/exchange/card";
import { GM, player } from "../foundry/exchange/people";
import { encounterEntrants, scriptedEncounter } from "../foundry/tracker-scenarios";
import { DIALOGS } from "./action-dialogs";
import { cardFixtures, damageFixtures, USER_TEXTS } from "./card-fixtures";
import { LEADER, MSG, THEOBALD, theobaldAndLeader } from "./exchange-fixture";
import { ACTORS, HOSTILE_DESCRIPTION, HOSTILE_NAME, ITEMS } from "./fixtures";
import { loadLang } from "./foundry-helpers";
import { launchChromium } from "./launch";
import { attackDialogData } from "../../module/rulesets/six-seconds/attack-item";
import { oddsCardView } from "../../module/combat/odds/card";
import { autoPlayFor } from "../../module/engine/rulesets/autoplay";
import { encounterOdds } from "../../module/engine/sim/odds";
import { actorPage, cardPage, createRenderer, damageCardPage, dialogPage, itemPage, page as htmlPage, templatePaths } from "./render";
import { langFormat, trackerBody } from "./tracker-page";
import { startDialogContext } from "../../module/applications/combat/start-fields";
import { rulesMenuRows } from "../../module/applications/settings/rules-menu-context";
import { trackerViewFor } from "../../module/rulesets/tracker-views";

/** en.json with every value wrapped: any text that did not come through the lang file shows up unwrapped. */
export function pseudoLang(lang: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(lang).map(([k, v]) => [k, `⟦${v}⟧`]));
}

/** Free texts the fixtures hold (names, descriptions, typed effects): shown as the user wrote them. */
function fixtureTexts(extra: Iterable<string>): string[] {
  const keys = new Set(["name", "kind", "faction", "effect", "text", "symptoms", "biography", "description"]);
  const out = new Set<string>([...USER_TEXTS, HOSTILE_DESCRIPTION, ...extra]);
  const walk = (v: unknown, key = ""): void => {
    if (typeof v === "string") {
      if (keys.has(key) && v.trim()) out.add(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(ACTORS);
  walk(ITEMS);
  // Longest first, so a name is removed before a shorter name inside it.
  return [...out].sort((a, b) => b.length - a.length);
}

/** Runs in the page: every visible string (text nodes outside style/script, and the visible attributes). */
function visibleStrings(): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let n: Node | null = walker.currentNode; n; n = walker.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) {
      const parent = n.parentElement?.tagName;
      if (parent !== "STYLE" && parent !== "SCRIPT" && n.textContent?.trim()) out.push(n.textContent.trim());
    } else if (n instanceof Element) {
      for (const a of ["title", "aria-label", "placeholder", "alt", "data-tooltip", "label"]) {
        const v = n.getAttribute(a);
        if (v?.trim()) out.push(v.trim());
      }
    }
  }
  return out;
}

/** What is left of a visible string once lang text, user text, numbers and dice notation are taken out. */
export function foreignText(text: string, userTexts: readonly string[]): string | null {
  if (/\{\w+\}|undefined|\b(?:FRAY|TYPES)\.[\w.-]+/.test(text)) return text;
  let rest = text;
  for (const u of userTexts) rest = rest.split(u).join(" ");
  for (let prev = ""; prev !== rest; ) {
    prev = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  // Dice notation: "3d6", "d8", and the pool and damage forms "+2d", "1+1d".
  rest = rest.replace(/\b\d*d\d+\b/g, " ").replace(/(?<=\d)d\b/g, " ").replace(/\d+(?:[.,]\d+)?/g, " ");
  return /\p{L}/u.test(rest) ? text : null;
}

const lang = pseudoLang(loadLang());
const r = createRenderer(lang);
/** Names the exchange and tracker pages show (the fighters, as their users named them). */
const NAMES = new Set<string>(["Theobald", "Spear", "Triple Cut", "Goblin Mook"]);
let USER: string[] = [];

/** The attack exchange (docs/cards.md): the attack card to its attacker, to the target's owner with the real defences and the attacker's choices offered, after a counter; the result and undone cards. */
async function exchangePages(): Promise<[string, string][]> {
  const { world, card } = await theobaldAndLeader();
  const factions = ADAPTERS.factions;
  const target = () => world.actor(LEADER)!;
  const offers = () => factions.defence!.offers(world.cards.get(MSG)!, target(), { attacker: world.actor(THEOBALD)!, attackerUuid: THEOBALD });
  const choices = () => factions.applyChoices!.offers(world.cards.get(MSG)!, target());
  const attack = (name: string, viewer: Requester): [string, string] => {
    const view = exchangeView(world.cards.get(MSG)!, MSG, viewer, offers, choices);
    // The attacker's side also gets an area's Retarget and Scatter (chat/area-card.ts).
    const area = name === "attacker" ? r.render("chat/area-buttons.hbs", { retarget: true, scatter: true }) : "";
    const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}${area}</article>`);
    return [`exchange ${name}`, htmlPage(name, `<div style="width:320px;padding:8px">${body}</div>`)];
  };
  const pages = [attack("attacker", player("theo", [THEOBALD])), attack("defender", player("leader", [LEADER]))];
  world.dice = [5];
  if (!(await defend(world, MSG, LEADER, "counter", GM)).ok) throw new Error("the counter was refused");
  pages.push(attack("after counter", GM));
  await applyOutcome(world, MSG, LEADER, GM);
  const names = (id: string) => (id === LEADER ? HOSTILE_NAME : "Theobald");
  const format = langFormat(r.lang);
  const covers = (i: number) => coverTexts(undoCovers(world.posted[i]!.records, names), (k) => format(k, {}), (k, d) => format(k, d));
  const resultContext = (kind: "result" | "undone", i: number) => ({ ...resultView(kind, world.posted[i]!.records, names, true, world.cards.get(MSG)!), undoCovers: covers(i), undoLeaves: true });
  const result = (kind: "result" | "undone", i: number): [string, string] => [`exchange ${kind}`, htmlPage(kind, `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", resultContext(kind, i))}</div>`)];
  pages.push(result("result", 0));
  await undoOutcome(world, MSG, LEADER, GM);
  pages.push(result("undone", 1));
  return pages;
}

/** Each ruleset's scripted fight in the combat tracker, at every step. */
async function trackerPages(): Promise<[string, string][]> {
  const pages: [string, string][] = [];
  for (const ruleset of RULESETS) {
    const e = await scriptedEncounter(ruleset);
    const names = e.names();
    for (const n of Object.values(names)) NAMES.add(n);
    if (ruleset === "six-seconds") pages.push([`tracker ${ruleset} before the start`, htmlPage("tracker", trackerBody(r, ruleset, e, emptyStore(ruleset), names))]);
    for (const step of e.steps) pages.push([`tracker ${ruleset} ${step.label}`, htmlPage("tracker", `<div style="width:300px;padding:6px">${trackerBody(r, ruleset, e, step.store, names)}</div>`)]);
  }
  return pages;
}

async function dialogPages(): Promise<[string, string][]> {
  const pages: [string, string][] = [];
  for (const [name, build] of Object.entries(DIALOGS)) pages.push([`action dialog ${name}`, htmlPage(name, `<form style="width:400px;padding:8px">${r.render("dialogs/action-fields.hbs", await build())}</form>`)]);
  // The GM's start-combat dialog of each ruleset that asks (the fighters and factions are the users' names).
  for (const ruleset of RULESETS) {
    const entrants = encounterEntrants(ruleset);
    const fields = trackerViewFor(ruleset).startFields?.(entrants) ?? [];
    if (fields.length === 0) continue;
    const names = Object.fromEntries(entrants.map((e) => [e.id, e.name]));
    for (const e of entrants) {
      NAMES.add(e.name);
      if (e["faction"] !== undefined) NAMES.add(String(e["faction"]));
    }
    pages.push([`start dialog ${ruleset}`, htmlPage("start", `<form style="width:400px;padding:8px">${r.render("combat/start-dialog.hbs", startDialogContext(fields, entrants, names, langFormat(r.lang)))}</form>`)]);
  }
  // Each ruleset's rules-options submenu.
  for (const ruleset of RULESETS) pages.push([`rules menu ${ruleset}`, htmlPage("rules", `<form style="width:520px;padding:8px">${r.render("settings/rules-menu.hbs", { rows: rulesMenuRows(ruleset, () => null), uuid: "Compendium.fray.x.JournalEntry.y.JournalEntryPage.z" })}</form>`)]);
  return pages;
}

/** The encounter-odds card (docs/encounter-odds.md) of a real run, sides by disposition, one combatant left out. */
function oddsPages(): [string, string][] {
  const stats = { wit: 12, agi: 11, health: 8, maxHealth: 8, armour: 1, damage: { count: 1, sides: 8 } };
  const roster = [
    { id: "a", name: "Theobald", side: "friendly", stats },
    { id: "b", name: "Goblin Mook", side: "hostile", stats },
  ];
  const view = oddsCardView(encounterOdds(autoPlayFor("factions"), roster, { fights: 200, seed: 1 }), [{ name: "Spear", key: "FRAY.Odds.Skip.NoActor" }]);
  return [["odds card", htmlPage("odds", `<div style="width:300px;padding:8px">${r.render("chat/odds-card.hbs", view)}</div>`)]];
}

async function allPages(): Promise<[string, string][]> {
  const pages: [string, string][] = [...(await exchangePages()), ...(await trackerPages()), ...(await dialogPages()), ...oddsPages()];
  for (const a of ACTORS) for (const tab of ["stats", "items", "biography"] as const) pages.push([`actor ${a.ruleset} ${a.type} ${tab}`, actorPage(r, a, tab)]);
  for (const a of ACTORS.filter((x) => x.type === "character")) pages.push([`actor ${a.ruleset} edit mode`, actorPage(r, { ...a, mode: "edit" }, "stats")]);
  for (const i of ITEMS) for (const tab of ["details", "description"] as const) pages.push([`item ${i.type} ${tab}`, itemPage(r, i, tab)]);
  for (const c of cardFixtures()) pages.push([`card ${c.name}`, cardPage(r, c.card, c.card.kind === "FRAY.Roll.Kind.Damage" ? c.card.total : (c.card.damage ?? null))]);
  for (const dmg of damageFixtures()) pages.push([`damage card ${dmg.name}`, damageCardPage(r, USER_TEXTS[0]!, dmg.app.summary)]);
  for (const ruleset of RULESETS) {
    pages.push([`dialog ${ruleset}`, dialogPage(r, ruleset, { target: 4, stressDice: 2, count: 3 })]);
    pages.push([`attack dialog ${ruleset}`, dialogPage(r, ruleset, { attack: true, stressDice: 2, count: 3, bands: RANGE_BANDS, band: "short", defences: ["none", "block", "dodge", "parry"], areas: ["none", "sphere", "line", "cone"] })]);
  }
  // six-seconds' situational selectors (cover, posture, lighting, called shot …) with the Magic Skill checkbox.
  pages.push(["attack dialog six-seconds situation", dialogPage(r, "six-seconds", attackDialogData(true))]);
  return pages;
}

let browser: Browser;
let tab: Page;
let pages: [string, string][] = [];

beforeAll(async () => {
  pages = await allPages();
  USER = fixtureTexts(NAMES);
  browser = await launchChromium();
  tab = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

async function leftovers(html: string): Promise<string[]> {
  await tab.setContent(html, { waitUntil: "load" });
  const strings = await tab.evaluate(visibleStrings);
  return strings.map((s) => foreignText(s, USER)).filter((s): s is string => s !== null);
}

describe("pseudo-locale: every visible string comes from lang/en.json", () => {
  it("every sheet, card and dialog shows only lang text, numbers, dice and user-supplied names", async () => {
    const offenders: string[] = [];
    for (const [name, html] of pages) for (const s of await leftovers(html)) offenders.push(`${name}: ${JSON.stringify(s)}`);
    expect(offenders).toEqual([]);
  });

  it("every template is rendered by some page (a new template needs a page here)", () => {
    expect(templatePaths().filter((p) => !r.used.has(p))).toEqual([]);
  });

  it("every roll request kind has a card (a new kind needs a fixture in card-fixtures.ts)", () => {
    const kinds = new Set(cardFixtures().map((c) => c.kind));
    const all = RULESETS.flatMap((id) => Object.keys(ADAPTERS[id].rolls));
    expect(all.filter((k) => !kinds.has(k))).toEqual([]);
  });

  it("the walk catches English from code, unfilled placeholders and raw keys (guard against a walk that passes everything)", async () => {
    const caught = await leftovers(htmlPage("guard", `<p>⟦Hit⟧ mobility penalty</p><p>+2 dmg</p><span title="Close">⟦x⟧</span><p>⟦Hit: {target}⟧</p><p>FRAY.Reason.cover.light</p><p>⟦ok⟧ 3d6 +2 ${USER_TEXTS[0]!.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!)}</p>`));
    expect(caught).toEqual(["⟦Hit⟧ mobility penalty", "+2 dmg", "Close", "⟦Hit: {target}⟧", "FRAY.Reason.cover.light"]);
  });
});
