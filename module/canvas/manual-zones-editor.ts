/**
 * The GM's "Zones without a map" dialog (Foundry glue): the viewed scene's hand-made zones edited as text (one zone
 * a line, its links after a colon) instead of a macro setting the scene flag. Opened from the combat tracker; the
 * answer is written to `flags.fray.zones`, which the board reads as before (docs/board.md §6).
 */
import { askFormValues } from "../applications/dialogs/form-dialog";
import { escapeHtml } from "../chat/notice";
import { noteText } from "./board-actions";
import { manualZonesText, readManualZones } from "./manual-zones-form";

/** Write the submitted text as the scene's zones (empty: none); false when refused (a warning names why). */
export async function saveManualZones(scene: Scene.Implementation, text: string): Promise<boolean> {
  const read = readManualZones(text, scene.flags.fray?.zones ?? { zones: [] });
  if ("refusal" in read) {
    ui.notifications?.warn(escapeHtml(noteText(read.refusal)));
    return false;
  }
  if (read.zones.zones.length === 0) await scene.unsetFlag("fray", "zones");
  else await scene.setFlag("fray", "zones", read.zones);
  return true;
}

/** Ask the GM for the viewed scene's zones without a map, and save them. */
export async function editManualZones(): Promise<void> {
  const scene = canvas?.scene;
  if (!scene || !game.user.isGM) return;
  const text = manualZonesText(scene.flags.fray?.zones ?? { zones: [] });
  const content =
    `<div class="form-group stacked"><label for="fray-manual-zones">${escapeHtml(game.i18n.localize("FRAY.Board.ManualZones.Hint"))}</label>` +
    `<textarea id="fray-manual-zones" name="zones" rows="8">${escapeHtml(text)}</textarea></div>`;
  const values = await askFormValues(content, "FRAY.Board.ManualZones.Title", { action: "save", label: "FRAY.Board.ManualZones.Save" });
  if (values) await saveManualZones(scene, values["zones"] ?? "");
}
