/**
 * The form of the GM's "Zone borders" dialog (pure): one row per neighbouring zone with what its border gives
 * (cover both ways, tactica's soft and linear cover with its choke value, factions' barrier), prefilled from the
 * zone behaviour's stored borders; and the form read back into border data. Rows are numbered: which neighbour a
 * row is comes from the rows the dialog was built from, never from the form, and a bad value is refused, named.
 */
import { COVER_STEPS, isCoverStep } from "../engine/cover";
import type { BoardNote } from "./board-rules";
import type { ZoneBorderData } from "./zone-data";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface Neighbour {
  id: string;
  name: string;
}

/** The stored border to each neighbour (a neighbour without one: no cover, nothing set). */
export function borderRows(neighbours: readonly Neighbour[], stored: readonly ZoneBorderData[]): Array<ZoneBorderData & { name: string }> {
  return neighbours.map((n) => {
    const b = stored.find((s) => s.zone === n.id);
    return { zone: n.id, name: n.name, cover: b?.cover ?? "none", soft: b?.soft ?? false, linear: b?.linear ?? false, choke: b?.choke ?? 0, barrier: b?.barrier ?? false };
  });
}

export interface BorderFormText {
  /** The heading of each row: the neighbour's name is put in for {zone}. */
  row: string;
  cover: string;
  steps: Record<(typeof COVER_STEPS)[number], string>;
  soft: string;
  linear: string;
  choke: string;
  barrier: string;
  none: string;
}

export function borderForm(rows: ReadonlyArray<ZoneBorderData & { name: string }>, text: BorderFormText): string {
  if (rows.length === 0) return `<p>${escape(text.none)}</p>`;
  return rows
    .map((r, i) => {
      const id = (field: string) => `fray-border-${i}-${field}`;
      const options = COVER_STEPS.map((s) => `<option value="${s}"${s === r.cover ? " selected" : ""}>${escape(text.steps[s])}</option>`).join("");
      const box = (field: "soft" | "linear" | "barrier", label: string) =>
        `<div class="form-group"><label for="${id(field)}">${escape(label)}</label><input type="checkbox" id="${id(field)}" name="${i}.${field}"${r[field] ? " checked" : ""}></div>`;
      return (
        `<fieldset><legend>${escape(text.row.replace("{zone}", r.name))}</legend>` +
        `<div class="form-group"><label for="${id("cover")}">${escape(text.cover)}</label><select id="${id("cover")}" name="${i}.cover">${options}</select></div>` +
        box("soft", text.soft) +
        box("linear", text.linear) +
        `<div class="form-group"><label for="${id("choke")}">${escape(text.choke)}</label><input type="number" id="${id("choke")}" name="${i}.choke" min="0" step="1" value="${r.choke}"></div>` +
        box("barrier", text.barrier) +
        `</fieldset>`
      );
    })
    .join("");
}

/**
 * The borders the submitted form gives, for the rows it was built from: a row left at no cover with nothing set
 * stores nothing. An unknown cover, or a choke that is not a whole number ≥ 0, refuses the whole form with a note
 * naming the zone and the value (nothing is saved then); nothing is read from a row the dialog did not show.
 */
export function readBorderForm(rows: readonly Neighbour[], values: Readonly<Record<string, string>>): { borders: ZoneBorderData[] } | { refusal: BoardNote } {
  const borders: ZoneBorderData[] = [];
  for (const [i, row] of rows.entries()) {
    const cover = values[`${i}.cover`] ?? "none";
    if (!isCoverStep(cover)) return { refusal: { key: "FRAY.Board.Borders.BadCover", data: { zone: row.name, value: cover } } };
    const chokeText = (values[`${i}.choke`] ?? "").trim() || "0";
    const choke = Number(chokeText);
    if (!Number.isInteger(choke) || choke < 0) return { refusal: { key: "FRAY.Board.Borders.BadChoke", data: { zone: row.name, value: chokeText } } };
    const flag = (field: string) => values[`${i}.${field}`] !== undefined;
    const border = { zone: row.id, cover, soft: flag("soft"), linear: flag("linear"), choke, barrier: flag("barrier") };
    if (border.cover !== "none" || border.soft || border.linear || border.choke > 0 || border.barrier) borders.push(border);
  }
  return { borders };
}
