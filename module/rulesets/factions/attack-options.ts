/**
 * The factions roll dialog's fields (templates/dialogs/roll-factions.hbs), typed: the adapter's parseDialog. The
 * distance in zones, the circumstances that decide the hit (darkness, shooting while moving), holding back, the target's cover or
 * barrier, whether the target is unaware of the attacker, and an attack stunt the attacker proposes.
 */
import { RulesError } from "../../engine/errors";
import type { Protection } from "../../engine/rulesets/factions/cover";
import { flagField, wholeField, type DialogForm } from "../contract/dialog";

/**
 * Attack stunts the dialog offers (the text's examples, and "other": the attacker's own words, for the text's "etc.");
 * each has its lang key FRAY.Factions.Stunt.<id>.
 */
export const STUNTS = ["disarm", "incapacitate", "disarm-incapacitate", "surrender", "limb", "other"] as const;

/** The longest description an *Other* stunt takes. */
export const STUNT_TEXT_MAX = 200;
export type StuntId = (typeof STUNTS)[number];

/** Stunts whose accepted effect the card writes as a status; the others are the table's to play out. */
export const STUNT_STATUSES: Readonly<Partial<Record<StuntId, string>>> = { incapacitate: "factions.incapacitated", "disarm-incapacitate": "factions.incapacitated" };

/** Protection select: none, cover, a barrier, or a barrier the target peeks out of (then only cover). */
export const PROTECTIONS = ["none", "cover", "barrier", "barrier-peeking"] as const;

export interface FactionsDialogFields {
  /** The attacker cannot see the target (darkness): melee needs a WIT save, ranged is impossible. */
  hidden: boolean;
  /** A ranged attack made while moving. */
  moving: boolean;
  /** Held back on purpose: impaired damage. */
  holdBack: boolean;
  protection: Protection;
  peeking: boolean;
  /** The attack is powerful enough to penetrate the cover. */
  penetrates: boolean;
  /** The target is unaware of the attacker: it cannot react. */
  unaware: boolean;
  stunt: StuntId | null;
  /** What an *Other* stunt does, in the attacker's words ("" for the fixed stunts). */
  stuntText: string;
  /** An opportunity attack against a nearby enemy moving away: a reaction, not the attacker's main action. */
  opportunity: boolean;
  /** The attacker rides a mount or a vehicle: its attacks are impaired (the sheet pre-checks it from the mount field). */
  riding: boolean;
}

const on = (v: string | undefined) => v === "on" || v === "true";

/** Parse the factions fields of the dialog; an unknown select value is a clear, coded error. */
export function parseFactionsFields(raw: DialogForm): FactionsDialogFields {
  const protection = raw["protection"] ?? "none";
  if (!(PROTECTIONS as readonly string[]).includes(protection)) throw new RulesError("factions.bad-protection", { value: protection }, `protection must be one of ${PROTECTIONS.join(", ")}, got ${JSON.stringify(protection)}`);
  const stunt = raw["stunt"] ?? "";
  if (stunt !== "" && !(STUNTS as readonly string[]).includes(stunt)) throw new RulesError("factions.bad-stunt", { value: stunt }, `unknown attack stunt ${JSON.stringify(stunt)}`);
  const stuntText = stunt === "other" ? (raw["stuntText"] ?? "").trim() : "";
  if (stunt === "other" && stuntText === "") throw new RulesError("factions.stunt-text-missing", {}, "an Other attack stunt needs its effect: describe it");
  if (stuntText.length > STUNT_TEXT_MAX) throw new RulesError("factions.stunt-text-long", { max: STUNT_TEXT_MAX }, `the stunt's description is longer than ${STUNT_TEXT_MAX} characters`);
  return {
    hidden: on(raw["hidden"]),
    moving: on(raw["moving"]),
    holdBack: on(raw["holdBack"]),
    protection: protection === "barrier-peeking" ? "barrier" : (protection as Protection),
    peeking: protection === "barrier-peeking",
    penetrates: on(raw["penetrates"]),
    unaware: on(raw["unaware"]),
    stunt: stunt === "" ? null : (stunt as StuntId),
    stuntText,
    opportunity: on(raw["opportunity"]),
    riding: on(raw["riding"]),
  };
}

export interface FactionsDialog extends FactionsDialogFields {
  /** Zones to the target (0: the same zone). */
  distance: number;
  /** The target dodges with its AGI save. */
  dodge: boolean;
}

export function parseFactionsDialog(form: DialogForm): FactionsDialog {
  return {
    ...parseFactionsFields(form),
    distance: wholeField(form, "distance", { label: "zones to the target", fieldKey: "FRAY.Dialog.Distance" }, 0, 99) ?? 0,
    dodge: flagField(form, "dodge"),
  };
}
