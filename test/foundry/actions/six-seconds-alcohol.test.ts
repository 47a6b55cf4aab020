/**
 * Issue 24 (audit PO5), through the Foundry double: "Alcohol: … Even on a success, the DC for all further alcoholic
 * beverages drunk in the next hour increases by +1. This increase stacks with each additional drink." Jack's sheet
 * *Poison or disease check* on the Alcohol item (a per-drink syndrome, Fort DC 3) counts the drinks its item recorded
 * in the last hour of world time (game.time), and records this one, written back through Jack's FrayActor.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import { poisonCheckAction } from "../../../module/rulesets/six-seconds/poison-actions";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { actionContext } from "../action-context";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = InstanceType<Fray["FrayActor"]>;

/** One drink: the check's DC, rolled with a 6 (a success) and written back. */
async function drink(jack: Doc): Promise<number> {
  const items = jack.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system as never, flags: (i.flags as { fray?: Record<string, unknown> }).fray ?? {} }));
  const ctx = actionContext<SixSecondsTypes>(jack.system.stats, { name: jack.name, items, askFields: async () => ({ poison: items[0]!.id, doses: "1", extraDc: "0", sourceScale: "0", metres: "0" }) });
  const out = resolveAction(poisonCheckAction, (await poisonCheckAction.prepare(ctx))!, [6]);
  await writeBack(jack as never, out);
  return out.card.target as number;
}

describe("six-seconds: each drink in the hour raises the next one's DC (PO5)", () => {
  it("DC 3, then 4 ten minutes later, 5 the next; an hour after the second drink only the third still counts", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const jack = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as unknown as Doc;
    const alcohol = parse(readFileSync("packs/_source/poisons/six-seconds/alcohol.yml", "utf8")) as Record<string, unknown>;
    await jack.createEmbeddedDocuments("Item", [{ name: alcohol["name"], type: "poison", system: alcohol["system"] }] as never);
    expect(await drink(jack)).toBe(3);
    await game.time.advance(600);
    expect(await drink(jack)).toBe(4);
    await game.time.advance(600);
    expect(await drink(jack)).toBe(5);
    // 3600 s after the second drink: the first two are more than an hour old.
    await game.time.advance(3000);
    expect(await drink(jack)).toBe(4);
  });
});
