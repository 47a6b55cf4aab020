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
import { bindExchange } from "../../module/chat/exchange/bind";
import { defend } from "../../module/chat/exchange/handler";
import { exchangeView } from "../../module/chat/exchange/view";
import { resolveRequest } from "../../module/dice/requests";
import { percent } from "../../module/dice/roll-format";
import { factionsAttackRequest, type FactionsWeaponData } from "../../module/rulesets/factions/attack";
import { factionsDefence } from "../../module/rulesets/factions/defence";
import { blankSystem, doubleWorld, GM, player, uuid } from "../foundry/exchange/double-world";
import { HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
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

describe("factions exchange cards and dialog", () => {
  it("the stunt proposal with the target's reactions, and the card after a hide with the GM's undo, render accessibly", async () => {
    const { w, card } = await world();
    const offersFor = (u: string) => factionsDefence.offers(w.cards.get(MSG)!, w.actor(u)!, { attacker: w.actor(HERO), attackerUuid: HERO, targetUuid: u });
    const html = (viewer: Parameters<typeof exchangeView>[2]) => {
      const view = exchangeView(w.cards.get(MSG)!, MSG, viewer, offersFor);
      const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
      return page("attack card", `<div style="width:320px;padding:8px">${body}</div>`);
    };
    const offered = exchangeView(w.cards.get(MSG)!, MSG, player("npc", [BANDIT]), offersFor).rows[0]!.offers;
    expect(offered.map((o) => [o.id, o.refusedKey ?? null])).toEqual([
      ["stunt", null],
      ["dodge", null],
      ["counter", "FRAY.Error.factions.counter-no-weapon"],
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
