import { beforeAll, describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { mountAction, type FactionsMountRequest } from "../../../module/rulesets/factions/mount-actions";
import { sheetCtx } from "./factions-nonlethal-fixture";
import { entrantFor } from "../../../module/data/combat/entrants";
import { runCommands, freshScheduler, startCommands } from "../../../module/data/combat/flow";
import { seededDice } from "../../../module/engine/dice/source";
import type { AttackTarget } from "../../../module/rulesets/adapter";
import { frayDoc, frayOnDouble, type Fray } from "../../double/fray-world";

let fray: Fray;
beforeAll(async () => {
  const world = await frayOnDouble();
  fray = world.fray;
  world.fresh();
});

const rider = (moving: boolean, health = 6): FactionsMountRequest => ({ name: "Sybilla", agi: 11, moving, health: { value: health, max: 8 }, incapacitated: false, dead: false, options: {} });

describe("factions: getting on or off a mount", () => {
  it("a still mount: half a zone of movement, no save, no dice", () => {
    const o = resolveAction(mountAction, rider(false), []);
    expect(mountAction.dice(rider(false))).toEqual([]);
    expect(o).toMatchObject({ update: {}, card: { outcome: { key: "FRAY.Action.Factions.Mounting.Done" }, odds: null } });
  });

  it("a moving one: AGI 11, a 12 fails, the d4 rolls 3: 3 direct damage (armour never counts); an 11 keeps the footing", () => {
    const fall = resolveAction(mountAction, rider(true), [12, 3]);
    expect(fall.card.odds).toBeCloseTo(11 / 20);
    expect(fall.update).toMatchObject({ "system.factions.health.value": 3 });
    expect(fall.statuses).toEqual({ on: ["factions.incapacitated"] });
    expect(resolveAction(mountAction, rider(true), [11, 3])).toMatchObject({ card: { outcome: { key: "FRAY.Action.Factions.Mounting.Kept", success: true } } });
    expect(() => resolveAction(mountAction, rider(true), [12])).toThrow();
  });

  it("the sheet's dialog asks whether the mount moves; closing it cancels", async () => {
    const stats = initialOf(ACTOR_SYSTEM);
    stats.factions.agi = 11;
    stats.factions.mount = "Actor.horse"; // riding: getting off needs no target
    const ctx = (answer: Record<string, string> | null) => sheetCtx("Sybilla", stats, null, answer);
    expect(await mountAction.prepare(ctx({ moving: "yes" }))).toMatchObject({ agi: 11, moving: true });
    expect(await mountAction.prepare(ctx(null))).toBeNull();
    await expect(mountAction.prepare(ctx({ moving: "maybe" }))).rejects.toThrow(/moving must be one of/);
  });

  const HORSE = "Actor.horse";
  const horse: AttackTarget = { uuid: HORSE, name: "Warhorse", system: initialOf(ACTOR_SYSTEM), derived: {} as AttackTarget["derived"], statuses: [] };

  it("on foot, the user's target is the mount: getting on links it; without a target the sheet says what to do", async () => {
    const stats = initialOf(ACTOR_SYSTEM);
    const req = await mountAction.prepare(sheetCtx("Sybilla", stats, horse, { moving: "no" }));
    expect(req).toMatchObject({ getOn: { uuid: HORSE, name: "Warhorse" }, moving: false });
    const on = resolveAction(mountAction, req!, []);
    expect(on.update).toEqual({ "system.factions.mount": HORSE, "system.factions.mountName": "Warhorse" });
    await expect(mountAction.prepare(sheetCtx("Sybilla", stats, null, { moving: "no" }))).rejects.toThrow(/on foot: target the mount/);
  });

  it("a fall while getting on a moving mount leaves the rider on the ground; getting off always ends on foot", () => {
    const up = { ...rider(true), getOn: { uuid: HORSE, name: "Warhorse" } };
    expect(resolveAction(mountAction, up, [12, 3]).update).toEqual({ "system.factions.mount": "", "system.factions.mountName": "", "system.factions.health.value": 3 });
    expect(resolveAction(mountAction, up, [11, 3]).update).toEqual({ "system.factions.mount": HORSE, "system.factions.mountName": "Warhorse" });
    expect(resolveAction(mountAction, rider(true), [12, 2]).update).toEqual({ "system.factions.mount": "", "system.factions.mountName": "", "system.factions.health.value": 4 });
  });

  it("from the sheet to the tracker: the rider's mount field makes rider and mount take their turn together", async () => {
    const onFoot = initialOf(ACTOR_SYSTEM);
    const req = await mountAction.prepare(sheetCtx("Sybilla", onFoot, horse, { moving: "no" }));
    // The action's update applied to Sybilla through the Foundry double's pipeline, in a factions world.
    await game.settings.set("fray", "ruleset", "factions");
    const actor = await frayDoc(fray, "character", onFoot, "Sybilla");
    await actor.update(resolveAction(mountAction, req!, []).update as never);
    const sybilla = (actor as InstanceType<Fray["FrayActor"]>).system.stats;
    expect(sybilla.factions.mount).toBe(HORSE);
    // The combat finds the mount's combatant by its actor UUID; the rider is listed first, as Foundry may order them.
    const combatants: Record<string, string> = { [HORSE]: "c-horse" };
    const combatantOf = (uuid: string) => combatants[uuid] ?? null;
    const entrants = [
      entrantFor("factions", { id: "c-syb", name: "Sybilla", player: true, system: sybilla, combatantOf }),
      entrantFor("factions", { id: "c-horse", name: "Warhorse", player: true, system: initialOf(ACTOR_SYSTEM), combatantOf }),
      entrantFor("factions", { id: "c-bandit", name: "Bandit", player: false, system: initialOf(ACTOR_SYSTEM), combatantOf }),
    ];
    expect(entrants[0]).toMatchObject({ rides: "c-horse" });
    const start = runCommands("factions", freshScheduler("factions", { factions: ["players", "enemies"] }), startCommands(entrants, { initiative: "players" }), seededDice(1)).scheduler;
    const turn = runCommands("factions", start, [{ type: "chooseFirst", faction: "players" }, { type: "activate", combatant: "c-syb" }], seededDice(1));
    expect((turn.scheduler.state.data as { group?: string[] }).group).toEqual(["c-horse", "c-syb"]);
    // A mount not in this fight: the rider fights on foot.
    expect(entrantFor("factions", { id: "c-syb", name: "Sybilla", player: true, system: sybilla, combatantOf: () => null })).not.toHaveProperty("rides");
  });
});
