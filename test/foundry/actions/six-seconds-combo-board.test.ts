/**
 * Issue 24 (audit C5, SM2): a combo's per-target metres and flanked come from the board, as the weapon attack's do.
 * The sheet's *Use combo* asks the sheet context's board prefill for each target (the actor sheet answers it from
 * the tokens through the board rules' attackPrefill); the dialog starts from those answers and stays editable.
 */
import { describe, expect, it } from "vitest";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { useComboAction } from "../../../module/rulesets/six-seconds/combo-actions";
import { actionContext } from "../action-context";
import type { SixSecondsTypes } from "../../../module/rulesets/six-seconds/types";
import { comboTarget, GOB, GOB2, mauveCombo } from "./six-seconds-combo-fixture";

describe("six-seconds: a combo's targets placed from the board", () => {
  it("“A character is flanked when he has an enemy on two opposite adjacent squares”: each target's metres and flanked start as the board has them", async () => {
    const { s, items } = mauveCombo();
    let asked: ActionDialog | null = null;
    const prefill: Record<string, Record<string, unknown>> = { [GOB]: { metres: 1, flanked: true }, [GOB2]: { metres: 30, flanked: false } };
    const ctx = actionContext<SixSecondsTypes>(s, {
      name: "Colonel Mauve",
      items,
      data: { itemId: "triple" },
      targets: () => [comboTarget(GOB, "Goblin Mook"), comboTarget(GOB2, "Goblin Archer")],
      targetPrefill: (uuid) => prefill[uuid] ?? {},
      askFields: async (d) => ((asked = d), null),
    });
    await useComboAction.prepare(ctx);
    const value = (name: string) => asked!.fields.find((f) => f.name === name)?.value;
    expect([value("metres-0"), value("flanked-0"), value("metres-1"), value("flanked-1")]).toEqual([1, "yes", 30, "no"]);
  });
});
