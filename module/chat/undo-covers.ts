/**
 * What a result card's Undo takes back, in words, so a GM knows before pressing it (issue 27 item 6, one Undo
 * story): per changed value "takes 3 Wounds off the Marsh Troll", per status "turns Dying off again", the items
 * the hit created or wrote on; and what it leaves, which is the tracker's: a defence's cost spent there (a Reaction, an action
 * die) is a tracker step, taken back with the tracker's Undo last step, never with the card's. Plain lines (lang key
 * and data); names stay plain text for the template to escape.
 */
import type { AppliedRecord, ExchangeCard } from "./exchange/card";
import { fieldLabel, statusLabel } from "./exchange/view";

export interface CoverLine {
  key: string;
  data: Record<string, string | number>;
  /** Lang keys the line's data names (a field, a status), localised by the caller before formatting. */
  labels: Record<string, string>;
}

const K = "FRAY.Exchange.UndoCovers";

export function undoCovers(records: readonly AppliedRecord[], nameOf: (uuid: string) => string): CoverLine[] {
  const lines: CoverLine[] = [];
  for (const r of records) {
    const name = nameOf(r.targetUuid);
    for (const c of r.changes) {
      const field = fieldLabel(c.path);
      if (typeof c.before === "number" && typeof c.after === "number") {
        const delta = Math.abs(c.after - c.before);
        if (delta === 0) continue;
        lines.push({ key: `${K}.${c.after > c.before ? "TakeOff" : "GiveBack"}`, data: { name, delta }, labels: { field } });
      } else if (c.before !== c.after) {
        lines.push({ key: `${K}.${c.before ? "SetOn" : "SetOff"}`, data: { name }, labels: { field } });
      }
    }
    for (const s of r.statuses) if (s.before !== s.after) lines.push({ key: `${K}.${s.before ? "StatusOn" : "StatusOff"}`, data: { name }, labels: { status: statusLabel(s.id) } });
    if (r.items?.length) lines.push({ key: `${K}.Items`, data: { name, count: r.items.length }, labels: {} });
    if (r.itemChanges?.length) lines.push({ key: `${K}.ItemWrites`, data: { name, count: r.itemChanges.length }, labels: {} });
    for (const m of r.moved ?? []) lines.push({ key: `${K}.Moved`, data: { name, item: String(m.source["name"] ?? ""), to: nameOf(m.to) }, labels: {} });
  }
  return lines;
}

/** The card's defences on these targets: what they spent in the tracker is not the card's Undo to take back. */
export function leavesTrackerCosts(card: ExchangeCard | null, records: readonly AppliedRecord[]): boolean {
  const targets = new Set(records.map((r) => r.targetUuid));
  return (card?.defences ?? []).some((d) => targets.has(d.targetUuid)) || card?.charged !== undefined;
}

/** The lines as text: each label localised, then the sentence formatted (`format` is game.i18n.format's shape). */
export function coverTexts(lines: readonly CoverLine[], localize: (key: string) => string, format: (key: string, data: Record<string, string>) => string): string[] {
  return lines.map((l) => {
    const data: Record<string, string> = {};
    for (const [k, v] of Object.entries(l.data)) data[k] = String(v);
    for (const [k, key] of Object.entries(l.labels)) data[k] = localize(key);
    return format(l.key, data);
  });
}
