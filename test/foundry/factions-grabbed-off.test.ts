/**
 * factions: the grab's record lives only as long as the Grabbed status, through the Foundry double's token-HUD toggle
 * (Actor#toggleStatusEffect deletes the status's ActiveEffect; the deleting client hears deleteActiveEffect).
 * - "The target must pass a STR save or the attacker grabs them. Grabbed characters can't act, and can only spend
 *   their turn to attempt to break free" (factions.txt, Non-lethal attacks): the record says who holds the grabbed one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";

let fray: Fray;
let fresh: () => DoubleHandle;
let statusOff: typeof import("../../module/documents/status-off");
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  statusOff = await import("../../module/documents/status-off");
});

const record = (a: { system: unknown }) => (a.system as { stats: { factions: { grabbedBy: string; grabbedByName: string; grabbedBySize: string } } }).stats.factions;

describe("factions: Grabbed taken off by hand clears who held the character", () => {
  it("the Grabbed status switched off on the token HUD clears the grab's record, so a Grabbed set again by hand names no stale grabber", async () => {
    fresh();
    // A fresh world's hooks are empty: register as module/fray.ts's init does.
    statusOff.registerStatusOff();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const ogre = (await fray.FrayActor.create({ name: "Ogre", type: "npc" } as never))!;
    const hero = (await fray.FrayActor.create({ name: "Theobald", type: "character" } as never))!;
    await hero.update({ "system.factions.grabbedBy": ogre.uuid, "system.factions.grabbedByName": "Ogre", "system.factions.grabbedBySize": "large" } as never);
    await hero.toggleStatusEffect("factions.grabbed", { active: true });
    await hero.toggleStatusEffect("factions.grabbed", { active: false });
    await statusOff.statusOffSettled();
    expect(record(hero)).toMatchObject({ grabbedBy: "", grabbedByName: "", grabbedBySize: "" });
  });

  it("another status switched off leaves the record alone", async () => {
    fresh();
    // A fresh world's hooks are empty: register as module/fray.ts's init does.
    statusOff.registerStatusOff();
    await game.settings.set("fray", "ruleset", "factions" as never);
    const hero = (await fray.FrayActor.create({ name: "Theobald", type: "character" } as never))!;
    await hero.update({ "system.factions.grabbedBy": "Actor.x", "system.factions.grabbedByName": "Ogre", "system.factions.grabbedBySize": "large" } as never);
    await hero.toggleStatusEffect("factions.grabbed", { active: true });
    await hero.toggleStatusEffect("dead", { active: true });
    await hero.toggleStatusEffect("dead", { active: false });
    await statusOff.statusOffSettled();
    expect(record(hero).grabbedBy).toBe("Actor.x");
  });
});
