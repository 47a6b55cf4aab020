/**
 * Issue 25 (audit J5), through the Foundry double: "Creatures on level 9 ... cannot be knocked off level 9 unless some
 * special event occurs ... A bane weapon might drop its target off Physical 9". A weapon item's *Bane weapon* box
 * reaches the attack card, and its hit, applied through the exchange, knocks the dragon off Physical 9; the same hit
 * from a plain weapon leaves it there. Once off, it is an ordinary rank 8.
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { tacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { blankSystem, doubleWorld, GM, uuid } from "./double-world";

const DRAGON = uuid("dragon");
const HERO = uuid("hero");
const MSG = "msg00000000000b9";

async function strike(bane: boolean, lost = 0) {
  const d = blankSystem();
  d.tactica.physical.rank = 9;
  d.tactica.physical.lost = lost;
  d.tactica.mental.rank = 5;
  const world = await doubleWorld({ [DRAGON]: { name: "Dragon", system: d, statuses: [] }, [HERO]: { name: "Hero", system: blankSystem(), statuses: [] } }, {}, "tactica");
  const h = blankSystem();
  const req = tacticaAttackRequest(h, prepareActorDerived(h), { name: "Dragon-bane", block: { weightClass: "heavy", bane } }, 4, world.actor(DRAGON));
  const faces = [5, 6, 5, 2];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, HERO, [{ uuid: DRAGON, name: "Dragon" }], "Hero")!);
  expect(await applyOutcome(world, MSG, DRAGON, GM, "rank")).toMatchObject({ ok: true });
  return world.actors.get(DRAGON)!.system.tactica.physical.lost;
}

describe("tactica: a bane weapon knocks a creature off level 9", () => {
  it('"A bane weapon might drop its target off Physical 9": the bane hit costs the dragon a Physical Rank', async () => {
    expect(await strike(true)).toBe(1);
  });

  it('"They cannot be knocked off level 9 unless some special event occurs": the plain weapon\'s hit costs nothing', async () => {
    expect(await strike(false)).toBe(0);
  });

  it("knocked off once, the dragon is an ordinary rank 8: a plain weapon's hit costs a rank", async () => {
    expect(await strike(false, 1)).toBe(2);
  });
});
