/**
 * Issue 25 (audit P11), through the Foundry double: "Where a wound has the effect of "Burn an action dice", that effect
 * occurs immediately AND remains every round until the wound effect is removed." The sheet's *Heal an injury* picks
 * one of the actor's injury items: the item is deleted and the wound's burnt dice come off *Burnt action dice*, which
 * the tracker burns at every roll; another wound's burnt dice stay.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { actionContext } from "../action-context";
import { INJURY_EFFECT_TABLE } from "../../../module/engine/rulesets/tactica/injuries/effects";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SheetActionItem } from "../../../module/rulesets/adapter";
import type { ActorSystem } from "../../../module/data/actor/schema";

let fray: Fray;
let fresh: () => DoubleHandle;
let runAction: typeof import("../../../module/dice/action").runAction;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
  ({ runAction } = await import("../../../module/dice/action"));
});

type Doc = Actor.Implementation & { system: { stats: ActorSystem } };
const wound = (location: string, effect: keyof typeof INJURY_EFFECT_TABLE) => ({ name: `${location}: ${effect}`, type: "injury", system: { ruleset: "tactica", location, effect: INJURY_EFFECT_TABLE[effect].text, dicePenalty: -INJURY_EFFECT_TABLE[effect].allRolls } });

async function roland(burnt: number, wounds: ReturnType<typeof wound>[]): Promise<Doc> {
  installTemplates();
  await game.settings.set("fray", "ruleset", "tactica" as never);
  const r = (await fray.FrayActor.create({ name: "Roland", type: "character", system: { tactica: { physical: { rank: 5 }, burntDice: burnt } } } as never)) as unknown as Doc;
  await r.createEmbeddedDocuments("Item", wounds as never);
  return r;
}

const itemsOf = (r: Doc) => r.items.contents.map((i) => ({ id: i.id!, name: i.name!, type: i.type, system: (i.system as unknown as { toObject(): Record<string, never> }).toObject() })) as SheetActionItem[];
const action = () => adapterFor("tactica").sheet.actions!["healInjury"]!;

describe("tactica: healing an injury", () => {
  it('"remains every round until the wound effect is removed": healing Roland\'s Sever (burn 2) leaves the Stun\'s 1 burnt die, and deletes the Sever', async () => {
    fresh();
    const r = await roland(3, [wound("arms", "sever"), wound("head", "stun")]);
    const sever = r.items.contents.find((i) => i.name === "arms: sever")!.id!;
    const req = await action().prepare(actionContext(r.system.stats, { name: "Roland", items: itemsOf(r), askFields: async () => ({ injury: sever }) }));
    await runAction(r, action(), req);
    const after = fromUuidSync(r.uuid) as Doc;
    expect(after.system.stats.tactica.burntDice).toBe(1);
    expect(after.items.contents.map((i) => i.name)).toEqual(["head: stun"]);
  });

  it("no injury, or an unknown pick, is refused naming it; nothing is written", async () => {
    fresh();
    const r = await roland(0, []);
    await expect(action().prepare(actionContext(r.system.stats, { name: "Roland", items: [], askFields: async () => ({ injury: "x" }) }))).rejects.toThrow(/Roland has no injury/);
    const w = await roland(1, [wound("head", "stun")]);
    await expect(action().prepare(actionContext(w.system.stats, { name: "Roland", items: itemsOf(w), askFields: async () => ({ injury: "nope" }) }))).rejects.toThrow(/injury/);
    expect((fromUuidSync(w.uuid) as Doc).system.stats.tactica.burntDice).toBe(1);
  });
});
