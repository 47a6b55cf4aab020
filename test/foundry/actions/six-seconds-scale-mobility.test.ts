/**
 * Issue 24, "Carrying and size don't touch movement or checks" (audit S4, K2; e2e 12b, 12c): a FrayActor's own stored
 * data on the Foundry double makes the sheet's skill check (sixSecondsSkillCheck, as the Skills table's roll button
 * builds it) and the board's move cost (sixSecondsBoard.moveCost, as a token dragged in its turn asks it).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sixSecondsSkillCheck } from "../../../module/rulesets/six-seconds/from-actor";
import { sixSecondsBoard } from "../../../module/rulesets/six-seconds/board";
import { resolveRequest } from "../../../module/dice/requests";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { board, moveCtx, token } from "../board/fixtures";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function actor(patch: (s: Record<string, unknown>) => void) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Giant", type: "npc" } as never))!;
  const six = structuredClone(a.system.stats.sixSeconds) as unknown as Record<string, unknown>;
  patch(six);
  await a.update({ "system.sixSeconds": six } as never);
  return a;
}

describe("six-seconds scale and carrying", () => {
  it("“A character's scale is subtracted from attack rolls and stealth checks; and added to wrestle and fortitude skills”", async () => {
    const giant = await actor((s) => {
      s["scale"] = 2;
      s["skills"] = [
        { name: "Fortitude", ability: "endurance", rank: 1 },
        { name: "Stealth", ability: "dexterity", rank: 1 },
        { name: "Perception", ability: "intelligence", rank: 1 },
      ];
    });
    const check = (i: number) => resolveRequest(sixSecondsSkillCheck(giant.system.stats, giant.system.derived, i, 7), [3]);
    // d6 3 + rank 1 (+ ability 0) ± scale 2.
    expect(check(0).total).toBe(6);
    expect(check(1).total).toBe(2);
    expect(check(2).total).toBe(4);
  });

  it("“−½ square of every speed” per mobility penalty: speed 2 with 24 kg carried (penalty 2) moves 1 square a second", async () => {
    const porter = await actor((s) => {
      s["speed"] = 2;
      s["carriedKg"] = 24;
      s["abilities"] = { ...(s["abilities"] as object), strength: 3, endurance: 3 };
    });
    expect(porter.system.derived.sixSeconds.mobilityPenalty).toBe(2);
    const index = board([], [token("p", 0, 0)]);
    const cost = sixSecondsBoard.moveCost(moveCtx(index, "p", token("p", 2, 0), { stats: porter.system.stats }));
    expect(cost.cost).toMatchObject({ seconds: 2 });
  });
});
