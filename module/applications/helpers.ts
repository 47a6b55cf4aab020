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

export interface RefusalLine {
  key?: string;
  text?: string;
  /** Lang keys of the offers this reason refuses, named only when the row has several reasons. */
  labels: string[];
}

/**
 * {{#each (frayRefusals offers)}}: the distinct reasons of the refused offers, in order, so a row with three
 * struck buttons refused for one reason ("Unconscious: no defence rolls") says it once. With several reasons each
 * line names the offers it refuses.
 */
export function frayRefusals(offers: unknown): RefusalLine[] {
  const byId = new Map<string, RefusalLine & { all: string[] }>();
  for (const o of Array.isArray(offers) ? (offers as { refused?: unknown; refusedKey?: unknown; label?: unknown }[]) : []) {
    if (!o?.refused) continue;
    const reason = typeof o.refusedKey === "string" && o.refusedKey ? { key: o.refusedKey } : { text: String(o.refused) };
    const id = reason.key ? `k:${reason.key}` : `t:${reason.text}`;
    const line = byId.get(id) ?? { ...reason, labels: [], all: [] };
    line.all.push(String(o.label ?? ""));
    byId.set(id, line);
  }
  const several = byId.size > 1;
  return [...byId.values()].map(({ all, ...line }) => ({ ...line, labels: several ? all : [] }));
}

export const FRAY_HELPERS = { frayList, frayPercent, frayFormat, frayDiceGroups, frayRefusals } as const;
