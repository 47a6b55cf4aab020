/**
 * Injuries on a creature: applying an effect (its rank losses — which count for crossover like any direct loss —,
 * burnt dice, penalties and checks), bleeding each round, and the dice burnt at every refresh until healed.
 */
import type { DiceModifier } from "../../../modifiers";
import type { DiceSource } from "../../../dice/source";
import type { CharacteristicRoll } from "../characteristic-roll";
import { rollCharacteristic } from "../characteristic-roll";
import type { TacticaCreature } from "../creature";
import { loseCreatureRanks, rankOf } from "../creature";
import type { InjuryCheck, InjuryEffectKey, InjuryEffectSpec } from "./effects";
import { INJURY_EFFECT_TABLE } from "./effects";
import type { Location } from "./locations";
import type { Injury } from "./injury-record";
export type { Injury } from "./injury-record";

export interface InjuryOutcome {
  injury: Injury;
  physicalLost: number;
  mentalLost: number;
  burnNow: number;
  discardAllActionDice: boolean;
  dropHeld: boolean;
  /** Roll penalties that follow the wound until healed (a broken arm drops its load, a broken leg hampers moving). */
  penalties: InjuryEffectSpec["penalties"];
  /** Checks the victim must make at once (resolve with resolveInjuryCheck). */
  checks: InjuryCheck[];
  /** A second bleeder at a location that already bleeds does not accumulate. */
  duplicateBleeder: boolean;
  after: TacticaCreature;
}

export function applyInjury(c: TacticaCreature, location: Location, effect: InjuryEffectKey, diceOff = 0): InjuryOutcome {
  const spec = INJURY_EFFECT_TABLE[effect];
  if (!spec) throw new RangeError(`unknown injury effect "${String(effect)}"`);
  if (!Number.isInteger(diceOff) || diceOff < 0) throw new RangeError(`injury dice off must be a whole number ≥ 0, got ${diceOff}`);
  const duplicateBleeder = spec.bleeder && c.injuries.some((i) => !i.healed && i.effect === "bleeder" && i.location === location);
  const injury: Injury = { location, effect, diceOff, healed: false };
  let after: TacticaCreature = duplicateBleeder ? c : { ...c, injuries: [...c.injuries, injury] };
  const p = loseCreatureRanks(after, "physical", spec.physicalRanks);
  after = p.after;
  const m = loseCreatureRanks(after, "mental", spec.mentalRanks);
  after = m.after;
  const checks = spec.check ? [{ ...spec.check, penalty: spec.check.penalty + diceOff }] : [];
  const arm = location === "left-arm" || location === "right-arm";
  // Broken: an arm drops whatever is not strapped on; a leg needs DEX −2d to move.
  const brokenArm = effect === "broken" && arm;
  const penalties = brokenArm ? [] : spec.penalties.map((p) => ({ ...p }));
  return {
    injury,
    physicalLost: p.landed,
    mentalLost: m.landed,
    burnNow: spec.burnDice,
    discardAllActionDice: spec.discardAllActionDice,
    dropHeld: spec.dropHeld || brokenArm,
    penalties,
    checks,
    duplicateBleeder,
    after,
  };
}

/** Resolve an immediate injury check; a failed OoA check puts the creature OoA, a failed DEX check knocks it prone. */
export function resolveInjuryCheck(
  source: DiceSource,
  c: TacticaCreature,
  check: InjuryCheck,
  level: number,
  /** The roller's own dice on the check (its injuries' "all rolls" dice, a waiting effort die). */
  own: readonly DiceModifier[] = [],
): { roll: CharacteristicRoll; prone: boolean; after: TacticaCreature } {
  const roll = rollCharacteristic(source, check.characteristic, level, [...(check.penalty ? [{ dice: -check.penalty, reason: check.why, code: `injury-check.${check.characteristic}` }] : []), ...own]);
  if (roll.passed) return { roll, prone: false, after: c };
  if (check.onFail === "ooa") return { roll, prone: false, after: c.status === "active" ? { ...c, status: "ooa", pools: [] } : c };
  return { roll, prone: true, after: c };
}

/** Action dice to turn into 1s at every refresh: the sum over unhealed injuries. */
export function burntActionDice(c: TacticaCreature): number {
  return c.injuries.filter((i) => !i.healed).reduce((a, i) => a + INJURY_EFFECT_TABLE[i.effect].burnDice, 0);
}

/** Dice off every roll from unhealed injuries (Sever −2d, Puncture −1d, Maim −1d …). */
export function allRollsPenalty(c: { readonly injuries: readonly Injury[] }): number {
  return c.injuries.filter((i) => !i.healed).reduce((a, i) => a + INJURY_EFFECT_TABLE[i.effect].allRolls, 0);
}

/** Start of a round: each unhealed bleeder needs a BODY roll (minus its dice off) or costs a Physical Rank. */
export function bleed(
  source: DiceSource,
  c: TacticaCreature,
  bodyLevel: number,
  /** Dice on every location's roll (the creature's injuries), and on the first roll only (an effort die). */
  every: readonly DiceModifier[] = [],
  first: readonly DiceModifier[] = [],
): { rolls: CharacteristicRoll[]; ranksLost: number; rankAfter: number; after: TacticaCreature } {
  let after = c;
  let ranksLost = 0;
  const rolls: CharacteristicRoll[] = [];
  for (const i of c.injuries) {
    if (i.healed || i.effect !== "bleeder") continue;
    const own = [...every, ...(rolls.length === 0 ? first : [])];
    const roll = rollCharacteristic(source, "body", bodyLevel, [...(i.diceOff ? [{ dice: -i.diceOff, reason: `bleeder (${i.location})`, code: `bleeder.${i.location}` }] : []), ...own]);
    rolls.push(roll);
    if (!roll.passed) {
      const r = loseCreatureRanks(after, "physical", 1);
      after = r.after;
      ranksLost += r.landed;
    }
  }
  return { rolls, ranksLost, rankAfter: rankOf(after, "physical"), after };
}

/** Mark an injury healed (magical healing, or first aid and rest for bleeders): its burnt dice and penalties stop. */
export function healInjury(c: TacticaCreature, index: number): TacticaCreature {
  if (!Number.isInteger(index) || index < 0 || index >= c.injuries.length) throw new RangeError(`no injury at index ${index}`);
  return { ...c, injuries: c.injuries.map((i, k) => (k === index ? { ...i, healed: true } : i)) };
}
