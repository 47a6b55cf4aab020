/**
 * Issue 25 (audit T3), through the Foundry double: "The presence of a trained healer during the entire week, along
 * with a successful Healing roll, will result in an extra rank being recovered." The patient's *A week of rest* reads
 * the Healing level from the targeted healer's sheet (*Trained healer*, *Healing level*): nothing typed. Its roll is
 * 4 + level dice (a tactica skill roll), and the ranks healed are written on the patient.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { adapterFor } from "../../../module/rulesets/registry";
import type { AttackTarget } from "../../../module/rulesets/adapter";
import type { ActorSystem } from "../../../module/data/actor/schema";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

type Doc = Actor.Implementation & { system: { stats: ActorSystem; derived: never } };
const WEEK = { week: "1", food: "yes", water: "yes", travel: "yes" };

async function patientAndHealer(healer: { healer: boolean; healing: number }) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const gorm = (await fray.FrayActor.create({ name: "Gorm", type: "character", system: { tactica: { physical: { rank: 4, lost: 4 } } } } as never)) as unknown as Doc;
  const anselm = (await fray.FrayActor.create({ name: "Anselm", type: "character", system: { tactica: healer } } as never)) as unknown as Doc;
  const target = { name: "Anselm", uuid: anselm.uuid, system: anselm.system.stats, derived: anselm.system.derived, statuses: [] } as unknown as AttackTarget & { uuid: string };
  return { gorm, target };
}

const action = () => adapterFor("tactica").sheet.actions!["weekOfRest"]!;

describe("tactica: a week of rest with the targeted healer's Healing roll", () => {
  it('"a trained healer ... along with a successful Healing roll": Anselm\'s Healing 2 from his sheet rolls 6 dice; a success heals Gorm 3 ranks, not 2', async () => {
    const h = fresh();
    const { gorm, target } = await patientAndHealer({ healer: true, healing: 2 });
    const req = await action().prepare(actionContext(gorm.system.stats, { name: "Gorm", targets: () => [target], askFields: async () => ({ ...WEEK, healer: "roll" }) }));
    expect(action().dice(req)).toEqual([{ count: 6, sides: 6, purpose: "FRAY.Action.Tactica.HealerRoll" }]);
    h.dice.queue.push(5, 1, 1, 1, 1, 1);
    await runAction(gorm, action(), req);
    expect((fromUuidSync(gorm.uuid) as Doc).system.stats.tactica.physical.lost).toBe(1);
  });

  it("the healer must be targeted and trained: refused naming what is missing", async () => {
    fresh();
    const { gorm, target } = await patientAndHealer({ healer: false, healing: 2 });
    const ask = (targets: () => (AttackTarget & { uuid: string })[]) => action().prepare(actionContext(gorm.system.stats, { name: "Gorm", targets, askFields: async () => ({ ...WEEK, healer: "roll" }) }));
    await expect(ask(() => [])).rejects.toThrow(/target the healer/i);
    await expect(ask(() => [target])).rejects.toThrow(/Anselm is not a trained healer/);
  });
});
