/** What the smoke test hands its page script, and what the page script reports back (plain JSON both ways). */

/** One ruleset's encounter data: actor and weapon system data (from its adapter's Quench plan). */
export interface SmokePlan {
  attacker: Record<string, unknown>;
  target: Record<string, unknown>;
  weapon: Record<string, unknown>;
}

export interface SmokeStep {
  name: string;
  ok: boolean;
  /** What the step saw, or the error and its stack. */
  detail: string;
  /** The submit step: each document type whose unchanged submit changed it, with the paths. */
  changed?: Record<string, string>;
}

export interface SmokeReport {
  ruleset: string;
  generation: 13 | 14;
  steps: SmokeStep[];
  notices: { type: string; message: string }[];
  /** Deprecation warnings Foundry would print (v14: `-=`/`==` keys …); reported, not failed. */
  deprecations: string[];
  /** Errors Foundry would only log (failed data preparation, throwing hook handlers) and action handler errors. */
  errors: string[];
}
