/**
 * Issue 24 (audit PO1): a failed poison check writes the symptoms its entry states plainly. Jack is a FrayActor on
 * the Foundry double holding the pack's Spider Venom (created through the pipeline): "Staggered 1 round. Three fails
 * in a row results in full-body paralysis for 1 hour." His sheet's *Poison or disease check* is prepared from his
 * stored data and items, rolled, and written back through the document (statuses and the item's affliction flag).
 * A paralysed character is Helpless ("He may be unconscious, have a Broken morale, or be paralyzed").
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ACTOR_SYSTEM } from "../../../module/data/actor/schema";
import { initialOf } from "../../../module/data/shared/spec";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { poisonCheckAction } from "../../../module/rulesets/six-seconds/poison-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type ItemDoc = { id: string; name: string; type: string; system: Record<string, unknown>; flags: Record<string, Record<string, unknown>> };
type Doc = { uuid: string; name: string; statuses: Set<string>; system: { stats: ReturnType<typeof initialOf<typeof ACTOR_SYSTEM>> }; items: { contents: ItemDoc[] }; createEmbeddedDocuments(t: string, d: unknown[]): Promise<ItemDoc[]> };

/** Jack's sheet: the venom check with `face`, written back. */
async function check(jack: Doc, venom: string) {
  const now = fromUuidSync(jack.uuid) as unknown as Doc;
  const items = now.items.contents.map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system, flags: i.flags["fray"] ?? {} }));
  return async (face: number) => {
    const req = await poisonCheckAction.prepare(actionContext<SixSecondsTypes>(now.system.stats, { name: now.name, statuses: [...now.statuses], items: items as never, askFields: async () => ({ poison: venom, doses: "1", extraDc: "0" }) }));
    await writeBack(now as never, resolveAction(poisonCheckAction, req!, [face]));
    return fromUuidSync(jack.uuid) as unknown as Doc;
  };
}

describe("six-seconds: a failed poison check's symptoms", () => {
  it("Spider Venom: a failure Staggers; the third failure in a row paralyses: Helpless", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const jack = (await fray.FrayActor.create({ name: "Jack", type: "character", system: initialOf(ACTOR_SYSTEM) } as never)) as unknown as Doc;
    const doc = parse(readFileSync("packs/_source/poisons/six-seconds/spider-venom.yml", "utf8")) as { name: string; system: unknown };
    const [venom] = await jack.createEmbeddedDocuments("Item", [{ name: doc.name, type: "poison", system: doc.system }]);
    let after = await (await check(jack, venom!.id))(1);
    expect(after.statuses.has("six-seconds.staggered")).toBe(true);
    expect(after.statuses.has("six-seconds.helpless")).toBe(false);
    after = await (await check(jack, venom!.id))(1);
    after = await (await check(jack, venom!.id))(1);
    expect(after.statuses.has("six-seconds.helpless")).toBe(true);
  });
});
