/**
 * Who may react to a factions attack card, and why not, as a refusal with its lang key (FRAY.Error.<code>): the
 * engine's reactionRefusal read with what the card knows (unaware of a concealed attacker or an ambush, once per
 * attack, a guard having reacted already, one counter against a blast, an accepted stunt).
 */
import { reactionRefusal, type ReactionContext } from "../../engine/rulesets/factions/reactions";
import type { ExchangeCard } from "../../chat/exchange/card";
import type { AttackTarget } from "../adapter";
import type { FactionsAttackRequest } from "./attack";

export interface Bar {
  reason: string;
  code: string;
}

/** The engine's reasons, each with its code (the lang key is FRAY.Error.factions.<code>). */
const CODES: Readonly<Record<string, string>> = {
  "incapacitated characters cannot react": "react-incapacitated",
  "grabbed characters cannot act": "react-grabbed",
  "targets unaware of their attacker cannot react": "react-unaware",
  "an accepted attack stunt cannot be reacted to": "react-stunt",
  "never more than one reaction against a single attack": "react-once",
  "no reaction left this round": "react-none-left",
  "an attack on several targets can only be countered by one of them": "counter-blast",
  "can only hide behind a nearby character": "hide-not-nearby",
  "can only hide behind a willing ally or a grabbed enemy": "hide-not-willing",
  "guarding needs to be nearby the target": "guard-not-nearby",
  "opportunity attacks are against nearby enemies moving away": "opportunity-not-moving",
};

export function bar(reason: string, code: string): Bar {
  return { reason, code: `factions.${code}` };
}

/** The engine's refusal with its code, or null. */
export function engineBar(c: ReactionContext): Bar | null {
  const reason = reactionRefusal(c);
  return reason === null ? null : bar(reason, CODES[reason] ?? "react-refused");
}

export function requestOf(card: ExchangeCard): FactionsAttackRequest | null {
  const req = card.attack?.request as FactionsAttackRequest | undefined;
  return req?.kind === "factions.attack" ? req : null;
}

/**
 * The target cannot see the attack coming: an ambush declared in the dialog, an attack made from concealment (the
 * attack itself reveals the attacker, so the card remembers), or a still concealed attacker.
 */
export function unaware(card: ExchangeCard, attacker: AttackTarget | null): boolean {
  const req = requestOf(card);
  return req?.unaware === true || req?.concealed === true || (attacker?.statuses.includes("factions.concealed") ?? false);
}

/** This character already reacted to this attack: it guarded (then became the target), or defended already. */
export function reactedAlready(card: ExchangeCard, uuid: string): boolean {
  return card.defences.some((d) => d.targetUuid === uuid || (d.choice === "guard" && d.retarget?.to === uuid));
}

/** The state of one would-be reactor, as the engine reads it. */
export function reactorContext(card: ExchangeCard, uuid: string, who: AttackTarget, attacker: AttackTarget | null): Omit<ReactionContext, "kind"> {
  return {
    // The tracker's cost port checks the turn and extra reactions; here the reactor is taken as having one.
    reactor: { turnTaken: false },
    aware: !unaware(card, attacker),
    grabbed: who.statuses.includes("factions.grabbed"),
    incapacitated: who.statuses.includes("factions.incapacitated") || who.statuses.includes("factions.dead"),
    alreadyReactedToThisAttack: reactedAlready(card, uuid),
  };
}
