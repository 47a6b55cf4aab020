import type { FactionsHeld } from "../../../module/rulesets/factions/types";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend, undoOutcome } from "../../../module/chat/exchange/handler";
import type { ActorSystem } from "../../../module/data/actor/schema";
import { resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const weapon = (file: string, name: string): FactionsWeaponData => ({
  name,
  block: (parse(readFileSync(`packs/_source/weapons/factions/${file}.yml`, "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
});
const spear = weapon("spear", "Spear");

/** Theobald: shield and light armour, armour 2. */
function theobald(): ActorSystem {
  const s = blankSystem();
  s.factions.health = { value: 8, max: 8 };
  s.factions.armour = 2;
  return s;
}

function leader(agi = 10): ActorSystem {
  const s = blankSystem();
  s.factions.health = { value: 8, max: 8 };
  s.factions.agi = agi;
  return s;
}

const THEOBALD = uuid("theobald");
const LEADER = uuid("leader");
const MSG = "msg0000000000003";

/** Theobald's spear at the nearby bandit leader: an automatic hit, d6 rolls 4. */
async function thrust(statuses: string[] = [], agi = 10): Promise<DoubleWorld> {
  const world = await doubleWorld({
    [THEOBALD]: { name: "Theobald", system: theobald(), statuses: [] },
    // The leader holds his battleaxe (d8).
    [LEADER]: { name: "Bandit leader", system: leader(agi), statuses, items: [{ name: "Battleaxe", type: "weapon", system: { ruleset: "factions", factions: { damageDie: "d8" } } }] },
  });
  const t = world.actor(LEADER)!;
  const req = factionsAttackRequest(theobald(), spear, t);
  const card = resolveRequest(req, [4]);
  expect(card.damage).toBe(4);
  await world.cards.set(MSG, bindExchange(card, req, [4], THEOBALD, [{ uuid: LEADER, name: "Bandit leader" }])!);
  expect((world.actor(LEADER)!.held as FactionsHeld | undefined)?.factionsWeapon).toMatchObject({ name: "Battleaxe", damageDie: "d8" });
  return world;
}

describe("factions: Theobald's counter against the bandit leader (the text's example)", () => {
  it("both roll at once: 4 to the leader, 5 − armour 2 = 3 to Theobald; the 4 lands first, incapacitates him, and Theobald takes nothing", async () => {
    const world = await thrust();
    world.dice = [5];
    const r = await defend(world, MSG, LEADER, "counter", player("gm-npc", [LEADER]));
    expect(r).toMatchObject({ ok: true, defence: { choice: "counter", damage: 4, summary: { data: { orderKey: "FRAY.Exchange.Order.attack-first", toTarget: 4, toAttacker: 0 } } } });
    await applyOutcome(world, MSG, LEADER, player("theo", [THEOBALD]));
    expect(world.actors.get(LEADER)!.system.factions.health.value).toBe(4);
    expect(world.actors.get(LEADER)!.statuses).toContain("factions.incapacitated");
    expect(world.actors.get(THEOBALD)!.system.factions.health.value).toBe(8);
    await undoOutcome(world, MSG, LEADER, GM);
    expect(world.actors.get(LEADER)!.system.factions.health.value).toBe(8);
    expect(world.actors.get(LEADER)!.statuses).toEqual([]);
  });

  it("a tie lands both: the leader's 6 − 2 = 4 against Theobald's 4; one apply writes both, one undo restores both", async () => {
    const world = await thrust();
    world.dice = [6];
    const r = await defend(world, MSG, LEADER, "counter", GM);
    expect(r).toMatchObject({ ok: true, defence: { summary: { data: { orderKey: "FRAY.Exchange.Order.simultaneous", toTarget: 4, toAttacker: 6 } } } });
    const applied = await applyOutcome(world, MSG, LEADER, GM);
    expect(applied).toMatchObject({ ok: true, records: [{ targetUuid: LEADER }, { targetUuid: THEOBALD }] });
    expect(world.actors.get(THEOBALD)!.system.factions.health.value).toBe(4);
    expect(await applyOutcome(world, MSG, LEADER, GM)).toEqual({ ok: false, refusal: "AlreadyApplied" });
    await undoOutcome(world, MSG, LEADER, GM);
    expect(world.actors.get(THEOBALD)!.system.factions.health.value).toBe(8);
    expect(world.actors.get(LEADER)!.system.factions.health.value).toBe(8);
  });

  it("a dodge is an AGI save: 7 under AGI 10 evades; an incapacitated leader may not react", async () => {
    const world = await thrust();
    world.dice = [7];
    expect(await defend(world, MSG, LEADER, "dodge", GM)).toMatchObject({ ok: true, defence: { damage: 0, summary: { key: "FRAY.Exchange.Defended" } } });
    await applyOutcome(world, MSG, LEADER, GM);
    expect(world.actors.get(LEADER)!.system.factions.health.value).toBe(8);

    const down = await thrust(["factions.incapacitated"]);
    expect(await defend(down, MSG, LEADER, "dodge", GM)).toEqual({ ok: false, refusal: "Refused", reason: "incapacitated characters cannot react" });
  });
});

describe("factions: the death blow (Sybilla and the incapacitated bandit)", () => {
  it("on a nearby incapacitated target the attacker's owner may apply a death blow instead: dead, and undone exactly", async () => {
    const world = await thrust(["factions.incapacitated"]);
    await world.update(LEADER, { "system.factions.health.value": 4 });
    expect(await applyOutcome(world, MSG, LEADER, player("leader", [LEADER]), "death-blow")).toEqual({ ok: false, refusal: "Forbidden" });
    const r = await applyOutcome(world, MSG, LEADER, player("theo", [THEOBALD]), "death-blow");
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Damage.Factions.Killed" }, statuses: [{ id: "factions.dead", before: false, after: true }] }] });
    expect(world.actors.get(LEADER)!.statuses).toContain("factions.dead");
    await undoOutcome(world, MSG, LEADER, GM);
    expect(world.actors.get(LEADER)!.statuses).toEqual(["factions.incapacitated"]);
  });

  it("a standing target refuses the death blow with the engine's reason, and nothing changes", async () => {
    const world = await thrust();
    expect(await applyOutcome(world, MSG, LEADER, GM, "death-blow")).toEqual({ ok: false, refusal: "Refused", reason: "a death blow needs an incapacitated target" });
    expect(world.writes).toBe(0);
  });
});

describe("an engine refusal half-way writes nothing", () => {
  it("the counter's second hit is refused by the engine: neither actor nor the card changes, and a retry then applies once", async () => {
    const world = await thrust();
    world.dice = [6];
    await defend(world, MSG, LEADER, "counter", GM);
    const writes = world.writes;
    // The pipeline never stores Armour -1 (the schema repairs it to 0), so the engine's refusal is provoked by the
    // port answering it for Theobald once: what a stale read could hand the handler.
    const read = world.actor;
    world.actor = (id) => {
      const a = read(id);
      return a && id === THEOBALD ? structuredClone({ ...a, system: { ...a.system, factions: { ...a.system.factions, armour: -1 } } }) : a;
    };
    await expect(applyOutcome(world, MSG, LEADER, GM)).rejects.toThrow();
    expect(world.writes).toBe(writes);
    expect(world.actors.get(LEADER)!.system.factions.health.value).toBe(8);
    world.actor = read;
    await world.update(THEOBALD, { "system.factions.armour": 2 });
    expect(await applyOutcome(world, MSG, LEADER, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(LEADER)!.system.factions.health.value).toBe(4);
  });
});
