/** A week of rest with a trained healer's own Healing roll, from the dialog's answers to the ranks healed. */
import { prepareActorDerived } from "../../../module/data/actor/derived";
import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import { actionContext } from "../action-context";
import { weekOfRestAction } from "../../../module/rulesets/tactica/state-actions";

/** Gorm's week, with Anselm (a trained healer at Healing 0 on his sheet) targeted. */
function ctx(fields: Record<string, string>): SheetActionContext {
  const stats = initialOf(ACTOR_SYSTEM);
  stats.tactica.physical.rank = 4;
  stats.tactica.physical.lost = 4;
  const healer = initialOf(ACTOR_SYSTEM);
  healer.tactica.healer = true;
  const anselm = { name: "Anselm", uuid: "Actor.anselm", system: healer, derived: prepareActorDerived(healer), statuses: [] };
  return actionContext(stats, { name: "Gorm", askFields: async () => fields, targets: () => [anselm] });
}

const WEEK = { week: "1", food: "yes", water: "yes", travel: "yes" };

describe("tactica: a week of rest with the healer's roll", () => {
  it("good food, water, no travel heal 2; a trained healer's passed Healing roll (4 dice at level 0) adds one: 4 lost → 1", async () => {
    const req = (await weekOfRestAction.prepare(ctx({ ...WEEK, healer: "roll" })))!;
    expect(weekOfRestAction.dice(req)).toEqual([{ count: 4, sides: 6, purpose: "FRAY.Action.Tactica.HealerRoll" }]);
    const passed = resolveAction(weekOfRestAction, req, [6, 2, 2, 1]);
    expect(passed.update["system.tactica.physical.lost"]).toBe(1);
    expect(passed.card.outcome.data).toEqual({ healed: 3 });
    expect(passed.card.odds).toBeCloseTo(1 - (4 / 6) ** 4);
    const failed = resolveAction(weekOfRestAction, req, [4, 2, 2, 1]);
    expect(failed.update["system.tactica.physical.lost"]).toBe(2);
  });

  it("no healer rolls nothing; a bad answer is refused with the field's name", async () => {
    const req = (await weekOfRestAction.prepare(ctx({ ...WEEK, healer: "no" })))!;
    expect(weekOfRestAction.dice(req)).toEqual([]);
    expect(resolveAction(weekOfRestAction, req, []).update["system.tactica.physical.lost"]).toBe(2);
    await expect(weekOfRestAction.prepare(ctx({ ...WEEK, healer: "maybe" }))).rejects.toThrow(/healer/);
  });
});
