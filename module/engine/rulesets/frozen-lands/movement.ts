/**
 * Moving one zone as an action. Prone characters stand up with the same action on a Mobility roll. With enemies
 * close, disengaging needs one Mobility success per close enemy; failing costs a Stress and an extra action, and
 * without an action to spare the character cannot move. Jumps (Athletics) and unlocked doors happen during the
 * move for free; entering a Cluttered zone needs a Mobility roll (failure: a fall, arriving prone); in a Cramped
 * zone the character can only crawl.
 */
import type { DiceSource } from "../../dice/source";
import type { Roller } from "./melee";
import type { SkillRollResult } from "./skill-roll";
import { rollSkill } from "./skill-roll";
import type { ConditionLevels } from "./conditions";
import { entryNeedsMobilityRoll, onlyCrawling } from "./zone-features";
import { nonNegative } from "../../validate";

export interface MoveInput {
  /** Mobility is Agility-based; Athletics (for jumps, Mobility if absent) is read as Body-based. */
  mover: Roller & { mobility: number; athletics?: number };
  actionsLeft: number;
  /** Enemies close to the mover (engaged, at arm's length). */
  closeEnemies?: number;
  prone?: boolean;
  /** A jump is attempted during the move. */
  jump?: boolean;
  /** Unlocked doors opened on the way (free). */
  doors?: number;
  destinationFeatures?: readonly string[];
}

export type MoveStep = "stand-up" | "disengage" | "jump" | "cluttered";

export interface MoveOutcome {
  /** The mover reached the destination zone. */
  moved: boolean;
  /** Why the mover stayed, when they did. */
  reason?: string;
  rolls: Array<{ step: MoveStep; roll: SkillRollResult }>;
  actionsSpent: number;
  /** Unlocked doors opened on the way: free actions. */
  doorsOpened: number;
  crawling: boolean;
  changes: {
    actionsLeft: number;
    prone: boolean;
    stressGained: number;
    willpowerGained: number;
    conditions: ConditionLevels;
    broken: boolean;
    criticalInjury: boolean;
  };
}

export function resolveMove(dice: DiceSource, input: MoveInput): MoveOutcome {
  const actions = nonNegative(input.actionsLeft, "actions left");
  const close = nonNegative(input.closeEnemies ?? 0, "close enemies");
  const doors = nonNegative(input.doors ?? 0, "doors");
  const roller: Roller = { ...input.mover };
  let stress = nonNegative(roller.stress ?? 0, "stress");
  let conditions: ConditionLevels = { ...roller.conditions };
  const out: MoveOutcome = {
    moved: false,
    rolls: [],
    actionsSpent: 0,
    doorsOpened: 0,
    crawling: onlyCrawling(input.destinationFeatures),
    changes: { actionsLeft: actions, prone: input.prone === true, stressGained: 0, willpowerGained: 0, conditions, broken: false, criticalInjury: false },
  };
  const roll = (step: MoveStep, skill: number, needed = 1): SkillRollResult => {
    const r = rollSkill(dice, { ...roller, stress, conditions, attribute: step === "jump" && input.mover.athletics !== undefined ? "body" : "agility", skill, needed });
    out.rolls.push({ step, roll: r });
    stress += r.condition.extraStress;
    conditions = r.condition.levels;
    out.changes.stressGained += r.condition.extraStress;
    out.changes.willpowerGained += r.willpower;
    out.changes.broken ||= r.condition.broken;
    out.changes.criticalInjury ||= r.condition.criticalInjury;
    out.changes.conditions = conditions;
    return r;
  };
  const stay = (reason: string): MoveOutcome => {
    out.reason = reason;
    out.changes.actionsLeft = actions - out.actionsSpent;
    return out;
  };
  if (actions < 1) return stay("no actions left: cannot move");
  out.actionsSpent = 1;
  if (input.prone) {
    if (!roll("stand-up", input.mover.mobility).success) return stay("failed the Mobility roll to stand up");
    out.changes.prone = false;
  }
  if (close > 0 && !roll("disengage", input.mover.mobility, close).success) {
    stress += 1;
    out.changes.stressGained += 1;
    if (actions < 2) return stay(`failed to disengage from ${close} close ${close === 1 ? "enemy" : "enemies"} and has no action left`);
    out.actionsSpent = 2;
  }
  if (input.jump && !roll("jump", input.mover.athletics ?? input.mover.mobility).success) return stay("the jump failed");
  out.doorsOpened = doors;
  out.moved = true;
  if (entryNeedsMobilityRoll(input.destinationFeatures) && !roll("cluttered", input.mover.mobility).success) out.changes.prone = true;
  out.changes.actionsLeft = actions - out.actionsSpent;
  return out;
}
