/**
 * Issue 24 (re-audit CS2): a combo's Attacks are made with a weapon, so the limbs a called shot hurt bar them as they
 * bar the weapon button. Arm: "Arm cannot be used to carry objects, weapons, shields, etc. until the wound is healed."
 * Hand: "Hand cannot be used to carry objects, weapons, shields, etc." Through the Foundry double: a FrayActor whose
 * *Hands hurt* / *Arms hurt* a called shot wrote (its own takeDamage, as the card's Apply does), then the registered
 * adapter's *Use combo* (the sheet's action, the dialog answered) from that document's stats.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { adapterFor } from "../../../module/rulesets/registry";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { actionContext } from "../action-context";
import { mauve } from "../six-seconds-examples";
import { comboTarget, GOB, mauveCombo } from "./six-seconds-combo-fixture";

let fray: Fray;
let fresh: () => DoubleHandle;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type Doc = InstanceType<Fray["FrayActor"]>;

async function mauveDoc(): Promise<Doc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const s = mauve();
  s.sixSeconds.comboLimit = 3;
  return (await fray.FrayActor.create({ name: "Colonel Mauve", type: "character", system: s } as never)) as unknown as Doc;
}

/** A called shot at the limb's Toughness column, applied through the actor's own pipeline. */
async function calledShot(doc: Doc, at: "arm" | "hand") {
  const t = doc.system.derived.sixSeconds.toughness.toughness;
  const column = { arm: 1, hand: 2 }[at]; // "Arm +1 −1", "Hand +3 −2": the Toughness column is Toughness − this
  await doc.takeDamage(t - column, { ruleset: "six-seconds", hit: { calledShot: at } } as never);
}

function useCombo(doc: Doc) {
  const { items } = mauveCombo();
  const ctx = actionContext<SixSecondsTypes>(doc.system.stats, {
    name: doc.name,
    statuses: [...doc.statuses],
    data: { itemId: "triple" },
    items,
    targets: () => [comboTarget(GOB, "Goblin Mook")],
    askFields: async () => ({ weapon: "sword", "target-0": GOB, "target-1": GOB, "target-2": GOB }),
  });
  return adapterFor("six-seconds").sheet.actions!["useCombo"]!.prepare(ctx as never);
}

describe("six-seconds: a combo with a weapon in hurt limbs", () => {
  it("“Hand cannot be used to carry … weapons”: both hands hurt by called shots, *Use combo* with the sword is refused naming the hand", async () => {
    const doc = await mauveDoc();
    await calledShot(doc, "hand");
    await expect(useCombo(doc)).resolves.toBeTruthy();
    await calledShot(doc, "hand");
    expect(doc.system.stats.sixSeconds.hurt.hands).toBe(2);
    await expect(useCombo(doc)).rejects.toMatchObject({ code: "hurt-limb-carry", data: { weapon: "Arming sword", limbKey: "FRAY.Action.SixSeconds.Unarmed.Limb.hand" } });
  });

  it("“Arm cannot be used to carry objects, weapons”: both arms hurt, refused naming the arm", async () => {
    const doc = await mauveDoc();
    await calledShot(doc, "arm");
    await calledShot(doc, "arm");
    await expect(useCombo(doc)).rejects.toMatchObject({ code: "hurt-limb-carry", data: { limbKey: "FRAY.Action.SixSeconds.Unarmed.Limb.arm" } });
  });
});
