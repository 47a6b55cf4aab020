/**
 * Issue 24 (audit EN2, EN3): encumbrance past five steps and wheeled loads. A FrayActor's stored data on the Foundry
 * double (the sheet's fields written through the document) makes its derived encumbrance, and the board's move cost
 * (sixSecondsBoard.moveCost, as a token dragged in its turn asks it) reads it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sixSecondsBoard } from "../../../module/rulesets/six-seconds/board";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { board, moveCtx, token } from "../board/fixtures";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

async function porter(update: Record<string, unknown>) {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Porter", type: "npc" } as never))!;
  await a.update({ "system.sixSeconds.abilities.strength": 3, "system.sixSeconds.abilities.endurance": 3, "system.sixSeconds.speed": 6, ...update } as never);
  return a;
}

describe("six-seconds encumbrance on the sheet and the board", () => {
  it("“If the mass is on wheels … it only counts for one quarter its actual mass”: 64 kg wheeled counts as 16 kg (step 8: −1)", async () => {
    const cart = await porter({ "system.sixSeconds.wheeledKg": 64 });
    expect(cart.system.derived.sixSeconds.encumbrance.load).toBe(16);
    expect(cart.system.derived.sixSeconds.mobilityPenalty).toBe(1);
  });

  it("“a character carrying more than five encumbrance steps of weight can only stagger at one square per six seconds”: 2 squares cost 12 s, refused with 6 left", async () => {
    const mule = await porter({ "system.sixSeconds.carriedKg": 41 });
    expect(mule.system.derived.sixSeconds.encumbrance.staggerOnly).toBe(true);
    const index = board([], [token("p", 0, 0)]);
    const one = sixSecondsBoard.moveCost(moveCtx(index, "p", token("p", 1, 0), { stats: mule.system.stats }));
    expect(one.cost).toEqual({ seconds: 6, moved: { squares: 1, metresPerSecond: 0, straightMetres: 1 } });
    const two = sixSecondsBoard.moveCost(moveCtx(index, "p", token("p", 2, 0), { stats: mule.system.stats, turn: { secondsLeft: 6 } }));
    expect(two.cost).toEqual({ seconds: 12, moved: { squares: 2, metresPerSecond: 0, straightMetres: 2 } });
    expect(two.allowed).toBe(false);
    const run = sixSecondsBoard.moveCost(moveCtx(index, "p", token("p", 1, 0), { stats: mule.system.stats, mode: "run" }));
    expect(run.allowed).toBe(false);
  });
});
