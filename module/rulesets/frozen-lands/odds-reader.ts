/**
 * frozen-lands encounter odds: a combatant read into the auto-play's stats (engine/rulesets/frozen-lands/autoplay.ts)
 * as its sheet attack and the tracker read it: the melee weapon with the most damage built through
 * `frozenLandsAttackRequest` (Melee rank, the weapon's bonus dice and damage), Mobility for the dodge, Stamina left,
 * armour with equipped items, the stat block's defence, pre-calculated damage and initiative. The first side plays
 * the characters' rules, the others the enemies' (docs/encounter-odds.md); a fighter needs a melee weapon or a
 * pre-calculated damage.
 */
import { RulesError } from "../../engine/errors";
import type { FrozenLandsSimStats } from "../../engine/rulesets/frozen-lands/autoplay";
import type { OddsSlot } from "../adapter";
import { frozenLandsAttackRequest, type FrozenLandsWeaponData } from "./attack";
import type { FrozenLandsTypes } from "./types";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const frozenLandsOdds: OddsSlot<FrozenLandsTypes> = {
  options: (o) => o?.frozenLands,
  read(c) {
    const f = c.system.frozenLands;
    let weapon: FrozenLandsSimStats["weapon"] | null = null;
    let melee = 0;
    const problems: string[] = [];
    for (const item of c.items) {
      if (item.type !== "weapon" || !isRecord(item.system)) continue;
      const block = item.system["frozenLands"] as FrozenLandsWeaponData["block"];
      if (!isRecord(block) || block.category === "ranged") continue; // ranged: not used (docs)
      try {
        const req = frozenLandsAttackRequest(c.system, { name: item.name, block }, null);
        if (weapon && req.weapon.damage + req.weapon.bonus <= weapon.damage + weapon.bonus) continue;
        weapon = { bonus: req.weapon.bonus, damage: req.weapon.damage };
        melee = req.skill;
      } catch (e) {
        problems.push(e instanceof Error ? e.message : String(e));
      }
    }
    if (!weapon && f.attackDamage <= 0) throw new RulesError("odds.no-weapon", { actor: c.name }, problems[0] ?? "no melee weapon with frozen-lands stats and no pre-calculated damage");
    const mobility = f.skills.find((s) => s.name.trim().toLowerCase() === "mobility")?.rank ?? 0;
    const stats: FrozenLandsSimStats = {
      stamina: f.stamina.value,
      armour: c.derived.frozenLands.armour.total,
      agility: f.attributes.agility,
      melee,
      mobility,
      weapon: weapon ?? { bonus: 0, damage: f.attackDamage },
      defence: f.defense,
      // An enemy without a pre-calculated damage deals its weapon's.
      damage: f.attackDamage > 0 ? f.attackDamage : (weapon?.damage ?? 0),
      initiative: f.initiative,
    };
    return { stats };
  },
};
