/**
 * factions: Extra reactions changed on the sheet mid-fight are followed by the tracker, through the Foundry double
 * (the actor's update heard on the GM's client, actor-changes.ts, the view's actorChanged, the stored fight).
 * - "Some skills grant the ability to react multiple times in a round, however it is never possible to react more
 *   than once against a single attack." (factions.txt, Reacting to an attack)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayFight, frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import type { FactionsTurnData } from "../../module/engine/rulesets/factions/turn-policy";
import type { SchedulerState } from "../../module/engine/turns";

let fray: Fray;
let fresh: () => DoubleHandle;
let changes: typeof import("../../module/combat/actor-changes");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  changes = await import("../../module/combat/actor-changes");
});

type AnyCombat = InstanceType<Fray["FrayCombat"]>;
const state = (c: AnyCombat) => c.frayStore.scheduler.state as SchedulerState<FactionsTurnData>;

describe("factions: a skill's extra reactions learnt mid-fight", () => {
  it("set on the sheet after the fight began, the character may react again after its turn; set back to 0, it may not", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    const [hero] = combat.combatants.contents;
    changes.registerActorChanges();
    h.dice.queue.push(1);
    await combat.startCombat();
    const choose = combat.frayView.round(state(combat), combat.frayNames()).commands.find((b) => b.command.type === "chooseFirst" && b.command.faction === "players")!;
    await combat.frayCommand(choose.command);
    // The hero spends its turn on a reaction: no turn left, and no extra reaction yet.
    expect(await combat.frayCommand({ type: "react", combatant: hero!.id!, name: "dodge" })).toBe(true);
    expect(await combat.frayCommand({ type: "react", combatant: hero!.id!, name: "dodge" })).toBe(false);
    await hero!.actor!.update({ "system.factions.extraReactions": 1 } as never);
    await changes.actorChangesSettled();
    expect(state(combat).data.characters[hero!.id!]!.extraReactions).toBe(1);
    expect(await combat.frayCommand({ type: "react", combatant: hero!.id!, name: "dodge" })).toBe(true);
    expect(await combat.frayCommand({ type: "react", combatant: hero!.id!, name: "dodge" })).toBe(false);
    await hero!.actor!.update({ "system.factions.extraReactions": 0 } as never);
    await changes.actorChangesSettled();
    expect(state(combat).data.characters[hero!.id!]!.extraReactions ?? 0).toBe(0);
  });

  it("one sheet update that sets both the extra reactions and the mount: the tracker follows both (\"Mounts and riders ... take turn together\")", async () => {
    const h = fresh();
    const combat = await frayFight(fray, h, "factions", 3);
    const [hero, second] = combat.combatants.contents;
    // The mount is of the rider's faction (a mount of another faction is refused, as the tracker says).
    for (const c of [hero!, second!]) await c.actor!.update({ "system.factions.faction": "riders" } as never);
    changes.registerActorChanges();
    h.dice.queue.push(1);
    await combat.startCombat();
    await hero!.actor!.update({ "system.factions.extraReactions": 2, "system.factions.mount": second!.actor!.uuid, "system.factions.mountName": second!.actor!.name } as never);
    await changes.actorChangesSettled();
    expect(state(combat).data.characters[hero!.id!]).toMatchObject({ extraReactions: 2, rides: second!.id });
  });
});
