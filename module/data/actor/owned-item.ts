/** What the derivation needs to know about an owned item (armour gives six-seconds Defence). */
export interface OwnedItemData {
  type: string;
  name: string;
  system: unknown;
}
