/**
 * When a slow poison's or disease's check falls due (audit PO1): "The check rate is how often the character has to
 * make a Fortitude check against the syndrome's DC." An affliction checked every hour or every day (Infection,
 * Plague, Zombie Virus, Radiation (Light, Minor, Moderate)) is rolled as the world's clock passes each full hour or
 * day of world time (module/combat/world-time.ts, the active GM's client), one Fortitude check per period passed,
 * each against the run the previous one left. Round and second rates stay the tracker's (poison-rounds.ts), since a
 * fight's rounds move the clock too; a per-drink syndrome is checked per drink (alcohol.ts).
 */
import type { CardData } from "../../dice/card";
import { checksDueBetween } from "../../engine/rulesets/six-seconds/poison";
import type { ActionOutcome, RoundEndCall, RoundFighter, SheetAction, WorldTimeSlot } from "../adapter";
import { poisonDice, resolveSixSecondsPoison, type SixSecondsPoisonRequest } from "./poison-actions";
import { afflictionRequests } from "./poison-rounds";
import { wakeDue } from "./condition-actions";
import type { SixSecondsTypes } from "./types";

/** At most this many checks are rolled for one advance (a year skipped is not 365 cards of dice). */
export const MAX_CHECKS_AT_ONCE = 30;

export interface SixSecondsPoisonChecks extends SixSecondsPoisonRequest {
  /** Checks due at once, rolled one after the other. */
  checks: number;
}

function dueFor(f: RoundFighter, from: number, to: number): RoundEndCall[] {
  return afflictionRequests(f).flatMap(({ poison, request }): RoundEndCall[] => {
    const checks = Math.min(MAX_CHECKS_AT_ONCE, checksDueBetween(request.stats.checkRate, from, to));
    if (checks <= 0) return [];
    return [{ line: { key: "FRAY.Tracker.SixSeconds.PoisonTimeDue", data: { name: f.name, poison, checks } }, rolls: [{ id: f.id, action: "poisonChecks", request: { ...request, checks } satisfies SixSecondsPoisonChecks }] }];
  });
}

export const sixSecondsWorldTime: WorldTimeSlot<SixSecondsTypes> = {
  // Poisons' checks, and an unconscious character's wake-up once its rolled hours have passed (condition-actions.ts).
  due: (actors, from, to) => actors.flatMap((f) => [...dueFor(f, from, to), ...wakeDue(f, to)]),
};

/**
 * The checks one after another: each against the state, wounds and conditions the one before left, stopping at a
 * cure. One card (the last check's, every die shown), one write-back of everything they did.
 */
export function resolvePoisonChecks(req: SixSecondsPoisonChecks, faces: readonly number[]): ActionOutcome {
  let state = req.state;
  let wounds = req.wounds;
  let morale = req.morale;
  let mobility = req.mobility;
  const on = new Set<string>();
  const dice: CardData["dice"] = [];
  const per = poisonDice(req).length;
  let last: ActionOutcome | null = null;
  for (let i = 0; i < req.checks && !state.cured; i++) {
    const counters = { ...(wounds !== undefined ? { wounds } : {}), ...(morale !== undefined ? { morale } : {}), ...(mobility !== undefined ? { mobility } : {}) };
    const out = resolveSixSecondsPoison({ ...req, state, ...counters }, faces.slice(i * per, i * per + per));
    dice.push(...out.card.dice);
    for (const s of out.statuses?.on ?? []) on.add(s);
    const w = out.update["system.sixSeconds.wounds"];
    if (typeof w === "number") wounds = w;
    const m = out.update["system.sixSeconds.moralePenalties"];
    if (typeof m === "number") morale = m;
    const b = out.update["system.sixSeconds.mobilityPenalties"];
    if (typeof b === "number") mobility = b;
    const after = out.items?.[0]?.update["flags.fray.affliction"] as typeof state | null | undefined;
    state = after ?? { ...state, cured: true };
    last = out;
  }
  if (!last) throw new RangeError(`${req.stats.name}: no check is due`);
  return {
    ...last,
    card: { ...last.card, dice, details: [{ label: "FRAY.Action.SixSeconds.Poison.ChecksDue", value: dice.length }, ...last.card.details] },
    update: {
      ...(wounds !== undefined && wounds !== req.wounds ? { "system.sixSeconds.wounds": wounds } : {}),
      ...(morale !== undefined && morale !== req.morale ? { "system.sixSeconds.moralePenalties": morale } : {}),
      ...(mobility !== undefined && mobility !== req.mobility ? { "system.sixSeconds.mobilityPenalties": mobility } : {}),
    },
    ...(on.size ? { statuses: { on: [...on] } } : {}),
  };
}

export const poisonChecksAction: SheetAction<SixSecondsPoisonChecks> = {
  // Only the world's clock calls it (no sheet button): its request is built by the slot above.
  button: false,
  prepare: async () => null,
  // Each check's dice in turn (a d6, and a random symptom's d3), for every check due.
  dice: (req) => Array.from({ length: Math.max(1, Math.min(MAX_CHECKS_AT_ONCE, req.checks)) }, () => poisonDice(req)).flat(),
  resolve: resolvePoisonChecks,
};
