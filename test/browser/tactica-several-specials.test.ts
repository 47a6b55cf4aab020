/**
 * Browser proof of several tactica special results on one hit: the attack card's "Several special results…" button
 * (with its picks on the button), the picker dialog, and the result card naming every pick. Real templates and CSS in
 * Chromium: no console errors, no overflow, axe 0 serious/critical, every label localised.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../module/chat/exchange/bind";
import { composeDialog, composeOptions } from "../../module/chat/exchange/compose-choice";
import { applyOutcome } from "../../module/chat/exchange/handler";
import { exchangeView, resultView } from "../../module/chat/exchange/view";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { percent } from "../../module/dice/roll-format";
import { resolveRequest } from "../../module/dice/requests";
import { tacticaApplyChoices } from "../../module/rulesets/tactica/apply-choices";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, player, uuid } from "../foundry/exchange/double-world";
import { HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { createRenderer, page } from "./render";

const r = createRenderer();
const browser = useBrowser();
const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000012";

describe("tactica: several special results on one hit", () => {
  it("the card's composed offer, its picker, and the result card with +2d and Stun", async () => {
    const world = await doubleWorld({ [ROLAND]: { name: HOSTILE_NAME, system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } });
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
    const faces = [5, 6, 5, 2];
    const card = resolveRequest(req, faces);
    await world.cards.set(MSG, bindExchange(card, req, faces, GOBLIN, [{ uuid: ROLAND, name: HOSTILE_NAME }], "Goblin")!);
    const offers = () => tacticaApplyChoices.offers(world.cards.get(MSG)!, world.actor(ROLAND)!);
    const view = exchangeView(world.cards.get(MSG)!, MSG, player("g", [GOBLIN]), () => [], offers);
    const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
    const p = await checkPage(browser(), page("attack card", `<div style="width:320px;padding:8px">${body}</div>`), "tactica-card-several-specials");
    const button = p.locator("button[data-choice=sp]");
    expect(await button.textContent()).toContain("Several special results");
    expect(await button.getAttribute("data-compose-max")).toBe("2");
    expect(await p.locator("body").textContent()).not.toMatch(/FRAY\.[A-Z]/);
    await p.close();

    const offer = offers().find((o) => o.id === "sp")!;
    const dialog = composeDialog("FRAY.Exchange.ComposeTitle", offer.compose!.max, composeOptions(offer.compose!.options));
    const d = await checkPage(browser(), page("picker", `<form style="width:400px;padding:8px">${r.render("dialogs/action-fields.hbs", dialog)}</form>`), "tactica-several-specials-picker");
    expect(await d.locator("select").count()).toBe(2);
    expect(await d.locator("select").first().locator("option").count()).toBe(14);
    expect(await d.locator("body").textContent()).not.toMatch(/FRAY\.[A-Z]/);
    await d.close();

    await applyOutcome(world, MSG, ROLAND, GM, "sp-ds");
    const result = resultView("result", world.posted[0]!.records, (id) => (id === ROLAND ? HOSTILE_NAME : "Goblin"), true, world.cards.get(MSG)!);
    const rp = await checkPage(browser(), page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", result)}</div>`), "tactica-several-specials-result");
    const text = (await rp.locator("body").textContent()) ?? "";
    expect(text).toContain("+2d of damage and Stun: 3 damage");
    expect(text).not.toMatch(/FRAY\.[A-Z]/);
    await rp.close();
  });
});
