/**
 * Inhaled syndromes (audit PO3): "Inhalation: Breathing in the toxin causes the syndrome. The DC increases by +1 for
 * every full time increment, based on the check rate (ex. For every round spent breathing tear gas …)". The affliction
 * on the item keeps whether the character is breathing it now and how many full periods he has spent breathing it:
 * each check after the first made while he still breathes it counts the period that ends there (its rate's period, so
 * a tear-gas round in a fight is the tracker's round check), and every check's DC adds the periods counted so far. Whether he
 * is breathing it is the sheet's answer (the board has no gas clouds): the check's *Breathing it* answer, or the
 * *Inhaled poison: breathing* action, which rolls nothing.
 */
import { SYNDROME_ROUTES, type AfflictionState, type SyndromeRoute, type SyndromeStats } from "../../engine/rulesets/six-seconds/poison";
import { choiceField } from "../action-fields";
import type { SheetAction, SheetActionContext } from "../adapter";
import { plainCard } from "./plain-card";

const K = "FRAY.Action.SixSeconds.Poison";

/** An affliction with its breathing kept (older afflictions have neither field: not breathing, nothing counted). */
export type InhaledState = AfflictionState & { breathing?: boolean; breathed?: number };

/** A poison item's routes of transmission (its *Transmission*), the known ones. */
export function routesOf(system: Record<string, unknown>): SyndromeRoute[] {
  const routes = (system["transmission"] as { routes?: unknown } | undefined)?.routes;
  return Array.isArray(routes) ? routes.filter((r): r is SyndromeRoute => (SYNDROME_ROUTES as readonly string[]).includes(r as string)) : [];
}

export const isInhaled = (stats: Pick<SyndromeStats, "routes">): boolean => stats.routes.includes("inhalation");

/**
 * The full periods spent breathing it at this check, each +1 to its DC: those counted before, and the period that
 * ends now when he is still breathing it (not at the affliction's first check: no period has passed yet).
 */
export function periodsBreathed(stats: Pick<SyndromeStats, "routes">, state: InhaledState): number {
  if (!isInhaled(stats)) return 0;
  return (state.breathed ?? 0) + (state.breathing && state.checks > 0 ? 1 : 0);
}

/** The affliction after a check: the periods counted, and whether he is breathing it. */
export function breathedAfter(stats: Pick<SyndromeStats, "routes">, before: InhaledState, after: AfflictionState): InhaledState {
  if (!isInhaled(stats)) return after;
  return { ...after, breathing: before.breathing === true, breathed: periodsBreathed(stats, before) };
}

export interface SixSecondsBreathingRequest {
  name: string;
  itemId: string;
  poison: string;
  state: InhaledState;
  breathing: boolean;
}

type Item = SheetActionContext["items"][number];
const afflicting = (i: Item) => {
  const a = i.flags?.["affliction"] as InhaledState | null | undefined;
  return i.type === "poison" && isInhaled({ routes: routesOf(i.system as Record<string, unknown>) }) && a && typeof a.doses === "number" && !a.cured ? a : null;
};

/** Says whether the character breathes an inhaled syndrome now (he stepped into or out of the gas); no dice. */
export const breathingAction: SheetAction<SixSecondsBreathingRequest> = {
  prepare: async (ctx) => {
    const inhaled = ctx.items.filter((i) => afflicting(i));
    if (inhaled.length === 0) throw new RangeError(ctx.localize(`${K}.NoInhaled`));
    const fields = await ctx.askFields({
      title: `${K}.Breathing`,
      hint: { key: `${K}.BreathingHint`, data: [] },
      fields: [
        { kind: "select", name: "poison", label: `${K}.Which`, options: inhaled.map((p) => ({ value: p.id, label: "", text: p.name })) },
        { kind: "select", name: "breathing", label: `${K}.BreathingNow`, options: [{ value: "yes", label: "FRAY.Sheet.Yes" }, { value: "no", label: "FRAY.Sheet.No" }] },
      ],
    });
    if (!fields) return null;
    const item = inhaled.find((p) => p.id === fields["poison"]);
    if (!item) throw new RangeError(`poison must be one of ${inhaled.map((p) => p.name).join(", ")}`);
    return { name: ctx.name, itemId: item.id, poison: item.name, state: afflicting(item)!, breathing: choiceField(fields, "breathing", ["yes", "no"] as const) === "yes" };
  },
  dice: () => [],
  resolve: (req) => ({
    card: { ...plainCard(`${req.name}: ${req.poison}`, `${K}.Breathing`), dice: [], outcome: { key: `${K}.${req.breathing ? "BreathingYes" : "BreathingNo"}`, data: { periods: req.state.breathed ?? 0 }, success: null }, details: [] },
    update: {},
    items: [{ id: req.itemId, update: { "flags.fray.affliction": { ...req.state, breathing: req.breathing } } }],
  }),
};
