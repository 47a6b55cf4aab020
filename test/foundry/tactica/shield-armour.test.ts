/**
 * Issue 25 (audit I6, J3), through the Foundry double: the shield a defender owns is an armour item (packs' armour
 * and shields, the item sheet's fields: shield, equipped, tactica.block, tactica.physicalRanks/mentalRanks), created
 * on the actor through the pipeline; the card's Block step reads it from the actor's prepared data.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, uuid, type ActorData } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000sh1";

const mediumShield = (equipped = true) => ({ name: "Medium Shield", type: "armour", system: { ruleset: "tactica", equipped, shield: true, tactica: { block: 2, physicalRanks: 0, mentalRanks: 0 } } });

async function goblinAttacks(roland: Partial<ActorData>, faces: number[], weightClass = "light") {
  const s = blankSystem();
  s.tactica.defences = { dodge: 5, block: 5, parry: 3 };
  s.tactica.physical.rank = 3;
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: s, statuses: [], ...roland }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, { tactica: { blockRule: "pool-compare" } });
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass } }, faces.length, world.actor(ROLAND));
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  return world;
}

describe("tactica: Block adds the blocking device's armour value", () => {
  it('"he decides to Block with a Medium Shield (Block=2) ... making a Block Pool of 4": the goblin\'s 2 successes are stopped and he takes 2 exposures', async () => {
    const world = await goblinAttacks({ items: [mediumShield()] }, [5, 6, 2, 3]);
    world.dice = [5, 6, 1, 2, 3];
    expect(await defend(world, MSG, ROLAND, "block", GM)).toMatchObject({ ok: true, defence: { damage: 0, summary: { data: { exposures: 2, pool: 3 } } } });
  });

  it("a shield left unequipped adds nothing: the same 2 successes against a pool of 2 still hit", async () => {
    const world = await goblinAttacks({ items: [mediumShield(false)] }, [5, 6, 2, 3]);
    world.dice = [5, 6, 1, 2, 3];
    const r = await defend(world, MSG, ROLAND, "block", GM);
    expect(r).toMatchObject({ ok: true });
    expect((r as unknown as { defence: { summary: { data: { exposures: number } } } }).defence.summary.data.exposures).not.toBe(2);
  });
});

describe("tactica: an armour item's bonus ranks", () => {
  it('bonus ranks "count for thresholds": 4 damage on Rank 3 is Trauma, but not with armour giving +1 Physical Rank', async () => {
    const plain = await goblinAttacks({}, [5, 6, 5, 5], "medium");
    plain.dice = Array(8).fill(4); // the Trauma's hit location and injury
    expect(await applyOutcome(plain, MSG, ROLAND, GM)).toMatchObject({ ok: true, records: [{ summary: { data: { severity: "trauma" } } }] });
    const mail = { name: "Mail", type: "armour", system: { ruleset: "tactica", equipped: true, shield: false, tactica: { block: 0, physicalRanks: 1, mentalRanks: 0 } } };
    const armoured = await goblinAttacks({ items: [mail] }, [5, 6, 5, 5], "medium");
    expect(await applyOutcome(armoured, MSG, ROLAND, GM)).toMatchObject({ ok: true, records: [{ summary: { data: { severity: "hit" } } }] });
  });
});
