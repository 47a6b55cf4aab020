/**
 * Issue 24 (audit MO5, K10): a condition's penalty to checks is applied when the sheet rolls the check. A FrayActor
 * on the Foundry double with its statuses toggled through the document; the Skills table's roll button (the
 * adapter's sheet.rollSkill, with the context the actor sheet builds: its data and statuses, the dialog answered
 * as shown) builds the check, which is resolved with the dice.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveRequest } from "../../../module/dice/requests";
import { sixSeconds } from "../../../module/rulesets/six-seconds/index";
import type { RollRequest } from "../../../module/dice/requests";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext, sixSecondsOptions } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { isCodedError } from "../../../module/engine/errors";
import { armingSword } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

const SKILLS = [
  { name: "Ranged Skill", ability: "dexterity", rank: 1 },
  { name: "Magic Skill", ability: "intelligence", rank: 1 },
  { name: "Weapon Skill", ability: "strength", rank: 1 },
  { name: "Perception", ability: "intelligence", rank: 1 },
];

async function fighter(statuses: string[]) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never))!;
  await a.update({ "system.sixSeconds.skills": SKILLS } as never);
  for (const s of statuses) await a.toggleStatusEffect(s, { active: true });
  return a;
}

/** The Skills table's roll button for row `index`, the dialog answered with its defaults; the check's total on a 3. */
async function rollRow(actor: Awaited<ReturnType<typeof fighter>>, index: number): Promise<number> {
  const { stats, derived } = actor.system;
  const ctx = actionContext<SixSecondsTypes>(stats, { derived, statuses: [...actor.statuses], ask: async (data) => sixSecondsOptions({ target: String(data["target"] ?? 4) }) });
  const req = (await sixSeconds.sheet.rollSkill!(ctx, index)) as RollRequest;
  return resolveRequest(req, [3]).total!;
}

describe("six-seconds conditions on the sheet's checks", () => {
  it("Rage: “He takes a -1 penalty to all Dexterity- and Intelligence-based skills”", async () => {
    const calm = await fighter([]);
    const calmTotals = [await rollRow(calm, 0), await rollRow(calm, 1), await rollRow(calm, 2)];
    expect(calmTotals).toEqual([4, 4, 4]);
    const raging = await fighter(["six-seconds.raging"]);
    expect([await rollRow(raging, 0), await rollRow(raging, 1), await rollRow(raging, 2)]).toEqual([3, 3, 4]);
  });

  it("Sleeping: “characters get a -6 penalty to Perception checks while asleep”", async () => {
    const sleeper = await fighter(["six-seconds.sleeping"]);
    // Perception (Intelligence-based) 3 + 1 − 6.
    expect(await rollRow(sleeper, 3)).toBe(-2);
    expect(await rollRow(sleeper, 2)).toBe(4);
  });

  it("Rage: “Any activity that requires focus or concentration (such as casting a spell) cannot be done while raging”: a Magical attack from the weapon's button is refused", async () => {
    const build = async (statuses: string[]) => {
      const actor = await fighter(statuses);
      const { stats, derived } = actor.system;
      const ctx = actionContext<SixSecondsTypes>(stats, { derived, statuses: [...actor.statuses], ask: async () => sixSecondsOptions({ magic: "on" }) });
      return (await sixSeconds.sheet.rollItem!(ctx, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } }))!;
    };
    const calm = await build([]);
    expect(() => calm()).not.toThrow();
    const raging = await build(["six-seconds.raging"]);
    let code: string | null = null;
    try {
      raging();
    } catch (e) {
      code = isCodedError(e) ? e.code : String(e);
    }
    expect(code).toBe("raging-no-spell");
  });
});
