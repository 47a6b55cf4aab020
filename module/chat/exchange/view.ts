/**
 * What the card shows to one viewer, as plain template context: per bound target, its damage, the defence it
 * chose or may choose, and whether this viewer may apply it; and the result card's rows (before → after per field
 * and status). Names stay plain text: the templates escape them.
 */
import type { DefenceOffer, RecordRaise } from "../../rulesets/adapter";
import { applicationKey, isDeclaring, NO_DEFENCE, type AppliedRecord, type ExchangeCard, type Requester } from "./card";
import { appliedOf, damageFor, defenceOf, undeclaredTargets } from "./decide";

export interface TargetRow {
  uuid: string;
  name: string;
  damage: number | null;
  defence: { choice: string; label: string; summary: { key: string; data: Record<string, string | number> } } | null;
  applied: { summary: { key: string; data: Record<string, string | number> }; undone: boolean } | null;
  canApply: boolean;
  /** Defences offered to this viewer (empty when they may not defend, or already did). */
  offers: DefenceOffer[];
  /** What this viewer may apply instead of the plain hit (the attacker's side's choices, or the target owner's). */
  choices: DefenceOffer[];
  /** The attack this viewer may start at once as the defender (a riposte) after the hit is applied, with its dice. */
  followUp: { dice: number } | null;
  /** How this target came to be one (hid behind, guarded), or null. */
  via: { summary: { key: string; data: Record<string, string | number> }; canUndo: boolean } | null;
  /** Changes to this target's own defence dice this viewer may buy now (its owner or a GM, nothing applied to it). */
  raises: DefenceOffer[];
}

export interface ExchangeView {
  messageId: string;
  attackerUuid: string;
  rows: TargetRow[];
  /** Whose move it is: a lang key and its data (the names are plain text, escaped by the template). */
  status: { key: string; data: Record<string, string | number> };
  /** This viewer may roll the declared attack now (every target has declared; the attacker's owner or a GM). */
  canRoll: boolean;
  /** Changes to the rolled dice this viewer may buy now (the attacker's side, rolled, nothing applied yet). */
  revisions: DefenceOffer[];
  /** A GM's rulings this viewer may make on the card now (a GM only: the ruleset's rulings slot). */
  rulings: DefenceOffer[];
}

/** "No defence": offered by core on a card that waits for its declarations. */
const NO_DEFENCE_OFFER: DefenceOffer = { id: NO_DEFENCE, label: "FRAY.Exchange.Defence.none", refused: null };

/**
 * Whose move it is on the card: a target's defence, the attack roll, an Apply, or nothing left ("Resolved").
 */
export function exchangeStatus(card: ExchangeCard, messageId: string): ExchangeView["status"] {
  if (isDeclaring(card)) {
    const waiting = undeclaredTargets(card);
    if (waiting.length) return { key: "FRAY.Exchange.Status.Defence", data: { names: waiting.map((t) => t.name).join(", ") } };
    return { key: "FRAY.Exchange.Status.Roll", data: {} };
  }
  const open = card.targets.some((t) => !appliedOf(card, applicationKey(messageId, t.uuid)) && (card.damage !== null || defenceOf(card, t.uuid) !== null));
  return { key: open ? "FRAY.Exchange.Status.Apply" : "FRAY.Exchange.Status.Resolved", data: {} };
}

/** The lang key of an updated field: "system.sixSeconds.wounds" → "FRAY.Exchange.Field.sixSeconds-wounds". */
export function fieldLabel(path: string): string {
  return `FRAY.Exchange.Field.${path.replace(/^system\./, "").replace(/\./g, "-")}`;
}

/** The lang key of a status id: "six-seconds.dying" → "FRAY.Status.six-seconds.dying". */
export function statusLabel(id: string): string {
  return `FRAY.Status.${id}`;
}

function followUpOf(dice: number): { dice: number } | null {
  return dice > 0 ? { dice } : null;
}

export function exchangeView(
  card: ExchangeCard,
  messageId: string,
  viewer: Requester,
  offersFor: (uuid: string) => DefenceOffer[],
  choicesFor: (uuid: string) => DefenceOffer[] = () => [],
  /** The attack does something to the attacker itself (its own row, applied like a target's). */
  selfOutcome = false,
  /** Dice of the defender's follow-up attack per target (the ruleset's defence slot), 0 when none. */
  followUpFor: (uuid: string) => number = () => 0,
  /** Changes to the rolled dice the ruleset offers (its rollRevision slot). */
  revisionsFor: () => DefenceOffer[] = () => [],
  /** A GM's rulings the ruleset offers on the card (its rulings slot). */
  rulingsFor: () => DefenceOffer[] = () => [],
  /** Changes to a target's own defence dice the ruleset offers (its rollRevision slot's defenceOffers). */
  defenceRevisionsFor: (uuid: string) => DefenceOffer[] = () => [],
): ExchangeView {
  const attackerSide = viewer.isGM || viewer.owns(card.attackerUuid);
  const declaring = isDeclaring(card);
  const selfApplied = appliedOf(card, applicationKey(messageId, card.attackerUuid));
  const self: TargetRow[] =
    selfOutcome && !card.targets.some((t) => t.uuid === card.attackerUuid)
      ? [{ uuid: card.attackerUuid, name: card.attackerName ?? "", damage: null, defence: null, applied: selfApplied ? { summary: selfApplied.summary, undone: selfApplied.undone !== null } : null, canApply: !declaring && attackerSide && !selfApplied, offers: [], choices: [], followUp: null, via: null, raises: [] }]
      : [];
  return {
    messageId,
    attackerUuid: card.attackerUuid,
    status: exchangeStatus(card, messageId),
    canRoll: declaring && attackerSide && undeclaredTargets(card).length === 0,
    revisions: attackerSide && !declaring && card.attack !== null && card.applied.length === 0 ? revisionsFor() : [],
    rulings: viewer.isGM && card.attack !== null && card.applied.length === 0 ? rulingsFor() : [],
    rows: [...self, ...card.targets.map((t): TargetRow => {
      const applied = appliedOf(card, applicationKey(messageId, t.uuid));
      const defence = defenceOf(card, t.uuid);
      // A card rolled after its declarations takes no defence once rolled; one rolled first takes it until applied.
      const open = !applied && !defence && card.attack !== null && (declaring || card.order !== "declare-first");
      const ownsTarget = viewer.isGM || viewer.owns(t.uuid);
      // Hid behind or guarded: this target came in through another's defence, shown on its row.
      const via = card.defences.find((d) => d.retarget?.to === t.uuid);
      return {
        uuid: t.uuid,
        name: t.name,
        // Declared, not rolled: no damage is known yet.
        damage: declaring || (card.damage === null && !defence) ? null : damageFor(card, t.uuid),
        defence: defence ? { choice: defence.choice, label: `FRAY.Exchange.Defence.${defence.choice}`, summary: defence.summary } : declined(card, t.uuid),
        applied: applied ? { summary: applied.summary, undone: applied.undone !== null } : null,
        canApply: !declaring && attackerSide && !applied && (card.damage !== null || defence !== null),
        // A defence another character chooses (a guard) is offered to every viewer; the GM's client checks who.
        offers: open ? [...offersFor(t.uuid), ...(declaring ? [NO_DEFENCE_OFFER] : [])].filter((o) => ownsTarget || o.byOther === true) : [],
        via: via ? { summary: via.summary, canUndo: viewer.isGM && !applied && !defence } : null,
        choices: applied || declaring ? [] : choicesFor(t.uuid).filter((o) => ((o.side ?? "attacker") === "attacker" ? attackerSide : o.side === "gm" ? viewer.isGM : viewer.isGM || viewer.owns(t.uuid))),
        raises: !applied && !declaring && defence !== null && !defence.pending && ownsTarget ? defenceRevisionsFor(t.uuid) : [],
        followUp: followUpOf(applied !== null && applied.undone === null && (viewer.isGM || viewer.owns(t.uuid)) ? followUpFor(t.uuid) : 0),
      };
    })],
  };
}

/** A target that declared no defence before the roll, shown as such once the card is rolled. */
function declined(card: ExchangeCard, uuid: string): TargetRow["defence"] {
  return card.declined?.some((d) => d.targetUuid === uuid) ? { choice: NO_DEFENCE, label: "FRAY.Exchange.Defence.none", summary: { key: "FRAY.Exchange.NoDefenceDeclared", data: {} } } : null;
}

export interface ResultRow {
  targetUuid: string;
  name: string;
  summary: AppliedRecord["summary"];
  changes: { label: string; before: number | boolean | string; after: number | boolean | string }[];
  statuses: { label: string; before: boolean; after: boolean }[];
  undone: boolean;
  /** Follow-ups the application calls for (the ruleset's resultActions) this viewer may press, none once undone. */
  actions: { id: string; label: string; data?: Record<string, string | number>; side?: "attacker" }[];
  /** Faces of its roll raised since (raise-applied.ts): one line each, the group's faces before and after. */
  raised: { key: string; data: Record<string, string | number> }[];
  /** Raises of a face of its roll this viewer may ask for (the owner of the creature whose dice they are, or a GM). */
  raises: { id: string; label: string; data: Record<string, string | number>; group: number; revision: string }[];
  /** A raise replaced this record since (a later result card shows the one that stands): no follow-up, no Undo here. */
  replaced: boolean;
}

/** What the result card needs to offer raises of an application's own dice (the ruleset's rollRevision slot). */
export interface ResultRaises {
  /** The groups of the record's roll the ruleset offers raising now, and by whose side. */
  offers(record: AppliedRecord): RecordRaise[];
  /** The viewer owns this actor. */
  owns(uuid: string): boolean;
}

/** How many raises a record names. */
function raiseCount(r: AppliedRecord | undefined): number {
  return Array.isArray(r?.raised) ? r.raised.length : 0;
}

/**
 * The record a result card's raise names (raise-applied.ts raisedRecordKey): its target's own application ("") or a
 * revision of it (its action id); null for anything else (a hit back, what an application wrote on others).
 */
export function raisableRevision(record: Pick<AppliedRecord, "key" | "targetUuid">): string | null {
  const bar = record.key.indexOf("|");
  if (bar < 0) return null;
  const rest = record.key.slice(bar + 1);
  if (rest === record.targetUuid) return "";
  const prefix = `${record.targetUuid}>${record.targetUuid}#`;
  return rest.startsWith(prefix) && /^[a-z][a-z-]{0,31}$/.test(rest.slice(prefix.length)) ? rest.slice(prefix.length) : null;
}

/** One line per raise: the group's faces before it and after it (the next raise's before, else the faces now). */
function raisedLines(r: AppliedRecord): ResultRow["raised"] {
  const raised = Array.isArray(r.raised) ? r.raised : [];
  const groups = r.groups ?? [];
  return raised.map((x, i) => {
    const start = groups.slice(0, x.group).reduce((n, g) => n + g.count, 0);
    const count = groups[x.group]?.count ?? 0;
    const after = (raised[i + 1]?.before ?? r.rolled ?? []).slice(start, start + count);
    return { key: "FRAY.RaiseApplied.Raised", data: { before: x.before.slice(start, start + count).join(", "), after: after.join(", ") } };
  });
}

/** The result card (kind "result") or the undone card: one row per application, GM-only Undo on the result. */
export function resultView(
  kind: "result" | "undone",
  records: readonly AppliedRecord[],
  nameOf: (uuid: string) => string,
  viewerIsGM: boolean,
  current: ExchangeCard | null,
  actionsFor: (record: AppliedRecord) => { id: string; label: string; data?: Record<string, string | number>; side?: "attacker" }[] = () => [],
  /** The viewer owns the attacking actor: it sees the follow-ups the ruleset gives the attacker's side. */
  viewerIsAttacker = false,
  /** Raises of the applications' own dice (none without). */
  raises?: ResultRaises,
) {
  const mayPress = (a: { side?: "attacker" }) => viewerIsGM || (viewerIsAttacker && a.side === "attacker");
  const standing = (r: AppliedRecord) => current?.applied.find((a) => a.key === r.key);
  // A record a raise worked out again since: the later result card shows the one that stands.
  const replaced = (r: AppliedRecord) => kind === "result" && raiseCount(standing(r)) > raiseCount(r);
  const raisesOf = (r: AppliedRecord): ResultRow["raises"] => {
    const now = standing(r);
    const revision = raisableRevision(r);
    if (kind !== "result" || !raises || !now || now.undone || replaced(r) || revision === null) return [];
    return raises.offers(now).flatMap((g) => {
      const uuid = g.side === "attacker" ? current!.attackerUuid : r.targetUuid;
      if (!viewerIsGM && !raises.owns(uuid)) return [];
      return g.offers.map((o) => ({ id: o.id, label: o.label, data: { name: g.side === "attacker" ? (current!.attackerName ?? nameOf(uuid)) : nameOf(uuid), rollKey: g.rollKey ?? now.groups?.[g.group]?.purpose ?? "" }, group: g.group, revision }));
    });
  };
  return {
    kind,
    title: kind === "result" ? "FRAY.Exchange.Result" : "FRAY.Exchange.Undone",
    rows: records.map((r): ResultRow => ({
      targetUuid: r.targetUuid,
      name: nameOf(r.targetUuid),
      summary: r.summary,
      changes: r.changes.map((c) => ({ label: fieldLabel(c.path), before: c.before, after: c.after })),
      statuses: r.statuses.map((s) => ({ label: statusLabel(s.id), before: s.before, after: s.after })),
      undone: standing(r)?.undone != null,
      actions: kind === "result" && !replaced(r) && (viewerIsGM || viewerIsAttacker) && standing(r)?.undone == null ? actionsFor(r).filter(mayPress) : [],
      raised: raisedLines(r),
      raises: raisesOf(r),
      replaced: replaced(r),
    })),
    // One Undo per result card: it undoes the primary target's application and what its defence hit back.
    undoTarget: records[0]?.targetUuid ?? null,
    canUndo: kind === "result" && viewerIsGM && records.length > 0 && !replaced(records[0]!) && standing(records[0]!)?.undone === null,
  };
}
