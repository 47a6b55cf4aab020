/**
 * Issue 24 (audit K4): the Confusion chart's row is applied where it names a condition or a posture. A Confused goblin
 * is a FrayActor on the Foundry double; its sheet's *Confused round (d20)* is prepared from its statuses, rolled with
 * the faces given, and written back through the document (dice/write-back.ts, as the sheet does).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { confusionRoundAction } from "../../../module/rulesets/six-seconds/condition-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";
import { goblin } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = { name: string; statuses: Set<string>; system: { stats: ReturnType<typeof goblin> }; toggleStatusEffect(id: string, o: { active: boolean }): Promise<unknown> };

/** A Confused goblin (and `more` statuses) rolls its round with this d20 first (then 3s, the d6s and the d8). */
async function round(d20: number, more: string[] = []): Promise<Doc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const doc = (await fray.FrayActor.create({ name: "Goblin Mook", type: "npc", system: goblin() } as never)) as unknown as Doc;
  for (const s of ["six-seconds.confused", ...more]) await doc.toggleStatusEffect(s, { active: true });
  const req = await confusionRoundAction.prepare(actionContext<SixSecondsTypes>(doc.system.stats, { name: doc.name, statuses: [...doc.statuses] }));
  await writeBack(doc as never, resolveAction(confusionRoundAction, req!, [d20, 3, 3, 3, 3, 3, 3, 3, 4, 2, 7]));
  return doc;
}

describe("six-seconds: the Confusion chart's row written on the character", () => {
  it("14 “Character falls prone”: Prone on (crouching no more)", async () => {
    const doc = await round(14, ["six-seconds.crouching"]);
    expect(doc.statuses.has("six-seconds.prone")).toBe(true);
    expect(doc.statuses.has("six-seconds.crouching")).toBe(false);
  });

  it("15 “Character sits down (counts as a crouch)”: Crouching on (prone no more)", async () => {
    const doc = await round(15, ["six-seconds.prone"]);
    expect(doc.statuses.has("six-seconds.crouching")).toBe(true);
    expect(doc.statuses.has("six-seconds.prone")).toBe(false);
  });

  it("5 “Creature is Panicked for this round”: Panicked on; 10 “stares off into space”: nothing written", async () => {
    expect((await round(5)).statuses.has("six-seconds.panicked")).toBe(true);
    const staring = await round(10);
    expect([...staring.statuses].sort()).toEqual(["six-seconds.confused"]);
  });
});
