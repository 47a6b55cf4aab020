/**
 * Several tactica special results on one hit ("the extra successes can be used to enact one or more of the
 * following"): the card's composed offer, the picker's choice id, and the hit applied with every pick.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { composeDialog, composedChoice, composeOptions } from "../../../module/chat/exchange/compose-choice";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { parseExchangeRequest } from "../../../module/chat/exchange-requests";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaApplyChoices } from "../../../module/rulesets/tactica/apply-choices";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { parseSeveral } from "../../../module/rulesets/tactica/special-results-choice";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000011";

/** The goblin attacks Roland with 4 dice and a Medium weapon: `faces` are the card's dice. */
async function attack(faces: number[]): Promise<DoubleWorld> {
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } });
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass: "medium" } }, 4, world.actor(ROLAND));
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
  return world;
}

const several = (world: DoubleWorld) => tacticaApplyChoices.offers(world.cards.get(MSG)!, world.actor(ROLAND)!).find((o) => o.id === "sp");

describe("tactica: several special results on one hit", () => {
  it("one extra success offers no composed choice; two offer it with two picks of every special", async () => {
    expect(several(await attack([5, 6, 2, 2]))).toBeUndefined();
    const offer = several(await attack([5, 6, 5, 2]));
    expect(offer?.compose?.max).toBe(2);
    const options = composeOptions(offer!.compose!.options);
    expect(options).toHaveLength(13); // the twelve lines of the text, Knockback/down as two picks
    expect(options).toContainEqual({ code: "s", label: "FRAY.Tactica.Special.stun" });
    expect(composeDialog("FRAY.Exchange.ComposeTitle", 2, options).fields).toHaveLength(2);
  });

  it("the picker's choice: sorted letters after the prefix, a valid exchange choice id; nothing or an unknown pick is none", () => {
    const options = composeOptions("d:FRAY.Tactica.Special.extra-damage,s:FRAY.Tactica.Special.stun");
    const id = composedChoice("sp", 2, options, { pick0: "s", pick1: "d" });
    expect(id).toBe("sp-ds");
    expect(parseSeveral(id!)).toEqual(["extra-damage", "stun"]);
    expect(composedChoice("sp", 2, options, { pick0: "", pick1: "" })).toBeNull();
    expect(composedChoice("sp", 2, options, { pick0: "x" })).toBeNull();
    expect(parseExchangeRequest({ type: "applyOutcome", userId: "user000000000001", messageId: MSG.slice(0, 16), targetUuid: ROLAND, choice: id })).toMatchObject({ choice: "sp-ds" });
    expect(parseSeveral("sp-dz")).toBeNull();
    expect(parseSeveral("stun")).toBeNull();
  });

  it("3 successes, +2d and Stun: both extra successes spent, 1 left + 2 = 3 damage and the Stun State, undone exactly", async () => {
    const world = await attack([5, 6, 5, 2]);
    expect(await applyOutcome(world, MSG, ROLAND, player("r", [ROLAND]), "sp-ds")).toEqual({ ok: false, refusal: "Forbidden" });
    const r = await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]), "sp-ds");
    expect(r).toMatchObject({
      ok: true,
      records: [{ summary: { key: "FRAY.Exchange.TacticaSpecialsApplied.2", data: { damage: 3, special1Key: "FRAY.Tactica.Special.extra-damage", special2Key: "FRAY.Tactica.Special.stun" } } }],
    });
    expect(world.actors.get(ROLAND)!.system.tactica.physical.state).toBe(true);
    await undoOutcome(world, MSG, ROLAND, GM);
    expect(world.actors.get(ROLAND)!.system.tactica.physical.state).toBe(false);
  });

  it("+2d twice: 1 left + 4 = 5 damage (one +2d gives 4, the plain hit 3)", async () => {
    const world = await attack([5, 6, 5, 2]);
    expect(await applyOutcome(world, MSG, ROLAND, GM, "sp-dd")).toMatchObject({ ok: true, records: [{ summary: { data: { damage: 5 } } }] });
  });

  it("more picks than extra successes, or a Stun on a Stateless target, is refused and nothing is written", async () => {
    const world = await attack([5, 6, 5, 2]);
    const writes = world.writes;
    // The picker offers only as many picks as extra successes; a crafted id is refused by the engine (the GM's client
    // answers the requester with the reason), before anything is written.
    await expect(applyOutcome(world, MSG, ROLAND, GM, "sp-dde")).rejects.toThrow(/cost 3 extra successes but only 2/);
    await world.update(ROLAND, { "system.tactica.stateless": true });
    await expect(applyOutcome(world, MSG, ROLAND, GM, "sp-ds")).rejects.toThrow("Roland is Stateless: takes no Stun");
    expect(world.writes).toBe(writes);
    expect(several(world)?.compose?.options).not.toContain(":FRAY.Tactica.Special.stun");
  });
});
