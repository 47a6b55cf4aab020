/**
 * Issue 25 (audit P11), through the Foundry double: a Trauma applied from the card rolls the hit location and the
 * injury on the GM's client, and the wound's burnt action dice are written on the actor (where every tracker step
 * reads them: tracker-condition.test.ts).
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, uuid } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");

describe("tactica: a wound that burns action dice", () => {
  it('"Stun: the victim is stunned, lucky escape. Burn 1 action dice": a head wound, row 1, leaves Roland one burnt die', async () => {
    const r = blankSystem();
    r.tactica.physical.rank = 2;
    const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
    const faces = [5, 6, 5, 2];
    await world.cards.set("msg00000000000p1", bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
    const head = [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === "head")!;
    world.dice = [head, head, head, head, 1];
    expect(await applyOutcome(world, "msg00000000000p1", ROLAND, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.system.tactica.burntDice).toBe(1);
  });
});
