/**
 * Fray's own Handlebars helpers (registered in init; the browser test registers the same functions).
 * Core v13 provides localize, selectOptions, concat, eq, ne, lt, or, ifThen; these add what Fray needs.
 */
import { formatText, type Localiser, type TextData } from "../dice/card-text";
import { dieGroups } from "../dice/die-groups";

/** {{frayList "a" "b"}} → ["a", "b"] (Handlebars passes its options object last; it is dropped). */
export function frayList(...args: unknown[]): unknown[] {
  return args.slice(0, -1);
}

/** {{frayPercent 0.4}} → "40%"; one decimal when needed. */
export function frayPercent(p: unknown): string {
  if (typeof p !== "number" || !Number.isFinite(p)) return "";
  return `${Math.round(p * 1000) / 10}%`;
}

/**
 * {{frayFormat key data}}: the lang text of `key` with `data` filling its placeholders (card-text.ts). The
 * localiser is looked up at call time (game.i18n in Foundry; the browser harness passes its own).
 */
export function frayFormatWith(i18n: () => Localiser) {
  return (key: unknown, ...rest: unknown[]): string => {
    if (typeof key !== "string") return "";
    // Handlebars passes its options object last; a data object, when given, comes before it.
    const data = rest.length > 1 && rest[0] && typeof rest[0] === "object" ? (rest[0] as TextData) : {};
    return formatText(i18n(), key, data);
  };
}

export const frayFormat = frayFormatWith(() => game.i18n);

/** {{#each (frayDiceGroups card)}}: the card's dice in labelled groups (whose they are). */
export const frayDiceGroups = (card: unknown): ReturnType<typeof dieGroups> => dieGroups(card && typeof card === "object" ? (card as Parameters<typeof dieGroups>[0]) : null);

export const FRAY_HELPERS = { frayList, frayPercent, frayFormat, frayDiceGroups } as const;
