/**
 * Browser proof of the frozen-lands dialog and cards added for issues 13 and 14: the ranged attack dialog (target
 * size and light selects, the weapon's Aimed and Loaded state), the GM's result card with the critical injury button,
 * the Aim action card, and dual wielding's dialog (second weapon, split of the Melee pool) and its two cards. Real templates and CSS in Chromium: no console errors, no overflow, axe 0 serious/critical.
 */
import { describe, expect, it } from "vitest";
import { applyOutcome } from "../../module/chat/exchange/handler";
import { bindExchange } from "../../module/chat/exchange/bind";
import { resultView } from "../../module/chat/exchange/view";
import { resolveRequest } from "../../module/dice/requests";
import { RANGE_BANDS } from "../../module/engine/rulesets/frozen-lands/range";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../module/rulesets/frozen-lands/attack";
import { criticalInjuryOffers } from "../../module/rulesets/frozen-lands/critical-injury";
import { LIGHTS, TARGET_SIZES } from "../../module/rulesets/frozen-lands/dialog-fields";
import { resolveWeaponStep } from "../../module/rulesets/frozen-lands/weapon-actions";
import { dualWieldAttack } from "../../module/rulesets/frozen-lands/dual-wield";
import { percent } from "../../module/dice/roll-format";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { frozenLandsOptions } from "../foundry/action-context";
import type { SheetActionContext, SheetItem } from "../../module/rulesets/adapter";
import { blankSystem, GM, doubleWorld, uuid } from "../foundry/exchange/double-world";
import { HOSTILE_NAME, actorFixture } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { actorPage, cardPage, createRenderer, dialogPage, page } from "./render";
import type { FrozenLandsTypes } from "../../module/rulesets/frozen-lands/types";

const r = createRenderer();
const browser = useBrowser();

const crossbow: FrozenLandsWeaponData = { name: "Heavy Crossbow", block: { category: "ranged", bonus: 1, damage: 3, range: "long", damageTypes: ["piercing"], features: ["reload", "two-handed", "heavy"] } };

describe("frozen-lands dialog and cards", () => {
  it("the ranged attack dialog offers size and light selects and shows the weapon's state", async () => {
    const html = dialogPage(r, "frozen-lands", { attack: true, ranged: true, bands: RANGE_BANDS, band: "long", aimed: true, reload: true, loaded: false, sizes: TARGET_SIZES, lights: LIGHTS, stressDice: 1 });
    const p = await checkPage(browser(), html, "frozen-lands-ranged-dialog");
    expect(await p.locator("select[name=targetSize] option").count()).toBe(5);
    expect(await p.locator("select[name=light] option").count()).toBe(3);
    expect(await p.locator("input[name=aimed]").isChecked()).toBe(true);
    expect(await p.locator(".fray-hint").first().textContent()).toContain("Not loaded");
    await p.close();
  });

  it("the result card of a Wound offers the GM the critical injury roll", async () => {
    const A = uuid("archer");
    const H = uuid("hero");
    const archer = blankSystem();
    archer.frozenLands.skills = [{ name: "Marksmanship", attribute: "agility", rank: 3 }];
    const hero = blankSystem();
    hero.frozenLands.stamina.value = 0;
    const world = await doubleWorld({ [A]: { name: "Archer", system: archer, statuses: [] }, [H]: { name: HOSTILE_NAME, system: hero, statuses: [] } }, {}, "frozen-lands");
    const req = frozenLandsAttackRequest(archer, crossbow, world.actor(H), { band: "long" });
    await world.cards.set("m", bindExchange(resolveRequest(req, [6, 2]), req, [6, 2], A, [{ uuid: H, name: HOSTILE_NAME }])!);
    await applyOutcome(world, "m", H, GM);
    const view = resultView("result", world.posted[0]!.records, () => HOSTILE_NAME, true, world.cards.get("m")!, criticalInjuryOffers);
    const p = await checkPage(browser(), page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", view)}</div>`), "frozen-lands-critical-injury-result");
    expect(await p.locator("[data-fray-result-action=criticalInjury]").textContent()).toContain("critical injury");
    await p.close();
  });

  it("the Aim action card", async () => {
    const { card } = resolveWeaponStep({ step: "aim", name: "Archer", weapon: HOSTILE_NAME, weaponId: "x" });
    const p = await checkPage(browser(), cardPage(r, card), "frozen-lands-aim-card");
    await p.close();
  });

  it("dual wielding: the dialog the sheet's Dual wield opens (second weapon, split), and its two attack cards", async () => {
    const stats = blankSystem();
    stats.frozenLands.skills = [{ name: "Melee", attribute: "body", rank: 4 }];
    const sword: SheetItem = { id: "sword00000000000", name: "Broadsword", system: { frozenLands: { category: "melee", bonus: 2, damage: 2, range: "close", damageTypes: ["slashing"], features: ["parrying"] } } };
    const dagger: SheetItem = { id: "dagger0000000000", name: HOSTILE_NAME, system: { frozenLands: { category: "melee", bonus: 1, damage: 1, range: "close", damageTypes: ["piercing"], features: ["light"] } } };
    let asked: Record<string, unknown> = {};
    const ctx: SheetActionContext<FrozenLandsTypes> = {
      stats,
      derived: prepareActorDerived(stats),
      ask: async (data) => {
        asked = data;
        return frozenLandsOptions({ dice: "0", band: "close", offhand: dagger.id!, firstDice: "3" });
      },
      firstTarget: () => ({ name: "Raider", system: blankSystem(), derived: prepareActorDerived(blankSystem()), statuses: [] }),
      targets: () => [],
      items: [],
      localize: (k) => k,
      checkPrefill: () => ({}),
      placeArea: async () => null,
      targetBlast: async () => null,
      weapons: () => [sword, dagger],
      name: "Hilda",
      statuses: [],
      data: { itemId: sword.id! },
      options: {},
      askFields: async () => null,
    };
    const out = await dualWieldAttack(ctx);
    const p = await checkPage(browser(), dialogPage(r, "frozen-lands", asked), "frozen-lands-dual-wield-dialog");
    expect(await p.locator("select[name=offhand] option").allTextContents()).toEqual([HOSTILE_NAME]);
    expect(await p.locator("input[name=firstDice]").getAttribute("max")).toBe("4");
    expect(await p.locator("input[name=firstDice]").inputValue()).toBe("2");
    await p.close();
    const cards = out!.series.map((req, i) => resolveRequest(req, i === 0 ? [6, 5, 2, 1, 3] : [6, 4]));
    const q = await checkPage(browser(), page("dual wield cards", cards.map((c) => `<div style="width:300px;padding:8px">${r.render("chat/roll-card.hbs", { card: c, odds: percent(c.odds), damage: null })}</div>`).join("")), "frozen-lands-dual-wield-cards");
    expect(await q.getByText("Dual wielding, first attack").count()).toBe(1);
    await q.close();
  });

  it("the Stats tab: talent ticks for repeated actions, the movement rolls, and the GM's critical injury button when one is due", async () => {
    const actor = actorFixture("frozen-lands", "character");
    Object.assign(actor.system.frozenLands, { injuriesDue: 1, repeats: { attack: true, move: false, aim: false, reload: false } });
    // The GM's page of a prone character: Stand up is offered (lifting Prone), the injury draw is a GM tool.
    const p = await checkPage(browser(), actorPage(r, { ...actor, statuses: ["frozen-lands.prone"], viewer: { isGM: true } }, "stats"), "frozen-lands-stats-talents-injuries");
    // Each tick is a labelled checkbox (axe runs in checkPage); the ticked one shows checked.
    expect(await p.getByRole("checkbox", { name: "Attack" }).isChecked()).toBe(true);
    expect(await p.getByRole("checkbox", { name: "Move" }).isChecked()).toBe(false);
    for (const action of ["disengage", "cluttered", "criticalInjury", "standUp", "jump"]) expect(await p.locator(`[data-action=sheetAction][data-sheet-action=${action}]`).count()).toBe(1);
    expect(await p.locator("input[name='system.frozenLands.injuriesDue']").inputValue()).toBe("1");
    await p.close();
    // A player's page of the same character standing: no GM tool, no Stand up.
    const player = await checkPage(browser(), actorPage(r, actor, "stats"), "frozen-lands-stats-player");
    expect(await player.locator("[data-sheet-action=criticalInjury]").count()).toBe(0);
    expect(await player.locator("[data-sheet-action=standUp]").count()).toBe(0);
    await player.close();
    // Nothing due: no button.
    const none = actorFixture("frozen-lands", "character");
    const q = await checkPage(browser(), actorPage(r, { ...none, viewer: { isGM: true } }, "stats"), "frozen-lands-stats-no-injury");
    expect(await q.locator("[data-sheet-action=criticalInjury]").count()).toBe(0);
    await q.close();
  });
});
