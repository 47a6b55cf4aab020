/**
 * "Hand: the target hand is disabled, drop anything held" and "Broken: ... If an arm then anything not strapped on
 * will be dropped": the result card offers the GM *Drop what is held*, which unequips the wounded hand's weapons on the
 * GM's client (armour and shields are strapped on and stay). Which hand holds what the sheet does not record, so with
 * two or more weapons equipped the GM's dialog lists them, each *Dropped* unless set to *Kept* (the other hand's), and
 * only the dropped are unequipped; a single one is dropped at once. Not taken back by the card's Undo.
 */
import type { AppliedRecord } from "../../chat/exchange/card";
import { askFormValues } from "../../applications/dialogs/form-dialog";
import type { ResultAction } from "../adapter";

export const DROP_HELD = "drop-held";

/** The drop the record's injury calls for (Hand, or Broken on an arm), or none. */
export function dropOffers(record: AppliedRecord): ResultAction[] {
  const d = record.summary.data;
  const arm = d["injLocation"] === "left-arm" || d["injLocation"] === "right-arm";
  return d["injEffect"] === "hand" || (d["injEffect"] === "broken" && arm) ? [{ id: DROP_HELD, label: "FRAY.Tactica.FollowUp.DropHeld" }] : [];
}

export async function runDrop(id: string, record: AppliedRecord): Promise<void> {
  if (id !== DROP_HELD) return;
  if (!game.user.isGM) return void ui.notifications?.warn("FRAY.Tactica.FollowUp.GmOnly", { localize: true });
  const actor = await fromUuid(record.targetUuid);
  if (!(actor instanceof Actor)) return void ui.notifications?.warn("FRAY.Tactica.FollowUp.NoTarget", { localize: true });
  const held = actor.items.contents.filter((i) => i.type === "weapon" && (i.system as unknown as { equipped?: boolean }).equipped === true);
  if (held.length === 0) return void ui.notifications?.info("FRAY.Tactica.FollowUp.NothingHeld", { localize: true });
  const dropped = held.length === 1 ? held : await pickDropped(held);
  if (dropped === null || dropped.length === 0) return;
  await actor.updateEmbeddedDocuments("Item", dropped.map((i) => ({ _id: i.id!, "system.equipped": false })));
  ui.notifications?.info(game.i18n.format("FRAY.Tactica.FollowUp.Dropped", { name: foundry.utils.escapeHTML(actor.name ?? ""), items: dropped.map((i) => foundry.utils.escapeHTML(i.name ?? "")).join(", ") }));
}

/** The GM's pick of what the wounded hand held: each equipped weapon Dropped (the default) or Kept; null: closed. */
async function pickDropped<I extends { name: string | null }>(held: readonly I[]): Promise<I[] | null> {
  const esc = foundry.utils.escapeHTML;
  const drop = esc(game.i18n.localize("FRAY.Tactica.FollowUp.DropThis"));
  const keep = esc(game.i18n.localize("FRAY.Tactica.FollowUp.KeepThis"));
  // The action dialog's rows (templates/dialogs/action-fields.hbs), one select a weapon.
  const rows = held.map((i, n) => `<label class="fray-row"><span>${esc(i.name ?? "")}</span><select name="w${n}"><option value="drop" selected>${drop}</option><option value="keep">${keep}</option></select></label>`);
  const answer = await askFormValues(`<div class="fray fray-dialog">${rows.join("")}</div>`, "FRAY.Tactica.FollowUp.DropWhich", { action: "ok", label: "FRAY.Action.Confirm" });
  if (!answer) return null;
  return held.filter((_, n) => answer[`w${n}`] !== "keep");
}
