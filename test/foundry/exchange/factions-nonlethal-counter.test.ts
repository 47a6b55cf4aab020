/**
 * A non-lethal attack used as a counter, on the attack card through the Foundry double: "Non-lethal attacks don't
 * inflict damage, but instead force the target to pass a save or suffer negative consequences. They can be dodged
 * and countered and can be used to counter. If a normal attack is countered by a non-lethal attack, or viceversa, the
 * non-lethal attack is resolved last." (factions.txt, Non-lethal attacks)
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import type { FactionsHeld } from "../../../module/rulesets/factions/types";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const sword: FactionsWeaponData = {
  name: "Sword",
  block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
};

const HERO = uuid("balthasar");
const BANDIT = uuid("bandit");
const MSG = "msg0000000000031";

function fighter(health: number, str = 10) {
  const s = blankSystem();
  s.factions.health = { value: health, max: 8 };
  s.factions.str = str;
  return s;
}

/** Balthasar's sword at the nearby bandit (health `banditHealth`): an automatic hit, the d6 shows `face`. */
async function swing(face: number, banditHealth = 8): Promise<DoubleWorld> {
  const world = await doubleWorld({
    [HERO]: { name: "Balthasar", system: fighter(8), statuses: [] },
    [BANDIT]: { name: "Bandit", system: fighter(banditHealth), statuses: [] },
  });
  const req = factionsAttackRequest(fighter(8), sword, world.actor(BANDIT)!, { raw: {} });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, [face]), req, [face], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
  return world;
}

const bandit = player("npc", [BANDIT]);

describe("factions: a non-lethal attack as the counter", () => {
  it("the bandit counters the sword with a grapple: the sword lands first (2 damage), then Balthasar fails his STR save and is Grabbed; one Apply writes both, one Undo takes both back", async () => {
    const world = await swing(2);
    // Balthasar's STR save: 15 over STR 10, a fail.
    world.dice = [15];
    const r = await defend(world, MSG, BANDIT, "counter-grapple", bandit);
    expect(r).toMatchObject({ ok: true, defence: { choice: "counter-grapple", damage: 2, extra: [{ targetUuid: HERO, damage: 0 }], summary: { data: { orderKey: "FRAY.Exchange.Order.attack-first", lands: 1 } } } });
    expect(await applyOutcome(world, MSG, BANDIT, player("balthasar", [HERO]))).toMatchObject({ ok: true });
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(6);
    expect(world.actors.get(HERO)!.statuses).toContain("factions.grabbed");
    // Who holds him: the counterer, recorded on Balthasar as a grab from the sheet records it.
    expect(world.actors.get(HERO)!.system.factions).toMatchObject({ grabbedBy: BANDIT, grabbedByName: "Bandit", grabbedBySize: "medium" });
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(8);
    expect(world.actors.get(HERO)!.statuses).not.toContain("factions.grabbed");
    expect(world.actors.get(HERO)!.system.factions.grabbedBy).toBe("");
  });

  it("a passed STR save shrugs the grapple off; a bandit taken down by the sword first never grapples", async () => {
    const passed = await swing(2);
    passed.dice = [4];
    expect(await defend(passed, MSG, BANDIT, "counter-grapple", bandit)).toMatchObject({ ok: true, defence: { summary: { data: { lands: 0 } } } });
    await applyOutcome(passed, MSG, BANDIT, GM);
    expect(passed.actors.get(HERO)!.statuses).not.toContain("factions.grabbed");

    // A 4 on a bandit at 4 health incapacitates him (a heavy hit): "the non-lethal attack is resolved last".
    const downed = await swing(4, 4);
    downed.dice = [15];
    expect(await defend(downed, MSG, BANDIT, "counter-grapple", bandit)).toMatchObject({ ok: true, defence: { summary: { data: { lands: 0 } } } });
    await applyOutcome(downed, MSG, BANDIT, GM);
    expect(downed.actors.get(HERO)!.statuses).not.toContain("factions.grabbed");
    expect(downed.actors.get(BANDIT)!.statuses).toContain("factions.incapacitated");
  });

  it("the shove and the disarm are offered as counters too; a smaller counterer may not grapple a larger attacker", async () => {
    const world = await swing(2);
    const { factionsDefence } = await import("../../../module/rulesets/factions/defence");
    const card = world.cards.get(MSG)!;
    const offers = factionsDefence.offers(card, world.actor(BANDIT)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: BANDIT });
    expect(offers.map((o) => o.id)).toEqual(expect.arrayContaining(["counter-disarm", "counter-shove", "counter-grapple"]));
    await world.update(HERO, { "system.factions.size": "large" });
    const big = factionsDefence.offers(card, world.actor(BANDIT)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: BANDIT });
    expect(big.find((o) => o.id === "counter-grapple")?.refused).toBe("larger characters cannot be grabbed by smaller ones");
  });
});

describe("factions: a non-lethal attack countered by a non-lethal attack ('the counter is resolved last')", () => {
  it("Theobald grapples the bandit, who counters with a grapple: Theobald's goes first; a bandit who passes his save grabs Theobald back, one who fails is held and cannot", async () => {
    const { fight, attack, THEOBALD: T, BANDIT: B, MSG: M } = await import("../actions/factions-nonlethal-fixture");
    const banditSide = player("npc", [B]);
    // The bandit's STR save on Theobald's card: 3, a pass; then Theobald's against the counter: 15, a fail.
    const passed = await fight();
    await attack(passed, "grapple", [3]);
    passed.dice = [15];
    expect(await defend(passed, M, B, "counter-grapple", banditSide)).toMatchObject({ ok: true, defence: { extra: [{ targetUuid: T, damage: 0 }], summary: { data: { orderKey: "FRAY.Exchange.Order.attack-first", lands: 0, countered: 1 } } } });
    await applyOutcome(passed, M, B, GM);
    expect(passed.actors.get(T)!.statuses).toContain("factions.grabbed");
    expect(passed.actors.get(B)!.statuses).not.toContain("factions.grabbed");

    // The bandit fails his save (15): grabbed first, so his own grapple never happens.
    const held = await fight();
    await attack(held, "grapple", [15]);
    held.dice = [1];
    expect(await defend(held, M, B, "counter-grapple", banditSide)).toMatchObject({ ok: true, defence: { summary: { data: { lands: 1, countered: 0 } } } });
    await applyOutcome(held, M, B, GM);
    expect(held.actors.get(B)!.statuses).toContain("factions.grabbed");
    expect(held.actors.get(T)!.statuses).not.toContain("factions.grabbed");
  });
});

describe("factions: the non-lethal counter declared before the damage roll (the card as played)", () => {
  it("the bandit declares Counter: grapple on the waiting card; the sword is rolled after (3); the hit lands first, then Balthasar's failed save grabs him", async () => {
    const { bindDeclaring } = await import("../../../module/chat/exchange/bind");
    const { rollAttack } = await import("../../../module/chat/exchange/declare");
    const { declaredCard } = await import("../../../module/dice/declared-card");
    const { prepareRoll } = await import("../../../module/dice/requests");
    const world = await doubleWorld({
      [HERO]: { name: "Balthasar", system: fighter(8), statuses: [] },
      [BANDIT]: { name: "Bandit", system: fighter(8), statuses: [] },
    }, {}, "factions");
    const req = factionsAttackRequest(fighter(8), sword, world.actor(BANDIT)!, { raw: {} });
    const prepared = prepareRoll(req);
    await world.cards.set(MSG, bindDeclaring(declaredCard(prepared.dice, prepared.resolve, [])!, req, [], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
    world.dice = [15];
    expect(await defend(world, MSG, BANDIT, "counter-grapple", bandit)).toMatchObject({ ok: true, defence: { pending: true } });
    world.dice = [3];
    expect(await rollAttack(world, MSG, GM)).toMatchObject({ ok: true });
    expect(world.cards.get(MSG)!.defences[0]).toMatchObject({ choice: "counter-grapple", damage: 3, extra: [{ targetUuid: HERO, damage: 0 }] });
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(BANDIT)!.system.factions.health.value).toBe(5);
    expect(world.actors.get(HERO)!.statuses).toContain("factions.grabbed");
  });
});

describe("factions: no non-lethal counter when the attacker is a target of its own attack", () => {
  it("a blast bound to the attacker too (its own zone): the non-lethal counters are refused with the reason, the weapon counter is not", async () => {
    const world = await swing(2);
    const card = world.cards.get(MSG)!;
    card.targets.push({ uuid: HERO, name: "Balthasar" });
    const { factionsDefence } = await import("../../../module/rulesets/factions/defence");
    const offers = factionsDefence.offers(card, world.actor(BANDIT)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: BANDIT });
    expect(offers.find((o) => o.id === "counter-grapple")).toMatchObject({ refusedKey: "FRAY.Error.factions.counter-nonlethal-self" });
    expect(offers.find((o) => o.id === "counter")?.refusedKey).not.toBe("FRAY.Error.factions.counter-nonlethal-self");
  });
});

describe("factions: a disarm made as the counter", () => {
  it("\"drop a weapon chosen by the attacker\": the bandit's counter-disarm drops the sword Balthasar attacked with (his item, marked Dropped), undone exactly", async () => {
    const world = await doubleWorld({
      [HERO]: { name: "Balthasar", system: fighter(8), statuses: [], items: [{ name: "Sword", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6" } } }] },
      [BANDIT]: { name: "Bandit", system: fighter(8), statuses: [] },
    });
    // The world plays factions before any card is posted (the double world takes the ruleset of the card it is given).
    await game.settings.set("fray", "ruleset", "factions" as never);
    const swordId = (world.actor(HERO)!.held as FactionsHeld).factionsWeapons?.[0]?.id;
    expect(swordId).toBeTruthy();
    const req = factionsAttackRequest(fighter(8), { ...sword, id: swordId! }, world.actor(BANDIT)!, { raw: {} });
    await world.cards.set(MSG, bindExchange(resolveRequest(req, [2]), req, [2], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
    // Balthasar's STR save: 15 over STR 10, a fail.
    world.dice = [15];
    expect(await defend(world, MSG, BANDIT, "counter-disarm", bandit)).toMatchObject({ ok: true, defence: { summary: { data: { lands: 1 } } } });
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.item!(HERO, swordId!)!.system).toMatchObject({ factions: { dropped: true } });
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.item!(HERO, swordId!)!.system).toMatchObject({ factions: { dropped: false } });
  });
});

describe("factions: a disarm made as the counter offers the take", () => {
  it("\"If the attacker has a free hand, they can grab the weapon\": the bandit's counter-disarm offers *Take the weapon*; the GM's press for him moves Balthasar's sword to the bandit's sheet, held; the card's one Undo puts it back", async () => {
    const { reviseOutcome } = await import("../../../module/chat/exchange/revise");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const world = await doubleWorld({
      [HERO]: { name: "Balthasar", system: fighter(8), statuses: [], items: [{ name: "Sword", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6" } } }] },
      [BANDIT]: { name: "Bandit", system: fighter(8), statuses: [] },
    });
    await game.settings.set("fray", "ruleset", "factions" as never);
    const swordId = (world.actor(HERO)!.held as FactionsHeld).factionsWeapons![0]!.id!;
    const req = factionsAttackRequest(fighter(8), { ...sword, id: swordId }, world.actor(BANDIT)!, { raw: {} });
    await world.cards.set(MSG, bindExchange(resolveRequest(req, [2]), req, [2], HERO, [{ uuid: BANDIT, name: "Bandit" }], "Balthasar")!);
    world.dice = [15];
    await defend(world, MSG, BANDIT, "counter-disarm", bandit);
    await applyOutcome(world, MSG, BANDIT, GM);
    const hitBack = world.cards.get(MSG)!.applied.find((r) => r.targetUuid === HERO)!;
    expect(adapterFor("factions").resultActions!.offers(hitBack).map((o) => o.id)).toContain("take-weapon");
    // Balthasar's own player may not take it for the bandit.
    expect(await reviseOutcome(world, MSG, HERO, player("balthasar", [HERO]), "take-weapon")).toMatchObject({ ok: false });
    expect(await reviseOutcome(world, MSG, HERO, GM, "take-weapon")).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Action.Factions.NonLethal.Applied.taken", data: { attacker: "Bandit", target: "Balthasar" } } }] });
    const weapons = (u: string) => ((world.actor(u)!.held as FactionsHeld).factionsWeapons ?? []).map((w) => w.name);
    expect(world.item!(HERO, swordId)).toBeFalsy();
    expect(weapons(BANDIT)).toEqual(["Sword"]);
    expect(await reviseOutcome(world, MSG, HERO, GM, "take-weapon")).toMatchObject({ ok: false, refusal: "AlreadyApplied" });
    await undoOutcome(world, MSG, BANDIT, GM);
    expect(world.item!(HERO, swordId)!.system).toMatchObject({ factions: { dropped: false } });
    expect(weapons(BANDIT)).toEqual([]);
  });
});

describe("factions: a disarm made as the counter to a non-lethal attack drops one of the attacker's weapons", () => {
  // "Disarm. Target a nearby character. The target must pass a STR save or drop a weapon chosen by the attacker. If the
  // attacker has a free hand, they can grab the weapon." (factions.txt, Non-lethal attacks): the counterer disarms
  // Theobald, whose non-lethal card names no weapon; his weapons are read from his actor on the GM's client.
  const weapon = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6", ...extra } } });
  const KEY = "FRAY.Action.Factions.NonLethal.Applied";

  /** Theobald (holding `items`) grapples the bandit, who passes (3) and counters with a disarm; Theobald fails his save (15); the GM applies. */
  async function counterDisarm(items: ReturnType<typeof weapon>[]) {
    const { attack, THEOBALD: T, BANDIT: B, MSG: M, fighter: f } = await import("../actions/factions-nonlethal-fixture");
    const world = await doubleWorld({
      [T]: { name: "Theobald", system: f(8), statuses: [], items },
      [B]: { name: "Bandit", system: f(8), statuses: [] },
    }, {}, "factions");
    await game.settings.set("fray", "ruleset", "factions" as never);
    // The ids of his weapons neither broken nor dropped, before the counter lands.
    const ids = new Map(((world.actor(T)!.held as FactionsHeld).factionsWeapons ?? []).map((w) => [w.name, w.id!]));
    await attack(world, "grapple", [3]);
    world.dice = [15];
    expect(await defend(world, M, B, "counter-disarm", player("npc", [B]))).toMatchObject({ ok: true, defence: { summary: { data: { countered: 1 } } } });
    expect(await applyOutcome(world, M, B, GM)).toMatchObject({ ok: true });
    const hitBack = () => world.cards.get(M)!.applied.find((r) => r.targetUuid === T && !r.key.includes("#"))!;
    return { world, T, B, M, hitBack, idOf: (name: string) => ids.get(name)! };
  }

  it("\"drop a weapon chosen by the attacker\": Theobald holds one weapon (his dagger): it is marked Dropped, Take the weapon is offered and the GM's press moves it to the bandit; one Undo takes it all back", async () => {
    const { reviseOutcome } = await import("../../../module/chat/exchange/revise");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const { world, T, B, M, hitBack, idOf } = await counterDisarm([weapon("Dagger"), weapon("Old axe", { broken: true })]);
    const dagger = idOf("Dagger");
    expect(world.item!(T, dagger)!.system).toMatchObject({ factions: { dropped: true } });
    expect(hitBack().summary).toMatchObject({ key: `${KEY}.disarmTakeCounterHeld`, data: { target: "Theobald", weapon: "Dagger", weaponId: dagger, taker: B } });
    expect(adapterFor("factions").resultActions!.offers(hitBack()).map((o) => o.id)).toEqual(["take-weapon"]);
    expect(await reviseOutcome(world, M, T, GM, "take-weapon")).toMatchObject({ ok: true, records: [{ summary: { key: `${KEY}.taken`, data: { attacker: "Bandit", target: "Theobald" } } }] });
    expect(world.item!(T, dagger)).toBeFalsy();
    expect(((world.actor(B)!.held as FactionsHeld).factionsWeapons ?? []).map((w) => w.name)).toEqual(["Dagger"]);
    await undoOutcome(world, M, B, GM);
    expect(world.item!(T, dagger)!.system).toMatchObject({ factions: { dropped: false } });
    expect((world.actor(B)!.held as FactionsHeld).factionsWeapons ?? []).toEqual([]);
  });

  it("Theobald holds two weapons: the result card offers the GM one button per weapon (never a broken or dropped one); the pick marks that one Dropped and offers the take; a second pick, a player's pick and a pick of no offered weapon are refused; one Undo takes it all back", async () => {
    const { reviseOutcome } = await import("../../../module/chat/exchange/revise");
    const { adapterFor } = await import("../../../module/rulesets/registry");
    const slot = adapterFor("factions").resultActions!;
    const { world, T, B, M, hitBack } = await counterDisarm([weapon("Dagger"), weapon("Sword"), weapon("Old axe", { broken: true }), weapon("Mace", { dropped: true })]);
    const held = (world.actor(T)!.held as FactionsHeld).factionsWeapons!;
    const [dagger, sword] = ["Dagger", "Sword"].map((n) => held.find((w) => w.name === n)!.id!);
    // Nothing dropped yet: the counterer (its player, pressed by the GM) chooses.
    expect(world.item!(T, dagger!)!.system).toMatchObject({ factions: { dropped: false } });
    expect(hitBack().summary).toMatchObject({ key: `${KEY}.disarmChooseCounter`, data: { target: "Theobald", takerName: "Bandit" } });
    const offers = slot.offers(hitBack());
    expect(offers.map((o) => [o.id, o.data?.["weapon"]])).toEqual([["drop-weapon-a", "Dagger"], ["drop-weapon-b", "Sword"]]);
    expect(offers.every((o) => o.revise && o.side === undefined)).toBe(true);
    // Theobald's player may not pick for the bandit; no third weapon is offered.
    expect(await reviseOutcome(world, M, T, player("theobald", [T]), "drop-weapon-b")).toMatchObject({ ok: false });
    expect(await reviseOutcome(world, M, T, GM, "drop-weapon-c")).toMatchObject({ ok: false, refusal: "Refused" });
    const picked = await reviseOutcome(world, M, T, GM, "drop-weapon-b");
    expect(picked).toMatchObject({ ok: true, records: [{ summary: { key: `${KEY}.disarmChosenCounter`, data: { target: "Theobald", weapon: "Sword", weaponId: sword, taker: B } } }] });
    expect(world.item!(T, sword!)!.system).toMatchObject({ factions: { dropped: true } });
    expect(world.item!(T, dagger!)!.system).toMatchObject({ factions: { dropped: false } });
    expect(await reviseOutcome(world, M, T, GM, "drop-weapon-a")).toMatchObject({ ok: false, refusal: "Refused" });
    // The pick's record offers the take, as the other disarms do.
    const rec = (picked as { records: Parameters<typeof slot.offers>[0][] }).records[0]!;
    expect(slot.offers(rec).map((o) => o.id)).toEqual(["take-weapon"]);
    expect(await reviseOutcome(world, M, T, GM, "take-weapon")).toMatchObject({ ok: true });
    expect(world.item!(T, sword!)).toBeFalsy();
    expect(((world.actor(B)!.held as FactionsHeld).factionsWeapons ?? []).map((w) => w.name)).toEqual(["Sword"]);
    await undoOutcome(world, M, B, GM);
    expect(world.item!(T, sword!)!.system).toMatchObject({ factions: { dropped: false } });
    expect(world.item!(T, dagger!)!.system).toMatchObject({ factions: { dropped: false } });
    expect((world.actor(B)!.held as FactionsHeld).factionsWeapons ?? []).toEqual([]);
  });

  it("a pick of a weapon Theobald no longer holds (dropped meanwhile) is refused with the reason; with no weapon the card says so and drops nothing", async () => {
    const { reviseOutcome } = await import("../../../module/chat/exchange/revise");
    const { world, T, M, hitBack } = await counterDisarm([weapon("Dagger"), weapon("Sword")]);
    const sword = (world.actor(T)!.held as FactionsHeld).factionsWeapons!.find((w) => w.name === "Sword")!.id!;
    await world.writeItem!(T, sword, { "system.factions.dropped": true });
    expect(await reviseOutcome(world, M, T, GM, "drop-weapon-b")).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringContaining("Sword") });
    expect(hitBack().summary.key).toBe(`${KEY}.disarmChooseCounter`);

    const none = await counterDisarm([weapon("Old axe", { broken: true })]);
    expect(none.hitBack().summary).toMatchObject({ key: `${KEY}.disarmNoneCounter`, data: { target: "Theobald" } });
    expect(none.hitBack().itemChanges ?? []).toEqual([]);
  });
});
