/**
 * tactica Reach weapons (Reach Weapons) and missiles against a flyer (Flying), from the attack dialog's fields
 * (read by the adapter's parseDialog) through the request and card to the applied hit.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { isCodedError } from "../../../module/engine/errors";
import { meleeRefusal } from "../../../module/engine/rulesets/tactica/tactics";
import { parseFlyer } from "../../../module/engine/rulesets/tactica/flying";
import { tacticaAttackRequest, tacticaAttackDice } from "../../../module/rulesets/tactica/attack";
import { parseAttackFields } from "../../../module/rulesets/tactica/attack-fields";
import { blankSystem, GM, doubleWorld, uuid } from "./double-world";

const SPEAR = { name: "Pike", reach: true };
const SWORD = { name: "Sword", reach: false };

function refusalCode(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    return isCodedError(e) ? e.code : `uncoded: ${String(e)}`;
  }
}

describe("tactica Reach weapons: from StandAlone, never InContact", () => {
  it("the engine's table: a Reach weapon only from Alone, any other melee weapon only in the target's melee", () => {
    expect(meleeRefusal(true, "Alone")).toBeNull();
    expect(meleeRefusal(true, "InContact")).toBe("reach-in-contact");
    expect(meleeRefusal(true, "InClose")).toBe("reach-in-contact");
    expect(meleeRefusal(true, "Elsewhere")).toBe("reach-in-contact");
    expect(meleeRefusal(false, "Alone")).toBe("needs-contact");
    expect(meleeRefusal(false, "Elsewhere")).toBe("needs-contact");
    expect(meleeRefusal(false, "InContact")).toBeNull();
    expect(meleeRefusal(false, "InClose")).toBeNull();
  });

  it("the dialog's position refuses with a translated code; a missile or an unchecked position is not refused", () => {
    expect(refusalCode(() => parseAttackFields({ position: "InContact" }, SPEAR))).toBe("tactica.reach-in-contact");
    expect(refusalCode(() => parseAttackFields({ position: "Alone" }, SWORD))).toBe("tactica.needs-contact");
    expect(refusalCode(() => parseAttackFields({ position: "Alone", attackMode: "missile" }, SWORD))).toBeNull();
    expect(refusalCode(() => parseAttackFields({ position: "unknown" }, SPEAR))).toBeNull();
    expect(refusalCode(() => parseAttackFields({}, SWORD))).toBeNull();
    expect(refusalCode(() => parseAttackFields({ position: "behind" }, SWORD))).toBe("tactica.position");
    expect(refusalCode(() => parseAttackFields({ attackMode: "catapult" }, SWORD))).toBe("tactica.attack-mode");
  });

  it("a pikeman StandAlone strikes the orc with the Reach weapon and the hit is applied", async () => {
    const P = uuid("pikeman");
    const O = uuid("orc");
    const world = await doubleWorld({ [P]: { name: "Pikeman", system: blankSystem(), statuses: [] }, [O]: { name: "Orc", system: blankSystem(), statuses: [] } });
    const fields = parseAttackFields({ position: "Alone", attackMode: "melee" }, SPEAR);
    const a = blankSystem();
    const req = tacticaAttackRequest(a, prepareActorDerived(a), { name: "Pike", block: { weightClass: "medium" } }, 4, world.actor(O), { extraDice: fields.extraDice });
    const faces = [5, 6, 2, 3];
    const card = resolveRequest(req, faces);
    expect(card.total).toBe(2);
    await world.cards.set("m", bindExchange(card, req, faces, P, [{ uuid: O, name: "Orc" }])!);
    expect(await applyOutcome(world, "m", O, GM)).toMatchObject({ ok: true });
    const t = world.actors.get(O)!.system.tactica.physical;
    expect(t.state || t.lost > 0).toBe(true);
  });
});

describe("tactica missiles against a flyer: its speed in dice off", () => {
  it("the text's ~2/2/3 flyer: a 4-die shot loses 2 dice, shown on the card, and its two successes hit", async () => {
    const speed = parseFlyer("~2/2/3").speed;
    const fields = parseAttackFields({ attackMode: "missile", flyerSpeed: String(speed), position: "InContact" }, SWORD);
    expect(fields.extraDice).toEqual([{ dice: -2, reason: "flyer.speed", code: "flyer.speed" }]);
    const A = uuid("archer");
    const W = uuid("wyvern");
    const world = await doubleWorld({ [A]: { name: "Archer", system: blankSystem(), statuses: [] }, [W]: { name: "Wyvern", system: blankSystem(), statuses: [] } });
    const a = blankSystem();
    const req = tacticaAttackRequest(a, prepareActorDerived(a), { name: "Bow", block: { weightClass: "light" } }, 4, world.actor(W), { extraDice: fields.extraDice });
    // Two dice are rolled, not four.
    expect(tacticaAttackDice(req).find((g) => g.purpose === "FRAY.Roll.Pool")!.count).toBe(2);
    const faces = [5, 6];
    const card = resolveRequest(req, faces);
    expect(card.modifiers).toContainEqual(expect.objectContaining({ value: "-2", unit: "dice", reasonKey: "FRAY.Reason.flyer.speed" }));
    expect(card.total).toBe(2);
    await world.cards.set("m", bindExchange(card, req, faces, A, [{ uuid: W, name: "Wyvern" }])!);
    expect(await applyOutcome(world, "m", W, GM)).toMatchObject({ ok: true });
    const t = world.actors.get(W)!.system.tactica.physical;
    expect(t.state || t.lost > 0).toBe(true);
  });

  it("a landed flyer (speed 0) costs nothing; a melee blow ignores the speed; a bad speed is refused", () => {
    expect(parseAttackFields({ attackMode: "missile", flyerSpeed: "0" }, SWORD).extraDice).toEqual([]);
    expect(parseAttackFields({ attackMode: "melee", flyerSpeed: "3", position: "InContact" }, SWORD).extraDice).toEqual([]);
    expect(refusalCode(() => parseAttackFields({ attackMode: "missile", flyerSpeed: "-1" }, SWORD))).toBe("tactica.flyer-speed");
    expect(refusalCode(() => parseAttackFields({ attackMode: "missile", flyerSpeed: "1.5" }, SWORD))).toBe("tactica.flyer-speed");
  });
});
