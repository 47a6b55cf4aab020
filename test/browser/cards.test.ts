/**
 * Browser proof of the attack exchange's cards (docs/cards.md): the attack card with its bound targets, the
 * defence offered to a target's owner (one option refused with the engine's reason), the counter, the result card
 * with its GM-only Undo, and the undone card. Rendered from the real templates and CSS in Chromium, from flags the
 * Foundry-free handler produced (Theobald's counter against the bandit leader). Each: screenshot, no console
 * errors, no overflow at 800 px, axe 0 serious/critical, a hostile target name shown as text and never run.
 */
import { describe, expect, it } from "vitest";
import { applyOutcome, defend, undoOutcome } from "../../module/chat/exchange/handler";
import { exchangeView, resultView } from "../../module/chat/exchange/view";
import { percent } from "../../module/dice/roll-format";
import { coverTexts, leavesTrackerCosts, undoCovers } from "../../module/chat/undo-covers";
import type { DefenceOffer } from "../../module/rulesets/adapter";
import { factionsApplyChoices } from "../../module/rulesets/factions/apply-choices";
import { GM, player } from "../foundry/exchange/people";
import { LEADER, MSG, OFFERS, THEOBALD, theobaldAndLeader } from "./exchange-fixture";
import { HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { checkThemed } from "./themed-card";
import { declaredTheobaldAndLeader } from "./exchange-fixture";
import { createRenderer, page } from "./render";

const r = createRenderer();
const browser = useBrowser();

/** The card, clipped to its column, with the common checks; these screenshots are docs/images too. */
async function check(html: string, shot: string): Promise<void> {
  const p = await checkPage(browser(), html, shot, {
    viewport: { width: 800, height: 600 },
    clip: async (pg) => {
      const box = (await pg.locator(".fray-card").first().boundingBox())!;
      return { x: 0, y: 0, width: 340, height: Math.ceil(box.y + box.height + 8) };
    },
    docImage: true,
  });
  await p.close();
}

describe("attack exchange cards", () => {
  it("attack, defence offered, counter, result and undone all render, accessible, with the hostile name as text", async () => {
    const { world, card } = await theobaldAndLeader();
    const attackHTML = (viewer: Parameters<typeof exchangeView>[2], offers: DefenceOffer[]) => {
      const view = exchangeView(world.cards.get(MSG)!, MSG, viewer, () => offers);
      const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
      return page("attack card", `<div style="width:320px;padding:8px">${body}</div>`);
    };
    await check(attackHTML(player("theo", [THEOBALD]), []), "card-attack");
    // The attacker's choice beside Apply (a death blow, refused here with the engine's reason).
    const choiceView = exchangeView(world.cards.get(MSG)!, MSG, player("theo", [THEOBALD]), () => [], () => factionsApplyChoices.offers(world.cards.get(MSG)!, world.actor(LEADER)!));
    expect(choiceView.rows[0]!.choices[0]!.refused).toBe("a death blow needs an incapacitated target");
    const choiceBody = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", choiceView)}</article>`);
    await check(page("attack card", `<div style="width:320px;padding:8px">${choiceBody}</div>`), "card-attack-choice");
    await check(attackHTML(player("leader", [LEADER]), OFFERS), "card-defence-offered");
    // Issue 27 item 6: a helpless target's three struck defences say their one reason once; the breakdown is folded.
    const helpless = ["dodge", "counter", "guard"].map((id): DefenceOffer => ({ id, label: `FRAY.Exchange.Defence.${id}`, refused: "Unconscious: no defence rolls" }));
    const folded = await browser().newPage();
    await folded.setContent(attackHTML(player("leader", [LEADER]), helpless));
    expect(await folded.locator(".fray-exchange-offers button[disabled]").count()).toBe(3);
    expect(await folded.locator(".fray-exchange-refused").allTextContents()).toEqual(["Unconscious: no defence rolls"]);
    expect(await folded.locator("details.fray-card-breakdown").getAttribute("open")).toBeNull();
    expect(await folded.locator(".fray-card-details").isVisible()).toBe(false);
    await folded.locator("details.fray-card-breakdown > summary").click();
    expect(await folded.locator(".fray-card-details").isVisible()).toBe(true);
    await folded.close();

    world.dice = [5];
    expect(await defend(world, MSG, LEADER, "counter", GM)).toMatchObject({ ok: true });
    await check(attackHTML(GM, []), "card-counter");

    await applyOutcome(world, MSG, LEADER, GM);
    const names = (id: string) => (id === LEADER ? HOSTILE_NAME : "Theobald");
    const result = world.posted[0]!;
    const resultHTML = (v: ReturnType<typeof resultView>) => page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", v)}</div>`);
    // The GM's Undo says what it takes back and what it leaves to the tracker (undo-covers.ts, as drawResult passes it).
    const loc = (k: string) => r.lang[k] ?? k;
    const covers = coverTexts(undoCovers(result.records, names), loc, (k, d) => loc(k).replace(/\{(\w+)\}/g, (_, n: string) => d[n] ?? `{${n}}`));
    const resultPage = resultHTML({ ...resultView("result", result.records, names, true, world.cards.get(MSG)!), undoCovers: covers, undoLeaves: leavesTrackerCosts(world.cards.get(MSG)!, result.records) } as ReturnType<typeof resultView>);
    await check(resultPage, "card-result");
    expect(covers.length).toBeGreaterThan(0);
    const shown = await browser().newPage();
    await shown.setContent(resultPage);
    expect(await shown.locator(".fray-undo-covers li").allTextContents()).toEqual(covers);
    expect(await shown.locator(".fray-undo-leaves").count()).toBe(1);
    await shown.close();

    await undoOutcome(world, MSG, LEADER, GM);
    const undone = world.posted[1]!;
    expect(undone.kind).toBe("undone");
    const undonePage = resultHTML(resultView("undone", undone.records, names, true, world.cards.get(MSG)!));
    await check(undonePage, "card-undone");
    // "Undone" once: the title says it; the rows do not repeat it.
    const u = await browser().newPage();
    await u.setContent(undonePage);
    expect(await u.getByText("Undone", { exact: true }).count()).toBe(1);
    await u.close();
  });

  it("the attack card before its damage roll: whose move it is, the reactions with No defence, no damage; both themes", async () => {
    const { world, card } = await declaredTheobaldAndLeader();
    const view = exchangeView(world.cards.get(MSG)!, MSG, player("leader", [LEADER]), () => OFFERS);
    expect(view.rows[0]!.damage).toBeNull();
    expect(view.rows[0]!.offers.map((o) => o.id)).toEqual(["dodge", "counter", "guard", "none"]);
    const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
    const html = page("attack card", `<div style="width:320px;padding:8px">${body}</div>`);
    await check(html, "card-declared");
    for (const theme of ["light", "dark"] as const) {
      const { text, dice } = await checkThemed(browser(), html, theme, "card-declared");
      expect(text).toContain("defence");
      expect(dice).toBe(0);
    }
  });
});
