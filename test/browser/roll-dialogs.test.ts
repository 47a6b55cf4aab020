/**
 * Issue 27 (5): each ruleset's attack dialog, as its adapter asks for it (the data captured from the real rollItem),
 * in Chromium with the real templates and CSS, in v13's light and dark themes (axe 0 serious/critical, contrast
 * included): the situational modifiers fold into a closed <details> unless a prefill set one, and the untouched form
 * reads exactly as a skipped dialog's defaults (skip.ts defaultForm), through the ruleset's parseDialog.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { defaultForm } from "../../module/applications/dialogs/skip";
import { rollOptionsFrom } from "../../module/rulesets/contract/dialog";
import { ADAPTERS } from "../../module/rulesets/registry";
import { rollItem as sixSecondsRollItem } from "../../module/rulesets/six-seconds/attack-item";
import { rollItem as frozenLandsRollItem } from "../../module/rulesets/frozen-lands/sheet";
import { rollItem as factionsRollItem } from "../../module/rulesets/factions/sheet";
import { rollAttack as tacticaRollAttack } from "../../module/rulesets/tactica/attack-dialog";
import type { RulesetId } from "../../module/schema/choices";
import { actionContext } from "../foundry/action-context";
import { armingSword, mauve } from "../foundry/six-seconds-examples";
import { blankSystem } from "../foundry/exchange/people";
import { checkPage, useBrowser } from "./page-checks";
import { createRenderer, dialogPage } from "./render";

const r = createRenderer();
const browser = useBrowser();
type Data = Record<string, unknown>;

/** What the adapter's weapon button asks the dialog with (its ask answers null: the dialog's data is all we need). */
async function askedData(ruleset: RulesetId): Promise<Data> {
  let asked: Data = {};
  const ask = async (d: Data) => ((asked = d), null);
  if (ruleset === "six-seconds") await sixSecondsRollItem(actionContext(mauve(), { ask }) as never, { name: armingSword.name, system: { sixSeconds: armingSword.block as Data } });
  if (ruleset === "frozen-lands") await frozenLandsRollItem(actionContext(blankSystem(), { ask }) as never, { name: "Bow", system: { frozenLands: { category: "ranged", bonus: 1, damage: 1, range: "long", damageTypes: [], features: [] } } });
  if (ruleset === "factions") await factionsRollItem(actionContext(blankSystem(), { ask }) as never, { name: "Sword", system: { factions: { attack: "melee", damageDie: "d6" } } });
  if (ruleset === "tactica") await tacticaRollAttack(actionContext(blankSystem(), { ask }) as never, { name: "Spear", system: { tactica: { weightClass: "medium", reach: true } } });
  return asked;
}

/** A prefill that sets one situational modifier, per ruleset (the board's or the target's). */
const SITUATIONAL: Record<RulesetId, Data> = {
  "six-seconds": { cover: "light" },
  "frozen-lands": { dice: -1 },
  factions: { riding: true },
  tactica: { dice: -1 },
};

const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;
/** The page in a theme, as themes.test.ts renders it (the class on <body>, core's window background). */
function themed(html: string, theme: keyof typeof THEMES): string {
  const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
  return html.replace("<body>", `<body class="theme-${theme}">`).replace("</head>", `${style}</head>`);
}

const formValues = (p: Page): Promise<Record<string, string>> =>
  p.evaluate(() => {
    const out: Record<string, string> = {};
    for (const [k, v] of new FormData(document.querySelector("form")!).entries()) out[k] = String(v);
    return out;
  });

const RULESETS: RulesetId[] = ["six-seconds", "frozen-lands", "factions", "tactica"];

describe("the roll dialogs: situational modifiers folded, skipped defaults equal to the untouched form", () => {
  for (const ruleset of RULESETS) {
    for (const theme of ["light", "dark"] as const) {
      it(`${ruleset}, ${theme}: closed situational fieldset; the untouched form reads as the skip's defaults`, async () => {
        const data = await askedData(ruleset);
        const p = await checkPage(browser(), themed(dialogPage(r, ruleset, data), theme), `roll-dialog-${ruleset}-${theme}`);
        expect(await p.locator("details.fray-situational").count()).toBe(1);
        expect(await p.locator("details.fray-situational").getAttribute("open")).toBeNull();
        const parse = ADAPTERS[ruleset].parseDialog;
        expect(rollOptionsFrom(await formValues(p), parse)).toEqual(rollOptionsFrom(defaultForm(data), parse));
        // Opening it shows its fields (the summary is the control).
        await p.locator("details.fray-situational > summary").click();
        expect(await p.locator("details.fray-situational").getAttribute("open")).not.toBeNull();
        await p.close();
      });
    }

    it(`${ruleset}: a prefilled situational modifier opens the fieldset and is what the form and the skip read`, async () => {
      const data = { ...(await askedData(ruleset)), ...SITUATIONAL[ruleset] };
      const p = await checkPage(browser(), dialogPage(r, ruleset, data), `roll-dialog-${ruleset}-situational-open`);
      expect(await p.locator("details.fray-situational").getAttribute("open")).not.toBeNull();
      const parse = ADAPTERS[ruleset].parseDialog;
      const read = rollOptionsFrom(await formValues(p), parse);
      expect(read).toEqual(rollOptionsFrom(defaultForm(data), parse));
      expect(read).not.toEqual(rollOptionsFrom(defaultForm(await askedData(ruleset)), parse));
      await p.close();
    });
  }

  it("factions: the board's barrier selects *Barrier* in Target's protection (\"Barriers completely block attacks\"), the form reads it and the user may switch to peeking out", async () => {
    const data = { ...(await askedData("factions")), protection: "barrier" };
    const p = await checkPage(browser(), dialogPage(r, "factions", data), "roll-dialog-factions-barrier");
    expect(await p.locator("details.fray-situational").getAttribute("open")).not.toBeNull();
    expect(await p.locator("select[name=protection]").inputValue()).toBe("barrier");
    const parse = ADAPTERS.factions.parseDialog;
    expect(rollOptionsFrom(await formValues(p), parse)).toEqual(rollOptionsFrom(defaultForm(data), parse));
    await p.locator("select[name=protection]").selectOption("barrier-peeking");
    expect((await formValues(p))["protection"]).toBe("barrier-peeking");
    await p.close();
  });

  it("tactica: no Parry is declared for the target in the attacker's dialog (the defender declares it on the card)", async () => {
    const p = await checkPage(browser(), dialogPage(r, "tactica", await askedData("tactica")), "roll-dialog-tactica-target-parry");
    expect(await p.locator("input[name=parryDice]").count()).toBe(0);
    expect(await p.locator("input[name=armour]").count()).toBe(1);
    await p.close();
  });
});
