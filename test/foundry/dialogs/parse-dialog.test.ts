/**
 * Issue 22's leftover: each ruleset reads its own roll dialog (the adapter's parseDialog) into its typed options;
 * core's RollOptions is the reason plus that opaque part. A bad value is refused with a coded error naming the field
 * (its lang key), and an untouched form reads as the defaults.
 */
import { describe, expect, it } from "vitest";
import { RulesError } from "../../../module/engine/errors";
import { parseRollOptions } from "../../../module/applications/dialogs/roll-dialog";
import { ADAPTERS, RULESETS } from "../../../module/rulesets/registry";
import { factionsOptions, frozenLandsOptions, sixSecondsOptions, tacticaOptions } from "../action-context";

function refusal(f: () => unknown): RulesError {
  try {
    f();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error("not refused");
}

describe("each adapter reads its own roll dialog", () => {
  it("every ruleset has a parseDialog, and core's answer is the reason plus the ruleset's part", () => {
    for (const id of RULESETS) {
      expect(typeof ADAPTERS[id].parseDialog, id).toBe("function");
      const o = parseRollOptions(id, { reason: " Flanking " });
      expect(Object.keys(o).sort(), id).toEqual(["dialog", "reason"]);
      expect(o.reason).toBe("Flanking");
    }
  });

  it("six-seconds: split, Target modifier, defence, area and the situation, typed", () => {
    const d = sixSecondsOptions({ split: "+1/-1", targetMod: "2", defence: "parry", area: "line", cover: "light", flanked: "on", metres: "12" }).dialog;
    expect(d.splits).toEqual([{ attack: 1, defence: -1, reason: "situational", code: "situational" }]);
    expect(d.targetModifiers).toEqual([{ value: 2, reason: "situational", code: "situational" }]);
    expect(d).toMatchObject({ defence: "parry", area: "line", metres: 12, situation: { cover: "light", flanked: true } });
    expect(refusal(() => sixSecondsOptions({ targetMod: "lots" }))).toMatchObject({ code: "dialog-number", data: { fieldKey: "FRAY.Dialog.TargetModifier" } });
    expect(refusal(() => sixSecondsOptions({ defence: "duck" }))).toMatchObject({ code: "dialog-choice", data: { fieldKey: "FRAY.Dialog.Defence" } });
  });

  it("frozen-lands: bonus dice, band, size and light; a band the select cannot give is refused", () => {
    const d = frozenLandsOptions({ dice: "2", band: "long", aimed: "on", targetSize: "-1", light: "dim" }).dialog;
    expect(d).toMatchObject({ dice: [{ dice: 2 }], band: "long", aimed: true, targetSize: -1, light: "dim", needed: 1 });
    expect(refusal(() => frozenLandsOptions({ band: "orbit" }))).toMatchObject({ code: "dialog-choice", data: { fieldKey: "FRAY.Dialog.Band" } });
    expect(refusal(() => frozenLandsOptions({ needed: "-1" }))).toMatchObject({ code: "dialog-number", data: { fieldKey: "FRAY.Dialog.Needed" } });
  });

  it("factions: distance and circumstances; a bad distance names its field", () => {
    const d = factionsOptions({ distance: "2", hidden: "on", protection: "barrier-peeking", stunt: "disarm" }).dialog;
    expect(d).toMatchObject({ distance: 2, hidden: true, protection: "barrier", peeking: true, stunt: "disarm", dodge: false });
    expect(refusal(() => factionsOptions({ distance: "far" }))).toMatchObject({ code: "dialog-number", data: { fieldKey: "FRAY.Dialog.Distance" } });
  });

  it("tactica: dice, SL, the target's armour, the hit and the attack's mode; never a Parry (the defender declares it on the card)", () => {
    const d = tacticaOptions({ count: "5", dice: "-1", sl: "1", parryDice: "2", armour: "3", hit: "magic", attackMode: "missile", position: "InContact", flyerSpeed: "2" }).dialog;
    expect(d).toMatchObject({ count: 5, dice: [{ dice: -1 }], sl: [{ value: 1 }], armour: 3, hit: { track: "physical", magic: true }, attack: { mode: "missile", position: "InContact", flyerSpeed: 2 } });
    expect(d).not.toHaveProperty("parryDice");
    expect(refusal(() => tacticaOptions({ armour: "99" }))).toMatchObject({ code: "dialog-number", data: { fieldKey: "FRAY.Dialog.Armour" } });
    expect(refusal(() => tacticaOptions({ hit: "spirit" }))).toMatchObject({ code: "tactica.hit-kind" });
  });
});
