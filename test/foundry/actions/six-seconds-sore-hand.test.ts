/**
 * The Called Shots row, the hand at its Minimum Toughness column: "Fort check (DC=Damage) or drop held item, -1 to
 * attacks made with this hand". Through the Foundry double: a FrayActor hit by a called shot to the hand through its
 * own takeDamage (the card's Apply: the adapter counts the hand on the sheet), then the sheet's weapon button (the
 * registered adapter's rollItem, with the actor's derived free hands from its equipped items) asks "With the hurt
 * hand?" (askFields), starting at yes when the weapons held need the hurt hand, and its answer's −1 is on the attack.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import type { SixSecondsAttackRequest } from "../../../module/rulesets/six-seconds/attack";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { actionContext, sixSecondsOptions } from "../action-context";
import { armingSword, mauve } from "../six-seconds-examples";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = InstanceType<Fray["FrayActor"]>;

/** Colonel Mauve, hit by a called shot to the hand at its Minimum column, holding `weapons` equipped swords. */
async function soreMauve(weapons: number): Promise<Doc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve() } as never)) as unknown as Doc;
  const sword = { name: armingSword.name, type: "weapon", system: { ruleset: "six-seconds", equipped: true, sixSeconds: armingSword.block } };
  if (weapons > 0) await doc.createEmbeddedDocuments("Item", Array.from({ length: weapons }, () => sword) as never);
  const t = doc.system.derived.sixSeconds.toughness.toughness;
  // The hand's Toughness adjustment is −2: damage of Toughness − 5 meets its Minimum column (Toughness − 8), not its Toughness (− 2).
  await doc.takeDamage(t - 5, { ruleset: "six-seconds", hit: { calledShot: "hand" } } as never);
  return doc;
}

/** The weapon button, the hurt-hand question answered `answer` (null: as it starts); what it started at is kept. */
async function swing(doc: Doc, answer: "yes" | "no" | null) {
  const asked: string[] = [];
  const ctx = actionContext<SixSecondsTypes>(doc.system.stats, {
    derived: doc.system.derived,
    statuses: [...doc.statuses],
    askFields: async (d: ActionDialog) => {
      const start = String(d.fields[0]!.value);
      asked.push(start);
      return { sore: answer ?? start };
    },
    ask: async () => sixSecondsOptions({}),
  });
  const build = await adapterFor("six-seconds").sheet.rollItem!(ctx as never, { name: armingSword.name, system: { sixSeconds: armingSword.block as Record<string, unknown> } });
  const req = build!() as SixSecondsAttackRequest;
  return { asked, hurtHand: (req.input.attacker.modifiers ?? []).filter((m) => m.code === "hurt-hand") };
}

describe("six-seconds: a hand hit at its Minimum column (“-1 to attacks made with this hand”)", () => {
  it("the hit, applied, counts the hand; a swing with it (answered yes) is −1 to the attack and the defence DC; answered no, nothing", async () => {
    const doc = await soreMauve(1);
    expect(doc.system.stats.sixSeconds.hurt.sore).toBe(1);
    expect(doc.system.stats.sixSeconds.hurt.hands).toBe(0);
    expect((await swing(doc, "yes")).hurtHand).toEqual([expect.objectContaining({ attack: -1, defence: -1 })]);
    expect((await swing(doc, "no")).hurtHand).toEqual([]);
  });

  it("the question starts at no with one sword (the other hand is free to hold it), at yes with two (one is in the hurt hand)", async () => {
    expect((await swing(await soreMauve(1), null)).asked).toEqual(["no"]);
    const two = await swing(await soreMauve(2), null);
    expect(two.asked).toEqual(["yes"]);
    expect(two.hurtHand).toHaveLength(1);
  });

  it("a combo's Attacks are made with its one weapon: Use combo asks once, and a yes puts the −1 on every Attack", async () => {
    const doc = await soreMauve(2);
    const { useComboAction } = await import("../../../module/rulesets/six-seconds/combo-actions");
    const { comboTarget, GOB, mauveCombo } = await import("./six-seconds-combo-fixture");
    const { items } = mauveCombo();
    const stats = doc.system.stats;
    stats.sixSeconds.comboLimit = 3;
    let started: unknown = null;
    const ctx = actionContext<SixSecondsTypes>(stats, {
      name: "Colonel Mauve",
      derived: doc.system.derived,
      data: { itemId: "triple" },
      items,
      targets: () => [comboTarget(GOB, "Goblin Mook")],
      askFields: async (d: ActionDialog) => {
        started = d.fields.find((f) => f.name === "sore")?.value ?? null;
        return { weapon: "sword", "target-0": GOB, "target-1": GOB, "target-2": GOB, sore: "yes" };
      },
    });
    const req = (await useComboAction.prepare(ctx))!;
    expect(started).toBe("yes");
    expect(req.attacks.map((a) => (a.attack.input.attacker.modifiers ?? []).filter((m) => m.code === "hurt-hand").length)).toEqual([1, 1, 1]);
  });

  it("no hand hit: nothing is asked", async () => {
    fresh();
    await game.settings.set("fray", "ruleset", "six-seconds" as never);
    const doc = (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: mauve() } as never)) as unknown as Doc;
    expect(await swing(doc, "yes")).toEqual({ asked: [], hurtHand: [] });
  });
});
