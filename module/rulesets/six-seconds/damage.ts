/**
 * What a hit of `amount` damage does to an actor in six-seconds, as a plain update (paths under system) plus an
 * explanation. The engine decides (applyDamage); this only maps the actor's stored fields onto the engine's input and its
 * outcome back onto those fields.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { applyDamage } from "../../engine/rulesets/six-seconds/damage";
import type { DamageApplication, DamageContext } from "../adapter";

export function sixSecondsDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}): DamageApplication {
  const statuses = ctx.statuses ?? [];
  const o = applyDamage(
    { toughness: d.sixSeconds.toughness.toughness, dying: statuses.includes("six-seconds.dying") },
    { amount, nonlethal: ctx.nonlethal ?? false },
    ctx.options?.sixSeconds ?? {},
  );
  return {
    update: { "system.sixSeconds.wounds": s.sixSeconds.wounds + o.wounds },
    summary: { key: `FRAY.Damage.SixSeconds.${o.result}`, data: { amount, toughness: o.toughness, minimum: o.minimum } },
    statuses: [...o.conditionsGained.filter((c) => c !== "wound").map((c) => `six-seconds.${c}`), ...(o.result === "dies" ? ["six-seconds.dead"] : [])],
  };
}
