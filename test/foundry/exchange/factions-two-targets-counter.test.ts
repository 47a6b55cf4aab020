/**
 * A factions attack card bound to two targets (a blast, one card for everyone it catches), through the Foundry
 * double: "Attacks directed at multiple targets (such as blast attacks) can only be countered by a single target."
 * (factions.txt, Reactions: Counter) — a counter made with a non-lethal attack ("They can be dodged and countered and
 * can be used to counter", Non-lethal attacks) is that one counter too. And each hit back the card records on the
 * attacker is its own: a follow-up on one target's counter-disarm ("If the attacker has a free hand, they can grab
 * the weapon", Disarm) reads that target's record, never another target's on the same card.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import { applicationTargetOf, reviseOutcome } from "../../../module/chat/exchange/revise";
import { resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { factionsDefence } from "../../../module/rulesets/factions/defence";
import type { FactionsHeld } from "../../../module/rulesets/factions/types";
import { blankSystem, GM, doubleWorld, player, uuid } from "./double-world";

const sword: FactionsWeaponData = {
  name: "Sword",
  block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
};

const HERO = uuid("balthasar");
const BANDIT = uuid("bandit");
const ALLY = uuid("ally");
const MSG = "msg0000000000041";
const banditSide = player("npc", [BANDIT, ALLY]);

function fighter(health: number) {
  const s = blankSystem();
  s.factions.health = { value: health, max: 8 };
  s.factions.str = 10;
  return s;
}

/** Balthasar's sword item on one card bound to the bandit and his ally (both nearby), the d6 showing 2. */
async function twoTargets() {
  const world = await doubleWorld({
    [HERO]: { name: "Balthasar", system: fighter(8), statuses: [], items: [{ name: "Sword", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6" } } }] },
    [BANDIT]: { name: "Bandit", system: fighter(8), statuses: [] },
    [ALLY]: { name: "Bandit ally", system: fighter(8), statuses: [], items: [{ name: "Axe", type: "weapon", system: { ruleset: "factions", factions: { attack: "melee", damageDie: "d6" } } }] },
  });
  await game.settings.set("fray", "ruleset", "factions" as never);
  const swordId = (world.actor(HERO)!.held as FactionsHeld).factionsWeapons![0]!.id!;
  const req = factionsAttackRequest(fighter(8), { ...sword, id: swordId }, world.actor(BANDIT)!, { raw: {} });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, [2]), req, [2], HERO, [{ uuid: BANDIT, name: "Bandit" }, { uuid: ALLY, name: "Bandit ally" }], "Balthasar")!);
  return { world, swordId };
}

const offersOf = (world: Awaited<ReturnType<typeof twoTargets>>["world"], who: string) =>
  factionsDefence.offers(world.cards.get(MSG)!, world.actor(who)!, { attacker: world.actor(HERO), attackerUuid: HERO, targetUuid: who });

describe("factions: an attack on two targets is countered by one of them, a non-lethal counter included", () => {
  it("the bandit counters with a disarm: his ally's counter, counter-disarm, counter-grapple and counter-shove are refused with the reason (counter-blast), and a forged one is refused on the GM's client; the ally may still dodge", async () => {
    const { world } = await twoTargets();
    world.dice = [15];
    expect(await defend(world, MSG, BANDIT, "counter-disarm", banditSide)).toMatchObject({ ok: true });
    const offers = offersOf(world, ALLY);
    for (const id of ["counter", "counter-disarm", "counter-grapple", "counter-shove"]) expect(offers.find((o) => o.id === id), id).toMatchObject({ refusedKey: "FRAY.Error.factions.counter-blast" });
    expect(offers.find((o) => o.id === "dodge")?.refused).toBeNull();
    const before = JSON.stringify(world.cards.get(MSG));
    world.dice = [15];
    expect(await defend(world, MSG, ALLY, "counter-disarm", banditSide)).toMatchObject({ ok: false, refusal: "Refused" });
    expect(JSON.stringify(world.cards.get(MSG))).toBe(before);
  });

  it("the bandit counters with a weapon: his ally's counter-grapple is refused (counter-blast)", async () => {
    const { world } = await twoTargets();
    const card = world.cards.get(MSG)!;
    card.defences.push({ targetUuid: BANDIT, choice: "counter", by: "gm", at: 0, damage: 0, summary: { key: "x", data: {} }, faces: [] });
    await world.cards.set(MSG, card);
    expect(offersOf(world, ALLY).find((o) => o.id === "counter-grapple")).toMatchObject({ refusedKey: "FRAY.Error.factions.counter-blast" });
  });
});

describe("factions: each target's follow-up reads its own hit-back record", () => {
  it("two counter-disarms on one card (as a card holds them when written before the one-counter limit counted non-lethal counters): *Take the weapon* from the ally's row gives the sword to the ally, not to the bandit whose record comes first; one Undo of the ally's takes back only the ally's", async () => {
    const { world, swordId } = await twoTargets();
    world.dice = [15];
    expect(await defend(world, MSG, BANDIT, "counter-disarm", banditSide)).toMatchObject({ ok: true });
    // The card as an earlier Fray wrote it: the ally's counter-disarm taken while the bandit's was on the card.
    const card = world.cards.get(MSG)!;
    const first = card.defences.splice(0);
    await world.cards.set(MSG, card);
    world.dice = [15];
    expect(await defend(world, MSG, ALLY, "counter-disarm", banditSide)).toMatchObject({ ok: true });
    const both = world.cards.get(MSG)!;
    both.defences.unshift(...first);
    await world.cards.set(MSG, both);
    expect(await applyOutcome(world, MSG, BANDIT, GM)).toMatchObject({ ok: true });
    expect(await applyOutcome(world, MSG, ALLY, GM)).toMatchObject({ ok: true });
    const hitBacks = world.cards.get(MSG)!.applied.filter((r) => r.targetUuid === HERO);
    expect(hitBacks.map((r) => applicationTargetOf(MSG, r.key))).toEqual([BANDIT, ALLY]);
    // The ally's row names the ally's application (the result card's glue sends applicationTargetOf its record's key as
    // the request's otherUuid, which the GM's handler passes on): the take goes to the ally.
    expect(await reviseOutcome(world, MSG, HERO, GM, "take-weapon", ALLY)).toMatchObject({ ok: true, records: [{ key: `${MSG}|${ALLY}>${HERO}>${HERO}#take-weapon`, summary: { data: { attacker: "Bandit ally", target: "Balthasar" } } }] });
    const weapons = (u: string) => ((world.actor(u)!.held as FactionsHeld).factionsWeapons ?? []).map((w) => w.name);
    expect(weapons(ALLY)).toEqual(["Axe", "Sword"]);
    expect(weapons(BANDIT)).toEqual([]);
    // The bandit's take is now refused (the sword is no longer Balthasar's), never taken as done by the ally's.
    expect(await reviseOutcome(world, MSG, HERO, GM, "take-weapon", BANDIT)).toMatchObject({ ok: false, refusal: "Refused" });
    // Naming no application when two hit back on Balthasar is refused with the reason, not guessed.
    expect(await reviseOutcome(world, MSG, HERO, GM, "take-weapon")).toMatchObject({ ok: false, refusal: "Refused", reason: expect.stringContaining("several") });
    // A target that hit nothing back on Balthasar names no record.
    expect(await reviseOutcome(world, MSG, HERO, GM, "take-weapon", HERO)).toMatchObject({ ok: false, refusal: "NotApplied" });
    await undoOutcome(world, MSG, ALLY, GM);
    expect(weapons(ALLY)).toEqual(["Axe"]);
    expect(world.item!(HERO, swordId)).toBeTruthy();
    expect(world.cards.get(MSG)!.applied.find((r) => r.key === `${MSG}|${BANDIT}>${HERO}`)!.undone).toBeNull();
  });
});
