import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import type { CombatCosts } from "../../../module/chat/exchange/costs";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { diceFor, formulaFor, resolveRequest } from "../../../module/dice/requests";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "../../../module/rulesets/frozen-lands/attack";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const heavyCrossbow: FrozenLandsWeaponData = {
  name: "Heavy Crossbow",
  block: (parse(readFileSync("packs/_source/weapons/frozen-lands/ranged/heavy-crossbow.yml", "utf8")) as { system: Record<string, unknown> }).system["frozenLands"] as FrozenLandsWeaponData["block"],
};

function archer(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Marksmanship", attribute: "agility", rank: 3 }];
  return s;
}

/** The defender: Mobility 2, Agility 3 (two Reactions), armour 1, Stamina 6. */
function defender(): ActorSystem {
  const s = blankSystem();
  s.frozenLands.skills = [{ name: "Mobility", attribute: "agility", rank: 2 }];
  s.frozenLands.attributes.agility = 3;
  s.frozenLands.armour = 1;
  s.frozenLands.stamina.value = 6;
  return s;
}

const ARCHER = uuid("archer");
const HERO = uuid("hero");
const MSG = "msg0000000000002";

/** The heavy crossbow (+1 die, damage 3) at long range: the pool rolls all 6s; damage = successes + 3. */
async function shot(): Promise<{ world: DoubleWorld; raw: number }> {
  const world = await doubleWorld({ [ARCHER]: { name: "Archer", system: archer(), statuses: [] }, [HERO]: { name: "Hero", system: defender(), statuses: [] } });
  const req = frozenLandsAttackRequest(archer(), heavyCrossbow, world.actor(HERO), { band: "long" });
  const count = diceFor(req).reduce((n, g) => n + g.count, 0);
  expect(formulaFor(diceFor(req))).toMatch(/^\d+d6/);
  const faces = Array.from({ length: count }, () => 6);
  const card = resolveRequest(req, faces);
  await world.cards.set(MSG, bindExchange(card, req, faces, ARCHER, [{ uuid: HERO, name: "Hero" }])!);
  expect(card.damage).toBe(count + 3);
  return { world, raw: card.damage! };
}

describe("frozen-lands: the heavy crossbow at range, and the defender's Reaction", () => {
  it("a Mobility dodge's successes come off the damage, then armour once; the Reaction is spent through the tracker port", async () => {
    const { world, raw } = await shot();
    const spent: string[] = [];
    world.costs = { refusal: () => null, spend: async (id, cost) => void spent.push(`${id}:${cost}`) };
    world.dice = [5, 2]; // Mobility 2: one success
    const r = await defend(world, MSG, HERO, "mobility", player("hero", [HERO]));
    expect(r).toMatchObject({ ok: true, defence: { damage: raw - 1, summary: { key: "FRAY.Exchange.Reduced", data: { successes: 1 } } } });
    expect(spent).toEqual([`${HERO}:reaction`]);
    await applyOutcome(world, MSG, HERO, player("a", [ARCHER]));
    // raw − 1 success − armour 1, once: Stamina 6 falls by raw − 2 (to 0 at most).
    const stamina = world.actors.get(HERO)!.system.frozenLands.stamina.value;
    expect(stamina).toBe(Math.max(0, 6 - (raw - 2)));
    await undoOutcome(world, MSG, HERO, GM);
    expect(world.actors.get(HERO)!.system.frozenLands.stamina.value).toBe(6);
    expect(world.actors.get(HERO)!.statuses).toEqual([]);
  });

  it("a Reaction the tracker refuses when its step runs (its dry run passed): the dodge is refused, and nothing is written on the card", async () => {
    const { world } = await shot();
    const asked: string[] = [];
    world.costs = { refusal: () => null, spend: async (id, cost) => (asked.push(`${id}:${cost}`), false) };
    world.dice = [5, 2];
    const r = await defend(world, MSG, HERO, "mobility", player("hero", [HERO]));
    expect(r).toMatchObject({ ok: false, refusal: "Refused", reason: /combat tracker refused/ });
    expect(asked).toEqual([`${HERO}:reaction`]);
    expect(world.cards.get(MSG)!.defences).toEqual([]);
  });

  it("no Reaction left in the tracker: the dodge is refused with the tracker's reason, and only armour reduces the damage", async () => {
    const { world, raw } = await shot();
    const tracker: CombatCosts = { refusal: () => "no reactions left this round", spend: async () => { throw new Error("must not spend"); } };
    world.costs = tracker;
    expect(await defend(world, MSG, HERO, "mobility", GM)).toEqual({ ok: false, refusal: "Refused", reason: "no reactions left this round" });
    // Stored on the sheet too: every Reaction used.
    await world.update(HERO, { "system.frozenLands.reactionsUsed": 2 });
    world.costs = undefined;
    expect(await defend(world, MSG, HERO, "mobility", GM)).toMatchObject({ ok: false, refusal: "Refused", reason: /no reactions left/ });
    expect(await defend(world, MSG, HERO, "melee", GM)).toMatchObject({ ok: false, refusal: "Refused", reason: /shield or a Parrying weapon/ });
    await applyOutcome(world, MSG, HERO, GM);
    const rec = world.cards.get(MSG)!.applied[0]!;
    expect(rec.damage).toBe(raw);
    expect(rec.changes).toContainEqual({ path: "system.frozenLands.stamina.value", before: 6, after: Math.max(0, 6 - (raw - 1)) });
  });
});

describe("frozen-lands: WP won on Stress dice is written back to the attacker", () => {
  it("Stress 2 above Soul rolls two Stress dice; two 6s give 2 WP, applied once to the archer and undone", async () => {
    const world = await doubleWorld({ [ARCHER]: { name: "Archer", system: archer(), statuses: [] }, [HERO]: { name: "Hero", system: defender(), statuses: [] } }, {}, "frozen-lands");
    const archerBlock = world.actors.get(ARCHER)!.system.frozenLands;
    await world.update(ARCHER, { "system.frozenLands.stress": archerBlock.attributes.soul + 2 });
    const a = world.actor(ARCHER)!.system;
    const req = frozenLandsAttackRequest(a, heavyCrossbow, world.actor(HERO), { band: "long" });
    const groups = diceFor(req);
    expect(groups[1]!.count).toBe(2);
    const faces = [...Array.from({ length: groups[0]!.count }, () => 2), 6, 6];
    const card = resolveRequest(req, faces);
    await world.cards.set(MSG, bindExchange(card, req, faces, ARCHER, [{ uuid: HERO, name: "Hero" }], "Archer")!);
    expect(await applyOutcome(world, MSG, ARCHER, player("a", [ARCHER]))).toMatchObject({ ok: true, records: [{ changes: [{ path: "system.frozenLands.wp", before: 0, after: 2 }] }] });
    expect(await applyOutcome(world, MSG, ARCHER, player("a", [ARCHER]))).toEqual({ ok: false, refusal: "AlreadyApplied" });
    await undoOutcome(world, MSG, ARCHER, GM);
    expect(world.actors.get(ARCHER)!.system.frozenLands.wp).toBe(0);
  });
});
