/**
 * Issue 25 (audit P13), through the Foundry double: an injury's "all rolls are at -1d" is on its item (the card's
 * injury roll creates it: `dicePenalty`); the creature's attacks and sheet pools, built from its prepared data as the
 * sheet builds them, roll that many dice fewer until the item is deleted (the wound healed).
 */
import { describe, expect, it } from "vitest";
import { diceFor } from "../../../module/dice/requests";
import type { TacticaAttackRequest } from "../../../module/rulesets/tactica/attack";
import { rollAttack } from "../../../module/rulesets/tactica/attack-dialog";
import { rollPool } from "../../../module/rulesets/tactica/sheet";
import type { RollRequest } from "../../../module/rulesets/registry";
import { actionContext, tacticaOptions } from "../action-context";
import { blankSystem, doubleWorld, uuid, type DoubleWorld } from "../exchange/double-world";

const GOBLIN = uuid("goblin");
const puncture = { name: "Chest: Puncture", type: "injury", system: { ruleset: "tactica", location: "chest", effect: "Punctured lung: all rolls −1d", dicePenalty: -1 } };

const count = (req: RollRequest) => diceFor(req).reduce((n, g) => n + g.count, 0);

/** The goblin's sheet attack with 4 attack dice and its pool of 3, from what the goblin is now. */
async function rolls(w: DoubleWorld): Promise<{ attack: number; pool: number }> {
  const g = w.actor(GOBLIN)!;
  const ctx = actionContext(g.system, { derived: g.derived, ask: (async () => tacticaOptions({ count: "4", attackMode: "melee", hit: "physical", position: "unknown", flyerSpeed: "0" })) as never });
  const attack = (await rollAttack(ctx as never, { name: "Goblin sword", system: { tactica: { weightClass: "medium" } } }))!() as TacticaAttackRequest;
  const pool = (await rollPool({ ...ctx, ask: (async () => tacticaOptions({ count: "3" })) as never } as never))!;
  return { attack: count(attack), pool: count(pool as RollRequest) };
}

describe("tactica: an injury's penalty on every roll", () => {
  it('"Lose an extra Physical Rank and all rolls are at -1d": a punctured goblin attacks with 3 of its 4 dice and pools 2 of 3, until the wound is gone', async () => {
    const s = blankSystem();
    s.tactica.attack = 4;
    const w = await doubleWorld({ [GOBLIN]: { name: "Goblin", system: s, statuses: [], items: [puncture] } }, {}, "tactica");
    expect(await rolls(w)).toEqual({ attack: 3, pool: 2 });
    const goblin = fromUuidSync(GOBLIN) as Actor.Implementation;
    await goblin.deleteEmbeddedDocuments("Item", [goblin.items.contents[0]!.id!]);
    expect(await rolls(w)).toEqual({ attack: 4, pool: 3 });
  });
});
