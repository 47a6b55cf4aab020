/**
 * The form of the tracker's "Assign a zone" dialog (pure): a labelled select of the scene's zones, "by the map"
 * first, the token's current choice selected. Zone names are free text and are escaped.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function zoneChoiceForm(zones: ReadonlyArray<{ id: string; name: string }>, current: string, text: { label: string; byMap: string }): string {
  const options = [{ id: "", name: text.byMap }, ...zones]
    .map((z) => `<option value="${escape(z.id)}"${z.id === current ? " selected" : ""}>${escape(z.name)}</option>`)
    .join("");
  return `<div class="form-group"><label for="fray-zone-choice">${escape(text.label)}</label><select id="fray-zone-choice" name="zone">${options}</select></div>`;
}
