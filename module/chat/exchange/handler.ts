/**
 * The GM's side of the exchange, Foundry-free: apply a card's outcome to a bound target, undo it, or resolve a
 * defender's choice. Everything it reads and writes goes through an ExchangeWorld (the Foundry glue in
 * exchange-query.ts, or a plain in-memory world in tests). Every write is decided first (decide.ts); a refused
 * request changes nothing.
 */
import type { AttackTarget, DamageApplication, DefenceContext, NewItem } from "../../rulesets/adapter";
import { adapterFor } from "../../rulesets/registry";
import { isDeclaring, NO_DEFENCE, type AppliedRecord, type DefenceRecord, type ExchangeCard, type Requester } from "./card";
import { readPath, recordChanges, undoOf } from "./changes";
import { recordItemChanges, undoItemChanges } from "./item-changes";
import { NO_COMBAT } from "./costs";
import { decideApply, decideDefence, decideUnbind, decideUndo, rebindingOf } from "./decide";
import { pendingRecord, resolvedRecord } from "./declare";
import { revisionPrefix } from "./revise";
import { putBackMoved, takeBack } from "./take-back";
import { rolledGroups } from "./rolled-groups";
import type { ExchangeAnswer, ExchangeWorld } from "./world";

export type { ExchangeAnswer, ExchangeWorld } from "./world";

/** Keys this client is applying right now (a second click before the first write lands is refused). */
const IN_FLIGHT = new Set<string>();

function clone<T>(v: T): T {
  return structuredClone(v);
}

/**
 * What one hit of an application does to `actor` as it stands (its dice not rolled yet): the attacker's choice on the
 * chosen target, the attacker's own outcome, the card's own outcome for its target, else the plain hit. Shared with a
 * raise of its dice (raise-applied.ts), which works the same application out again.
 */
export function planApplication(world: ExchangeWorld, c: ExchangeCard, targetUuid: string, h: { uuid: string; damage: number }, actor: AttackTarget, choice: string, selfApp: DamageApplication | null): DamageApplication {
  const adapter = adapterFor(c.ruleset);
  // The attack's own circumstances (cover …) concern its targets, never the attacker a counter hits back.
  const ctx = { statuses: actor.statuses, ...(actor.held ? { held: actor.held } : {}), hit: c.hit, options: world.options, exchange: { card: c, targetUuid: h.uuid, from: targetUuid }, ...(h.uuid === c.attackerUuid ? {} : { attack: c.attack?.request }) };
  if (selfApp && h.uuid === targetUuid) return selfApp;
  // The attacker's choice (a death blow …) replaces the plain hit on the chosen target only.
  if (choice && h.uuid === targetUuid) return adapter.applyChoices!.apply(c, actor, choice, h.damage, ctx);
  // The card's own outcome for its target (a non-lethal grab) replaces the plain hit too; hits back stay plain.
  const own = !selfApp && !choice && h.uuid === targetUuid ? (adapter.targetOutcome?.(c, h.uuid, actor, h.damage, ctx) ?? null) : null;
  return own ?? adapter.applyDamage(actor.system, actor.derived, h.damage, ctx);
}

/** Apply to one target, and to those its defence hits back (a counter), each once. */
export async function applyOutcome(world: ExchangeWorld, messageId: string, targetUuid: string, requester: Requester, choice = ""): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const target = world.actor(targetUuid);
  // The card's ruleset adapter, looked up once for the whole application.
  const adapter = card ? adapterFor(card.ruleset) : undefined;
  const choices = adapter?.applyChoices;
  // A composed choice ("<id>-<picks>", compose-choice.ts) belongs to its offer; the ruleset's apply checks the picks.
  const offer = choice && card && target ? choices?.offers(card, target).find((o) => o.id === choice || (o.compose !== undefined && choice.startsWith(`${o.id}-`))) : undefined;
  const isSelf = card !== null && targetUuid === card.attackerUuid && !card.targets.some((t) => t.uuid === targetUuid);
  const decision = decideApply(card, messageId, requester, targetUuid, target !== null, IN_FLIGHT, !choice ? "none" : (offer?.side ?? "attacker"), isSelf && adapter?.attackerOutcome !== undefined);
  if (!decision.ok) return decision;
  const selfApp = isSelf ? (adapter!.attackerOutcome!(card!, target!) ?? null) : null;
  if (isSelf && !selfApp) return { ok: false, refusal: "NothingToApply" };
  const c = clone(card!);
  if (choice) {
    if (!offer) return { ok: false, refusal: "NoDefence" };
    if (offer.refused) return { ok: false, refusal: "Refused", reason: offer.refused };
  }
  // The attack's own cost (an opportunity attack's reaction) is paid once, by the attacker, before the first write.
  const attackCost = c.charged ? null : (adapter?.attackCost?.(c) ?? null);
  const costs = world.costs ?? NO_COMBAT;
  const unpaid = attackCost ? costs.refusal(c.attackerUuid, attackCost) : null;
  if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
  const extra = c.defences.find((d) => d.targetUuid === targetUuid)?.extra ?? [];
  const hits = [{ uuid: targetUuid, damage: decision.damage, key: decision.key }, ...extra.map((e) => ({ uuid: e.targetUuid, damage: e.damage, key: `${decision.key}>${e.targetUuid}` }))];
  for (const h of hits) IN_FLIGHT.add(h.key);
  try {
    // Every application is worked out before anything is written, so an engine refusal half-way writes nothing.
    const planned: { uuid: string; update: Record<string, number | boolean | string>; record: AppliedRecord; items?: NewItem[]; itemWrites?: { id: string; update: Record<string, number | boolean | string> }[] }[] = [];
    for (const h of hits) {
      if (c.applied.some((a) => a.key === h.key)) continue;
      const actor = h.uuid === targetUuid ? target! : world.actor(h.uuid);
      if (!actor) continue;
      let app = planApplication(world, c, targetUuid, h, actor, choice, selfApp);
      // Dice the outcome still needs (a hit location and an injury) are rolled here, before anything is written.
      let rolled: number[] | undefined;
      let groups: AppliedRecord["groups"];
      if (app.roll) {
        groups = rolledGroups(app.roll.groups);
        rolled = await world.roll(app.roll.groups);
        app = app.roll.then(rolled);
      }
      const { changes, statuses } = recordChanges({ system: actor.system }, app.update, actor.statuses, app.statuses, app.statusesOff);
      const update = Object.fromEntries(changes.map((ch) => [ch.path, ch.after]));
      // Writes on the hit actor's own items (a weapon's wounds): each item must be the actor's, each path its field.
      const itemChanges = (app.itemWrites ?? []).map((w) => {
        const item = world.item?.(h.uuid, w.id) ?? null;
        if (!item) throw new RangeError(`the item ${w.id} is not on ${actor.name}`);
        return { id: w.id, changes: recordItemChanges(item, w.update) };
      }).filter((w) => w.changes.length > 0);
      const itemWrites = itemChanges.map((w) => ({ id: w.id, update: Object.fromEntries(w.changes.map((ch) => [ch.path, ch.after])) }));
      planned.push({ uuid: h.uuid, update, items: app.items ?? [], itemWrites, record: { key: h.key, targetUuid: h.uuid, by: requester.id, at: world.now(), damage: h.damage, summary: app.summary, changes, statuses, undone: null, ...(rolled ? { rolled, groups } : {}), ...(rolled && choice && h.uuid === targetUuid ? { choice } : {}), ...(itemChanges.length ? { itemChanges } : {}) } });
      // What the same application writes on others (exposures left on the attacker): recorded and undone with it.
      for (const o of app.others ?? []) {
        const other = world.actor(o.uuid);
        if (!other) continue;
        const sums = Object.fromEntries(Object.entries(o.add).map(([path, n]) => [path, Number(readPath({ system: other.system }, path) ?? 0) + n]));
        const rec = recordChanges({ system: other.system }, sums, other.statuses, []);
        if (rec.changes.length === 0) continue;
        const oKey = `${h.key}>${o.uuid}`;
        planned.push({ uuid: o.uuid, update: Object.fromEntries(rec.changes.map((ch) => [ch.path, ch.after])), record: { key: oKey, targetUuid: o.uuid, by: requester.id, at: world.now(), damage: 0, summary: app.summary, changes: rec.changes, statuses: [], undone: null } });
      }
    }
    const records = planned.map((p) => p.record);
    // An actor deleted while the dice rolled: refused before the first write.
    if (planned.some((p) => world.actor(p.uuid) === null)) return { ok: false, refusal: "NoTarget" };
    // Until the result card (the ledger) records them, the writes are taken back if anything fails (take-back.ts).
    const written: AppliedRecord[] = [];
    try {
      for (const p of planned) {
        written.push(p.record);
        await world.writeActor(p.uuid, p.update, p.record.statuses.map((st) => ({ id: st.id, active: st.after })));
        if (p.items?.length && world.createItems) p.record.items = await world.createItems(p.uuid, p.items);
        for (const w of p.itemWrites ?? []) await world.writeItem!(p.uuid, w.id, w.update);
      }
      if (attackCost) {
        await costs.spend(c.attackerUuid, attackCost);
        c.charged = { by: requester.id, at: world.now() };
      }
      c.applied.push(...records);
      // The result card first: it is the ledger of what was applied (the card, drawn again on its write, reads it).
      await world.postResult(messageId, "result", records);
    } catch (e) {
      await takeBack(world, written);
      throw e;
    }
    await world.writeCard(messageId, c);
    return { ok: true, records };
  } finally {
    for (const h of hits) IN_FLIGHT.delete(h.key);
  }
}

/**
 * Undo one target's application (and what its defence hit back), restoring exactly the values before; or, on a
 * target nothing was applied to that came in through a hide or a guard, undo that rebinding (the original target
 * is bound again; the record stays in the card's audit).
 */
export async function undoOutcome(world: ExchangeWorld, messageId: string, targetUuid: string, requester: Requester): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const decision = decideUndo(card, messageId, requester, targetUuid, world.actor(targetUuid) !== null);
  if (!decision.ok && decision.refusal === "NotApplied" && card && rebindingOf(card, targetUuid)) return unbind(world, messageId, targetUuid, requester);
  if (!decision.ok) return decision;
  const c = clone(card!);
  const key = decision.record.key;
  const undone: AppliedRecord[] = [];
  // Last written first: a revision that moved an item away (a taken weapon) puts it back before the application's
  // own write on that item (Dropped) is taken back.
  for (const r of [...c.applied].reverse()) {
    // A record undoes its own actor only: the key's target, or the actor named after its ">" (a counter's hit back),
    // and the revisions of the target's application or of that hit back (revise.ts).
    const own = r.key === key && r.targetUuid === targetUuid;
    const hitBack = r.key === `${key}>${r.targetUuid}`;
    const revision = r.targetUuid === targetUuid && r.key.startsWith(revisionPrefix(key, targetUuid));
    const hitBackRevision = r.key.startsWith(revisionPrefix(`${key}>${r.targetUuid}`, r.targetUuid));
    if (r.undone || !(own || hitBack || revision || hitBackRevision)) continue;
    const now = world.actor(r.targetUuid);
    if (now === null) continue;
    await putBackMoved(world, r);
    const back = undoOf(r, { system: now.system, statuses: now.statuses });
    await world.writeActor(r.targetUuid, back.update, back.statuses);
    if (r.items?.length && world.deleteItems) await world.deleteItems(r.targetUuid, r.items);
    for (const w of r.itemChanges ?? []) {
      const item = typeof w?.id === "string" && Array.isArray(w.changes) ? (world.item?.(r.targetUuid, w.id) ?? null) : null;
      const back = item ? undoItemChanges(w.changes, item) : {};
      if (Object.keys(back).length) await world.writeItem!(r.targetUuid, w.id, back);
    }
    r.undone = { by: requester.id, at: world.now() };
    undone.unshift(r);
  }
  await world.postResult(messageId, "undone", undone);
  await world.writeCard(messageId, c);
  return { ok: true, records: undone };
}

async function unbind(world: ExchangeWorld, messageId: string, targetUuid: string, requester: Requester): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const decision = decideUnbind(card, messageId, requester, targetUuid);
  if (!decision.ok) return decision;
  const c = clone(card!);
  const record: DefenceRecord = { ...decision.record, unbound: { by: requester.id, at: world.now() } };
  const back = { uuid: record.targetUuid, name: record.retarget?.fromName ?? "" };
  c.targets = c.targets.map((t) => (t.uuid === targetUuid ? back : t));
  c.defences = c.defences.filter((d) => d.retarget?.to !== targetUuid);
  c.unbound = [...(c.unbound ?? []), record];
  if (record.retarget?.swapped) await swapped(world, record.targetUuid, targetUuid);
  await world.writeCard(messageId, c);
  return { ok: true, defence: record };
}

/** The two tokens swapped places on the board; a failed move is the table's to redo (the defence stands, paid). */
async function swapped(world: ExchangeWorld, a: string, b: string): Promise<boolean> {
  try {
    return (await world.board?.swapPlaces(a, b)) ?? false;
  } catch (e) {
    console.error("Fray | the tokens could not swap places", e);
    return false;
  }
}

/** What the defences read from the board (none without one). */
function boardOf(world: ExchangeWorld): Pick<DefenceContext, "zonesBetween"> {
  const board = world.board;
  return board ? { zonesBetween: (a, b) => board.zonesBetween(a, b) } : {};
}

/**
 * The defender's choice: refused with the engine's reason, or rolled, resolved and stored on the card. A defence
 * may name another character (`otherUuid`: who the target hides behind, who guards it); a guard is chosen and paid
 * by that character's owner. A defence that changes the target rebinds the card to the new one, which may defend.
 * On a card that waits for its declarations ("declaring"), the defence's own dice are rolled and its cost paid now,
 * and it is resolved when the attack is rolled (declare.ts); a rebinding one is resolved at once (the attack goes on
 * against the new target, which declares in turn); "none" declares no defence.
 */
export async function defend(world: ExchangeWorld, messageId: string, targetUuid: string, choice: string, requester: Requester, otherUuid = ""): Promise<ExchangeAnswer> {
  const card = world.card(messageId);
  const target = world.actor(targetUuid);
  const slot = card ? adapterFor(card.ruleset).defence : undefined;
  const other = otherUuid ? world.actor(otherUuid) : null;
  const ctx: DefenceContext | null = card
    ? { attacker: world.actor(card.attackerUuid), attackerUuid: card.attackerUuid, targetUuid, options: world.options, other: other ? { uuid: otherUuid, actor: other, willing: requester.isGM || requester.owns(otherUuid) } : null, ...boardOf(world) }
    : null;
  const declaring = card !== null && isDeclaring(card);
  // "No defence" is core's, offered only while the attack waits for its declarations.
  if (choice === NO_DEFENCE && declaring) {
    const decision = decideDefence(card, messageId, requester, targetUuid, target !== null);
    if (!decision.ok) return decision;
    const c = clone(card);
    const record = pendingRecord(targetUuid, NO_DEFENCE, requester.id, world.now(), []);
    c.defences.push(record);
    await world.writeCard(messageId, c);
    return { ok: true, defence: record };
  }
  // The offer is read first only to know who decides (a guard's owner); nothing is done before the decision.
  const offer = card?.attack && target && slot && ctx ? slot.offers(card, target, ctx).find((o) => o.id === choice) : undefined;
  const decision = decideDefence(card, messageId, requester, targetUuid, target !== null, offer?.byOther && otherUuid ? otherUuid : targetUuid);
  if (!decision.ok) return decision;
  if (!slot || !offer) return { ok: false, refusal: "NoDefence" };
  if (offer.other && !other) return { ok: false, refusal: "NoOther" };
  if (offer.refused) return { ok: false, refusal: "Refused", reason: offer.refused };
  const payer = offer.byOther ? otherUuid : targetUuid;
  const costs = world.costs ?? NO_COMBAT;
  const unpaid = offer.cost ? costs.refusal(payer, offer.cost) : null;
  if (unpaid) return { ok: false, refusal: "Refused", reason: unpaid };
  const faces = await world.roll(slot.dice(card!, target!, choice, ctx!));
  // Deleted while the dice rolled: refused before anything is spent or written.
  if (world.actor(targetUuid) === null || (otherUuid && world.actor(otherUuid) === null)) return { ok: false, refusal: "NoTarget" };
  const c = clone(card!);
  if (declaring && !offer.other) {
    // A step the tracker refuses when it runs (its dry run passed) paid nothing: the defence is not made.
    if (offer.cost && (await costs.spend(payer, offer.cost)) === false) return { ok: false, refusal: "Refused", reason: "the combat tracker refused the step that pays for it (its warning says why): nothing was done" };
    const record = pendingRecord(targetUuid, choice, requester.id, world.now(), faces);
    c.defences.push(record);
    await world.writeCard(messageId, c);
    return { ok: true, defence: record };
  }
  const r = slot.resolve(card!, target!, choice, faces, ctx!);
  // A new target must be a character not yet bound nor defended on this card (checked before anything is spent).
  if (r.retarget && (c.targets.some((t) => t.uuid === r.retarget!.uuid) || c.defences.some((d) => d.targetUuid === r.retarget!.uuid))) return { ok: false, refusal: "AlreadyDefended" };
  if (offer.cost && (await costs.spend(payer, offer.cost)) === false) return { ok: false, refusal: "Refused", reason: "the combat tracker refused the step that pays for it (its warning says why): nothing was done" };
  const record = await resolvedRecord(world, c, { targetUuid, choice, by: requester.id, at: world.now(), faces: [...faces] }, r, otherUuid);
  // "swapping position with the original target": on the board when both stand on it, else the table moves them.
  if (r.retarget && r.swapPlaces && record.retarget && (await swapped(world, targetUuid, r.retarget.uuid))) record.retarget.swapped = true;
  c.defences.push(record);
  if (r.retarget) c.targets = c.targets.map((t) => (t.uuid === targetUuid ? { uuid: r.retarget!.uuid, name: r.retarget!.name } : t));
  await world.writeCard(messageId, c);
  return { ok: true, defence: record };
}
