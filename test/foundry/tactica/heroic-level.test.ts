/**
 * Issue 25 (audit J2), through the Foundry double: "Players should always be given an extra level over what they may
 * rate as numerically … The extra level can be taken either on the Physical side or the Mental side at the
 * beginning of each event." The sheet's *Heroic level on* (Physical / Mental) adds the level to that track's starting
 * rank on the sheet and in the card's Apply, so a hit's severity counts it.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, uuid } from "../exchange/double-world";

const HERO = uuid("hero");
const ORC = uuid("orc");

async function heroWith(side: string) {
  const world = await doubleWorld({ [HERO]: { name: "Hero", system: blankSystem(), statuses: [] }, [ORC]: { name: "Orc", system: blankSystem(), statuses: [] } }, {}, "tactica");
  // Numerically rank 3 on both sides; Heroic, its level on `side` (the sheet's select, written through the pipeline).
  await world.update(HERO, { "system.tactica.heroic": true, "system.tactica.heroicSide": side });
  return world;
}

/** The Orc's hit of `successes` with a Medium weapon (1 damage per success) applied to the hero from the card. */
async function hit(world: Awaited<ReturnType<typeof heroWith>>, successes: number, msg: string) {
  const o = blankSystem();
  const faces = Array<number>(successes).fill(5);
  const req = tacticaAttackRequest(o, prepareActorDerived(o), { name: "Sword", block: { weightClass: "medium" } }, successes, world.actor(HERO));
  await world.cards.set(msg, bindExchange(resolveRequest(req, faces), req, faces, ORC, [{ uuid: HERO, name: "Hero" }])!);
  return applyOutcome(world, msg, HERO, GM, "rank");
}

describe("tactica: the Heroic level on one side", () => {
  it("on Physical, rank 3 stands as 4: the sheet's total and current rank, the Mental side unchanged", async () => {
    const world = await heroWith("physical");
    const d = world.actor(HERO)!.derived.tactica;
    expect([d.physical.total, d.physical.current, d.mental.total]).toEqual([4, 4, 3]);
  });

  it("the card's Apply counts it: 4 damage is not more than the heroic Physical 4 (no Trauma), but is Trauma with the level on the Mental side", async () => {
    const world = await heroWith("physical");
    const applied = await hit(world, 4, "msg00000000000j1");
    expect(applied).toMatchObject({ ok: true, records: [{ summary: { data: { severity: "hit" } } }] });
    expect(world.actors.get(HERO)!.system.tactica.physical.lost).toBe(1);
    const mental = await heroWith("mental");
    // Physical 3 now: 4 damage is Trauma, and the GM's client rolls its hit location (4d6) and injury (d6).
    mental.dice.push(3, 3, 3, 4, 1);
    expect(await hit(mental, 4, "msg00000000000j2")).toMatchObject({ ok: true, records: [{ summary: { data: { severity: "trauma" } } }] });
  });
});
