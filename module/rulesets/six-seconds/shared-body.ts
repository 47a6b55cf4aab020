/**
 * A body shared by possession, kept on its minds' actors. The tracker's *Possess* and *Leave the body* steps write
 * each mind's part (TrackerView.actorWrites, on the GM's client): the host's, and the possessor's with the body's
 * Strength, Endurance and Dexterity, which the possessor's own rolls then use ("Whoever is currently controlling the
 * character uses … the possessed character's strength, endurance, and dexterity"). What a shared body changes:
 * - Broken Possessors: "The character cannot remove any morale penalties without outside help": its Broken Spirit
 *   check is not rolled (the engine's recoveryBlockedReason says why).
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { ActorSystem } from "../../data/actor/schema";
import type { TurnCommand, TurnEvent } from "../../engine/turns";
import type { MoraleState } from "../../engine/rulesets/six-seconds/morale";
import { recoveryBlockedReason, type PossessionState } from "../../engine/rulesets/six-seconds/possession";
import type { WriteBack } from "../adapter";

/** What the tracker's possession steps write on the minds' actors. */
export function sharedBodyWrites(events: readonly TurnEvent[], _command: TurnCommand | null, actorOf: (combatantId: string) => PlayerActor | null): { combatant: string; back: WriteBack }[] {
  const out: { combatant: string; back: WriteBack }[] = [];
  for (const e of events) {
    const who = typeof e.combatant === "string" ? e.combatant : null;
    if (who === null) continue;
    if (e.type === "possessed" && typeof e["body"] === "string") {
      const host = actorOf(e["body"])?.system.sixSeconds.abilities;
      const body: Record<string, number> = host ? { "system.sixSeconds.body.strength": host.strength, "system.sixSeconds.body.endurance": host.endurance, "system.sixSeconds.body.dexterity": host.dexterity } : {};
      out.push({ combatant: e["body"], back: { update: { "system.sixSeconds.sharedBody": "host" } } });
      out.push({ combatant: who, back: { update: { "system.sixSeconds.sharedBody": "possessor", ...body } } });
    }
    if (e.type === "released" || e.type === "bodyFreed") out.push({ combatant: who, back: { update: { "system.sixSeconds.sharedBody": "none" } } });
  }
  return out;
}

/** Why this mind, Broken in a shared body, may not shake off its morale penalties unaided; undefined when it may. */
export function recoveryBlocked(s: ActorSystem, morale: MoraleState): string | undefined {
  const role = s.sixSeconds.sharedBody;
  if (role === "none") return undefined;
  const [host, possessor] = role === "host" ? ["self", "other"] : ["other", "self"];
  const body: PossessionState = { host, minds: { self: morale, other: morale }, possessors: [possessor], cooperating: [], secondsUsed: 0, vetoes: [] };
  return recoveryBlockedReason(body, "self");
}
