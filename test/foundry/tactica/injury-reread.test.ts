/**
 * Issue 25 (audit P3, P7, P8; E2E-15), through the Foundry double: after the card's injury roll, the result card
 * offers the GM the other readings the dice allow (a triple's or a quadruple's shift, a row's "or"), so the Neck and
 * Groin tables are reached; the chosen reading replaces the first (its ranks, burnt dice and injury item), and the
 * card's one Undo takes back both.
 */
import { describe, expect, it } from "vitest";
import { GOBLIN, ROLAND, traumaOnRoland as trauma } from "./trauma-fixture";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { reviseOutcome } from "../../../module/chat/exchange/revise";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { adapterFor } from "../../../module/rulesets/registry";
import { resultView } from "../../../module/chat/exchange/view";
import { doubleWorld, blankSystem, GM, player } from "../exchange/double-world";

const MSG = "msg00000000000r1";
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;

/** Roland (physical rank 2) takes a Trauma from a goblin's sword; the injury dice are `injury`. */
const traumaOnRoland = (injury: number[]) => trauma(MSG, injury);

describe("tactica: the injury's other readings on the result card", () => {
  it('"you may shift the location one connected area if you rolled a triple": a triple on the Chest reaches the Neck table, and its row replaces the Chest\'s', async () => {
    const chest = face("chest");
    const other = chest === 6 ? 5 : 6;
    // Chest row 3 is a Bleeder; Neck row 3 ("3-4-Flesh Wound") costs an extra Physical Rank.
    const { world, record } = await traumaOnRoland([chest, chest, chest, other, 3]);
    const slot = adapterFor("tactica").resultActions!;
    const ids = slot.offers(record).map((o) => o.id);
    expect(ids).toContain("reread-neck-flesh-wound");
    expect(ids).toContain("reread-groin-flesh-wound");
    expect(ids).not.toContain("reread-head-stun");
    // The result card shows them to the GM (and the attacker's owner: injury-shift-attacker.test.ts), each label with its area and effect (formatted by the template).
    const card = world.cards.get(MSG)!;
    const forGm = resultView("result", [record], () => "Roland", true, card, slot.offers).rows[0]!.actions;
    expect(forGm.find((a) => a.id === "reread-neck-flesh-wound")).toEqual({ id: "reread-neck-flesh-wound", label: "FRAY.Tactica.FollowUp.ReadAs", data: { locationKey: "FRAY.Tactica.Area.neck", effectKey: "FRAY.Tactica.InjuryEffect.flesh-wound" }, revise: true, side: "attacker" });
    expect(resultView("result", [record], () => "Roland", false, card, slot.offers).rows[0]!.actions).toEqual([]);
    const lostBefore = world.actors.get(ROLAND)!.system.tactica.physical.lost;
    const firstItem = record.items![0]!;
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "reread-neck-flesh-wound")).toMatchObject({ ok: true });
    const roland = world.actors.get(ROLAND)!;
    expect(roland.system.tactica.physical.lost).toBe(lostBefore + 1);
    const held = [...(fromUuidSync(ROLAND) as Actor).items.contents];
    expect(held.map((i) => i.id)).not.toContain(firstItem);
    expect(held.filter((i) => i.type === "injury").map((i) => (i.system as unknown as { location: string }).location)).toEqual(["neck"]);
    // A second reading is refused: the attacker shifts once.
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "reread-groin-flesh-wound")).toMatchObject({ ok: false });
    // The card's Undo takes back the hit and the new reading together.
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.system.tactica.physical.lost).toBe(0);
    expect((fromUuidSync(ROLAND) as Actor).items.contents.filter((i) => i.type === "injury")).toEqual([]);
  });

  it('"Neck and Groin maybe ignored as locations if you wish": without them a Chest triple reaches only the arms and the head and legs next to it', async () => {
    const chest = face("chest");
    const other = chest === 6 ? 5 : 6;
    const r = blankSystem();
    r.tactica.physical.rank = 2;
    const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, { tactica: { neckAndGroin: false } }, "tactica");
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
    await world.cards.set(MSG, bindExchange(resolveRequest(req, [5, 6, 5, 2]), req, [5, 6, 5, 2], GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
    world.dice = [chest, chest, chest, other, 3];
    const answer = await applyOutcome(world, MSG, ROLAND, GM);
    if (!answer.ok || !("records" in answer)) throw new Error("not applied");
    const ids = adapterFor("tactica").resultActions!.offers(answer.records[0]!).map((o) => o.id);
    expect(ids.some((id) => id.includes("neck") || id.includes("groin"))).toBe(false);
    expect(ids).toContain("reread-head-sight");
  });

  it('"3-Sight or Sound": the row\'s other effect is offered without any shift, and a player may not choose it', async () => {
    const head = face("head");
    const others = [1, 2, 3, 4, 5, 6].filter((f) => f !== head);
    // A pair on the head: no shift, only the row's choice.
    const { world, record } = await traumaOnRoland([head, head, others[0]!, others[1]!, 3]);
    const ids = adapterFor("tactica").resultActions!.offers(record).map((o) => o.id);
    expect(ids).toEqual(["reread-head-sound"]);
    expect(await reviseOutcome(world, MSG, ROLAND, player("p1", [ROLAND]), "reread-head-sound")).toMatchObject({ ok: false, refusal: "Forbidden" });
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "reread-head-sound")).toMatchObject({ ok: true });
    const items = (fromUuidSync(ROLAND) as Actor).items.contents.filter((i) => i.type === "injury");
    // "Sound: the victim is deafened ... casting of magic with a verbal component more difficult (-2d)".
    expect(items.map((i) => (i.system as unknown as { effect: string }).effect)).toEqual([expect.stringMatching(/Deafened: verbal casting −2d/)]);
  });

  it('"Paralysis: roll Body or fall to the ground OoA": the Neck\'s row 5, reached by the shift, offers the BODY roll from the sheet; its failure is OoA, and Undo takes back all of it', async () => {
    const chest = face("chest");
    const other = chest === 6 ? 5 : 6;
    const { world, record } = await traumaOnRoland([chest, chest, chest, other, 5]);
    const slot = adapterFor("tactica").resultActions!;
    // Chest row 5 is a Fracture: no check of its own.
    expect(slot.offers(record).map((o) => o.id)).not.toContain("check");
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "check")).toMatchObject({ ok: false });
    const answer = await reviseOutcome(world, MSG, ROLAND, GM, "reread-neck-paralysis");
    if (!answer.ok || !("records" in answer)) throw new Error("not read again");
    const reread = answer.records[0]!;
    expect(slot.offers(reread)).toEqual([{ id: "check", label: "FRAY.Tactica.FollowUp.Check", data: { locationKey: "FRAY.Tactica.Area.neck", effectKey: "FRAY.Tactica.InjuryEffect.paralysis", off: 0 }, revise: true }]);
    // BODY level 0: 4 dice, none a success.
    world.dice = [1, 2, 3, 4];
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "check")).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.statuses).toContain("tactica.ooa");
    // Rolled once only.
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "check")).toMatchObject({ ok: false, refusal: "AlreadyApplied" });
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.statuses).not.toContain("tactica.ooa");
  });

  it('"Kill: target must make an immediate Body roll at -2d or they are OoA": the offered check takes the 2 dice off', () => {
    const record = { key: "k", targetUuid: ROLAND, by: "gm", at: 0, damage: 5, changes: [], statuses: [], undone: null, summary: { key: "FRAY.Damage.Tactica.Injured", data: { injFaces: "6,6,6,1,6", injBonus: 1, injNeckGroin: 1, injLocation: "head", injEffect: "kill", injP: 0, injM: 2, injBurn: 0 } } };
    const offer = adapterFor("tactica").resultActions!.offers(record).find((o) => o.id === "check");
    expect(offer?.data?.["off"]).toBe(2);
  });
});
