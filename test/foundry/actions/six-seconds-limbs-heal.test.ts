/**
 * Issue 24 (re-audit CS2): a hurt arm or hand "cannot be used to carry objects, weapons, shields, etc. until the wound
 * is healed". Through the Foundry double: a FrayActor with a called shot's hurt arm and leg written through its update
 * pipeline; its sheet's *Rest a day* (the registered adapter's action, as the sheet runs it: runAction writes the
 * outcome back on the document); the day that heals the last wound heals the limbs, one that leaves a wound does not.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { goblin } from "../six-seconds-examples";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SheetAction } from "../../../module/rulesets/adapter";
import type { SixSecondsHealingRequest } from "../../../module/rulesets/six-seconds/healing-actions";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const TEXT = "Arm cannot be used to carry objects, weapons, shields, etc. until the wound is healed";
type Hurt = { legs: number; arms: number; hands: number };
type Doc = { name: string; system: { stats: { sixSeconds: { wounds: number; hurt: Hurt } } }; update(d: Record<string, unknown>): Promise<unknown> };
const rest = () => adapterFor("six-seconds").sheet.actions!["restDay"] as SheetAction<SixSecondsHealingRequest, SixSecondsTypes>;

async function restWith(wounds: number) {
  fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const doc = (await fray.FrayActor.create({ name: "Jack", type: "character", system: goblin() } as never)) as unknown as Doc;
  await doc.update({ "system.sixSeconds.wounds": wounds, "system.sixSeconds.hurt.arms": 1, "system.sixSeconds.hurt.legs": 1 });
  const req = (await rest().prepare(actionContext<SixSecondsTypes>(doc.system.stats as never, { name: doc.name, data: { day: "slept" } })))!;
  const { runAction } = await import("../../../module/dice/action");
  await runAction(doc as never, rest() as never, req);
  return doc.system.stats.sixSeconds;
}

describe("six-seconds: hurt limbs heal with the wound", () => {
  it(`"${TEXT}": a night's sleep heals the last wound: the arm and the leg are whole again`, async () => {
    const six = await restWith(1);
    expect(six.wounds).toBe(0);
    expect(six.hurt).toEqual({ legs: 0, arms: 0, hands: 0, sore: 0 });
  });

  it(`"${TEXT}": a wound still open (2, one healed): the limbs stay hurt (which one healed is not said)`, async () => {
    const six = await restWith(2);
    expect(six.wounds).toBe(1);
    expect(six.hurt).toEqual({ legs: 1, arms: 1, hands: 0, sore: 0 });
  });
});
