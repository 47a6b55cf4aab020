/**
 * tactica actions on the sheet: removing a State at an action (spend an action die, or roll the State's
 * characteristic: Stun BODY, Shock MIND, Doubt SOUL), a fear test at an action (a SPIRIT roll, −1d from Dread up),
 * and healing (first aid; a week of rest). The engine decides (spendToRemoveState, rollToRemoveState, fearTest,
 * firstAid, restForAWeek); a State's roll is the sheet's level of its characteristic, the other rolls ask the level
 * rolled (4 + level dice). Paying the action die itself is the combat tracker's.
 */
import { REMOVE_STATE_ACTION } from "../../engine/rulesets/tactica/turn-conditions";
import { queuedDice } from "../../engine/dice/source";
import { poolAtLeast } from "../../engine/odds/pool";
import { STATES, type StateKey, type TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { FEAR_LEVELS, fearPassedAfter, fearStillDue, fearTest, type FearLevel, type FearPower } from "../../engine/rulesets/tactica/fear";
import { firstAid, restForAWeek } from "../../engine/rulesets/tactica/healing";
import { isSuccessFace } from "../../engine/rulesets/tactica/superiority";
import { rollToRemoveState, spendToRemoveState, STATE_CHARACTERISTIC } from "../../engine/rulesets/tactica/states";
import type { CardData, DiceGroup } from "../../dice/card";
import type { ActorSystem } from "../../data/actor/schema";
import type { ActorDerived } from "../../data/actor/derived";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card, dieMarks, faceMarks, pool } from "./action-parts";
import { creatureWriteBack } from "./creature-write-back";
import { tacticaCreatureOf } from "./damage";
import { fearOnBoard } from "./fear-area";
import { ATTEMPTED_ATTACK_PIPS, ATTEMPTED_COSTS } from "./state-roll-charge";
import type { DiceModifier } from "../../engine/modifiers";
import { rolledWith, rollerDice, rollerEach, rollerFirst, rollerTotal } from "./roll-modifiers";


/** The sheet's level each State's characteristic rolls (the text's Soul is the SPIRIT of Panic and Fear). */
const LEVEL_OF = { body: "body", mind: "mind", soul: "spirit" } as const;

/** The sheet's roll to remove a State paid with a 1 (tracker-view.ts costOf: a `useOne` step). */
export const STATE_ONE_DIE = "removeStateWithOne";

// ---- removing a State -------------------------------------------------------------------------

export interface TacticaStateRequest {
  name: string;
  creature: TacticaCreature;
  state: StateKey;
  /**
   * Spend an action die (no roll), roll the characteristic at `level` at an action, or roll it paid with a 1 from
   * the action dice ("They can use a 1-AD to roll to remove a single STATE as a Free action between actions").
   */
  way: "spend" | "roll" | "one";
  level: number;
  /** Rolled at an action: the pips of the action attempted, lost on a failure (state-roll-charge.ts). */
  attempted?: number;
  /** The roller's own dice on the roll: its injuries and a waiting effort die (roll-modifiers.ts rollerDice). */
  roller?: DiceModifier[];
}

export function tacticaStateDice(req: TacticaStateRequest): DiceGroup[] {
  return req.way === "spend" ? [] : [{ count: pool(req.level, rollerTotal(req.roller)), sides: 6, purpose: "FRAY.Roll.Pool" }];
}

export function resolveTacticaState(req: TacticaStateRequest, faces: readonly number[]): ActionOutcome {
  const kind = `FRAY.Action.Tactica.Remove.${req.state}`;
  if (req.way === "spend") {
    const after = spendToRemoveState(req.creature, req.state);
    return { card: card(req.name, kind, { key: "FRAY.Action.Tactica.StateSpent", data: {}, success: true }), ...creatureWriteBack(req.creature, after) };
  }
  const r = rollToRemoveState(queuedDice(faces), req.creature, req.state, req.level, req.way === "one" ? "one-die" : "action", req.roller ?? []);
  const outcome: CardData["outcome"] = { key: r.removed ? "FRAY.Action.Tactica.StateRemoved" : "FRAY.Action.Tactica.StateStays", data: {}, success: r.removed };
  const extra: Partial<CardData> = {
    dice: dieMarks(r.roll),
    total: r.roll.successes,
    target: 1,
    odds: poolAtLeast(r.roll.pool, 1),
    details: [{ label: `FRAY.Action.Tactica.Characteristic.${STATE_CHARACTERISTIC[req.state]}`, value: req.level }],
  };
  const back = creatureWriteBack(req.creature, r.after);
  // "If they fail the roll then they may do nothing that action ... the cost of the attempted action is lost."
  const lost: Record<string, number> = !r.removed && req.way === "roll" && (req.attempted ?? 0) > 0 ? { "system.tactica.actionLost": req.attempted! } : {};
  return rolledWith({ card: card(req.name, kind, outcome, extra), ...back, update: { ...back.update, ...lost } }, req.roller);
}

export const removeStateAction: SheetAction<TacticaStateRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields }) => {
    const creature = tacticaCreatureOf(stats, derived, statuses);
    const held = STATES.filter((s) => creature.states.includes(s));
    if (!held.length) throw new RangeError(`${name} is in no State`);
    const fields = await askFields({
      title: "FRAY.Action.Tactica.RemoveState",
      fields: [
        { kind: "select", name: "state", label: "FRAY.Action.Tactica.State", value: held[0]!, options: held.map((s) => ({ value: s, label: `FRAY.Action.Tactica.Remove.${s}` })) },
        { kind: "select", name: "way", label: "FRAY.Action.Tactica.Way", value: "roll", options: [{ value: "roll", label: "FRAY.Action.Tactica.WayRoll" }, { value: "spend", label: "FRAY.Action.Tactica.WaySpend" }, { value: "one", label: "FRAY.Action.Tactica.WayOne" }] },
        // Rolled at an action: the action it is attempted for, whose cost a failure loses.
        { kind: "select", name: "attempted", label: "FRAY.Action.Tactica.Attempted", value: "attack", options: [{ value: "attack", label: "FRAY.Action.Tactica.AttemptedAttack" }, ...ATTEMPTED_COSTS.map((c) => ({ value: String(c), label: `FRAY.Action.Tactica.AttemptedCost.${c}` }))] },
      ],
    });
    if (!fields) return null;
    const state = choiceField(fields, "state", held);
    // "Based on the characteristic affected (Body, Mind, Soul)": the sheet's level (Soul is its SPIRIT).
    const way = choiceField(fields, "way", ["spend", "roll", "one"] as const);
    // A form without it (a macro's, an older dialog's) attempts an attack, the dialog's own default.
    const attempted = choiceField({ ...fields, attempted: fields["attempted"] ?? "attack" }, "attempted", ["attack", ...ATTEMPTED_COSTS.map(String)]);
    return { name, creature, state, way, level: stats.tactica[LEVEL_OF[STATE_CHARACTERISTIC[state]]], ...(way === "spend" ? {} : { roller: rollerDice(stats, derived) }), ...(way === "roll" ? { attempted: attempted === "attack" ? ATTEMPTED_ATTACK_PIPS : Number(attempted) } : {}) };
  },
  // "Spend a die and do nothing": in a running fight the die is paid in the tracker first (tracker-view.ts costOf);
  // the roll between actions is paid with a 1.
  cost: (req) => (req.way === "spend" ? { name: REMOVE_STATE_ACTION, seconds: 0 } : req.way === "one" ? { name: STATE_ONE_DIE, seconds: 0 } : null),
  dice: tacticaStateDice,
  resolve: resolveTacticaState,
};

// ---- fear tests -------------------------------------------------------------------------------

export interface TacticaFearRequest {
  name: string;
  creature: TacticaCreature;
  level: FearLevel;
  /** Fell: the most rolls the test can take (one per mental rank it can lose, and the last); the Roll carries them all. */
  maxRolls?: number;
  spirit: number;
  /** Fearsome: a failure costs a mental rank, or the victim takes Stun instead. */
  fearsomeChoice: "rank" | "stun";
  /** The worst fear the creature had passed before this test (the sheet's *Fear passed*; fear-area.ts). */
  passedBefore?: FearPower;
  /** The roller's own dice: its injuries on every roll of the test, a waiting effort die on the first (roll-modifiers.ts). */
  roller?: DiceModifier[];
}

function fearPenalty(level: FearLevel): number {
  return level === "scary" || level === "fearsome" ? 0 : -1;
}

export function tacticaFearDice(req: TacticaFearRequest): DiceGroup[] {
  const rolls = req.level === "fell" ? Math.max(1, req.maxRolls ?? 1) : 1;
  const each = fearPenalty(req.level) + rollerTotal(rollerEach(req.roller));
  // The effort die goes on the first roll only ("+1 dice to the next roll you make").
  return [{ count: pool(req.spirit, each + rollerTotal(rollerFirst(req.roller))) + pool(req.spirit, each) * (rolls - 1), sides: 6, purpose: "FRAY.Roll.Pool" }];
}

/** Fell rolls until passed or broken: at most one roll per mental rank above the floor, and the last. */
export function fellRolls(c: TacticaCreature, currentMental: number, floor: number): number {
  return c.status === "active" ? Math.max(1, currentMental - floor + 1) : 1;
}

export function resolveTacticaFear(req: TacticaFearRequest, faces: readonly number[]): ActionOutcome {
  const r = fearTest(queuedDice(faces), req.creature, req.level, req.spirit, req.fearsomeChoice, rollerEach(req.roller), rollerFirst(req.roller));
  const roll = r.rolls[r.rolls.length - 1]!;
  const key = r.passed ? (r.mentalLost > 0 ? "PassedAfter" : "Passed") : r.actionLost ? "ActionLost" : r.stunned ? "Stunned" : "RankLost";
  const card_ = card(req.name, `FRAY.Action.Tactica.Fear.${req.level}`, { key: `FRAY.Action.Tactica.Fear.${key}`, data: { lost: r.mentalLost }, success: r.passed }, {
    // Fell shows every roll it took, in order; the Roll's unused dice are not part of the test.
    dice: r.rolls.flatMap(dieMarks),
    // The roller's own dice are named once, by rolledWith below.
    modifiers: roll.modifiers.filter((m) => m.code !== "injuries" && m.code !== "effort").map((m) => ({ value: `${m.dice}d`, reason: m.reason })),
    total: roll.successes,
    target: 1,
    odds: poolAtLeast(roll.pool, 1),
    details: [{ label: "FRAY.Action.Tactica.MentalLost", value: r.mentalLost }, ...(req.level === "fell" ? [{ label: "FRAY.Action.Tactica.FearRolls", value: r.rolls.length }] : [])],
  });
  const back = creatureWriteBack(req.creature, r.after);
  // A pass is recorded (no further rolls up to that fear), a failure makes the creature susceptible again.
  return rolledWith({ card: card_, ...back, update: { ...back.update, "system.tactica.fearPassed": fearPassedAfter(req.level, req.passedBefore ?? "none", r.passed) } }, req.roller);
}

/** The fear select's first choice: the worst fear reaching the creature on the board (fear-area.ts). */
const FROM_BOARD = "board";

export const fearTestAction: SheetAction<TacticaFearRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields, othersOnBoard }) => {
    const fields = await askFields({
      title: "FRAY.Action.Tactica.FearTest",
      fields: [
        // The board's worst fear by default; a level for a Fear attack aimed at the creature (or a table without a board).
        { kind: "select", name: "fear", label: "FRAY.Action.Tactica.FearLevel", value: FROM_BOARD, options: [{ value: FROM_BOARD, label: "FRAY.Action.Tactica.FearFromBoard" }, ...FEAR_LEVELS.map((l) => ({ value: l, label: `FRAY.Action.Tactica.Fear.${l}` }))] },
        { kind: "select", name: "choice", label: "FRAY.Action.Tactica.FearsomeChoice", value: "rank", options: [{ value: "rank", label: "FRAY.Action.Tactica.ChoiceRank" }, { value: "stun", label: "FRAY.Action.Tactica.ChoiceStun" }] },
      ],
    });
    if (!fields) return null;
    const creature = tacticaCreatureOf(stats, derived, statuses);
    const picked = choiceField(fields, "fear", [FROM_BOARD, ...FEAR_LEVELS] as const);
    const passedBefore = stats.tactica.fearPassed;
    let level: FearLevel;
    if (picked === FROM_BOARD) {
      const present = fearOnBoard(othersOnBoard?.() ?? []);
      if (!present) throw new RangeError(`no fear reaches ${name} on the board (pick the level of a Fear attack)`);
      if (!fearStillDue(present.level, passedBefore)) throw new RangeError(`${name} has passed a test against ${passedBefore}: no further rolls against ${present.level} (${present.causes.join(", ")})`);
      level = present.level;
    } else level = picked;
    return {
      name,
      creature,
      level,
      passedBefore,
      maxRolls: fellRolls(creature, derived.tactica.mental.current, derived.tactica.mental.floor),
      // "a SPIRIT roll": the sheet's SPIRIT level, not a typed one.
      spirit: stats.tactica.spirit,
      fearsomeChoice: choiceField(fields, "choice", ["rank", "stun"] as const),
      roller: rollerDice(stats, derived),
    };
  },
  dice: tacticaFearDice,
  resolve: resolveTacticaFear,
};

// ---- healing ----------------------------------------------------------------------------------

export interface TacticaFirstAidRequest {
  name: string;
  creature: TacticaCreature;
}

export function resolveTacticaFirstAid(req: TacticaFirstAidRequest): ActionOutcome {
  const r = firstAid(req.creature);
  const helped = r.removedStun || r.healed > 0;
  const outcome: CardData["outcome"] = { key: helped ? "FRAY.Action.Tactica.FirstAidHelps" : "FRAY.Action.Tactica.FirstAidNothing", data: {}, success: null };
  const details: CardData["details"] = [
    { label: "FRAY.Action.Tactica.StunRemoved", value: r.removedStun ? 1 : 0 },
    { label: "FRAY.Action.Tactica.RanksHealed", value: r.healed },
  ];
  return { card: card(req.name, "FRAY.Action.Tactica.FirstAid", outcome, { details }), ...creatureWriteBack(req.creature, r.after) };
}

export const firstAidAction: SheetAction<TacticaFirstAidRequest> = {
  prepare: async ({ name, stats, derived, statuses }) => ({ name, creature: tacticaCreatureOf(stats, derived, statuses) }),
  dice: () => [],
  resolve: resolveTacticaFirstAid,
};

export interface TacticaWeekRequest {
  name: string;
  creature: TacticaCreature;
  week: number;
  goodFood: boolean;
  water: boolean;
  noTravel: boolean;
  healerSucceeded: boolean;
  /** A trained healer's Healing roll at this level decides `healerSucceeded` (4 + level dice, one success passes). */
  healerLevel?: number | null;
  /** The healer's injuries on its Healing roll (another actor: its effort die is its own next roll's, not spent here). */
  healerDice?: DiceModifier[];
}

export function tacticaWeekDice(req: TacticaWeekRequest): DiceGroup[] {
  return req.healerLevel === undefined || req.healerLevel === null ? [] : [{ count: pool(req.healerLevel, rollerTotal(req.healerDice)), sides: 6, purpose: "FRAY.Action.Tactica.HealerRoll" }];
}

export function resolveTacticaWeek(req: TacticaWeekRequest, faces: readonly number[] = []): ActionOutcome {
  const rolled = tacticaWeekDice(req).length > 0;
  const healerSucceeded = rolled ? faces.some((v) => isSuccessFace(v)) : req.healerSucceeded;
  const r = restForAWeek(req.creature, { week: req.week, goodFood: req.goodFood, water: req.water, noTravel: req.noTravel, healerSucceeded });
  const outcome: CardData["outcome"] = { key: "FRAY.Action.Tactica.WeekHealed", data: { healed: r.healed }, success: null };
  const extra: Partial<CardData> = rolled
    ? { dice: faceMarks(faces), odds: poolAtLeast(faces.length, 1), details: [{ label: "FRAY.Action.Tactica.HealerRoll", value: healerSucceeded ? 1 : 0 }] }
    : {};
  return rolledWith({ card: card(req.name, "FRAY.Action.Tactica.WeekOfRest", outcome, { total: r.healed, ...extra }), ...creatureWriteBack(req.creature, r.after) }, rolled ? req.healerDice : []);
}

const YES_NO = [
  { value: "yes", label: "FRAY.Sheet.Yes" },
  { value: "no", label: "FRAY.Sheet.No" },
];

/** The targeted healer's Healing level from its sheet ("a trained healer ... along with a successful Healing roll"). */
function healerOf(targets: readonly { name: string; system: ActorSystem; derived?: ActorDerived }[]): { healerLevel: number; healerDice: DiceModifier[] } {
  const healer = targets[0];
  if (!healer) throw new RangeError("Target the healer's token for the Healing roll (a creature whose sheet has Trained healer)");
  if (!healer.system.tactica.healer) throw new RangeError(`${healer.name} is not a trained healer (the sheet's Trained healer box)`);
  return { healerLevel: healer.system.tactica.healing, healerDice: rollerEach(rollerDice(healer.system, healer.derived)) };
}

export const weekOfRestAction: SheetAction<TacticaWeekRequest> = {
  prepare: async ({ name, stats, derived, statuses, askFields, targets }) => {
    const fields = await askFields({
      title: "FRAY.Action.Tactica.WeekOfRest",
      fields: [
        { kind: "number", name: "week", label: "FRAY.Action.Tactica.Week", value: 1, min: 1, max: 99 },
        { kind: "select", name: "food", label: "FRAY.Action.Tactica.GoodFood", value: "yes", options: YES_NO },
        { kind: "select", name: "water", label: "FRAY.Action.Tactica.Water", value: "yes", options: YES_NO },
        { kind: "select", name: "travel", label: "FRAY.Action.Tactica.NoTravel", value: "yes", options: YES_NO },
        { kind: "select", name: "healer", label: "FRAY.Action.Tactica.Healer", value: "no", options: [...YES_NO, { value: "roll", label: "FRAY.Action.Tactica.HealerRolls" }] },
      ],
    });
    if (!fields) return null;
    const yes = (n: string) => choiceField(fields, n, ["yes", "no"] as const) === "yes";
    const healer = choiceField(fields, "healer", ["yes", "no", "roll"] as const);
    return {
      name,
      creature: tacticaCreatureOf(stats, derived, statuses),
      week: wholeField(fields, "week", 1, 99),
      goodFood: yes("food"),
      water: yes("water"),
      noTravel: yes("travel"),
      healerSucceeded: healer === "yes",
      ...(healer === "roll" ? healerOf(targets()) : { healerLevel: null }),
    };
  },
  dice: tacticaWeekDice,
  resolve: resolveTacticaWeek,
};
