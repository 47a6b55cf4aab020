/**
 * The double's shared state: which Foundry generation it plays (13 or 14) and what it noticed along the way
 * (deprecation warnings Foundry would print). index.ts resets it on every install.
 */
export type Generation = 13 | 14;

export const DOUBLE = {
  generation: 13 as Generation,
  /** Deprecation warnings Foundry would log (v14: `-=`/`==` keys, foundryvtt/foundryvtt#13090). */
  deprecations: [] as string[],
};

/** GUESS: each warning once (core's compatibility warnings take a `once` option). */
export function deprecated(message: string): void {
  if (!DOUBLE.deprecations.includes(message)) DOUBLE.deprecations.push(message);
}
