/**
 * A face of the dice an application rolled on the GM's client (its record's `rolled`, in `groups`), raised after the
 * record is written (the ruleset's rollRevision slot, recordOffers / reviseRecord: a die raised by a 1 of the action dice).
 * The result card offers it to the owner of the creature whose dice group it is; on the GM's client (who asks named by
 * the server) it is decided here, Foundry-free:
 *  - the record is an application on a bound target or a revision of it (revise.ts), still standing, and the slot
 *    offers this pick on this group now (once per group: the slot offers nothing on a group already raised);
 *  - who asks owns that creature (the record's actor, or the card's attacker for the attacker's side) or is a GM;
 *  - nothing was written on that actor since: no later record of the card on it stands, and every value, status and
 *    item the record wrote is still as it left it (else refused with the reason: a take-back would undo that too);
 *  - the pick's cost can be paid by that creature in the tracker (refused with the reason when not).
 * Then the record is taken back exactly, the same application (or revision) is worked out again from the actor as it
 * was, fed the stored faces with the one raised (refused, the record written again as it stood, when its dice groups
 * are no longer the same), the cost is spent, and the new outcome written as the standing record under the same key:
 * one record stands, and the card's Undo still takes it back. The raise (group, pick, faces before) stays in its
 * `raised`; the new record is posted on a result card of its own.
 */
import type { AttackTarget, DamageApplication, DefenceOffer, NewItem, RecordRaise } from "../../rulesets/adapter";
import { adapterFor } from "../../rulesets/registry";
import { applicationKey, type AppliedRecord, type ExchangeCard, type Requester } from "./card";
import type { DefenceCost } from "./costs";
import { readPath, recordChanges } from "./changes";
import { recordItemChanges } from "./item-changes";
import { NO_COMBAT } from "./costs";
import { planApplication } from "./handler";
import { revisionPrefix } from "./revise";
import { takeBack } from "./take-back";
import type { ExchangeAnswer, ExchangeWorld } from "./world";

/** Records being raised on this client (a second request before the first is written is refused). */
const RAISING = new Set<string>();

/**
 * The record's raises the result card shows: each group's offers its payer (the record's target, or the card's
 * attacker for the attacking side) can pay now (`refusal`: the tracker's reason, null when it can), groups left empty
 * dropped; out of the running fight, or holding no 1, a creature is shown none.
 */
export function payableRecordRaises(raises: readonly RecordRaise[], card: Pick<ExchangeCard, "attackerUuid">, record: Pick<AppliedRecord, "targetUuid">, refusal: (uuid: string, cost: DefenceCost) => string | null): RecordRaise[] {
  return raises
    .map((g) => {
      const payer = g.side === "attacker" ? card.attackerUuid : record.targetUuid;
      return { ...g, offers: g.offers.filter((o: DefenceOffer) => !o.cost || !refusal(payer, o.cost)) };
    })
    .filter((g) => g.offers.length > 0);
}

/** The record a raise names: the target's application (`revision` empty) or that application's revision `revision`. */
export function raisedRecordKey(messageId: string, targetUuid: string, revision: string): string {
  const key = applicationKey(messageId, targetUuid);
  return revision ? `${revisionPrefix(key, targetUuid)}${revision}` : key;
}

type Refused = Extract<ExchangeAnswer, { ok: false }>;
const refused = (reason: string): Refused => ({ ok: false, refusal: "Refused", reason });

/** Why the record cannot be taken back exactly now (something written on its actor since), or null. */
function writtenSince(world: ExchangeWorld, record: AppliedRecord, later: readonly AppliedRecord[], actor: AttackTarget): string | null {
  if (later.length) return `${actor.name} was written on by this card since (${later.map((r) => r.summary.key).join(", ")}): undo that first`;
  if (record.moved?.length) return "this result handed items to another actor: it cannot be worked out again";
  for (const c of record.changes) {
    if (readPath({ system: actor.system }, c.path) !== c.after) return `${c.path} on ${actor.name} was changed since (${String(c.after)} → ${String(readPath({ system: actor.system }, c.path))})`;
  }
  for (const s of record.statuses) if (actor.statuses.includes(s.id) !== s.after) return `the status ${s.id} on ${actor.name} was switched since`;
  for (const id of record.items ?? []) if (!world.item?.(record.targetUuid, id)) return `the item ${id} this result created is no longer on ${actor.name}`;
  for (const w of record.itemChanges ?? []) {
    const item = world.item?.(record.targetUuid, w.id) ?? null;
    if (!item || w.changes.some((c) => readPath({ system: item.system }, c.path) !== c.after)) return `the item ${w.id} on ${actor.name} was changed since`;
  }
  return null;
}

/** Write the record's values, statuses and item fields as `side` ("before": taken back; "after": as it stood). */
async function writeAs(world: ExchangeWorld, record: AppliedRecord, side: "before" | "after"): Promise<void> {
  const update = Object.fromEntries(record.changes.map((c) => [c.path, c[side]]));
  await world.writeActor(record.targetUuid, update, record.statuses.map((s) => ({ id: s.id, active: s[side] })));
  for (const w of record.itemChanges ?? []) await world.writeItem!(record.targetUuid, w.id, Object.fromEntries(w.changes.map((c) => [c.path, c[side]])));
}

export async function raiseApplied(world: ExchangeWorld, messageId: string, targetUuid: string, revision: string, group: number, requester: Requester, choice: string): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  if (!card) return { ok: false, refusal: "NoCard" };
  const key = raisedRecordKey(messageId, targetUuid, revision);
  const at = card.applied.findIndex((r) => r.key === key);
  const record = card.applied[at];
  if (!record) return { ok: false, refusal: "NotApplied" };
  if (record.undone) return { ok: false, refusal: "AlreadyUndone" };
  const slot = adapterFor(card.ruleset).rollRevision;
  const raise = slot?.recordOffers?.(card, record).find((r) => r.group === group);
  const offer = raise?.offers.find((o) => o.id === choice);
  if (!slot?.reviseRecord || !raise || !offer || !record.rolled || !record.groups?.[group]) return { ok: false, refusal: "NoRevision" };
  if (offer.refused) return refused(offer.refused);
  // The creature whose dice they are: its owner (or a GM) asks, and it pays.
  const roller = raise.side === "attacker" ? card.attackerUuid : record.targetUuid;
  if (!requester.isGM && !requester.owns(roller)) return { ok: false, refusal: "Forbidden" };
  const actor = world.actor(targetUuid);
  if (!actor) return { ok: false, refusal: "NoTarget" };
  const later = card.applied.slice(at + 1).filter((r) => r.targetUuid === targetUuid && !r.undone);
  const since = writtenSince(world, record, later, actor);
  if (since) return refused(since);
  const groups = record.groups;
  const start = groups.slice(0, group).reduce((n, g) => n + g.count, 0);
  const rolled = record.rolled;
  let faces: number[];
  try {
    const raised = slot.reviseRecord(rolled.slice(start, start + groups[group]!.count), choice);
    if (raised.length !== groups[group]!.count) throw new RangeError("the raise changed how many dice the roll has");
    faces = [...rolled.slice(0, start), ...raised, ...rolled.slice(start + raised.length)];
  } catch (e) {
    if (e instanceof RangeError) return refused(e.message);
    throw e;
  }
  const costs = world.costs ?? NO_COMBAT;
  const cost = offer.cost ?? null;
  const unpaid = cost ? costs.refusal(roller, cost) : null;
  if (unpaid) return refused(unpaid);
  if ((record.items?.length && (!world.deleteItems || !world.itemSource || !world.restoreItem)) || (record.itemChanges?.length && !world.writeItem)) return refused("this world cannot take the result's items back");
  if (RAISING.has(key)) return { ok: false, refusal: "InFlight" };
  RAISING.add(key);
  try {
    // The items it created, kept whole, so that a refusal puts them back with their own ids.
    const sources = (record.items ?? []).map((id) => world.itemSource!(targetUuid, id)).filter((s): s is Record<string, unknown> => s !== null);
    const putBack = async () => {
      await writeAs(world, record, "after");
      for (const s of sources) await world.restoreItem!(targetUuid, s);
    };
    // Taken back exactly: everything it wrote is still as it left it (checked above).
    await writeAs(world, record, "before");
    if (record.items?.length) await world.deleteItems!(targetUuid, record.items);
    let app: DamageApplication;
    let target: AttackTarget | null;
    try {
      target = world.actor(targetUuid);
      if (!target) throw new RangeError(`${actor.name} no longer exists`);
      app = workedOutAgain(world, messageId, card.applied.slice(0, at), record, target, revision);
      const again = app.roll?.groups ?? [];
      if (again.length !== groups.length || again.some((g, i) => g.count !== groups[i]!.count || g.purpose !== groups[i]!.purpose)) throw new RangeError(`the roll ${actor.name} would make now is not the roll it made (something else changed on it since): nothing was raised`);
      app = app.roll!.then(faces);
      if (app.moveItems?.length) throw new RangeError("this result hands items to another actor: it cannot be worked out again");
      // Spent once the creature stands as it was before the record (a check failed into Out of Action is not OoA
      // now); a step the tracker refuses when it runs (an OoA creature uses no action dice) puts the record back.
      if (cost && (await costs.spend(roller, cost)) === false) throw new RangeError("the combat tracker refused to spend the 1 (its warning says why): nothing was raised");
    } catch (e) {
      await putBack();
      if (e instanceof RangeError) return refused(e.message);
      throw e;
    }
    const { changes, statuses } = recordChanges({ system: target.system }, app.update, target.statuses, app.statuses, app.statusesOff);
    const itemChanges = (app.itemWrites ?? []).flatMap((w) => {
      const item = world.item?.(targetUuid, w.id) ?? null;
      const ch = item ? recordItemChanges(item, w.update) : [];
      return ch.length ? [{ id: w.id, changes: ch }] : [];
    });
    const { items: _items, itemChanges: _itemChanges, ...kept } = structuredClone(record);
    const rec: AppliedRecord = {
      ...kept,
      summary: app.summary,
      changes,
      statuses,
      rolled: faces,
      ...(itemChanges.length ? { itemChanges } : {}),
      raised: [...(record.raised ?? []), { group, choice, by: requester.id, at: world.now(), before: [...rolled] }],
    };
    // Until the result card (the ledger) records it, what is written is taken back if anything fails, and the record
    // it replaces put back as it stood (the 1 stays spent: the tracker's own undo gives it back).
    try {
      await world.writeActor(targetUuid, Object.fromEntries(changes.map((ch) => [ch.path, ch.after])), statuses.map((s) => ({ id: s.id, active: s.after })));
      const items: readonly NewItem[] = app.items ?? [];
      if (items.length && world.createItems) rec.items = await world.createItems(targetUuid, items);
      for (const w of itemChanges) await world.writeItem!(targetUuid, w.id, Object.fromEntries(w.changes.map((ch) => [ch.path, ch.after])));
      // The result card is the ledger: the raised record replaces the one it raised (exchange-query.ts ledgerOf).
      await world.postResult(messageId, "result", [rec]);
    } catch (e) {
      await takeBack(world, [rec]);
      await putBack();
      throw e;
    }
    const c = structuredClone(card);
    c.applied[at] = rec;
    await world.writeCard(messageId, c);
    return { ok: true, records: [rec] };
  } finally {
    RAISING.delete(key);
  }
}

/** The record's application (or revision) worked out again on `target`, its dice not rolled yet. */
function workedOutAgain(world: ExchangeWorld, messageId: string, before: readonly AppliedRecord[], record: AppliedRecord, target: AttackTarget, revision: string): DamageApplication {
  const card = { ...world.card(messageId)!, applied: [...before] };
  const targetUuid = record.targetUuid;
  if (!revision) {
    const adapter = adapterFor(card.ruleset);
    const isSelf = targetUuid === card.attackerUuid && !card.targets.some((t) => t.uuid === targetUuid);
    const selfApp = isSelf ? (adapter.attackerOutcome?.(card, target) ?? null) : null;
    return planApplication(world, card, targetUuid, { uuid: targetUuid, damage: record.damage }, target, record.choice ?? "", selfApp);
  }
  const slot = adapterFor(card.ruleset).resultActions;
  const appKey = applicationKey(messageId, targetUuid);
  const application = before.find((r) => r.key === appKey && !r.undone);
  if (!slot?.revise || !application) throw new RangeError("the application this result revised no longer stands");
  const prefix = revisionPrefix(appKey, targetUuid);
  const revisions = before.filter((r) => r.targetUuid === targetUuid && r.key.startsWith(prefix) && !r.undone);
  const ctx = { statuses: target.statuses, ...(target.held ? { held: target.held } : {}), hit: card.hit, options: world.options, exchange: { card, targetUuid, from: targetUuid } };
  return slot.revise(revision, application, revisions, target, ctx).app;
}
