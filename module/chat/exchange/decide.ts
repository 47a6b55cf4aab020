/**
 * The exchange's decisions over plain data: may this requester apply, undo or defend, on this card, for this
 * target, now? Each answers a refusal code (a lang key under FRAY.Exchange.Refused) or what to do. The GM's
 * client asks these before it writes anything; tests ask them with plain cards and requesters.
 */
import { applicationKey, declaresFirst, isDeclaring, type AppliedRecord, type BoundTarget, type DefenceRecord, type ExchangeCard, type Requester } from "./card";

export type Refusal = "NoCard" | "NotBound" | "NoTarget" | "Forbidden" | "AlreadyApplied" | "InFlight" | "NothingToApply" | "NotApplied" | "AlreadyUndone" | "AlreadyDefended" | "NoDefence" | "NoOther" | "NotRolled" | "Rolled" | "Undeclared" | "AlreadyRolled" | "NoRevision" | "NoRuling";

export type Decision<T> = ({ ok: true } & T) | { ok: false; refusal: Refusal };

function refuse(refusal: Refusal): { ok: false; refusal: Refusal } {
  return { ok: false, refusal };
}

export function defenceOf(card: ExchangeCard, targetUuid: string): DefenceRecord | null {
  return card.defences.find((d) => d.targetUuid === targetUuid) ?? null;
}

export function appliedOf(card: ExchangeCard, key: string): AppliedRecord | null {
  return card.applied.find((a) => a.key === key) ?? null;
}

/** Damage this target takes: its defence's result when it defended, else the card's. */
export function damageFor(card: ExchangeCard, targetUuid: string): number {
  return defenceOf(card, targetUuid)?.damage ?? card.damage ?? 0;
}

/**
 * Apply the card's outcome to one bound target: only the attacker's owner or a GM, only once per (card, target),
 * only while the card and the target exist. `inFlight` holds the keys this client is applying right now, so a
 * second click that arrives before the first write is refused too.
 */
export function decideApply(
  card: ExchangeCard | null,
  messageId: string,
  requester: Requester,
  targetUuid: string,
  targetExists: boolean,
  inFlight: ReadonlySet<string> = new Set(),
  /** A choice instead of the plain hit: the attacker's side's (a death blow needs no damage) or the target's own. */
  withChoice: "none" | "attacker" | "target" | "gm" = "none",
  selfOutcome = false,
): Decision<{ key: string; damage: number }> {
  if (!card) return refuse("NoCard");
  // The attacker itself is "bound" too when the attack does something to it (selfOutcome: WP won, a fumble's mark).
  const self = selfOutcome && targetUuid === card.attackerUuid && !card.targets.some((t) => t.uuid === targetUuid);
  if (!self && !card.targets.some((t) => t.uuid === targetUuid)) return refuse("NotBound");
  // The hit actor's owner may apply the hit to it only with their own choice (tactica: a State or a rank).
  const chooser = withChoice === "target" ? targetUuid : card.attackerUuid;
  if (!requester.isGM && (withChoice === "gm" || !requester.owns(chooser))) return refuse("Forbidden");
  const key = applicationKey(messageId, targetUuid);
  if (appliedOf(card, key)) return refuse("AlreadyApplied");
  if (inFlight.has(key)) return refuse("InFlight");
  if (!targetExists) return refuse("NoTarget");
  // Declared, not rolled yet: nothing is known to apply (the attacker's own outcome included).
  if (isDeclaring(card)) return refuse("NotRolled");
  if (self) return { ok: true, key, damage: 0 };
  if (card.damage === null && !defenceOf(card, targetUuid) && withChoice !== "attacker" && withChoice !== "gm") return refuse("NothingToApply");
  return { ok: true, key, damage: damageFor(card, targetUuid) };
}

/** Undo one application: GM only, once. */
export function decideUndo(card: ExchangeCard | null, messageId: string, requester: Requester, targetUuid: string, targetExists: boolean): Decision<{ record: AppliedRecord }> {
  if (!card) return refuse("NoCard");
  if (!requester.isGM) return refuse("Forbidden");
  const record = appliedOf(card, applicationKey(messageId, targetUuid));
  if (!record) return refuse("NotApplied");
  if (record.undone) return refuse("AlreadyUndone");
  if (!targetExists) return refuse("NoTarget");
  return { ok: true, record };
}

/** The defence that made this target the attack's target (hide, guard), or null. */
export function rebindingOf(card: ExchangeCard, targetUuid: string): DefenceRecord | null {
  return card.defences.find((d) => d.retarget?.to === targetUuid) ?? null;
}

/** Undo a rebinding (hide, guard): GM only, while the new target has neither defended nor been applied to. */
export function decideUnbind(card: ExchangeCard | null, messageId: string, requester: Requester, targetUuid: string): Decision<{ record: DefenceRecord }> {
  if (!card) return refuse("NoCard");
  if (!requester.isGM) return refuse("Forbidden");
  const record = rebindingOf(card, targetUuid);
  if (!record) return refuse("NotApplied");
  if (defenceOf(card, targetUuid)) return refuse("AlreadyDefended");
  if (appliedOf(card, applicationKey(messageId, targetUuid))) return refuse("AlreadyApplied");
  return { ok: true, record };
}

/**
 * The defender's step: the target's owner or a GM, before the outcome is applied, once per target. `decider` is who
 * chooses when another character acts for the target (a guard): their owner or a GM.
 */
export function decideDefence(card: ExchangeCard | null, messageId: string, requester: Requester, targetUuid: string, targetExists: boolean, decider = targetUuid): Decision<object> {
  if (!card) return refuse("NoCard");
  if (!card.targets.some((t) => t.uuid === targetUuid)) return refuse("NotBound");
  if (!requester.isGM && !requester.owns(decider)) return refuse("Forbidden");
  if (!card.attack) return refuse("NoDefence");
  if (defenceOf(card, targetUuid)) return refuse("AlreadyDefended");
  if (appliedOf(card, applicationKey(messageId, targetUuid))) return refuse("AlreadyApplied");
  // A defence declared first cannot come after the roll.
  if (declaresFirst(card) && !isDeclaring(card)) return refuse("Rolled");
  if (!targetExists) return refuse("NoTarget");
  return { ok: true };
}

/** The bound targets that have declared nothing yet on a card that waits for its declarations. */
export function undeclaredTargets(card: ExchangeCard): BoundTarget[] {
  return isDeclaring(card) ? card.targets.filter((t) => !defenceOf(card, t.uuid)) : [];
}

/**
 * Roll a declared attack's waiting dice: the attacker's owner or a GM, once, after every bound target declared its
 * defence (or none).
 */
export function decideRoll(card: ExchangeCard | null, requester: Requester): Decision<object> {
  if (!card) return refuse("NoCard");
  if (!requester.isGM && !requester.owns(card.attackerUuid)) return refuse("Forbidden");
  if (!isDeclaring(card)) return refuse("AlreadyRolled");
  if (undeclaredTargets(card).length > 0) return refuse("Undeclared");
  return { ok: true };
}

/**
 * Change the attack's rolled dice (a 1 raising a die): the attacker's owner or a GM, once the attack is rolled and
 * before anything on the card is applied (the ruleset's slot says what may be picked, and how often).
 */
export function decideRevision(card: ExchangeCard | null, requester: Requester): Decision<object> {
  if (!card) return refuse("NoCard");
  if (!requester.isGM && !requester.owns(card.attackerUuid)) return refuse("Forbidden");
  if (isDeclaring(card) || !card.attack) return refuse("NotRolled");
  if (card.applied.length > 0) return refuse("AlreadyApplied");
  return { ok: true };
}

/**
 * Change a defence's own rolled dice (a 1 raising one of them): the defender's owner or a GM (who asks is named by the
 * server), on a rolled card whose defence of this target is resolved with dice of its own, before the attack is
 * applied to that target, once per roll ("Only one 1 may be used at a time").
 */
export function decideDefenceRevision(card: ExchangeCard | null, messageId: string, requester: Requester, targetUuid: string): Decision<{ defence: DefenceRecord }> {
  if (!card) return refuse("NoCard");
  if (!card.targets.some((t) => t.uuid === targetUuid)) return refuse("NotBound");
  if (!requester.isGM && !requester.owns(targetUuid)) return refuse("Forbidden");
  if (isDeclaring(card) || !card.attack) return refuse("NotRolled");
  const defence = defenceOf(card, targetUuid);
  if (!defence || defence.pending || defence.faces.length === 0) return refuse("NoDefence");
  if (appliedOf(card, applicationKey(messageId, targetUuid))) return refuse("AlreadyApplied");
  if ((defence.revised?.length ?? 0) > 0) return refuse("NoRevision");
  return { ok: true, defence };
}

/**
 * A GM's ruling on the card (the ruleset's rulings slot: factions' approval of a proposed stunt): a GM only (who asks
 * is named by the server), on a card with an attack, before anything on it is applied.
 */
export function decideRuling(card: ExchangeCard | null, requester: Requester): Decision<object> {
  if (!card) return refuse("NoCard");
  if (!requester.isGM) return refuse("Forbidden");
  if (!card.attack) return refuse("NoRuling");
  if (card.applied.length > 0) return refuse("AlreadyApplied");
  return { ok: true };
}
