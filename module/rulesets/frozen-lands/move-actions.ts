/**
 * frozen-lands movement rolls on the sheet, each read by the engine's resolveMove, its Stress outcome written back
 * like a skill roll's:
 * - Stand up: "If you are prone, you can stand up and move with the same action, but you must succeed on a Mobility
 *   roll". Only a Prone character (the status); it is the turn's Move action (paid in the tracker, and the board
 *   move that follows it is that same action); a success lifts Prone.
 * - Jump: "You can move and jump in the same action, but you must succeed on a Mobility or Athletics roll": the
 *   player picks the skill; it is the turn's Move action (the board move after it is that same action); a failure
 *   spends it and the token stays where it is (the tracker refuses the move until the turn ends).
 * - Cluttered zone: "roll for Mobility when move into the zone. Failure means you fall": a failure puts Prone on.
 * - Disengage: "You need one success for each enemy close to you. If you fail, you take one Stress, and must spend
 *   an extra action to move": the Stress is written; the extra action is the tracker's (its Extra action button).
 */
import { queuedDice } from "../../engine/dice/source";
import { poolAtLeast } from "../../engine/odds/pool";
import { conditionEffects } from "../../engine/rulesets/frozen-lands/conditions";
import { resolveMove } from "../../engine/rulesets/frozen-lands/movement";
import { stressDice } from "../../engine/rulesets/frozen-lands/stress";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import type { ActionOutcome, SheetAction, SheetActionContext } from "../adapter";
import { choiceField, wholeField } from "../action-fields";
import { stressDetails, stressWriteBack, type StressFields } from "./stress-outcome";
import { DISENGAGE_CHECK } from "./board";

export type MoveStepAction = "stand-up" | "jump" | "cluttered" | "disengage";

export const PRONE = "frozen-lands.prone";

export interface FrozenLandsMoveRequest extends StressFields {
  step: MoveStepAction;
  /** The character's name, the card's title. */
  name: string;
  mobility: number;
  /** Athletics rank, or null when the character has no Athletics skill (the jump then uses Mobility). */
  athletics: number | null;
  /** A jump rolled with Mobility though the character has Athletics (the player's pick). */
  jumpWithMobility?: boolean;
  /** Disengage: the enemies close to the character (one success each). */
  closeEnemies?: number;
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
  return { step, name, mobility, athletics: rank(s, "athletics"), wp: f.wp, stress: f.stress, soul: f.attributes.soul, conditions: { ...f.conditions }, injuriesDue: f.injuriesDue, actionsLeft };
}

function skillDice(req: FrozenLandsMoveRequest): number {
  return req.step === "jump" && !req.jumpWithMobility ? (req.athletics ?? req.mobility) : req.mobility;
}

export function frozenLandsMoveDice(req: FrozenLandsMoveRequest): DiceGroup[] {
  return [
    { count: skillDice(req), sides: 6, purpose: "FRAY.Roll.Pool" },
    { count: stressDice(req.stress, req.soul), sides: 6, purpose: "FRAY.Roll.StressDice" },
  ];
}

export function resolveFrozenLandsMove(req: FrozenLandsMoveRequest, faces: readonly number[]): ActionOutcome {
  const athletics = req.athletics === null || req.jumpWithMobility ? {} : { athletics: req.athletics };
  // The disengage needs a second action to spare to move after a failure; the move itself is the board's.
  const out = resolveMove(queuedDice(faces), {
    mover: { mobility: req.mobility, ...athletics, stress: req.stress, soul: req.soul, conditions: req.conditions },
    actionsLeft: Math.max(req.actionsLeft, req.step === "disengage" ? 2 : 1),
    prone: req.step === "stand-up",
    jump: req.step === "jump",
    ...(req.step === "disengage" ? { closeEnemies: req.closeEnemies ?? 1 } : {}),
    ...(req.step === "cluttered" ? { destinationFeatures: ["cluttered"] } : {}),
  });
  const rolled = out.rolls[0];
  if (!rolled) throw new RangeError(out.reason ?? "nothing was rolled");
  const r = rolled.roll;
  const dice: CardDie[] = [
    ...r.pool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "success" : "failure" })),
    ...r.stressPool.dice.map((v): CardDie => ({ value: v, mark: v >= 5 ? "stress-success" : "stress-failure" })),
  ];
  const changes = out.changes;
  const key = KEYS[req.step];
  // Each roll's own success: a failed disengage still moves (with the extra action), a fall still arrives.
  const success = r.success;
  const card: CardData = {
    ruleset: "frozen-lands",
    title: req.name,
    kind: `FRAY.Action.FrozenLands.${key}`,
    dice,
    modifiers: [],
    total: r.successes,
    target: r.needed,
    outcome: { key: `FRAY.Action.FrozenLands.${key}${success ? "Done" : "Failed"}`, data: {}, success },
    odds: poolAtLeast(r.poolSize, r.needed - conditionEffects(req.conditions).successes),
    details: [
      { label: "FRAY.Roll.Successes", value: r.successes },
      { label: "FRAY.FrozenLands.WP", value: r.willpower },
      { label: "FRAY.Roll.CriticalFailures", value: r.criticalFailures },
      ...stressDetails(req.conditions, changes),
    ],
  };
  const back = stressWriteBack(req, changes);
  // The Disengage roll lets the next move go; a failed one makes that move cost an extra action (the tracker).
  if (req.step === "disengage") Object.assign(back.update, { "system.frozenLands.disengage.rolled": true, "system.frozenLands.disengage.failed": !success });
  // A failed jump: the move it was for does not happen (the tracker refuses it until the turn ends).
  if (req.step === "jump") back.update["system.frozenLands.jump.failed"] = !success;
  // Standing up lifts Prone; a fall in a cluttered zone puts it on.
  const prone = req.step === "stand-up" && success ? { off: [PRONE] } : req.step === "cluttered" && !success ? { on: [...(back.statuses?.on ?? []), PRONE] } : null;
  return { card, ...back, ...(prone ? { statuses: { ...back.statuses, ...prone } } : {}) };
}

const KEYS: Readonly<Record<MoveStepAction, string>> = { "stand-up": "StandUp", jump: "Jump", cluttered: "Cluttered", disengage: "Disengage" };
const K = "FRAY.Action.FrozenLands";

async function prepareMove(ctx: SheetActionContext, step: MoveStepAction): Promise<FrozenLandsMoveRequest | null> {
  const { name, stats, derived, statuses, askFields } = ctx;
  if (step === "stand-up" && !statuses.includes(PRONE)) throw new RangeError(`${name} is not prone: only a prone character stands up`);
  const req = frozenLandsMoveRequest(name, stats, derived, step);
  if (step === "jump" && req.athletics !== null) {
    const fields = await askFields({ title: `${K}.Jump`, fields: [{ kind: "select", name: "skill", label: `${K}.JumpSkill`, value: "athletics", options: [{ value: "athletics", label: `${K}.SkillAthletics` }, { value: "mobility", label: `${K}.SkillMobility` }] }] });
    if (!fields) return null;
    return choiceField(fields, "skill", ["athletics", "mobility"] as const) === "mobility" ? { ...req, jumpWithMobility: true } : req;
  }
  if (step === "disengage") {
    // "one success for each enemy close to you": the board counts them where the token stands; asked only when the
    // board cannot tell (no token on a zoned scene).
    const counted = ctx.checkPrefill(DISENGAGE_CHECK)["closeEnemies"];
    if (typeof counted === "number") {
      if (counted < 1) throw new RangeError(`${name} has no enemy close: a move needs no Disengage roll`);
      return { ...req, closeEnemies: counted };
    }
    const fields = await askFields({ title: `${K}.Disengage`, fields: [{ kind: "number", name: "closeEnemies", label: `${K}.CloseEnemies`, value: 1, min: 1, max: 20 }] });
    if (!fields) return null;
    return { ...req, closeEnemies: wholeField(fields, "closeEnemies", 1, 20) };
  }
  return req;
}

function moveAction(step: MoveStepAction): SheetAction<FrozenLandsMoveRequest> {
  return {
    // Standing up and jumping are the turn's Move action (the board move after it is that same action).
    ...(step === "stand-up" || step === "jump" ? { cost: () => ({ name: step, seconds: 0 }) } : {}),
    prepare: (ctx) => prepareMove(ctx, step),
    dice: frozenLandsMoveDice,
    resolve: resolveFrozenLandsMove,
  };
}

export const FROZEN_LANDS_ACTIONS = { standUp: moveAction("stand-up"), jump: moveAction("jump"), cluttered: moveAction("cluttered"), disengage: moveAction("disengage") };
