/** The double's own Combat, as core behaves (foundry-traps.md #1, #10), so Fray's combat tests can lean on it. */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type DoubleHandle } from "./index";
import { Combat, type Combatant } from "./combat";
import { Actor } from "./documents";

let h: DoubleHandle;
beforeEach(() => {
  h = installFoundryDouble();
});

async function combatOf(initiatives: (number | null)[], cls: typeof Combat = Combat): Promise<Combat> {
  const combatants = [];
  for (const [i, initiative] of initiatives.entries()) {
    const actor = await Actor.create({ name: `A${i}`, type: "base" });
    combatants.push({ _id: `c${i}`.padEnd(16, "0"), actorId: actor!.id, initiative });
  }
  return (await cls.create({ active: true, combatants }, { keepId: true })) as Combat;
}

describe("the double's Combat", () => {
  it("orders by initiative, highest first, ties by combatant id (#14579), none last", async () => {
    const combat = await combatOf([5, null, 9, 5]);
    expect(combat.turns.map((c) => c.id)).toEqual(["c2", "c0", "c3", "c1"].map((id) => id.padEnd(16, "0")));
  });

  it("calls the comparator unbound: one that reads `this` fails on load, as in Foundry (trap #1)", async () => {
    class ReadsThis extends Combat {
      marker = 1;
      override _sortCombatants(a: Combatant, b: Combatant): number {
        return this.marker * ((a.initiative ?? 0) - (b.initiative ?? 0));
      }
    }
    (CONFIG as unknown as Record<string, Record<string, unknown>>)["Combat"]!["documentClass"] = ReadsThis;
    const combat = await combatOf([1, 2], ReadsThis);
    expect(combat.turns).toEqual([]);
    expect(h.errors.map((e) => e.where)).toContain(`Failed data preparation for ${combat.uuid}`);
  });

  it("startCombat fires combatStart before its update, with the update data; no world time from round 0", async () => {
    const combat = await combatOf([3, 1]);
    const seen: unknown[] = [];
    h.hooks.on("combatStart", (c, data) => void seen.push([(c as Combat).round, data]));
    await combat.startCombat();
    expect(seen).toEqual([[0, { round: 1, turn: 0 }]]);
    expect(combat.round).toBe(1);
    expect(game.time.worldTime).toBe(0);
  });

  it("nextTurn/nextRound fire their hook before the update with {direction, worldTime: {delta}}, then combatTurnChange", async () => {
    const combat = await combatOf([3, 1]);
    await combat.startCombat();
    h.hooks.log.length = 0;
    await combat.nextTurn();
    expect(h.hooks.log.map((c) => c.hook).filter((n) => n.startsWith("combat") || n === "updateCombat")).toEqual(["combatTurn", "combatTurnChange", "updateCombat"]); // combatTurnChange comes from Combat#_onUpdate
    expect(h.hooks.calls("combatTurn")[0]!.slice(1)).toEqual([{ round: 1, turn: 1 }, { direction: 1, worldTime: { delta: 0 } }]);
    await combat.nextTurn(); // past the last turn: the next round
    expect(combat.round).toBe(2);
    expect(h.hooks.calls("combatRound")[0]![2]).toEqual({ direction: 1, worldTime: { delta: 6 } });
    expect(game.time.worldTime).toBe(6);
    const [, prior, current] = h.hooks.calls("combatTurnChange").at(-1)!;
    expect(prior).toMatchObject({ round: 1, turn: 1 });
    expect(current).toMatchObject({ round: 2, turn: 0 });
  });

  it("rebuilds turns when a combatant joins or leaves", async () => {
    const combat = await combatOf([3]);
    await combat.createEmbeddedDocuments("Combatant", [{ initiative: 9 }]);
    expect(combat.turns.map((c) => c.initiative)).toEqual([9, 3]);
    await combat.deleteEmbeddedDocuments("Combatant", [combat.turns[0]!.id!]);
    expect(combat.turns.map((c) => c.initiative)).toEqual([3]);
  });

  it("a player may change round and turn only", async () => {
    const combat = await combatOf([3, 1]);
    h.actAs(h.player);
    await expect(combat.update({ active: false })).rejects.toThrow(/lacks permission to update Combat/);
    await combat.update({ turn: 1 });
    expect(combat.turn).toBe(1);
  });
});
