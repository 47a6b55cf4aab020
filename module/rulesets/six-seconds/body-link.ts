/**
 * The body a possessor directs is the possessed character's, so the limbs a called shot hurt on it are the ones the
 * possessor's weapons and fists must use ("Hand cannot be used to carry objects, weapons …"). The tracker's *Possess*
 * writes the body's actor UUID on the possessor (beside shared-body.ts's write); the possessor's rolls read that
 * actor's *Legs / Arms / Hands* and their hurt counts as they are now, so a wound taken after the possession counts.
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { ActorSystem } from "../../data/actor/schema";
import type { TurnEvent } from "../../engine/turns";
import type { WriteBack } from "../adapter";

/** What *Possess* and the end of a possession write: the possessor's link to the body it directs. */
export function bodyLinkWrites(events: readonly TurnEvent[], actorOf: (combatantId: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const out: { combatant: string; back: WriteBack }[] = [];
  for (const e of events) {
    if (typeof e.combatant !== "string") continue;
    if (e.type === "possessed" && typeof e["body"] === "string") {
      out.push({ combatant: e.combatant, back: { update: { "system.sixSeconds.bodyUuid": actorOf(e["body"])?.uuid ?? "" } } });
    }
    if (e.type === "released" || e.type === "bodyFreed") out.push({ combatant: e.combatant, back: { update: { "system.sixSeconds.bodyUuid": "" } } });
  }
  return out;
}

type Limbs = Pick<ActorSystem["sixSeconds"], "hurt" | "limbs">;

/** The body's limbs and hurt counts now, for a possessor linked to a body; null otherwise (or the body is gone). */
export function bodyLimbs(s: ActorSystem): Limbs | null {
  const six = s.sixSeconds;
  if (six.sharedBody !== "possessor" || !six.bodyUuid) return null;
  const doc = fromUuidSync(six.bodyUuid) as { system?: { stats?: ActorSystem } } | null;
  const body = doc?.system?.stats?.sixSeconds;
  return body ? { hurt: body.hurt, limbs: body.limbs } : null;
}
