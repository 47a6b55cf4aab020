/** A chariot's second turn from the chariot's sheet (its section and its token's terrain) to the Driving roll's result. */
import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM, type ActorSystem } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import { actionContext } from "../action-context";
import { chariotTurnAction } from "../../../module/rulesets/tactica/chariot-actions";

function ctx(fields: Record<string, string>): SheetActionContext {
  const stats = initialOf(ACTOR_SYSTEM);
  // The flyer's rating is its sheet's (the text's ~2/2/3).
  stats.tactica.flyer = "~2/2/3";
  return actionContext(stats, { name: "Driver", askFields: async () => fields });
}

describe("tactica: a chariot's second turn", () => {
  /** The chariot's sheet section and the board's terrain where its token stands (rough by default). */
  const chariotCtx = (chariot: Partial<ActorSystem["tactica"]["chariot"]>, terrain = "rough") => {
    const stats = initialOf(ACTOR_SYSTEM);
    stats.tactica.chariot = { ...stats.tactica.chariot, ...chariot };
    return actionContext(stats, { name: "Driver", checkPrefill: () => ({ terrain }) });
  };

  it("a light chariot with 2 crew on rough ground: 7 driving dice −1 crew −2 rough −2 second turn = 2 dice; pace 9 − 1 = 8", async () => {
    const req = (await chariotTurnAction.prepare(chariotCtx({ kind: "light", team: "2", crew: 2, driving: 7 })))!;
    expect(chariotTurnAction.dice(req)[0]!.count).toBe(2);
    const made = resolveAction(chariotTurnAction, req, [5, 2]);
    expect(made.card.outcome).toMatchObject({ key: "FRAY.Action.Tactica.Chariot.made", success: true });
    expect(made.card.details).toEqual([{ label: "FRAY.Action.Tactica.Chariot.Pace", value: 8 }]);
    expect(made.card.modifiers.map((m) => m.reasonKey)).toEqual(["FRAY.Reason.chariot.crew", "FRAY.Reason.chariot.terrain.rough", "FRAY.Reason.chariot.second-turn"]);
    expect(resolveAction(chariotTurnAction, req, [2, 3]).card.outcome.key).toBe("FRAY.Action.Tactica.Chariot.straight");
    expect(resolveAction(chariotTurnAction, req, [1, 2]).card.outcome.key).toBe("FRAY.Action.Tactica.Chariot.flipped");
  });

  it("a heavy chariot with a 4-horse team paces 9; a light chariot refuses a third crewman before anything is rolled", async () => {
    const heavy = (await chariotTurnAction.prepare(chariotCtx({ kind: "heavy", team: "4", crew: 2, driving: 6 }, "flat")))!;
    expect(chariotTurnAction.dice(heavy)[0]!.count).toBe(2);
    expect(resolveAction(chariotTurnAction, heavy, [2, 2]).card.details[0]!.value).toBe(9);
    await expect(chariotTurnAction.prepare(chariotCtx({ kind: "light", team: "2", crew: 3, driving: 6 }, "flat"))).rejects.toThrow(/at most 2/);
  });
});

describe("tactica: a flyer's action (the text's ~2/2/3)", () => {
  it("2 zones is flying, 3 is the dive, 4 is falling, 0 is hovering; a third facing step is refused; missiles lose 2 dice while it flies", async () => {
    const { flightAction } = await import("../../../module/rulesets/tactica/flight-actions");
    const fly = async (zones: string, turns = "0") => resolveAction(flightAction, (await flightAction.prepare(ctx({ zones, turns })))!, []).card;
    expect((await fly("2")).outcome).toMatchObject({ key: "FRAY.Action.Tactica.Flight.flying", success: true });
    expect((await fly("2")).details[2]).toEqual({ label: "FRAY.Action.Tactica.Flight.MissileDice", value: -2 });
    expect((await fly("3")).outcome.key).toBe("FRAY.Action.Tactica.Flight.diving");
    expect((await fly("4")).outcome).toMatchObject({ key: "FRAY.Action.Tactica.Flight.falling", success: false });
    const hover = await fly("0");
    expect(hover.outcome.key).toBe("FRAY.Action.Tactica.Flight.grounded");
    expect(hover.details[2]!.value).toBe(0);
    expect((await fly("1", "3")).outcome).toMatchObject({ key: "FRAY.Action.Tactica.Flight.turns", success: false });
  });
});
