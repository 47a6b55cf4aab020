/**
 * The port a defence's cost goes through: a Reaction (frozen-lands; factions names which) or a full action die (tactica) is
 * spent in the combat tracker. The tracker implements this later; until then, and whenever there is no active
 * combat, every defence is allowed and costs nothing.
 */
/** A ruleset may name the reaction (`reaction:<kind>`, paid as that named action: factions' grabber lets go on some). */
export type DefenceCost = "reaction" | "action-die" | `reaction:${string}` | NamedCost;

/** A cost the ruleset's tracker view names itself (tracker-view.ts costOf: tactica's 1 raising a rolled die). */
export interface NamedCost {
  name: string;
  seconds: number;
}

export interface CombatCosts {
  /** Why this actor cannot pay now (a plain sentence), or null when it can. */
  refusal(actorUuid: string, cost: DefenceCost): string | null;
  /** Spend it; `false` when the tracker refused the step after all (nothing spent). */
  spend(actorUuid: string, cost: DefenceCost): Promise<void | false>;
}

/** No active combat: everything is allowed, nothing is spent. */
export const NO_COMBAT: CombatCosts = Object.freeze({
  refusal: () => null,
  spend: async () => {},
});
