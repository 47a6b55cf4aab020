/**
 * Issue 24 (six-seconds ability-only checks): "Every round, the character can make a Spirit check against DC 10";
 * "a DC 4 endurance check". An ability rolled alone against a DC from the sheet: a FrayActor on the Foundry double
 * (its abilities written through the document), the ability's roll button (the adapter's sheet.rollSave, with the
 * context the actor sheet builds, the dialog answered as its form would), the check resolved with the dice; and the
 * stats tab renders a roll button per ability.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveRequest, type RollRequest } from "../../../module/dice/requests";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

describe("six-seconds ability checks", () => {
  it("an Endurance check is d6 + Endurance against the DC typed: 2 + 3 misses DC 6, 3 + 3 makes it", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const actor = (await fray.FrayActor.create({ name: "Mauve", type: "character" } as never))!;
    await actor.update({ "system.sixSeconds.abilities.endurance": 3 } as never);
    const asked: Record<string, unknown>[] = [];
    const ctx = actionContext<SixSecondsTypes>(actor.system.stats, { derived: actor.system.derived, statuses: [...actor.statuses], ask: async (data) => (asked.push(data), sixSecondsOptions({ target: "6" })) });
    const req = (await sixSeconds.sheet.rollSave!(ctx, "endurance")) as RollRequest;
    expect(asked[0]).toMatchObject({ target: 4 });
    const miss = resolveRequest(req, [2]);
    expect(miss.total).toBe(5);
    expect(miss.outcome?.success).toBe(false);
    expect(resolveRequest(req, [3]).outcome?.success).toBe(true);
    await expect(sixSeconds.sheet.rollSave!(ctx, "luck")).rejects.toThrow(/luck/);
  });

  it("the stats tab has a roll button for each ability", async () => {
    const { actorPageBody, createRenderer } = await import("../../browser/render");
    const { actorFixture } = await import("../../browser/fixtures");
    const html = actorPageBody(createRenderer(), actorFixture("six-seconds", "character"), "stats");
    for (const a of ["strength", "dexterity", "endurance", "intelligence", "spirit", "charisma"]) expect(html).toContain(`data-action="rollSave" data-ability="${a}"`);
  });
});
