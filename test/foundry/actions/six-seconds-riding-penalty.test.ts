/**
 * Issue 24 (re-audit K2, the Mobility penalty row): "Each mobility penalty also subtracts half a square of movement
 * from your speed. If you have multiple movement types (such as the ability to either walk or fly), it subtracts from
 * all of their speeds. … If you are piloting a vehicle which has a mobility penalty, the penalty applies to all Pilot
 * checks you make. Similarly, when riding a mount, the mount's mobility penalties are subtracted from your Ride bonus."
 * Through the Foundry double: a FrayActor's sheet fields written through its update pipeline; its derived Flight
 * speed; its sheet's skill Roll (the registered adapter's rollSkill, the dialog answered) builds the check.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SixSecondsCheckRequest } from "../../../module/rulesets/six-seconds/rolls";
import { actionContext, sixSecondsOptions } from "../action-context";
import { mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = InstanceType<Fray["FrayActor"]>;

async function rider(update: Record<string, unknown>): Promise<Doc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = mauve();
  s.sixSeconds.skills.push({ name: "Ride", ability: "dexterity", rank: 1 }, { name: "Pilot", ability: "intelligence", rank: 1 }, { name: "Perception", ability: "intelligence", rank: 1 });
  const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: s } as never)) as unknown as Doc;
  await doc.update(update as never);
  return doc;
}

async function check(doc: Doc, skill: string): Promise<SixSecondsCheckRequest> {
  const index = doc.system.stats.sixSeconds.skills.findIndex((k) => k.name === skill);
  const ctx = actionContext<SixSecondsTypes>(doc.system.stats, { statuses: [...doc.statuses], ask: async () => sixSecondsOptions({ target: "4" }) });
  return (await adapterFor("six-seconds").sheet.rollSkill!(ctx as never, index)) as SixSecondsCheckRequest;
}

const penalty = (req: SixSecondsCheckRequest) => req.modifiers.filter((m) => m.code === "vehicle-mobility-penalty").map((m) => m.value);

describe("six-seconds: a mount's or vehicle's mobility penalty on Ride and Pilot", () => {
  it("the sheet's *Mount's / vehicle's mobility penalty* 2: Ride and Pilot checks take −2; Perception none", async () => {
    const doc = await rider({ "system.sixSeconds.ridingPenalty": 2 });
    expect(penalty(await check(doc, "Ride"))).toEqual([-2]);
    expect(penalty(await check(doc, "Pilot"))).toEqual([-2]);
    expect(penalty(await check(doc, "Perception"))).toEqual([]);
  });

  it("none typed: no penalty on Ride", async () => {
    const doc = await rider({});
    expect(penalty(await check(doc, "Ride"))).toEqual([]);
  });
});

describe("six-seconds: the mobility penalty on every speed", () => {
  it("“it subtracts from all of their speeds”: Flight speed 4 with a mobility penalty 2 flies 3 squares a second", async () => {
    const doc = await rider({ "system.sixSeconds.flySpeed": 4, "system.sixSeconds.mobilityPenalties": 2 });
    expect(doc.system.derived.sixSeconds.mobilityPenalty).toBe(2);
    expect(doc.system.derived.sixSeconds.flySpeed).toBe(3);
  });

  it("never below 0, and unchanged without a penalty", async () => {
    expect((await rider({ "system.sixSeconds.flySpeed": 1, "system.sixSeconds.mobilityPenalties": 4 })).system.derived.sixSeconds.flySpeed).toBe(0);
    expect((await rider({ "system.sixSeconds.flySpeed": 5 })).system.derived.sixSeconds.flySpeed).toBe(5);
  });
});
