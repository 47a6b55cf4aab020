/**
 * A GM's revising follow-up on a result card (the ruleset's resultActions.revise; tactica: the injury read another
 * way, its immediate check rolled), Foundry-free like the rest of the handler: worked out from the application's
 * record and the target as it is now, written as one more record of the same application, keyed
 * "<application key>><target uuid>#<action id>" so that each follow-up is done once and the card's one Undo takes it
 * back with the application (handler.ts undoOutcome).
 */
import { adapterFor } from "../../rulesets/registry";
import { applicationKey, type AppliedRecord, type Requester } from "./card";
import { recordChanges } from "./changes";
import { recordItemChanges } from "./item-changes";
import { appliedOf } from "./decide";
import { takeBack } from "./take-back";
import { rolledGroups } from "./rolled-groups";
import type { ExchangeAnswer, ExchangeWorld } from "./world";

/** The key prefix of an application's revisions on its own target. */
export function revisionPrefix(key: string, targetUuid: string): string {
  return `${key}>${targetUuid}#`;
}

/** Keys being revised on this client right now (a second click before the first write lands is refused). */
const IN_FLIGHT = new Set<string>();

/**
 * The bound target whose application a record belongs to: "<message id>|<target uuid>", its hit back
 * ("…><actor uuid>") and their revisions ("…#<action id>") all name it right after the "|"; null for another card's.
 */
export function applicationTargetOf(messageId: string, key: string): string | null {
  if (!key.startsWith(`${messageId}|`)) return null;
  return key.slice(messageId.length + 1).split(/[>#]/)[0] || null;
}

/**
 * `fromUuid` names the bound target whose application the follow-up belongs to (the result card's row says which:
 * applicationTargetOf its record's key). Without it, the target's own application, else the one thing a defence hit
 * back on it; when several targets' defences hit it back (two counters on one card), which one must be named.
 */
export async function reviseOutcome(world: ExchangeWorld, messageId: string, targetUuid: string, requester: Requester, actionId: string, fromUuid?: string): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  if (!card) return { ok: false, refusal: "NoCard" };
  // The GM, or the attacker's owner for a follow-up given to the attacker's side (checked once it is known offered).
  if (!requester.isGM && !requester.owns(card.attackerUuid)) return { ok: false, refusal: "Forbidden" };
  let record: AppliedRecord | null;
  if (fromUuid) {
    // That target's own application, or what its defence hit back on this actor (key "<its application key>><uuid>").
    const own = applicationKey(messageId, fromUuid);
    record = appliedOf(card, fromUuid === targetUuid ? own : `${own}>${targetUuid}`);
  } else {
    const hitBacks = card.applied.filter((r) => r.targetUuid === targetUuid && r.key.startsWith(`${messageId}|`) && r.key.endsWith(`>${targetUuid}`) && !r.key.includes("#"));
    record = appliedOf(card, applicationKey(messageId, targetUuid));
    if (!record && hitBacks.length > 1) return { ok: false, refusal: "Refused", reason: `several targets' defences hit ${targetUuid} back on this card: name whose follow-up this is` };
    record ??= hitBacks[0] ?? null;
  }
  if (!record) return { ok: false, refusal: "NotApplied" };
  const key = record.key;
  if (record.undone) return { ok: false, refusal: "AlreadyUndone" };
  const target = world.actor(targetUuid);
  if (!target) return { ok: false, refusal: "NoTarget" };
  const slot = adapterFor(card.ruleset).resultActions;
  const prefix = revisionPrefix(key, targetUuid);
  const revisions = card.applied.filter((r) => r.targetUuid === targetUuid && r.key.startsWith(prefix) && !r.undone);
  // Only a follow-up the application (or one of its revisions) offers, and each once.
  const offer = [record, ...revisions].flatMap((r) => slot?.offers(r) ?? []).find((o) => o.id === actionId && o.revise);
  if (!slot?.revise || !offer) return { ok: false, refusal: "Refused", reason: `this result offers no follow-up "${actionId}"` };
  if (!requester.isGM && offer.side !== "attacker") return { ok: false, refusal: "Forbidden" };
  const revKey = `${prefix}${actionId}`;
  if (card.applied.some((r) => r.key === revKey) || IN_FLIGHT.has(revKey)) return { ok: false, refusal: "AlreadyApplied" };
  IN_FLIGHT.add(revKey);
  try {
    let revision;
    try {
      revision = slot.revise(actionId, record, revisions, target, { statuses: target.statuses, ...(target.held ? { held: target.held } : {}), hit: card.hit, options: world.options, exchange: { card, targetUuid, from: applicationTargetOf(messageId, key) ?? targetUuid } });
    } catch (e) {
      if (e instanceof RangeError) return { ok: false, refusal: "Refused", reason: e.message };
      throw e;
    }
    let app = revision.app;
    let rolled: number[] | undefined;
    let groups: AppliedRecord["groups"];
    if (app.roll) {
      groups = rolledGroups(app.roll.groups);
      rolled = await world.roll(app.roll.groups);
      app = app.roll.then(rolled);
    }
    if (world.actor(targetUuid) === null) return { ok: false, refusal: "NoTarget" };
    // Items handed to another actor (a taken weapon): each still the target's, each going to another actor that exists.
    const moves = app.moveItems ?? [];
    if (moves.length && (!world.moveItem || !world.restoreItem)) return { ok: false, refusal: "Refused", reason: "this world cannot move items between actors" };
    for (const m of moves) {
      if (!world.item?.(targetUuid, m.id)) return { ok: false, refusal: "Refused", reason: `the item ${m.id} is no longer on ${target.name}` };
      if (m.to === targetUuid || world.actor(m.to) === null) return { ok: false, refusal: "NoTarget" };
    }
    // Writes on the target's own items (a weapon picked to drop): each still the target's, each path its field.
    const itemChanges = [];
    for (const w of app.itemWrites ?? []) {
      const item = world.item?.(targetUuid, w.id) ?? null;
      if (!item || !world.writeItem) return { ok: false, refusal: "Refused", reason: `the item ${w.id} is no longer on ${target.name}` };
      const ch = recordItemChanges(item, w.update);
      if (ch.length) itemChanges.push({ id: w.id, changes: ch });
    }
    const { changes, statuses } = recordChanges({ system: target.system }, app.update, target.statuses, app.statuses, app.statusesOff);
    const rec: AppliedRecord = { key: revKey, targetUuid, by: requester.id, at: world.now(), damage: 0, summary: app.summary, changes, statuses, undone: null, ...(rolled ? { rolled, groups } : {}), ...(itemChanges.length ? { itemChanges } : {}) };
    const c = structuredClone(card);
    // Until the result card (the ledger) records it, what is written is taken back if anything fails (take-back.ts);
    // the items it replaces are deleted only once it is recorded, so a failure never loses them.
    try {
      await world.writeActor(targetUuid, Object.fromEntries(changes.map((ch) => [ch.path, ch.after])), statuses.map((s) => ({ id: s.id, active: s.after })));
      if (app.items?.length && world.createItems) rec.items = await world.createItems(targetUuid, app.items);
      for (const w of itemChanges) await world.writeItem!(targetUuid, w.id, Object.fromEntries(w.changes.map((ch) => [ch.path, ch.after])));
      for (const m of moves) {
        const done = await world.moveItem!(targetUuid, m.id, m.to, m.update ?? {});
        (rec.moved ??= []).push({ id: m.id, to: m.to, copy: done.copy, source: done.source });
      }
      c.applied.push(rec);
      await world.postResult(messageId, "result", [rec]);
    } catch (e) {
      await takeBack(world, [rec]);
      throw e;
    }
    // Only items the application's own records created may be replaced.
    const own = new Set([record, ...revisions].flatMap((r) => r.items ?? []));
    const drop = (revision.dropItems ?? []).filter((id) => own.has(id));
    if (drop.length && world.deleteItems) await world.deleteItems(targetUuid, drop);
    await world.writeCard(messageId, c);
    return { ok: true, records: [rec] };
  } finally {
    IN_FLIGHT.delete(revKey);
  }
}
