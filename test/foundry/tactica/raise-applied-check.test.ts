/**
 * Tactica F3 on the result card's immediate injury check, through the Foundry double: "Act as a +1 dice to increase
 * another skill dice, eg: increasing a 3 result to a 4, after you have rolled." and "Only one 1 may be used at a time,
 * so you cannot use two 1's to increase a roll by +2." Roland takes a Trauma whose injury (Unconscious) calls for "an
 * immediate Will roll or fall unconscious OoA"; the GM rolls it from the result card (a revision of the application);
 * Roland's player then raises a face of that check: the revision is taken back exactly and worked out again with the
 * raised face, one record stands under its key, and the card's one Undo still takes everything back. The tracker's
 * spend of the 1 is proven on the socket in raise-applied-die.test.ts; here there is no fight (nothing to spend).
 */
import { describe, expect, it } from "vitest";
import { ROLAND, traumaOnRoland as trauma } from "./trauma-fixture";
import { undoOutcome } from "../../../module/chat/exchange/handler";
import { reviseOutcome } from "../../../module/chat/exchange/revise";
import { raiseApplied } from "../../../module/chat/exchange/raise-applied";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { GM, player } from "../exchange/double-world";

const MSG = "msg00000000000r1";
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;
const pairOn = (l: string) => {
  const f = face(l);
  const others = [1, 2, 3, 4, 5, 6].filter((x) => x !== f);
  return [f, f, others[0]!, others[1]!];
};
const owner = player("roland-player", [ROLAND]);

/** Roland (MIND 1) knocked Unconscious by the injury (on `location`'s dice); the GM rolls its Will check (3 dice) on 1, 2, 4: failed, OoA. */
async function failedCheck(location = pairOn("head")) {
  const { world, record } = await trauma(MSG, [...location, 2], { sheet: (r) => void (r.tactica.mind = 1) });
  expect(record.summary.data["injEffect"]).toBe("unconscious");
  world.dice = [1, 2, 4];
  expect(await reviseOutcome(world, MSG, ROLAND, GM, "check")).toMatchObject({ ok: true, records: [{ rolled: [1, 2, 4], groups: [{ count: 3, purpose: "FRAY.Tactica.CheckRoll.mind" }] }] });
  expect(world.actors.get(ROLAND)!.statuses).toContain("tactica.ooa");
  return { world, record };
}

describe("tactica: a 1 of the action dice raises a face of the result card's immediate injury check (AD = 1)", () => {
  it('"increasing a 3 result to a 4, after you have rolled": the Will check\'s 4 becomes a 5, it passes, the OoA is taken back; once per roll; Undo takes all back', async () => {
    const { world, record } = await failedCheck();
    // The application itself rolled only the hit location and the injury: no skill dice to raise.
    expect(await raiseApplied(world, MSG, ROLAND, "", 1, owner, "raise-two")).toMatchObject({ ok: false, refusal: "NoRevision" });
    // Someone else's creature: refused.
    expect(await raiseApplied(world, MSG, ROLAND, "check", 0, player("stranger", []), "raise-four")).toMatchObject({ ok: false, refusal: "Forbidden" });

    const key = `${MSG}|${ROLAND}>${ROLAND}#check`;
    const answer = await raiseApplied(world, MSG, ROLAND, "check", 0, owner, "raise-four");
    expect(answer).toMatchObject({ ok: true, records: [{ key, rolled: [1, 2, 5], summary: { key: "FRAY.Damage.Tactica.InjuryCheckOf.passed" }, statuses: [], raised: [{ group: 0, choice: "raise-four", by: "roland-player", before: [1, 2, 4] }] }] });
    expect(world.actors.get(ROLAND)!.statuses).not.toContain("tactica.ooa");
    // One record stands under the key; the application's own record is untouched.
    const card = world.cards.get(MSG)!;
    expect(card.applied.filter((r) => r.key === key)).toHaveLength(1);
    expect(card.applied.find((r) => r.key === record.key)).toMatchObject({ summary: record.summary, changes: record.changes });
    // "you cannot use two 1's to increase a roll by +2".
    expect(await raiseApplied(world, MSG, ROLAND, "check", 0, owner, "raise-two")).toMatchObject({ ok: false, refusal: "NoRevision" });

    // The card's one Undo takes back the application and the (raised) check.
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    const after = world.actors.get(ROLAND)!;
    expect(after.statuses).not.toContain("tactica.ooa");
    expect(after.system.tactica.physical.lost).toBe(0);
    expect(await raiseApplied(world, MSG, ROLAND, "check", 0, owner, "raise-one")).toMatchObject({ ok: false, refusal: "AlreadyUndone" });
  });

  it("refused, nothing taken back, when something was written on Roland since: the OoA taken off by hand, or a later record of the card on him", async () => {
    // A triple on the head: the attacker may shift the injury one area afterwards.
    const f = face("head");
    const { world } = await failedCheck([f, f, f, f === 1 ? 2 : 1]);
    await world.toggle(ROLAND, "tactica.ooa", false);
    expect(await raiseApplied(world, MSG, ROLAND, "check", 0, owner, "raise-four")).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringMatching(/tactica\.ooa.*switched since/) });
    expect(world.cards.get(MSG)!.applied.at(-1)).toMatchObject({ rolled: [1, 2, 4] });
    await world.toggle(ROLAND, "tactica.ooa", true);
    // The attacker shifts the injury after the check (a later revision on Roland): the check can no longer be taken back alone.
    const shift = (await import("../../../module/rulesets/registry")).adapterFor("tactica").resultActions!.offers(world.cards.get(MSG)!.applied[0]!).find((o) => o.id.startsWith("reread-"));
    expect(shift).toBeDefined();
    expect(await reviseOutcome(world, MSG, ROLAND, GM, shift!.id)).toMatchObject({ ok: true });
    expect(await raiseApplied(world, MSG, ROLAND, "check", 0, owner, "raise-four")).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringMatching(/written on by this card since/) });
    expect(world.actors.get(ROLAND)!.statuses).toContain("tactica.ooa");
  });
});
