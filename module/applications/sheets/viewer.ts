/**
 * What each viewer of an actor sheet gets (Foundry-free, so the browser test renders the same choice):
 * a LIMITED viewer sees the header and biography only (as Draw Steel trims parts in `_configureRenderParts`),
 * an OBSERVER the full sheet read-only (the sheet is not editable), and only the GM sees an NPC's gmNotes
 * (system.json `gmOnlyFields`).
 */

/** The actor sheet's PARTS, in render order. */
export const ACTOR_PARTS = ["header", "tabs", "stats", "items", "biography"] as const;
export type ActorPartId = (typeof ACTOR_PARTS)[number];

const LIMITED_PARTS: readonly ActorPartId[] = ["header", "biography"];

/** The parts rendered for this viewer. */
export function actorParts(limited: boolean): readonly ActorPartId[] {
  return limited ? LIMITED_PARTS : ACTOR_PARTS;
}

interface Tab {
  active: boolean;
  cssClass: string;
}

/** A LIMITED viewer has no tab strip: the biography is the one tab, and it is shown. */
export function viewerTabs<T extends Tab>(tabs: Record<string, T>, limited: boolean): Record<string, T> {
  if (!limited) return tabs;
  const bio = tabs["biography"];
  return bio ? { biography: { ...bio, active: true, cssClass: "active" } } : {};
}
