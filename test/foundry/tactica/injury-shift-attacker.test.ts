/**
 * Issue 25 (re-audit P3), through the Foundry double: "Once a location is determined you may shift the location one
 * connected area if you rolled a triple, two areas if you rolled a quadruple … Eg: you roll 4d and get 4,4,4,6. A
 * triple of 4's means that the Right Arm is hit, but the attacker may shift the result one area to the Chest if they
 * wish due to the triple." The shift is the attacker's: the result card shows it to the attacker's owner (and the
 * GM), the attacker's owner's press is written through the GM's exchange, and the hit creature's owner may not.
 */
import { describe, expect, it } from "vitest";
import { GOBLIN, ROLAND, traumaOnRoland as trauma } from "./trauma-fixture";
import { reviseOutcome } from "../../../module/chat/exchange/revise";
import { resultView } from "../../../module/chat/exchange/view";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { adapterFor } from "../../../module/rulesets/registry";
import { GM, player } from "../exchange/double-world";

const MSG = "msg00000000000s1";
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;
const goblinPlayer = player("goblin-player", [GOBLIN]);
const rolandPlayer = player("roland-player", [ROLAND]);

/** Roland (physical `rank`) takes 3 damage from the goblin's sword, applied by the goblin's owner; `injury` dice. */
const traumaOnRoland = (injury: number[], rank = 2) => trauma(MSG, injury, { rank, by: goblinPlayer });

describe("tactica: the triple's shift is the attacker's", () => {
  it("the result card offers the shift to the attacker's owner, whose press is written; the hit creature's owner sees none and is refused", async () => {
    const chest = face("chest");
    const other = chest === 6 ? 5 : 6;
    const { world, record } = await traumaOnRoland([chest, chest, chest, other, 3]);
    const slot = adapterFor("tactica").resultActions!;
    const card = world.cards.get(MSG)!;
    const seen = (isGM: boolean, isAttacker: boolean) => resultView("result", [record], () => "Roland", isGM, card, slot.offers, isAttacker).rows[0]!.actions.map((a) => a.id);
    expect(seen(false, true)).toContain("reread-neck-flesh-wound");
    expect(seen(true, false)).toContain("reread-neck-flesh-wound");
    expect(seen(false, false)).toEqual([]);

    expect(await reviseOutcome(world, MSG, ROLAND, rolandPlayer, "reread-neck-flesh-wound")).toMatchObject({ ok: false, refusal: "Forbidden" });
    const lostBefore = world.actors.get(ROLAND)!.system.tactica.physical.lost;
    expect(await reviseOutcome(world, MSG, ROLAND, goblinPlayer, "reread-neck-flesh-wound")).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.system.tactica.physical.lost).toBe(lostBefore + 1);
    const injuries = (fromUuidSync(ROLAND) as Actor).items.contents.filter((i) => i.type === "injury");
    expect(injuries.map((i) => (i.system as unknown as { location: string }).location)).toEqual(["neck"]);
  });

  it("an immediate BODY check stays the GM's to roll: the attacker's owner is refused it", async () => {
    // Rank 1 takes 3 damage, a Killing Blow: "Add +1 to the Injury Table roll", so the Head's 6 reads 7+, Kill,
    // whose "immediate Body roll at -2d" is the GM's follow-up, not the attacker's.
    const head = face("head");
    // A pair of the Head's face and two singles below it: the pair is the location.
    const [a, b] = [1, 2, 3, 4, 5, 6].filter((f) => f !== head);
    const { world, record } = await traumaOnRoland([head, head, a!, b!, 6], 1);
    expect(adapterFor("tactica").resultActions!.offers(record).map((o) => o.id)).toContain("check");
    expect(await reviseOutcome(world, MSG, ROLAND, goblinPlayer, "check")).toMatchObject({ ok: false, refusal: "Forbidden" });
    world.dice = [5, 2];
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "check")).toMatchObject({ ok: true });
  });
});
