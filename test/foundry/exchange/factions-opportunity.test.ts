/**
 * A factions opportunity attack from the roll dialog to the applied outcome: the attack is rolled like any other (its
 * reaction is charged when it is rolled, out of the attacker's turn: test/foundry/factions-table.test.ts), applying it
 * charges nothing again, and the result says whether the mover's interrupted move resumes (movementResumes: not when
 * incapacitated or dead).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bindExchange } from "../../../module/chat/exchange/bind";
import type { CombatCosts, DefenceCost } from "../../../module/chat/exchange/costs";
import { applyOutcome, undoOutcome } from "../../../module/chat/exchange/handler";
import { resolveRequest } from "../../../module/dice/requests";
import { factionsAttackRequest, type FactionsWeaponData } from "../../../module/rulesets/factions/attack";
import { blankSystem, GM, doubleWorld, player, uuid, type DoubleWorld } from "./double-world";

const sword: FactionsWeaponData = {
  name: "Sword",
  block: (parse(readFileSync("packs/_source/weapons/factions/sword.yml", "utf8")) as { system: Record<string, unknown> }).system["factions"] as FactionsWeaponData["block"],
};
const GUARD = uuid("guard");
const MOVER = uuid("mover");
const MSG = "msg0000000000013";

/** A tracker that grants `left` reactions and records what was spent. */
function tracker(left: number): CombatCosts & { spent: [string, DefenceCost][] } {
  const spent: [string, DefenceCost][] = [];
  return {
    spent,
    refusal: (uuid) => (spent.filter(([u]) => u === uuid).length >= left ? "no reaction left this round" : null),
    spend: async (uuid, cost) => void spent.push([uuid, cost]),
  };
}

async function slash(face: number, health: number, opportunity = true): Promise<DoubleWorld> {
  const mover = blankSystem();
  mover.factions.health = { value: health, max: 8 };
  const world = await doubleWorld({ [GUARD]: { name: "Guard", system: blankSystem(), statuses: [] }, [MOVER]: { name: "Mover", system: mover, statuses: [] } });
  const req = factionsAttackRequest(blankSystem(), sword, world.actor(MOVER)!, { raw: opportunity ? { opportunity: "on" } : {} });
  await world.cards.set(MSG, bindExchange(resolveRequest(req, [face]), req, [face], GUARD, [{ uuid: MOVER, name: "Mover" }])!);
  return world;
}

describe("opportunity attacks", () => {
  it("applying charges nothing (the reaction was paid when rolled), and the mover, still standing, resumes its move", async () => {
    const world = await slash(3, 8);
    const costs = tracker(1);
    world.costs = costs;
    const r = await applyOutcome(world, MSG, MOVER, player("guard", [GUARD]));
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Factions.Opportunity.Health", data: { amount: 3, health: 5, moveKey: "FRAY.Factions.MoveResumes" } } }] });
    expect(costs.spent).toEqual([]);
    await undoOutcome(world, MSG, MOVER, GM);
    expect(world.actors.get(MOVER)!.system.factions.health.value).toBe(8);
  });

  it("a mover taken down stops: 6 on the sword against 4 health incapacitates, and the move ends", async () => {
    const world = await slash(6, 4);
    world.costs = tracker(1);
    const r = await applyOutcome(world, MSG, MOVER, GM);
    expect(r).toMatchObject({ ok: true, records: [{ summary: { key: "FRAY.Factions.Opportunity.Incapacitated", data: { moveKey: "FRAY.Factions.MoveStops" } } }] });
  });
});
