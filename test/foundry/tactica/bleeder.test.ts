/**
 * Issue 25 (audit P9), through the Foundry double: the sheet's *Bleeding (start of the round)* rolls BODY once per
 * bleeding location among the actor's injury items and writes the Physical Ranks lost.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SheetActionItem } from "../../../module/rulesets/adapter";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

type Doc = Actor.Implementation & { system: { stats: { tactica: { physical: { lost: number } } } } };

const wound = (location: string, effect: string) => ({ name: `${location}: ${effect}`, type: "injury", system: { ruleset: "tactica", location, effect, dicePenalty: 0 } });

async function bleeding(h: DoubleHandle, injuries: ReturnType<typeof wound>[]) {
  void h;
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const roland = (await fray.FrayActor.create({ name: "Roland", type: "character", system: { tactica: { physical: { rank: 5 }, body: 1 } } } as never)) as unknown as Doc;
  await roland.createEmbeddedDocuments("Item", injuries as never);
  const items = roland.items.contents.map((i) => ({ id: i.id!, name: i.name!, type: i.type, system: (i.system as unknown as { toObject(): Record<string, never> }).toObject() })) as SheetActionItem[];
  const action = adapterFor("tactica").sheet.actions!["bleed"]!;
  const req = await action.prepare(actionContext((roland as unknown as { system: { stats: never } }).system.stats, { name: "Roland", items }));
  return { roland, action, req };
}

describe("tactica: a bleeder's roll at the start of each round", () => {
  const bleeder = INJURY_EFFECT_TABLE.bleeder.text;

  it('"The target must make a BODY roll at the start of each Round or suffer an extra Physical Rank loss": BODY 1 rolls 5 dice; a failure costs Roland a rank', async () => {
    const h = fresh();
    const { roland, action, req } = await bleeding(h, [wound("chest", bleeder)]);
    expect(action.dice(req)).toEqual([{ count: 5, sides: 6, purpose: "FRAY.Tactica.Area.chest" }]);
    h.dice.queue.push(1, 2, 3, 4, 4);
    await runAction(roland, action, req);
    expect((fromUuidSync(roland.uuid) as Doc).system.stats.tactica.physical.lost).toBe(1);
  });

  it('"Multiple bleeder results to different locations will accumulate, but another bleeder result to the same location will not"; the Neck\'s "-2d"', async () => {
    const h = fresh();
    const { roland, action, req } = await bleeding(h, [wound("chest", bleeder), wound("chest", bleeder), wound("neck", bleeder), wound("legs", INJURY_EFFECT_TABLE.fracture.text)]);
    // Chest 5 dice, Neck 5 − 2 = 3; the second Chest item and the Fracture roll nothing.
    expect(action.dice(req).map((g) => g.count)).toEqual([5, 3]);
    h.dice.queue.push(6, 1, 1, 1, 1, 1, 1, 1);
    await runAction(roland, action, req);
    expect((fromUuidSync(roland.uuid) as Doc).system.stats.tactica.physical.lost).toBe(1);
  });

  it("no bleeding wound: the sheet is told so, nothing is rolled", async () => {
    const h = fresh();
    await expect(bleeding(h, [wound("legs", INJURY_EFFECT_TABLE.fracture.text)])).rejects.toThrow(/no bleeding wound/);
  });
});
