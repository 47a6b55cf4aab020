/**
 * frozen-lands: "If any condition goes over level 3, the character is broken and suffers a critical injury", through
 * the Foundry double, whatever roll pushed it over: the roll's write-back counts the injury on the sheet, and the GM's
 * sheet button draws it from the GM's own world table (the text prints no rows) and creates the injury item.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../double/fray-world";
import type { DoubleHandle } from "../double/index";
import { installTemplates } from "../double/templates";
import type { AppliedRecord } from "../../module/chat/exchange/card";
import { frozenLandsSkill } from "../../module/rulesets/frozen-lands/from-actor";
import { adapterFor } from "../../module/rulesets/registry";
import { actionContext } from "./action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
let rollAndPost: typeof import("../../module/dice/roll").rollAndPost;
let runAction: typeof import("../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ rollAndPost } = await import("../../module/dice/roll"));
  ({ runAction } = await import("../../module/dice/action"));
});

type AnyActor = InstanceType<Fray["FrayActor"]>;
const TEXT = "If any condition goes over level 3, the character is broken and suffers a critical injury";

/** A hero at Exhaustion 3 with 4 Stress dice (Stress 6 over Soul 2), Melee (Body) rank 1. */
async function exhausted(): Promise<AnyActor> {
  await game.settings.set("fray", "ruleset", "frozen-lands" as never);
  return (await fray.FrayActor.create({
    name: "Hero",
    type: "character",
    system: { frozenLands: { stress: 6, attributes: { soul: 2 }, conditions: { exhaustion: 3 }, skills: [{ name: "Melee", attribute: "body", rank: 1 }] } },
  } as never)) as unknown as AnyActor;
}

describe("frozen-lands: a condition over level 3 asks for a critical injury", () => {
  it(`"${TEXT}": a skill roll whose 4 Stress dice all fail breaks the hero and counts the injury on the sheet; the GM's button draws it once`, async () => {
    const h = fresh();
    installTemplates();
    const hero = await exhausted();
    // The pool's die, then 4 Stress dice all failures: 4 critical failures exceed Exhaustion 3.
    h.dice.queue.push(6, 1, 2, 3, 4);
    await rollAndPost(hero as never, frozenLandsSkill(hero.system.stats, 0), []);
    expect(hero.system.stats.frozenLands).toMatchObject({ broken: true, injuriesDue: 1 });

    // The GM fills the world table with a row of their own, then presses the sheet's Roll critical injuries.
    const action = adapterFor("frozen-lands").sheet.actions!["criticalInjury"]!;
    const ctx = () => actionContext(hero.system.stats, { name: "Hero", uuid: hero.uuid });
    // No table yet: one is made empty for the GM to fill, nothing is drawn, the injury stays due.
    expect(await action.prepare(ctx())).toBeNull();
    expect(hero.system.stats.frozenLands.injuriesDue).toBe(1);
    await game.tables!.getName("Critical Injuries")!.createEmbeddedDocuments("TableResult", [{ name: "Torn muscle", description: "<p>The GM's row.</p>", range: [1, 6] }] as never);
    h.dice.queue.push(3);
    const req = await action.prepare(ctx());
    await runAction(hero as never, action as never, req);
    expect(hero.items.contents.map((i) => [i.name, i.type])).toEqual([["Torn muscle", "injury"]]);
    expect(hero.system.stats.frozenLands.injuriesDue).toBe(0);
    // Nothing left to roll.
    await expect(action.prepare(ctx())).rejects.toThrow(/no critical injury to roll/);
  });

  it("the attacker row's break is counted on the sheet the same way, so the result card offers no second roll for it", () => {
    fresh();
    const record: AppliedRecord = { key: "msg#self", targetUuid: "Actor.x", by: "gm", at: 0, damage: 0, summary: { key: "x", data: {} }, changes: [{ path: "system.frozenLands.broken", before: false, after: true }, { path: "system.frozenLands.injuriesDue", before: 0, after: 1 }], statuses: [], undone: null };
    expect(adapterFor("frozen-lands").resultActions!.offers(record)).toEqual([]);
  });
});
