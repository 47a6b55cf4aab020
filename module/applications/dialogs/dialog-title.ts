/**
 * The roll dialog's title names who does what to whom ("Ilse attacks the Marsh Troll with a spear"), as dnd5e titles
 * each roll dialog with the roll and the actor (module/documents/actor/actor.mjs: title, subtitle: this.name). The
 * names are plain text: a window title is set as text, never as HTML (the double models it so).
 */
import type { Localiser } from "../../dice/card-text";

export interface RollTitle {
  actor: string;
  /** The weapon attacked with (an attack's title); absent for a check or a pool. */
  item?: string;
  /** What the roll button says ("Roll Perception"); absent: the plain title. */
  roll?: string;
  /** The user's targets' names, in order. */
  targets: readonly string[];
}

export function rollDialogTitle(t: RollTitle, i18n: Localiser): string {
  if (t.item !== undefined) {
    const [first] = t.targets;
    if (first === undefined) return i18n.format("FRAY.Dialog.Titles.Attack0", { actor: t.actor, item: t.item });
    if (t.targets.length === 1) return i18n.format("FRAY.Dialog.Titles.Attack1", { actor: t.actor, target: first, item: t.item });
    return i18n.format("FRAY.Dialog.Titles.AttackMany", { actor: t.actor, count: String(t.targets.length), item: t.item });
  }
  if (t.roll) return i18n.format("FRAY.Dialog.Titles.Roll", { actor: t.actor, roll: t.roll });
  return i18n.format("FRAY.Dialog.Titles.Plain", { actor: t.actor });
}

/** What the roll dialog's title and skip need from the click: the weapon, the button's words, whether shift was held. */
export interface DialogCue {
  item?: string;
  roll?: string;
  shiftKey?: boolean;
}

/** A roll button's cue: its label (aria-label, else its text) and the click's shift key. */
export function cueOf(event: Event | null, target: HTMLElement): DialogCue {
  const button = target.closest<HTMLElement>("[data-action]") ?? target;
  const roll = button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";
  return { ...(roll ? { roll } : {}), shiftKey: (event as MouseEvent | null)?.shiftKey === true };
}
