/**
 * Context-menu entries in each generation's form. v13: `{name, icon: "<i …>", condition(li), callback(li)}`;
 * v14: `{label, icon: "fa-…", visible(target), onClick(event, target)}`, the old keys warning until v16
 * (FoundryVTT-Fabula-Ultima#1383; MetaMorphic-Digital/draw-steel commit 01db4e1a; foundryvtt/dnd5e commit 10e9e8aef).
 */
import { isV14 } from "./generation";

export interface MenuEntry {
  /** A lang key. */
  label: string;
  /** Font Awesome classes, e.g. "fa-solid fa-person". */
  icon: string;
  visible: (target: HTMLElement) => boolean;
  run: (target: HTMLElement) => void;
}

type V13Entry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

/** One entry as the running generation's ContextMenu reads it. */
export function menuEntry(e: MenuEntry): V13Entry {
  if (isV14()) {
    const v14: FrayV14.ContextMenuEntry = { label: e.label, icon: e.icon, visible: (t) => e.visible(t), onClick: (_event, t) => e.run(t) };
    // The v13 types do not know the v14 shape; the tracker hands core whatever form its generation reads.
    return v14 as unknown as V13Entry;
  }
  return { name: e.label, icon: `<i class="${e.icon}"></i>`, condition: (li) => e.visible(li), callback: (li) => e.run(li) };
}
