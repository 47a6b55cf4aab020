/**
 * Issue 27 (5), "Done when: the dialog shows odds equal to the card's, for one attack per ruleset". Each ruleset's
 * weapon attack, as its adapter asks (the data and the preview captured from the real rollItem), is rendered in
 * Chromium in light and dark (axe 0 serious/critical); Fray's own wireLiveOdds runs in the page, asking the odds of
 * the real preview (exposed from Node). The test changes an option, waits for the odds line to change, submits the
 * form, builds the attack with the adapter's own builder from that answer, resolves it with seeded faces and
 * renders its card: the card's odds line is the dialog's.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { previewOdds, wireLiveOdds, type DialogPreview } from "../../module/applications/dialogs/live-odds";
import { defaultForm } from "../../module/applications/dialogs/skip";
import { prepareActorDerived } from "../../module/data/actor/derived";
import type { ActorSystem } from "../../module/data/actor/schema";
import { prepareRoll, type RollRequest } from "../../module/dice/requests";
import { rollOptionsFrom } from "../../module/rulesets/contract/dialog";
import { ADAPTERS } from "../../module/rulesets/registry";
import type { RequestBuilder, SheetItem } from "../../module/rulesets/adapter";
import type { RulesetId } from "../../module/schema/choices";
import { actionContext } from "../foundry/action-context";
import { armingSword, goblin, mauve } from "../foundry/six-seconds-examples";
import { actorFixture } from "./fixtures";
import { loadLang } from "./foundry-helpers";
import { checkPage, useBrowser } from "./page-checks";
import { cardPage, createRenderer, dialogPage } from "./render";

const r = createRenderer();
const browser = useBrowser();
const lang = loadLang();
const i18n = {
  localize: (k: string) => lang[k] ?? k,
  format: (k: string, d: Record<string, string>) => (lang[k] ?? k).replace(/{([^}]+)}/g, (m, x: string) => d[x] ?? m),
};
type Form = Record<string, string>;

const target = (name: string, system: ActorSystem) => ({ name, system, derived: prepareActorDerived(system), statuses: [] as string[] });

/** Each ruleset's attacker, weapon and target, and the option the test changes in the dialog. */
const CASES: Record<RulesetId, { attacker: () => ActorSystem; weapon: SheetItem; foe: () => ActorSystem; change: (p: Page) => Promise<void> }> = {
  "six-seconds": { attacker: mauve, weapon: { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } }, foe: goblin,
    change: async (p) => {
      await p.locator("details.fray-situational > summary").click();
      await p.selectOption("select[name=cover]", "medium");
    },
  },
  "frozen-lands": {
    attacker: () => structuredClone(actorFixture("frozen-lands", "character").system),
    weapon: { name: "Axe", system: { frozenLands: { category: "melee", bonus: 1, damage: 2, range: "close", damageTypes: [], features: [] } } },
    foe: () => structuredClone(actorFixture("frozen-lands", "npc").system),
    change: async (p) => {
      await p.locator("details.fray-situational > summary").click();
      await p.fill("input[name=dice]", "2");
    },
  },
  factions: {
    attacker: () => structuredClone(actorFixture("factions", "character").system),
    weapon: { name: "Sword", system: { factions: { attack: "melee", damageDie: "d6" } } },
    foe: () => structuredClone(actorFixture("factions", "npc").system),
    change: async (p) => {
      await p.locator("details.fray-situational > summary").click();
      await p.check("input[name=hidden]");
    },
  },
  tactica: {
    attacker: () => structuredClone(actorFixture("tactica", "character").system),
    weapon: { name: "Spear", system: { tactica: { weightClass: "medium" } } },
    foe: () => structuredClone(actorFixture("tactica", "npc").system),
    change: (p) => p.fill("input[name=count]", "6"),
  },
};

/** The adapter's weapon button with a dialog that answers `answer` (null: cancelled), and what it asked with. */
async function attackWith(ruleset: RulesetId, answer: (data: Record<string, unknown>) => Form | null) {
  const c = CASES[ruleset];
  const parse = ADAPTERS[ruleset].parseDialog;
  let data: Record<string, unknown> = {};
  let preview: DialogPreview | undefined;
  const ctx = actionContext(c.attacker(), {
    firstTarget: () => target("Ulf the Foe", c.foe()),
    ask: async (d, p) => {
      data = d;
      preview = p;
      const form = answer(d);
      return form ? rollOptionsFrom(form, parse) : null;
    },
  });
  const build = (await ADAPTERS[ruleset].sheet.rollItem!(ctx, c.weapon)) as RequestBuilder<RollRequest> | null;
  return { data, preview: preview!, build };
}

const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;
function themed(html: string, theme: keyof typeof THEMES): string {
  const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
  return html.replace("<body>", `<body class="theme-${theme}">`).replace("</head>", `${style}</head>`);
}

const shownOdds = (p: Page) => p.locator("output.fray-dialog-odds").textContent().then((t) => (t ?? "").trim());
const formValues = (p: Page): Promise<Form> =>
  p.evaluate(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of new FormData(document.querySelector("form")!).entries()) out[k] = String(v);
    return out;
  });

/** Seeded faces for the request's dice (a fixed linear sequence: any faces give the same chance before the roll). */
const seededFaces = (req: RollRequest) => prepareRoll(req).dice.flatMap((g, gi) => Array.from({ length: g.count }, (_x, i) => ((gi * 5 + i * 7 + 3) % g.sides) + 1));

const RULESETS: RulesetId[] = ["six-seconds", "frozen-lands", "factions", "tactica"];

describe("the roll dialog's live odds equal the card's", () => {
  for (const ruleset of RULESETS) {
    for (const theme of ["light", "dark"] as const) {
      it(`${ruleset}, ${theme}: change an option, the odds follow; the card of the submitted answer shows the same`, async () => {
        const { data, preview } = await attackWith(ruleset, () => null);
        const oddsOf = (form: Form) => previewOdds(form, ADAPTERS[ruleset].parseDialog, preview, {}, i18n);
        const html = dialogPage(r, ruleset, { ...data, odds: true, oddsShown: oddsOf(defaultForm(data)) });
        const p = await checkPage(browser(), themed(html, theme), `dialog-odds-${ruleset}-${theme}`);
        // Fray's own live wiring, in the page, asking the real preview in Node.
        await p.exposeFunction("frayOdds", (form: Form) => oddsOf(form));
        await p.evaluate((src) => {
          const wire = (0, eval)(`(${src})`) as (form: HTMLFormElement, odds: (f: Record<string, string>) => Promise<string>) => void;
          wire(document.querySelector("form")!, (f) => (window as unknown as { frayOdds: (f: Record<string, string>) => Promise<string> }).frayOdds(f));
        }, wireLiveOdds.toString());
        const before = await shownOdds(p);
        expect(before).toMatch(/^\d+(\.\d)?%$/);
        await CASES[ruleset].change(p);
        await p.waitForFunction((prev) => document.querySelector("output.fray-dialog-odds")?.textContent?.trim() !== prev, before);
        const after = await shownOdds(p);
        expect(after, "the odds moved with the option").not.toBe(before);
        expect(after).toMatch(/^\d+(\.\d)?%$/);
        const submitted = await formValues(p);
        await p.close();

        // The attack the sheet builds from that answer, rolled with seeded faces: its card says the same odds.
        const { build } = await attackWith(ruleset, () => submitted);
        const req = build!();
        const card = prepareRoll(req).resolve(seededFaces(req));
        const cp = await checkPage(browser(), themed(cardPage(r, card), theme), `dialog-odds-card-${ruleset}-${theme}`);
        expect((await cp.locator(".fray-card-odds strong").textContent())?.trim()).toBe(after);
        await cp.close();
      });
    }
  }
});
