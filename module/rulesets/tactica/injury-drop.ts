/**
 * "Hand: the target hand is disabled, drop anything held" and "Broken: ... If an arm then anything not strapped on
 * will be dropped": the result card offers the GM *Drop what is held*, which unequips the wounded actor's equipped
 * weapons on the GM's client (armour and shields are strapped on and stay). Which hand held what the sheet does not
 * know: a weapon the other hand still holds is equipped again by its owner. Not taken back by the card's Undo.
 */
import type { AppliedRecord } from "../../chat/exchange/card";
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
  await actor.updateEmbeddedDocuments("Item", held.map((i) => ({ _id: i.id!, "system.equipped": false })));
  ui.notifications?.info(game.i18n.format("FRAY.Tactica.FollowUp.Dropped", { name: foundry.utils.escapeHTML(actor.name ?? ""), items: held.map((i) => foundry.utils.escapeHTML(i.name ?? "")).join(", ") }));
}
