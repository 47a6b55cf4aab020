import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

/** Roland: Dodge and Block 4d (Skill) + 1d (Adv) = 5 dice. */
function roland(): ActorSystem {
  const s = blankSystem();
  s.tactica.defences = { dodge: 5, block: 5, parry: 3 };
  return s;
}

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000004";

/** The first goblin attacks with 4 dice and a light weapon: 5, 6, 2, 3 is two successes (a hit before any defence). */
async function goblinAttack(shieldBlock = 0, rolandStatuses: string[] = []): Promise<DoubleWorld> {
  // Roland's shield is an equipped tactica armour item (the item sheet's fields), read from his prepared data.
  const shield = { name: "Medium Shield", type: "armour", system: { ruleset: "tactica", equipped: true, shield: true, tactica: { block: shieldBlock, physicalRanks: 0, mentalRanks: 0 } } };
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: roland(), statuses: rolandStatuses, ...(shieldBlock > 0 ? { items: [shield] } : {}) }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, { tactica: { blockRule: "pool-compare" } });
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 4, world.actor(ROLAND));
  const faces = [5, 6, 2, 3];
  const card = resolveRequest(req, faces);
  expect(card.total).toBe(2);
  expect(card.damage).toBeGreaterThan(0);
  await world.cards.set(MSG, bindExchange(card, req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  return world;
}

describe("tactica: Roland's dodge and block (the text's examples)", () => {
  it("Dodge: 5 dice roll 4 successes; the goblin's 4 attack dice are all cancelled, nothing to apply; the action die goes through the port", async () => {
    const world = await goblinAttack();
    const spent: string[] = [];
    world.costs = { refusal: () => null, spend: async (_id, cost) => void spent.push(typeof cost === "string" ? cost : cost.name) };
    world.dice = [5, 6, 5, 6, 1];
    const r = await defend(world, MSG, ROLAND, "dodge", player("roland", [ROLAND]));
    // The pool of 4 loses one die for the use (the cost): 3 left.
    expect(r).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Exchange.TacticaDefended", data: { successes: 0, pool: 3 } } } });
    expect(spent).toEqual(["action-die"]);
    await applyOutcome(world, MSG, ROLAND, GM);
    expect(world.actors.get(ROLAND)!.system.tactica.physical.lost).toBe(0);
  });

  it("Block with a Medium Shield (Block 2): 2 successes + 2 = a pool of 4; the goblin's 2 successes do not beat it, the shield stops both and he takes 2 exposures", async () => {
    const world = await goblinAttack(2);
    world.dice = [5, 6, 1, 2, 3];
    const r = await defend(world, MSG, ROLAND, "block", GM);
    expect(r).toMatchObject({ ok: true, defence: { damage: 0, summary: { data: { exposures: 2, pool: 3 } } } });
  });

  it("no defence: the hit is applied and undone exactly; a stunned Roland may not defend, and a tracker with no action die left refuses", async () => {
    const world = await goblinAttack();
    await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]));
    const rec = world.cards.get(MSG)!.applied[0]!;
    expect(rec.changes.length + rec.statuses.length).toBeGreaterThan(0);
    await undoOutcome(world, MSG, ROLAND, GM);
    expect(world.actors.get(ROLAND)!.system).toEqual(roland());

    const stunned = await goblinAttack(0);
    await stunned.update(ROLAND, { "system.tactica.physical.state": true });
    expect(await defend(stunned, MSG, ROLAND, "dodge", GM)).toMatchObject({ ok: false, refusal: "Refused", reason: /in a State/ });
    const tired = await goblinAttack();
    tired.costs = { refusal: () => "no action dice left", spend: async () => {} };
    expect(await defend(tired, MSG, ROLAND, "parry", GM)).toEqual({ ok: false, refusal: "Refused", reason: "no action dice left" });
  });
});

describe("tactica: the hit creature's owner chooses a State or a rank loss", () => {
  it("Roland's player loses a rank instead of taking the Stun State; the goblin's player may not make that choice", async () => {
    const world = await goblinAttack();
    expect(await applyOutcome(world, MSG, ROLAND, player("g", [GOBLIN]), "rank")).toEqual({ ok: false, refusal: "Forbidden" });
    const r = await applyOutcome(world, MSG, ROLAND, player("roland", [ROLAND]), "rank");
    expect(r).toMatchObject({ ok: true });
    const t = world.actors.get(ROLAND)!.system.tactica;
    expect(t.physical.state).toBe(false);
    expect(t.physical.lost).toBeGreaterThan(0);
    expect(await applyOutcome(world, MSG, ROLAND, GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
  });

  it("a Stateless NPC is refused the State with the reason", async () => {
    const world = await goblinAttack();
    await world.update(ROLAND, { "system.tactica.stateless": true });
    expect(await applyOutcome(world, MSG, ROLAND, GM, "state")).toEqual({ ok: false, refusal: "Refused", reason: "Roland is Stateless: always loses a rank" });
  });
});

describe("tactica: a fumble leaves the Fumbled mark on the attacker", () => {
  it("the goblin fumbles (1, 1, 2, 3): his owner applies the mark to himself once; the GM undoes it", async () => {
    const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: roland(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } });
    const g = blankSystem();
    const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 4, world.actor(ROLAND));
    const card = resolveRequest(req, [1, 1, 2, 3]);
    expect(card.outcome.key).toBe("FRAY.Roll.Fumble");
    await world.cards.set(MSG, bindExchange(card, req, [1, 1, 2, 3], GOBLIN, [{ uuid: ROLAND, name: "Roland" }], "Goblin")!);
    expect(await applyOutcome(world, MSG, GOBLIN, player("roland", [ROLAND]))).toEqual({ ok: false, refusal: "Forbidden" });
    expect(await applyOutcome(world, MSG, GOBLIN, player("g", [GOBLIN]))).toMatchObject({ ok: true, records: [{ changes: [{ path: "system.tactica.fumbled", before: false, after: true }] }] });
    expect(world.actors.get(GOBLIN)!.system.tactica.fumbled).toBe(true);
    expect(await applyOutcome(world, MSG, GOBLIN, GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
    // Nothing to apply to Roland: the fumble missed.
    expect(await applyOutcome(world, MSG, ROLAND, GM)).toEqual({ ok: false, refusal: "NothingToApply" });
    await undoOutcome(world, MSG, GOBLIN, GM);
    expect(world.actors.get(GOBLIN)!.system.tactica.fumbled).toBe(false);
    expect(world.actors.get(GOBLIN)!.statuses).toEqual([]);
  });

  it("an attack that did not fumble has nothing to apply to the attacker", async () => {
    const world = await goblinAttack();
    expect(await applyOutcome(world, MSG, GOBLIN, GM)).toEqual({ ok: false, refusal: "NothingToApply" });
  });
});
