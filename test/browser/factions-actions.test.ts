/**
 * Browser proof for the factions actions of issue 14: the stats tab's non-lethal buttons, the non-lethal attack
 * card with its exchange (reactions offered to the target, the counter, the result with Grabbed switched on and
 * off), Break free's card, the round-end morale line, and the dialogs they ask. Real templates and CSS in Chromium;
 * each render: screenshot, no console errors, no overflow at 800 px, axe 0 serious/critical.
 */
import { describe, expect, it } from "vitest";
import { applyOutcome, defend } from "../../module/chat/exchange/handler";
import { exchangeView, resultView } from "../../module/chat/exchange/view";
import { resolveAction } from "../../module/dice/action-resolve";
import { resolveRequest } from "../../module/dice/requests";
import { percent } from "../../module/dice/roll-format";
import type { ActionDialog } from "../../module/rulesets/action-fields";
import type { AttackTarget } from "../../module/rulesets/adapter";
import { factions } from "../../module/rulesets/factions/index";
import { mountAction } from "../../module/rulesets/factions/mount-actions";
import { spreadDialog } from "../../module/rulesets/factions/spread";
import { breakFreeAction, breakFreeRequest, NON_LETHAL_ATTACKS } from "../../module/rulesets/factions/nonlethal-actions";
import { GM, player } from "../foundry/exchange/people";
import { attack, BANDIT, fight, fighter, MSG, sheetCtx, THEOBALD } from "../foundry/actions/factions-nonlethal-fixture";
import { actorFixture, HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { actorPage, cardPage, createRenderer, dialogPage, page } from "./render";

const r = createRenderer();
const browser = useBrowser();

async function check(html: string, shot: string) {
  const p = await checkPage(browser(), html, shot);
  expect((await p.locator("body").textContent()) ?? "").not.toMatch(/FRAY\.[A-Z]/);
  return p;
}

describe("factions non-lethal attacks in the browser", () => {
  it("the stats tab offers Disarm, Shove, Grapple and Free an ally as attacks on the target, localised", async () => {
    const p = await check(actorPage(r, actorFixture("factions", "character"), "stats"), "factions-nonlethal-sheet");
    const names = await p.locator("[data-action=sheetAttack]").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset["sheetAttack"]));
    expect(new Set(names)).toEqual(new Set(Object.keys(factions.sheet.attackActions ?? {})));
    await p.close();
  });

  it("the grapple card, the reactions offered to the target, the counter and the result (Grabbed on) render accessibly", async () => {
    const world = await fight();
    await attack(world, "grapple", [14]);
    const req = world.cards.get(MSG)!.attack!.request as Parameters<typeof resolveRequest>[0];
    const card = resolveRequest(req, [14]);
    const withExchange = (viewer: Parameters<typeof exchangeView>[2], offersFor: boolean) => {
      const c = world.cards.get(MSG)!;
      const ctx = { attacker: world.actor(THEOBALD), attackerUuid: THEOBALD };
      const view = exchangeView(c, MSG, viewer, () => (offersFor ? factions.defence!.offers(c, world.actor(BANDIT)!, ctx) : []));
      const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
      return page("non-lethal card", `<div style="width:320px;padding:8px">${body}</div>`);
    };
    let p = await check(withExchange(player("bandit", [BANDIT]), true), "factions-nonlethal-offered");
    expect(await p.locator("button").count()).toBeGreaterThanOrEqual(2);
    await p.close();
    world.dice = [1];
    await defend(world, MSG, BANDIT, "counter", GM);
    (await check(withExchange(GM, false), "factions-nonlethal-countered")).close();
    await applyOutcome(world, MSG, BANDIT, GM);
    const names = (id: string) => (id === BANDIT ? HOSTILE_NAME : "Theobald");
    const v = resultView("result", world.posted[0]!.records, names, true, world.cards.get(MSG)!);
    p = await check(page("result", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", v)}</div>`), "factions-nonlethal-result");
    expect(await p.locator(".fray-card, article, section").count()).toBeGreaterThan(0);
    await p.close();
  });

  it("a large attacker's shove (no save, d4 direct damage), freeing an ally (Grabbed off) and Break free render", async () => {
    const big = await fight(fighter(8), fighter(12, 14, "large"));
    const shove = await attack(big, "shove", [3]);
    (await check(cardPage(r, resolveRequest(shove, [3])), "factions-nonlethal-shove-large")).close();

    const held = await fight(fighter(8), fighter(8), ["factions.grabbed"]);
    const free = (await NON_LETHAL_ATTACKS.freeAlly(sheetCtx("Theobald", fighter(8, 12), held.actor(BANDIT), { grabberSize: "medium" })))!;
    (await check(cardPage(r, resolveRequest(free, [4])), "factions-nonlethal-free")).close();

    const fall = resolveAction(mountAction, { name: "Sybilla", agi: 11, moving: true, health: { value: 6, max: 8 }, incapacitated: false, dead: false, options: {} }, [12, 3]);
    (await check(cardPage(r, fall.card), "factions-mount-fall")).close();

    const broke = resolveAction(breakFreeAction, breakFreeRequest("Bandit", ["factions.grabbed"], 10, "medium", "medium"), [6]);
    (await check(cardPage(r, broke.card), "factions-break-free")).close();
  });

  it("the round-end morale line reads as a sentence", async () => {
    const line = r.lang["FRAY.Tracker.Factions.MoraleGroup"] ?? "";
    expect(line).toContain("{faction}");
    (await check(page("morale due", `<p>${line.replace("{faction}", "Bandits").replace("{now}", "2").replace("{of}", "4")}</p>`), "factions-morale-due")).close();
  });

  it("the dialogs of Disarm, Free an ally, Break free and mounting: every field labelled and localised", async () => {
    const asked: ActionDialog[] = [];
    const capture = (d: ActionDialog) => {
      asked.push(d);
      return Promise.resolve(null);
    };
    const world = await fight(fighter(8), fighter(8), ["factions.grabbed"]);
    // The bandit's axe is a factions weapon to the dialog once the world plays factions (the disarm lists it).
    await game.settings.set("fray", "ruleset", "factions" as never);
    await NON_LETHAL_ATTACKS.disarm({ ...sheetCtx("Theobald", fighter(8), world.actor(BANDIT)), askFields: capture });
    await NON_LETHAL_ATTACKS.freeAlly({ ...sheetCtx("Theobald", fighter(8), world.actor(BANDIT)), askFields: capture });
    await breakFreeAction.prepare({ ...sheetCtx("Bandit", fighter(8), null), statuses: ["factions.grabbed"], askFields: capture });
    await mountAction.prepare({ ...sheetCtx("Sybilla", fighter(8), { uuid: "Actor.horse", name: "Warhorse", system: fighter(8), derived: {} as AttackTarget["derived"], statuses: [] }), askFields: capture });
    const riding = fighter(8);
    riding.factions.mount = "Actor.horse";
    riding.factions.mountName = "Warhorse";
    await mountAction.prepare({ ...sheetCtx("Sybilla", riding, null), askFields: capture });
    expect(asked).toHaveLength(5);
    for (const [i, dialog] of asked.entries()) {
      const p = await check(page("dialog", `<form style="width:400px;padding:8px">${r.render("dialogs/action-fields.hbs", dialog)}</form>`), `factions-nonlethal-dialog-${i}`);
      expect(await p.locator("input, select").count()).toBe(dialog.fields.length);
      await p.close();
    }
  });

  it("a rider's attack dialog starts with 'riding' ticked (impaired), a rider's sheet names the mount", async () => {
    const p = await check(dialogPage(r, "factions", { attack: true, riding: true }), "factions-attack-dialog-riding");
    expect(await p.locator("input[name=riding]").isChecked()).toBe(true);
    await p.close();
    const rider = actorFixture("factions", "character");
    rider.system.factions.mount = "Actor.horse";
    rider.system.factions.mountName = "Warhorse";
    const sheet = await check(actorPage(r, rider, "stats"), "factions-sheet-riding");
    expect(await sheet.locator("body").textContent()).toContain("Warhorse");
    await sheet.close();
  });

  it("the spread dialog (a large wyrm's bite over a medium and a hostile-named small target) renders accessibly", async () => {
    const small = fighter(8, 10, "small");
    const medium = fighter(8);
    const dialog = spreadDialog(fighter(30, 10, "large"), 1, [
      { uuid: "Actor.a", name: "Theobald", system: medium, derived: {} as AttackTarget["derived"], statuses: [] },
      { uuid: "Actor.b", name: HOSTILE_NAME, system: small, derived: {} as AttackTarget["derived"], statuses: [] },
    ]);
    const p = await check(page("spread dialog", `<form style="width:400px;padding:8px">${r.render("dialogs/action-fields.hbs", dialog)}</form>`), "factions-spread-dialog");
    expect(await p.locator("select").count()).toBe(2);
    expect(await p.locator("select").nth(1).locator("option").count()).toBe(4);
    expect(await p.locator("label").nth(1).textContent()).toContain(HOSTILE_NAME); // shown as text, not markup
    await p.close();
  });
});
