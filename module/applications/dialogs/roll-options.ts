/**
 * Parse the roll dialog's fields into modifiers (pure, so tests cover it). Every rejected entry is named.
 *  - six-seconds: "X/Y" situational modifiers ("+1/0") with a reason, and the target.
 *  - frozen-lands: bonus/penalty dice, successes needed.
 *  - tactica: dice committed, extra dice, SL shift.
 */
import { RulesError } from "../../engine/errors";
import { parseSplit, type DiceModifier, type Modifier, type SplitModifier } from "../../engine/modifiers";
import { AREA_FORMS, checkRangeBand, type AreaForm, type RangeBand } from "../../rulesets/dialog-fields";

export interface RollOptions {
  /** Attack-side modifiers (six-seconds X of X/Y, or a plain modifier). */
  modifiers: Modifier[];
  dice: DiceModifier[];
  sl: Modifier[];
  target: number | null;
  count: number | null;
  needed: number;
  /** six-seconds attacks: the X/Y modifier with both parts (X to hit, Y to the defence DC). */
  splits: SplitModifier[];
  /** six-seconds attacks: modifiers to the target's Target score (cover …). */
  targetModifiers: Modifier[];
  /** frozen-lands attacks: range band to the target (null: the weapon's default) and an Aim action spent. */
  band: RangeBand | null;
  aimed: boolean;
  /** six-seconds attacks: how the target defends (null: no defence roll). */
  defence: "block" | "dodge" | "parry" | null;
  /** six-seconds attacks: an area to place on the board, whose catch becomes the targets (null: none). */
  area: AreaForm | null;
  /** six-seconds ranged attacks: metres to the target (null: not given, no range penalty). */
  metres: number | null;
  /** factions attacks: zones to the target (null: the same zone) and whether the target dodges. */
  distance: number | null;
  dodge: boolean;
  /** tactica attacks: the target's declared Parry dice and passive armour. */
  parryDice: number;
  armour: number;
  /**
   * Every field of the form as typed, so a ruleset's own dialog part (templates/dialogs/roll-<ruleset>.hbs) can add
   * fields that its adapter parses itself, without growing this shared shape.
   */
  raw: Readonly<Record<string, string>>;
}

/** The dialog's label of each number field, for the translated error (FRAY.Error.dialog-number). */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  "Target modifier": "FRAY.Dialog.TargetModifier",
  "metres to the target": "FRAY.Dialog.Metres",
  "zones to the target": "FRAY.Dialog.Distance",
  "Parry dice": "FRAY.Dialog.ParryDice",
  armour: "FRAY.Dialog.Armour",
  modifier: "FRAY.Error.Field.modifier",
  "bonus dice": "FRAY.Dialog.BonusDice",
  "SL shift": "FRAY.Dialog.SL",
  target: "FRAY.Dialog.Target",
  dice: "FRAY.Dialog.Count",
  "successes needed": "FRAY.Dialog.Needed",
};

/** parseSplit with a coded error (the dialog shows it translated). */
function parseSplitCoded(text: string, reason: string): SplitModifier {
  try {
    return parseSplit(text, reason);
  } catch (e) {
    throw new RulesError("bad-split", { value: text }, e instanceof Error ? e.message : String(e));
  }
}

function whole(raw: string, name: string, min: number, max: number): number {
  const n = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(n) || n < min || n > max) {
    throw new RulesError("dialog-number", { fieldKey: FIELD_KEYS[name] ?? "FRAY.Error.Field.modifier", min, max, value: raw }, `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return n;
}

function rawFields(fields: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === "string") out[k] = v;
  return out;
}

/** Read the dialog's named fields (all strings, as a form gives them). Empty fields mean "not used". */
export function parseRollOptions(fields: Readonly<Record<string, string | undefined>>): RollOptions {
  const typed = (fields["reason"] ?? "").trim();
  const reason = typed || "situational";
  // No reason typed: the card says "situational" through the lang file (code), not in English.
  const coded = typed ? {} : { code: "situational" };
  const out: RollOptions = { modifiers: [], dice: [], sl: [], target: null, count: null, needed: 1, splits: [], targetModifiers: [], band: null, aimed: false, defence: null, area: null, distance: null, metres: null, dodge: false, parryDice: 0, armour: 0, raw: rawFields(fields) };
  const split = (fields["split"] ?? "").trim();
  if (split) {
    const m = parseSplitCoded(split, reason);
    out.modifiers.push({ value: m.attack, reason, ...coded });
    out.splits.push({ ...m, ...coded });
  }
  const targetMod = (fields["targetMod"] ?? "").trim();
  if (targetMod) {
    const n = whole(targetMod, "Target modifier", -20, 20);
    if (n !== 0) out.targetModifiers.push({ value: n, reason, ...coded });
  }
  const band = (fields["band"] ?? "").trim();
  if (band) {
    out.band = checkRangeBand(band, "range band");
  }
  const aimed = (fields["aimed"] ?? "").trim();
  out.aimed = aimed === "on" || aimed === "true";
  const defence = (fields["defence"] ?? "").trim();
  if (defence && defence !== "none") {
    if (defence !== "block" && defence !== "dodge" && defence !== "parry") throw new RulesError("unknown-defence", { defence }, `defence must be none, block, dodge or parry, got ${JSON.stringify(defence)}`);
    out.defence = defence;
  }
  const area = (fields["area"] ?? "").trim();
  if (area && area !== "none") {
    const form = AREA_FORMS.find((f) => f === area);
    if (!form) throw new RulesError("unknown-area", { area }, `area must be none, ${AREA_FORMS.join(", ")}, got ${JSON.stringify(area)}`);
    out.area = form;
  }
  const metres = (fields["metres"] ?? "").trim();
  if (metres) out.metres = whole(metres, "metres to the target", 0, 100000);
  const distance = (fields["distance"] ?? "").trim();
  if (distance) out.distance = whole(distance, "zones to the target", 0, 99);
  const dodge = (fields["dodge"] ?? "").trim();
  out.dodge = dodge === "on" || dodge === "true";
  const parry = (fields["parryDice"] ?? "").trim();
  if (parry) out.parryDice = whole(parry, "Parry dice", 0, 30);
  const armour = (fields["armour"] ?? "").trim();
  if (armour) out.armour = whole(armour, "armour", 0, 20);
  const mod = (fields["modifier"] ?? "").trim();
  if (mod) out.modifiers.push({ value: whole(mod, "modifier", -20, 20), reason, ...coded });
  const dice = (fields["dice"] ?? "").trim();
  if (dice) {
    const n = whole(dice, "bonus dice", -20, 20);
    if (n !== 0) out.dice.push({ dice: n, reason, ...coded });
  }
  const sl = (fields["sl"] ?? "").trim();
  if (sl) {
    const n = whole(sl, "SL shift", -3, 3);
    if (n !== 0) out.sl.push({ value: n, reason, ...coded });
  }
  const target = (fields["target"] ?? "").trim();
  if (target) out.target = whole(target, "target", -20, 60);
  const count = (fields["count"] ?? "").trim();
  if (count) out.count = whole(count, "dice", 0, 30);
  const needed = (fields["needed"] ?? "").trim();
  if (needed) out.needed = whole(needed, "successes needed", 0, 20);
  return out;
}
