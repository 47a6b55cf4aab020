/**
 * What a token's badge says (pure): its size where the footprint does not show it (factions sizes, tactica's
 * Physical rank; a six-seconds token's scale is its footprint), and its contact status where the ruleset keeps one.
 */
import type { ActorSystem } from "../data/actor/schema";
import type { BoardNote, BoardRules } from "./board-rules";
import type { GridSpec } from "./token-data";

export function badgeNotes(rules: BoardRules, stats: ActorSystem | null, grid: GridSpec, contact: string | null): BoardNote[] {
  const notes: BoardNote[] = [];
  const size = stats && rules.tokenSize(stats, grid) === null ? rules.sizeLabel(stats) : null;
  if (size) notes.push(size);
  if (rules.contactStatus && contact) notes.push({ key: `FRAY.Board.Contact.${contact}` });
  return notes;
}
