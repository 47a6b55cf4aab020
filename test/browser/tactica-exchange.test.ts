/**
 * Browser proof of the tactica exchange's new card and dialog states: the defence offered to Roland with a standing
 * Dodge pool (no new die), a raised Block and a refused Parry (its lang-keyed reason); the attacker's Block-breaking
 * choice; the applied Parry with the defender's riposte button; and the attack dialog with the attack skill's dice
 * and the hit select; the result card's raise of a die the Apply rolled. Real templates and CSS in Chromium; axe 0 serious/critical, no overflow, no raw lang keys.
 */
import { describe, expect, it } from "vitest";
import { bindDeclaring, bindExchange } from "../../module/chat/exchange/bind";
import { rollAttack } from "../../module/chat/exchange/declare";
import { declaredCard } from "../../module/dice/declared-card";
import { applyOutcome, defend } from "../../module/chat/exchange/handler";
import { raiseApplied } from "../../module/chat/exchange/raise-applied";
import { exchangeView, resultView } from "../../module/chat/exchange/view";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { percent } from "../../module/dice/roll-format";
import { prepareRoll, resolveRequest } from "../../module/dice/requests";
import { tacticaApplyChoices } from "../../module/rulesets/tactica/apply-choices";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { TACTICA_HIT_KINDS } from "../../module/rulesets/tactica/attack-dialog";
import { tacticaDefence } from "../../module/rulesets/tactica/defence";
import { tacticaRaiseDie } from "../../module/rulesets/tactica/raise-die";
import { tacticaRecordRaise } from "../../module/rulesets/tactica/raise-record";
import { blankSystem, GM, doubleWorld, player, uuid } from "../foundry/exchange/double-world";
import { checkPage, useBrowser } from "./page-checks";
import { checkThemed } from "./themed-card";
import { createRenderer, dialogPage, page } from "./render";

const r = createRenderer();
const browser = useBrowser();
const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg000000000000T";

async function rolandAndGoblin(options = {}) {
  const s = blankSystem();
  s.tactica.defences = { dodge: 5, block: 5, parry: 0 };
  s.tactica.pools.dodge = { dice: 3, max: 5 };
  const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: s, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, options, "tactica");
  const g = w.actors.get(GOBLIN)!.system;
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "medium" } }, 4, w.actor(ROLAND));
  const faces = [5, 5, 2, 3];
  const card = resolveRequest(req, faces);
  await w.cards.set(MSG, bindExchange(card, req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
  return { w, card };
}

async function check(html: string, shot: string): Promise<string> {
  const p = await checkPage(browser(), html, shot, { viewport: { width: 800, height: 600 } });
  const text = (await p.locator("body").textContent()) ?? "";
  await p.close();
  expect(text).not.toMatch(/FRAY\.[A-Z]/);
  return text;
}

function cardHTML(card: Awaited<ReturnType<typeof rolandAndGoblin>>["card"], view: ReturnType<typeof exchangeView>): string {
  const body = r.render("chat/roll-card.hbs", { card, odds: percent(card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
  return page("tactica attack card", `<div style="width:320px;padding:8px">${body}</div>`);
}

describe("tactica: the defence declared before the attack is rolled (issue 25, G3)", () => {
  /** The goblin's attack on Roland as posted: no die rolled, Roland to declare. */
  async function declared() {
    const s = blankSystem();
    s.tactica.defences = { dodge: 5, block: 5, parry: 0 };
    const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: s, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
    const g = w.actors.get(GOBLIN)!.system;
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "medium" } }, 4, w.actor(ROLAND));
    const prepared = prepareRoll(req);
    const card = declaredCard(prepared.dice, prepared.resolve, [])!;
    await w.cards.set(MSG, bindDeclaring(card, req, [], GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
    return { w, card };
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: waiting for Roland's defence (no face shown, No defence offered), then for the roll, then rolled`, async () => {
      const { w, card } = await declared();
      const offers = () => tacticaDefence.offers(w.cards.get(MSG)!, w.actor(ROLAND)!, { attacker: null, attackerUuid: GOBLIN });
      const states: [string, ReturnType<typeof exchangeView>, string, string][] = [];
      const waiting = exchangeView(w.cards.get(MSG)!, MSG, player("roland", [ROLAND]), offers);
      expect(waiting.rows[0]!.offers.map((o) => o.id)).toEqual(["dodge", "block", "parry", "none"]);
      states.push(["declaring", waiting, "Waiting for Roland's defence", "No defence"]);
      w.dice = [5, 6, 5, 6, 1];
      expect(await defend(w, MSG, ROLAND, "dodge", player("roland", [ROLAND]))).toMatchObject({ ok: true });
      const toRoll = exchangeView(w.cards.get(MSG)!, MSG, player("g", [GOBLIN]), offers);
      expect(toRoll.canRoll).toBe(true);
      states.push(["declared", toRoll, "Waiting for the attack roll", "Roll the attack"]);
      w.dice = [5, 5, 2, 3];
      expect(await rollAttack(w, MSG, GM)).toMatchObject({ ok: true });
      const rolled = w.cards.get(MSG)!;
      const after = resolveRequest(rolled.attack!.request as never, rolled.attack!.faces);
      states.push(["rolled", exchangeView(rolled, MSG, GM, offers), "Rolled: waiting for Apply", "Apply"]);
      for (const [name, view, status, button] of states) {
        const shown = name === "rolled" ? after : card;
        const body = r.render("chat/roll-card.hbs", { card: shown, odds: percent(shown.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
        const { text, dice } = await checkThemed(browser(), page("tactica declared card", `<div style="width:320px;padding:8px">${body}</div>`), theme, `tactica-card-${name}`);
        expect(text).toContain(status);
        expect(text).toContain(button);
        // No attack face is shown before the roll.
        expect(dice, name).toBe(name === "rolled" ? 4 : 0);
      }
    });
  }
});

describe("tactica exchange cards and dialog", () => {
  it("the defence offered: a standing Dodge pool, a Block to raise, a Parry refused with its translated reason", async () => {
    const { w, card } = await rolandAndGoblin();
    const offers = tacticaDefence.offers(w.cards.get(MSG)!, w.actor(ROLAND)!, { attacker: null, attackerUuid: GOBLIN });
    const view = exchangeView(w.cards.get(MSG)!, MSG, player("roland", [ROLAND]), () => offers);
    const text = await check(cardHTML(card, view), "tactica-card-defence-offered");
    expect(text).toContain("Dodge (standing pool)");
    expect(text).toContain("No Parry dice");
  });

  it("the attacker's Block-breaking choice (spend-successes)", async () => {
    const { w, card } = await rolandAndGoblin({ tactica: { blockRule: "spend-successes" } });
    w.dice = [5, 6, 2, 2, 3];
    expect(await defend(w, MSG, ROLAND, "block", GM)).toMatchObject({ ok: true, defence: { summary: { data: { breakable: 2 } } } });
    const c = w.cards.get(MSG)!;
    const view = exchangeView(c, MSG, player("g", [GOBLIN]), () => [], () => tacticaApplyChoices.offers(c, w.actor(ROLAND)!));
    // The special results (merged later) are offered beside it; breaking the Block, then spending fewer successes
    // on its pool ("reduce the number of dice in the Block Pool"), come last.
    expect(view.rows[0]!.choices.map((o) => o.id).slice(-2)).toEqual(["break", "strip-one"]);
    const html = await check(cardHTML(card, view), "tactica-card-break-choice");
    expect(html).toContain("Break the Block");
    expect(html).toContain("Spend 1 success on the Block");
  });

  it("a rolled attack offers its attacker's side a 1 raising a die (AD = 1), one button per face below 6", async () => {
    const { w, card } = await rolandAndGoblin();
    const c = w.cards.get(MSG)!;
    const view = exchangeView(c, MSG, player("g", [GOBLIN]), () => [], () => [], false, () => 0, () => tacticaRaiseDie.offers(c));
    expect(view.revisions.map((o) => o.id)).toEqual(["raise-two", "raise-three", "raise-five"]);
    const html = await check(cardHTML(card, view), "tactica-card-raise-die");
    expect(html).toContain("Raise a 3 to 4 (spend a 1 of your action dice)");
  });

  it("a defence's own dice offer the defender's owner a 1 raising one of them (AD = 1), on its row", async () => {
    const { w, card } = await rolandAndGoblin();
    w.dice = [6, 4, 2, 6, 4];
    expect(await defend(w, MSG, ROLAND, "block", GM)).toMatchObject({ ok: true });
    const c = w.cards.get(MSG)!;
    const view = exchangeView(c, MSG, player("roland", [ROLAND]), () => [], () => [], false, () => 0, () => [], () => [], (u) => tacticaRaiseDie.defenceOffers!(c, u));
    expect(view.rows[0]!.raises.map((o) => o.id)).toEqual(["raise-two", "raise-four"]);
    const html = await check(cardHTML(card, view), "tactica-card-raise-defence-die");
    expect(html).toContain("Raise a 4 to 5 (spend a 1 of your action dice)");
  });

  it("the applied Parry offers the defender's owner the riposte with the attacker's exposures", async () => {
    const { w, card } = await rolandAndGoblin();
    await w.update(ROLAND, { "system.tactica.defences.parry": 3 });
    w.dice = [5, 6, 1];
    await defend(w, MSG, ROLAND, "parry", GM);
    await applyOutcome(w, MSG, ROLAND, GM);
    const c = w.cards.get(MSG)!;
    const view = exchangeView(c, MSG, player("roland", [ROLAND]), () => [], () => [], false, (u) => tacticaDefence.followUp!.dice(c, u, w.actor(GOBLIN)));
    expect(await check(cardHTML(card, view), "tactica-card-riposte")).toContain("Riposte with 2 exposure dice");
  });

  it("the attack dialog: the attack skill's dice and the hit select", async () => {
    const text = await check(dialogPage(r, "tactica", { attack: true, count: 4, hitKinds: TACTICA_HIT_KINDS }), "tactica-attack-dialog");
    expect(text).toContain("Attack dice (skill)");
    expect(text).toContain("Magic (Doubt)");
  });

  it("the result card of a Killing Blow names the injury table, the location and the effect", async () => {
    const s = blankSystem();
    s.tactica.physical.rank = 4;
    const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: s, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
    const g = w.actors.get(GOBLIN)!.system;
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Troll club", block: { weightClass: "large" } }, 7, w.actor(ROLAND));
    const faces = [5, 5, 5, 5, 5, 5, 5];
    await w.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
    w.dice = [6, 6, 6, 2, 3];
    await applyOutcome(w, MSG, ROLAND, GM);
    const v = resultView("result", w.posted[0]!.records, () => "Roland", true, w.cards.get(MSG)!);
    const text = await check(page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", v)}</div>`), "tactica-card-injury-result");
    expect(text).toContain("Injuries: Head");
    expect(text).toContain("Head");
  });

  it("the result card of a Knockdown rolled at Apply offers Roland's owner a 1 raising one of Roland's faces (AD = 1); the raise's card names the faces it replaced", async () => {
    const w = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
    const g = w.actors.get(GOBLIN)!.system;
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "medium" } }, 4, w.actor(ROLAND));
    const faces = [6, 6, 6, 6];
    await w.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
    // The goblin's side of the attempt 5, 5, 2, 1 beats Roland's 5, 4, 2, 2: knocked down.
    w.dice = [5, 5, 2, 1, 5, 4, 2, 2];
    await applyOutcome(w, MSG, ROLAND, GM, "knockdown");
    const owner = player("roland-player", [ROLAND]);
    const raises = { offers: (rec: Parameters<NonNullable<typeof tacticaRecordRaise.recordOffers>>[1]) => tacticaRecordRaise.recordOffers!(w.cards.get(MSG)!, rec), owns: (u: string) => owner.owns(u) };
    const offered = resultView("result", w.posted[0]!.records, () => "Roland", false, w.cards.get(MSG)!, () => [], false, raises);
    const text = await check(page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", offered)}</div>`), "tactica-card-raise-applied-offer");
    expect(text).toContain("Roland's roll in the attempt: raise a 4 to 5 (spend a 1 of its action dice)");
    expect(await raiseApplied(w, MSG, ROLAND, "", 1, owner, "raise-four")).toMatchObject({ ok: true });
    const raised = resultView("result", w.posted.at(-1)!.records, () => "Roland", true, w.cards.get(MSG)!, () => [], false, raises);
    const after = await check(page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", raised)}</div>`), "tactica-card-raise-applied-raised");
    expect(after).toContain("Raised with a 1 of the action dice: 5, 4, 2, 2 → 5, 5, 2, 2");
    const replaced = resultView("result", w.posted[0]!.records, () => "Roland", true, w.cards.get(MSG)!, () => [], false, raises);
    expect(await check(page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", replaced)}</div>`), "tactica-card-raise-applied-replaced")).toContain("A raise of its dice worked this result out again");
  });
});
