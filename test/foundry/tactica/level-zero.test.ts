/**
 * Issue 25 (audit J6), through the Foundry double: a Physical level 0 creature (the sheet's Rank 0) stands until it is
 * hit, and the card's Apply squashes it with the first damage, no roll.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, uuid } from "../exchange/double-world";

const RAT = uuid("rat");
const HERO = uuid("hero");
const MSG = "msg00000000000r0";

describe("tactica: level 0", () => {
  it('"any amount of damage will squash them ... (dont even roll for it)": a rank-0 rat stands before the hit and is defeated by 1 damage, with no BODY roll', async () => {
    const rat = blankSystem();
    rat.tactica.physical.rank = 0;
    const world = await doubleWorld({ [RAT]: { name: "Rat", system: rat, statuses: [] }, [HERO]: { name: "Hero", system: blankSystem(), statuses: [] } }, {}, "tactica");
    expect(world.actor(RAT)!.derived.tactica.outOfAction).toBe(false);
    const h = blankSystem();
    const req = tacticaAttackRequest(h, prepareActorDerived(h), { name: "Boot", block: { weightClass: "light" } }, 2, world.actor(RAT));
    const faces = [5, 2];
    await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, HERO, [{ uuid: RAT, name: "Rat" }])!);
    // No dice are queued: a BODY roll (or an injury roll) would fail the Apply.
    expect(await applyOutcome(world, MSG, RAT, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(RAT)!.statuses).toContain("tactica.ooa");
  });
});
