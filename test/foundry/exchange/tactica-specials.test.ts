import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { exchangeView } from "../../../module/chat/exchange/view";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { SPECIAL_RESULTS } from "../../../module/engine/rulesets/tactica/special-results";
import { tacticaApplyChoices } from "../../../module/rulesets/tactica/apply-choices";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000009";

/** The goblin attacks Roland with 4 dice and a Medium weapon (1+1d): `faces` are the card's dice. */
async function attack(faces: number[], weightClass = "medium"): Promise<DoubleWorld> {
  const roland = blankSystem();
  roland.tactica.defences = { dodge: 5, block: 5, parry: 3 };
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: roland, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } });
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin sword", block: { weightClass } }, 4, world.actor(ROLAND));
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
  return world;
}

const offerIds = (world: DoubleWorld) => tacticaApplyChoices.offers(world.cards.get(MSG)!, world.actor(ROLAND)!).map((o) => o.id);

describe("tactica special results chosen on the attack card with extra successes", () => {
  it("3 successes with a Medium weapon (3 damage): every special is offered to the attacker's side, not to the target's owner", async () => {
    const world = await attack([5, 6, 5, 2]);
    expect(offerIds(world)).toEqual(["state", "rank", ...SPECIAL_RESULTS, "sp"]);
    const card = world.cards.get(MSG)!;
    const choicesFor = () => tacticaApplyChoices.offers(card, world.actor(ROLAND)!);
    const asTarget = exchangeView(card, MSG, player("r", [ROLAND]), () => [], choicesFor);
    expect(asTarget.rows[0]!.choices.map((c) => c.id)).toEqual(["state", "rank"]);
    const asAttacker = exchangeView(card, MSG, player("g", [GOBLIN]), () => [], choicesFor);
    expect(asAttacker.rows[0]!.choices.map((c) => c.id)).toEqual([...SPECIAL_RESULTS, "sp"]);
  });

  it("one success (a bare hit) offers no special result", async () => {
    expect(offerIds(await attack([5, 2, 3, 4]))).toEqual(["state", "rank"]);
  });

  it("Stun: one success spent, 2 damage and the Stun State, applied once by the attacker's owner and undone exactly", async () => {
    const world = await attack([5, 6, 5, 2]);
    expect(await applyOutcome(world, MSG, ROLAND, player("r", [ROLAND]), "stun")).toEqual({ ok: false, refusal: "Forbidden" });
    const r = await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]), "stun");
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Exchange.TacticaSpecialApplied", data: { damage: 2, specialKey: "FRAY.Tactica.Special.stun" } } }] });
    const t = world.actors.get(ROLAND)!;
    expect(t.system.tactica.physical.state).toBe(true);
    expect(t.statuses).toContain("tactica.stun");
    expect(await applyOutcome(world, MSG, ROLAND, GM, "expose")).toEqual({ ok: false, refusal: "AlreadyApplied" });
    await undoOutcome(world, MSG, ROLAND, GM);
    expect(world.actors.get(ROLAND)!.system.tactica.physical.state).toBe(false);
    expect(world.actors.get(ROLAND)!.statuses).toEqual([]);
  });

  it("+2d of damage: 3 successes become 2 left + 2 = 4 damage with a Medium weapon (the plain hit is 3)", async () => {
    const world = await attack([5, 6, 5, 2]);
    const r = await applyOutcome(world, MSG, ROLAND, GM, "extra-damage");
    expect(r).toMatchObject({ ok: true, records: [{ damage: 3, summary: { data: { damage: 4 } } }] });
    const plain = await attack([5, 6, 5, 2]);
    expect(await applyOutcome(plain, MSG, ROLAND, GM)).toMatchObject({ ok: true, records: [{ summary: { data: { amount: 3 } } }] });
  });

  it("a Stateless target is refused the Stun with the reason, and nothing is written", async () => {
    const world = await attack([5, 6, 5, 2]);
    await world.update(ROLAND, { "system.tactica.stateless": true });
    const writes = world.writes;
    expect(await applyOutcome(world, MSG, ROLAND, GM, "stun")).toEqual({ ok: false, refusal: "Refused", reason: "Roland is Stateless: takes no Stun" });
    expect(world.writes).toBe(writes);
  });

  it("after Roland's Dodge the specials count the dice the Dodge left: 3 Dodge successes leave one attack die, one success, no special", async () => {
    const world = await attack([5, 6, 5, 2]);
    world.dice = [5, 5, 5, 1, 1];
    expect(await defend(world, MSG, ROLAND, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 1 } });
    expect(offerIds(world)).toEqual(["state", "rank"]);
    expect(await applyOutcome(world, MSG, ROLAND, GM, "stun")).toEqual({ ok: false, refusal: "NoDefence" });
    const two = await attack([5, 6, 5, 2]);
    two.dice = [5, 5, 1, 1, 1];
    await defend(two, MSG, ROLAND, "dodge", GM);
    expect(offerIds(two)).toContain("disarm");
  });
});
