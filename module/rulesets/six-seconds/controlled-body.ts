/**
 * A possessor directing the body it shares (Possession): "Whoever is currently controlling the character uses their
 * own skill bonuses and techniques, their own mental ability scores (intelligence and spirit) but the possessed
 * character's strength, endurance, and dexterity." A possessor's sheet rolls (ability checks, weapon and unarmed
 * attacks, combos) take the body's Strength, Endurance and Dexterity, which the tracker's *Possess* wrote on it
 * (shared-body.ts); its skill bonuses, Intelligence, Spirit, combos and techniques stay its own (the engine's
 * controlProfile reading). The limbs it uses are the body's too: their count and those a called shot hurt, read from
 * the body's actor as they are now (body-link.ts). Out of a body (or as the host) nothing changes.
 */
import type { ActorSystem } from "../../data/actor/schema";
import { bodyLimbs } from "./body-link";

/** The stats a mind rolls with: a possessor's with the body's Strength, Endurance and Dexterity. */
export function withControlledBody(s: ActorSystem): ActorSystem {
  const six = s.sixSeconds;
  if (six.sharedBody !== "possessor") return s;
  const { strength, endurance, dexterity } = six.body;
  return { ...s, sixSeconds: { ...six, ...bodyLimbs(s), abilities: { ...six.abilities, strength, endurance, dexterity } } };
}

/** A sheet's context with the stats the mind rolls with. */
export function inControlledBody<C extends { stats: ActorSystem }>(ctx: C): C {
  const stats = withControlledBody(ctx.stats);
  return stats === ctx.stats ? ctx : { ...ctx, stats };
}
