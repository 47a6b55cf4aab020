/**
 * Fray's own Handlebars helpers (registered in init; the browser test registers the same functions).
 * Core v13 provides localize, selectOptions, concat, eq, ne, lt, or, ifThen; these add the two Fray needs.
 */

/** {{frayList "a" "b"}} → ["a", "b"] (Handlebars passes its options object last; it is dropped). */
export function frayList(...args: unknown[]): unknown[] {
  return args.slice(0, -1);
}

/** {{frayPercent 0.4}} → "40%"; one decimal when needed. */
export function frayPercent(p: unknown): string {
  if (typeof p !== "number" || !Number.isFinite(p)) return "";
  return `${Math.round(p * 1000) / 10}%`;
}

export const FRAY_HELPERS = { frayList, frayPercent } as const;
