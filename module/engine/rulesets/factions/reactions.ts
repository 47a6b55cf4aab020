/**
 * Reactions: dodge, counter, hide behind someone, guard, opportunity attack. A reaction is a turn taken outside
 * the sequence, so a character who has not yet taken their turn this round can react once (the reaction uses that
 * turn); skills grant extra reactions. Never more than one reaction against a single attack; unaware, grabbed,
 * incapacitated characters cannot react; nor can a target who accepted an attack stunt.
 */
import type { DiceSource } from "../../dice/source";
import type { FactionsOptions } from "./options";
import type { FactionsSave } from "./saves";
import { factionsSave } from "./saves";
import { nonNegative } from "../../validate";

export const REACTIONS = ["dodge", "counter", "hide", "guard", "opportunity"] as const;
export type ReactionKind = (typeof REACTIONS)[number];

export interface ReactorState {
  /** Took their turn this round (a reaction also takes it). */
  turnTaken: boolean;
  /** Extra reactions a round from skills, and how many are used. */
  extraReactions?: number;
  extraReactionsUsed?: number;
}

export function reactionsLeft(state: ReactorState): number {
  const extra = nonNegative(state.extraReactions ?? 0, "extra reactions");
  const used = nonNegative(state.extraReactionsUsed ?? 0, "extra reactions used");
  if (used > extra) throw new RangeError(`${used} extra reactions used but only ${extra} granted`);
  return (state.turnTaken ? 0 : 1) + extra - used;
}

/** The state after one reaction: it takes the turn if not yet taken, otherwise one extra reaction. */
export function spendReaction(state: ReactorState): Required<ReactorState> {
  const left = reactionsLeft(state);
  if (left === 0) throw new RangeError("no reaction left this round");
  const extra = state.extraReactions ?? 0;
  const used = state.extraReactionsUsed ?? 0;
  return state.turnTaken
    ? { turnTaken: true, extraReactions: extra, extraReactionsUsed: used + 1 }
    : { turnTaken: true, extraReactions: extra, extraReactionsUsed: used };
}

export interface ReactionContext {
  kind: ReactionKind;
  reactor: ReactorState;
  /** The reactor knows about the attacker. Default true. */
  aware?: boolean;
  grabbed?: boolean;
  incapacitated?: boolean;
  /** This reactor already reacted to this attack. */
  alreadyReactedToThisAttack?: boolean;
  /** The target accepted an attack stunt: no reaction is possible. */
  stuntAccepted?: boolean;
  /** Counter: the attack targets several characters (blast) and another target already counters it. */
  counterTakenByAnotherTarget?: boolean;
  /** Hide: the chosen character is nearby and either a willing ally or an enemy the reactor holds. */
  shield?: { nearby: boolean; relation: "willing-ally" | "grabbed-enemy" | "other" };
  /** Guard: the reactor is nearby the attack's target. */
  nearTarget?: boolean;
  /** Opportunity: the enemy is nearby and moving away. */
  enemyMovingAway?: boolean;
}

/** Why the reaction is not allowed, or null. */
export function reactionRefusal(c: ReactionContext): string | null {
  if (!(REACTIONS as readonly string[]).includes(c.kind)) throw new TypeError(`unknown reaction "${String(c.kind)}"`);
  if (c.incapacitated) return "incapacitated characters cannot react";
  if (c.grabbed) return "grabbed characters cannot act";
  if (c.aware === false) return "targets unaware of their attacker cannot react";
  if (c.stuntAccepted) return "an accepted attack stunt cannot be reacted to";
  if (c.alreadyReactedToThisAttack) return "never more than one reaction against a single attack";
  if (reactionsLeft(c.reactor) === 0) return "no reaction left this round";
  if (c.kind === "counter" && c.counterTakenByAnotherTarget) return "an attack on several targets can only be countered by one of them";
  if (c.kind === "hide") {
    if (!c.shield?.nearby) return "can only hide behind a nearby character";
    if (c.shield.relation === "other") return "can only hide behind a willing ally or a grabbed enemy";
  }
  if (c.kind === "guard" && !c.nearTarget) return "guarding needs to be nearby the target";
  if (c.kind === "opportunity" && !c.enemyMovingAway) return "opportunity attacks are against nearby enemies moving away";
  return null;
}

export interface DodgeResult {
  save: FactionsSave;
  /** The attack misses. */
  evaded: boolean;
}

/** Dodge: an AGI save; on a pass the attack misses. */
export function dodge(dice: DiceSource, agi: number, options?: Partial<FactionsOptions>): DodgeResult {
  const save = factionsSave(dice, "agi", agi, options);
  return { save, evaded: save.success };
}

/**
 * Hide behind / guard: the attack's new target. A character hidden behind may react in turn if they have not taken
 * their turn yet (hide swaps positions; guard puts the guard in the way, and having reacted they cannot counter or
 * dodge the attack unless a skill grants an extra reaction).
 */
export interface Retarget {
  newTarget: string;
  swapPositions: boolean;
  newTargetMayReact: boolean;
}

export function hideBehind(shieldId: string, shield: ReactorState): Retarget {
  return { newTarget: shieldId, swapPositions: true, newTargetMayReact: reactionsLeft(shield) > 0 };
}

/** Guard: the guard becomes the target; having reacted to this attack already, they cannot also dodge or counter it. */
export function guard(guardId: string): Retarget {
  return { newTarget: guardId, swapPositions: false, newTargetMayReact: false };
}

/**
 * After an opportunity attack the target's interrupted movement resumes only if they are still alive and
 * conscious (neither incapacitated nor dead).
 */
export function movementResumes(target: { incapacitated?: boolean; dead?: boolean }): boolean {
  return !target.incapacitated && !target.dead;
}
