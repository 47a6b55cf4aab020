/**
 * factions counters with a suitable weapon, through the Foundry double: "Counter. Perform a suitable attack against
 * the attacker. Both characters roll for damage at the same time." The target's weapon items (pack weapons, on a real
 * FrayActor) decide which weapon strikes back: one that reaches the attacker (a ranged attack from afar is countered
 * with a ranged weapon in range), the largest damage die among them; a broken one is not held.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { blankSystem, GM, doubleWorld, uuid, type ActorData } from "./double-world";

const pack = (file: string) => parse(readFileSync(`packs/_source/weapons/factions/${file}.yml`, "utf8")) as { name: string; type: string; system: Record<string, unknown> };
const asWeapon = (file: string): FactionsWeaponData => ({ name: pack(file).name, block: pack(file).system["factions"] as FactionsWeaponData["block"] });
const item = (file: string, over: Record<string, unknown> = {}) => {
  const p = pack(file);
  return { name: p.name, type: p.type, system: { ...p.system, factions: { ...(p.system["factions"] as object), ...over } } };
};

const SYBILLA = uuid("sybilla");
const BANDIT = uuid("bandit");
const MSG = "msg0000000000031";

function fighter() {
  const s = blankSystem();
  s.factions.health = { value: 8, max: 8 };
  s.factions.wit = 20;
  return s;
}

/** Sybilla's attack with `weapon` at the bandit `distance` zones away, who holds `items`; the damage die shows 3. */
async function attack(weapon: string, distance: number, items: ActorData["items"]) {
  const world = await doubleWorld({
    [SYBILLA]: { name: "Sybilla", system: fighter(), statuses: [] },
    [BANDIT]: { name: "Bandit", system: fighter(), statuses: [], items },
  });
  const req = factionsAttackRequest(fighter(), asWeapon(weapon), world.actor(BANDIT)!, { distance });
  const faces = [3];
  await world.cards.set(MSG, bindExchange(resolveRequest(req, faces), req, faces, SYBILLA, [{ uuid: BANDIT, name: "Bandit" }])!);
  return world;
}

describe("factions: a counter with a suitable weapon", () => {
  it("a bow shot from 2 zones is countered with the bandit's bow (in range), not refused as ranged; both damage rolls land", async () => {
    const world = await attack("bow", 2, [item("sword"), item("bow")]);
    world.dice = [4];
    const r = await defend(world, MSG, BANDIT, "counter", GM);
    expect(r).toMatchObject({ ok: true, defence: { choice: "counter", summary: { key: "FRAY.Exchange.CounteredWith", data: { weapon: "Bow", toAttacker: 4 } } } });
    await applyOutcome(world, MSG, BANDIT, GM);
    expect(world.actors.get(SYBILLA)!.system.factions.health.value).toBe(4);
  });

  it("the same shot at a bandit with only a sword is refused with the reason: no weapon reaches the attacker", async () => {
    const world = await attack("bow", 2, [item("sword")]);
    expect(await defend(world, MSG, BANDIT, "counter", GM)).toMatchObject({ ok: false, refusal: "Refused", reason: "Bandit holds no weapon that reaches the attacker" });
  });

  it("nearby, the largest damage die among the bandit's weapons strikes back (a dagger first on the sheet, a battleaxe after it); a broken battleaxe is not held", async () => {
    const world = await attack("sword", 0, [item("dagger"), item("battleaxe")]);
    world.dice = [7];
    expect(await defend(world, MSG, BANDIT, "counter", GM)).toMatchObject({ ok: true, defence: { summary: { data: { weapon: "Battleaxe", toAttacker: 7 } } } });
    const broken = await attack("sword", 0, [item("dagger"), item("battleaxe", { broken: true })]);
    broken.dice = [4];
    expect(await defend(broken, MSG, BANDIT, "counter", GM)).toMatchObject({ ok: true, defence: { summary: { data: { weapon: "Dagger", toAttacker: 4 } } } });
  });
});
