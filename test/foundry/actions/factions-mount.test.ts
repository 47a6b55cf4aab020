import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { mountAction, type FactionsMountRequest } from "../../../module/rulesets/factions/mount-actions";
import { sheetCtx } from "./factions-nonlethal-fixture";

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
    expect(fall.update).toEqual({ "system.factions.health.value": 3 });
    expect(fall.statuses).toEqual({ on: ["factions.incapacitated"] });
    expect(resolveAction(mountAction, rider(true), [11, 3])).toMatchObject({ update: {}, card: { outcome: { key: "FRAY.Action.Factions.Mounting.Kept", success: true } } });
    expect(() => resolveAction(mountAction, rider(true), [12])).toThrow();
  });

  it("the sheet's dialog asks whether the mount moves; closing it cancels", async () => {
    const stats = initialOf(ACTOR_SYSTEM);
    stats.factions.agi = 11;
    const ctx = (answer: Record<string, string> | null) => sheetCtx("Sybilla", stats, null, answer);
    expect(await mountAction.prepare(ctx({ moving: "yes" }))).toMatchObject({ agi: 11, moving: true });
    expect(await mountAction.prepare(ctx(null))).toBeNull();
    await expect(mountAction.prepare(ctx({ moving: "maybe" }))).rejects.toThrow(/moving must be one of/);
  });
});
