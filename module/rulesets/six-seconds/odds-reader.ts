/**
 * six-seconds encounter odds: a combatant read into the auto-play's stats (engine/rulesets/six-seconds/autoplay.ts)
 * as its sheet attack reads it: the melee weapon with the best damage built through `sixSecondsAttackRequest` (Weapon
 * Skill, the die plus Strength and a creature's scale damage, a wounded weapon's loss), the Reflex rank for
 * initiative and the Reflex skill's bonus for the dodge, Toughness's best Defence, the wounds already taken.
 */
import { RulesError } from "../../engine/errors";
import type { SixSecondsSimStats } from "../../engine/rulesets/six-seconds/autoplay";
import type { OddsSlot } from "../adapter";
import { sixSecondsAttackRequest, type SixSecondsWeaponData } from "./attack";
import { reflexRank } from "./entrant";
import type { SixSecondsTypes } from "./types";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const sixSecondsOdds: OddsSlot<SixSecondsTypes> = {
  options: (o) => o?.sixSeconds,
  read(c) {
    const six = c.system.sixSeconds;
    let best: { stats: SixSecondsSimStats; mean: number } | null = null;
    const problems: string[] = [];
    for (const item of c.items) {
      if (item.type !== "weapon" || !isRecord(item.system)) continue;
      const block = item.system["sixSeconds"] as SixSecondsWeaponData["block"];
      if (!isRecord(block) || (typeof block.rangeIncrement === "number" && block.rangeIncrement > 0)) continue; // ranged: not used (docs)
      try {
        const req = sixSecondsAttackRequest(c.system, c.derived, { name: item.name, block }, null);
        const d = req.input.damage;
        const bonus = d.bonus + (req.input.damageModifiers ?? []).reduce((s, m) => s + m.value, 0);
        const mean = (d.count * (d.sides + 1)) / 2 + bonus;
        if (best && mean <= best.mean) continue;
        const dodge = c.derived.sixSeconds.skills.find((s) => s.name.trim().toLowerCase() === "reflex");
        best = {
          mean,
          stats: {
            skill: req.input.attacker.skill,
            reflex: reflexRank(c.system),
            dodge: dodge?.bonus ?? 0,
            dexterity: six.abilities.dexterity,
            endurance: six.abilities.endurance,
            scale: six.scale,
            armour: c.derived.sixSeconds.toughness.defence.bonus,
            wounds: six.wounds,
            damage: { count: d.count, sides: d.sides, bonus },
          },
        };
      } catch (e) {
        problems.push(e instanceof Error ? e.message : String(e));
      }
    }
    if (!best) throw new RulesError("odds.no-weapon", { actor: c.name }, problems[0] ?? "no melee weapon with six-seconds stats");
    return { stats: best.stats };
  },
};
