/**
 * A combo's Attacks that aim somewhere (combo-actions.ts): "Each Attack is an ordinary attack", so each picks a called
 * shot or an item on its target as a single attack does.
 * - At an item ("An attack against an enemy can instead be directed to something he is wearing or carrying"): the hit
 *   lands on the item, never the body, so that Attack gets its own card, defended and applied as a single attack's
 *   (item-damage.ts writes the item's wounds).
 * - A called shot stays on the target's combo card with the other hits: every hit is judged against the Toughness
 *   before the combo, never added; a called shot's at its location (its Toughness adjustment, its column's wound,
 *   dying, lasting effects and Fortitude check, as damage.ts writes a single called shot), the rest as plain hits.
 */
import type { CardData } from "../../dice/card";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { DamageApplication, ExchangeSeed } from "../adapter";
import type { DamageContext } from "./types";
import type { SixSecondsAttackRequest } from "./attack";
import { comboOnCard } from "./combo-defence";
import { sixSecondsDamage } from "./damage";

type Resolved = { plan: { target: { uuid: string; name: string }; attack: SixSecondsAttackRequest }; card: CardData; faces: number[] };

/** One card per Attack at an item: bound to its target, the defender's own defence against it, its hit the item's. */
export function shotSeeds(cards: readonly Resolved[]): ExchangeSeed[] {
  return cards.map((c) => ({ card: c.card, target: c.plan.target, damage: c.card.damage ?? null, hit: c.card.hit ?? {}, attack: { request: c.plan.attack, faces: c.faces } }));
}

/**
 * The combo's hits on this target with their called-shot locations ("" for a plain hit), as the GM applies them: those
 * its defence let through (the defence record keeps both lists), else the card's own. Null when no hit has a location.
 */
export function comboShotsApplied(ctx: DamageContext): { hits: number[]; locations: string[] } | null {
  const card = ctx.exchange?.card;
  const record = card && comboOnCard(card) ? card.defences.find((d) => d.targetUuid === ctx.exchange!.targetUuid) : undefined;
  if (record) {
    const split = (v: unknown) => (String(v ?? "") === "" ? [] : String(v).split(","));
    const hits = split(record.summary.data["hits"]).map(Number);
    const locations = split(record.summary.data["locations"]);
    if (!locations.some((l) => l !== "")) return null;
    if (locations.length !== hits.length || hits.some((h) => !Number.isInteger(h) || h < 0)) throw new RangeError(`the combo's defence record holds no matching hits and locations (got ${JSON.stringify(record.summary.data)})`);
    return { hits, locations };
  }
  const locations = ctx.hit?.locations;
  const hits = ctx.hit?.hits;
  if (!hits || !locations || !locations.some((l) => l !== "")) return null;
  if (locations.length !== hits.length) throw new RangeError(`the combo's card holds ${hits.length} hits but ${locations.length} locations`);
  return { hits: [...hits], locations: [...locations] };
}

/** Keys a called shot lowers (Speed, Flight speed): the lowest wins; counted keys (wounds, limbs hurt) add up. */
const LOWEST = new Set(["system.sixSeconds.speed", "system.sixSeconds.flySpeed"]);

/** The value `key` has in the actor's system before the hit (a flattened path under `system.`). */
function before(s: ActorSystem, key: string): number {
  const v = key.replace(/^system\./, "").split(".").reduce<unknown>((o, k) => (typeof o === "object" && o !== null ? (o as Record<string, unknown>)[k] : undefined), s);
  return typeof v === "number" ? v : 0;
}

/** Every hit judged on its own against the body as it was before the combo; their effects written together. */
export function comboShotsDamage(s: ActorSystem, d: ActorDerived, shots: { hits: readonly number[]; locations: readonly string[] }, ctx: DamageContext): DamageApplication {
  const apps = shots.hits.map((amount, i) => {
    const location = shots.locations[i] ?? "";
    // A called shot has no nonlethal effects; a plain hit keeps the card's nonlethal.
    const hit = location === "" ? { nonlethal: ctx.hit?.nonlethal ?? false } : { calledShot: location };
    return sixSecondsDamage(s, d, amount, { ...(ctx.statuses ? { statuses: ctx.statuses } : {}), ...(ctx.options ? { options: ctx.options } : {}), hit });
  });
  const update: Record<string, number> = {};
  for (const app of apps) {
    for (const [key, raw] of Object.entries(app.update)) {
      const v = Number(raw);
      if (LOWEST.has(key)) update[key] = Math.min(update[key] ?? v, v);
      else if (key.startsWith("system.sixSeconds.calledShot.")) update[key] = Math.max(update[key] ?? 0, v); // a check's DC: the hardest
      else update[key] = (update[key] ?? before(s, key)) + (v - before(s, key));
    }
  }
  const wounds = (update["system.sixSeconds.wounds"] ?? s.sixSeconds.wounds) - s.sixSeconds.wounds;
  // The worst result of the hits counts (the engine's combineHits: the conditions each hit gains, together).
  const statuses = [...new Set(apps.flatMap((a) => a.statuses))];
  const damage = shots.hits.map((h, i) => (shots.locations[i] ? `${h} (${shots.locations[i]})` : String(h))).join(", ");
  return {
    update,
    summary: { key: "FRAY.Action.SixSeconds.Combo.AppliedShots", data: { damage, wounds, toughness: d.sixSeconds.toughness.toughness, minimum: d.sixSeconds.toughness.toughness - 6 } },
    statuses,
  };
}
