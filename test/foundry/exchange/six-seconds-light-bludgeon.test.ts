/**
 * Issue 24 (audit DT1): a bludgeoning weapon of a lighter material rolls one die smaller. The weapon is an item on a
 * FrayActor on the Foundry double (its item-sheet field stored through the document); the sheet's weapon button
 * (the adapter's rollItem, given the item as the sheet hands it over) builds the attack, whose damage die is rolled.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function damageSidesWith(system: Record<string, unknown>): Promise<number> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const actor = (await fray.FrayActor.create({ name: "Mauve", type: "character" } as never))!;
  await actor.update({ "system.sixSeconds.skills": [{ name: "Weapon Skill", ability: "strength", rank: 1 }] } as never);
  const [mace] = await actor.createEmbeddedDocuments("Item", [{ name: "Mace", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: system } }] as never);
  const item = mace as unknown as { name: string; system: { toObject(b: boolean): Record<string, Record<string, unknown>> } };
  const { stats, derived } = actor.system;
  const build = await sixSeconds.sheet.rollItem!(actionContext<SixSecondsTypes>(stats, { derived, ask: async () => sixSecondsOptions({}) }), { name: item.name, system: item.system.toObject(false) });
  return (build!() as SixSecondsAttackRequest).input.damage.sides;
}

describe("six-seconds: lighter bludgeoning weapons", () => {
  it("“bludgeoning weapons made out of lighter materials (such as aluminum, titanium, and mithril) deal one die smaller damage”: a light d8 mace rolls a d6", async () => {
    expect(await damageSidesWith({ damageDie: "d8", damageTypes: ["bludgeoning"], reload: false })).toBe(8);
    expect(await damageSidesWith({ damageDie: "d8", damageTypes: ["bludgeoning"], reload: false, lightMaterial: true })).toBe(6);
  });

  it("a light-material blade is not bludgeoning: its die stays", async () => {
    expect(await damageSidesWith({ damageDie: "d8", damageTypes: ["slashing"], reload: false, lightMaterial: true })).toBe(8);
  });
});
