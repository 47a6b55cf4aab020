/**
 * Issue 25 (audit P12), through the Foundry double: the result card of an injury offers the GM its immediate check
 * whatever the characteristic, rolled from the wounded actor's sheet (Will read as MIND, DEX), with the row's dice
 * off; a failure is written (Out of Action, or Prone for the Foot) and taken back by the card's one Undo.
 */
import { describe, expect, it } from "vitest";
import { ROLAND, traumaOnRoland as trauma } from "./trauma-fixture";
import { undoOutcome } from "../../../module/chat/exchange/handler";
import { reviseOutcome } from "../../../module/chat/exchange/revise";
import { readLocation } from "../../../module/engine/rulesets/tactica/injuries/locations";
import { adapterFor } from "../../../module/rulesets/registry";
import { GM } from "../exchange/double-world";

const MSG = "msg00000000000c1";
const face = (l: string) => [1, 2, 3, 4, 5, 6].find((f) => readLocation([f, f, f, f]).location === l)!;
/** Four location dice that read as `l` with no triple (a pair and two others): no shift offered. */
const pairOn = (l: string) => {
  const f = face(l);
  const others = [1, 2, 3, 4, 5, 6].filter((x) => x !== f);
  return [f, f, others[0]!, others[1]!];
};

/** Roland takes a Trauma from a goblin's sword; his sheet's levels are `levels`, the injury dice `injury`. */
const traumaOnRoland = (levels: { mind?: number; dex?: number }, injury: number[]) =>
  trauma(MSG, injury, {
    sheet: (r) => {
      if (levels.mind !== undefined) r.tactica.mind = levels.mind;
      if (levels.dex !== undefined) r.tactica.dex = levels.dex;
    },
  });

describe("tactica: an injury's immediate Will or DEX check on the result card, from the sheet", () => {
  it('"Unconscious: the victim must make an immediate Will roll or fall unconscious OoA ... Where a 2d is indicated the roll is made with -2d": the sheet\'s MIND 1 rolls 3 dice; a failure is OoA, undone with the card', async () => {
    const { world, record } = await traumaOnRoland({ mind: 1 }, [...pairOn("head"), 2]);
    expect(record.summary.data["injEffect"]).toBe("unconscious");
    const offer = adapterFor("tactica").resultActions!.offers(record).find((o) => o.id === "check");
    expect(offer).toEqual({ id: "check", label: "FRAY.Tactica.FollowUp.CheckOf", data: { locationKey: "FRAY.Tactica.Area.head", effectKey: "FRAY.Tactica.InjuryEffect.unconscious", off: 2, rollKey: "FRAY.Tactica.CheckRoll.mind" }, revise: true });
    // 4 + MIND 1 − 2 = 3 dice, none a success.
    world.dice = [1, 2, 4];
    const answer = await reviseOutcome(world, MSG, ROLAND, GM, "check");
    expect(answer).toMatchObject({ ok: true });
    expect(world.dice).toEqual([]);
    expect(world.actors.get(ROLAND)!.statuses).toContain("tactica.ooa");
    expect(await undoOutcome(world, MSG, ROLAND, GM)).toMatchObject({ ok: true });
    expect(world.actors.get(ROLAND)!.statuses).not.toContain("tactica.ooa");
  });

  it('"Foot: ... they must make an immediate DEX roll or fall prone": the sheet\'s DEX -2 rolls 2 dice; a failure is Prone, not OoA', async () => {
    const { world, record } = await traumaOnRoland({ dex: -2 }, [...pairOn("left-leg"), 5]);
    expect(record.summary.data["injEffect"]).toBe("foot");
    expect(adapterFor("tactica").resultActions!.offers(record).find((o) => o.id === "check")?.data).toMatchObject({ off: 0, rollKey: "FRAY.Tactica.CheckRoll.dex" });
    world.dice = [3, 4];
    expect(await reviseOutcome(world, MSG, ROLAND, GM, "check")).toMatchObject({ ok: true });
    expect(world.dice).toEqual([]);
    const statuses = world.actors.get(ROLAND)!.statuses;
    expect(statuses).toContain("tactica.prone");
    expect(statuses).not.toContain("tactica.ooa");
  });

  it("a passed DEX check writes nothing", async () => {
    const { world } = await traumaOnRoland({ dex: 0 }, [...pairOn("right-leg"), 5]);
    world.dice = [1, 1, 1, 6];
    const answer = await reviseOutcome(world, MSG, ROLAND, GM, "check");
    if (!answer.ok || !("records" in answer)) throw new Error("not rolled");
    expect(answer.records[0]!.summary.key).toBe("FRAY.Damage.Tactica.InjuryCheckOf.passed");
    expect(world.actors.get(ROLAND)!.statuses).not.toContain("tactica.prone");
  });
});
