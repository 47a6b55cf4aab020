/**
 * frozen-lands: an attack's Stress dice change the attacker as a skill roll's do (WP, a condition level, an extra
 * Stress, broken), applied once through the bound card (or written back at once when the attack has no target);
 * the card's odds use the Fear the attacker has before the roll; refused defences carry a lang key.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { diceFor, resolveRequest, writeBackFor } from "../../../module/dice/requests";
import { attackOdds } from "../../../module/engine/rulesets/frozen-lands/odds";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../../module/rulesets/frozen-lands/attack";
import { frozenLandsDefence } from "../../../module/rulesets/frozen-lands/defence";
import type { ExchangeCard } from "../../../module/chat/exchange/card";
import { blankSystem, GM, doubleWorld, player, uuid } from "./double-world";

const heavyCrossbow: FrozenLandsWeaponData = {
  name: "Heavy Crossbow",
  block: (parse(readFileSync("packs/_source/weapons/frozen-lands/ranged/heavy-crossbow.yml", "utf8")) as { system: Record<string, unknown> }).system["frozenLands"] as FrozenLandsWeaponData["block"],
};

/** Marksmanship 3 (Agility), Soul 2, Stress 4: two Stress dice. */
function archer(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Marksmanship", attribute: "agility", rank: 3 }];
  s.frozenLands.attributes.soul = 2;
  s.frozenLands.stress = 4;
  return s;
}
function target(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.stamina.value = 6;
  return s;
}

const ARCHER = uuid("archer");
const HERO = uuid("hero");
const MSG = "msg0000000000009";

async function shoot(system: ActorSystem, stressFaces: number[]) {
  const world = await doubleWorld({ [ARCHER]: { name: "Archer", system, statuses: [] }, [HERO]: { name: "Hero", system: target(), statuses: [] } });
  // The heavy crossbow at long range: Marksmanship 3 + 1 bonus − 2 long = 2 pool dice.
  const req = frozenLandsAttackRequest(system, heavyCrossbow, world.actor(HERO), { band: "long" });
  const groups = diceFor(req);
  expect(groups.map((g) => g.count)).toEqual([2, 2]);
  const faces = [6, 2, ...stressFaces];
  const card = resolveRequest(req, faces);
  await world.cards.set(MSG, bindExchange(card, req, faces, ARCHER, [{ uuid: HERO, name: "Hero" }], "Archer")!);
  return { world, req, faces, card };
}

describe("frozen-lands: an attack's Stress dice written back to the attacker", () => {
  it("two critical failures on Agility raise Exhaustion to 1, applied once through the card and undone exactly", async () => {
    const { world, card, req, faces } = await shoot(archer(), [1, 3]);
    // One success + damage 3 = 4; the card lists what the Stress dice will change.
    expect(card.damage).toBe(4);
    expect(card.details).toContainEqual({ label: "FRAY.Action.FrozenLands.ConditionNow.exhaustion", value: 1 });
    // Bound to a target: the roll itself writes nothing (the card applies it once).
    expect(writeBackFor(req, faces, archer())).toEqual({ update: {} });
    const r = await applyOutcome(world, MSG, ARCHER, player("a", [ARCHER]));
    expect(r).toMatchObject({ ok: true, records: [{ changes: [{ path: "system.frozenLands.conditions.exhaustion", before: 0, after: 1 }], statuses: [{ id: "frozen-lands.exhaustion", before: false, after: true }] }] });
    expect(await applyOutcome(world, MSG, ARCHER, GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
    await undoOutcome(world, MSG, ARCHER, GM);
    expect(world.actors.get(ARCHER)!.system.frozenLands.conditions.exhaustion).toBe(0);
    expect(world.actors.get(ARCHER)!.statuses).toEqual([]);
  });

  it("one critical failure at Exhaustion 1 is an extra Stress; a Stress success is a WP", async () => {
    const s = archer();
    s.frozenLands.conditions.exhaustion = 1;
    const { world } = await shoot(s, [2, 5]);
    const r = await applyOutcome(world, MSG, ARCHER, player("a", [ARCHER]));
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Exchange.FrozenLands.StressOutcome", data: { won: 1, stress: 5 } } }] });
    const f = world.actors.get(ARCHER)!.system.frozenLands;
    expect([f.wp, f.stress, f.conditions.exhaustion]).toEqual([1, 5, 1]);
  });

  it("Exhaustion 3 and a fourth level: broken, with the broken status", async () => {
    const s = archer();
    s.frozenLands.conditions.exhaustion = 3;
    s.frozenLands.stress = 6; // four Stress dice
    const world = await doubleWorld({ [ARCHER]: { name: "Archer", system: s, statuses: [] }, [HERO]: { name: "Hero", system: target(), statuses: [] } });
    const req = frozenLandsAttackRequest(s, heavyCrossbow, world.actor(HERO), { band: "long" });
    const faces = [6, 2, 1, 1, 1, 1];
    await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, ARCHER, [{ uuid: HERO, name: "Hero" }])!);
    await applyOutcome(world, MSG, ARCHER, GM);
    expect(world.actors.get(ARCHER)!.system.frozenLands.broken).toBe(true);
    expect(world.actors.get(ARCHER)!.statuses).toContain("frozen-lands.broken");
  });

  it("an attack on nobody writes its Stress outcome back at once (no card to apply from)", () => {
    const s = archer();
    const req = frozenLandsAttackRequest(s, heavyCrossbow, null, { band: "long" });
    expect(writeBackFor(req, [6, 2, 1, 6], s)).toEqual({ update: { "system.frozenLands.wp": 1, "system.frozenLands.conditions.exhaustion": 1 }, statuses: { on: ["frozen-lands.exhaustion"] } });
  });
});

describe("frozen-lands: the odds use the Fear known before the roll (reported defect: not reproduced)", () => {
  it("Fear 1 and a roll with no success: the card's hit odds still take Fear's success off (P(≥2 successes))", () => {
    const s = archer();
    s.frozenLands.stress = 0;
    s.frozenLands.conditions.fear = 1;
    const req = frozenLandsAttackRequest(s, heavyCrossbow, null, { band: "long" });
    // The roll loses no success to Fear (it has none): a reading from the roll would give P(≥1) instead.
    const card = resolveRequest(req, [2, 3]);
    expect(card.odds).toBeCloseTo(attackOdds({ pool: 2, fear: 1, weaponDamage: 3 }).hit, 12);
    expect(card.odds).toBeCloseTo(1 / 9, 12);
  });

  it("a skill roll on Soul that raises Fear from 0: its odds are those without Fear", () => {
    const s = archer();
    s.frozenLands.skills.push({ name: "Resolve", attribute: "soul", rank: 2 });
    // The attack pool's two dice, Soul-based: a critical failure would raise Fear, but the odds were fixed before.
    const req = { kind: "frozen-lands.skill" as const, label: "Resolve", attribute: "soul" as const, skill: 2, modifiers: [], stress: 4, soul: 2, conditions: { ...s.frozenLands.conditions }, needed: 1 };
    const card = resolveRequest(req, [6, 2, 1, 2]);
    expect(card.details).toContainEqual({ label: "FRAY.Action.FrozenLands.ConditionNow.fear", value: 1 });
    expect(card.odds).toBeCloseTo(1 - (4 / 6) ** 2, 12);
  });
});

describe("frozen-lands: refused defences are translated", () => {
  it("each refusal carries a FRAY.Error.frozen-lands key that exists in lang/en.json", async () => {
    const en = JSON.parse(readFileSync("lang/en.json", "utf8")) as { FRAY: { Error: { "frozen-lands": Record<string, string> } } };
    const t = target();
    t.frozenLands.reactionsUsed = 5;
    t.frozenLands.skills = []; // no Mobility, no Melee: both defences refused
    const card = { damage: 4 } as ExchangeCard;
    const hero = (await doubleWorld({ [HERO]: { name: "Hero", system: t, statuses: [] } })).actor(HERO)!;
    const offers = frozenLandsDefence.offers(card, hero, { attacker: null, attackerUuid: ARCHER });
    expect(offers.map((o) => o.refusedKey)).toEqual(["FRAY.Error.frozen-lands.no-mobility-skill", "FRAY.Error.frozen-lands.cannot-block"]);
    t.frozenLands.skills = [{ name: "Mobility", attribute: "agility", rank: 2 }];
    const hero2 = (await doubleWorld({ [HERO]: { name: "Hero", system: t, statuses: [] } })).actor(HERO)!;
    expect(frozenLandsDefence.offers(card, hero2, { attacker: null, attackerUuid: ARCHER })[0]!.refusedKey).toBe("FRAY.Error.frozen-lands.no-reactions");
    for (const o of offers) expect(en.FRAY.Error["frozen-lands"][o.refusedKey!.split(".").pop()!]).toBeTypeOf("string");
    expect(en.FRAY.Error["frozen-lands"]["no-reactions"]).toBeTypeOf("string");
  });
});
