/**
 * The attacker's own weapon and the board (Foundry-free): a destroyed weapon is refused by the attack button, a
 * wounded one loses its wounds from damage (melee) or from damage and attacks (ranged), a wounded firearm jams on a 1,
 * and a melee attack needs the target in reach (the board's metres, Standard reach: the adjacent ring).
 */
import { describe, expect, it } from "vitest";
import { sixSecondsOptions } from "../action-context";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome } from "../../../module/chat/exchange/handler";
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { resolveRequest } from "../../../module/dice/requests";
import type { SheetRollContext } from "../../../module/rulesets/adapter";
import { sixSecondsAttackRequest, type SixSecondsAttackRequest, type SixSecondsWeaponData } from "../../../module/rulesets/six-seconds/attack";
import { rollItem } from "../../../module/rulesets/six-seconds/attack-item";
import { reachDistanceFromMetres } from "../../../module/rulesets/six-seconds/melee-reach";
import { NO_SITUATION } from "../../../module/rulesets/six-seconds/situation";
import { armingSword, goblin, mauve } from "../six-seconds-examples";
import { GM, doubleWorld, uuid } from "./double-world";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

const target = () => ({ name: "Goblin Mook", system: goblin(), derived: prepareActorDerived(goblin()), statuses: [] });

/** The sheet's button for this weapon block; `asked` counts dialogs opened. */
async function button(block: SixSecondsWeaponData["block"], fields: Record<string, string> = {}) {
  let asked = 0;
  const ctx: SheetRollContext<SixSecondsTypes> = {
    stats: mauve(),
    derived: prepareActorDerived(mauve()),
    ask: async () => {
      asked++;
      return sixSecondsOptions(fields);
    },
    firstTarget: target,
    targets: () => [],
    localize: (k) => k,
    checkPrefill: () => ({}),
    placeArea: async () => null,
    targetBlast: async () => null,
  };
  const build = await rollItem(ctx, { name: "Arming sword", system: { sixSeconds: block as Record<string, unknown> } });
  return { build: build!, asked: () => asked };
}

describe("six-seconds weapon state", () => {
  it("a destroyed weapon: the button opens no dialog and its attack is refused with a coded error", async () => {
    const b = await button({ ...armingSword.block, destroyed: true });
    expect(b.asked()).toBe(0);
    expect(() => b.build()).toThrow(expect.objectContaining({ code: "weapon-destroyed" }));
  });

  it("a melee weapon with 2 wounds deals 2 less (5 + 3 − 2 = 6, still a wound on the Goblin)", async () => {
    const req = (await button({ ...armingSword.block, wounds: 2 })).build() as SixSecondsAttackRequest;
    const card = resolveRequest(req, [2, 5]);
    expect(card.damage).toBe(6);
    expect(card.total).toBe(5);
  });

  it("a wounded ranged weapon loses its wounds from attacks too; a wounded firearm jams on a 1 (no damage, nothing to apply)", async () => {
    const s = mauve();
    s.sixSeconds.skills.push({ name: "Ranged Skill", ability: "dexterity", rank: 2 });
    const d = prepareActorDerived(s);
    const pistol: SixSecondsWeaponData = { name: "Pistol", block: { damageDie: "d8", rangeIncrement: 10, wounds: 1 } };
    const bow = sixSecondsAttackRequest(s, d, pistol, target());
    expect(resolveRequest(bow, [3, 5]).total).toBe(3 + 3 - 1);
    expect(resolveRequest(bow, [1, 5]).outcome.key).not.toBe("FRAY.Attack.Jammed");

    const gun = sixSecondsAttackRequest(s, d, { ...pistol, block: { ...pistol.block, firearm: true } }, target());
    const jammed = resolveRequest(gun, [1, 5]);
    expect(jammed.outcome).toMatchObject({ key: "FRAY.Attack.Jammed", success: false });
    expect(jammed.damage).toBeNull();
    const unhurt = sixSecondsAttackRequest(s, d, { ...pistol, block: { ...pistol.block, firearm: true, wounds: 0 } }, target());
    expect(resolveRequest(unhurt, [1, 5]).outcome.key).not.toBe("FRAY.Attack.Jammed");

    const world = await doubleWorld({ [uuid("m")]: { name: "Mauve", system: s, statuses: [] }, [uuid("g")]: { name: "Goblin", system: goblin(), statuses: [] } });
    await world.cards.set("msg0000000000005", bindExchange(jammed, gun, [1, 5], uuid("m"), [{ uuid: uuid("g"), name: "Goblin" }])!);
    return expect(applyOutcome(world, "msg0000000000005", uuid("g"), GM)).resolves.toEqual({ ok: false, refusal: "NothingToApply" });
  });
});

describe("six-seconds melee reach from the board's metres", () => {
  it("reach distance: adjacent humans 1 m apart are 1; 2 m apart the next ring, 2; a horse-sized (scale 1) target beside a human, 1.5 m, is 1", () => {
    expect(reachDistanceFromMetres(1, 0, 0)).toBe(1);
    expect(reachDistanceFromMetres(0, 0, 0)).toBe(0);
    expect(reachDistanceFromMetres(2, 0, 0)).toBe(2);
    expect(reachDistanceFromMetres(1.5, 0, 1)).toBe(1);
    expect(reachDistanceFromMetres(3, 0, 1)).toBe(2);
  });

  it("the arming sword (Standard reach) strikes the Goblin 1 m away; 3 m away it is refused with a coded error", async () => {
    const near = await button(armingSword.block, { metres: "1" });
    expect(resolveRequest(near.build() as SixSecondsAttackRequest, [2, 5]).outcome.key).toBe("FRAY.Attack.Result.wound");
    const far = await button(armingSword.block, { metres: "3" });
    expect(() => far.build()).toThrow(expect.objectContaining({ code: "out-of-reach", data: expect.objectContaining({ distance: 3 }) }));
  });
});

describe("six-seconds attacks on a worn or held item", () => {
  it("the Goblin's arming sword (metal weapon: Target 5, Toughness 13/7): Mauve's 2 + 3 = 5 hits it, 5 + 3 = 8 wounds it; the wearer takes nothing", async () => {
    const req = (await button(armingSword.block, { item: "metal" })).build() as SixSecondsAttackRequest;
    const card = resolveRequest(req, [2, 5]);
    expect(card.target).toBe(5);
    expect(card.outcome).toMatchObject({ key: "FRAY.Attack.ItemResult.wound", data: { itemKey: "FRAY.Attack.Items.metal" } });
    expect(card.damage).toBeNull();
    expect(card.modifiers).toContainEqual(expect.objectContaining({ value: "+1", reasonKey: "FRAY.Reason.held-item.metal" }));
    const world = await doubleWorld({ [uuid("m")]: { name: "Mauve", system: mauve(), statuses: [] }, [uuid("g")]: { name: "Goblin", system: goblin(), statuses: [] } });
    await world.cards.set("msg0000000000006", bindExchange(card, req, [2, 5], uuid("m"), [{ uuid: uuid("g"), name: "Goblin" }])!);
    expect(await applyOutcome(world, "msg0000000000006", uuid("g"), GM)).toEqual({ ok: false, refusal: "NothingToApply" });
  });

  it("a knife (small metal: Target 6, Toughness 10) is destroyed by 8 + 3 = 11; a spear needs the GM's Toughness; no nonlethal or called shot on items", async () => {
    const knife = (await button(armingSword.block, { item: "small-metal" })).build() as SixSecondsAttackRequest;
    expect(resolveRequest(knife, [2, 8]).outcome.key).toBe("FRAY.Attack.ItemResult.miss");
    expect(resolveRequest(knife, [3, 8]).outcome.key).toBe("FRAY.Attack.ItemResult.destroyed");
    const spear = await button(armingSword.block, { item: "wooden-hafted" });
    expect(() => spear.build()).toThrow(expect.objectContaining({ code: "item-needs-toughness" }));
    const spear12 = (await button(armingSword.block, { item: "wooden-hafted", itemToughness: "12" })).build() as SixSecondsAttackRequest;
    expect(resolveRequest(spear12, [2, 5]).outcome.key).toBe("FRAY.Attack.ItemResult.wound");
    expect(() => sixSecondsAttackRequest(mauve(), prepareActorDerived(mauve()), armingSword, target(), { situation: { ...NO_SITUATION, item: "metal", nonlethal: true } })).toThrow(expect.objectContaining({ code: "item-attack-plain" }));
  });
});
