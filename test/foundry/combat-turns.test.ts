/**
 * Audit row 1 (foundry-traps.md #1): core builds `turns` with `this.combatants.contents.sort(this._sortCombatants)`,
 * an unbound comparator. Through the double's setupTurns, FrayCombat must give every combatant a turn with 2, 3
 * and 4 combatants: on load, when combatants are added or removed, and on every combat update.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;

async function actors(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = await fray.FrayActor.create({ name: `Fighter ${i + 1}`, type: i === 0 ? "character" : "npc" } as never);
    ids.push(a!.id!);
  }
  return ids;
}

const ids = (c: AnyCombat) => c.turns.map((t) => t.id);

describe.each([2, 3, 4])("a FrayCombat of %i combatants", (n) => {
  it("loads with every combatant in its turns (no failed data preparation)", async () => {
    const h = fresh();
    const actorIds = await actors(n);
    const combat = (await fray.FrayCombat.create({ active: true, combatants: actorIds.map((actorId) => ({ actorId })) } as never)) as AnyCombat;
    expect(h.errors.map((e) => `${e.where}: ${String(e.error)}`)).toEqual([]);
    expect(ids(combat)).toHaveLength(n);
    expect(ids(combat)).toEqual(combat.frayOrder());
  });

  it("rebuilds its turns when combatants are added and removed", async () => {
    const h = fresh();
    const actorIds = await actors(n);
    const combat = (await fray.FrayCombat.create({ active: true } as never)) as AnyCombat;
    await combat.createEmbeddedDocuments("Combatant", actorIds.map((actorId) => ({ actorId })) as never);
    expect(ids(combat)).toHaveLength(n);
    const gone = combat.turns[0]!.id!;
    await combat.deleteEmbeddedDocuments("Combatant", [gone]);
    expect(ids(combat)).toHaveLength(n - 1);
    expect(ids(combat)).not.toContain(gone);
    expect(h.errors).toEqual([]);
  });

  it("keeps its turns through a combat update and through the start of the fight", async () => {
    const h = fresh();
    const actorIds = await actors(n);
    const combat = (await fray.FrayCombat.create({ active: true, combatants: actorIds.map((actorId) => ({ actorId })) } as never)) as AnyCombat;
    await combat.update({ "system.requests": ["aaaaaaaaaaaaaaaa"] } as never);
    expect(ids(combat)).toHaveLength(n);
    await combat.startCombat();
    expect(h.errors).toEqual([]);
    expect(h.notices).toEqual([]);
    expect(combat.frayStore.scheduler.state.phase).toBe("running");
    expect(ids(combat)).toEqual(combat.frayOrder());
    expect(ids(combat)).toHaveLength(n);
    // Core's pointer names the scheduler's active combatant.
    expect(combat.combatant?.id ?? null).toBe(combat.frayStore.scheduler.state.active);
  });

  it("leaves the fight when a combatant is deleted mid-fight (the active GM removes it from the scheduler)", async () => {
    const h = fresh();
    const actorIds = await actors(n);
    const combat = (await fray.FrayCombat.create({ active: true, combatants: actorIds.map((actorId) => ({ actorId })) } as never)) as AnyCombat;
    await combat.startCombat();
    const gone = combat.turns.at(-1)!.id!;
    await combat.deleteEmbeddedDocuments("Combatant", [gone]);
    await new Promise((r) => setTimeout(r, 0)); // _onDelete sends the removal without awaiting it: let it land
    expect(h.errors).toEqual([]);
    expect(combat.frayStore.scheduler.state.combatants.map((c) => c.id)).not.toContain(gone);
    expect(ids(combat)).toHaveLength(n - 1);
    expect(ids(combat)).toEqual(combat.frayOrder());
  });
});
