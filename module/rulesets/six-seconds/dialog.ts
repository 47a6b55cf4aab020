/**
 * The six-seconds roll dialog's fields (templates/dialogs/roll-six-seconds.hbs), typed: the adapter's parseDialog.
 * A check's Target; an attack's X/Y split, Target modifier, metres, aim, declared defence, area, the situational
 * selectors (situation.ts) and a single attack's substitute (checked against the actor's techniques when the
 * attack is built). Every bad value is a coded error naming its field.
 */
import type { Modifier, SplitModifier } from "../../engine/modifiers";
import { AREA_FORMS, type AreaForm } from "../../engine/rulesets/six-seconds/area-attack";
import { choiceField, dialogReason, fieldText, flagField, splitField, wholeField, type DialogForm } from "../contract/dialog";
import { parseSituationFields, type SixSecondsSituationFields } from "./situation";

export const DEFENCE_CHOICES = ["none", "block", "dodge", "parry"] as const;

export interface SixSecondsDialog {
  /** A check's Target (null: the caller's default). */
  target: number | null;
  /** The X of the X/Y split: what the roll gets. */
  modifiers: Modifier[];
  /** The X/Y split with both parts (X to hit, Y to the defence DC). */
  splits: SplitModifier[];
  /** Modifiers to the target's Target score. */
  targetModifiers: Modifier[];
  /** Metres to the target (null: not given, no range penalty). */
  metres: number | null;
  aimed: boolean;
  /** How the target defends (null: no defence roll declared). */
  defence: "block" | "dodge" | "parry" | null;
  /** An area to place on the board, whose catch becomes the targets (null: none). */
  area: AreaForm | null;
  situation: SixSecondsSituationFields;
  /** A single attack made as this complexity-1 component instead ("": a plain Attack). */
  singleAs: string;
}

export function parseSixSecondsDialog(form: DialogForm): SixSecondsDialog {
  const coded = dialogReason(form);
  const split = splitField(form, "split");
  const targetMod = wholeField(form, "targetMod", { label: "Target modifier", fieldKey: "FRAY.Dialog.TargetModifier" }, -20, 20);
  const defence = choiceField(form, "defence", "FRAY.Dialog.Defence", DEFENCE_CHOICES, "none");
  const area = choiceField(form, "area", "FRAY.Board.Area.Label", ["none", ...AREA_FORMS], "none");
  const situation: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (typeof v === "string") situation[k] = v;
  return {
    target: wholeField(form, "target", { label: "target", fieldKey: "FRAY.Dialog.Target" }, -20, 60),
    modifiers: split ? [{ value: split.attack, ...coded }] : [],
    splits: split ? [split] : [],
    targetModifiers: targetMod ? [{ value: targetMod, ...coded }] : [],
    metres: wholeField(form, "metres", { label: "metres to the target", fieldKey: "FRAY.Dialog.Metres" }, 0, 100000),
    aimed: flagField(form, "aimed"),
    defence: defence === "none" ? null : defence,
    area: area === "none" ? null : area,
    situation: parseSituationFields(situation),
    singleAs: fieldText(form, "singleAs"),
  };
}
