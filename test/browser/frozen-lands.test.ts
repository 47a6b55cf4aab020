/**
 * Browser proof of the frozen-lands dialog and cards added for issues 13 and 14: the ranged attack dialog (target
 * size and light selects, the weapon's Aimed and Loaded state), the GM's result card with the critical injury button,
 * and the Aim action card. Real templates and CSS in Chromium: no console errors, no overflow, axe 0 serious/critical.
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
import { blankSystem, GM, memoryWorld, uuid } from "../foundry/exchange/world";
import { HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { cardPage, createRenderer, dialogPage, page } from "./render";

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
    const world = memoryWorld({ [A]: { name: "Archer", system: archer, statuses: [] }, [H]: { name: HOSTILE_NAME, system: hero, statuses: [] } });
    const req = frozenLandsAttackRequest(archer, crossbow, world.actor(H), { band: "long" });
    world.cards.set("m", bindExchange(resolveRequest(req, [6, 2]), req, [6, 2], A, [{ uuid: H, name: HOSTILE_NAME }])!);
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
});
