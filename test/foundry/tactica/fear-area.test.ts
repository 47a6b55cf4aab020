/**
 * Issue 25 (audit Q1, Q2, Q3, Q4, Q8), through the Foundry double's board: the sheet's *Fear test* reads the fear it
 * must test against from the board (the causes' sheets and the zones between their tokens and the tester's), rolls
 * the tester's SPIRIT, and records a pass so that no further rolls are due up to that fear; a failure clears it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boardOnDouble, scene, theCanvas, tokenFor, zoneRegion, type BoardWorld } from "../board/on-double";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { adapterFor } from "../../../module/rulesets/registry";

let w: BoardWorld;
let runAction: typeof import("../../../module/dice/action").runAction;
let othersOnBoard: typeof import("../../../module/canvas/board-others").othersOnBoard;
beforeAll(async () => {
  w = await boardOnDouble();
  ({ runAction } = await import("../../../module/dice/action"));
  ({ othersOnBoard } = await import("../../../module/canvas/board-others"));
});

type Doc = Actor.Implementation & { system: { stats: { tactica: { fearPassed: string; mental: { lost: number } } } } };
const now = (a: Doc) => fromUuidSync(a.uuid) as unknown as Doc;

/** Roland (SPIRIT 1) in the Hall; `causes` by zone column (0 Hall, 1 Yard next to it, 2 Gate beyond). */
async function hall(h: DoubleHandle, causes: { name: string; fear: string; zone: number }[]) {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const s = await scene({ grid: { type: 1, size: 100, distance: 1 } });
  await zoneRegion(s, "Hall", [0, 0, 1000, 1000]);
  await zoneRegion(s, "Yard", [1000, 0, 1000, 1000]);
  await zoneRegion(s, "Gate", [2000, 0, 1000, 1000]);
  theCanvas().view(s as never);
  const roland = (await w.fray.FrayActor.create({ name: "Roland", type: "character", system: { tactica: { mental: { rank: 4 }, spirit: 1 } } } as never)) as unknown as Doc;
  await tokenFor(s, roland.id!, 2, 2, { name: "Roland" });
  for (const c of causes) {
    const a = await w.fray.FrayActor.create({ name: c.name, type: "npc", system: { tactica: { fearPower: c.fear } } } as never);
    await tokenFor(s, a!.id!, c.zone * 10 + 5, 5, { name: c.name });
  }
  void h;
  return roland;
}

async function test(roland: Doc, form: Record<string, string> = { fear: "board", choice: "rank" }) {
  const action = adapterFor("tactica").sheet.actions!["fearTest"]!;
  const stats = now(roland).system.stats as never;
  const req = await action.prepare(actionContext(stats, { name: "Roland", askFields: async () => form, othersOnBoard: () => othersOnBoard(now(roland)) }));
  return { action, req };
}

describe("tactica: the fear test reads the board", () => {
  it('"Where multiple opponents have fear always use the single worst effect": a Dread troll in his zone and a Terror wraith next door ("the zone the creature is in plus all adjacent ones"): Roland tests against Terror, at -1d', async () => {
    const h = w.start();
    const roland = await hall(h, [{ name: "Troll", fear: "dread", zone: 0 }, { name: "Wraith", fear: "terror", zone: 1 }]);
    const { action, req } = await test(roland);
    expect((req as { level: string }).level).toBe("terror");
    // SPIRIT 1: 5 dice, −1d from Dread up.
    expect(action.dice(req)).toEqual([{ count: 4, sides: 6, purpose: "FRAY.Roll.Pool" }]);
    h.dice.queue.push(5, 1, 1, 1);
    await runAction(now(roland), action, req);
    expect(now(roland).system.stats.tactica.fearPassed).toBe("terror");
  });

  it('"Fear generally only affects the zone the cause is in": a Dread troll next door reaches nobody; one in the Gate, two zones off, neither', async () => {
    const h = w.start();
    const roland = await hall(h, [{ name: "Troll", fear: "dread", zone: 1 }, { name: "Ghost", fear: "fell", zone: 2 }]);
    await expect(test(roland)).rejects.toThrow(/no fear reaches Roland/);
  });

  it('"until they pass a Spirit test, after which they no longer need to make further rolls": passed against Dread, no roll is due; "you fail then you again become susceptible": a failed test (a Fear attack) clears it', async () => {
    const h = w.start();
    const roland = await hall(h, [{ name: "Troll", fear: "dread", zone: 0 }]);
    let t = await test(roland);
    h.dice.queue.push(1, 1, 1, 6);
    await runAction(now(roland), t.action, t.req);
    expect(now(roland).system.stats.tactica.fearPassed).toBe("dread");
    await expect(test(roland)).rejects.toThrow(/has passed a test against dread/);
    // A Fear attack (the level picked) is tested anyway; its failure costs a mental rank and clears the pass.
    t = await test(roland, { fear: "fearsome", choice: "rank" });
    h.dice.queue.push(1, 2, 3, 4, 4);
    await runAction(now(roland), t.action, t.req);
    expect(now(roland).system.stats.tactica.fearPassed).toBe("none");
    expect(now(roland).system.stats.tactica.mental.lost).toBe(1);
    t = await test(roland);
    expect((t.req as { level: string }).level).toBe("dread");
  });
});
