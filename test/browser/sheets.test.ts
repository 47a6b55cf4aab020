/**
 * Browser proof: every actor sheet (per ruleset, character and NPC), every item sheet, every chat card and the
 * roll dialog, rendered from the real templates and CSS in Chromium (playwright-core; see launch.ts for which one). Each render:
 * screenshot, no console errors, no horizontal overflow at 800 px, axe-core with 0 serious/critical
 * violations, hostile names and descriptions shown as text and never run.
 */
import { existsSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { damageApplication } from "../../module/chat/apply-damage";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { factionsDamageRequest, factionsSaveRequest } from "../../module/rulesets/factions/from-actor";
import { frozenLandsSkill } from "../../module/rulesets/frozen-lands/from-actor";
import { sixSecondsSkillCheck } from "../../module/rulesets/six-seconds/from-actor";
import { tacticaPool } from "../../module/rulesets/tactica/from-actor";
import { resolveRequest } from "../../module/dice/requests";
import { sixSecondsAttackRequest, type AttackTarget } from "../../module/rulesets/six-seconds/attack";
import { frozenLandsAttackRequest } from "../../module/rulesets/frozen-lands/attack";
import { factionsAttackRequest } from "../../module/rulesets/factions/attack";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { RANGE_BANDS } from "../../module/engine/rulesets/frozen-lands/range";
import { ACTORS, HOSTILE_DESCRIPTION, HOSTILE_NAME, ITEMS, actorFixture } from "./fixtures";
import { checkPage, saveScreenshot, useBrowser } from "./page-checks";
import { actorPage, cardPage, createRenderer, damageCardPage, dialogPage, itemPage } from "./render";

const r = createRenderer();
const browser = useBrowser();

interface Checked {
  page: Page;
  close: () => Promise<void>;
}

/** Render, screenshot and run the common checks; the caller adds page-specific checks then closes. */
async function check(html: string, shot: string): Promise<Checked> {
  const page = await checkPage(browser(), html, shot);
  return { page, close: () => page.close() };
}

describe("actor sheets", () => {
  for (const actor of ACTORS) {
    it(`${actor.ruleset} ${actor.type}: stats, items and biography tabs`, async () => {
      const base = `actor-${actor.ruleset}-${actor.type}`;
      const stats = await check(actorPage(r, actor, "stats"), `${base}-stats`);
      expect(await stats.page.inputValue("input[name=name]")).toBe(HOSTILE_NAME);
      expect(await stats.page.locator(`section[data-tab=stats]`).isVisible()).toBe(true);
      expect(await stats.page.locator(".fray-status").count()).toBe(actor.statuses!.length);
      await stats.close();
      if (actor.type === "character") {
        // README image: the same sheet with a friendly name, 800 × 600.
        const friendlyHtml = actorPage(r, { ...actor, name: "Jack Clancy" }, "stats");
        const friendly = await check(friendlyHtml, `${base}-readme`);
        const clip = { x: 0, y: 0, width: 800, height: 600 };
        await saveScreenshot(`sheet-${actor.ruleset}`, (path) => friendly.page.screenshot({ path, clip }), `${friendlyHtml}\n<!-- clip ${JSON.stringify(clip)} -->`);
        await friendly.close();
      }
      const items = await check(actorPage(r, actor, "items"), `${base}-items`);
      expect(await items.page.locator(".fray-item").count()).toBeGreaterThan(0);
      await items.close();
      const bio = await check(actorPage(r, actor, "biography"), `${base}-biography`);
      expect(await bio.page.locator(".fray-prose").textContent()).toBe(HOSTILE_DESCRIPTION);
      expect(await bio.page.locator(".fray-prose").isVisible()).toBe(true);
      await bio.close();
    });
  }

  it("edit mode unlocks base stats (play mode locks them)", async () => {
    const actor = { ...actorFixture("six-seconds", "character"), mode: "edit" as const };
    const edit = await check(actorPage(r, actor, "stats"), "actor-six-seconds-edit");
    expect(await edit.page.locator("input[name='system.sixSeconds.abilities.strength']").isDisabled()).toBe(false);
    await edit.close();
    const play = await check(actorPage(r, actorFixture("six-seconds", "character"), "stats"), "actor-six-seconds-play");
    expect(await play.page.locator("input[name='system.sixSeconds.abilities.strength']").isDisabled()).toBe(true);
    expect(await play.page.locator("input[name='system.sixSeconds.wounds']").isDisabled()).toBe(false);
    await play.close();
  });
});

describe("item sheets", () => {
  for (const item of ITEMS) {
    it(`${item.type}: details and description`, async () => {
      const details = await check(itemPage(r, item, "details"), `item-${item.type}-details`);
      expect(await details.page.inputValue("input[name=name]")).toBe(item.name);
      if (item.type === "combo") {
        // Attack 1 + Trip 2 (the owner's technique) = 3 over the limit 2; Feint is not a known component.
        await expect(details.page.locator(".fray-combo-rating").textContent()).resolves.toContain("3 / 2");
        expect(await details.page.locator(".fray-problem").count()).toBe(2);
      }
      await details.close();
      const desc = await check(itemPage(r, item, "description"), `item-${item.type}-description`);
      if (item.name === HOSTILE_NAME) {
        expect(await desc.page.locator(".fray-prose").textContent()).toBe(HOSTILE_DESCRIPTION);
        expect(await desc.page.locator(".fray-prose").isVisible()).toBe(true);
      }
      await desc.close();
    });
  }
});

describe("chat cards and dialog", () => {
  const s = actorFixture("six-seconds", "character").system;
  const d = prepareActorDerived(s);
  const cards = {
    "six-seconds-check": resolveRequest({ ...sixSecondsSkillCheck(s, d, 0, 7, [{ value: 1, reason: "flanking" }]), label: HOSTILE_NAME }, [5]),
    "frozen-lands-skill": resolveRequest(frozenLandsSkill(s, 0, [{ dice: 1, reason: "weapon bonus" }]), [6, 2, 5, 1, 5, 3]),
    "factions-save": resolveRequest(factionsSaveRequest(s, "agi"), [2]),
    "factions-damage": resolveRequest(factionsDamageRequest("Battleaxe", "d8"), [7]),
    "tactica-pool": resolveRequest(tacticaPool(s, "Attack", 5), [6, 4, 1, 1, 1]),
  };
  // Attack cards: the target is named with hostile text (it appears in the outcome line).
  const foe: AttackTarget = { name: HOSTILE_NAME, system: s, derived: d, statuses: [] };
  const sword = { name: "Arming sword", block: { damageDie: "d8" } };
  const longsword = { name: "Longsword", block: { category: "melee", bonus: 2, damage: 2, range: "close" as const, damageTypes: ["slashing" as const], features: ["heavy", "parrying"] } };
  const attackCards = {
    "six-seconds-attack": resolveRequest(sixSecondsAttackRequest(s, d, sword, foe, { splits: [{ attack: 1, defence: 0, reason: "On the Exhale" }], defence: { kind: "parry", bonus: 3 } }), [4, 2, 6]),
    "six-seconds-attack-defended": resolveRequest(sixSecondsAttackRequest(s, d, sword, foe, { defence: { kind: "dodge", bonus: 5 } }), [4, 6, 1]),
    "six-seconds-attack-no-target": resolveRequest(sixSecondsAttackRequest(s, d, sword, null), [3]),
    "frozen-lands-attack": resolveRequest(frozenLandsAttackRequest(s, longsword, foe), [6, 5, 5, 2, 1, 6, 3]),
    "frozen-lands-attack-no-target": resolveRequest(frozenLandsAttackRequest(s, longsword, null), [1, 2, 3, 4, 2, 1, 1]),
    "factions-attack": resolveRequest(factionsAttackRequest(s, { name: "Bow", block: { attack: "ranged", damageDie: "d6", range: 8 } }, foe, { distance: 5, dodge: true }), [5, 15, 4]),
    "factions-attack-no-target": resolveRequest(factionsAttackRequest(s, { name: "Sword", block: { attack: "melee", damageDie: "d6" } }, null), [6]),
    "tactica-attack": resolveRequest(tacticaAttackRequest(s, d, { name: "Broadsword", block: { weightClass: "medium" } }, 3, foe, { parryDice: 1, armour: 1 }), [4, 6, 5, 1]),
    "tactica-attack-no-target": resolveRequest(tacticaAttackRequest(s, d, { name: "Dagger", block: { weightClass: "light" } }, 3, null), [1, 2, 3]),
  };
  for (const [name, card] of Object.entries(attackCards)) {
    it(`${name} card`, async () => {
      const c = await check(cardPage(r, card, card.damage ?? null), `card-${name}`);
      expect(await c.page.locator(".fray-die").count()).toBe(card.dice.length);
      expect(await c.page.locator(".fray-card-odds").isVisible()).toBe(true);
      expect(await c.page.locator("[data-fray-action=applyDamage]").count()).toBe(card.damage ? 1 : 0);
      if (card.outcome.data["target"] !== undefined) expect(await c.page.getByText(HOSTILE_NAME).isVisible()).toBe(true);
      await c.close();
    });
  }
  for (const [name, card] of Object.entries(cards)) {
    it(`${name} card`, async () => {
      const c = await check(cardPage(r, card, card.kind === "FRAY.Roll.Kind.Damage" ? card.total : null), `card-${name}`);
      expect(await c.page.locator(".fray-die").count()).toBe(card.dice.length);
      if (name === "six-seconds-check") expect(await c.page.getByText(HOSTILE_NAME).isVisible()).toBe(true);
      await c.close();
    });
  }
  it("damage result card", async () => {
    const app = damageApplication("factions", s, d, 4);
    const c = await check(damageCardPage(r, HOSTILE_NAME, app.summary), "card-damage-applied");
    expect(await c.page.getByText(HOSTILE_NAME).isVisible()).toBe(true);
    await c.close();
  });
  for (const ruleset of ["six-seconds", "frozen-lands", "factions", "tactica"]) {
    it(`${ruleset} roll dialog`, async () => {
      const c = await check(dialogPage(r, ruleset, { target: 4, stressDice: 2, count: 3 }), `dialog-${ruleset}`);
      await c.close();
    });
  }
  for (const ruleset of ["six-seconds", "frozen-lands", "factions", "tactica"]) {
    it(`${ruleset} attack dialog`, async () => {
      const c = await check(dialogPage(r, ruleset, { attack: true, stressDice: 2, count: 3, bands: RANGE_BANDS, band: "short", defences: ["none", "block", "dodge", "parry"], areas: ["none", "sphere", "line", "cone"] }), `dialog-attack-${ruleset}`);
      const field = { "six-seconds": "input[name=targetMod]", "frozen-lands": "select[name=band]", factions: "input[name=opportunity]", tactica: "input[name=armour]" }[ruleset]!;
      expect(await c.page.locator(field).count()).toBe(1);
      if (ruleset === "frozen-lands") expect(await c.page.inputValue("select[name=band]")).toBe("short");
      // Only six-seconds sizes areas by scale: its attack dialog offers none, sphere, line and cone.
      expect(await c.page.locator("select[name=area] option").count()).toBe(ruleset === "six-seconds" ? 4 : 0);
      await c.close();
    });
  }
});

it("documentation screenshots exist for each ruleset", () => {
  for (const r2 of ["six-seconds", "frozen-lands", "factions", "tactica"]) expect(existsSync(`docs/images/sheet-${r2}.png`)).toBe(true);
});
