/**
 * Token bar attributes per ruleset (CONFIG.Actor.trackableAttributes). Paths are relative to actor.system;
 * `bars.*` are {value, max} pairs the data model prepares from the engine's derived values. Each adapter
 * (module/rulesets/<id>/index.ts, `bars`) owns its bars: their attributes, values and the field an edit writes.
 */
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import type { Bar, RulesetAdapter } from "../rulesets/adapter";
import { ADAPTERS, RULESETS, type RulesetId } from "../rulesets/registry";
import { lazyObjects } from "../data/shared/lazy";

export type { Bar } from "../rulesets/adapter";

/** Each ruleset's bar and value attributes, as its adapter lists them. */
export const RULESET_BARS: Readonly<Record<RulesetId, { bar: string[]; value: string[] }>> = Object.fromEntries(
  RULESETS.map((id) => [id, { bar: ADAPTERS[id].bars.bar, value: ADAPTERS[id].bars.value }]),
) as Record<RulesetId, { bar: string[]; value: string[] }>;

/** The {value, max} pairs behind every ruleset's bars (current vs. unhurt values). */
export function prepareBars(s: ActorSystem, d: ActorDerived): Record<string, Bar> {
  const bars: Record<string, Bar> = {};
  for (const id of RULESETS) Object.assign(bars, ADAPTERS[id].bars.prepare(s, d));
  return bars;
}

/** Each ruleset's bars by key (bars.<key>), the ruleset a key belongs to, and the keys of the rulesets not `world`'s. */
const BAR_KEYS = new Map(RULESETS.map((id) => [id, ADAPTERS[id].bars.bar.map((path) => path.replace(/^bars\./, ""))]));
const BAR_OWNER = new Map(RULESETS.flatMap((id) => BAR_KEYS.get(id)!.map((key) => [key, id] as const)));
const OTHER_BARS = new Map(RULESETS.map((world) => [world, [...BAR_OWNER.keys()].filter((key) => !BAR_KEYS.get(world)!.includes(key))]));
/** Another ruleset's bar, worked out when read (a token left showing it still finds its value). */
const lazyBars = lazyObjects((input: { s: ActorSystem; d: ActorDerived }, key) => ADAPTERS[BAR_OWNER.get(key)!].bars.prepare(input.s, input.d)[key]);

/** The bars an actor prepares in a world of `world`: its ruleset's now, the other rulesets' bars on first read. */
export function prepareWorldBars(s: ActorSystem, d: ActorDerived, world: RulesetId): Record<string, Bar> {
  return Object.assign(lazyBars({ s, d }, OTHER_BARS.get(world)!), ADAPTERS[world].bars.prepare(s, d)) as Record<string, Bar>;
}

/**
 * A token-bar edit (the HUD sets a bar's new value) as an update of the stored field behind it: bars show
 * derived values, so the ruleset that owns the bar says which field changes. Returns null for an unknown bar.
 * The new value is clamped to the bar's range.
 */
export function barUpdate(bar: string, value: number, s: ActorSystem, d: ActorDerived): Record<string, number> | null {
  const owner = RULESETS.map((id): RulesetAdapter["bars"] => ADAPTERS[id].bars).find((b) => bar in b.prepare(s, d));
  const current = owner?.prepare(s, d)[bar];
  if (!owner || !current || !Number.isFinite(value)) return null;
  const v = Math.max(Math.min(Math.round(value), current.max), owner.floor?.[bar] ?? 0);
  const change = current.value - v; // > 0: the bar went down
  return owner.update(bar, v, change, s);
}
