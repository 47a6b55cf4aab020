/**
 * Token HUD controls: the zone a GM assigns by hand (or "by the map"), the contact buttons where the ruleset keeps
 * a contact status (stand alone, engage the targeted tokens, close combat with them), and the size the ruleset
 * shows, and for the GM the borders of the token's zone. The move mode is core's movement action, picked in core's own HUD (movement-actions.ts). Contact is stored as a shared contact-group label (and close-combat opponents) in token flags; the engine's
 * occupancy derives Alone / InContact / InClose from it.
 */
import { hudLeftColumn } from "../compat/hud";
import { setContact, setZone, noteText } from "./board-actions";
import { boardRules, currentIndex } from "./board";
import { occupancyFrom } from "./board-occupancy";
import { canEditBorders, editBorders } from "./border-editor";
import { escapeHtml } from "../chat/notice";
import { currentRulesOptions } from "../settings";

function button(icon: string, titleKey: string, onClick: () => Promise<void>): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "control-icon fray-hud-button";
  b.dataset["tooltip"] = titleKey;
  b.setAttribute("aria-label", game.i18n.localize(titleKey));
  b.innerHTML = `<i class="${icon}"></i>`;
  b.addEventListener("click", () => void onClick());
  return b;
}

function targetedDocs(): TokenDocument.Implementation[] {
  return [...game.user.targets].map((t) => t.document).filter((d): d is TokenDocument.Implementation => d !== null);
}

/** Engage the targeted tokens: everyone joins one contact group (the first existing label, or a new one). */
export async function engage(token: TokenDocument.Implementation, close: boolean): Promise<void> {
  const targets = targetedDocs();
  if (targets.length === 0) return;
  const label = [token, ...targets].map((t) => t.flags.fray?.contact?.group).find((g): g is string => typeof g === "string" && g !== "") ?? foundry.utils.randomID(8);
  const ids = targets.map((t) => t.id ?? "").filter((id) => id !== "");
  // The ruleset may refuse the contact (a cap on attackers per target): checked on the board as it would stand.
  const refusal = joinRefused([token.id ?? "", ...ids], label);
  if (refusal) {
    ui.notifications?.warn(escapeHtml(noteText(refusal)));
    return;
  }
  const mine = token.flags.fray?.contact?.close ?? [];
  await setContact(token, { group: label, close: close ? [...new Set([...mine, ...ids])] : mine });
  for (const t of targets) {
    const theirs = t.flags.fray?.contact?.close ?? [];
    if (t.isOwner) await setContact(t, { group: label, close: close && token.id ? [...new Set([...theirs, token.id])] : theirs });
  }
}

/**
 * Charge the one targeted token: the token moves beside it (a move like any drag, priced and refused on the board as
 * such) and engages it on arrival, where a plain move into another zone arrives Alone ("On the first occasion you
 * enter a zone you are Alone unless part of a Charge").
 */
export async function charge(token: TokenDocument.Implementation): Promise<void> {
  const targets = targetedDocs();
  const index = currentIndex();
  const target = targets[0];
  if (targets.length !== 1 || !target || !index) {
    ui.notifications?.warn("FRAY.Board.Hud.ChargeOne", { localize: true });
    return;
  }
  const size = index.grid.size;
  const zone = target.id ? index.zoneOf(target.id) : null;
  // Beside the target on the charger's side, else on its other side, inside the target's zone.
  const side = Math.sign(token.x - target.x) || -1;
  const spots = [side, -side].map((dx) => ({ x: target.x + dx * token.width * size, y: target.y }));
  const inZone = (p: { x: number; y: number }) => index.zoneAt(p.x + (token.width * size) / 2, p.y + (token.height * size) / 2, token.elevation) === zone;
  const spot = spots.find(inZone) ?? { x: target.x, y: target.y };
  // A ruleset with a charge mode prices the charge's move in it (tactica: a chariot's turns are counted).
  if (!(await token.move(boardRules().moveModes.includes("charge") ? { ...spot, action: "charge" } : spot))) return;
  await engage(token, false);
}

/** Why the ruleset refuses these tokens joining the contact group `label` (null: allowed, or no board to ask). */
function joinRefused(joining: readonly string[], label: string) {
  const ask = boardRules().joinRefusal;
  const index = currentIndex();
  if (!ask || !index) return null;
  const before = index.allTokens();
  const tokens = before.map((t) => (joining.includes(t.id) ? { ...t, contact: { group: label, close: t.contact?.close ?? [] } } : t));
  return ask({ graph: index.graph, before, tokens, joining, options: currentRulesOptions(), nameOf: (id) => canvas?.scene?.tokens.get(id)?.name ?? id });
}

export function onRenderTokenHUD(app: { document: TokenDocument.Implementation }, html: HTMLElement): void {
  const token = app.document;
  const column = hudLeftColumn(html);
  if (!column) return;
  const box = document.createElement("div");
  box.className = "fray-hud";
  const rules = boardRules();
  const index = currentIndex();

  const size = token.actor ? rules.sizeLabel(token.actor.system.stats) : null;
  if (size) {
    const label = document.createElement("div");
    label.className = "fray-hud-size";
    label.textContent = noteText(size);
    box.append(label);
  }

  if (game.user.isGM && index) {
    const select = document.createElement("select");
    select.className = "fray-hud-zone";
    select.setAttribute("aria-label", game.i18n.localize("FRAY.Board.Hud.Zone"));
    const current = token.flags.fray?.zone ?? "";
    const options: Array<[string, string]> = [["", game.i18n.localize("FRAY.Board.Hud.ZoneByMap")], ...index.graph.zones.map((z): [string, string] => [z.id, z.name])];
    for (const [value, text] of options) {
      const o = document.createElement("option");
      o.value = value;
      o.textContent = text;
      o.selected = value === current;
      select.append(o);
    }
    select.addEventListener("change", () => void setZone(token, select.value === "" ? null : select.value));
    box.append(select);
    const zone = token.id ? index.zoneOf(token.id) : null;
    if (canEditBorders(zone)) box.append(button("fa-solid fa-border-all", "FRAY.Board.Hud.Borders", () => editBorders(zone)));
  }

  if (rules.contactStatus && index && token.id) {
    const occ = occupancyFrom(index.graph, index.allTokens());
    if (occ.has(token.id)) {
      const status = document.createElement("div");
      status.className = "fray-hud-size fray-hud-contact";
      status.textContent = game.i18n.localize(`FRAY.Board.Contact.${occ.status(token.id)}`);
      box.append(status);
    }
  }

  if (rules.contactStatus && token.isOwner) {
    box.append(
      button("fa-solid fa-person", "FRAY.Board.Hud.StandAlone", () => setContact(token, null)),
      button("fa-solid fa-people-arrows", "FRAY.Board.Hud.Engage", () => engage(token, false)),
      button("fa-solid fa-person-running", "FRAY.Board.Hud.Charge", () => charge(token)),
      button("fa-solid fa-hand-fist", "FRAY.Board.Hud.Close", () => engage(token, true)),
    );
  }
  if (box.childElementCount > 0) column.append(box);
}
