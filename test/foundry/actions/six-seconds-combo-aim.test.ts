/**
 * Issue 24 (re-audit C5): a combo's Attacks are ordinary attacks, so the weapon's aim counts for them too: "Aiming at
 * a target for 2 seconds … reduces the range penalty by 1", and the attack that uses it spends it, as a single attack
 * does. Through the Foundry double: Colonel Mauve a FrayActor whose crossbow, technique and combo are embedded items
 * (the crossbow's aim is the weapon state the sheet's Aim writes); the registered adapter's Use combo prepared from
 * the items as the sheet hands them (id, type, system, state) and run as the sheet runs it (runAction: a Foundry Roll,
 * the cards posted, the write-back on the actor's items).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installTemplates } from "../../double/templates";
import { weaponStateOf, weaponStateUpdate } from "../../../module/data/item/weapon-state";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SixSecondsComboRequest } from "../../../module/rulesets/six-seconds/combo-actions";
import type { SheetAction, SheetActionContext } from "../../../module/rulesets/adapter";
import { actionContext } from "../action-context";
import { goblin, mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Rec = Record<string, unknown>;
type Item = { id: string; type: string; name: string; flags: { fray?: unknown }; system: { toObject(b: boolean): Rec } };
type Doc = InstanceType<Fray["FrayActor"]> & { items: { contents: Item[] } };

const combo = () => adapterFor("six-seconds").sheet.actions!["useCombo"] as SheetAction<SixSecondsComboRequest, SixSecondsTypes>;

async function world(aimAt: "goblin" | "other") {
  const h = fresh();
  installTemplates();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = mauve();
  s.sixSeconds.comboLimit = 3;
  s.sixSeconds.skills.push({ name: "Ranged Skill", ability: "dexterity", rank: 2 });
  const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: s } as never)) as unknown as Doc;
  const gob = (await fray.FrayActor.create({ name: "Goblin Mook", type: "npc", system: goblin() } as never)) as unknown as Doc;
  const attack = { name: "Attack", rating: 1 };
  await doc.createEmbeddedDocuments("Item", [
    { name: "Crossbow", type: "weapon", system: { ruleset: "six-seconds", sixSeconds: { damageDie: "d8", rangeIncrement: 15, reload: false } } },
    { name: "Weapon Skill: Extra Attack", type: "technique", system: { ruleset: "six-seconds" } },
    { name: "Double Shot", type: "combo", system: { ruleset: "six-seconds", components: [attack, attack] } },
  ] as never);
  const bow = doc.items.contents.find((i) => i.type === "weapon")!;
  await (bow as unknown as { update(d: Rec): Promise<unknown> }).update(weaponStateUpdate({ aimedAt: aimAt === "goblin" ? gob.uuid : "Actor.someoneElse00000" }));
  // The items as the sheet hands them to its actions (#actionItems: plain system data, fray flags, weapon state).
  const items: SheetActionContext["items"] = doc.items.contents.map((i) => ({ id: i.id!, type: i.type, name: i.name, system: i.system.toObject(false) as never, state: weaponStateOf(i.flags.fray), flags: { ...((i.flags.fray as Rec) ?? {}) } }));
  const target = { ...gob.asAttackTarget(), uuid: gob.uuid };
  const comboId = doc.items.contents.find((i) => i.type === "combo")!.id!;
  const ctx = actionContext<SixSecondsTypes>(doc.system.stats, {
    name: doc.name,
    data: { itemId: comboId },
    items,
    targets: () => [target],
    firstTarget: () => target,
    askFields: async () => ({ weapon: bow.id!, "target-0": gob.uuid, "target-1": gob.uuid, "metres-0": "30" }),
  });
  return { h, doc, bow: () => doc.items.contents.find((i) => i.type === "weapon")!, ctx };
}

const aimCodes = (req: SixSecondsComboRequest) => req.attacks.map((a) => (a.attack.input.attacker.modifiers ?? []).some((m) => m.code === "aim"));

describe("six-seconds: a combo's Attacks with the weapon's aim", () => {
  it("the crossbow aimed at the goblin: both Attacks at it get the aim (30 m, a 15 m increment), and the combo spends it", async () => {
    const { h, doc, bow, ctx } = await world("goblin");
    const req = (await combo().prepare(ctx))!;
    expect(aimCodes(req)).toEqual([true, true]);
    const { runAction } = await import("../../../module/dice/action");
    h.dice.queue.push(4, 5, 4, 3);
    await runAction(doc as never, combo() as never, req);
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBeNull();
  });

  it("aimed at someone else: no aim, and the aim is kept", async () => {
    const { h, doc, bow, ctx } = await world("other");
    const req = (await combo().prepare(ctx))!;
    expect(aimCodes(req)).toEqual([false, false]);
    const { runAction } = await import("../../../module/dice/action");
    h.dice.queue.push(4, 5, 4, 3);
    await runAction(doc as never, combo() as never, req);
    expect(weaponStateOf(bow().flags.fray).aimedAt).toBe("Actor.someoneElse00000");
  });
});
