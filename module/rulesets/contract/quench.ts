/** The in-world Quench batch's encounter for a ruleset (module/quench/): what it creates and the attack it rolls. */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { RulesetId } from "../../schema/choices";
import type { RollRequestBase } from "./rolls";
import type { AttackTarget } from "./target";

/** Partial actor system data: only what an encounter needs; the data models fill in the rest. */
export type SystemPatch = Record<string, unknown>;

export interface QuenchPlan<R extends RollRequestBase = RollRequestBase> {
  attacker: SystemPatch;
  target: SystemPatch;
  /** The weapon item's system data (the ruleset's block on a weapon item). */
  weapon: { ruleset: RulesetId } & Record<string, unknown>;
  /** The attack the sheet would build: weapon block read from the item, aimed at the target. */
  attack(attacker: ActorSystem, derived: ActorDerived, weaponName: string, weapon: Record<string, unknown>, target: AttackTarget): R;
}
