/**
 * The GM's "Zone borders" dialog (Foundry glue): what each border of a map zone gives, edited in a form instead of
 * a macro pasting region ids. Opened from the tracker (right-click a combatant: the borders of the zone it stands
 * in) and from the token HUD. The rows are the zone's neighbours on the board's graph; the answer is written to the
 * zone behaviour's `flags.fray.borders`, which the board reads (document-data.ts), as the macro did.
 */
import { askFormValues } from "../applications/dialogs/form-dialog";
import { escapeHtml } from "../chat/notice";
import { COVER_STEPS } from "../engine/cover";
import { currentIndex } from "./board";
import { noteText } from "./board-actions";
import { borderForm, borderRows, readBorderForm, type Neighbour } from "./border-form";
import { ZONE_BEHAVIOR_TYPE } from "./zone-data";

/** The zone behaviour of a map zone (a region of the viewed scene), or null for a zone without one. */
function zoneBehavior(zone: string): RegionBehavior.Implementation | null {
  const region = canvas?.scene?.regions.get(zone);
  return region?.behaviors.find((b) => b.type === ZONE_BEHAVIOR_TYPE && !b.disabled) ?? null;
}

/** The zone's neighbours on the board, by name. */
function neighbours(zone: string): Neighbour[] {
  const graph = currentIndex()?.graph;
  if (!graph?.has(zone)) return [];
  return graph.neighbours(zone).map((id) => ({ id, name: graph.zone(id).name }));
}

/** Whether `zone` is a map zone whose borders can be edited here. */
export function canEditBorders(zone: string | null): zone is string {
  return zone !== null && zoneBehavior(zone) !== null;
}

/**
 * Write the submitted form of the zone's border rows: true when saved; a bad value warns, naming it, and writes
 * nothing.
 */
export async function saveBorders(zone: string, rows: readonly Neighbour[], values: Readonly<Record<string, string>>): Promise<boolean> {
  const behavior = zoneBehavior(zone);
  if (!behavior) return false;
  const read = readBorderForm(rows, values);
  if ("refusal" in read) {
    ui.notifications?.warn(escapeHtml(noteText(read.refusal)));
    return false;
  }
  await behavior.setFlag("fray", "borders", read.borders);
  return true;
}

/** Ask the GM what each border of `zone` gives, and save it. */
export async function editBorders(zone: string): Promise<void> {
  const behavior = zoneBehavior(zone);
  if (!behavior || !game.user.isGM) return;
  const rows = neighbours(zone);
  const t = (key: string) => game.i18n.localize(key);
  const content = borderForm(borderRows(rows, behavior.flags.fray?.borders ?? []), {
    row: t("FRAY.Board.Borders.Row"),
    cover: t("FRAY.Board.Borders.Cover"),
    steps: Object.fromEntries(COVER_STEPS.map((s) => [s, t(`FRAY.Board.Cover.${s}`)])) as Record<(typeof COVER_STEPS)[number], string>,
    soft: t("FRAY.Board.Borders.Soft"),
    linear: t("FRAY.Board.Borders.Linear"),
    choke: t("FRAY.Board.Borders.Choke"),
    barrier: t("FRAY.Board.Borders.Barrier"),
    none: t("FRAY.Board.Borders.NoNeighbours"),
  });
  const values = await askFormValues(content, "FRAY.Board.Borders.Title", { action: "save", label: "FRAY.Board.Borders.Save" });
  if (values) await saveBorders(zone, rows, values);
}
