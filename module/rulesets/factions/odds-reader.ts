/**
 * factions encounter odds: a combatant read into the auto-play's stats (engine/rulesets/factions/autoplay.ts) as its
 * sheet attack and the tracker read it: the melee weapon with the largest damage die built through
 * `factionsAttackRequest` (a broken one refused), WIT and AGI, health left, armour with equipped items, extra
 * reactions; its side is its faction, as the tracker's entrant names it.
 */
import { RulesError } from "../../engine/errors";
import type { FactionsSimStats } from "../../engine/rulesets/factions/autoplay";
import type { OddsSlot } from "../adapter";
import { DEFAULT_FACTIONS } from "./actor";
import { armourOf } from "./armour-items";
import { factionsAttackRequest, type FactionsWeaponData } from "./attack";
import type { FactionsTypes } from "./types";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const factionsOdds: OddsSlot<FactionsTypes> = {
  options: (o) => o?.factions,
  read(c) {
    const f = c.system.factions;
    let damage: FactionsSimStats["damage"] | null = null;
    const problems: string[] = [];
    for (const item of c.items) {
      if (item.type !== "weapon" || !isRecord(item.system)) continue;
      const block = item.system["factions"] as FactionsWeaponData["block"];
      if (!isRecord(block) || block.attack === "ranged") continue; // ranged: not used (docs)
      try {
        const d = factionsAttackRequest(c.system, { name: item.name, block }, null).input.weapon.damage!;
        if (!damage || d.count * (d.sides + 1) > damage.count * (damage.sides + 1)) damage = { count: d.count, sides: d.sides };
      } catch (e) {
        problems.push(e instanceof Error ? e.message : String(e));
      }
    }
    if (!damage) throw new RulesError("odds.no-weapon", { actor: c.name }, problems[0] ?? "no melee weapon with factions stats");
    const stats: FactionsSimStats = {
      wit: f.wit,
      agi: f.agi,
      health: Math.min(f.health.value, f.health.max),
      maxHealth: f.health.max,
      armour: armourOf(c),
      damage,
      ...(f.extraReactions > 0 ? { extraReactions: f.extraReactions } : {}),
    };
    return { stats, side: f.faction.trim() || (c.player ? DEFAULT_FACTIONS.player : DEFAULT_FACTIONS.npc) };
  },
};
