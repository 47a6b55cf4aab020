/**
 * Issue 27 item 6 in Chromium, in v13's light and dark themes with axe at 0 serious or critical (contrast included):
 * the attack card with its labelled dice groups and its folded Details, as the GM sees it and as a player sees it
 * with "Hide NPC numbers from players" on (chat/npc-numbers.ts: the card the render hook draws for that viewer),
 * and an area attack's card with its Retarget and Scatter buttons (chat/area-card.ts).
 */
import { describe, expect, it } from "vitest";
import { withoutNpcNumbers } from "../../module/chat/npc-numbers";
import { percent } from "../../module/dice/roll-format";
import { cardFixtures } from "./card-fixtures";
import { axeViolations, openPage, saveScreenshot, useBrowser } from "./page-checks";
import { createRenderer, page } from "./render";

const r = createRenderer();
const browser = useBrowser();
const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;
const attack = cardFixtures().find((f) => f.name === "six-seconds-attack")!.card;

function themed(html: string, theme: keyof typeof THEMES): string {
  const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
  return html.replace("<body>", `<body class="theme-${theme}">`).replace("</head>", `${style}</head>`);
}

const cardHTML = (card: typeof attack) => page("attack card", `<div style="width:320px;padding:8px">${r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null })}</div>`);

describe("the attack card for each viewer, in both themes", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const viewer of ["gm", "player"] as const) {
      it(`${theme}: the ${viewer}'s card`, async () => {
        const card = viewer === "gm" ? attack : withoutNpcNumbers(attack);
        const { page: p, errors } = await openPage(browser(), { width: 800, height: 700 });
        await p.setContent(themed(cardHTML(card), theme), { waitUntil: "load" });
        await p.locator("details.fray-card-breakdown > summary").click();
        await saveScreenshot(`card-viewer-${theme}-${viewer}`, (path) => p.screenshot({ path, fullPage: true }));
        // Whose dice, in words: the attacker's d6, the defender's parry d6, the damage die.
        expect(await p.locator(".fray-dice-label").allTextContents()).toEqual(["Attacker's dice", "Defender's dice", "Damage dice"]);
        const text = (await p.locator(".fray-card").textContent()) ?? "";
        if (viewer === "gm") {
          expect(text).toContain("Toughness");
          expect(await p.locator(".fray-card-odds").count()).toBe(1);
        } else {
          expect(text).not.toContain("Toughness");
          expect(text).not.toMatch(/Chance/);
          expect(await p.locator(".fray-card-odds").count()).toBe(0);
        }
        expect(await axeViolations(p)).toEqual([]);
        expect(errors).toEqual([]);
        await p.close();
      });
    }
  }
});

describe("an area attack's Retarget and Scatter buttons, in both themes", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: labelled buttons with tooltips, axe clean`, async () => {
      const body = r.render("chat/roll-card.hbs", { card: attack, odds: percent(attack.odds), damage: null }).replace("</article>", `${r.render("chat/area-buttons.hbs", { retarget: true, scatter: true })}</article>`);
      const { page: p, errors } = await openPage(browser(), { width: 800, height: 700 });
      await p.setContent(themed(page("area card", `<div style="width:320px;padding:8px">${body}</div>`), theme), { waitUntil: "load" });
      await saveScreenshot(`card-area-buttons-${theme}`, (path) => p.screenshot({ path, fullPage: true }));
      expect(await p.locator("[data-fray-area-action]").allTextContents()).toEqual(["Retarget", "Scatter"]);
      expect(await p.locator("[data-fray-area-action=scatter]").getAttribute("data-tooltip")).toMatch(/scatter/);
      expect(await axeViolations(p)).toEqual([]);
      expect(errors).toEqual([]);
      await p.close();
    });
  }
});
