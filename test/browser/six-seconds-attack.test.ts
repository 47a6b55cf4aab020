/**
 * Browser proof of the six-seconds attack's dialog and card states (the situational selectors, the defender's step
 * refused with translated reasons, an area dodge, a called shot's result): real templates and CSS in Chromium, axe
 * 0 serious/critical, no overflow, no untranslated key on screen.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../module/chat/exchange/handler";
import { exchangeView, resultView } from "../../module/chat/exchange/view";
import { prepareActorDerived } from "../../module/data/actor/derived";
import type { ActorSystem } from "../../module/data/actor/schema";
import { resolveRequest } from "../../module/dice/requests";
import { percent } from "../../module/dice/roll-format";
import { sixSecondsAttackRequest } from "../../module/rulesets/six-seconds/attack";
import { attackDialogData } from "../../module/rulesets/six-seconds/attack-item";
import { sixSecondsDefence } from "../../module/rulesets/six-seconds/defence";
import { NO_SITUATION, type SixSecondsSituationFields } from "../../module/rulesets/six-seconds/situation";
import { armingSword, goblin as goblinMook, mauve } from "../foundry/six-seconds-examples";
import { doubleWorld, GM, player, uuid } from "../foundry/exchange/double-world";
import { HOSTILE_NAME } from "./fixtures";
import { checkPage, useBrowser } from "./page-checks";
import { createRenderer, dialogPage, page } from "./render";

const r = createRenderer();
const browser = useBrowser();
const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000003";

function goblin(): ActorSystem {
  const s = goblinMook();
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
  return s;
}

/** Mauve's arming sword at the (hostile-named) Goblin with these statuses and this situation, rolled and bound. */
async function rolled(statuses: string[], situation: Partial<SixSecondsSituationFields>, faces: number[], area = false) {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: HOSTILE_NAME, system: goblin(), statuses } }, {}, "six-seconds");
  const req = sixSecondsAttackRequest(mauve(), prepareActorDerived(mauve()), armingSword, world.actor(GOBLIN), { situation: { ...NO_SITUATION, ...situation }, area });
  const card = resolveRequest(req, faces);
  await world.cards.set(MSG, bindExchange(card, req, faces, MAUVE, [{ uuid: GOBLIN, name: HOSTILE_NAME }])!);
  return { world, card };
}

function attackHTML(x: Awaited<ReturnType<typeof rolled>>, viewer: Parameters<typeof exchangeView>[2]): string {
  const view = exchangeView(x.world.cards.get(MSG)!, MSG, viewer, () => sixSecondsDefence.offers(x.world.card(MSG)!, x.world.actor(GOBLIN)!, { attacker: null, attackerUuid: MAUVE }));
  const body = r.render("chat/roll-card.hbs", { card: x.card, odds: percent(x.card.odds), damage: null }).replace("</article>", `${r.render("chat/exchange.hbs", view)}</article>`);
  return page("attack card", `<div style="width:320px;padding:8px">${body}</div>`);
}

async function check(html: string, shot: string) {
  const p = await checkPage(browser(), html, shot);
  expect(await p.locator("body").innerText(), `untranslated key in ${shot}`).not.toMatch(/FRAY\./);
  return p;
}

describe("six-seconds attack: dialog and card states", () => {
  it("the attack dialog's situational selectors", async () => {
    const p = await check(dialogPage(r, "six-seconds", attackDialogData(true)), "dialog-attack-six-seconds-situation");
    expect(await p.locator("select[name=cover] option").count()).toBe(5);
    expect(await p.locator("select[name=posture] option").count()).toBe(3);
    expect(await p.locator("select[name=lighting] option").count()).toBe(3);
    expect(await p.locator("select[name=location] option").count()).toBe(8);
    expect(await p.locator("select[name=item] option").count()).toBe(6);
    expect(await p.locator("input[name=coverToughness]").count()).toBe(1);
    for (const box of ["concealed", "invisible", "lowlight", "flanked", "surprised", "nonlethal", "magic"]) expect(await p.locator(`input[name=${box}]`).count(), box).toBe(1);
    expect(await p.locator("input[name=split]").count()).toBe(1);
    await p.close();
    const plain = await check(dialogPage(r, "six-seconds", attackDialogData(false)), "dialog-attack-six-seconds-no-magic");
    expect(await plain.locator("input[name=magic]").count()).toBe(0);
    expect(await plain.locator("select[name=singleAs]").count()).toBe(0);
    await plain.close();
    // A single attack may be a complexity-1 component instead (the actor's Trip): Attack first, then the component.
    const single = await check(dialogPage(r, "six-seconds", attackDialogData(false, "none", ["Trip"])), "dialog-attack-six-seconds-single-as");
    expect(await single.locator("select[name=singleAs] option").allTextContents()).toEqual(["Attack", "Trip"]);
    await single.close();
  });

  it("defences refused with translated reasons (Held; Helpless), an area dodge, a called shot's result", async () => {
    const held = await rolled(["six-seconds.held"], {}, [2, 5]);
    const p1 = await check(attackHTML(held, player("gob", [GOBLIN])), "card-six-seconds-held");
    // Issue 27 item 6: Block and Parry are struck for one reason, said once.
    expect(await p1.getByText("Held: may only dodge, at −1").count()).toBe(1);
    expect(await p1.getByText(HOSTILE_NAME).count()).toBeGreaterThan(0);
    await p1.close();

    const helpless = await rolled(["six-seconds.unconscious"], {}, [1, 5]);
    const p2 = await check(attackHTML(helpless, GM), "card-six-seconds-helpless");
    expect(await p2.getByText("Unconscious: no defence rolls").count()).toBe(1);
    expect(await p2.locator("button[disabled]").count()).toBe(3);
    await p2.close();

    const area = await rolled([], {}, [2, 5], true);
    area.world.dice = [5];
    expect(await defend(area.world, MSG, GOBLIN, "dodge", GM)).toMatchObject({ ok: true });
    const p3 = await check(attackHTML(area, GM), "card-six-seconds-area-dodged");
    expect(await p3.getByText(/3 off, 5 damage/).count()).toBe(1);
    await p3.close();

    const head = await rolled([], { location: "head" }, [4, 3]);
    await applyOutcome(head.world, MSG, GOBLIN, GM);
    const posted = head.world.posted[0]!;
    const v = resultView("result", posted.records, () => HOSTILE_NAME, true, head.world.cards.get(MSG)!);
    const p4 = await check(page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", v)}</div>`), "card-six-seconds-called-shot");
    expect(await p4.getByText(/called shot: head: 6 damage against Toughness 6/).count()).toBe(1);
    await p4.close();

    // A near miss behind medium cover of Toughness 7: the crate is beaten, drops to light, and the wound goes on.
    const cover = await rolled(["six-seconds.cover-medium"], { cover: "medium", coverToughness: 7 }, [2, 5]);
    const p5 = await check(attackHTML(cover, GM), "card-six-seconds-cover-hit");
    expect(await p5.getByText(/hit medium cover: it is knocked down to light cover and the attack goes on \(a wound\)/).count()).toBe(1);
    await p5.close();
    await applyOutcome(cover.world, MSG, GOBLIN, GM);
    const coverResult = resultView("result", cover.world.posted[0]!.records, () => HOSTILE_NAME, true, cover.world.cards.get(MSG)!);
    const p6 = await check(page("result card", `<div style="width:320px;padding:8px">${r.render("chat/exchange-result.hbs", coverResult)}</div>`), "card-six-seconds-cover-result");
    expect(await p6.getByText("Medium cover").count()).toBe(1);
    await p6.close();

    // A wounded firearm's 1: jammed.
    const gunner = mauve();
    gunner.sixSeconds.skills.push({ name: "Ranged Skill", ability: "dexterity", rank: 2 });
    const gun = sixSecondsAttackRequest(gunner, prepareActorDerived(gunner), { name: "Pistol", block: { damageDie: "d8", rangeIncrement: 10, firearm: true, wounds: 1 } }, cover.world.actor(GOBLIN));
    const jammed = resolveRequest(gun, [1, 5]);
    const p7 = await check(page("attack card", `<div style="width:320px;padding:8px">${r.render("chat/roll-card.hbs", { card: jammed, odds: percent(jammed.odds), damage: null })}</div>`), "card-six-seconds-jammed");
    expect(await p7.getByText("Jammed: Pistol jams on the 1 and the attack fails").count()).toBe(1);
    await p7.close();
  });
});
