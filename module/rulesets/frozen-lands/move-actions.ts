/**
 * frozen-lands special actions on the sheet: Stand Up (a prone character stands and moves with one action on a
 * Mobility roll) and Jump (a jump during the move, on an Athletics roll, Mobility when the character has no
 * Athletics). The engine's resolveMove reads the roll; its Stress outcome is written back like a skill roll's.
 * Spending the action itself is the combat tracker's.
 */
import { queuedDice } from "../../engine/dice/source";
import { poolAtLeast } from "../../engine/odds/pool";
import { conditionEffects } from "../../engine/rulesets/frozen-lands/conditions";
import { resolveMove } from "../../engine/rulesets/frozen-lands/movement";
import { stressDice } from "../../engine/rulesets/frozen-lands/stress";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import type { ActionOutcome, SheetAction } from "../adapter";
import { stressDetails, stressWriteBack, type StressFields } from "./stress-outcome";

export type MoveStepAction = "stand-up" | "jump";

export interface FrozenLandsMoveRequest extends StressFields {
  step: MoveStepAction;
  /** The character's name, the card's title. */
  name: string;
  mobility: number;
  /** Athletics rank, or null when the character has no Athletics skill (the jump then uses Mobility). */
  athletics: number | null;
  soul: number;
  actionsLeft: number;
}

function rank(s: ActorSystem, name: string): number | null {
  return s.frozenLands.skills.find((k) => k.name.trim().toLowerCase() === name)?.rank ?? null;
}

/** The request from the actor's data; throws when the character has no Mobility skill or no action left. */
export function frozenLandsMoveRequest(name: string, s: ActorSystem, d: ActorDerived, step: MoveStepAction): FrozenLandsMoveRequest {
  const f = s.frozenLands;
  const mobility = rank(s, "mobility");
  if (mobility === null) throw new RangeError(`${name} has no "Mobility" skill`);
  const actionsLeft = Math.max(0, d.frozenLands.actions - f.actionsUsed);
  if (actionsLeft < 1) throw new RangeError(`${name} has no action left this round`);
  return { step, name, mobility, athletics: rank(s, "athletics"), wp: f.wp, stress: f.stress, soul: f.attributes.soul, conditions: { ...f.conditions }, actionsLeft };
}

function skillDice(req: FrozenLandsMoveRequest): number {
  return req.step === "jump" ? (req.athletics ?? req.mobility) : req.mobility;
}

export function frozenLandsMoveDice(req: FrozenLandsMoveRequest): DiceGroup[] {
  return [
    { count: skillDice(req), sides: 6, purpose: "FRAY.Roll.Pool" },
    { count: stressDice(req.stress, req.soul), sides: 6, purpose: "FRAY.Roll.StressDice" },
  ];
}

export function resolveFrozenLandsMove(req: FrozenLandsMoveRequest, faces: readonly number[]): ActionOutcome {
  const out = resolveMove(queuedDice(faces), {
    mover: { mobility: req.mobility, ...(req.athletics === null ? {} : { athletics: req.athletics }), stress: req.stress, soul: req.soul, conditions: req.conditions },
    actionsLeft: req.actionsLeft,
    prone: req.step === "stand-up",
    jump: req.step === "jump",
  });
  const rolled = out.rolls[0];
  if (!rolled) throw new RangeError(out.reason ?? "nothing was rolled");
  const r = rolled.roll;
  const dice: CardDie[] = [
    ...r.pool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "success" : "failure" })),
    ...r.stressPool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "stress-success" : "stress-failure" })),
  ];
  const changes = out.changes;
  const key = req.step === "stand-up" ? "StandUp" : "Jump";
  const card: CardData = {
    ruleset: "frozen-lands",
    title: req.name,
    kind: `FRAY.Action.FrozenLands.${key}`,
    dice,
    modifiers: [],
    total: r.successes,
    target: r.needed,
    outcome: { key: `FRAY.Action.FrozenLands.${key}${out.moved ? "Done" : "Failed"}`, data: {}, success: out.moved },
    odds: poolAtLeast(r.poolSize, r.needed - conditionEffects(req.conditions).successes),
    details: [
      { label: "FRAY.Roll.Successes", value: r.successes },
      { label: "FRAY.FrozenLands.WP", value: r.willpower },
      { label: "FRAY.Roll.CriticalFailures", value: r.criticalFailures },
      ...stressDetails(req.conditions, changes),
    ],
  };
  return { card, ...stressWriteBack(req, changes) };
}

function moveAction(step: MoveStepAction): SheetAction<FrozenLandsMoveRequest> {
  return {
    prepare: async ({ name, stats, derived }) => frozenLandsMoveRequest(name, stats, derived, step),
    dice: frozenLandsMoveDice,
    resolve: resolveFrozenLandsMove,
  };
}

export const FROZEN_LANDS_ACTIONS = { standUp: moveAction("stand-up"), jump: moveAction("jump") };
