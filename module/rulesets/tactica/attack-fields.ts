/**
 * The tactica roll dialog's fields (templates/dialogs/roll-tactica.hbs), typed by the adapter's parseDialog
 * (parseTacticaDialog): the pool's dice, bonus dice and SL shift, the target's armour, the hit's
 * kind, and the attack's own fields:
 * - attackMode: melee (the default), missile (fired: a Dodge counts one success fewer against it) or thrown;
 *   either missile may be parried only with the Skill+Mod (the defender's sheet: Parry vs missiles);
 * - position: where a melee attacker stands as seen from its target (prefilled from the board; "unknown" checks
 *   nothing), refused for a Reach weapon in a melee and for any other weapon outside the target's melee;
 * - flyerSpeed: the target's flying speed (0: not flying); a missile loses that many dice (Flying: "reduce the number
 *   of dice by their speed as long as they are flying"). A melee blow on a flyer (held for the moment it attacks)
 *   loses nothing: the speed is ignored there.
 * Every refusal is a coded RulesError, shown translated (FRAY.Error.tactica.*).
 */
import type { StrikeTurn } from "./flyer-strike-turn";
import { RulesError } from "../../engine/errors";
import type { DiceModifier, Modifier } from "../../engine/modifiers";
import { dialogReason, wholeField, type DialogForm } from "../contract/dialog";
import { mayStrikeFlyer, missileVsFlyer } from "../../engine/rulesets/tactica/flying";
import { MELEE_POSITIONS, meleeRefusal, type MeleePosition, type MeleeRefusal } from "../../engine/rulesets/tactica/tactics";
import { DEFAULT_TACTICA_OPTIONS, type TacticaOptions } from "../../engine/rulesets/tactica/options";

import { ATTACK_MODES, type AttackMode } from "./weapon-item";
export { ATTACK_MODES, type AttackMode } from "./weapon-item";

/** The position select's choices: "unknown" (no board, nothing checked) first. */
export const POSITION_CHOICES = ["unknown", ...MELEE_POSITIONS] as const;

export const MAX_FLYER_SPEED = 20;

export interface AttackFields {
  mode: AttackMode;
  position: MeleePosition | null;
  /** Dice the attack loses (a missile against a flyer). */
  extraDice: DiceModifier[];
  /** The engine's missile kind: "fired" cuts a Dodge by one success (null: a melee attack). */
  missile: "fired" | "thrown" | null;
}

function attackMode(raw: DialogForm): AttackMode {
  const v = (raw["attackMode"] ?? "").trim() || "melee";
  if (!ATTACK_MODES.some((m) => m === v)) throw new RulesError("tactica.attack-mode", { value: v }, `an attack is melee, missile or thrown, got "${v}"`);
  return v as AttackMode;
}

function position(raw: DialogForm): MeleePosition | null {
  const v = (raw["position"] ?? "").trim() || "unknown";
  if (v === "unknown") return null;
  const p = MELEE_POSITIONS.find((m) => m === v);
  if (!p) throw new RulesError("tactica.position", { value: v }, `a melee position is ${POSITION_CHOICES.join(", ")}, got "${v}"`);
  return p;
}

function flyerSpeed(raw: DialogForm): number {
  const text = (raw["flyerSpeed"] ?? "").trim() || "0";
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > MAX_FLYER_SPEED) throw new RulesError("tactica.flyer-speed", { value: text, max: MAX_FLYER_SPEED }, `a flyer's speed is a whole number from 0 to ${MAX_FLYER_SPEED}, got "${text}"`);
  return n;
}

/** The attack's own fields as the form gives them (checked against the weapon by attackFieldsFor). */
export interface AttackChoice {
  mode: AttackMode;
  position: MeleePosition | null;
  flyerSpeed: number;
  /** Minor / major Advantage: dice added to a melee attack (advantageDice; the text's modifier table is empty). */
  advantage: AdvantageChoice;
}

export const readAttackChoice = (raw: DialogForm): AttackChoice => ({ mode: attackMode(raw), position: position(raw), flyerSpeed: flyerSpeed(raw), advantage: advantageLevel(raw) });

/** The dialog's *Advantage* (prefilled from the board's count of the melee): none, minor or major. */
export const ADVANTAGE_LEVELS = ["none", "minor", "major"] as const;
export type AdvantageChoice = (typeof ADVANTAGE_LEVELS)[number];

function advantageLevel(raw: DialogForm): AdvantageChoice {
  const v = (raw["advantage"] ?? "").trim() || "none";
  const level = ADVANTAGE_LEVELS.find((l) => l === v);
  if (!level) throw new RulesError("tactica.advantage", { value: v }, `an advantage is none, minor or major, got "${v}"`);
  return level;
}

const REFUSAL_TEXT: Record<MeleeRefusal, (w: string) => string> = {
  "reach-in-contact": (w) => `${w} is a Reach weapon: it cannot be used InContact`,
  "needs-contact": (w) => `${w} needs the target's melee: only a Reach weapon strikes from StandAlone`,
  "other-zone": (w) => `${w} cannot reach a target in another zone: reach is not range`,
};

/** Read and check the fields for an attack with `weapon` (its stored Reach flag). Throws a coded refusal. */
export function parseAttackFields(raw: DialogForm, weapon: { name: string; reach: boolean }): AttackFields {
  return attackFieldsFor(readAttackChoice(raw), weapon);
}

/**
 * The fields checked for an attack with `weapon`: a Reach weapon InContact, or another outside the melee, refused;
 * a ground creature's (`attackerFlying` false) melee on a flyer in flight that is not in its melee, refused, and one
 * on its own turn in the countdown without a held action (`turn`: flyer-strike-turn.ts; null: no fight to read).
 */
export function attackFieldsFor(choice: AttackChoice, weapon: { name: string; reach: boolean }, attackerFlying = false, advantageDice: TacticaOptions["advantageDice"] = DEFAULT_TACTICA_OPTIONS.advantageDice, turn: StrikeTurn | null = null): AttackFields {
  const { mode, position: pos, flyerSpeed: speed, advantage } = choice;
  // "A flyer circling within a zone is immune to melee attack by ground based creatures … Anyone InContact with the
  // flyers target, and holding an action ready, may attack the flyer at the time it attacks": once it comes into a
  // melee, those in it may strike. The flyer is attacking when it has come into a melee; the strike must be a held
  // action: the attacker held (the tracker's Hold), or the countdown has not reached it (the tracker charges the blow
  // as an opportunity action). At the countdown's turn, holding nothing ready, it is refused.
  const inMelee = pos === "InContact" || pos === "InClose";
  const strikesFlyer = mode === "melee" && speed > 0 && !attackerFlying && pos !== null;
  if (strikesFlyer && !mayStrikeFlyer({ flyerAttacking: inMelee, inContactWithItsTarget: inMelee, holdingAction: true })) {
    throw new RulesError("tactica.flyer-circling", { weapon: weapon.name }, `a flyer circling in the zone is immune to melee attack by ground creatures: strike it when it comes into your melee to attack, or shoot it`);
  }
  if (strikesFlyer && !mayStrikeFlyer({ flyerAttacking: inMelee, inContactWithItsTarget: inMelee, holdingAction: turn !== "own-turn" })) {
    throw new RulesError("tactica.flyer-hold-action", { weapon: weapon.name }, `to attack a flyer you need to hold an action ready: Hold in the tracker and strike when it attacks`);
  }
  if (mode === "melee" && pos !== null) {
    const refusal = meleeRefusal(weapon.reach, pos);
    if (refusal) throw new RulesError(`tactica.${refusal}`, { weapon: weapon.name }, REFUSAL_TEXT[refusal](weapon.name));
  }
  // The engine's FlyerStats: only the speed matters to a missile.
  const flyer = mode !== "melee" ? missileVsFlyer({ speed, turnRate: 0, dive: 0 }, speed > 0) : null;
  // "Standard modifiers to a melee attack roll": Advantage adds its dice to melee only (the world's *Advantage dice*).
  const edge: DiceModifier[] = mode === "melee" && advantage !== "none" ? [{ dice: advantageDice[advantage], reason: `advantage.${advantage}`, code: `advantage.${advantage}` }] : [];
  return { mode, position: mode === "melee" ? pos : null, extraDice: [...(flyer ? [flyer] : []), ...edge], missile: mode === "missile" ? "fired" : mode === "thrown" ? "thrown" : null };
}

export const TACTICA_HIT_KINDS = ["physical", "mental", "magic"] as const;
export type TacticaHitKind = (typeof TACTICA_HIT_KINDS)[number];

/** The dialog's "hit" select: which track the hit damages, and whether it is magic (the Doubt State). */
export function parseHitKind(raw: DialogForm): { track: "physical" | "mental"; magic: boolean } {
  const v = (raw["hit"] ?? "").trim() || "physical";
  if (!TACTICA_HIT_KINDS.some((k) => k === v)) throw new RulesError("tactica.hit-kind", { value: v }, `the hit is physical, mental or magic, got "${v}"`);
  return { track: v === "mental" ? "mental" : "physical", magic: v === "magic" };
}

export interface TacticaDialog {
  /** Dice committed (null: the caller's default). */
  count: number | null;
  dice: DiceModifier[];
  sl: Modifier[];
  /** The target's passive armour. (A Parry is the defender's own choice, declared on the card, never here.) */
  armour: number;
  hit: { track: "physical" | "mental"; magic: boolean };
  attack: AttackChoice;
}

export function parseTacticaDialog(form: DialogForm): TacticaDialog {
  const coded = dialogReason(form);
  const dice = wholeField(form, "dice", { label: "bonus dice", fieldKey: "FRAY.Dialog.BonusDice" }, -20, 20);
  const sl = wholeField(form, "sl", { label: "SL shift", fieldKey: "FRAY.Dialog.SL" }, -3, 3);
  return {
    count: wholeField(form, "count", { label: "dice", fieldKey: "FRAY.Dialog.Count" }, 0, 30),
    dice: dice ? [{ dice, ...coded }] : [],
    sl: sl ? [{ value: sl, ...coded }] : [],
    armour: wholeField(form, "armour", { label: "armour", fieldKey: "FRAY.Dialog.Armour" }, 0, 20) ?? 0,
    hit: parseHitKind(form),
    attack: readAttackChoice(form),
  };
}
