/**
 * Issue 25 (audit U3), through the Foundry double: a surprise round started from the tracker (FrayCombat#frayStart
 * with the surprised combatant, as the GM's macro does), then the attack card's Apply on the GM's client.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import type { FrayCombat } from "../../../module/documents/combat";
import { blankSystem, doubleWorld, GM, uuid } from "../exchange/double-world";

const ROLAND = uuid("roland");
const GOBLIN = uuid("goblin");
const MSG = "msg00000000000u3";

async function hitRoland(surprised: boolean) {
  const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const combat = (await (CONFIG.Combat.documentClass as unknown as typeof FrayCombat).create({ active: true, combatants: [{ actorId: ROLAND.slice(6) }, { actorId: GOBLIN.slice(6) }] } as never)) as unknown as FrayCombat;
  const roland = combat.combatants.contents.find((c) => c.actor?.uuid === ROLAND)!.id!;
  await combat.frayStart(surprised ? { surprised: [roland] } : {});
  const g = blankSystem();
  const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 2, world.actor(ROLAND));
  const faces = [5, 2];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
  await applyOutcome(world, MSG, ROLAND, GM);
  return world.actors.get(ROLAND)!.system.tactica;
}

describe("tactica: surprise", () => {
  it('"No soaking is allowed": surprised, Roland loses a rank for the hit instead of taking the Stun State', async () => {
    const t = await hitRoland(true);
    expect(t.physical.state).toBe(false);
    expect(t.physical.lost).toBe(1);
  });

  it("not surprised, the same hit may be taken as the Stun State", async () => {
    const t = await hitRoland(false);
    expect(t.physical.state).toBe(true);
    expect(t.physical.lost).toBe(0);
  });
});

describe("tactica: a surprise round from Begin Combat", () => {
  it('"the surprisers get all their dice, the surprised will get none": tokens marked Surprised (token HUD) start the fight surprised, no macro needed', async () => {
    const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: blankSystem(), statuses: ["tactica.surprised"] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
    void world;
    const combat = (await (CONFIG.Combat.documentClass as unknown as typeof FrayCombat).create({ active: true, combatants: [{ actorId: ROLAND.slice(6) }, { actorId: GOBLIN.slice(6) }] } as never)) as unknown as FrayCombat;
    await combat.startCombat();
    const roland = combat.combatants.contents.find((c) => c.actor?.uuid === ROLAND)!.id!;
    const goblin = combat.combatants.contents.find((c) => c.actor?.uuid === GOBLIN)!.id!;
    const data = combat.frayStore.scheduler.state.data as { surprised: string[]; fighters: Record<string, { dice: number[] }> };
    expect(data.surprised).toEqual([roland]);
    expect(data.fighters[roland]!.dice).toEqual([]);
    expect(data.fighters[goblin]!.dice.length).toBeGreaterThan(0);
  });

  it('"the surprised creature gains no defence dice other than passive armour": in the surprise round Roland\'s standing Dodge pool (no action die to pay) is refused too; after the fight starts without surprise it is used', async () => {
    for (const surprised of [true, false]) {
      const r = blankSystem();
      r.tactica.pools.dodge = { dice: 3, max: 3 };
      const world = await doubleWorld({ [ROLAND]: { name: "Roland", system: r, statuses: [] }, [GOBLIN]: { name: "Goblin", system: blankSystem(), statuses: [] } }, {}, "tactica");
      const combat = (await (CONFIG.Combat.documentClass as unknown as typeof FrayCombat).create({ active: true, combatants: [{ actorId: ROLAND.slice(6) }, { actorId: GOBLIN.slice(6) }] } as never)) as unknown as FrayCombat;
      const roland = combat.combatants.contents.find((c) => c.actor?.uuid === ROLAND)!.id!;
      await combat.frayStart(surprised ? { surprised: [roland] } : {});
      const g = blankSystem();
      const req = tacticaAttackRequest(g, prepareActorDerived(g), { name: "Goblin spear", block: { weightClass: "light" } }, 2, world.actor(ROLAND));
      await world.cards.set(MSG, bindExchange(resolveRequest(req, [5, 2]), req, [5, 2], GOBLIN, [{ uuid: ROLAND, name: "Roland" }])!);
      const r2 = await defend(world, MSG, ROLAND, "dodge", GM);
      if (surprised) {
        expect(r2).toMatchObject({ ok: false, refusal: "Refused" });
        expect(world.actors.get(ROLAND)!.system.tactica.pools.dodge.dice).toBe(3);
      } else expect(r2).toMatchObject({ ok: true });
    }
  });
});
