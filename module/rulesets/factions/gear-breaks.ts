/**
 * factions: "Damaged shields and armour are destroyed by attacks inflicting at least 8 damage before armour reduction
 * (shields are destroyed first)". A hit applied for 8 or more (the record's damage is before armour) offers the GM a
 * result-card button; on the GM's client it finds the hit actor's damaged shield, else damaged armour
 * (breaksUnderHit) and marks it broken: a broken piece adds nothing to the actor's armour value (armour-items.ts), and
 * the actor's own value is left as it is. One hit breaks one piece: the broken
 * item keeps the hit's key (flags.fray.brokenBy), so the same button again breaks nothing more.
 */
import { BREAKING_DAMAGE, breaksUnderHit, type Gear } from "../../engine/rulesets/factions/gear";
import type { AppliedRecord } from "../../chat/exchange/card";
import type { ResultAction, ResultActionSlot } from "../adapter";

export const GEAR_BREAKS_ACTION = "gearBreaks";

type Block = { armour?: unknown; damaged?: unknown; broken?: unknown } | null | undefined;

/** A hit that took health for 8 or more before armour. */
export function gearBreakOffers(record: AppliedRecord): ResultAction[] {
  const hit = record.changes.some((c) => c.path === "system.factions.health.value");
  return hit && record.damage >= BREAKING_DAMAGE ? [{ id: GEAR_BREAKS_ACTION, label: "FRAY.Action.Factions.GearBreaks" }] : [];
}

/** The hit actor's shield and armour that can still break, as the engine's gear (broken ones left out). */
function wornGear(items: readonly { id: string | null; type: string; system: unknown }[], kind: "shield" | "armour"): Gear | null {
  for (const item of items) {
    const s = item.system as { shield?: unknown; factions?: Block };
    if (item.type !== "armour" || !item.id || !s.factions || s.factions.broken === true) continue;
    if ((s.shield === true) !== (kind === "shield")) continue;
    if (s.factions.damaged === true) return { id: item.id, kind, damaged: true, used: true };
  }
  return null;
}

export async function runGearBreaks(id: string, record: AppliedRecord): Promise<void> {
  if (id !== GEAR_BREAKS_ACTION) return;
  if (!game.user.isGM) return void ui.notifications?.warn("FRAY.Action.Factions.GearBreaksGmOnly", { localize: true });
  const actor = await fromUuid(record.targetUuid);
  if (!(actor instanceof Actor)) return void ui.notifications?.warn("FRAY.Action.FrozenLands.CriticalInjuryNoTarget", { localize: true });
  if (actor.items.contents.some((i) => (i.flags as { fray?: { brokenBy?: unknown } }).fray?.brokenBy === record.key)) {
    return void ui.notifications?.info("FRAY.Action.Factions.GearBreaksNone", { localize: true });
  }
  const items = actor.items.contents.map((i) => ({ id: i.id, type: i.type, system: i.system.toObject(false) }));
  const broken = breaksUnderHit(record.damage, wornGear(items, "shield"), wornGear(items, "armour"));
  const item = broken ? actor.items.get(broken) : undefined;
  if (!item) return void ui.notifications?.info("FRAY.Action.Factions.GearBreaksNone", { localize: true });
  await item.update({ "system.factions.broken": true, "flags.fray.brokenBy": record.key } as never);
  ui.notifications?.info(game.i18n.format("FRAY.Action.Factions.GearBroke", { name: foundry.utils.escapeHTML(item.name ?? "") }));
}

export const factionsResultActions: ResultActionSlot = { offers: gearBreakOffers, run: runGearBreaks };
