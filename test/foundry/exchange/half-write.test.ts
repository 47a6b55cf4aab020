/**
 * Trust, "nothing is lost": an application that writes on several actors (a factions counter: the hit on the bandit,
 * its hit back on the attacker) and fails half-way (the attacker's actor deleted while the GM's client was writing the
 * bandit) must not leave the first write standing unrecorded. Before, the bandit kept its damage with no record on the
 * ledger: the GM could not Undo it, and the next Apply dealt it again. Now the request is refused naming what failed,
 * what was written is taken back, and the next Apply deals the damage once, recorded.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import { applyOutcome, defend } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { blankSystem, GM, doubleWorld, uuid } from "./double-world";

const sword = parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { name: string; type: string; system: Record<string, unknown> };
const SYBILLA = uuid("sybilla");
const BANDIT = uuid("bandit");
const MSG = "msg0000000000077";

function fighter() {
  const s = blankSystem();
  s.factions.health = { value: 8, max: 8 };
  s.factions.wit = 20;
  return s;
}

describe("an application that fails half-way writes nothing", () => {
  it("the attacker deleted between the two writes of a counter: refused naming it, the bandit's damage taken back, the next Apply deals it once", async () => {
    const world = await doubleWorld({
      [SYBILLA]: { name: "Sybilla", system: fighter(), statuses: [] },
      [BANDIT]: { name: "Bandit", system: fighter(), statuses: [], items: [sword] },
    });
    const req = factionsAttackRequest(fighter(), { name: sword.name, block: sword.system["factions"] as FactionsWeaponData["block"] }, world.actor(BANDIT)!, { distance: 0 });
    await world.cards.set(MSG, bindExchange(resolveRequest(req, [6]), req, [6], SYBILLA, [{ uuid: BANDIT, name: "Bandit" }])!);
    world.dice = [6];
    expect(await defend(world, MSG, BANDIT, "counter", GM)).toMatchObject({ ok: true });
    const health = (u: string) => world.actors.get(u)?.system.factions.health.value;
    const before = health(BANDIT);
    // The bandit is written first; the attacker's actor is gone when its hit back is written.
    const write = world.writeActor.bind(world);
    world.writeActor = async (u, update, statuses) => {
      await write(u, update, statuses);
      if (u === BANDIT && world.actors.get(SYBILLA)) await world.remove(SYBILLA);
    };
    await expect(applyOutcome(world, MSG, BANDIT, GM)).rejects.toThrow(/sybilla|no longer|does not exist/i);
    expect(health(BANDIT)).toBe(before);
    expect(world.posted).toEqual([]);
    // Asked again (the attacker gone, its hit back has no one to land on): the bandit's damage lands once, on the ledger.
    const again = await applyOutcome(world, MSG, BANDIT, GM);
    expect(again).toMatchObject({ ok: true });
    expect(world.posted).toHaveLength(1);
    const dealt = before! - health(BANDIT)!;
    expect(dealt).toBeGreaterThan(0);
    expect(world.posted[0]!.records[0]!.changes).toEqual([{ path: "system.factions.health.value", before, after: before! - dealt }]);
  });
});
