/**
 * Fear: an automatic mental attack on anyone in its area. Those affected make a Spirit (soul) test each time they act
 * until they pass one; only the single worst fear present counts.
 *  Scary: a fail loses the action die just discarded (no action).  Fearsome: a fail costs a Mental Rank or a Stun.
 *  Dread: Spirit at −1d, a Mental Rank, no Stun option.  Terror: as Dread, reaching adjacent zones too.
 *  Fell: as Dread (and reaching adjacent zones), rolled again and again until passed or the victim is broken (OoA).
 */
import type { DiceSource } from "../../dice/source";
import type { DiceModifier } from "../../modifiers";
import type { CharacteristicRoll } from "./characteristic-roll";
import { rollCharacteristic } from "./characteristic-roll";
import type { TacticaCreature } from "./creature";
import { loseCreatureRanks } from "./creature";
import { FEAR_LEVELS, type FearLevel } from "./fear-levels";
export { FEAR_LEVELS, type FearLevel } from "./fear-levels";

function checkFear(level: string): asserts level is FearLevel {
  if (!(FEAR_LEVELS as readonly string[]).includes(level)) throw new RangeError(`unknown fear level "${level}"`);
}

/** The worst of several fears present (null when none). */
export function worstFear(levels: readonly FearLevel[]): FearLevel | null {
  let worst = -1;
  for (const l of levels) {
    checkFear(l);
    worst = Math.max(worst, FEAR_LEVELS.indexOf(l));
  }
  return worst < 0 ? null : FEAR_LEVELS[worst]!;
}

/** The worst fear a creature has passed a test against, as its sheet records it ("none": no pass standing). */
export type FearPower = FearLevel | "none";

const fearRank = (p: FearPower): number => {
  if (p === "none") return -1;
  checkFear(p);
  return FEAR_LEVELS.indexOf(p);
};

/**
 * Whether a creature that passed a test against `passed` must still test against `level`: "until they pass a Spirit
 * test, after which they no longer need to make further rolls", so only a worse fear calls for a test again.
 */
export function fearStillDue(level: FearLevel, passed: FearPower): boolean {
  return fearRank(level) > fearRank(passed);
}

/**
 * What stands recorded after a test against `level`: a pass keeps the worst fear passed; a failure clears it ("If you
 * are the target of a Fear attack and you fail then you again become susceptible").
 */
export function fearPassedAfter(level: FearLevel, passedBefore: FearPower, passed: boolean): FearPower {
  if (!passed) return "none";
  return fearRank(level) > fearRank(passedBefore) ? level : passedBefore;
}

/**
 * Whether a fear reaches a creature `zoneDistance` zones away (0 = same zone). Terror and Fell reach adjacent zones;
 * the text also names Dread once, so `dreadReachesAdjacent` lets a GM include it.
 */
export function fearReaches(level: FearLevel, zoneDistance: number, dreadReachesAdjacent = false): boolean {
  checkFear(level);
  if (!Number.isInteger(zoneDistance) || zoneDistance < 0) throw new RangeError(`zone distance must be a whole number ≥ 0, got ${zoneDistance}`);
  if (zoneDistance === 0) return true;
  if (zoneDistance > 1) return false;
  return level === "terror" || level === "fell" || (level === "dread" && dreadReachesAdjacent);
}

/**
 * Entering a fear's area (or being targeted by a Fear attack): the creature becomes subject to the worst fear present
 * and must test at each of its actions until it passes.
 */
export function exposeToFear(c: TacticaCreature, present: readonly FearLevel[]): TacticaCreature {
  const worst = worstFear(c.fear ? [c.fear, ...present] : present);
  return worst === c.fear ? c : { ...c, fear: worst };
}

/** Whether the creature must make a fear test at this action. */
export function fearTestDue(c: TacticaCreature): boolean {
  return c.fear !== null && c.status === "active";
}

export interface FearTestOutcome {
  level: FearLevel;
  rolls: CharacteristicRoll[];
  passed: boolean;
  /** Scary: the action die just discarded is lost. */
  actionLost: boolean;
  mentalLost: number;
  stunned: boolean;
  after: TacticaCreature;
}

/**
 * One fear test at an action. Fearsome victims choose rank or stun (`fearsomeChoice`, default rank). Passing ends the
 * fear's hold on the creature; failing keeps it subject to further tests.
 */
export function fearTest(
  source: DiceSource,
  c: TacticaCreature,
  level: FearLevel,
  spiritLevel: number,
  fearsomeChoice: "rank" | "stun" = "rank",
  /** Dice on every roll of the test (the creature's injuries), and on its first roll only (an effort die). */
  every: readonly DiceModifier[] = [],
  first: readonly DiceModifier[] = [],
): FearTestOutcome {
  checkFear(level);
  const penalty: DiceModifier[] = [...(level === "scary" || level === "fearsome" ? [] : [{ dice: -1, reason: `${level}: Spirit −1d`, code: `fear.${level}` }]), ...every];
  const rolls: CharacteristicRoll[] = [];
  let after: TacticaCreature = { ...c, fear: level };
  let mentalLost = 0;
  let stunned = false;
  let actionLost = false;
  for (;;) {
    const roll = rollCharacteristic(source, "soul", spiritLevel, rolls.length === 0 ? [...penalty, ...first] : penalty);
    rolls.push(roll);
    if (roll.passed) {
      after = { ...after, fear: null };
      break;
    }
    if (level === "scary") actionLost = true;
    else if (level === "fearsome" && fearsomeChoice === "stun" && !after.states.includes("stun")) {
      stunned = true;
      after = { ...after, states: [...after.states, "stun"], pools: [] };
    } else {
      const r = loseCreatureRanks(after, "mental", 1);
      mentalLost += r.landed;
      after = r.after;
      // Fell keeps rolling until passed or broken; a broken victim (OoA) or one at its floor stops there.
      if (level === "fell" && after.status === "active" && r.landed > 0) continue;
    }
    break;
  }
  return { level, rolls, passed: rolls[rolls.length - 1]!.passed, actionLost, mentalLost, stunned, after };
}
