/**
 * factions non-lethal attacks as a roll request: disarm, shove, grapple (the target's STR save against the effect)
 * and freeing a grabbed ally (the freer's STR save). The card is an attack card, so it is bound to the user's
 * target as an exchange: the target may dodge or counter (nonlethal-defence.ts) and the attacker's side applies the
 * outcome through the GM's client (nonlethal-outcome.ts). Foundry-free: tests run it with the text's dice.
 */
import { queuedDice } from "../../engine/dice/source";
import { breakFree, resolveNonLethal, type NonLethalEffect } from "../../engine/rulesets/factions/nonlethal";
import type { FactionsOptions } from "../../engine/rulesets/factions/options";
import { factionsSaveOdds, type FactionsSave } from "../../engine/rulesets/factions/saves";
import { sizeSteps, type Size } from "../../engine/rulesets/factions/size";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";

export const HOLD_EFFECTS = ["disarm", "shove", "grapple", "free"] as const;
export type HoldEffect = NonLethalEffect | "free";

export interface FactionsNonLethalRequest {
  kind: "factions.nonlethal";
  /** The attacker's name (free text). */
  label: string;
  effect: HoldEffect;
  /** The target's name (free text): the one to disarm, shove or grab, or the grabbed ally to free. */
  target: string;
  attackerSize: Size;
  targetSize: Size;
  /** STR the save is made with: the target's (disarm, shove, grapple) or the freeing ally's own (free). */
  str: number;
  /** Disarm: the attacker has a free hand to grab the dropped weapon. */
  freeHand: boolean;
  /** Disarm: the target is the one the attacker holds ("keep hold while ... attempting to disarm them"). */
  onHeld?: boolean;
  /** Disarm: the target's weapon the attacker chose to make it drop (its item id and name). */
  weaponId?: string;
  weaponName?: string;
  /** Free: the size of the one holding the ally (a freer smaller than the grabber cannot free them with a save). */
  grabberSize: Size;
  options?: Partial<FactionsOptions>;
  /** Made from concealment: the target cannot react, and the attacker is revealed. */
  concealed?: boolean;
}

/** What the request did, read from its faces. */
export interface NonLethalRoll {
  /** null: no save (a smaller target cannot resist a larger attacker). */
  save: FactionsSave | null;
  /** The effect happens (the grab holds, the shove moves, the weapon drops, the ally is freed). */
  lands: boolean;
  /** A larger attacker's shove: d4 direct damage (armour does not reduce it). */
  direct: number;
  /** Shove: zones moved. */
  zones: number;
  /** Grapple by a larger character: one hand holds, and any action keeps hold. */
  oneHand: boolean;
  /** Disarm with a free hand: the attacker may take the weapon. */
  mayTake: boolean;
}

/** Steps the attacker is larger than the target (negative: smaller). */
export function stepsOf(req: FactionsNonLethalRequest): number {
  return sizeSteps(req.attackerSize, req.targetSize);
}

function saveNeeded(req: FactionsNonLethalRequest): boolean {
  return req.effect === "free" || stepsOf(req) <= 0;
}

export function factionsNonLethalDice(req: FactionsNonLethalRequest): DiceGroup[] {
  const groups: DiceGroup[] = [];
  if (saveNeeded(req)) groups.push({ count: 1, sides: 20, purpose: "FRAY.Action.Factions.NonLethal.StrSave" });
  if (req.effect === "shove" && stepsOf(req) > 0) groups.push({ count: 1, sides: 4, purpose: "FRAY.Roll.Damage" });
  return groups;
}

/** The save and the effect from the request's faces (the save first, then a larger shove's d4). */
export function nonLethalRoll(req: FactionsNonLethalRequest, faces: readonly number[]): NonLethalRoll {
  const dice = queuedDice(faces);
  if (req.effect === "free") {
    const r = breakFree(dice, req.str, req.attackerSize, req.grabberSize, req.options);
    if (!r.possible) throw new RangeError(r.reason);
    return { save: r.save, lands: r.free, direct: 0, zones: 0, oneHand: false, mayTake: false };
  }
  // Nearby was checked when the request was made (nonlethal-actions.ts: the board, or the table off it).
  const r = resolveNonLethal(dice, { effect: req.effect, nearby: true, attackerSize: req.attackerSize, targetSize: req.targetSize, targetStr: req.str, attackerFreeHand: req.freeHand }, req.options);
  return { save: r.save, lands: r.success, direct: r.directDamage ?? 0, zones: r.shoveZones ?? 0, oneHand: r.oneHandedHold ?? false, mayTake: r.attackerMayTakeWeapon ?? false };
}

/** Chance the effect happens, before the roll. */
export function nonLethalOdds(req: FactionsNonLethalRequest): number {
  if (!saveNeeded(req)) return 1;
  const pass = factionsSaveOdds(req.str, req.options);
  return req.effect === "free" ? pass : 1 - pass;
}

/** The outcome line's lang key: what happens, and for a grab what the grabber may still do. */
export function landsKey(req: FactionsNonLethalRequest, roll: NonLethalRoll): string {
  const base = "FRAY.Action.Factions.NonLethal";
  if (!roll.lands) return req.effect === "free" ? `${base}.StillHeld` : `${base}.Resisted`;
  if (req.effect === "grapple") return `${base}.Lands.${roll.oneHand ? "grappleOneHand" : "grapple"}`;
  if (req.effect === "disarm") return `${base}.Lands.${roll.mayTake ? "disarmTake" : "disarm"}`;
  if (req.effect === "shove") return `${base}.Lands.${roll.direct > 0 ? "shoveHard" : "shove"}`;
  return `${base}.Lands.free`;
}

export function resolveFactionsNonLethal(req: FactionsNonLethalRequest, faces: readonly number[]): CardData {
  const roll = nonLethalRoll(req, faces);
  const dice: CardDie[] = [];
  const details: CardData["details"] = [];
  // Dice are marked from the roller's side: the target's pass is the attack's failure (the freer's pass, a success).
  if (roll.save) dice.push({ value: roll.save.roll, mark: roll.lands ? "success" : "failure" });
  else details.push({ label: "FRAY.Action.Factions.NonLethal.NoSave", value: "—" });
  if (roll.direct > 0) dice.push({ value: roll.direct, mark: "plain", group: "damage" });
  if (req.effect === "shove" && roll.lands) details.push({ label: "FRAY.Action.Factions.NonLethal.Zones", value: roll.zones });
  return {
    ruleset: "factions",
    title: req.label,
    titleKey: `FRAY.Action.Factions.NonLethal.${req.effect}`,
    kind: "FRAY.Attack.Kind",
    dice,
    modifiers: [],
    total: roll.save?.roll ?? null,
    target: roll.save?.score ?? null,
    outcome: { key: landsKey(req, roll), data: { target: req.target, zones: roll.zones, damage: roll.direct }, success: roll.lands },
    odds: nonLethalOdds(req),
    details,
    // Bound as an exchange with its direct damage (0 but a larger shove's d4): the apply writes the effect itself.
    damage: roll.lands ? roll.direct : 0,
  };
}
