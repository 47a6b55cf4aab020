/**
 * A body shared by possession, kept on its minds' actors. The tracker's *Possess* and *Leave the body* steps write
 * each mind's part (TrackerView.actorWrites, on the GM's client): the host's, and the possessor's with the body's
 * Strength, Endurance and Dexterity, which the possessor's own rolls then use ("Whoever is currently controlling the
 * character uses … the possessed character's strength, endurance, and dexterity"). What a shared body changes:
 * - Multiple Possessors: the host keeps its possessors' actor UUIDs (`possessors`), so a new Possession check reads the
 *   minds already in the body (`bodyMinds`) and faces the highest Will among them.
 * - Broken Possessors: "The character cannot remove any morale penalties without outside help": its Broken Spirit
 *   check is not rolled (the engine's recoveryBlockedReason says why).
 */
import type { PlayerActor } from "../../applications/combat/tracker-view";
import type { ActorDerived } from "../../data/actor/derived";
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
  // The host's list of its possessors, as the step leaves it (several may enter or leave in one step).
  const lists = new Map<string, string[]>();
  const listOf = (host: string): string[] => {
    if (!lists.has(host)) lists.set(host, linesOf(actorOf(host)?.system.sixSeconds.possessors ?? ""));
    return lists.get(host)!;
  };
  for (const e of events) {
    const who = typeof e.combatant === "string" ? e.combatant : null;
    if (who === null) continue;
    const uuid = actorOf(who)?.uuid;
    if (e.type === "possessed" && typeof e["body"] === "string" && uuid) lists.set(e["body"], [...listOf(e["body"]).filter((u) => u !== uuid), uuid]);
    if (e.type === "released" && typeof e["body"] === "string" && uuid) lists.set(e["body"], listOf(e["body"]).filter((u) => u !== uuid));
    if (e.type === "bodyFreed") lists.set(who, []);
  }
  for (const [host, list] of lists) out.push({ combatant: host, back: { update: { "system.sixSeconds.possessors": list.join("\n") } } });
  return out;
}

/** A list field's UUIDs (one a line). */
export const linesOf = (text: string): string[] => text.split("\n").filter((l) => l !== "");

/** A mind in a shared body, read from its actor as it is now. */
export interface BodyMind {
  uuid: string;
  name: string;
  system: ActorSystem;
  derived: ActorDerived;
  statuses: readonly string[];
}

/**
 * The minds in the body this mind (`uuid`, with stats `s`) shares, in the body's order (its host, then its possessors
 * as they entered), each read from its actor now; `self` stands for this mind. Just `self` out of a shared body.
 */
export function bodyMinds<M>(s: ActorSystem, uuid: string | undefined, self: M, read: (mind: BodyMind) => M): M[] {
  const six = s.sixSeconds;
  if (six.sharedBody === "none" || !uuid) return [self];
  const hostUuid = six.sharedBody === "host" ? uuid : six.bodyUuid;
  const host = hostUuid === uuid ? null : actorNow(hostUuid);
  const possessors = linesOf((six.sharedBody === "host" ? six : host?.system.sixSeconds)?.possessors ?? "");
  const out: M[] = [];
  for (const u of [hostUuid, ...possessors.filter((p) => p !== hostUuid)]) {
    if (u === uuid) out.push(self);
    else {
      const mind = actorNow(u);
      // A possessor counts while its own record names this body (a list left from an ended fight does not).
      if (mind && (u === hostUuid || bodyHostOf(mind.system, u) === hostUuid)) out.push(read(mind));
    }
  }
  return out.includes(self) ? out : [self, ...out];
}

/** The body a mind is in: its host's actor UUID (its own, as the host), or "" out of a shared body. */
export function bodyHostOf(s: ActorSystem, uuid: string | undefined): string {
  const six = s.sixSeconds;
  if (six.sharedBody === "host") return uuid ?? "";
  return six.sharedBody === "possessor" ? six.bodyUuid : "";
}

/** A mind's actor as it is now, or null when it is gone. */
export function actorNow(uuid: string): BodyMind | null {
  if (!uuid) return null;
  const doc = fromUuidSync(uuid) as { name?: string; statuses?: Iterable<string>; system?: { stats?: ActorSystem; derived?: ActorDerived } } | null;
  const system = doc?.system?.stats;
  const derived = doc?.system?.derived;
  return system && derived ? { uuid, name: doc.name ?? "", system, derived, statuses: [...(doc.statuses ?? [])] } : null;
}

/** Why this mind, Broken in a shared body, may not shake off its morale penalties unaided; undefined when it may. */
export function recoveryBlocked(s: ActorSystem, morale: MoraleState): string | undefined {
  const role = s.sixSeconds.sharedBody;
  if (role === "none") return undefined;
  const [host, possessor] = role === "host" ? ["self", "other"] : ["other", "self"];
  const body: PossessionState = { host, minds: { self: morale, other: morale }, possessors: [possessor], cooperating: [], secondsUsed: 0, vetoes: [] };
  return recoveryBlockedReason(body, "self");
}
