import { describe, expect, it } from "vitest";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { SheetActionContext } from "../../../module/rulesets/adapter";
import { CONFUSION_D20S, confusionRoundAction, soulComaAction, unconsciousAction } from "../../../module/rulesets/six-seconds/condition-actions";
import { sixSecondsTrackerView } from "../../../module/rulesets/six-seconds/tracker-view";
import { started } from "../tracker-scenarios";
import { actionContext } from "../action-context";

function ctx(statuses: string[], fields: Record<string, string> | null = null, edit: (s: ReturnType<typeof initialOf<typeof ACTOR_SYSTEM>>) => void = () => {}): SheetActionContext {
  const s = initialOf(ACTOR_SYSTEM);
  edit(s);
  return actionContext(s, { name: "Jack", statuses, askFields: async () => fields });
}

describe("six-seconds conditions with effects each round", () => {
  it("confused: a 1 adds 1d6 rounds and rolls again, a 6 screams and rolls again, a 12 runs the scatter die's way", async () => {
    const req = (await confusionRoundAction.prepare(ctx(["six-seconds.confused"])))!;
    const groups = confusionRoundAction.dice(req);
    expect(groups.map((g) => `${g.count}d${g.sides}`)).toEqual([`${CONFUSION_D20S}d20`, "2d6", "1d8"]);
    // d20s 1, 6, 12 (the rest unused); d6 4 for the extra rounds; d8 7 for the scatter.
    const out = resolveAction(confusionRoundAction, req, [1, 6, 12, 3, 3, 3, 3, 3, 4, 2, 7]);
    expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Condition.Effect.run-scatter");
    expect(out.card.details).toEqual([
      { label: "FRAY.Action.SixSeconds.Condition.Rolls", value: "1, 6, 12" },
      { label: "FRAY.Action.SixSeconds.Condition.Screaming", value: "✓" },
      { label: "FRAY.Action.SixSeconds.Condition.ExtraRounds", value: 4 },
      { label: "FRAY.Action.SixSeconds.Condition.Scatter", value: 7 },
    ]);
    expect(out.card.dice.map((d) => d.value)).toEqual([1, 6, 12, 4, 7]);
    // 16–18 merge into one row: the player regains control for the round.
    const calm = resolveAction(confusionRoundAction, req, [17, 3, 3, 3, 3, 3, 3, 3, 1, 1, 1]);
    expect(calm.card.outcome.key).toBe("FRAY.Action.SixSeconds.Condition.Effect.control-round");
    await expect(confusionRoundAction.prepare(ctx([]))).rejects.toThrow("NotConfused");
  });

  it("unconscious: 1d4 hours per wound (three wounds: 2 + 3 + 4 = 9 hours)", async () => {
    const req = (await unconsciousAction.prepare(ctx(["six-seconds.unconscious"], null, (s) => (s.sixSeconds.wounds = 3))))!;
    expect(unconsciousAction.dice(req)).toEqual([{ count: 3, sides: 4, purpose: "FRAY.Action.SixSeconds.Condition.Hours" }]);
    const out = resolveAction(unconsciousAction, req, [2, 3, 4]);
    expect(out.card.total).toBe(9);
    expect(out.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Condition.WakesIn", data: { hours: 9, wounds: 3 } });
    await expect(unconsciousAction.prepare(ctx([]))).rejects.toThrow("NotUnconscious");
  });

  it("soul coma: the body's Fortitude at DC 1 holds and the DC rises; a carer's Medicine keeps it; a failure starts dying", async () => {
    const fort = (await soulComaAction.prepare(ctx(["six-seconds.soul-coma"], { dc: "1", by: "fortitude", medicine: "0" }, (s) => (s.sixSeconds.skills = [{ name: "Fortitude", ability: "endurance", rank: 1 }]))))!;
    expect(fort.bonus).toBe(1);
    const held = resolveAction(soulComaAction, fort, [1]);
    expect(held.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Condition.BodyHolds", data: { dc: 2 }, success: true });
    expect(held.statuses).toEqual({});
    const care = (await soulComaAction.prepare(ctx(["six-seconds.soul-coma"], { dc: "6", by: "medicine", medicine: "3" })))!;
    expect(resolveAction(soulComaAction, care, [3]).card.details).toEqual([{ label: "FRAY.Action.SixSeconds.Condition.NextDc", value: 6 }]);
    const failed = resolveAction(soulComaAction, { ...fort, dc: 5 }, [2]);
    expect(failed.statuses).toEqual({ on: ["six-seconds.dying"] });
    // +1 against DC 5 needs a 4, 5 or 6.
    expect(failed.card.odds).toBeCloseTo(3 / 6);
    await expect(soulComaAction.prepare(ctx(["six-seconds.soul-coma"], { dc: "0", by: "fortitude", medicine: "0" }))).rejects.toThrow("dc must be");
  });

  it("staggered: the tracker offers it to the fighter in its turn and rolls its rounds on the GM's client", async () => {
    const e = await started("six-seconds");
    const id = e.state.active!;
    const button = sixSecondsTrackerView.combatant(e.state, id).commands.find((c) => c.command.type === "stagger")!;
    expect(button.command).toEqual({ type: "stagger", combatant: id });
    await e.run("stagger", button.command);
    const f = (e.state.data as { fighters: Record<string, { staggered?: number[]; stunned: number }> }).fighters[id]!;
    expect((f.staggered?.length ?? 0) + (f.stunned > 0 ? 1 : 0)).toBeGreaterThan(0);
    expect(sixSecondsTrackerView.combatant(e.state, id).commands.some((c) => c.command.type === "stagger")).toBe((f.staggered?.length ?? 0) === 0);
  });
});
