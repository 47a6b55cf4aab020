/**
 * The types each ruleset declares for itself in its own folder (module/rulesets/<id>/types.ts), over which the
 * contract is generic. Core code carries these values without looking inside: it stores a hit on the card and hands
 * it back to the adapter that made it, and passes the world's rules readings and a target's held items through.
 * A leaf: it imports nothing.
 */

/**
 * A ruleset's own hit details on an attack card (plain JSON; stored, so read back through the adapter's `hit`
 * reader). Its fields are optional: absent means the plain hit.
 */
export type HitData = object;

/**
 * The world's rules readings (world settings), each ruleset's under its block key ({ sixSeconds: {...} }): an
 * adapter reads its own part, core passes the whole along.
 */
export type WorldOptions = { readonly [blockKey: string]: object | undefined };

/** What one ruleset declares: its hit details, its part of the world's rules readings, what a target holds, its dialog. */
export interface RulesetTypes {
  /** What an attack card says about its hit, beyond the damage (a nonlethal hit, a called shot, a tactica track …). */
  hit: HitData;
  /** The world's rules readings as this ruleset reads them (its own block key's part). */
  options: object;
  /**
   * What a target holds that this ruleset's defences need (a shield, a parrying weapon …). Its fields are optional,
   * so a target as core carries it (held: object) fits.
   */
  held: object;
  /** What its roll dialog asks, typed by its adapter's parseDialog from the submitted form (contract/dialog.ts). */
  dialog: object;
}

/** Core's view: the values opaque. */
export interface CoreTypes extends RulesetTypes {
  hit: HitData;
  options: WorldOptions;
  held: object;
  dialog: object;
}
