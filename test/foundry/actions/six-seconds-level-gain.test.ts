/**
 * Issue 24 (audit L2, L3): the level table's skill rates and ability boosts. A FrayActor on the Foundry double: its
 * Skills table rows (rate included) written through the document feed the derived bonus and the sheet's check; the
 * *Ability boost* action runs from its stored data and writes the ability and the boost's record back.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { resolveRequest } from "../../../module/dice/requests";
import { writeBack } from "../../../module/dice/write-back";
import { abilityBoostAction } from "../../../module/rulesets/six-seconds/xp-actions";
import { sixSecondsSkillCheck } from "../../../module/rulesets/six-seconds/from-actor";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type ActorDoc = InstanceType<Fray["FrayActor"]>;

async function hero(patch: Record<string, unknown>): Promise<ActorDoc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Mauve", type: "character" } as never)) as ActorDoc;
  await a.update(patch as never);
  return a;
}

async function boost(a: ActorDoc, fields: Record<string, string>) {
  const req = await abilityBoostAction.prepare(actionContext(a.system.stats, { name: a.name, derived: a.system.derived, askFields: async () => fields }));
  await writeBack(a as never, resolveAction(abilityBoostAction, req!, []));
}

describe("six-seconds level gain", () => {
  it("Skill Bonus (Staggered) is half the Fast one (the level table: level 6 → 6 and 3): a Staggered skill with 6 ranks adds 3", async () => {
    const a = await hero({ "system.sixSeconds.level": 6, "system.sixSeconds.skills": [{ name: "Lore", ability: "intelligence", rank: 6 }, { name: "Athletics", ability: "strength", rank: 6 }], "system.sixSeconds.staggeredSkills": ["Lore"] });
    expect(a.system.derived.sixSeconds.skills.map((s) => s.bonus)).toEqual([3, 6]);
    expect(resolveRequest(sixSecondsSkillCheck(a.system.stats, a.system.derived, 0, 4), [1]).total).toBe(4);
  });

  it("“At every level divisible by four, a character can permanently boost a single ability score … by +1”; “cannot increase the same ability two increases in a row”", async () => {
    const a = await hero({ "system.sixSeconds.level": 4, "system.sixSeconds.abilities.strength": 3 });
    await boost(a, { ability: "strength", aboveAverage: "no" });
    expect(a.system.stats.sixSeconds.abilities.strength).toBe(4);
    expect(a.system.stats.sixSeconds.boosts).toEqual([{ level: 4, ability: "strength" }]);
    // The same level twice: refused.
    await expect(boost(a, { ability: "spirit", aboveAverage: "no" })).rejects.toThrow();
    await a.update({ "system.sixSeconds.level": 8 } as never);
    await expect(boost(a, { ability: "strength", aboveAverage: "no" })).rejects.toThrow(/strength/);
    await boost(a, { ability: "dexterity", aboveAverage: "no" });
    expect(a.system.stats.sixSeconds.boosts).toHaveLength(2);
    // Level 5 grants none.
    await a.update({ "system.sixSeconds.level": 5 } as never);
    await expect(boost(a, { ability: "spirit", aboveAverage: "no" })).rejects.toThrow();
  });

  it("“a character at his 4th level ability boost cannot increase any ability that he started the game with an above-average score in”", async () => {
    const a = await hero({ "system.sixSeconds.level": 16, "system.sixSeconds.boosts": [{ level: 4, ability: "strength" }, { level: 8, ability: "dexterity" }, { level: 12, ability: "strength" }] });
    await expect(boost(a, { ability: "spirit", aboveAverage: "yes" })).rejects.toThrow(/above average/);
    await boost(a, { ability: "spirit", aboveAverage: "no" });
    expect(a.system.stats.sixSeconds.boosts).toHaveLength(4);
  });
});
