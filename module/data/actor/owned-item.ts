/** What the derivation needs to know about an owned item (armour gives six-seconds Defence). */
export interface OwnedItemData {
  type: string;
  name: string;
  system: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** A positive whole number read from an item's stored data, else 0 (item fields are read, never trusted). */
export const wholeOrZero = (v: unknown): number => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : 0);

/** One equipped armour item as a ruleset reads it: its own block of the item's fields, and whether it is a shield. */
export interface EquippedArmour {
  block: Record<string, unknown>;
  shield: boolean;
}

/**
 * The equipped armour items' blocks under `blockKey` (the ruleset's key in the item's system data). An armour item is
 * equipped unless its sheet unticked it; an item without that ruleset's block gives nothing.
 */
export function equippedArmour(items: readonly OwnedItemData[], blockKey: string): EquippedArmour[] {
  const out: EquippedArmour[] = [];
  for (const item of items) {
    if (item.type !== "armour" || !isRecord(item.system) || item.system["equipped"] === false) continue;
    const block = item.system[blockKey];
    if (isRecord(block)) out.push({ block, shield: item.system["shield"] === true });
  }
  return out;
}
