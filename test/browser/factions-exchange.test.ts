/**
 * Browser proof of the factions exchange's new states: an attack card proposing a stunt, with the target owner's
 * reactions (accept the stunt, dodge, counter refused with its translated reason, hide, guard); the card after the
 * bandit hid behind an ally (the new target's row says how, with the GM's Undo of the rebinding); and the attack
 * dialog's factions circumstances. Real templates and CSS in Chromium: no console errors, no overflow, axe 0
 * serious/critical, a hostile name shown as text.
 */
import { readFileSync } from "node:fs";
import type { SheetActionItem } from "../../module/rulesets/adapter";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindDeclaring, bindExchange } from "../../module/chat/exchange/bind";
import { rollAttack } from "../../module/chat/exchange/declare";
import { declaredCard } from "../../module/dice/declared-card";
import { defend } from "../../module/chat/exchange/handler";
import { exchangeView } from "../../module/chat/exchange/view";
import { ruleOnCard } from "../../module/chat/exchange/ruling";
import { prepareRoll, resolveRequest } from "../../module/dice/requests";
import { percent } from "../../module/dice/roll-format";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { factionsRulings } from "../../module/rulesets/factions/stunt-ruling";
import { factionsDefence } from "../../module/rulesets/factions/defence";
import { blankSystem, doubleWorld, GM, player, uuid } from "../foundry/exchange/double-world";
import { HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { checkThemed } from "./themed-card";
import { cardPage, createRenderer, dialogPage, page } from "./render";
import { resolveAction } from "../../module/dice/action-resolve";
import { durabilityAction, durabilityCandidates, durabilityDialog, factionsDurabilityRequest } from "../../module/rulesets/factions/gear-actions";

const r = createRenderer();
const browser = useBrowser();
const sword: FactionsWeaponData = {
  name: "Sword",
  block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
};
const HERO = uuid("balthasar");
const BANDIT = uuid("bandit");
const ALLY = uuid("ally");
const MSG = "msg0000000000011";

function fighter(health: number) {
  const s = blankSystem();
  s.factions.health = { value: health, max: 8 };
  return s;
}

async function world() {
  const w = await doubleWorld({
    [HERO]: { name: "Balthasar", system: fighter(8), statuses: [] },
    [BANDIT]: { name: HOSTILE_NAME, system: fighter(3), statuses: [] },
    [ALLY]: { name: "Bandit ally", system: fighter(8), statuses: [] },
  }, {}, "factions");
  const req = factionsAttackRequest(fighter(8), sword, w.actor(BANDIT)!, { raw: { stunt: "disarm-incapacitate", protection: "cover" } });
  const card = resolveRequest(req, [5]);
  await w.cards.set(MSG, bindExchange(card, req, [5], HERO, [{ uuid: BANDIT, name: HOSTILE_NAME }], "Balthasar")!);
  return { w, card };
}

async function check(html: string, shot: string): Promise<void> {
  const p = await checkPage(browser(), html, shot, {
    viewport: { width: 800, height: 700 },
    clip: async (pg) => {
      const box = (await pg.locator(".fray-card, form").first().boundingBox())!;
      return { x: 0, y: 0, width: 440, height: Math.ceil(box.y + box.height + 8) };
    },
  });
  await p.close();
}

describe("factions: the reaction chosen before the damage is rolled (issue 26, #2)", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: the stunt and reactions offered with no damage shown; the dodge declared; the damage rolled after it`, async () => {
      const w = await doubleWorld({ [HERO]: { name: "Balthasar", system: fighter(8), statuses: [] }, [BANDIT]: { name: HOSTILE_NAME, system: fighter(8), statuses: [] } }, {}, "factions");
      const req = factionsAttackRequest(fighter(8), sword, w.actor(BANDIT)!, { raw: { stunt: "disarm-incapacitate" } });
      const prepared = prepareRoll(req);
      const card = declaredCard(prepared.dice, prepared.resolve, [])!;
      await w.cards.set(MSG, bindDeclaring(card, req, [], HERO, [{ uuid: BANDIT, name: HOSTILE_NAME }], "Balthasar")!);
      const offersFor = (u: string) => factionsDefence.offers(w.cards.get(MSG)!, w.actor(u)!, { attacker: w.actor(HERO), attackerUuid: HERO, targetUuid: u });
      const html = (shown: typeof card, view: ReturnType<typeof exchangeView>) => {
        const body = r.render("chat/roll-card.hbs", { card: shown, odds: percent(shown.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
        return page("factions declared card", `<div style="width:320px;padding:8px">${body}</div>`);
      };
      const waiting = exchangeView(w.cards.get(MSG)!, MSG, player("npc", [BANDIT]), offersFor);
      expect(waiting.rows[0]!.offers.map((o) => o.id)).toEqual(["stunt", "dodge", "counter", "counter-disarm", "counter-shove", "counter-grapple", "hide", "guard", "none"]);
      expect(waiting.rows[0]!.damage).toBeNull();
      const first = await checkThemed(browser(), html(card, waiting), theme, "card-factions-declaring");
      expect(first.dice).toBe(0);
      expect(first.text).toContain("defence");
      expect(first.text).toContain("No defence");

      w.dice = [20];
      expect(await defend(w, MSG, BANDIT, "dodge", GM)).toMatchObject({ ok: true, defence: { pending: true } });
      const declared = await checkThemed(browser(), html(card, exchangeView(w.cards.get(MSG)!, MSG, GM, offersFor)), theme, "card-factions-declared");
      expect(declared.text).toContain("Waiting for the attack roll");
      expect(declared.text).toContain("Roll the attack");

      w.dice = [5];
      expect(await rollAttack(w, MSG, GM)).toEqual({ ok: true, faces: [5] });
      const rolled = w.cards.get(MSG)!;
      const after = await checkThemed(browser(), html(resolveRequest(req, [5]), exchangeView(rolled, MSG, GM, offersFor)), theme, "card-factions-rolled");
      expect(after.text).toContain("Rolled: waiting for Apply");
      expect(after.dice).toBe(1);
    });
  }
});

describe("factions: a stunt accepted before the roll", () => {
  it("the row names the accepted stunt, then the damage roll settles nothing on the target", async () => {
    const w = await doubleWorld({ [HERO]: { name: "Balthasar", system: fighter(8), statuses: [] }, [BANDIT]: { name: HOSTILE_NAME, system: fighter(8), statuses: [] } }, {}, "factions");
    const req = factionsAttackRequest(fighter(8), sword, w.actor(BANDIT)!, { raw: { stunt: "disarm-incapacitate" } });
    const prepared = prepareRoll(req);
    const card = declaredCard(prepared.dice, prepared.resolve, [])!;
    await w.cards.set(MSG, bindDeclaring(card, req, [], HERO, [{ uuid: BANDIT, name: HOSTILE_NAME }], "Balthasar")!);
    expect(await ruleOnCard(w, MSG, GM, "stunt-approve")).toMatchObject({ ok: true });
    expect(await defend(w, MSG, BANDIT, "stunt", GM)).toMatchObject({ ok: true, defence: { pending: true } });
    const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", exchangeView(w.cards.get(MSG)!, MSG, GM, () => []))}</article>`);
    const { text } = await checkThemed(browser(), page("factions stunt accepted", `<div style="width:320px;padding:8px">${body}</div>`), "light", "card-factions-stunt-declared");
    expect(text).toContain("Stunt accepted");
    w.dice = [5];
    expect(await rollAttack(w, MSG, GM)).toMatchObject({ ok: true });
    expect(w.cards.get(MSG)!.defences[0]).toMatchObject({ choice: "stunt", damage: 0, summary: { key: "FRAY.Factions.StuntAccepted" } });
  });
});

describe("factions exchange cards and dialog", () => {
  it("the stunt proposal with the target's reactions, and the card after a hide with the GM's undo, render accessibly", async () => {
    const { w, card } = await world();
    const offersFor = (u: string) => factionsDefence.offers(w.cards.get(MSG)!, w.actor(u)!, { attacker: w.actor(HERO), attackerUuid: HERO, targetUuid: u });
    const rulings = () => factionsRulings.offers(w.cards.get(MSG)!);
    const html = (viewer: Parameters<typeof exchangeView>[2]) => {
      const view = exchangeView(w.cards.get(MSG)!, MSG, viewer, offersFor, () => [], false, () => 0, () => [], rulings);
      const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
      return page("attack card", `<div style="width:320px;padding:8px">${body}</div>`);
    };
    // "approved by the GM": until the GM's Approve, the target's Accept is shown refused; the GM sees Approve / Refuse.
    const waiting = exchangeView(w.cards.get(MSG)!, MSG, player("npc", [BANDIT]), offersFor).rows[0]!.offers;
    expect(waiting[0]).toMatchObject({ id: "stunt", refusedKey: "FRAY.Error.factions.stunt-unapproved" });
    expect(exchangeView(w.cards.get(MSG)!, MSG, GM, offersFor, () => [], false, () => 0, () => [], rulings).rulings.map((o) => o.id)).toEqual(["stunt-approve", "stunt-refuse"]);
    await check(html(GM), "card-factions-stunt-ruling");
    expect(await ruleOnCard(w, MSG, GM, "stunt-approve")).toMatchObject({ ok: true });
    const offered = exchangeView(w.cards.get(MSG)!, MSG, player("npc", [BANDIT]), offersFor).rows[0]!.offers;
    expect(offered.map((o) => [o.id, o.refusedKey ?? null])).toEqual([
      ["stunt", null],
      ["dodge", null],
      ["counter", "FRAY.Error.factions.counter-no-weapon"],
      // A non-lethal attack needs no weapon to counter with.
      ["counter-disarm", null],
      ["counter-shove", null],
      ["counter-grapple", null],
      ["hide", null],
      ["guard", null],
    ]);
    await check(html(player("npc", [BANDIT])), "card-factions-stunt-offered");

    expect(await defend(w, MSG, BANDIT, "hide", GM, ALLY)).toMatchObject({ ok: true });
    const after = exchangeView(w.cards.get(MSG)!, MSG, GM, offersFor).rows[0]!;
    expect(after).toMatchObject({ uuid: ALLY, via: { canUndo: true } });
    await check(html(GM), "card-factions-hid-behind");
  });

  it("the attack dialog's circumstances (darkness, moving, hold back, unaware, protection, stunt) render accessibly", async () => {
    await check(dialogPage(r, "factions", { attack: true }), "dialog-factions-attack");
  });

  it("the gear durability dialog (one choice per piece, a hostile item name as text) and its card render accessibly", async () => {
    const pieces = durabilityCandidates([
      { id: "sword0000000000a", name: HOSTILE_NAME, type: "weapon", system: { factions: { damageDie: "d6" } } },
      { id: "shield0000000000", name: "Shield", type: "armour", system: { shield: true, factions: { armour: 1 } } as unknown as SheetActionItem["system"] },
    ]);
    const dialog = durabilityDialog(pieces);
    await check(page("durability dialog", `<form style="width:400px;padding:8px">${r.render("dialogs/action-fields.hbs", dialog)}</form>`), "dialog-factions-durability");
    const req = factionsDurabilityRequest("Theobald", pieces, { "used-sword0000000000a": "yes", "used-shield0000000000": "yes" });
    const out = resolveAction(durabilityAction, req, [1, 5]);
    expect(out.items).toHaveLength(1);
    await check(cardPage(r, out.card), "card-factions-durability");
  });
});
