/**
 * What a hit of `amount` damage does to an actor in tactica, as a plain update (paths under system) plus an
 * explanation. The engine decides (applyDamage with States and crossover); this only maps the actor's stored fields onto the engine's input and its
 * outcome back onto those fields.
 */
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import { createCreature, type TacticaCreature } from "../../engine/rulesets/tactica/creature";
import { applyDamage as tacticaDamageApplied } from "../../engine/rulesets/tactica/damage";
import { startRanks } from "./start-ranks";
import type { DamageApplication } from "../adapter";
import type { DamageContext } from "./types";
import { exchangeEffects } from "./exchange-effects";
import { INJURY_DICE, withInjury } from "./injury-roll";
import { outOfActionRoll } from "./out-of-action-hit";
import { rollerDice } from "./roll-modifiers";
import { surprisedInFight } from "./surprise-now";
import { crossoverEvery } from "./crossover";

/** The actor's tactica block as the engine's creature (ranks, losses, States, life status). */
export function tacticaCreatureOf(s: ActorSystem, d: ActorDerived, statuses: readonly string[] = [], worldCrossover?: 2 | 3 | 4): TacticaCreature {
  const t = s.tactica;
  // A group's ranks and a hero's Heroic level, as the sheet derives them.
  const ranks = startRanks(t);
  const base = createCreature({
    id: "target",
    side: "target",
    physical: ranks.physical,
    mental: ranks.mental,
    heroicFloor: t.heroic,
    stateless: t.stateless,
    // The sheet's bonus ranks and the equipped armour's (derived from the actor's items).
    bonusPhysical: t.physical.bonus + (d.tactica.armour?.physicalRanks ?? 0),
    bonusMental: t.mental.bonus + (d.tactica.armour?.mentalRanks ?? 0),
    // The world's crossover setting when given, else the sheet's own value.
    // The actor's own crossover or the world's, the rarer, as the sheet derives it (crossover.ts).
    crossoverEvery: crossoverEvery(t.crossoverEvery, worldCrossover),
  });
  const states: TacticaCreature["states"] = [];
  if (t.physical.state) states.push("stun");
  if (t.mental.state) states.push("shock");
  if (t.doubt) states.push("doubt");
  const status = statuses.includes("tactica.kia") ? "kia" : statuses.includes("tactica.ooa") || d.tactica.outOfAction ? "ooa" : "active";
  const mentalCondition = statuses.includes("tactica.crushed") ? "crushed" : statuses.includes("tactica.panicked") ? "panicked" : null;
  return {
    ...base,
    // Level 9 holds until a special event knocks the creature off it (a rank lost): then it is an ordinary rank 8.
    physical: { ...base.physical, lost: t.physical.lost, level9Protected: (base.physical.level9Protected ?? false) && t.physical.lost === 0 },
    mental: { ...base.mental, lost: t.mental.lost, level9Protected: (base.mental.level9Protected ?? false) && t.mental.lost === 0 },
    states,
    status,
    mentalCondition,
    fumbled: t.fumbled,
  };
}

/** `blockSpend`: successes the attacker spent breaking the target's Block (the card's apply choice). */
export function tacticaDamage(s: ActorSystem, d: ActorDerived, amount: number, ctx: DamageContext = {}, blockSpend = 0): DamageApplication {
  const statuses = ctx.statuses ?? [];
  const before = tacticaCreatureOf(s, d, statuses, ctx.options?.tactica?.crossoverEvery);
  // From the card, a target surprised in the running fight may not soak the hit into a State.
  const surprised = ctx.exchange ? surprisedInFight(ctx.exchange.targetUuid) : false;
  const o = tacticaDamageApplied(before, { track: ctx.hit?.track ?? "physical", damage: amount, magic: ctx.hit?.magic ?? false, massiveWeapon: ctx.hit?.massiveWeapon ?? false, choice: ctx.choice ?? "state", surprised, bane: ctx.hit?.bane ?? false }, ctx.options?.tactica ?? {});
  const a = o.after;
  const gained: string[] = [];
  for (const st of a.states) if (!before.states.includes(st)) gained.push(`tactica.${st}`);
  if (a.mentalCondition && a.mentalCondition !== before.mentalCondition) gained.push(`tactica.${a.mentalCondition}`);
  if (a.status !== before.status && a.status !== "active") gained.push(`tactica.${a.status}`);
  const update: Record<string, number | boolean> = {
    "system.tactica.physical.lost": a.physical.lost,
    "system.tactica.mental.lost": a.mental.lost,
    "system.tactica.physical.state": a.states.includes("stun"),
    "system.tactica.mental.state": a.states.includes("shock"),
    "system.tactica.doubt": a.states.includes("doubt"),
  };
  // "If you became stunned or suffer trauma or worse you would lose the defence pool."
  if (o.poolsLost) Object.assign(update, { "system.tactica.pools.dodge.dice": 0, "system.tactica.pools.block.dice": 0 });
  const fromCard = ctx.exchange ? exchangeEffects(s, ctx.exchange, ctx.options?.tactica ?? {}, blockSpend) : null;
  if (fromCard) Object.assign(update, fromCard.update);
  const app: DamageApplication = {
    update,
    ...(fromCard?.others.length ? { others: fromCard.others } : {}),
    summary: {
      // A hit on an OoA creature changes nothing by itself: the card says the BODY roll (or KIA) is due.
      key: `FRAY.Damage.Tactica.${o.needsOutOfActionRoll ? "OutOfAction" : o.took === "state" ? "State" : o.took === "rank" ? "Rank" : "None"}`,
      data: {
        amount,
        severity: o.severity,
        severityKey: `FRAY.Card.Severity.${o.severity}`,
        physical: o.rankAfter.physical,
        mental: o.rankAfter.mental,
        // Trauma, a Killing Blow or a defeat: a hit location and an injury are due (+1 for a Killing Blow / Massive).
        injuryKey: `FRAY.Damage.Tactica.Injury.${o.injuryRoll === null ? "none" : o.injuryRoll.bonus > 0 ? "rollPlus" : "roll"}`,
      },
    },
    statuses: gained,
  };
  // From the card, a Trauma, Killing Blow or defeat rolls its hit location and injury on the GM's client.
  if (o.needsOutOfActionRoll && ctx.exchange) return { ...app, roll: outOfActionRoll(app, a, s.tactica.body, ctx.options?.tactica ?? {}, rollerDice(s, d)) };
  const injury = o.injuryRoll;
  if (!injury || !ctx.exchange) return app;
  return { ...app, roll: { groups: [...INJURY_DICE], then: (faces) => withInjury(app, a, injury.bonus, faces, ctx.options?.tactica ?? {}, s.tactica.burntDice) } };
}
