/**
 * The six-seconds attack dialog's situational selectors (templates/dialogs/roll-six-seconds.hbs), parsed from the
 * form's raw fields, and what they do to one attack on one target through the engine (situationalModifiers):
 * Target modifiers, defence modifiers, which defence rolls remain, Evasion from heavy cover, and the target's own
 * statuses read automatically (Helpless: melee hits automatically and no defence; Flat-Footed and Held: see
 * defence.ts, which reads the statuses when the defender chooses).
 */
import { COVER_STEPS, compareCover, raiseCover, type CoverStep } from "../../engine/cover";
import { RulesError } from "../../engine/errors";
import type { Modifier } from "../../engine/modifiers";
import { CALLED_SHOT_LOCATIONS, type LocationId } from "../../engine/rulesets/six-seconds/called-shots";
import { isConditionId, withImplied, type ConditionId, type DefenceAllowance, type FlatFootedReading } from "../../engine/rulesets/six-seconds/conditions";
import { ITEM_TARGETS, type ItemTarget } from "./item-attack";
import { meleeSpeedDamage, situationalModifiers, type Lighting, type Posture } from "../../engine/rulesets/six-seconds/situational";

export const POSTURES: readonly Posture[] = ["standing", "crouching", "prone"];
export const LIGHTINGS: readonly Lighting[] = ["clear", "hazy", "dark"];
export const LOCATIONS = Object.keys(CALLED_SHOT_LOCATIONS) as LocationId[];
export { COVER_STEPS };

/**
 * The target's cover as a status on its token (the token HUD shows it; a GM sets it): the next attack's dialog
 * starts from it, and a hit that beats the cover's Toughness moves it one step down (see damage.ts).
 */
export const COVER_STATUSES = ["cover-light", "cover-medium", "cover-heavy", "cover-total"] as const;

/** The best cover step among the target's statuses ("none" without one). */
export function coverFromStatuses(statuses: readonly string[]): CoverStep {
  let best: CoverStep = "none";
  for (const step of COVER_STEPS) if (step !== "none" && statuses.includes(`six-seconds.cover-${step}`) && compareCover(step, best) > 0) best = step;
  return best;
}

/** What the dialog's six-seconds selectors say, before any target is known. */
export interface SixSecondsSituationFields {
  cover: CoverStep;
  posture: Posture;
  concealed: boolean;
  invisible: boolean;
  lighting: Lighting;
  /** The attacker has lowlight vision (darkness only conceals). */
  lowlight: boolean;
  /** Squares (of the target's scale) the target moved this turn: +1 Target per 30. */
  moved: number;
  /** Metres per second of the fastest mover, for the extra melee damage (0: none). */
  speed: number;
  flanked: boolean;
  /** The target did not know the attacker was there: Flat-Footed against this attack. */
  surprised: boolean;
  /** A called shot at this location (null: none). */
  location: LocationId | null;
  nonlethal: boolean;
  /** Attack with the Magic Skill instead of Weapon or Ranged Skill. */
  magic: boolean;
  /** The cover's Toughness when the cover matters (Hitting the Cover); null: it does not. */
  coverToughness: number | null;
  /** The cover's Durability, which the target behind may use as its Defence (the GM's; null: none given). */
  coverDurability: number | null;
  /** Aim at an item the target wears or holds (its row of the chart); null: at the target itself. */
  item: ItemTarget | null;
  /** The item's Toughness where the chart gives none (wooden hafted weapons) or the GM knows better; null: the chart's. */
  itemToughness: number | null;
}

export const NO_SITUATION: Readonly<SixSecondsSituationFields> = Object.freeze({
  cover: "none", posture: "standing", concealed: false, invisible: false, lighting: "clear", lowlight: false,
  moved: 0, speed: 0, flanked: false, surprised: false, location: null, nonlethal: false, magic: false, coverToughness: null, coverDurability: null,
  item: null, itemToughness: null,
});

function pick<T extends string>(raw: Readonly<Record<string, string>>, name: string, allowed: readonly T[], fallback: T): T {
  const v = (raw[name] ?? "").trim();
  if (v === "") return fallback;
  const found = allowed.find((a) => a === v);
  if (!found) throw new RulesError("dialog-choice", { fieldKey: `FRAY.Dialog.SixSeconds.${name}`, value: v }, `${name} must be one of ${allowed.join(", ")}, got ${JSON.stringify(v)}`);
  return found;
}

function flag(raw: Readonly<Record<string, string>>, name: string): boolean {
  const v = (raw[name] ?? "").trim();
  return v === "on" || v === "true";
}

function count(raw: Readonly<Record<string, string>>, name: string, max: number): number {
  const v = (raw[name] ?? "").trim();
  if (v === "") return 0;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw new RulesError("dialog-number", { fieldKey: `FRAY.Dialog.SixSeconds.${name}`, min: 0, max, value: v }, `${name} must be a whole number from 0 to ${max}, got ${JSON.stringify(v)}`);
  }
  return n;
}

/** Parse the dialog's six-seconds selectors (part of the adapter's parseDialog, dialog.ts); every bad field is refused with a coded error. */
export function parseSituationFields(raw: Readonly<Record<string, string>>): SixSecondsSituationFields {
  const location = pick<LocationId | "none">(raw, "location", ["none", ...LOCATIONS], "none");
  const item = pick<ItemTarget | "none">(raw, "item", ["none", ...ITEM_TARGETS], "none");
  return {
    cover: pick(raw, "cover", COVER_STEPS, "none"),
    posture: pick(raw, "posture", POSTURES, "standing"),
    concealed: flag(raw, "concealed"),
    invisible: flag(raw, "invisible"),
    lighting: pick(raw, "lighting", LIGHTINGS, "clear"),
    lowlight: flag(raw, "lowlight"),
    moved: count(raw, "moved", 100000),
    speed: count(raw, "speed", 100000),
    flanked: flag(raw, "flanked"),
    surprised: flag(raw, "surprised"),
    location: location === "none" ? null : location,
    nonlethal: flag(raw, "nonlethal"),
    magic: flag(raw, "magic"),
    coverToughness: (raw["coverToughness"] ?? "").trim() === "" ? null : count(raw, "coverToughness", 999),
    coverDurability: (raw["coverDurability"] ?? "").trim() === "" ? null : count(raw, "coverDurability", 999),
    item: item === "none" ? null : item,
    itemToughness: (raw["itemToughness"] ?? "").trim() === "" ? null : count(raw, "itemToughness", 999),
  };
}

/** The target's conditions with what they imply (dying → unconscious → helpless), from its status ids. */
export function targetConditions(statuses: readonly string[]): ConditionId[] {
  const ids = statuses.filter((s) => s.startsWith("six-seconds.")).map((s) => s.slice("six-seconds.".length)).filter(isConditionId);
  return withImplied(ids);
}

/** What the situation does to one attack on one target, as the request stores it for the card's defence step. */
export interface AttackSituation {
  melee: boolean;
  cover: CoverStep;
  targetModifiers: Modifier[];
  /** Flanked −1, Flat-Footed −1 under the Surprise reading; the target's Held −1 is read from its statuses later. */
  defenceModifiers: Modifier[];
  /** Which defence rolls the attack itself allows (a surprised target: none by default). */
  defenceRolls: DefenceAllowance;
  /** Heavy cover: the target dodges an area as if it had Evasion. */
  evasion: boolean;
  /** Melee against a Helpless target: an automatic hit, and no defence. */
  autoHit: boolean;
  /** The world's Flat-Footed reading when it is the Surprise section's (absent: the Conditions list's, the default). */
  flatFooted?: FlatFootedReading;
  damageModifiers: Modifier[];
  /**
   * The cover matters (its Toughness was given): a miss by no more than its bonus hits it. `step` is the cover after
   * posture raised it (what the miss is measured against); `base` the cover itself, which a beaten Toughness knocks
   * down to `after`. `durability`: the cover's Durability, which the target behind may use as its Defence, and
   * `toughnessBehind` its Toughness with it (attack.ts; absent: none given).
   */
  coverHit: { step: CoverStep; toughness: number; base: CoverStep; after: CoverStep; durability?: number; toughnessBehind?: number } | null;
}

/**
 * The situation against this target. A target behind total cover can only be attacked through the cover (give the
 * cover's Toughness), so without one it throws. The extra melee damage from speed is measured in the target's squares.
 */
export function attackSituation(fields: SixSecondsSituationFields, melee: boolean, target: { statuses: readonly string[]; scale: number } | null, flatFooted: FlatFootedReading = "no-defence"): AttackSituation {
  if (fields.cover === "total" && fields.coverToughness === null) throw new RulesError("total-cover", {}, "the target is behind total cover: it cannot be targeted (give the cover's Toughness to attack through it)");
  const s = situationalModifiers({
    attack: melee ? "melee" : "ranged",
    cover: fields.cover,
    posture: fields.posture,
    concealed: fields.concealed,
    invisible: fields.invisible,
    lighting: fields.lighting,
    lowlightVision: fields.lowlight,
    squaresMovedThisTurn: fields.moved,
    flanked: fields.flanked,
    // The dialog's Surprised box is ticked by the surpriser: under the Surprise reading, −1 against it alone.
    flatFooted: fields.surprised,
    conditionOptions: { flatFooted },
  });
  const helpless = target !== null && targetConditions(target.statuses).includes("helpless");
  const autoHit = melee && helpless;
  const damageModifiers: Modifier[] = [];
  if (melee && fields.speed > 0) {
    const extra = meleeSpeedDamage(fields.speed, target?.scale ?? 0);
    if (extra) damageModifiers.push(extra);
  }
  return {
    melee,
    cover: s.cover,
    targetModifiers: s.targetModifiers,
    defenceModifiers: s.defenceModifiers,
    defenceRolls: helpless ? "none" : s.defenceRolls,
    evasion: s.evasion,
    autoHit,
    damageModifiers,
    ...(flatFooted === "no-defence" ? {} : { flatFooted }),
    coverHit:
      fields.coverToughness !== null && s.cover !== "none"
        ? { step: s.cover, toughness: fields.coverToughness, base: fields.cover, after: raiseCover(fields.cover, -1), ...(fields.coverDurability !== null ? { durability: fields.coverDurability } : {}) }
        : null,
  };
}
