/**
 * Browser proof for the tactica actions of issue 14: the attack card with the attacker's special results, the
 * result card after one, and the new sheet actions' dialogs and cards. Rendered from the real templates and CSS in
 * Chromium: screenshot, no console errors, no overflow at 800 px, axe 0 serious/critical, every label localised.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../module/chat/exchange/bind";
import { newExchange } from "../../module/chat/exchange/card";
import { applyOutcome } from "../../module/chat/exchange/handler";
import { exchangeView, resultView } from "../../module/chat/exchange/view";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { percent } from "../../module/dice/roll-format";
import { resolveRequest } from "../../module/dice/requests";
import { tacticaApplyChoices } from "../../module/rulesets/tactica/apply-choices";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { blankSystem, GM, doubleWorld, player, uuid } from "../foundry/exchange/double-world";
import { HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { cardPage, createRenderer, page } from "./render";
import { resolveAction } from "../../module/dice/action-resolve";
import type { ActionDialog } from "../../module/rulesets/action-fields";
import type { AttackTarget, SheetAction, SheetActionContext } from "../../module/rulesets/adapter";
import { inCloseAction } from "../../module/rulesets/tactica/inclose-actions";
import { specialAttemptAction } from "../../module/rulesets/tactica/special-attempt-actions";
import { specialTacticAction } from "../../module/rulesets/tactica/tactic-actions";
import { mentalConditionAction } from "../../module/rulesets/tactica/mental-condition-actions";
import { chariotTurnAction } from "../../module/rulesets/tactica/chariot-actions";
import { flightAction } from "../../module/rulesets/tactica/flight-actions";

const r = createRenderer();
const browser = useBrowser();
const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000010";

async function checkText(html: string, shot: string): Promise<string> {
  const p = await checkPage(browser(), html, shot);
  const text = (await p.locator("body").textContent()) ?? "";
  await p.close();
  expect(text).not.toMatch(/FRAY\.[A-Z]/);
  return text;
}

describe("tactica special results on the attack card", () => {
  it("the attacker's side sees every special result beside Apply; the result card names the special and its damage", async () => {
    const world = await doubleWorld({ [ROLAND]: { name: HOSTILE_NAME, system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } });
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
    const faces = [5, 6, 5, 2];
    const card = resolveRequest(req, faces);
    await world.cards.set(MSG, bindExchange(card, req, faces, GOBLIN, [{ uuid: ROLAND, name: HOSTILE_NAME }], "Goblin")!);
    const view = exchangeView(world.cards.get(MSG)!, MSG, player("g", [GOBLIN]), () => [], () => tacticaApplyChoices.offers(world.cards.get(MSG)!, world.actor(ROLAND)!));
    expect(view.rows[0]!.choices).toHaveLength(14);
    const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
    const text = await checkText(page("attack card", `<div style="width:320px;padding:8px">${body}</div>`), "tactica-card-specials");
    expect(text).toContain("Hamstring attack");

    await applyOutcome(world, MSG, ROLAND, GM, "stun");
    const result = resultView("result", world.posted[0]!.records, (id) => (id === ROLAND ? HOSTILE_NAME : "Goblin"), true, world.cards.get(MSG)!);
    const resultText = await checkText(page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", result)}</div>`), "tactica-card-special-result");
    expect(resultText).toContain("Stun: 2 damage");
  });
});

function orc(): AttackTarget {
  const s = blankSystem();
  return { name: HOSTILE_NAME, system: s, derived: prepareActorDerived(s), statuses: [] };
}

/** The action's dialog (captured from its real prepare) and its request built from `answers`. */
async function prepared<Q>(action: SheetAction<Q>, answers: Record<string, string>, statuses: string[] = [], noDialog: ActionDialog | null = null): Promise<{ dialog: ActionDialog; req: Q }> {
  let dialog: ActionDialog | null = noDialog;
  const stats = blankSystem();
  stats.tactica.hold = statuses.length ? 1 : 0;
  stats.tactica.flyer = "~2/2/3";
  // The chariot's second turn reads everything from its sheet (no dialog): a light chariot, crew 2, 7 driving dice.
  stats.tactica.chariot = { kind: "light", team: "2", crew: 2, nation: "any", driving: 7 };
  const ctx: SheetActionContext = {
    name: "Gorm",
    stats,
    derived: prepareActorDerived(stats),
    statuses,
    data: {},
    options: {},
    ask: async () => null,
    askFields: async (d) => {
      dialog = d;
      return answers;
    },
    firstTarget: orc,
    targets: () => [],
    items: [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
  };
  const req = await action.prepare(ctx);
  if (!dialog || req === null) throw new Error("no dialog");
  return { dialog, req };
}

const LEVELS = { body: "0", dex: "0", targetBody: "0", targetDex: "0", size: "1", targetSize: "1", dice: "4", hold: "1", leg: "left-leg" };

const ACTIONS: Record<string, () => Promise<{ dialog: ActionDialog; card: ReturnType<typeof resolveAction>["card"] }>> = {
  "tactica-inclose-knock-down": async () => {
    const { dialog, req } = await prepared(inCloseAction, { ...LEVELS, move: "knock-down" });
    return { dialog, card: resolveAction(inCloseAction, req, [5, 6, 2, 1, 5, 2, 2, 2]).card };
  },
  "tactica-inclose-subdue": async () => {
    const { dialog, req } = await prepared(inCloseAction, { ...LEVELS, move: "subdue" }, ["tactica.holding"]);
    return { dialog, card: resolveAction(inCloseAction, req, [5, 6, 5, 2, 5, 2, 2, 2]).card };
  },
  "tactica-special-attempt": async () => {
    const { dialog, req } = await prepared(specialAttemptAction, { ...LEVELS, attempt: "hamstring" });
    return { dialog, card: resolveAction(specialAttemptAction, req, [5, 6, 2, 2, 5, 2, 2, 2]).card };
  },
  "tactica-panicked-action": async () => {
    const { dialog, req } = await prepared(mentalConditionAction, { when: "later", level: "0" }, ["tactica.panicked"]);
    return { dialog, card: resolveAction(mentalConditionAction, req, [4, 1, 2, 3]).card };
  },
  "tactica-chariot-turn": async () => {
    // Nothing is asked: the chariot's dialog is its title only.
    const { dialog, req } = await prepared(chariotTurnAction, {}, [], { title: "FRAY.Action.Tactica.Chariot.Title", fields: [] });
    // Flat ground (no board): 7 − 1 crew − 2 second turn = 4 dice.
    return { dialog, card: resolveAction(chariotTurnAction, req, [1, 2, 3, 4]).card };
  },
  "tactica-flight": async () => {
    const { dialog, req } = await prepared(flightAction, { zones: "3", turns: "1" });
    return { dialog, card: resolveAction(flightAction, req, []).card };
  },
  "tactica-special-tactic": async () => {
    const { dialog, req } = await prepared(specialTacticAction, { tactic: "double-strike", first: "3", second: "2", conditions: "no" });
    return { dialog, card: resolveAction(specialTacticAction, req, []).card };
  },
};

describe("tactica InClose, special attempt and special tactic: dialogs and cards", () => {
  for (const [name, build] of Object.entries(ACTIONS)) {
    it(`${name}: the dialog's fields and the card render, labelled, localised and accessible`, async () => {
      const { dialog, card } = await build();
      const form = page(`${name} dialog`, `<form style="width:400px;padding:8px">${r.render("dialogs/action-fields.hbs", dialog)}</form>`);
      await checkText(form, `tactica-dialog-${name}`);
      const p = await checkPage(browser(), cardPage(r, card), `tactica-card-${name}`);
      expect(((await p.locator(".fray-card").textContent()) ?? "")).not.toMatch(/FRAY\.[A-Z]/);
      expect(await p.locator(".fray-die").count()).toBe(card.dice.length);
      await p.close();
    });
  }
});

describe("tactica InClose: the card bound to the other creature", () => {
  it("a knock-down's card on the target renders with Apply for the knocker's side, and its result card names the fall", async () => {
    const world = await doubleWorld({ [ROLAND]: { name: HOSTILE_NAME, system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
    const target = { ...world.actor(ROLAND)!, uuid: ROLAND };
    const stats = blankSystem();
    stats.tactica.size = 2;
    const ctx: SheetActionContext = { name: "Goblin", stats, derived: prepareActorDerived(stats), statuses: [], data: {}, options: {}, ask: async () => null, askFields: async () => ({ move: "knock-down", dice: "4" }), firstTarget: () => target, targets: () => [target], items: [], localize: (k) => k, checkPrefill: () => ({}), placeArea: async () => null, targetBlast: async () => null };
    const req = (await inCloseAction.prepare(ctx))!;
    const out = resolveAction(inCloseAction, req, [5, 2, 2, 2, 6, 2, 2, 2]);
    const seed = out.exchanges![0]!;
    await world.cards.set(MSG, newExchange({ ruleset: "tactica", attackerUuid: GOBLIN, attackerName: "Goblin", targets: [seed.target], damage: seed.damage, hit: seed.hit, attack: null }));
    const view = exchangeView(world.cards.get(MSG)!, MSG, player("g", [GOBLIN]), () => []);
    const body = r.render("chat/roll-card.hbs", { card: seed.card, odds: null, damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
    const text = await checkText(page("inclose bound card", `<div style="width:320px;padding:8px">${body}</div>`), "tactica-inclose-bound-card");
    expect(text).toContain(HOSTILE_NAME);
    await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]));
    expect(world.actors.get(ROLAND)!.statuses).toContain("tactica.prone");
    const result = resultView("result", world.posted[0]!.records, (id) => (id === ROLAND ? HOSTILE_NAME : "Goblin"), true, world.cards.get(MSG)!);
    const resultText = await checkText(page("inclose result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", result)}</div>`), "tactica-inclose-bound-result");
    expect(resultText).toContain("Knocked down");
  });
});
