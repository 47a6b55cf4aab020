/**
 * Issue 23 (4): the GM's client rolls what a player's step needs from the actor's own data, never from pool sizes or
 * results the player sends. frozen-lands: an out-of-turn attempt's Awareness check is rolled with the character's
 * Awareness, whatever `check` or `success` the request carries.
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
type Fighter = { actionsLeft: number; stressGained: number; outOfTurnTried: boolean };

describe("frozen-lands: an out-of-turn attempt from a player", () => {
  it("a player's Awareness pool of 150 is ignored: the GM's client rolls the hero's own Awareness (1 die)", async () => {
    const h = fresh();
    await game.settings.set("fray", "ruleset", "frozen-lands");
    const hero = await fray.FrayActor.create({ name: "Hero", type: "character", system: { frozenLands: { attributes: { awareness: 1 } } }, ownership: { default: 0, [h.player.id!]: 3 } } as never);
    const foe = await fray.FrayActor.create({ name: "Foe", type: "npc" } as never);
    const combat = (await fray.FrayCombat.create({ active: true, combatants: [{ actorId: hero!.id }, { actorId: foe!.id }] } as never)) as AnyCombat;
    await combat.startCombat();
    const heroId = combat.combatants.contents.find((c) => c.actorId === hero!.id)!.id!;
    for (let i = 0; i < 4 && combat.frayStore.scheduler.state.active === heroId; i++) await combat.nextTurn();
    expect(combat.frayStore.scheduler.state.active).not.toBe(heroId);
    // Every die shows 1 from here: the hero's one Awareness die fails; 150 dice would have had to roll past the queue.
    h.dice.queue.push(...Array.from({ length: 400 }, () => 1));
    const before = (combat.frayStore.scheduler.state.data as { fighters: Record<string, Fighter> }).fighters[heroId]!;
    const answer = await combat.frayCarryOut({ requestId: "outOfTurn0000001", command: { type: "outOfTurn", combatant: heroId, action: "attack", check: { awareness: 150 } }, undo: false }, h.player as never);
    expect(answer).toMatchObject({ ok: true, status: "done" });
    const after = (combat.frayStore.scheduler.state.data as { fighters: Record<string, Fighter> }).fighters[heroId]!;
    expect(after.outOfTurnTried).toBe(true);
    expect(after.actionsLeft).toBe(before.actionsLeft);
    expect(after.stressGained).toBeGreaterThan(before.stressGained);
    // Only the hero's own dice were rolled (the queue lost at most a handful, never 150).
    expect(400 - h.dice.queue.length).toBeLessThan(10);
    await game.settings.set("fray", "ruleset", "six-seconds");
  });
});
