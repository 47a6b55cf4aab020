/**
 * Issue 25 (audit R2), through the Foundry double: the sheet's *Fatigue* roll that may avoid the rank loss is made at
 * the sheet's own level, BODY for physical fatigue and MIND (the text's Will) for mental: nothing typed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { adapterFor } from "../../../module/rulesets/registry";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

async function fatigue(form: Record<string, string>, levels: Record<string, number>) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const gorm = (await fray.FrayActor.create({ name: "Gorm", type: "character", system: { tactica: { physical: { rank: 4 }, mental: { rank: 3 }, ...levels } } } as never)) as unknown as Actor.Implementation;
  const action = adapterFor("tactica").sheet.actions!["fatigue"]!;
  const req = await action.prepare(actionContext((gorm as unknown as { system: { stats: never } }).system.stats, { name: "Gorm", askFields: async () => form }));
  return { gorm, action, req };
}

const lost = (a: Actor.Implementation, track: "physical" | "mental") => ((fromUuidSync(a.uuid) as Actor).system as unknown as { tactica: Record<string, { lost: number }> }).tactica[track]!.lost;

describe("tactica: fatigue's roll at the sheet's level", () => {
  it('"If the possibility is doubtful then allow them to make a Body or Will roll (4d+level) to avoid any rank loss": physical fatigue rolls the sheet\'s BODY 2, 6 dice; a failure loses the ranks', async () => {
    const h = fresh();
    const { gorm, action, req } = await fatigue({ track: "physical", ranks: "1", resist: "yes", level: "-4" }, { body: 2, mind: -3 });
    expect(action.dice(req)).toEqual([{ count: 6, sides: 6, purpose: "FRAY.Roll.Pool" }]);
    h.dice.queue.push(1, 2, 3, 4, 4, 3);
    await runAction(gorm, action, req);
    expect(lost(gorm, "physical")).toBe(1);
  });

  it("mental fatigue rolls the sheet's MIND -1 (Will), 3 dice; a success avoids the loss", async () => {
    const h = fresh();
    const { gorm, action, req } = await fatigue({ track: "mental", ranks: "2", resist: "yes" }, { body: 3, mind: -1 });
    expect(action.dice(req)[0]!.count).toBe(3);
    h.dice.queue.push(1, 6, 2);
    await runAction(gorm, action, req);
    expect(lost(gorm, "mental")).toBe(0);
  });
});
