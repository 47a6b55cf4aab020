/**
 * Issue 24 (audit S3, C1, F2): rules the sheet's actions now apply. Each action runs from a FrayActor's stored data on
 * the Foundry double (its dialog answered as the form posts it), and its write-back goes through the document.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { resolveAction } from "../../../module/dice/action-resolve";
import { writeBack } from "../../../module/dice/write-back";
import type { SheetAction, SheetActionContext } from "../../../module/rulesets/adapter";
import { scaleFromSizeAction } from "../../../module/rulesets/six-seconds/scale-actions";
import { useComboAction } from "../../../module/rulesets/six-seconds/combo-actions";
import { fallAction } from "../../../module/rulesets/six-seconds/falling-actions";
import { frayOnDouble, type Fray } from "../../double/fray-world";
import { actionContext } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { comboTarget, GOB, mauveCombo } from "./six-seconds-combo-fixture";

let fray: Fray;
let fresh: () => unknown;
beforeAll(async () => {
  ({ fray, fresh } = await frayOnDouble());
});

type ActorDoc = InstanceType<Fray["FrayActor"]>;

async function actor(patch: Record<string, unknown> = {}): Promise<ActorDoc> {
  fresh();
  await game.settings.set("fray", "ruleset", "six-seconds" as never);
  const a = (await fray.FrayActor.create({ name: "Jack", type: "character" } as never)) as ActorDoc;
  if (Object.keys(patch).length) await a.update(patch as never);
  return a;
}

async function run<Q>(a: ActorDoc, action: SheetAction<Q>, fields: Record<string, string>, faces: number[], over: Partial<SheetActionContext<SixSecondsTypes>> = {}) {
  const stats = a.system.stats;
  const req = await action.prepare(actionContext<SixSecondsTypes>(stats, { name: a.name, statuses: [...a.statuses], derived: a.system.derived, askFields: async () => fields, ...over }));
  const out = resolveAction(action, req!, faces);
  await writeBack(a as never, out);
  return out;
}

describe("six-seconds sheet rules", () => {
  it("“if a creature's dimensions are between 1m across and 2m across … it is a scale 0 creature” (round down): Scale from size writes the scale", async () => {
    const ogre = await actor();
    await run(ogre, scaleFromSizeAction, { cm: "250" }, []);
    expect(ogre.system.stats.sixSeconds.scale).toBe(1);
    // Base Toughness 6 + 3 × 1.
    expect(ogre.system.derived.sixSeconds.toughness.scalePart).toBe(9);
    const cat = await actor();
    await run(cat, scaleFromSizeAction, { cm: "60" }, []);
    expect(cat.system.stats.sixSeconds.scale).toBe(-1);
    const man = await actor();
    await run(man, scaleFromSizeAction, { cm: "180" }, []);
    expect(man.system.stats.sixSeconds.scale).toBe(0);
  });

  it("“The number of attack combos a character knows is determined by their Combat Expertise skill”: a second combo beyond the one everyone starts with is refused until the sheet's Combos known allows it", async () => {
    const { s, items } = mauveCombo();
    const second = { ...items[2]!, id: "second", name: "Second Cut" };
    const a = await actor({ "system.sixSeconds": s.sixSeconds });
    const ctx = (known: number) =>
      actionContext<SixSecondsTypes>({ ...a.system.stats, sixSeconds: { ...a.system.stats.sixSeconds, combosKnown: known } }, {
        name: a.name, derived: a.system.derived, items: [...items, second], data: { itemId: "triple" },
        targets: () => [comboTarget(GOB, "Goblin Mook")], askFields: async () => null,
      });
    await expect(useComboAction.prepare(ctx(0))).rejects.toThrow("FRAY.Combo.TooManyCombos");
    await a.update({ "system.sixSeconds.combosKnown": 2 } as never);
    expect(a.system.stats.sixSeconds.combosKnown).toBe(2);
    // Allowed: the dialog is asked (and closed here).
    await expect(useComboAction.prepare(ctx(a.system.stats.sixSeconds.combosKnown))).resolves.toBeNull();
  });

  it("“Make a Reflex check (DC 4) to try to catch a ledge or branch (if one is present) on your way down”: caught, no damage; missed, the fall's damage", async () => {
    const climber = await actor({ "system.sixSeconds.abilities.endurance": 3 });
    // Reflex 3 + 0 < 4 misses the ledge; 20 m onto hard ground: 1d6 5 + 4 = 9 ≥ Toughness 9: dying.
    const missed = await run(climber, fallAction, { metres: "20", surface: "hard", ledge: "yes", tuck: "0" }, [3, 5]);
    expect(missed.card.details).toContainEqual({ label: "FRAY.Action.SixSeconds.Fall.Ledge", value: "3 / DC 4: ✗" });
    expect(climber.statuses.has("six-seconds.dying")).toBe(true);
    const lucky = await actor({ "system.sixSeconds.abilities.endurance": 3 });
    const caught = await run(lucky, fallAction, { metres: "20", surface: "hard", ledge: "yes", tuck: "0" }, [4, 5]);
    expect(caught.card.outcome.key).toBe("FRAY.Action.SixSeconds.Fall.Caught");
    expect(lucky.system.stats.sixSeconds.wounds).toBe(0);
  });

  it("“If you have the Acrobatics: Tuck and Roll technique, you can make a check to reduce damage”: the technique's reduction (not printed in this chapter) is the GM's field", async () => {
    const tumbler = await actor({ "system.sixSeconds.abilities.endurance": 3 });
    // 5 + 4 − 3 = 6: a wound, not dying.
    const out = await run(tumbler, fallAction, { metres: "20", surface: "hard", ledge: "no", tuck: "3" }, [5]);
    expect(out.card.total).toBe(6);
    expect(tumbler.system.stats.sixSeconds.wounds).toBe(1);
    expect(tumbler.statuses.has("six-seconds.dying")).toBe(false);
  });
});
