import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import type { ActionOutcome, SheetActionContext } from "../../../module/rulesets/adapter";
import { restDayAction } from "../../../module/rulesets/six-seconds/healing-actions";
import { poisonCheckAction } from "../../../module/rulesets/six-seconds/poison-actions";
import { actionContext } from "../action-context";

/** The Plague from the poisons pack: Fort DC 6, one check a day, 1 cumulative wound (wound symptoms). */
function plague(flags: Record<string, unknown> = {}): SheetActionContext["items"][number] {
  const doc = parse(readFileSync("packs/_source/poisons/six-seconds/plague.yml", "utf8")) as { name: string; system: SheetActionContext["items"][number]["system"] };
  return { id: "plague", type: "poison", name: doc.name, system: doc.system, flags };
}

function ctx(items: SheetActionContext["items"], fields: Record<string, string> | null = { poison: "plague", doses: "1", extraDc: "0" }): SheetActionContext {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.skills = [{ name: "Fortitude", ability: "endurance", rank: 2 }];
  return actionContext(s, { name: "Jack", data: { day: "slept" }, askFields: async () => fields, items });
}

/** The item as its flags are after the outcome is written. */
function after(item: SheetActionContext["items"][number], out: ActionOutcome): SheetActionContext["items"][number] {
  return { ...item, flags: { affliction: out.items![0]!.update["flags.fray.affliction"] } };
}

describe("six-seconds poison and disease checks from a poison item", () => {
  it("Plague: a failed check starts the affliction with its symptoms and blocks Rest a day; three successes in a row cure and healing resumes", async () => {
    let item = plague();
    const first = (await poisonCheckAction.prepare(ctx([item])))!;
    expect(first.stats).toMatchObject({ fortDc: 6, checkRate: { count: 1, per: "day" }, woundSymptoms: true });
    // Fortitude +2 against DC 6: a 3 fails (5 < 6), needs a 4 or more: 3 in 6.
    const fail = resolveAction(poisonCheckAction, first, [3]);
    expect(fail.card.odds).toBeCloseTo(0.5);
    expect(fail.card.outcome).toMatchObject({ key: "FRAY.Action.SixSeconds.Poison.Symptoms", data: { times: 1, symptoms: "1 cumulative wound, tired for 24 hours" }, success: false });
    item = after(item, fail);
    await expect(restDayAction.prepare(ctx([item]))).rejects.toThrow("FRAY.Action.SixSeconds.Poison.BlocksRest");

    for (const [i, face] of [4, 5, 6].entries()) {
      const out = resolveAction(poisonCheckAction, (await poisonCheckAction.prepare(ctx([item])))!, [face]);
      expect(out.card.details[0]).toEqual({ label: "FRAY.Action.SixSeconds.Poison.InRow", value: `${i + 1} / 3` });
      item = after(item, out);
      if (i === 2) expect(out.card.outcome.key).toBe("FRAY.Action.SixSeconds.Poison.Cured");
    }
    expect(item.flags?.["affliction"]).toBeNull();
    expect(await restDayAction.prepare(ctx([item]))).toMatchObject({ day: "slept" });
  });

  it("overdose: four doses are two doublings: +2 DC and two more doses of symptoms (×3)", async () => {
    const req = (await poisonCheckAction.prepare(ctx([plague()], { poison: "plague", doses: "4", extraDc: "0" })))!;
    const out = resolveAction(poisonCheckAction, req, [5]);
    expect(out.card.target).toBe(8);
    expect(out.card.outcome.data).toMatchObject({ times: 3 });
  });

  it("bad input loses nothing: no poison item, a closed dialog, an unknown syndrome", async () => {
    await expect(poisonCheckAction.prepare(ctx([]))).rejects.toThrow("NoPoison");
    expect(await poisonCheckAction.prepare(ctx([plague()], null))).toBeNull();
    await expect(poisonCheckAction.prepare(ctx([plague()], { poison: "nope", doses: "1", extraDc: "0" }))).rejects.toThrow("poison must be one of Plague");
  });
});
