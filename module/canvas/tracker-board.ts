/**
 * The board's controls in the combat tracker (Foundry glue): right-click a combatant to assign its zone by hand (GM;
 * play without a map), set its tactica contact (stand alone, engage or close with the targeted tokens) and step its
 * move mode (core's movement action); the GM edits the borders of the zone a combatant stands in and the scene's zones without a map. The same actions as the token HUD, for tables that play from the tracker.
 */
import { askFormValues } from "../applications/dialogs/form-dialog";
import { boardRules, currentIndex } from "./board";
import { setContact, setZone } from "./board-actions";
import { moveModeOf, nextMoveMode } from "./move-mode";
import { charge, engage } from "./token-hud";
import { canEditBorders, editBorders } from "./border-editor";
import { editManualZones } from "./manual-zones-editor";
import { zoneChoiceForm } from "./zone-choice";
import { menuEntry } from "../compat/menus";

type Entry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

/** The combat a tracker shows: its `viewed`, which need not be game.combat (foundry-traps.md #14). */
export type ViewedCombat = () => Combat.Stored | Combat.Implementation | null | undefined;

/** The token of the combatant a tracker row shows, on the viewed scene. */
function tokenIn(li: HTMLElement, viewed: ViewedCombat): TokenDocument.Implementation | null {
  const id = li.dataset["combatantId"];
  const token = id ? viewed()?.combatants.get(id)?.token : null;
  return token && token.parent?.id === canvas?.scene?.id ? token : null;
}

/** Ask the GM for a zone (or "by the map") and assign it. */
async function chooseZone(token: TokenDocument.Implementation): Promise<void> {
  const index = currentIndex();
  if (!index) return;
  const content = zoneChoiceForm(index.graph.zones, token.flags.fray?.zone ?? "", {
    label: game.i18n.localize("FRAY.Board.Hud.Zone"),
    byMap: game.i18n.localize("FRAY.Board.Hud.ZoneByMap"),
  });
  const values = await askFormValues(content, "FRAY.Board.Tracker.ZoneTitle", { action: "assign", label: "FRAY.Board.Tracker.Assign" });
  if (!values) return;
  const zone = values["zone"] ?? "";
  await setZone(token, zone === "" ? null : zone);
}

/** The board's tracker entries, in the form the running generation's ContextMenu reads (compat/menus.ts). */
export function boardEntryOptions(viewed: ViewedCombat): Entry[] {
  const tokenOf = (li: HTMLElement) => tokenIn(li, viewed);
  const owned = (li: HTMLElement) => tokenOf(li)?.isOwner ?? false;
  const zoneOfRow = (li: HTMLElement) => {
    const id = tokenOf(li)?.id;
    return id ? (currentIndex()?.zoneOf(id) ?? null) : null;
  };
  const onToken = (act: (t: TokenDocument.Implementation) => unknown) => (li: HTMLElement) => {
    const token = tokenOf(li);
    if (token) void act(token);
  };
  const entries: Entry[] = [
    menuEntry({
      label: "FRAY.Board.Tracker.Zone",
      icon: "fa-solid fa-vector-square",
      visible: (li) => game.user.isGM && currentIndex() !== null && tokenOf(li) !== null,
      run: onToken(chooseZone),
    }),
    menuEntry({
      label: "FRAY.Board.Tracker.Borders",
      icon: "fa-solid fa-border-all",
      visible: (li) => game.user.isGM && canEditBorders(zoneOfRow(li)),
      run: (li) => {
        const zone = zoneOfRow(li);
        if (zone) void editBorders(zone);
      },
    }),
    menuEntry({
      label: "FRAY.Board.Tracker.ManualZones",
      icon: "fa-solid fa-diagram-project",
      visible: () => game.user.isGM && Boolean(canvas?.scene),
      run: () => void editManualZones(),
    }),
    menuEntry({
      label: "FRAY.Board.Tracker.MoveMode",
      icon: "fa-solid fa-person-running",
      visible: (li) => boardRules().moveModes.length > 1 && owned(li),
      run: onToken((token) => {
        const modes = boardRules().moveModes;
        const next = nextMoveMode(modes, moveModeOf(modes, token.movementAction));
        ui.notifications?.info(game.i18n.format("FRAY.Board.Hud.MoveMode", { mode: game.i18n.localize(`FRAY.Board.MoveMode.${next}`) }));
        // Core's movement action (movement-actions.ts): the ruler prices the next drag in it.
        return token.update({ movementAction: next });
      }),
    }),
  ];
  const contact: Array<[string, string, (t: TokenDocument.Implementation) => Promise<void>]> = [
    ["FRAY.Board.Hud.StandAlone", "fa-solid fa-person", (t) => setContact(t, null)],
    ["FRAY.Board.Hud.Engage", "fa-solid fa-people-arrows", (t) => engage(t, false)],
    ["FRAY.Board.Hud.Charge", "fa-solid fa-person-running", (t) => charge(t)],
    ["FRAY.Board.Hud.Close", "fa-solid fa-hand-fist", (t) => engage(t, true)],
  ];
  for (const [label, icon, act] of contact) {
    entries.push(menuEntry({ label, icon, visible: (li) => boardRules().contactStatus && owned(li), run: onToken(act) }));
  }
  return entries;
}
