/**
 * Browser proof of the tactica attack dialog's melee/missile, position and flyer fields (Reach weapons, missiles
 * against a flyer), a group's attacks left this round (Mobs) and the card of a missile shot at a flyer (its speed in dice off). Real templates and CSS in
 * Chromium: no console errors, no overflow, axe 0 serious/critical, every label localised.
 */
import { describe, expect, it } from "vitest";
import { prepareActorDerived } from "../../module/data/actor/derived";
import { resolveRequest } from "../../module/dice/requests";
import { tacticaAttackRequest } from "../../module/rulesets/tactica/attack";
import { ATTACK_MODES, parseAttackFields, POSITION_CHOICES } from "../../module/rulesets/tactica/attack-fields";
import { TACTICA_HIT_KINDS } from "../../module/rulesets/tactica/attack-dialog";
import { blankSystem } from "../foundry/exchange/people";
import { checkPage, useBrowser } from "./page-checks";
import { cardPage, createRenderer, dialogPage } from "./render";

const r = createRenderer();
const browser = useBrowser();

const dialogData = (reach: boolean, position: string) => ({ count: 4, attack: true, hitKinds: TACTICA_HIT_KINDS, attackModes: ATTACK_MODES, positions: POSITION_CHOICES, position, reach });

describe("tactica attack dialog: Reach and flyers", () => {
  it("a Reach weapon's dialog with the board's StandAlone position selected", async () => {
    const p = await checkPage(browser(), dialogPage(r, "tactica", dialogData(true, "Alone")), "tactica-attack-dialog-reach");
    expect(await p.locator("select[name=position] option").count()).toBe(POSITION_CHOICES.length);
    expect(await p.locator("select[name=position]").inputValue()).toBe("Alone");
    expect(await p.locator("select[name=attackMode] option").count()).toBe(ATTACK_MODES.length); // melee, missile (fired), missile (thrown)
    expect(await p.locator("input[name=flyerSpeed]").inputValue()).toBe("0");
    const text = (await p.locator("body").textContent()) ?? "";
    expect(text).toContain("Reach weapon");
    expect(text).not.toMatch(/FRAY\.[A-Z]/);
    await p.close();
  });

  it("an ordinary weapon's dialog in another melee than the target's", async () => {
    const p = await checkPage(browser(), dialogPage(r, "tactica", dialogData(false, "Elsewhere")), "tactica-attack-dialog-melee");
    expect(await p.locator("select[name=position]").inputValue()).toBe("Elsewhere");
    expect((await p.locator("body").textContent()) ?? "").not.toMatch(/FRAY\.[A-Z]/);
    await p.close();
  });

  it("a Mob's dialog shows its attacks left this round and whom it attacked", async () => {
    const html = dialogPage(r, "tactica", { ...dialogData(false, "InContact"), groupAttacks: { left: 1, attacks: 2, attacked: "Roland <the Bold>" } });
    const p = await checkPage(browser(), html, "tactica-attack-dialog-mob");
    const text = (await p.locator("body").textContent()) ?? "";
    expect(text).toContain("Group attacks left this round: 1 of 2");
    // The name is text, escaped.
    expect(text).toContain("Already attacked: Roland <the Bold>.");
    expect(text).not.toMatch(/FRAY\.[A-Z]/);
    await p.close();
  });

  it("the card of a missile at a flyer at speed 2 shows the two dice off", async () => {
    const a = blankSystem();
    const fields = parseAttackFields({ attackMode: "missile", flyerSpeed: "2" }, { name: "Bow", reach: false });
    const req = tacticaAttackRequest(a, prepareActorDerived(a), { name: "Bow", block: { weightClass: "light" } }, 4, null, { extraDice: fields.extraDice });
    const p = await checkPage(browser(), cardPage(r, resolveRequest(req, [5, 6])), "tactica-missile-flyer-card");
    const text = (await p.locator("body").textContent()) ?? "";
    expect(text).toContain("flyer's speed");
    expect(text).not.toMatch(/FRAY\.[A-Z]/);
    await p.close();
  });
});
