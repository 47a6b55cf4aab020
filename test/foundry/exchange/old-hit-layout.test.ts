/**
 * A card's hit details are the card's ruleset's own (module/rulesets/<id>/types.ts), read back by its adapter. Cards
 * posted before that carried every ruleset's fields (`nonlethal`, `track`, `magic`, `massiveWeapon` always): they are
 * migrated on read (contract/hit.ts migrateHit) and still apply as they did. Through the double: the card is a
 * ChatMessage whose flag was written as the old code wrote it, read by the real glue (chat/exchange-query.ts).
 */
import { describe, expect, it } from "vitest";
import { bindExchange } from "../../../module/chat/exchange/bind";
import type { ExchangeCard } from "../../../module/chat/exchange/card";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import { sixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { armingSword, goblin, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid, type DoubleWorld } from "./double-world";

const MAUVE = uuid("mauve");
const GOBLIN = uuid("goblin");
const MSG = "msg0000000000001";

/** The old layout: every ruleset's fields, the plain ones at their plain values. */
const OLD_PLAIN = { nonlethal: false, track: "physical", magic: false, massiveWeapon: false };

/**
 * Mauve's arming sword at the dying Goblin (8 damage against Toughness 9/3: a wound), its card's hit as `hit` says.
 * A wound kills a dying character, unless the hit is nonlethal (module/engine/rulesets/six-seconds/damage.ts).
 */
async function cardWithHit(hit: Record<string, unknown>, ruleset = "six-seconds"): Promise<DoubleWorld> {
  const world = await doubleWorld({ [MAUVE]: { name: "Colonel Mauve", system: mauve(), statuses: [] }, [GOBLIN]: { name: "Goblin Mook", system: goblin(), statuses: ["six-seconds.dying"] } });
  const req = sixSecondsAttackRequest(mauve(), prepareActorDerived(mauve()), armingSword, world.actor(GOBLIN));
  const card = bindExchange(resolveRequest(req, [2, 5]), req, [2, 5], MAUVE, [{ uuid: GOBLIN, name: "Goblin Mook" }])!;
  await world.cards.set(MSG, { ...card, ruleset, hit } as unknown as ExchangeCard);
  return world;
}

/** The real glue, imported once the double is installed (its documents extend the double's globals). */
const glue = () => import("../../../module/chat/exchange-query");

const message = () => game.messages.get(MSG) as unknown as { id: string; flags: object };

/** The handler reading the card as the real glue does (readExchange), not the raw flag. */
async function throughGlue(world: DoubleWorld): Promise<DoubleWorld> {
  const { exchangeOf } = await glue();
  return { ...world, card: () => exchangeOf(message()) };
}

async function read(): Promise<unknown> {
  return (await glue()).readExchange(message());
}

describe("an attack card stored with the old hit layout", () => {
  it("reads as the ruleset's own hit: the old plain fields dropped, the ruleset's kept", async () => {
    await cardWithHit({ ...OLD_PLAIN, nonlethal: true, calledShot: "head" });
    expect(await read()).toMatchObject({ card: { hit: { nonlethal: true, calledShot: "head" } } });
    expect(((await read()) as { card: ExchangeCard }).card.hit).toEqual({ nonlethal: true, calledShot: "head" });
    // A tactica card of the old layout keeps its track and weapon, drops the six-seconds field.
    await cardWithHit({ ...OLD_PLAIN, track: "mental", massiveWeapon: true }, "tactica");
    expect(((await read()) as { card: ExchangeCard }).card.hit).toEqual({ track: "mental", massiveWeapon: true });
    await cardWithHit({ ...OLD_PLAIN }, "tactica");
    expect(((await read()) as { card: ExchangeCard }).card.hit).toEqual({});
  });

  it("still applies as it did: an old lethal hit kills the dying Goblin, an old nonlethal one only wounds it", async () => {
    const lethal = await cardWithHit({ ...OLD_PLAIN });
    expect(await applyOutcome(await throughGlue(lethal), MSG, GOBLIN, GM)).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.SixSeconds.dies" } }] });

    const nonlethal = await cardWithHit({ ...OLD_PLAIN, nonlethal: true });
    expect(await applyOutcome(await throughGlue(nonlethal), MSG, GOBLIN, GM)).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.SixSeconds.wound" } }] });
    expect(nonlethal.actors.get(GOBLIN)!.system.sixSeconds.wounds).toBe(1);
  });

  it("a field the ruleset does not have, or a bad value, makes the card unreadable, naming the field", async () => {
    await cardWithHit({ track: "mental" });
    expect(await read()).toEqual({ unreadable: "hit.track: is not a field of this ruleset's hit" });
    await cardWithHit({ ...OLD_PLAIN, track: "mental" });
    expect(await read()).toEqual({ unreadable: "hit.track: is not a field of this ruleset's hit" });
    await cardWithHit({ nonlethal: "yes" });
    expect(await read()).toEqual({ unreadable: "hit.nonlethal: is not true or false" });
    await cardWithHit({ hits: [8, -1] });
    expect(await read()).toEqual({ unreadable: "hit.hits.1: is not a whole number from 0 to 9999" });
  });

  it("the roll card's own apply reads its hit through the adapter too (old layout migrated, forged refused)", async () => {
    await cardWithHit({ ...OLD_PLAIN });
    const goblinDoc = fromUuidSync(GOBLIN) as unknown as { takeDamage(n: number, card: { ruleset: string; hit: unknown }): Promise<{ statuses: string[] }> };
    const app = await goblinDoc.takeDamage(12, { ruleset: "six-seconds", hit: { ...OLD_PLAIN, nonlethal: true } });
    expect(app.statuses).toContain("six-seconds.unconscious");
    await expect(goblinDoc.takeDamage(12, { ruleset: "six-seconds", hit: { magic: true } })).rejects.toThrow("hit.magic: is not a field of this ruleset's hit");
  });
});
