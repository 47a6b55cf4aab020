/**
 * Browser proof for the sheet actions (issue 14): the stats tabs with their action buttons and every action's chat
 * card, rendered from the real templates and CSS in Chromium. Each render: screenshot, no console errors, no
 * horizontal overflow at 800 px, axe-core with 0 serious/critical violations.
 */
import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { resolveAction } from "../../module/dice/action-resolve";
import { resolveRequest } from "../../module/dice/requests";
import type { ActionOutcome } from "../../module/rulesets/adapter";
import { ADAPTERS } from "../../module/rulesets/registry";
import { frozenLandsSkill } from "../../module/rulesets/frozen-lands/from-actor";
import { FROZEN_LANDS_ACTIONS, frozenLandsMoveRequest } from "../../module/rulesets/frozen-lands/move-actions";
import { restAction } from "../../module/rulesets/frozen-lands/rest-action";
import { dyingRoundAction, medicineAction, sixSecondsDyingRequest, sixSecondsMedicineRequest } from "../../module/rulesets/six-seconds/dying-actions";
import { restDayAction, sixSecondsHealingRequest } from "../../module/rulesets/six-seconds/healing-actions";
import { brokenRoundAction, calmHourAction, moraleDamageAction, sixSecondsBrokenRequest, sixSecondsMorale } from "../../module/rulesets/six-seconds/morale-actions";
import { chaseAction, factionsMoraleRequest, moraleAction, surrenderAction } from "../../module/rulesets/factions/morale-actions";
import { fatigueAction } from "../../module/rulesets/tactica/fatigue-actions";
import { tacticaCreatureOf } from "../../module/rulesets/tactica/damage";
import { fearTestAction, firstAidAction, removeStateAction, weekOfRestAction } from "../../module/rulesets/tactica/state-actions";
import { fallAction } from "../../module/rulesets/six-seconds/falling-actions";
import { collisionAction } from "../../module/rulesets/six-seconds/collision-actions";
import { empAction } from "../../module/rulesets/six-seconds/emp-actions";
import { expelAction } from "../../module/rulesets/six-seconds/expel-actions";
import { sixSecondsAttackRequest } from "../../module/rulesets/six-seconds/attack";
import { armingSword, goblin as goblinMook, mauve } from "../foundry/six-seconds-examples";
import { awardXpAction, sixSecondsXpRequest } from "../../module/rulesets/six-seconds/xp-actions";
import { RULESETS } from "../../module/schema/choices";
import { newExchange } from "../../module/chat/exchange/card";
import { exchangeView } from "../../module/chat/exchange/view";
import { percent } from "../../module/dice/roll-format";
import { comboFromFields, useComboAction } from "../../module/rulesets/six-seconds/combo-actions";
import { poisonCheckAction } from "../../module/rulesets/six-seconds/poison-actions";
import { possessionCheckAction, vetoAction } from "../../module/rulesets/six-seconds/possession-actions";
import { startAffliction } from "../../module/engine/rulesets/six-seconds/poison";
import { aimAction, reloadAction } from "../../module/rulesets/six-seconds/weapon-actions";
import { confusionRoundAction, soulComaAction, unconsciousAction } from "../../module/rulesets/six-seconds/condition-actions";
import { comboTarget, GOB, GOB2, MAUVE, mauveCombo } from "../foundry/actions/six-seconds-combo-fixture";
import { GM } from "../foundry/exchange/people";
import { DIALOGS, six, tacticaStats } from "./action-dialogs";
import { actorFixture, HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { actorPage, cardPage, createRenderer, page as htmlPage } from "./render";

const r = createRenderer();
const browser = useBrowser();

describe("stats tabs offer each ruleset's actions", () => {
  for (const ruleset of RULESETS) {
    // Every action but those only the tracker or the world's clock rolls (`button: false`).
    const names = Object.entries(ADAPTERS[ruleset].sheet.actions ?? {}).filter(([, a]) => a.button !== false).map(([n]) => n);
    if (!names.length) continue;
    it(`${ruleset}: a button for every action, each named in the adapter`, async () => {
      // The GM's page of a character in every state, with an injury due and a surrender made: every action is offered
      // (each is otherwise shown only where the state makes it meaningful, action-groups.test.ts).
      const fixture = actorFixture(ruleset, "character");
      Object.assign(fixture.system.frozenLands, { injuriesDue: 1 });
      Object.assign(fixture.system.factions, { surrendering: true });
      // A Crowd: the sheet offers *Break into Mobs* only to a Crowd or a Horde.
      Object.assign(fixture.system.tactica, { group: "crowd" });
      // A possessor in a body, working together with another mind (cooperative possession): the sheet offers *Use a
      // partner's combo* and *Leave the body*.
      Object.assign(fixture.system.sixSeconds, { cooperating: "Actor.partner000000000", sharedBody: "possessor", bodyUuid: "Actor.body00000000000" });
      const statuses = ADAPTERS[ruleset].statuses.ids.map((id) => `${ruleset}.${id}`);
      const page = await checkPage(browser(), actorPage(r, { ...fixture, statuses, viewer: { isGM: true } }, "stats"), `actions-sheet-${ruleset}`);
      const buttons = await page.locator("[data-action=sheetAction]").evaluateAll((els) => els.map((e) => ({ name: (e as HTMLElement).dataset["sheetAction"], text: e.textContent?.trim() })));
      expect(new Set(buttons.map((b) => b.name))).toEqual(new Set(names));
      for (const b of buttons) expect(b.text, `label of ${b.name}`).not.toMatch(/^FRAY\./);
      await page.close();
    });
  }
});

function frozen(stress: number) {
  const a = actorFixture("frozen-lands", "character");
  const s = structuredClone(a.system);
  s.frozenLands.attributes.soul = 2;
  s.frozenLands.stress = stress;
  s.frozenLands.skills = [
    { name: "Mobility", attribute: "agility", rank: 2 },
    { name: "Athletics", attribute: "body", rank: 3 },
  ];
  return s;
}

function stunned() {
  const s = tacticaStats();
  return tacticaCreatureOf(s, prepareActorDerived(s), []);
}

/** Mauve's Triple Cut: two hits on the Mook (8 and 6), one on a second goblin with a hostile name (4). */
function tripleCut(): ActionOutcome {
  const { s, items } = mauveCombo();
  const targets = [comboTarget(GOB, "Goblin Mook"), comboTarget(GOB2, HOSTILE_NAME)];
  const ctx = { name: "Colonel Mauve", stats: s, derived: prepareActorDerived(s), localize: (k: string) => k };
  const fields = { weapon: "sword", "target-0": GOB, "target-1": GOB, "target-2": GOB2, "defence-0": "none", "defence-1": "none", "defence-2": "none" };
  const req = comboFromFields(ctx, [{ name: "Attack" }, { name: "Attack" }, { name: "Attack" }], "Triple Cut", targets, items, fields);
  return resolveAction(useComboAction, req, [4, 5, 4, 3, 4, 1]);
}

const CARDS: Record<string, () => ActionOutcome["card"]> = {
  "six-seconds-combo": () => tripleCut().card,
  "six-seconds-possession-check": () => {
    const s = six();
    return resolveAction(possessionCheckAction, { name: "Jack", morale: sixSecondsMorale(s, prepareActorDerived(s), []), moralePenalties: 0, creature: HOSTILE_NAME, bonus: 4 }, [6]).card;
  },
  "six-seconds-veto": () => resolveAction(vetoAction, { name: "Jack", will: 8, moralePenalties: 0, other: { name: HOSTILE_NAME, will: 11 }, action: "turn" }, [4, 3, 1, 1, 1, 1, 1, 1, 1, 1]).card,
  "six-seconds-poison": () =>
    resolveAction(poisonCheckAction, { name: "Jack", itemId: "plague", stats: { name: "Plague", fortDc: 6, checkRate: { count: 1, per: "day" }, routes: [], symptoms: "1 cumulative wound", woundSymptoms: true }, state: startAffliction(4), fortitude: 2, extraDc: 0 }, [3]).card,
  "six-seconds-confused": () => resolveAction(confusionRoundAction, { name: "Jack" }, [1, 6, 12, 3, 3, 3, 3, 3, 4, 2, 7]).card,
  "six-seconds-unconscious": () => resolveAction(unconsciousAction, { name: "Jack", wounds: 3 }, [2, 3, 4]).card,
  "six-seconds-soul-coma": () => resolveAction(soulComaAction, { name: "Jack", dc: 5, by: "fortitude", bonus: 1 }, [2]).card,
  "six-seconds-aim": () => resolveAction(aimAction, { name: "Jack", weapon: { id: "xbow", name: "Crossbow" }, target: { uuid: GOB, name: HOSTILE_NAME } }, []).card,
  "six-seconds-reload": () => resolveAction(reloadAction, { name: "Jack", weapon: { id: "xbow", name: "Ballista" }, weaponScale: 2, reloaderScale: 0, reloaders: 2 }, []).card,
  "six-seconds-combo-target": () => tripleCut().exchanges![0]!.card,
  "frozen-lands-skill-write-back": () => resolveRequest(frozenLandsSkill(frozen(4), 0), [5, 2, 6, 1]),
  "frozen-lands-stand-up": () => {
    const s = frozen(3);
    return resolveAction(FROZEN_LANDS_ACTIONS.standUp, frozenLandsMoveRequest("Hilda", s, prepareActorDerived(s), "stand-up"), [5, 3, 2]).card;
  },
  "frozen-lands-jump": () => {
    const s = frozen(0);
    return resolveAction(FROZEN_LANDS_ACTIONS.jump, frozenLandsMoveRequest("Hilda", s, prepareActorDerived(s), "jump"), [1, 2, 4]).card;
  },
  "frozen-lands-rest": () => resolveAction(restAction, { name: "Hilda", stress: 5 }, []).card,
  "six-seconds-dying-round": () => resolveAction(dyingRoundAction, sixSecondsDyingRequest("Jack", six(), ["six-seconds.dying"]), [3, 4]).card,
  "six-seconds-medicine": () => {
    const healer = six();
    healer.sixSeconds.skills = [{ name: "Medicine", ability: "intelligence", rank: 2 }];
    const req = sixSecondsMedicineRequest("Jack", six(), ["six-seconds.dying"], { name: "Doc", system: healer, derived: prepareActorDerived(healer) }, 6);
    return resolveAction(medicineAction, req, [5]).card;
  },
  "six-seconds-morale-damage": () => {
    const s = six();
    return resolveAction(moraleDamageAction, { name: "Jack", amount: 12, type: "fear", state: sixSecondsMorale(s, prepareActorDerived(s), []) }, []).card;
  },
  "six-seconds-broken-round": () => {
    const s = six();
    s.sixSeconds.moralePenalties = 20;
    return resolveAction(brokenRoundAction, sixSecondsBrokenRequest("Jack", s, prepareActorDerived(s), []), [4]).card;
  },
  "six-seconds-calm-hour": () => {
    const s = six();
    return resolveAction(calmHourAction, { name: "Jack", state: sixSecondsMorale(s, prepareActorDerived(s), ["six-seconds.confused"]) }, []).card;
  },
  "six-seconds-fall": () => {
    const s = six();
    return resolveAction(fallAction, { name: "Jack", metres: 15, surface: "soft", stats: s, derived: prepareActorDerived(s), statuses: [], options: {} }, [5]).card;
  },
  "six-seconds-collision": () => {
    const s = six();
    return resolveAction(collisionAction, { name: "Jack", speed: 10, otherScale: 2, crushed: true, dodgeBonus: 1, stats: s, derived: prepareActorDerived(s), statuses: [], options: {} }, [2, 4]).card;
  },
  "six-seconds-emp-robot": () => resolveAction(empAction, { name: "Jack", damage: 5, complexity: "advanced", device: "self" }, []).card,
  "six-seconds-emp-device": () => resolveAction(empAction, { name: "Jack", damage: 5, complexity: "very-simple", device: "carried" }, []).card,
  "six-seconds-single-attack-trip": () => {
    const m = mauve();
    const g = goblinMook();
    const req = sixSecondsAttackRequest(m, prepareActorDerived(m), armingSword, { name: "Goblin Mook", system: g, derived: prepareActorDerived(g), statuses: [] }, { component: "Trip" });
    return resolveRequest(req, [2, 5]);
  },
  "six-seconds-expel": () => resolveAction(expelAction, { name: "Father Ames", faith: 5, possessor: { name: "Bal-Ziggaroth", will: 11 } }, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1]).card,
  "six-seconds-xp-level-up": () => {
    const s = six();
    s.sixSeconds.level = 4;
    s.sixSeconds.xp = 996;
    return resolveAction(awardXpAction, sixSecondsXpRequest("Jack", s, "clever-idea", { enemyLevel: 4, enemies: 1, amount: 0 }), []).card;
  },
  "factions-morale": () => resolveAction(moraleAction, factionsMoraleRequest("Bandit", actorFixture("factions", "npc").system), [17]).card,
  "factions-surrender": () => resolveAction(surrenderAction, { name: "Bandit", steady: false, surrendering: false }, []).card,
  "factions-chase": () => resolveAction(chaseAction, { name: "Thief", agi: 9, pace: "even", options: {} }, [4]).card,
  "tactica-remove-state": () => resolveAction(removeStateAction, { name: "Gorm", creature: stunned(), state: "stun", way: "roll", level: 0 }, [6, 2, 3, 1]).card,
  "tactica-fear-test": () => resolveAction(fearTestAction, { name: "Gorm", creature: stunned(), level: "terror", spirit: 1, fearsomeChoice: "rank" }, [1, 2, 3, 4]).card,
  "tactica-fatigue": () => resolveAction(fatigueAction, { name: "Gorm", creature: stunned(), track: "mental", ranks: 1, resistLevel: 0 }, [1, 2, 3, 4]).card,
  "tactica-first-aid": () => resolveAction(firstAidAction, { name: "Gorm", creature: stunned() }, []).card,
  "tactica-week-of-rest": () =>
    resolveAction(weekOfRestAction, { name: "Gorm", creature: stunned(), week: 1, goodFood: true, water: false, noTravel: true, healerSucceeded: true }, []).card,
  "six-seconds-rest": () => resolveAction(restDayAction, sixSecondsHealingRequest("Jack", six(), "bedridden"), []).card,
};

describe("action cards", () => {
  for (const [name, build] of Object.entries(CARDS)) {
    it(`${name}: renders with its outcome and every label localised`, async () => {
      const card = build();
      const page = await checkPage(browser(), cardPage(r, card), `actions-card-${name}`);
      const text = (await page.locator(".fray-card").textContent()) ?? "";
      expect(text).not.toMatch(/FRAY\.[A-Z]/);
      expect(await page.locator(".fray-outcome").isVisible()).toBe(true);
      if (card.odds !== null) expect(await page.locator(".fray-card-odds").isVisible()).toBe(true);
      expect(await page.locator(".fray-die").count()).toBe(card.dice.length);
      await page.close();
    });
  }
});

describe("combo target cards", () => {
  it("each target's card carries its hits with Apply, the hostile name as text", async () => {
    for (const [i, seed] of tripleCut().exchanges!.entries()) {
      const exchange = newExchange({ ruleset: "six-seconds", attackerUuid: MAUVE, targets: [seed.target], damage: seed.damage, hit: seed.hit, attack: null });
      const view = exchangeView(exchange, "msg0000000000001", GM, () => []);
      expect(view.rows.map((row) => row.canApply)).toEqual([true]);
      const body = r.render("chat/roll-card.hbs", { card: seed.card, odds: percent(seed.card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
      const page = await checkPage(browser(), htmlPage("combo target card", `<div style="width:320px;padding:8px">${body}</div>`), `actions-card-six-seconds-combo-exchange-${i}`);
      expect((await page.locator(".fray-card").textContent()) ?? "").not.toMatch(/FRAY\.[A-Z]/);
      await page.close();
    }
  });
});

describe("action dialogs", () => {
  for (const [name, build] of Object.entries(DIALOGS)) {
    it(`${name}: every field labelled and localised`, async () => {
      const dialog = await build();
      const html = htmlPage(`${name} dialog`, `<form style="width:400px;padding:8px">${r.render("dialogs/action-fields.hbs", dialog)}</form>`);
      const page = await checkPage(browser(), html, `actions-dialog-${name}`);
      expect(await page.locator("input, select").count()).toBe(dialog.fields.length);
      expect((await page.locator(".fray-dialog").textContent()) ?? "").not.toMatch(/FRAY\.[A-Z]/);
      await page.close();
    });
  }
});
