/**
 * Opportunity attacks ("Opportunity attacks"): a reaction against a nearby enemy moving away. The mover's movement
 * is interrupted, the attack is resolved like any other attack (resolveAttack: hit, the mover's own reaction if it still has
 * one, damage, armour), and the mover's turn resumes only if it is still alive and conscious.
 */
import type { DiceSource } from "../../dice/source";
import { hitRequirement } from "./attack";
import type { FactionsOptions } from "./options";
import type { ReactorState } from "./reactions";
import { movementResumes, reactionRefusal, spendReaction } from "./reactions";
import type { AttackResolution, ResolveAttackInput } from "./resolve-attack";
import { resolveAttack } from "./resolve-attack";
import type { HealthState } from "./health";
import { checkHealth } from "./health";

export interface OpportunityAttackInput {
  /** The character making the opportunity attack (it spends a reaction: its turn, or an extra one). */
  reactor: ReactorState & { aware?: boolean; grabbed?: boolean; incapacitated?: boolean };
  /** The enemy is nearby and moving away from the reactor. */
  enemyMovingAway: boolean;
  /** The attack against the mover. Melee attacks are against a nearby target; the mover may react if it can. */
  attack: ResolveAttackInput;
}

export type OpportunityAttackOutcome =
  | { kind: "refused"; reason: string }
  | {
      kind: "resolved";
      attack: AttackResolution;
      /** The reactor after spending the reaction. */
      reactor: Required<ReactorState>;
      /** The mover's health after the attack. */
      mover: Required<HealthState>;
      /** The interrupted movement and turn go on (the mover is neither incapacitated nor dead). */
      movementResumes: boolean;
    };

export function resolveOpportunityAttack(dice: DiceSource, input: OpportunityAttackInput, options?: Partial<FactionsOptions>): OpportunityAttackOutcome {
  if (!input || typeof input !== "object" || !input.reactor || !input.attack) throw new TypeError("an opportunity attack needs { reactor, enemyMovingAway, attack }");
  const { reactor } = input;
  const refusal = reactionRefusal({
    kind: "opportunity",
    reactor,
    aware: reactor.aware,
    grabbed: reactor.grabbed,
    incapacitated: reactor.incapacitated,
    enemyMovingAway: input.enemyMovingAway,
  });
  if (refusal) return { kind: "refused", reason: refusal };
  // An attack that cannot be made (out of reach, unseen with a ranged weapon …) costs no reaction.
  const requirement = hitRequirement(input.attack.geometry);
  if (requirement.kind === "impossible") return { kind: "refused", reason: requirement.reason };
  const before = checkHealth(input.attack.target.health);
  const attack = resolveAttack(dice, input.attack, options);
  const mover = attack.kind === "hit" ? attack.health.after : before;
  return {
    kind: "resolved",
    attack,
    reactor: spendReaction(reactor),
    mover,
    movementResumes: movementResumes(mover),
  };
}
