/**
 * Issue 25 (the index's "Rolls of a characteristic or skill" row), through the Foundry double: each characteristic
 * on the sheet has its roll ("its BODY dice (4+level)"), whose dialog opens on the sheet's 4 + level dice instead of
 * the player typing them; the roll, posted as the sheet posts it, shows those dice and its successes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { DICE } from "../../double/dice";
import { installTemplates } from "../../double/templates";
import { tactica } from "../../../module/rulesets/tactica";
import type { TacticaTypes } from "../../../module/rulesets/tactica/types";
import type { CardData } from "../../../module/dice/card";
import { actionContext, tacticaOptions } from "../action-context";
import { blankSystem, doubleWorld, uuid } from "../exchange/double-world";

let rollAndPost: typeof import("../../../module/dice/roll").rollAndPost;
beforeAll(async () => {
  // Fray's documents are imported after the double is installed.
  await frayOnDouble();
  ({ rollAndPost } = await import("../../../module/dice/roll"));
});

const HERO = uuid("hero");
type Doc = InstanceType<Fray["FrayActor"]>;

describe("tactica: a characteristic's roll from the sheet", () => {
  it('"its BODY dice (4+level)": DEX 2 opens on 6 dice, MIND −1 on 3; the posted card rolls them', async () => {
    const world = await doubleWorld({ [HERO]: { name: "Hero", system: blankSystem(), statuses: [] } }, {}, "tactica");
    await world.update(HERO, { "system.tactica.dex": 2, "system.tactica.mind": -1 });
    installTemplates();
    const hero = fromUuidSync(HERO) as unknown as Doc;
    const opened: Record<string, unknown>[] = [];
    // The dialog submitted as it opens.
    const ask = async (data: Record<string, unknown>) => (opened.push(data), tacticaOptions({ count: String(data["count"]), dice: "0", sl: "0" }));
    const ctx = actionContext<TacticaTypes>(hero.system.stats, { ask: ask as never });
    const dex = await tactica.sheet.rollSave!(ctx, "dex");
    expect(opened[0]).toMatchObject({ count: 6 });
    DICE.queue.length = 0;
    DICE.queue.push(5, 2, 2, 2, 6, 1);
    await rollAndPost(hero as never, dex!, []);
    const card = game.messages.contents.at(-1)!.getFlag("fray", "card") as CardData;
    expect(card.dice).toHaveLength(6);
    expect(card.total).toBe(2);
    await tactica.sheet.rollSave!(ctx, "mind");
    expect(opened[1]).toMatchObject({ count: 3 });
  });

  it("an unknown characteristic is refused by name", async () => {
    await expect(tactica.sheet.rollSave!(actionContext<TacticaTypes>(blankSystem(), { ask: (async () => null) as never }), "luck")).rejects.toThrow(/luck/);
  });
});
