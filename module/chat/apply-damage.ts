/**
 * What a hit of `amount` damage does to an actor in each ruleset, as a plain update (paths under system) plus
 * an explanation. The engine decides (six-seconds applyDamage, frozen-lands armour + applyDamage, factions
 * afterArmour + applyDamage, tactica applyDamage with States and crossover); this only maps the actor's stored
 * fields onto the engine's input and its outcome back onto those fields.
 */
import type { ActorDerived } from "../data/actor/derived";
import type { ActorSystem } from "../data/actor/schema";
import { afterArmour } from "../engine/rulesets/factions/damage";
import { applyDamage as factionsDamage } from "../engine/rulesets/factions/health";
import type { FactionsOptions } from "../engine/rulesets/factions/options";
import { applyDamage as frozenDamage, type HealthOptions } from "../engine/rulesets/frozen-lands/health";
import { applyDamage as sixSecondsDamage, type DamageOptions } from "../engine/rulesets/six-seconds/damage";
import { createCreature, type TacticaCreature } from "../engine/rulesets/tactica/creature";
import { applyDamage as tacticaDamage } from "../engine/rulesets/tactica/damage";
import { mobRanks } from "../engine/rulesets/tactica/mobs";
import type { TacticaOptions } from "../engine/rulesets/tactica/options";
import type { TrackName } from "../engine/rulesets/tactica/ranks";
import type { RulesetId } from "../schema/choices";

export interface DamageApplication {
  /** Flattened update relative to the actor ("system.sixSeconds.wounds": 3). */
  update: Record<string, number | boolean>;
  /** Lang key and data describing the result. */
  summary: { key: string; data: Record<string, string | number> };
  /** Status ids (CONFIG.statusEffects) to switch on. */
  statuses: string[];
}

/** What else the engine needs about the hit and the world: all optional, defaults are the engine's. */
export interface DamageContext {
  /** The actor's active status ids (six-seconds.dying, factions.incapacitated, tactica.ooa …). */
  statuses?: readonly string[];
  /** six-seconds: a nonlethal hit knocks out instead of killing. */
  nonlethal?: boolean;
  /** tactica: the track the damage goes to (physical by default), magic damage (Doubt) and the target's choice. */
  track?: TrackName;
  magic?: boolean;
  /** tactica: a Massive weapon's hit is Massive damage on any success. */
  massiveWeapon?: boolean;
  choice?: "state" | "rank";
  options?: {
    sixSeconds?: DamageOptions;
    frozenLands?: HealthOptions;
    factions?: Partial<FactionsOptions>;
    tactica?: Partial<TacticaOptions>;
  };
}

/** The actor's tactica block as the engine's creature (ranks, losses, States, life status). */
export function tacticaCreatureOf(s: ActorSystem, d: ActorDerived, statuses: readonly string[] = []): TacticaCreature {
  const t = s.tactica;
  const ranks = t.group === "single" ? { physical: t.physical.rank, mental: t.mental.rank } : mobRanks(t.group, t.physical.rank, t.mental.rank);
  const base = createCreature({
    id: "target",
    side: "target",
    physical: ranks.physical,
    mental: ranks.mental,
    heroicFloor: t.heroic,
    stateless: t.stateless,
    bonusPhysical: t.physical.bonus,
    bonusMental: t.mental.bonus,
    crossoverEvery: t.crossoverEvery === 3 || t.crossoverEvery === 4 ? t.crossoverEvery : 2,
  });
  const states: TacticaCreature["states"] = [];
  if (t.physical.state) states.push("stun");
  if (t.mental.state) states.push("shock");
  if (t.doubt) states.push("doubt");
  const status = statuses.includes("tactica.kia") ? "kia" : statuses.includes("tactica.ooa") || d.tactica.outOfAction ? "ooa" : "active";
  const mentalCondition = statuses.includes("tactica.crushed") ? "crushed" : statuses.includes("tactica.panicked") ? "panicked" : null;
  return {
    ...base,
    physical: { ...base.physical, lost: t.physical.lost },
    mental: { ...base.mental, lost: t.mental.lost },
    states,
    status,
    mentalCondition,
    fumbled: t.fumbled,
  };
}

export function damageApplication(ruleset: RulesetId, s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}): DamageApplication {
  const statuses = ctx.statuses ?? [];
  switch (ruleset) {
    case "six-seconds": {
      const o = sixSecondsDamage(
        { toughness: d.sixSeconds.toughness.toughness, dying: statuses.includes("six-seconds.dying") },
        { amount, nonlethal: ctx.nonlethal ?? false },
        ctx.options?.sixSeconds ?? {},
      );
      return {
        update: { "system.sixSeconds.wounds": s.sixSeconds.wounds + o.wounds },
        summary: { key: `FRAY.Damage.SixSeconds.${o.result}`, data: { amount, toughness: o.toughness, minimum: o.minimum } },
        statuses: o.conditionsGained.filter((c) => c !== "wound").map((c) => `six-seconds.${c}`),
      };
    }
    case "frozen-lands": {
      // Armour takes its share before Stamina ("the damage is only reduced by armour").
      const armour = s.frozenLands.armour;
      const taken = Math.max(0, amount - armour);
      const r = frozenDamage({ stamina: s.frozenLands.stamina.value, wounds: s.frozenLands.wounds }, taken, ctx.options?.frozenLands ?? {});
      return {
        update: { "system.frozenLands.stamina.value": r.after.stamina, "system.frozenLands.wounds": r.after.wounds },
        summary: { key: r.woundsGained ? "FRAY.Damage.FrozenLands.Wound" : "FRAY.Damage.FrozenLands.Stamina", data: { amount, armour, stamina: r.after.stamina } },
        statuses: r.broken ? ["frozen-lands.broken"] : [],
      };
    }
    case "factions": {
      const max = s.factions.health.max;
      const taken = afterArmour(amount, { armour: s.factions.armour }, ctx.options?.factions);
      const r = factionsDamage(
        {
          health: Math.min(s.factions.health.value, max),
          maxHealth: max,
          incapacitated: statuses.includes("factions.incapacitated"),
          dead: statuses.includes("factions.dead"),
        },
        taken,
        ctx.options?.factions,
      );
      const gained = [...(r.incapacitatedNow ? ["factions.incapacitated"] : []), ...(r.killedNow ? ["factions.dead"] : [])];
      return {
        update: { "system.factions.health.value": r.after.health },
        summary: {
          key: r.killedNow ? "FRAY.Damage.Factions.Killed" : r.incapacitatedNow ? "FRAY.Damage.Factions.Incapacitated" : "FRAY.Damage.Factions.Health",
          data: { amount: taken, health: r.after.health },
        },
        statuses: gained,
      };
    }
    case "tactica": {
      const before = tacticaCreatureOf(s, d, statuses);
      const o = tacticaDamage(before, { track: ctx.track ?? "physical", damage: amount, magic: ctx.magic ?? false, massiveWeapon: ctx.massiveWeapon ?? false, choice: ctx.choice ?? "state" }, ctx.options?.tactica ?? {});
      const a = o.after;
      const gained: string[] = [];
      for (const st of a.states) if (!before.states.includes(st)) gained.push(`tactica.${st}`);
      if (a.mentalCondition && a.mentalCondition !== before.mentalCondition) gained.push(`tactica.${a.mentalCondition}`);
      if (a.status !== before.status && a.status !== "active") gained.push(`tactica.${a.status}`);
      return {
        update: {
          "system.tactica.physical.lost": a.physical.lost,
          "system.tactica.mental.lost": a.mental.lost,
          "system.tactica.physical.state": a.states.includes("stun"),
          "system.tactica.mental.state": a.states.includes("shock"),
          "system.tactica.doubt": a.states.includes("doubt"),
        },
        summary: {
          key: `FRAY.Damage.Tactica.${o.took === "state" ? "State" : o.took === "rank" ? "Rank" : "None"}`,
          data: { amount, severity: o.severity, physical: o.rankAfter.physical, mental: o.rankAfter.mental },
        },
        statuses: gained,
      };
    }
  }
}
